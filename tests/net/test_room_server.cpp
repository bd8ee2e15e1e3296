// The room server on real sockets (Boost.Beast), driven by plain WebSocket clients: the
// protocol over the wire, the frame limit, and the bounded outbound queue - a client that
// stops reading is dropped (its seat waits for a resume) instead of growing the server.
#include "net/room_server.h"
#include "net/server_message.h"

#include "core/json_io.h"
#include "core/movegen.h"
#include "core/rng.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#if !defined(_WIN32) // Windows' sockets come with Asio (winsock2.h)
#include <sys/socket.h>
#include <sys/time.h>
#endif

using namespace gunjin;
using namespace gunjin::net;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

// A blocking client; reads give up after 5 s so that a broken server fails the test.
struct WireClient {
    WireClient(asio::io_context& io, std::uint16_t port, int receiveBuffer = 0) : ws(io) {
        auto& socket = ws.next_layer();
        socket.open(tcp::v4());
        if (receiveBuffer > 0)
            socket.set_option(asio::socket_base::receive_buffer_size(receiveBuffer));
#if defined(_WIN32)
        const DWORD timeout = 5000; // milliseconds there
        setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO,
                   reinterpret_cast<const char*>(&timeout), sizeof timeout);
#else
        const timeval timeout{5, 0};
        setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
#endif
        socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
        ws.handshake("127.0.0.1", "/");
        ws.text(true);
    }
    void send(const ClientMessage& m, const RuleSet& rules = RuleSet::classic()) {
        ws.write(asio::buffer(toJson(m, rules)));
    }
    void sendRaw(const std::string& frame) {
        ws.write(asio::buffer(frame));
    }
    ServerMessage read() {
        beast::flat_buffer buffer;
        ws.read(buffer);
        auto parsed = parseServerMessage(beast::buffers_to_string(buffer.data()));
        REQUIRE(std::holds_alternative<ServerMessage>(parsed));
        return std::get<ServerMessage>(parsed);
    }
    // The close frame that ends the connection: its code (after every other frame is read).
    std::uint16_t closeCode() {
        for (int i = 0; i < 100; ++i) {
            beast::flat_buffer buffer;
            beast::error_code ec;
            ws.read(buffer, ec);
            if (ec == websocket::error::closed) return ws.reason().code;
            if (ec) return 0; // not a clean close
        }
        return 0;
    }
    template <class T> T readUntil() {
        for (int i = 0; i < 10000; ++i) {
            ServerMessage m = read();
            if (auto* t = std::get_if<T>(&m)) return *t;
        }
        FAIL("never came");
        return {};
    }
    websocket::stream<tcp::socket> ws;
};

// Loopback options; `fast` lifts the rate limit for scripted players that do not think.
ServerOptions loopback(bool fast) {
    ServerOptions options;
    options.bindAddress = "127.0.0.1";
    if (fast) {
        options.limits.framesPerSecond = 1e6;
        options.limits.frameBurst = 1e6;
    }
    return options;
}

std::uint16_t start(RoomServer& server) {
    const auto started = server.start();
    REQUIRE(std::holds_alternative<std::uint16_t>(started));
    return std::get<std::uint16_t>(started);
}

SubmitSetup randomSetup(Side side, std::uint64_t seed) {
    Rng rng(seed);
    return setupMessage(Setup::random(side, rng));
}

} // namespace

TEST_CASE("net: the Beast server speaks the protocol and closes on an oversized frame",
          "[net][server]") {
    RoomServer server(loopback(false));
    const auto port = start(server);
    asio::io_context io;

    WireClient a(io, port);
    a.send(Hello{kProtocolVersion, "wire"});
    CHECK(a.readUntil<Welcome>().protocol == kProtocolVersion);
    a.send(CreateRoom{});
    const SeatGranted seat = a.readUntil<SeatGranted>();
    CHECK(isRoomCode(seat.room));
    CHECK(seat.side == Side::First);

    WireClient big(io, port);
    big.send(Hello{kProtocolVersion, "wire"});
    (void)big.readUntil<Welcome>();
    big.sendRaw(std::string(kMaxFrameBytes + 100, ' '));
    CHECK(big.readUntil<ErrorReply>().code == "frame_too_large");
    beast::flat_buffer rest;
    beast::error_code ec;
    big.ws.read(rest, ec);
    CHECK(ec); // closed by the server
    CHECK(server.stats().rooms == 1);
    server.stop();
}

