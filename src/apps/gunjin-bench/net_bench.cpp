// gunjin-bench net --rooms N [--moves M] [--think-ms T] [--watchers W] [--server PATH] [--seed S]
//                  [--store FILE | --redis URL]
//
// Starts gunjin-server on a free loopback port, opens N rooms with two scripted players and W
// spectators each ((2 + W) N WebSocket connections from one thread of this process), and has
// every room play up to M moves: the player to move picks a random legal move from its own view
// after a pause of T..2T ms, sends it, and the time until both seats and every spectator have
// the move's event is recorded.
// Prints one JSON line: rooms, moves, p50/p99/max latency in ms, moves per second, and the
// server's resident memory (peak VmHWM and VmRSS at the end, from /proc; Linux). With --store
// the server keeps its rooms in FILE (made afresh), with --redis in the Redis at URL: the
// commits and changes it wrote per move (from its /healthz) and, for a file, the store's bytes
// per room are printed too.
#include "net_bench.h"

#include "core/json_io.h"
#include "core/movegen.h"
#include "core/rng.h"
#include "net/protocol.h"
#include "net/server_message.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

using namespace gunjin;
using namespace gunjin::net;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

struct Room;

// One scripted player (seat 0 or 1) or spectator (2, 3, ...): a WebSocket, a write queue, and
// the view it rebuilds from events.
class Player : public std::enable_shared_from_this<Player> {
public:
    Player(asio::io_context& io, Room& room, int seat) : m_ws(io), m_room(room), m_seat(seat) {}
    bool spectator() const { return m_seat >= 2; }
    void start(const tcp::endpoint& server);
    void send(const ClientMessage& m) {
        m_queue.push_back(toJson(m, RuleSet::classic())); // the bench plays classic rooms
        if (m_queue.size() == 1) writeNext();
    }
    std::optional<SideView> view;
    std::optional<PublicView> publicView; // a spectator's
    std::string room;
    bool greeted = false;

private:
    void writeNext() {
        m_ws.async_write(asio::buffer(m_queue.front()),
                         [self = shared_from_this()](beast::error_code ec, std::size_t) {
                             if (ec) return self->fail("write", ec);
                             self->m_queue.pop_front();
                             if (!self->m_queue.empty()) self->writeNext();
                         });
    }
    void read() {
        m_ws.async_read(m_buffer, [self = shared_from_this()](beast::error_code ec, std::size_t) {
            if (ec) return self->fail("read", ec);
            const std::string frame = beast::buffers_to_string(self->m_buffer.data());
            self->m_buffer.consume(self->m_buffer.size());
            self->onFrame(frame);
            self->read();
        });
    }
    void onFrame(const std::string& frame);
    void fail(const char* what, beast::error_code ec);

    websocket::stream<beast::tcp_stream> m_ws;
    beast::flat_buffer m_buffer;
    std::deque<std::string> m_queue;
    Room& m_room;
    int m_seat;
};

struct Bench {
    asio::io_context io;
    tcp::endpoint server;
    int movesPerRoom = 60;
    int thinkMs = 100;
    int watchers = 0;              // spectators per room
    std::vector<double> latencies; // ms
    int roomsDone = 0;
    int roomsTotal = 0;
    int failures = 0;
};

struct Room {
    Bench& bench;
    int index;
    Rng rng;
    std::shared_ptr<Player> seats[2];
    std::vector<std::shared_ptr<Player>> watchers;
    std::string watchToken; // from the creator's seat
    asio::steady_timer timer;
    int played = 0;
    bool done = false;
    Clock::time_point sentAt;
    int waitingPly = 0;
    int notified = 0;

    Room(Bench& b, int i, std::uint64_t seed) : bench(b), index(i), rng(seed), timer(b.io) {}

