// gunjin-server with a store, killed with SIGKILL and started again (issue 54): the built binary
// on the loopback, players and spectators over real sockets. Rooms in every state - classic
// and federation games with spectators, a setup half made, a rematch asked and not answered,
// a move sent just before the kill - come back; every seat and spectator resumes with its
// last seq, gets every event once, and the games end as they end on a server that was never
// killed.
#include "net_harness.h"
#include "temp_dir.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <csignal>
#include <cstdio>
#include <functional>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

// gunjin-server on 127.0.0.1 with a store; its "listening on" line gives the port.
struct ServerProcess {
    ServerProcess(const std::string& store, int port) {
        int out[2];
        REQUIRE(::pipe(out) == 0);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        posix_spawn_file_actions_addclose(&actions, out[0]);
        const std::string portText = std::to_string(port);
        // Scripted players do not think: no rate limit.
        std::vector<const char*> args{GUNJIN_SERVER_BINARY,
                                      "--bind",
                                      "127.0.0.1",
                                      "--port",
                                      portText.c_str(),
                                      "--store",
                                      store.c_str(),
                                      "--status",
                                      "0",
                                      "--rate",
                                      "100000",
                                      "--burst",
                                      "100000",
                                      nullptr};
        REQUIRE(posix_spawn(&pid, GUNJIN_SERVER_BINARY, &actions, nullptr,
                            const_cast<char* const*>(args.data()), environ) == 0);
        posix_spawn_file_actions_destroy(&actions);
        ::close(out[1]);
        output = ::fdopen(out[0], "r");
        char line[512];
        while (std::fgets(line, sizeof line, output))
            if (std::sscanf(line, "listening on 127.0.0.1:%d", &this->port) == 1) break;
        REQUIRE(this->port > 0);
    }
    ~ServerProcess() {
        kill(SIGTERM);
        std::fclose(output);
    }
    void kill(int signal) {
        if (pid <= 0) return;
        ::kill(pid, signal);
        int status = 0;
        ::waitpid(pid, &status, 0);
        pid = -1;
    }
    pid_t pid = -1;
    int port = 0;
    FILE* output = nullptr; // open until the end: the server's last line must not hit a closed pipe
};

// A seat or a spectator over a socket, rebuilding its view from its own frames as the app does.
struct WirePlayer {
    explicit WirePlayer(int p) : port(p) { connect(); }

    void connect() {
        ws.emplace(io);
        auto& socket = ws->next_layer();
        socket.open(tcp::v4());
        const timeval timeout{10, 0}; // a broken server fails the test instead of hanging it
        setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(port)));
        ws->handshake("127.0.0.1", "/");
        ws->text(true);
        send(Hello{kProtocolVersion, "restart-test"});
        readUntil([&] { return welcomed; });
    }
    // After the server's restart: a new connection takes the seat or the watch up again.
    void reconnect() {
        welcomed = false;
        seated = false;
        connect();
        if (!watch.empty() && room.empty())
            send(WatchRoom{watch, lastSeq});
        else
            send(Resume{room, token, lastSeq});
        readUntil([&] { return seated; });
    }
    void send(const ClientMessage& m) { ws->write(asio::buffer(toJson(m, rules))); }
    void readUntil(const std::function<bool()>& done) {
        while (!done()) {
            beast::flat_buffer buffer;
            ws->read(buffer);
            handle(readFrame(beast::buffers_to_string(buffer.data())));
        }
    }
    void handle(const ServerMessage& m) {
        if (std::holds_alternative<Welcome>(m)) welcomed = true;
        if (std::holds_alternative<Pong>(m)) ++pongs;
        if (const auto* seat = std::get_if<SeatGranted>(&m)) {
            seated = true;
            room = seat->room;
            side = seat->side;
            if (seat->token) token = *seat->token;
            watch = seat->watch;
            rules = *RuleSet::fromCode(seat->rules);
        }
        if (const auto* w = std::get_if<Watching>(&m)) {
            seated = true;
            rules = *RuleSet::fromCode(w->rules);
        }
        if (const auto* e = std::get_if<ErrorReply>(&m)) errors.push_back(e->code);
        const auto* ev = std::get_if<EventMessage>(&m);
        if (!ev) return;
        REQUIRE(ev->seq == lastSeq + 1); // none lost, none twice
        lastSeq = ev->seq;
        // What a player sees of the restart is its opponent's connection coming and going.
        if (!std::holds_alternative<OpponentConnection>(ev->event)) events.push_back(ev->event);
        if (const auto* n = std::get_if<NewGame>(&ev->event)) {
            side = n->side;
            view.reset();
        }
        const auto* g = std::get_if<GameEvent>(&ev->event);
        if (!g) return;
        if (g->kind == "start" && spectator) {
            publicView.emplace(*publicStartEventFromJson(g->json));
        } else if (g->kind == "start") {
            view.emplace(*startEventFromJson(g->json));
        } else if (spectator) {
            applyGameLine(publicView, *g, rules);
        } else {
            applyGameLine(view, *g, rules);
        }
    }
    int ply() const { return spectator ? publicView->ply() : view->ply(); }
    bool over() const { return spectator ? publicView->isOver() : view->isOver(); }
    bool myTurn() const { return view && !view->isOver() && view->position().sideToMove() == side; }

    int port;
    asio::io_context io;
    std::optional<websocket::stream<tcp::socket>> ws;
    bool welcomed = false, seated = false, spectator = false;
    int pongs = 0;
    std::string room, token, watch;
    RuleSet rules = RuleSet::classic();
    Side side = Side::First;
    std::uint64_t lastSeq = 0;
    std::optional<SideView> view;
    std::optional<PublicView> publicView;
    std::vector<RoomEvent> events;
    std::vector<std::string> errors;
};

