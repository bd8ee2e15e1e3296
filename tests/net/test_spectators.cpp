// Spectators (protocol version 3): a room's watch token lets anyone follow its public stream -
// squares, moves, outcomes, what the judgement mode shows to both - and change nothing. The
// players see how many watch. Driven without sockets, with a test clock.
#include "net_harness.h"

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

// The squares and sides the spectator sees are the referee's, move by move.
void checkSquares(const SimWatcher& w, const Room& room) {
    REQUIRE(w.view);
    const Position& truth = room.match()->referee().position();
    const Position& seen = w.view->position();
    REQUIRE(w.view->ply() == room.match()->referee().ply());
    for (int s = 0; s < truth.squareCount(); ++s) {
        INFO("square " << truth.board().name(Square(s)));
        REQUIRE(seen.isEmpty(Square(s)) == truth.isEmpty(Square(s)));
        if (!truth.isEmpty(Square(s))) REQUIRE(seen.sideAt(Square(s)) == truth.sideAt(Square(s)));
    }
}

std::size_t framesContaining(const FakeNet& net, ConnId conn, const std::string& text) {
    std::size_t n = 0;
    for (const auto& f : net.inbox.at(conn)) n += f.find(text) != std::string::npos;
    return n;
}

} // namespace

TEST_CASE("net: a spectator follows a whole game from the watch token, sees the referee's squares "
          "after every move and every type at the end",
          "[net][spectators]") {
    for (const char* code :
         {"classic", "classic:h7=open", "federation", "federation:judge=referee"}) {
        INFO(code);
        FakeNet net;
        Pair p(net, 11, code);
        CHECK(isToken(p.a.watch));
        CHECK(p.b.watch == p.a.watch); // both players may hand it out
        SimWatcher w(net, p.a.watch);
        REQUIRE(w.watching);
        CHECK(w.rules.code() == p.a.rules.code());
        CHECK(w.events.empty()); // nothing to see while the players arrange
        p.arrange();
        w.process();
        REQUIRE(w.games == 1);
        const Room& room = *net.service.room(p.a.room);
        checkSquares(w, room);
        Rng rng(3);
        while (!p.a.view->isOver()) {
            SimClient& m = p.mover();
            net.advance(60);
            if (p.a.view->ply() % 200 == 0)
                for (auto* c : {&p.a, &p.b}) c->say(Ping{});
            if (p.a.view->ply() % 200 == 0) w.say(Ping{});
            m.play(m.randomMove(rng));
            REQUIRE(m.errors.empty());
            p.a.process();
            p.b.process();
            w.process();
            checkSquares(w, room);
        }
        // The end reveals both armies; the spectator's view checked it against the game.
        REQUIRE(w.view->isOver());
        REQUIRE(w.view->endEvent());
        const Referee& referee = room.match()->referee();
        CHECK(w.view->status() == referee.status());
        CHECK(int(w.view->endEvent()->reveal.size()) == 2 * p.a.rules.armySize());
        for (const RevealedPiece& r : w.view->endEvent()->reveal)
            CHECK(r.type == referee.position().piece(r.id).type);
        // The public start line names no seat, and nothing a spectator got names the room's
        // code or a seat's token.
        for (const auto& f : net.inbox[w.conn]) {
            CHECK(f.find(p.a.room) == std::string::npos);
            CHECK(f.find(p.a.token) == std::string::npos);
            CHECK(f.find(p.b.token) == std::string::npos);
        }
    }
}