TEST_CASE("net: a client that stops reading is dropped at the outbound queue limit",
          "[net][server][backpressure]") {
    ServerOptions options = loopback(true); // the busy player below is not rate-limited
    options.maxQueuedBytes = 16 * 1024;
    options.socketSendBuffer = 4096;
    RoomServer server(options);
    const auto port = start(server);
    asio::io_context io;

    // The sleeper reads nothing after its seat, with a tiny receive window.
    WireClient sleeper(io, port, 1024);
    sleeper.send(Hello{kProtocolVersion, "sleeper"});
    (void)sleeper.readUntil<Welcome>();
    sleeper.send(CreateRoom{});
    const SeatGranted seat = sleeper.readUntil<SeatGranted>();

    WireClient busy(io, port);
    busy.send(Hello{kProtocolVersion, "busy"});
    (void)busy.readUntil<Welcome>();
    busy.send(JoinRoom{seat.room});
    (void)busy.readUntil<SeatGranted>();
    // Each setup + ready pair sends the sleeper two opponent_ready events.
    const SubmitSetup setup = randomSetup(Side::Second, 3);
    bool dropped = false;
    for (int round = 0; round < 3000 && !dropped; ++round) {
        busy.send(setup);
        busy.send(Ready{});
        if (round % 50 == 49) {
            // Anything the server says to busy: look for the sleeper's disconnection.
            busy.send(Ping{});
            for (;;) {
                const ServerMessage m = busy.read();
                if (std::holds_alternative<Pong>(m)) break;
                const auto* e = std::get_if<EventMessage>(&m);
                const auto* c = e ? std::get_if<OpponentConnection>(&e->event) : nullptr;
                if (c && !c->connected) dropped = true;
            }
        }
    }
    CHECK(dropped);
    // The seat survives the drop: a resume takes it back (from the latest event here: a replay
    // of everything would be as large as what the sleeper failed to read).
    WireClient back(io, port);
    back.send(Hello{kProtocolVersion, "sleeper"});
    (void)back.readUntil<Welcome>();
    back.send(Resume{seat.room, *seat.token, 1'000'000});
    CHECK_FALSE(back.readUntil<SeatGranted>().token);
    for (bool connected = false; !connected;) {
        const auto e = busy.readUntil<EventMessage>();
        const auto* c = std::get_if<OpponentConnection>(&e.event);
        connected = c && c->connected;
    }
    server.stop();
}

TEST_CASE("net: a resume from the first event replays a long game over the socket",
          "[net][server]") {
    RoomServer server(loopback(true)); // scripted players move without thinking
    const auto port = start(server);
    asio::io_context io;

    WireClient a(io, port), b(io, port);
    a.send(Hello{kProtocolVersion, "a"});
    b.send(Hello{kProtocolVersion, "b"});
    (void)a.readUntil<Welcome>();
    (void)b.readUntil<Welcome>();
    a.send(CreateRoom{});
    const SeatGranted seat = a.readUntil<SeatGranted>();
    b.send(JoinRoom{seat.room});
    (void)b.readUntil<SeatGranted>();
    a.send(randomSetup(Side::First, 1));
    b.send(randomSetup(Side::Second, 2));
    a.send(Ready{});
    b.send(Ready{});
    // Each player follows its own events into a view.
    auto nextGameEvent = [](WireClient& c) {
        for (;;) {
            const auto e = c.readUntil<EventMessage>();
            if (const auto* g = std::get_if<GameEvent>(&e.event)) return *g;
        }
    };
    auto va = startEventFromJson(nextGameEvent(a).json);
    auto vb = startEventFromJson(nextGameEvent(b).json);
    REQUIRE(va.ok());
    REQUIRE(vb.ok());
    SideView viewA = *va, viewB = *vb;
    Rng rng(77);
    while (!viewA.isOver() && viewA.ply() < 600) {
        const bool aMoves = viewA.position().sideToMove() == Side::First;
        const SideView& mover = aMoves ? viewA : viewB;
        MoveList moves;
        generateMoves(mover.position(), moves);
        (aMoves ? a : b)
            .send(PlayMove{moves[int(rng.below(std::uint32_t(moves.size())))], mover.ply() + 1});
        for (auto [client, view] : {std::pair{&a, &viewA}, std::pair{&b, &viewB}}) {
            const GameEvent g = nextGameEvent(*client);
            REQUIRE(g.kind == "move");
            const auto announced = announcementFromJson(g.json, RuleSet::classic());
            REQUIRE(view->apply(*announced).ok());
            if (announced->status != GameStatus::Ongoing) // the end and its reveal follow
                REQUIRE(view->applyEnd(
                                *endEventFromJson(nextGameEvent(*client).json, RuleSet::classic()))
                            .ok());
        }
    }
    REQUIRE(viewA.ply() > 100);

    // A's seat from a new connection with nothing remembered: the whole game comes back.
    WireClient again(io, port);
    again.send(Hello{kProtocolVersion, "a again"});
    (void)again.readUntil<Welcome>();
    again.send(Resume{seat.room, *seat.token, 0});
    CHECK_FALSE(again.readUntil<SeatGranted>().token);
    auto rebuilt = startEventFromJson(nextGameEvent(again).json);
    REQUIRE(rebuilt.ok());
    SideView replay = *rebuilt;
    while (replay.ply() < viewA.ply()) {
        const GameEvent g = nextGameEvent(again);
        REQUIRE(g.kind == "move");
        REQUIRE(replay.apply(*announcementFromJson(g.json, RuleSet::classic())).ok());
    }
    if (viewA.isOver())
        REQUIRE(
            replay.applyEnd(*endEventFromJson(nextGameEvent(again).json, RuleSet::classic())).ok());
    CHECK(replay.position() == viewA.position());
    CHECK(replay.endEvent() == viewA.endEvent());
    CHECK(replay.announcements() == viewA.announcements());
    server.stop();
}

