// Fault injection: connections die at random moments - before a message, after it reached the
// server but before the reply came back, while the other side plays on - and the players come
// back with `resume`. Every game must end exactly as the same game played without faults.
#include "net_harness.h"

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

struct Outcome {
    GameRecord record;
    std::optional<EndEvent> ends[2]; // as each client rebuilt it
    Position views[2];
};

// Plays setups and moves (moves: ply i+1 is moves[i]; the mover resigns after the last one).
// `faults` is the chance of a fault at each step; 0 plays cleanly.
Outcome play(const Setup& first, const Setup& second, const std::vector<Move>& moves, double faults,
             std::uint64_t seed, int* faultCount) {
    ServiceLimits limits;
    limits.idleTimeoutMs = 3'600'000; // the test's clock moves by the step
    FakeNet net(limits, seed);
    Rng rng(seed ^ 0xfa17);
    const auto chance = [&] { return faults > 0 && rng.below(1000) < faults * 1000; };
    SimClient a(net), b(net);
    SimClient* both[2] = {&a, &b};
    a.create();
    b.join(a.room);
    std::optional<SimClient*> away; // a client whose connection is down for a while

    const auto comeBack = [&](SimClient& c) {
        if (away && *away == &c) away.reset();
        c.reconnect();
        ++*faultCount;
    };
    // Sends a message whose effect the client then waits for; it may be lost on the way back.
    const auto sendFragile = [&](SimClient& c, const ClientMessage& m) {
        if (away && *away == &c) comeBack(c);
        if (chance()) { // the connection died before the message left
            net.drop(c.conn);
            comeBack(c);
        }
        if (chance()) { // reached the server, the replies died with the connection
            net.service.received(c.conn, toJson(m, c.rules), net.now);
            net.pump(c.conn);
            net.drop(c.conn);
            comeBack(c);
            return;
        }
        c.say(m);
    };
    const auto maybeDropOther = [&](SimClient& c) {
        if (!away && chance()) {
            net.drop(c.conn);
            away = &c;
        }
    };

    const Setup* setups[2] = {&first, &second};
    for (int i : {0, 1}) {
        SimClient& c = *both[i];
        sendFragile(c, setupMessage(*setups[i]));
        sendFragile(c, Ready{});
        // A client that is not sure its ready arrived asks again (harmless when it did).
        c.say(Ready{});
    }
    for (SimClient* c : both) {
        if (away && *away == c) comeBack(*c);
        c->process();
        REQUIRE(c->view);
    }
    for (std::size_t ply = 0;; ++ply) {
        net.advance(50);
        // The driver asks the referee whose turn it is; that player's app acts (after coming
        // back if its connection is down).
        const Side toMove = net.service.room(a.room)->match()->referee().position().sideToMove();
        SimClient& m = a.side == toMove ? a : b;
        SimClient& other = &m == &a ? b : a;
        if (away && *away == &m) comeBack(m);
        m.process();
        REQUIRE(m.myTurn());
        maybeDropOther(other);
        if (ply == moves.size()) {
            sendFragile(m, Resign{});
            if (!m.view->isOver()) m.say(Resign{}); // not seen yet: say it again
            break;
        }
        const int before = m.view->ply();
        sendFragile(m, PlayMove{moves[ply], before + 1});
        // The client did not see its move come back: it sends it again. If the first one did
        // arrive, the server answers stale_ply and the game has it once.
        if (m.view->ply() == before) m.say(PlayMove{moves[ply], before + 1});
        INFO(m.lastError());
        REQUIRE(m.view->ply() == before + 1);
        if (m.view->isOver()) break;
    }
    for (SimClient* c : both) {
        if (away && *away == c) comeBack(*c);
        c->process();
    }
    Outcome out{net.service.room(a.room)->match()->record(), {}, {}};
    for (int i : {0, 1}) {
        out.ends[i] = both[i]->view->endEvent();
        out.views[i] = both[i]->view->position();
    }
    return out;
}

} // namespace

TEST_CASE("net: connections dropped at random points resume to the same final game",
          "[net][faults]") {
    int faults = 0, games = 0;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        // A game script: random setups and the moves of a random game, cut at a random ply.
        Rng rng(seed);
        const Setup first = Setup::random(Side::First, rng);
        const Setup second = Setup::random(Side::Second, rng);
        Match reference(first, second);
        std::vector<Move> moves;
        const int length = 5 + int(rng.below(200));
        while (!reference.isOver() && int(moves.size()) < length) {
            MoveList list;
            generateMoves(reference.referee().position(), list);
            const Move m = list[int(rng.below(std::uint32_t(list.size())))];
            REQUIRE(reference.play(m).ok());
            moves.push_back(m);
        }
        if (reference.isOver()) moves.pop_back(); // the scripted game ends by resignation
        int none = 0;
        const Outcome clean = play(first, second, moves, 0.0, seed, &none);
        REQUIRE(none == 0);
        const Outcome faulty = play(first, second, moves, 0.08, seed, &faults);
        INFO("seed " << seed);
        CHECK(faulty.record.moves == clean.record.moves);
        CHECK(faulty.record.result == clean.record.result);
        CHECK(faulty.record.resigned == clean.record.resigned);
        for (int i : {0, 1}) {
            CHECK(faulty.ends[i] == clean.ends[i]);
            CHECK(faulty.views[i] == clean.views[i]);
        }
        ++games;
    }
    CHECK(games == 400);
    CHECK(faults > 2000); // the games really were interrupted, many times
}
