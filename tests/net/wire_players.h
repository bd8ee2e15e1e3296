// gunjin-server as a process of its own and players over real sockets, for the tests that kill
// servers (test_server_restart.cpp, test_server_redis.cpp). POSIX only.
#pragma once

#include "net_harness.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <array>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <functional>
#include <spawn.h>
#include <string>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace gunjin::net::testing {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// gunjin-server on 127.0.0.1 with `options` (a store, Redis); its "listening on" line gives
// the port (`port` 0: any free one).
struct ServerProcess {
    ServerProcess(const std::vector<std::string>& options, int port) {
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
                                      "--status",
                                      "0",
                                      "--rate",
                                      "100000",
                                      "--burst",
                                      "100000"};
        for (const std::string& o : options) args.push_back(o.c_str());
        args.push_back(nullptr);
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

    void connect(long timeoutSeconds = 10) {
        ws.emplace(io);
        auto& socket = ws->next_layer();
        socket.open(tcp::v4());
        // A broken server fails the test instead of hanging it.
        const timeval timeout{timeoutSeconds, 0};
        setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(port)));
        ws->handshake("127.0.0.1", "/");
        ws->text(true);
        send(Hello{kProtocolVersion, "restart-test"});
        readUntil([&] { return welcomed; });
    }
    // After the server's restart: a new connection takes the seat or the watch up again.
    void reconnect(long timeoutSeconds = 10) {
        welcomed = false;
        seated = false;
        connect(timeoutSeconds);
        if (!watch.empty() && room.empty())
            send(WatchRoom{watch, lastSeq});
        else
            send(Resume{room, token, lastSeq});
        readUntil([&] { return seated; });
    }
    // After the server that held its room died: tries the server at `newPort` until the seat
    // (or the watch) is taken up again, as the app does. A room whose owner has just died waits
    // for its lease to run out, so the first tries may be closed (1012) or go unanswered.
    void reconnectUntilSeated(int newPort) {
        port = newPort;
        for (int attempt = 0; attempt < 60; ++attempt) {
            try {
                reconnect(2);
                return;
            } catch (const std::exception&) { // a socket error; a failed check is no exception
                std::this_thread::sleep_for(std::chrono::milliseconds(250));
            }
        }
        FAIL("never seated again on port " << newPort);
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
        : WireRoom({port, port, port}, ruleCode, seed) {}
    // The creator, the joiner and the spectator on the servers at these ports.
    WireRoom(std::array<int, 3> ports, const std::string& ruleCode, std::uint64_t seed)
        : a(ports[0]), b(ports[1]), watcher(ports[2]), rng(seed) {
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

} // namespace gunjin::net::testing