TEST_CASE("net: protocol.md over the socket - a frame over 16 KiB, however large, is answered "
          "frame_too_large and closed with 1009",
          "[net][server][doc]") {
    RoomServer server(loopback(false));
    const auto port = start(server);
    asio::io_context io;
    // Exactly 16 KiB is read like any frame.
    WireClient fits(io, port);
    fits.send(Hello{kProtocolVersion, "wire"});
    (void)fits.readUntil<Welcome>();
    std::string ping = R"({"type":"ping"})";
    fits.sendRaw(ping + std::string(kMaxFrameBytes - ping.size(), ' '));
    (void)fits.readUntil<Pong>();
    // Past it, up to a megabyte: the server's own error, then the close code of RFC 6455.
    for (const std::size_t size :
         {kMaxFrameBytes + 1, std::size_t(64 * 1024 + 1), std::size_t(1) << 20}) {
        INFO(size);
        WireClient big(io, port);
        big.send(Hello{kProtocolVersion, "wire"});
        (void)big.readUntil<Welcome>();
        big.sendRaw(std::string(size, ' '));
        CHECK(big.readUntil<ErrorReply>().code == "frame_too_large");
        CHECK(big.closeCode() == 1009);
    }
    // Even as the first frame.
    WireClient first(io, port);
    first.sendRaw(std::string(100'000, 'x'));
    CHECK(first.readUntil<ErrorReply>().code == "frame_too_large");
    CHECK(first.closeCode() == 1009);
    server.stop();
}

TEST_CASE("net: protocol.md over the socket - a first frame that is binary or not JSON is "
          "answered not_hello and closed with 1008 - after hello a binary frame is bad_message",
          "[net][server][doc]") {
    RoomServer server(loopback(false));
    const auto port = start(server);
    asio::io_context io;
    WireClient text(io, port);
    text.sendRaw("GET / HTTP/1.1");
    CHECK(text.readUntil<ErrorReply>().code == "not_hello");
    CHECK(text.closeCode() == 1008);

    WireClient binary(io, port);
    binary.ws.binary(true);
    binary.sendRaw(toJson(Hello{kProtocolVersion, "wire"}, RuleSet::classic()));
    CHECK(binary.readUntil<ErrorReply>().code == "not_hello");
    CHECK(binary.closeCode() == 1008);

    WireClient later(io, port);
    later.send(Hello{kProtocolVersion, "wire"});
    (void)later.readUntil<Welcome>();
    later.ws.binary(true);
    later.sendRaw(toJson(Ping{}, RuleSet::classic()));
    CHECK(later.readUntil<ErrorReply>().code == "bad_message");
    later.ws.text(true);
    later.send(Ping{});
    (void)later.readUntil<Pong>(); // still open
    server.stop();
}

TEST_CASE("net: over the socket an app of protocol 1 is refused with unsupported_protocol that "
          "says to update, and a full server says server_busy before closing with 1013",
          "[net][server]") {
    ServerOptions options = loopback(false);
    options.limits.maxConnections = 1;
    RoomServer server(options);
    const auto port = start(server);
    asio::io_context io;
    {
        WireClient old(io, port);
        old.sendRaw(R"({"type":"hello","protocol":1,"client":"gunjin-desktop"})");
        const ErrorReply e = old.readUntil<ErrorReply>();
        CHECK(e.code == "unsupported_protocol");
        CHECK(e.message.find("update the app") != std::string::npos);
        CHECK(old.closeCode() == 1008);
    }
    // The server notices the closed connection; then one connection is the limit.
    for (int i = 0; i < 200 && server.stats().connections != 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    WireClient a(io, port);
    a.send(Hello{kProtocolVersion, "wire"});
    (void)a.readUntil<Welcome>();
    WireClient b(io, port);
    CHECK(b.readUntil<ErrorReply>().code == "server_busy");
    CHECK(b.closeCode() == 1013);
    server.stop();
}
