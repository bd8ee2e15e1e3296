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

#include <sys/socket.h>
#include <sys/time.h>

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
        const timeval timeout{5, 0};
        setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
        ws.handshake("127.0.0.1", "/");
        ws.text(true);
    }
    void send(const ClientMessage& m) { ws.write(asio::buffer(toJson(m))); }
    void sendRaw(const std::string& frame) { ws.write(asio::buffer(frame)); }
    ServerMessage read() {
        beast::flat_buffer buffer;
        ws.read(buffer);
        auto parsed = parseServerMessage(beast::buffers_to_string(buffer.data()));
        REQUIRE(std::holds_alternative<ServerMessage>(parsed));
        return std::get<ServerMessage>(parsed);
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
    a.send(Hello{1, "wire"});
    CHECK(a.readUntil<Welcome>().protocol == 1);
    a.send(CreateRoom{});
    const SeatGranted seat = a.readUntil<SeatGranted>();
    CHECK(isRoomCode(seat.room));
    CHECK(seat.side == Side::First);

    WireClient big(io, port);
    big.send(Hello{1, "wire"});
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
          "[net][server]") {
    ServerOptions options = loopback(true); // the busy player below is not rate-limited
    options.maxQueuedBytes = 16 * 1024;
    options.socketSendBuffer = 4096;
    RoomServer server(options);
    const auto port = start(server);
    asio::io_context io;

    // The sleeper reads nothing after its seat, with a tiny receive window.
    WireClient sleeper(io, port, 1024);
    sleeper.send(Hello{1, "sleeper"});
    (void)sleeper.readUntil<Welcome>();
    sleeper.send(CreateRoom{});
    const SeatGranted seat = sleeper.readUntil<SeatGranted>();

    WireClient busy(io, port);
    busy.send(Hello{1, "busy"});
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
    back.send(Hello{1, "sleeper"});
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
    a.send(Hello{1, "a"});
    b.send(Hello{1, "b"});
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
    again.send(Hello{1, "a again"});
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