TEST_CASE("net: a spectator can change nothing - every seat message is refused and the game is "
          "where it was",
          "[net][spectators]") {
    FakeNet net;
    Pair p(net);
    SimWatcher w(net, p.a.watch);
    p.arrange();
    p.playRandom(6);
    w.process();
    const Room& room = *net.service.room(p.a.room);
    const int ply = room.match()->referee().ply();
    const std::size_t seatLogs[2] = {room.logSize(0), room.logSize(1)};
    Rng rng(1);
    const SimClient& mover = p.mover();
    const Move legal = mover.randomMove(rng);
    const std::vector<ClientMessage> attempts = {
        setupMessage(Setup::random(Side::First, rng)),
        Ready{},
        PlayMove{legal, ply + 1},
        Resign{},
        Rematch{},
    };
    for (const ClientMessage& m : attempts) {
        w.errors.clear();
        w.say(m);
        REQUIRE(w.errors.size() == 1);
        CHECK(w.errors[0].code == "not_in_room");
    }
    // No seat either: a spectator's connection cannot create, join, or take a seat back.
    for (const ClientMessage& m : std::vector<ClientMessage>{CreateRoom{}, JoinRoom{p.a.room},
                                                             Resume{p.a.room, p.a.token, 0}}) {
        w.errors.clear();
        w.say(m);
        REQUIRE(w.errors.size() == 1);
        CHECK(w.errors[0].code == "already_in_room");
    }
    CHECK(room.match()->referee().ply() == ply);
    CHECK(room.logSize(0) == seatLogs[0]);
    CHECK(room.logSize(1) == seatLogs[1]);
    CHECK_FALSE(net.closed.count(p.a.conn));
    // The watch token is no seat token, and a seat token is no watch token.
    SimClient stranger(net);
    stranger.say(Resume{p.a.room, p.a.watch, 0});
    CHECK(stranger.lastError() == "bad_token");
    stranger.say(WatchRoom{p.a.token, 0});
    CHECK(stranger.lastError() == "no_such_room");
    stranger.say(WatchRoom{"0123456789abcdef0123456789abcdef", 0});
    CHECK(stranger.lastError() == "no_such_room");
    CHECK(stranger.room.empty());
    // The game goes on for the players.
    p.playRandom(12);
    w.process();
    CHECK(w.view->ply() == p.a.view->ply());
    // leave: the spectator stops watching and is sent nothing more; the connection stays.
    w.say(Leave{});
    const std::size_t had = net.inbox[w.conn].size();
    p.playRandom(16);
    CHECK(net.inbox[w.conn].size() == had);
    CHECK_FALSE(net.closed.count(w.conn));
}

TEST_CASE("net: the players see how many watch, at once and after a resume", "[net][spectators]") {
    FakeNet net;
    SimClient a(net);
    a.create("federation");
    CHECK(a.watchers == 0);
    SimWatcher w1(net, a.watch);
    a.process();
    CHECK(a.watchers == 1);
    CHECK(w1.watchers == 1);
    SimWatcher w2(net, a.watch);
    a.process();
    w1.process();
    CHECK(a.watchers == 2);
    CHECK(w1.watchers == 2);
    CHECK(w2.watchers == 2);
    // The joiner learns the count with its seat.
    SimClient b(net);
    b.join(a.room);
    CHECK(b.watchers == 2);
    // A spectator who leaves or drops is counted out.
    w1.say(Leave{});
    a.process();
    b.process();
    CHECK(a.watchers == 1);
    CHECK(b.watchers == 1);
    net.drop(w2.conn);
    a.process();
    CHECK(a.watchers == 0);
    // A seat taking itself back gets the count of the moment with its seat.
    SimWatcher w3(net, a.watch);
    b.reconnect();
    CHECK(b.watchers == 1);
    // Counts are not events: the players' numbered logs hold none of them. The creator was
    // told 5 times: two arrivals, a leave, a drop, an arrival.
    CHECK(framesContaining(net, a.conn, R"("type":"watchers")") == 5);
    CHECK(framesContaining(net, a.conn, R"("event":"watchers")") == 0);
}

TEST_CASE("net: a dropped spectator takes up the watch with last_seq and misses nothing",
          "[net][spectators]") {
    FakeNet net;
    Pair p(net, 5, "federation");
    SimWatcher w(net, p.a.watch);
    p.arrange();
    p.playRandom(10);
    w.process();
    const std::uint64_t seen = w.lastSeq;
    net.drop(w.conn);
    p.playRandom(30);
    w.reconnect(); // SimWatcher requires seq = last + 1 throughout
    CHECK(w.lastSeq > seen);
    CHECK(w.view->ply() == p.a.view->ply());
    // Asking again on a live connection replays from the number given, without counting twice.
    const int count = w.watchers;
    w.read = net.inbox[w.conn].size();
    const std::uint64_t last = w.lastSeq;
    w.lastSeq = 0;
    w.view.reset();
    w.games = 0;
    w.say(WatchRoom{w.token, 0});
    CHECK(w.lastSeq == last);
    CHECK(w.games == 1);
    CHECK(w.watchers == count);
}

