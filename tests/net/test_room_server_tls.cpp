// The room server over TLS (wss://) and its HTTP status (/healthz), on the loopback with
// certificates made in the test: a client that trusts the certificate plays; one that does not,
// or that speaks plain ws://, gets nowhere; a renewed certificate is picked up without a
// restart, and a broken one is refused while the old one keeps serving.
#include "net/room_server.h"
#include "net/server_message.h"
#include "test_certificate.h"

#include "core/json_io.h"
#include "core/rng.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <fstream>

#include <sys/socket.h>
#include <sys/time.h>

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;

namespace {

// Reads give up after 5 s, so that a broken server fails the test instead of hanging it.
void connectLoopback(tcp::socket& socket, std::uint16_t port) {
    socket.open(tcp::v4());
    const timeval timeout{5, 0};
    setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
}

// A client context that trusts exactly the given certificates, as the app trusts a private
// server's certificate (and the system's CAs otherwise).
std::unique_ptr<ssl::context> trusting(std::initializer_list<const TestCertificate*> certs) {
    auto context = std::make_unique<ssl::context>(ssl::context::tls_client);
    context->set_verify_mode(ssl::verify_peer);
    for (const TestCertificate* c : certs) context->load_verify_file(c->certificateFile);
    return context;
}

using TlsSocket = beast::ssl_stream<tcp::socket>;

// TLS to localhost with the certificate checked (chain and name), then the WebSocket upgrade.
struct WssClient {
    WssClient(asio::io_context& io, ssl::context& context) : ws(io, context) {}

    beast::error_code connect(std::uint16_t port) {
        beast::error_code ec;
        connectLoopback(beast::get_lowest_layer(ws), port);
        SSL_set_tlsext_host_name(ws.next_layer().native_handle(), "localhost");
        ws.next_layer().set_verify_callback(ssl::host_name_verification("localhost"));
        ws.next_layer().handshake(ssl::stream_base::client, ec);
        if (!ec) ws.handshake("localhost", "/", ec);
        ws.text(true);
        return ec;
    }
    void send(const ClientMessage& m) { ws.write(asio::buffer(toJson(m, RuleSet::classic()))); }
    template <class T> T readUntil() {
        for (int i = 0; i < 1000; ++i) {
            beast::flat_buffer buffer;
            ws.read(buffer);
            auto parsed = parseServerMessage(beast::buffers_to_string(buffer.data()));
            REQUIRE(std::holds_alternative<ServerMessage>(parsed));
            if (auto* t = std::get_if<T>(&std::get<ServerMessage>(parsed))) return *t;
        }
        FAIL("never came");
        return {};
    }
    websocket::stream<TlsSocket> ws;
};

// One HTTP request (with `body`, if any) on a fresh connection (TLS when `context` is given);
// the response, or an empty one with status 0 when the connection failed.
http::response<http::string_body> request(std::uint16_t port, http::verb verb,
                                          const std::string& target, ssl::context* context,
                                          const std::string& body = "") {
    asio::io_context io;
    http::request<http::string_body> req(verb, target, 11);
    req.set(http::field::host, "localhost");
    req.body() = body;
    req.prepare_payload();
    http::response<http::string_body> res;
    beast::flat_buffer buffer;
    beast::error_code ec;
    if (context) {
        TlsSocket stream(io, *context);
        connectLoopback(beast::get_lowest_layer(stream), port);
        SSL_set_tlsext_host_name(stream.native_handle(), "localhost");
        stream.handshake(ssl::stream_base::client, ec);
        if (!ec) http::write(stream, req, ec);
        if (!ec) http::read(stream, buffer, res, ec);
    } else {
        tcp::socket socket(io);
        connectLoopback(socket, port);
        http::write(socket, req, ec);
        if (!ec) http::read(socket, buffer, res, ec);
    }
    if (ec) res.result(0);
    return res;
}

std::uint16_t start(RoomServer& server) {
    const auto started = server.start();
    if (const auto* error = std::get_if<std::string>(&started)) FAIL(*error);
    return std::get<std::uint16_t>(started);
}

ServerOptions tlsOptions(const TestCertificate& cert) {
    ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.tls = {cert.certificateFile, cert.privateKeyFile};
    return options;
}

std::string certificateOf(WssClient& client) {
    X509* peer = SSL_get_peer_certificate(client.ws.next_layer().native_handle());
    REQUIRE(peer);
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    X509_digest(peer, EVP_sha256(), digest, &length);
    X509_free(peer);
    return std::string(reinterpret_cast<char*>(digest), length);
}

} // namespace