// Two seats and a spectator of one room, moving from a seed.
struct WireRoom {
    WireRoom(int port, const std::string& ruleCode, std::uint64_t seed)
        : a(port), b(port), watcher(port), rng(seed) {
        a.send(CreateRoom{ruleCode});
        a.readUntil([&] { return a.seated; });
        b.send(JoinRoom{a.room});
        b.readUntil([&] { return b.seated; });
        watcher.spectator = true;
        watcher.watch = a.watch;
        watcher.send(WatchRoom{a.watch, 0});
        watcher.readUntil([&] { return watcher.seated; });
    }
    std::vector<WirePlayer*> all() { return {&a, &b, &watcher}; }
    void setup(WirePlayer& p) { p.send(setupMessage(Setup::random(p.rules, p.side, rng))); }
    void ready(WirePlayer& p) { p.send(Ready{}); }
    void waitForStart() {
        for (WirePlayer* p : all())
            p->readUntil([&] { return p->spectator ? bool(p->publicView) : bool(p->view); });
    }
    WirePlayer& mover() { return a.myTurn() ? a : b; }
    Move nextMove() {
        MoveList moves;
        generateMoves(mover().view->position(), moves);
        REQUIRE(!moves.empty());
        return moves[int(rng.below(std::uint32_t(moves.size())))];
    }
    void sendMove(const Move& m) {
        WirePlayer& p = mover();
        p.send(PlayMove{m, p.view->ply() + 1});
    }
    void waitForPly(int ply) {
        for (WirePlayer* p : all()) p->readUntil([&] { return p->ply() >= ply || p->over(); });
    }
    // Random moves to ply `until` or the game's end.
    void play(int until = 1'000'000) {
        while (!a.over() && a.ply() < until) {
            const int next = a.ply() + 1;
            sendMove(nextMove());
            waitForPly(next);
        }
    }
    WirePlayer a, b, watcher;
    Rng rng;
};

// What each room's players and spectators saw, the connection events aside.
using Seen = std::vector<std::vector<RoomEvent>>;

Seen playRooms(const std::string& store, bool killMidway) {
    auto server = std::make_unique<ServerProcess>(store, 0);
    const int port = server->port;
    WireRoom classic(port, "classic", 61), federation(port, "federation", 62),
        arranging(port, "classic", 63), rematching(port, "classic", 64);
    for (WireRoom* r : {&classic, &federation, &rematching}) {
        r->setup(r->a);
        r->setup(r->b);
        r->ready(r->a);
        r->ready(r->b);
        r->waitForStart();
    }
    classic.play(24);
    federation.play(12);
    rematching.play();
    rematching.a.send(Rematch{});
    rematching.b.readUntil([&] {
        return !rematching.b.events.empty() &&
               std::holds_alternative<OpponentRematch>(rematching.b.events.back());
    });
    arranging.setup(arranging.a);
    arranging.ready(arranging.a);
    arranging.setup(arranging.b);
    arranging.b.readUntil([&] {
        return !arranging.b.events.empty() &&
               std::holds_alternative<OpponentReady>(arranging.b.events.back());
    });
    // A move on its way when the server dies: acknowledged or not, nobody can tell.
    const Move pending = classic.nextMove();
    const int pendingPly = classic.a.ply() + 1;
    WirePlayer& pendingMover = classic.mover();
    classic.sendMove(pending);
    std::vector<WirePlayer*> everyone;
    for (WireRoom* r : {&classic, &federation, &arranging, &rematching})
        for (WirePlayer* p : r->all()) everyone.push_back(p);
    if (killMidway) {
        server->kill(SIGKILL);
        server = std::make_unique<ServerProcess>(store, port);
        for (WirePlayer* p : everyone) p->reconnect();
        // The app sends its move again when its seat comes back, until the move shows; if the
        // dead server had taken it, the resend is refused as stale (and the app ignores that).
        pendingMover.send(PlayMove{pending, pendingPly});
    }
    classic.waitForPly(pendingPly);
    if (killMidway) {
        pendingMover.send(Ping{});
        pendingMover.readUntil([&] { return pendingMover.pongs > 0; });
        auto& errors = pendingMover.errors;
        CHECK(errors.size() <= 1);
        std::erase(errors, std::string("stale_ply"));
    }
    classic.play();
    federation.play();
    arranging.ready(arranging.b);
    arranging.waitForStart();
    arranging.play();
    rematching.b.send(Rematch{});
    for (WirePlayer* p : {&rematching.a, &rematching.b})
        p->readUntil([&] { return p->view == std::nullopt; }); // new_game
    rematching.setup(rematching.a);
    rematching.setup(rematching.b);
    rematching.ready(rematching.a);
    rematching.ready(rematching.b);
    for (WirePlayer* p : rematching.all())
        p->readUntil([&] {
            return p->spectator
                       ? p->publicView && p->publicView->ply() == 0 && !p->publicView->isOver()
                       : bool(p->view);
        });
    rematching.play();
    Seen seen;
    for (WirePlayer* p : everyone) {
        INFO(p->room << (p->spectator ? " spectator" : " seat"));
        CHECK(p->errors.empty());
        CHECK(p->over());
        seen.push_back(p->events);
    }
    return seen;
}

} // namespace

TEST_CASE("net: gunjin-server killed with SIGKILL mid-game takes its rooms up from its store",
          "[net][store][server]") {
    TempDir dir;
    const Seen expected = playRooms((dir.path / "control.db").string(), false);
    const Seen seen = playRooms((dir.path / "rooms.db").string(), true);
    REQUIRE(seen.size() == expected.size());
    for (std::size_t i = 0; i < seen.size(); ++i) {
        INFO("player " << i);
        CHECK(seen[i] == expected[i]);
    }
}