TEST_CASE("net: a late spectator gets the game so far, then the next game after a rematch",
          "[net][spectators]") {
    FakeNet net;
    Pair p(net, 9);
    p.arrange();
    p.playRandom();
    SimWatcher w(net, p.a.watch); // after the end: the whole game, revealed
    REQUIRE(w.view);
    CHECK(w.view->isOver());
    p.a.say(Rematch{});
    p.b.say(Rematch{});
    p.a.process(); // the new game's sides
    p.arrange();
    w.process();
    CHECK(w.games == 2);
    CHECK_FALSE(w.view->isOver());
    p.playRandom(20);
    w.process();
    CHECK(w.view->ply() == p.a.view->ply());
}

TEST_CASE("net: spectators hear the room close - its creator leaving, 24 hours, or 30 minutes "
          "without a player",
          "[net][spectators][timers]") {
    SECTION("left") {
        FakeNet net;
        Pair p(net);
        SimWatcher w(net, p.a.watch);
        p.a.say(Leave{});
        w.process();
        CHECK(w.closing == "left");
        CHECK_FALSE(net.closed.count(w.conn)); // the connection stays, watching nothing
    }
    SECTION("expired") {
        FakeNet net;
        Pair p(net);
        SimWatcher w(net, p.a.watch);
        for (int halfMinutes = 0; halfMinutes < 24 * 120; ++halfMinutes) {
            net.advance(30'000);
            for (auto* c : {&p.a, &p.b}) c->say(Ping{});
            w.say(Ping{});
        }
        CHECK(w.closing == "expired");
        CHECK(net.service.roomCount() == 0);
    }
    SECTION("idle") {
        FakeNet net;
        Pair p(net);
        SimWatcher w(net, p.a.watch);
        net.drop(p.a.conn);
        net.drop(p.b.conn);
        for (int halfMinutes = 0; halfMinutes < 62; ++halfMinutes) {
            net.advance(30'000);
            w.say(Ping{});
        }
        // A spectator does not keep a room alive.
        CHECK(w.closing == "idle");
        CHECK(net.service.roomCount() == 0);
        SimClient late(net);
        late.say(WatchRoom{w.token, 0});
        CHECK(late.lastError() == "no_such_room");
    }
}

TEST_CASE("net: after room_closing a spectator watches nothing - it is counted nowhere, and may "
          "create a room or watch another",
          "[net][spectators]") {
    FakeNet net;
    Pair p(net, 5);
    Pair other(net, 6);
    SimWatcher w(net, p.a.watch);
    SimWatcher w2(net, p.a.watch);
    p.arrange();
    p.playRandom(4);
    p.a.say(Leave{});
    w.process();
    w2.process();
    p.b.process();
    REQUIRE(w.closing == "left");
    REQUIRE(w2.closing == "left");
    REQUIRE(std::holds_alternative<RoomClosing>(p.b.events.back()));

    // Its leave no longer changes anything anybody hears: it watches nothing.
    const std::size_t w2Frames = net.inbox[w2.conn].size();
    const std::size_t bFrames = net.inbox[p.b.conn].size();
    w.say(Leave{});
    CHECK(w.lastError() == "not_in_room");
    CHECK(net.inbox[w2.conn].size() == w2Frames);
    CHECK(net.inbox[p.b.conn].size() == bFrames);

    // It may watch another room, counted there alone, and nothing more of the closed one.
    w.lastSeq = 0;
    w.games = 0;
    w.events.clear();
    w.errors.clear();
    w.token = other.a.watch;
    w.say(WatchRoom{other.a.watch, 0});
    CHECK(w.errors.empty());
    CHECK(w.watchers == 1);
    other.a.process();
    CHECK(other.a.watchers == 1);
    other.arrange();
    w.process();
    CHECK(w.games == 1);
    CHECK(w.rules == other.a.rules);
    CHECK(net.inbox[w2.conn].size() == w2Frames); // a closed room counts nobody any more

    // The other spectator's connection may make a room of its own.
    net.send(w2.conn, CreateRoom{"federation"});
    const ServerMessage made = readFrame(net.inbox[w2.conn].back());
    REQUIRE(std::holds_alternative<SeatGranted>(made));
    CHECK(std::get<SeatGranted>(made).rules == "federation");
    CHECK(std::get<SeatGranted>(made).watchers == 0);
}

TEST_CASE("net: a closing room's watch token is no room - watch_room says no_such_room at once, "
          "while its joiner still holds its seat and after every connection dropped",
          "[net][spectators]") {
    FakeNet net;
    Pair p(net, 8);
    SimWatcher w(net, p.a.watch);
    SimWatcher dropped(net, p.a.watch);
    p.arrange();
    p.playRandom(6);
    dropped.process();
    net.drop(dropped.conn); // gone before the room closed
    net.drop(p.b.conn);     // the joiner too: it has not heard either
    p.a.say(Leave{});
    w.process();
    REQUIRE(w.closing == "left");
    REQUIRE(net.service.room(p.a.room) != nullptr); // kept for the joiner's seat

    SimClient late(net);
    late.say(WatchRoom{p.a.watch, 0});
    CHECK(late.lastError() == "no_such_room");
    CHECK(late.events.empty());
    late.say(RoomInfoRequest{p.a.room});
    CHECK(late.lastError() == "no_such_room");
    // A spectator that dropped before room_closing finds the room gone.
    dropped.reconnect();
    CHECK(dropped.lastError() == "no_such_room");
    CHECK(dropped.closing.empty());

    // The dropped joiner's token still resumes, so that it learns the room closed.
    p.b.reconnect();
    CHECK(p.b.errors.empty());
    REQUIRE(!p.b.events.empty());
    CHECK(std::get<RoomClosing>(p.b.events.back()).reason == "left");
    late.say(WatchRoom{p.a.watch, 0});
    CHECK(late.lastError() == "no_such_room");

    // Every connection of the room gone: still no room to watch, and none kept after 30 min.
    net.drop(p.b.conn);
    net.drop(w.conn);
    late.errors.clear();
    late.say(WatchRoom{p.a.watch, 0});
    CHECK(late.lastError() == "no_such_room");
    for (int halfMinutes = 0; halfMinutes < 62; ++halfMinutes) {
        net.advance(30'000);
        late.say(Ping{});
    }
    CHECK(net.service.room(p.a.room) == nullptr);
    SimClient resumer(net);
    resumer.say(Resume{p.a.room, p.b.token, p.b.lastSeq});
    CHECK(resumer.lastError() == "no_such_room");
}

TEST_CASE("net: a room takes at most its limit of spectators", "[net][spectators]") {
    ServiceLimits limits;
    limits.maxWatchersPerRoom = 3;
    FakeNet net(limits);
    Pair p(net);
    std::vector<std::unique_ptr<SimWatcher>> watchers;
    for (int i = 0; i < 3; ++i) watchers.push_back(std::make_unique<SimWatcher>(net, p.a.watch));
    SimClient fourth(net);
    fourth.say(WatchRoom{p.a.watch, 0});
    CHECK(fourth.lastError() == "too_many_watchers");
    p.a.process();
    CHECK(p.a.watchers == 3);
    watchers[0]->say(Leave{});
    fourth.errors.clear();
    fourth.say(WatchRoom{p.a.watch, 0});
    CHECK(fourth.errors.empty());
    p.a.process();
    CHECK(p.a.watchers == 3);

    // A server that lets nobody watch says so.
    limits.maxWatchersPerRoom = 0;
    FakeNet closed(limits);
    Pair q(closed);
    SimClient curious(closed);
    curious.say(WatchRoom{q.a.watch, 0});
    CHECK(curious.lastError() == "too_many_watchers");
    CHECK(curious.errors.back().message == "this server lets nobody watch its rooms");
}