    // Spectators watch once they are greeted and the room exists.
    void watch() {
        if (watchToken.empty()) return;
        for (auto& w : watchers)
            if (w->greeted && w->room.empty()) {
                w->room = "watching";
                w->send(WatchRoom{watchToken, 0});
            }
    }
    void seated(int seat, const std::string& watch) {
        if (seat == 0) {
            watchToken = watch;
            this->watch();
            seats[1]->send(JoinRoom{seats[0]->room});
            return;
        }
        for (int s : {0, 1}) {
            const Side side = s == 0 ? Side::First : Side::Second;
            seats[s]->send(setupMessage(Setup::random(side, rng)));
            seats[s]->send(Ready{});
        }
    }
    void started() {
        if (seats[0]->view && seats[1]->view) scheduleMove();
    }
    void scheduleMove() {
        if (done) return;
        if (played >= bench.movesPerRoom || seats[0]->view->isOver()) return finish();
        timer.expires_after(
            std::chrono::milliseconds(bench.thinkMs + rng.below(bench.thinkMs + 1)));
        timer.async_wait([this](beast::error_code ec) {
            if (!ec) move();
        });
    }
    void move() {
        const int mover = seats[0]->view->position().sideToMove() == Side::First ? 0 : 1;
        const SideView& v = *seats[mover]->view;
        MoveList moves;
        generateMoves(v.position(), moves);
        const Move m = moves[int(rng.below(std::uint32_t(moves.size())))];
        waitingPly = v.ply() + 1;
        notified = 0;
        sentAt = Clock::now();
        seats[mover]->send(PlayMove{m, waitingPly});
    }
    void announced(int ply) {
        if (ply != waitingPly || ++notified < 2 + int(watchers.size())) return;
        bench.latencies.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - sentAt).count());
        ++played;
        scheduleMove();
    }
    void finish() {
        if (done) return;
        done = true;
        for (auto& s : seats) s->send(Leave{});
        for (auto& w : watchers) w->send(Leave{});
        if (++bench.roomsDone == bench.roomsTotal) {
            // Let the leave frames go out, then stop.
            timer.expires_after(std::chrono::milliseconds(300));
            timer.async_wait([this](beast::error_code) { bench.io.stop(); });
        }
    }
};

void Player::start(const tcp::endpoint& server) {
    beast::get_lowest_layer(m_ws).async_connect(
        server, [self = shared_from_this()](beast::error_code ec) {
            if (ec) return self->fail("connect", ec);
            beast::get_lowest_layer(self->m_ws).socket().set_option(tcp::no_delay(true));
            self->m_ws.async_handshake("127.0.0.1", "/", [self](beast::error_code ec2) {
                if (ec2) return self->fail("handshake", ec2);
                self->m_ws.text(true);
                self->read();
                self->send(Hello{kProtocolVersion, "gunjin-bench"});
            });
        });
}

void Player::fail(const char* what, beast::error_code ec) {
    if (m_room.done) return;
    ++m_room.bench.failures;
    std::fprintf(stderr, "room %d seat %d: %s: %s\n", m_room.index, m_seat, what,
                 ec.message().c_str());
    m_room.done = true;
    if (++m_room.bench.roomsDone == m_room.bench.roomsTotal) m_room.bench.io.stop();
}

void Player::onFrame(const std::string& frame) {
    auto parsed = parseServerMessage(frame);
    if (!std::holds_alternative<ServerMessage>(parsed)) return;
    const ServerMessage& m = std::get<ServerMessage>(parsed);
    if (std::holds_alternative<Welcome>(m)) {
        greeted = true;
        if (m_seat == 0) send(CreateRoom{});
        if (spectator()) m_room.watch();
        return;
    }
    if (const auto* seat = std::get_if<SeatGranted>(&m)) {
        room = seat->room;
        return m_room.seated(m_seat, seat->watch);
    }
    if (const auto* e = std::get_if<ErrorReply>(&m)) {
        // After the room's end a spectator's leave may come after the room went: not_in_room.
        if (m_room.done && spectator() && e->code == "not_in_room") return;
        std::fprintf(stderr, "room %d seat %d: error %s: %s\n", m_room.index, m_seat,
                     e->code.c_str(), e->message.c_str());
        ++m_room.bench.failures;
        return;
    }
    const auto* ev = std::get_if<EventMessage>(&m);
    if (!ev) return;
    const auto* g = std::get_if<GameEvent>(&ev->event);
    if (!g) return;
    if (spectator()) {
        if (g->kind == "start") {
            auto v = publicStartEventFromJson(g->json);
            if (v) publicView.emplace(*v);
        } else if (g->kind == "move" && publicView) {
            auto a = announcementFromJson(g->json, publicView->rules());
            if (a && publicView->apply(*a)) m_room.announced(a->ply);
        }
        return;
    }
    if (g->kind == "start") {
        auto v = startEventFromJson(g->json);
        if (v) view.emplace(*v);
        m_room.started();
    } else if (g->kind == "move") {
        auto a = announcementFromJson(g->json, view ? view->rules() : RuleSet::classic());
        if (a && view && view->apply(*a)) m_room.announced(a->ply);
    } else if (g->kind == "end") {
        auto e = endEventFromJson(g->json, view ? view->rules() : RuleSet::classic());
        if (e && view) (void)view->applyEnd(*e);
    }
}