TEST_CASE("net: over TLS two players who trust the certificate meet in a room and start a game, "
          "and a spectator watches it",
          "[net][server][tls][spectators]") {
    TempDir dir;
    const TestCertificate cert = makeCertificate(dir.path, "server");
    RoomServer server(tlsOptions(cert));
    const auto port = start(server);
    asio::io_context io;
    const auto context = trusting({&cert});

    WssClient a(io, *context), b(io, *context);
    REQUIRE_FALSE(a.connect(port));
    REQUIRE_FALSE(b.connect(port));
    a.send(Hello{kProtocolVersion, "a"});
    b.send(Hello{kProtocolVersion, "b"});
    CHECK(a.readUntil<Welcome>().protocol == kProtocolVersion);
    (void)b.readUntil<Welcome>();
    a.send(CreateRoom{});
    const SeatGranted seat = a.readUntil<SeatGranted>();
    b.send(JoinRoom{seat.room});
    CHECK(b.readUntil<SeatGranted>().side == Side::Second);
    // A spectator with the room's watch token, over wss:// too: the players are told.
    WssClient w(io, *context);
    REQUIRE_FALSE(w.connect(port));
    w.send(Hello{kProtocolVersion, "w"});
    (void)w.readUntil<Welcome>();
    w.send(WatchRoom{seat.watch, 0});
    CHECK(w.readUntil<Watching>().watchers == 1);
    CHECK(a.readUntil<Watchers>().count == 1);
    Rng rng(5);
    a.send(setupMessage(Setup::random(Side::First, rng)));
    b.send(setupMessage(Setup::random(Side::Second, rng)));
    a.send(Ready{});
    b.send(Ready{});
    for (WssClient* c : {&a, &b}) {
        for (;;) {
            const EventMessage e = c->readUntil<EventMessage>();
            const auto* g = std::get_if<GameEvent>(&e.event);
            if (!g) continue;
            CHECK(g->kind == "start");
            CHECK(startEventFromJson(g->json).ok());
            break;
        }
    }
    // The spectator's stream starts with the public start: the rules, no setup.
    for (;;) {
        const EventMessage e = w.readUntil<EventMessage>();
        const auto* g = std::get_if<GameEvent>(&e.event);
        REQUIRE(g);
        CHECK(g->kind == "start");
        CHECK(publicStartEventFromJson(g->json).ok());
        break;
    }
    CHECK(server.stats().rooms == 1);
    server.stop();
}

TEST_CASE("net: a TLS server refuses clients that do not trust it or that speak plain ws://",
          "[net][server][tls]") {
    TempDir dir;
    const TestCertificate cert = makeCertificate(dir.path, "server");
    const TestCertificate stranger = makeCertificate(dir.path, "stranger");
    RoomServer server(tlsOptions(cert));
    const auto port = start(server);
    asio::io_context io;

    // A client that trusts another certificate: the handshake fails with a clear reason.
    const auto wrongTrust = trusting({&stranger});
    WssClient doubtful(io, *wrongTrust);
    const beast::error_code refused = doubtful.connect(port);
    REQUIRE(refused);
    CHECK_THAT(refused.message(), Catch::Contains("certificate verify failed"));

    // Plain ws:// to a TLS port: no WebSocket.
    websocket::stream<tcp::socket> plain(io);
    connectLoopback(plain.next_layer(), port);
    beast::error_code ec;
    plain.handshake("127.0.0.1", "/", ec);
    CHECK(ec);
    // Nor plain HTTP.
    CHECK(request(port, http::verb::get, "/healthz", nullptr).result_int() == 0);

    // The server is none the worse.
    const auto context = trusting({&cert});
    WssClient good(io, *context);
    REQUIRE_FALSE(good.connect(port));
    good.send(Hello{kProtocolVersion, "good"});
    CHECK(good.readUntil<Welcome>().protocol == kProtocolVersion);
    server.stop();
}

