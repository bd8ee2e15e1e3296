// Rooms shared by several gunjin-server processes through Redis (issue 54): a redis-server
// started by the test (loopback only, with a password), three servers on it; the two seats of
// one room and its spectator on different processes; the process that holds the room killed
// with SIGKILL mid-game: its lease runs out, another process takes the room over from Redis,
// every seat and spectator resumes (wherever it connects), and the game ends as it ends on a
// single server never killed. Also: a wrong password, no password, and a store of another
// version refused at the start with their messages.
#include "temp_dir.h"
#include "wire_players.h"

#include "net/redis_connection.h"
#include "net/room_server.h"
#if GUNJIN_NET_TLS
#include "test_certificate.h"
#endif

#include <fcntl.h>

#include <memory>

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

// redis-server on 127.0.0.1, a port of its own, nothing saved to disk, AUTH required; over TLS
// only with a certificate (`tls`: its chain and key, the chain its own CA).
struct RedisProcess {
    explicit RedisProcess(std::string pass, const std::vector<std::string>& tls = {})
        : password(std::move(pass)) {
        {
            asio::io_context probe;
            tcp::acceptor a(probe, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
            port = a.local_endpoint().port();
        }
        const std::string portText = std::to_string(port);
        std::vector<const char*> args{
            GUNJIN_REDIS_SERVER, "--bind", "127.0.0.1",     "--save",        "",
            "--appendonly",      "no",     "--requirepass", password.c_str()};
        if (tls.empty()) {
            args.insert(args.end(), {"--port", portText.c_str()});
        } else {
            caFile = tls[0];
            args.insert(args.end(),
                        {"--port", "0", "--tls-port", portText.c_str(), "--tls-cert-file",
                         tls[0].c_str(), "--tls-key-file", tls[1].c_str(), "--tls-ca-cert-file",
                         tls[0].c_str(), "--tls-auth-clients", "no"});
        }
        args.push_back(nullptr);
        posix_spawn_file_actions_t quiet;
        posix_spawn_file_actions_init(&quiet);
        posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
        REQUIRE(posix_spawn(&pid, GUNJIN_REDIS_SERVER, &quiet, nullptr,
                            const_cast<char* const*>(args.data()), environ) == 0);
        posix_spawn_file_actions_destroy(&quiet);
        for (int attempt = 0; attempt < 100; ++attempt) {
            if (std::holds_alternative<std::unique_ptr<RedisConnection>>(RedisConnection::open(
                    {"127.0.0.1", port, password, 0, !caFile.empty(), caFile})))
                return;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        FAIL("redis-server did not start");
    }
    ~RedisProcess() {
        ::kill(pid, SIGTERM);
        int status = 0;
        ::waitpid(pid, &status, 0);
    }
    std::string url() const {
        if (!caFile.empty())
            return "rediss://:" + password + "@127.0.0.1:" + std::to_string(port) + "?ca=" + caFile;
        return "redis://:" + password + "@127.0.0.1:" + std::to_string(port);
    }
    std::string password;
    std::string caFile;
    int port = 0;
    pid_t pid = -1;
};

// Why a server with these Redis options does not start ("" if it starts).
std::string refusalOf(const std::string& url) {
    ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.redisUrl = url;
    RoomServer server(options);
    const auto started = server.start();
    server.stop();
    return std::holds_alternative<std::string>(started) ? std::get<std::string>(started)
                                                        : std::string();
}

using Seen = std::vector<std::vector<RoomEvent>>;

Seen seenBy(WireRoom& room) {
    Seen seen;
    for (WirePlayer* p : room.all()) {
        CHECK(p->errors.empty());
        CHECK(p->over());
        seen.push_back(p->events);
    }
    return seen;
}

void arrange(WireRoom& room) {
    room.setup(room.a);
    room.setup(room.b);
    room.ready(room.a);
    room.ready(room.b);
    room.waitForStart();
}

} // namespace

TEST_CASE("net: three gunjin-server processes share a room through Redis, and when its "
          "owner is killed mid-game the room goes on",
          "[net][redis][server]") {
    // Control: one server, never killed.
    Seen expected;
    {
        ServerProcess alone({}, 0);
        WireRoom room(alone.port, "classic", 71);
        arrange(room);
        room.play();
        expected = seenBy(room);
    }

    RedisProcess redis("a long test password");
    const std::vector<std::string> options{"--redis", redis.url()};
    auto s1 = std::make_unique<ServerProcess>(options, 0);
    ServerProcess s2(options, 0), s3(options, 0);
    // The creator on the first process (which holds the room), the joiner on the second, the
    // spectator on the third: their frames go to the owner through Redis and back.
    WireRoom room({s1->port, s2.port, s3.port}, "classic", 71);
    arrange(room);
    room.play(16);

    s1->kill(SIGKILL);
    // The creator lands on the second process, the joiner on the third (its connection there is
    // closed once the owner is seen dead); the spectator stays with the third.
    room.a.reconnectUntilSeated(s2.port);
    room.b.reconnectUntilSeated(s3.port);
    room.watcher.reconnectUntilSeated(s3.port);
    room.play();
    const Seen seen = seenBy(room);
    REQUIRE(seen.size() == expected.size());
    for (std::size_t i = 0; i < seen.size(); ++i) {
        INFO("player " << i << " (0: creator, 1: joiner, 2: spectator)");
        CHECK(seen[i] == expected[i]);
    }
}

TEST_CASE("net: a server refuses Redis without the right password, and a store of another "
          "version",
          "[net][redis][server]") {
    RedisProcess redis("the right one");
    const auto startWith = refusalOf;
    const std::string at = "@127.0.0.1:" + std::to_string(redis.port);
    CHECK_THAT(startWith("redis://:the wrong one" + at),
               Catch::Contains("Redis refused the password"));
    CHECK_THAT(startWith("redis://127.0.0.1:" + std::to_string(redis.port)),
               Catch::Contains("NOAUTH"));
    // TLS to a Redis that speaks none: no answer to the handshake, given up after 5 s.
    CHECK_THAT(startWith("rediss://:the right one" + at), Catch::Contains("no TLS with Redis"));
    CHECK(startWith(redis.url()).empty()); // the right password: it starts

    auto connection = RedisConnection::open({"127.0.0.1", redis.port, "the right one", 0});
    REQUIRE(std::holds_alternative<std::unique_ptr<RedisConnection>>(connection));
    std::get<std::unique_ptr<RedisConnection>>(connection)->command({"SET", "gunjin:format", "2"});
    CHECK_THAT(startWith(redis.url()),
               Catch::Contains("written by a gunjin-server of store version 2; this one reads "
                               "version 1"));
}

#if GUNJIN_NET_TLS
TEST_CASE("net: servers reach a Redis off the machine over TLS (rediss://), trusting its CA",
          "[net][redis][server][tls]") {
    TempDir tmp;
    const TestCertificate certificate = makeCertificate(tmp.path, "redis");
    RedisProcess redis("over tls", {certificate.certificateFile, certificate.privateKeyFile});
    // Its certificate is vouched for by no CA the system knows: refused without ?ca=.
    CHECK_THAT(refusalOf("rediss://:over tls@127.0.0.1:" + std::to_string(redis.port)),
               Catch::Contains("certificate verify failed"));
    const std::vector<std::string> options{"--redis", redis.url()};
    ServerProcess s1(options, 0), s2(options, 0);
    WireRoom room({s1.port, s2.port, s2.port}, "federation", 73);
    arrange(room);
    room.play(12);
    CHECK(room.a.ply() >= 12);
    for (WirePlayer* p : room.all()) CHECK(p->errors.empty());
}
#endif