// VmHWM and VmRSS of a process in MB, from /proc (Linux).
std::pair<double, double> memoryOf(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    double hwm = 0, rss = 0;
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmHWM:", 0) == 0) hwm = std::atof(line.c_str() + 6) / 1024.0;
        if (line.rfind("VmRSS:", 0) == 0) rss = std::atof(line.c_str() + 6) / 1024.0;
    }
    return {hwm, rss};
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

// The server's /healthz, parsed; null when it does not answer.
nlohmann::json healthOf(const tcp::endpoint& server) {
    namespace http = beast::http;
    asio::io_context io;
    beast::tcp_stream stream(io);
    beast::error_code ec;
    stream.connect(server, ec);
    if (ec) return nullptr;
    http::request<http::empty_body> request(http::verb::get, "/healthz", 11);
    request.set(http::field::host, "127.0.0.1");
    http::write(stream, request, ec);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    if (!ec) http::read(stream, buffer, response, ec);
    if (ec) return nullptr;
    return nlohmann::json::parse(response.body(), nullptr, false);
}

double fileBytes(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 ? double(st.st_size) : 0.0;
}

} // namespace

int runNetBench(int argc, char** argv) {
    int rooms = 100;
    std::uint64_t seed = 1;
    Bench bench;
    std::string serverPath;
    std::string storePath;
    std::string redisUrl;
    {
        // Default: gunjin-server next to this program's directory tree (build/src/apps/*).
        char self[4096] = {};
        const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
        std::string dir = n > 0 ? std::string(self, std::size_t(n)) : std::string();
        dir = dir.substr(0, dir.rfind('/'));
        serverPath = dir.substr(0, dir.rfind('/')) + "/gunjin-server/gunjin-server";
    }
    for (int i = 0; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--rooms") && hasValue)
            rooms = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--moves") && hasValue)
            bench.movesPerRoom = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--think-ms") && hasValue)
            bench.thinkMs = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--watchers") && hasValue)
            bench.watchers = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--server") && hasValue)
            serverPath = argv[++i];
        else if (!std::strcmp(argv[i], "--seed") && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--store") && hasValue)
            storePath = argv[++i];
        else if (!std::strcmp(argv[i], "--redis") && hasValue)
            redisUrl = argv[++i];
        else
            rooms = 0;
    }
    if (rooms < 1 || rooms > 20000 || bench.movesPerRoom < 1 || bench.thinkMs < 0 ||
        bench.watchers < 0 || bench.watchers > 100) {
        std::fprintf(stderr,
                     "usage: gunjin-bench net [--rooms N] [--moves M] [--think-ms T] "
                     "[--watchers W] [--server PATH] [--seed S] [--store FILE | --redis URL]\n");
        return 2;
    }

    // A port the server can have: bind one here, free it, hand it over.
    unsigned short port = 0;
    {
        asio::io_context probe;
        tcp::acceptor a(probe, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
        port = a.local_endpoint().port();
    }
    const std::string portText = std::to_string(port);
    const std::string roomLimit = std::to_string(rooms + 10);
    const int connections = (2 + bench.watchers) * rooms;
    const std::string connLimit = std::to_string(connections + 20);
    std::vector<std::string> args = {serverPath, "--bind",      "127.0.0.1", "--port",
                                     portText,   "--max-rooms", roomLimit,   "--max-connections",
                                     connLimit,  "--status",    "0"};
    if (!storePath.empty()) {
        for (const char* suffix : {"", "-wal", "-shm"}) std::remove((storePath + suffix).c_str());
        args.insert(args.end(), {"--store", storePath});
    }
    if (!redisUrl.empty()) args.insert(args.end(), {"--redis", redisUrl});
    std::vector<char*> argvServer;
    for (auto& a : args) argvServer.push_back(a.data());
    argvServer.push_back(nullptr);
    pid_t server = 0;
    posix_spawn_file_actions_t quiet; // the server's "listening on" line is not ours to print
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    const int spawned =
        posix_spawn(&server, serverPath.c_str(), &quiet, nullptr, argvServer.data(), environ);
    posix_spawn_file_actions_destroy(&quiet);
    if (spawned != 0) {
        std::fprintf(stderr, "cannot start %s\n", serverPath.c_str());
        return 1;
    }
    bench.server = tcp::endpoint(asio::ip::make_address("127.0.0.1"), port);
    // Wait until it listens.
    for (int attempt = 0;; ++attempt) {
        asio::io_context probe;
        tcp::socket s(probe);
        beast::error_code ec;
        s.connect(bench.server, ec);
        if (!ec) break;
        if (attempt > 100) {
            std::fprintf(stderr, "gunjin-server did not start\n");
            kill(server, SIGTERM);
            return 1;
        }
        usleep(50'000);
    }
    const double idleMb = memoryOf(server).second;

    bench.roomsTotal = rooms;
    std::vector<std::unique_ptr<Room>> all;
    const auto t0 = Clock::now();
    for (int r = 0; r < rooms; ++r) {
        all.push_back(std::make_unique<Room>(bench, r, seed * 1000003 + std::uint64_t(r)));
        Room& room = *all.back();
        for (int s : {0, 1}) room.seats[s] = std::make_shared<Player>(bench.io, room, s);
        for (int w = 0; w < bench.watchers; ++w)
            room.watchers.push_back(std::make_shared<Player>(bench.io, room, 2 + w));
        room.seats[0]->start(bench.server);
        room.seats[1]->start(bench.server);
        for (auto& w : room.watchers) w->start(bench.server);
    }
    // Memory while every room is open and playing: sampled from a timer.
    double peakRss = 0;
    asio::steady_timer sampler(bench.io);
    std::function<void()> sample = [&] {
        peakRss = std::max(peakRss, memoryOf(server).second);
        sampler.expires_after(std::chrono::milliseconds(250));
        sampler.async_wait([&](beast::error_code ec) {
            if (!ec) sample();
        });
    };
    sample();
    bench.io.run();
    const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    const auto [hwm, rssEnd] = memoryOf(server);
    const bool stored = !storePath.empty() || !redisUrl.empty();
    const nlohmann::json health = stored ? healthOf(bench.server) : nlohmann::json();
    kill(server, SIGTERM);
    int status = 0;
    waitpid(server, &status, 0);

    std::printf("{\"rooms\":%d,\"watchers_per_room\":%d,\"connections\":%d,\"moves\":%zu,"
                "\"failures\":%d,\"seconds\":%.1f,"
                "\"moves_per_s\":%.0f,\"latency_ms_p50\":%.2f,\"latency_ms_p99\":%.2f,"
                "\"latency_ms_max\":%.2f,\"server_rss_mb_idle\":%.1f,\"server_rss_mb_peak\":%.1f,"
                "\"server_hwm_mb\":%.1f}\n",
                rooms, bench.watchers, connections, bench.latencies.size(), bench.failures, seconds,
                double(bench.latencies.size()) / seconds, percentile(bench.latencies, 0.5),
                percentile(bench.latencies, 0.99),
                bench.latencies.empty()
                    ? 0.0
                    : *std::max_element(bench.latencies.begin(), bench.latencies.end()),
                idleMb, peakRss, hwm);
    if (stored) {
        // The rooms' heads and journal lines as written (the players left at the end, so the
        // store holds none of them now); for a file, its size after the clean stop (the WAL
        // folded in): the pages the rooms needed at most, kept free for the next ones.
        const auto& store = health.is_object() ? health["store"] : nlohmann::json();
        const double moves = double(std::max<std::size_t>(bench.latencies.size(), 1));
        const auto count = [&](const char* k) {
            return store.is_object() ? store.value(k, 0.0) : 0.0;
        };
        const double file = fileBytes(storePath) + fileBytes(storePath + "-wal");
        std::printf("{\"store\":\"%s\",\"commits\":%.0f,\"changes\":%.0f,"
                    "\"commits_per_move\":%.3f,\"changes_per_move\":%.3f,"
                    "\"journal_bytes_per_room\":%.0f,\"file_bytes\":%.0f}\n",
                    storePath.empty() ? "redis" : "sqlite", count("commits"), count("changes"),
                    count("commits") / moves, count("changes") / moves, count("bytes") / rooms,
                    file);
    }
    return bench.failures == 0 ? 0 : 1;
}