TEST_CASE("net: /healthz answers on the game's port with counts only, over HTTP and HTTPS",
          "[net][server][tls]") {
    TempDir dir;
    const TestCertificate cert = makeCertificate(dir.path, "server");
    const auto context = trusting({&cert});
    for (const bool tls : {false, true}) {
        CAPTURE(tls);
        ServerOptions options = tlsOptions(cert);
        if (!tls) options.tls = {};
        options.name = "テスト server";
        RoomServer server(options);
        const auto port = start(server);
        ssl::context* ctx = tls ? context.get() : nullptr;

        auto status = request(port, http::verb::get, "/healthz", ctx);
        REQUIRE(status.result() == http::status::ok);
        CHECK(status[http::field::content_type] == "application/json");
        auto json = nlohmann::json::parse(status.body());
        CHECK(json["status"] == "ok");
        CHECK(json["server"] == "テスト server");
        CHECK(json["protocol"] == kProtocolVersion);
        CHECK(json["tls"] == tls);
        CHECK(json["rooms"] == 0);

        // A room made over a WebSocket shows in the counts.
        asio::io_context io;
        std::optional<WssClient> secure;
        std::optional<websocket::stream<tcp::socket>> plain;
        const std::string create = toJson(CreateRoom{}, RuleSet::classic());
        const std::string hello = toJson(Hello{kProtocolVersion, "h"}, RuleSet::classic());
        if (tls) {
            secure.emplace(io, *context);
            REQUIRE_FALSE(secure->connect(port));
            secure->ws.write(asio::buffer(hello));
            secure->ws.write(asio::buffer(create));
            (void)secure->readUntil<SeatGranted>();
        } else {
            plain.emplace(io);
            connectLoopback(plain->next_layer(), port);
            plain->handshake("127.0.0.1", "/");
            plain->text(true);
            plain->write(asio::buffer(hello));
            plain->write(asio::buffer(create));
            for (bool seated = false; !seated;) {
                beast::flat_buffer buffer;
                plain->read(buffer);
                seated = std::holds_alternative<SeatGranted>(std::get<ServerMessage>(
                    parseServerMessage(beast::buffers_to_string(buffer.data()))));
            }
        }
        json = nlohmann::json::parse(request(port, http::verb::get, "/healthz", ctx).body());
        CHECK(json["rooms"] == 1);
        CHECK(json["connections"] == 1);
        CHECK(json.size() == 6); // status, server, protocol, tls, rooms, connections: no more

        CHECK(request(port, http::verb::get, "/", ctx).result() == http::status::not_found);
        CHECK(request(port, http::verb::post, "/healthz", ctx).result() ==
              http::status::method_not_allowed);
        // A request with a body is read to its end and answered too.
        CHECK(request(port, http::verb::put, "/x", ctx, "abc").result() ==
              http::status::method_not_allowed);
        CHECK(request(port, http::verb::get, "/healthz", ctx, "abc").result() == http::status::ok);
        server.stop();
    }
}

TEST_CASE(
    "net: a renewed certificate is served after reloadTls, and a broken one is refused and the "
    "old one kept",
    "[net][server][tls]") {
    TempDir dir;
    const TestCertificate first = makeCertificate(dir.path, "server");
    RoomServer server(tlsOptions(first));
    const auto port = start(server);
    asio::io_context io;
    const auto trustFirst = trusting({&first});
    WssClient before(io, *trustFirst);
    REQUIRE_FALSE(before.connect(port));

    // Renewal: new files under the same names (as certbot's links would point elsewhere).
    const TestCertificate renewed = makeCertificate(dir.path, "renewed");
    std::filesystem::copy_file(renewed.certificateFile, first.certificateFile,
                               std::filesystem::copy_options::overwrite_existing);
    std::filesystem::copy_file(renewed.privateKeyFile, first.privateKeyFile,
                               std::filesystem::copy_options::overwrite_existing);
    REQUIRE_FALSE(server.reloadTls());
    const auto trustRenewed = trusting({&renewed});
    WssClient after(io, *trustRenewed);
    REQUIRE_FALSE(after.connect(port));
    CHECK(certificateOf(after) != certificateOf(before));
    WssClient stale(io, *trustFirst);
    CHECK(stale.connect(port)); // the first certificate is no longer served

    // A broken file: an error naming it, and the renewed certificate still served.
    std::ofstream(first.privateKeyFile, std::ios::trunc) << "not a key\n";
    const auto error = server.reloadTls();
    REQUIRE(error);
    CHECK_THAT(*error, Catch::Contains(first.privateKeyFile));
    WssClient still(io, *trustRenewed);
    CHECK_FALSE(still.connect(port));
    server.stop();
}

TEST_CASE("net: a TLS server does not start without a usable certificate and matching key",
          "[net][server][tls]") {
    TempDir dir;
    const TestCertificate a = makeCertificate(dir.path, "a");
    const TestCertificate b = makeCertificate(dir.path, "b");
    auto startError = [](const TlsFiles& files) {
        ServerOptions options;
        options.bindAddress = "127.0.0.1";
        options.tls = files;
        RoomServer server(options);
        const auto started = server.start();
        CHECK_FALSE(server.running());
        return std::holds_alternative<std::string>(started) ? std::get<std::string>(started) : "";
    };
    CHECK_THAT(startError({a.certificateFile, b.privateKeyFile}),
               Catch::Contains("does not belong to the certificate"));
    CHECK_THAT(startError({(dir.path / "missing.crt").string(), a.privateKeyFile}),
               Catch::Contains("cannot read the certificate") && Catch::Contains("no such file"));
    CHECK_THAT(startError({a.certificateFile, dir.path.string()}),
               Catch::Contains("cannot read the private key") &&
                   Catch::Contains("a directory, not a file"));
    CHECK_THAT(startError({a.certificateFile, ""}), Catch::Contains("private key"));
    CHECK_THAT(startError({a.privateKeyFile, a.privateKeyFile}),
               Catch::Contains("not a PEM certificate chain"));
    CHECK_THAT(startError({a.certificateFile, a.certificateFile}),
               Catch::Contains("not a PEM private key"));
}
