// gunjin-server with a store, killed with SIGKILL and started again (issue 54): the built binary
// on the loopback, players and spectators over real sockets. Rooms in every state - classic
// and federation games with spectators, a setup half made, a rematch asked and not answered,
// a move sent just before the kill - come back; every seat and spectator resumes with its
// last seq, gets every event once, and the games end as they end on a server that was never
// killed.
#include "temp_dir.h"
#include "wire_players.h"

#include <csignal>
#include <memory>

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

// What each room's players and spectators saw, the connection events aside.
using Seen = std::vector<std::vector<RoomEvent>>;

Seen playRooms(const std::string& store, bool killMidway) {
    auto server = std::make_unique<ServerProcess>(std::vector<std::string>{"--store", store}, 0);
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
        server = std::make_unique<ServerProcess>(std::vector<std::string>{"--store", store}, port);
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
