// The room server's logic (RoomService) driven without sockets and with a test clock:
// handshake, errors, rooms, setups, a whole game, resume, rematch, leave, limits and timers.
#include "net_harness.h"

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

bool hasEvent(const SimClient& c, auto pred) {
    return std::any_of(c.events.begin(), c.events.end(), pred);
}

} // namespace

TEST_CASE("net: hello first, then a room with two seats and secrets", "[net][rooms]") {
    FakeNet net;
    SimClient a(net);
    REQUIRE(std::holds_alternative<Welcome>(readFrame(net.inbox[a.conn][0])));
    a.create();
    CHECK(isRoomCode(a.room));
    CHECK(isToken(a.token));
    CHECK(a.side == Side::First); // the creator plays first
    SimClient b(net);
    b.join(a.room);
    CHECK(b.side == Side::Second);
    CHECK(isToken(b.token));
    CHECK(b.token != a.token);
    a.process();
    CHECK(std::holds_alternative<OpponentJoined>(a.events.at(0)));
    // Nobody else gets in, and a wrong code is refused.
    SimClient c(net);
    c.say(JoinRoom{a.room});
    CHECK(c.lastError() == "room_full");
    c.say(JoinRoom{"2345678923"});
    CHECK(c.lastError() == "no_such_room");
    c.say(Ready{});
    CHECK(c.lastError() == "not_in_room");
    // Codes and tokens of many rooms never repeat.
    std::set<std::string> codes, tokens;
    for (int i = 0; i < 200; ++i) {
        SimClient x(net);
        x.create();
        codes.insert(x.room);
        tokens.insert(x.token);
    }
    CHECK(codes.size() == 200);
    CHECK(tokens.size() == 200);
}

TEST_CASE("net: a connection that does not say hello is closed", "[net][rooms]") {
    FakeNet net;
    const ConnId c = net.open();
    net.send(c, CreateRoom{});
    CHECK(net.closed.count(c));
    const auto m = readFrame(net.inbox[c].back());
    CHECK(std::get<ErrorReply>(m).code == "not_hello");

    const ConnId d = net.open();
    net.send(d, R"({"type":"hello","protocol":4,"client":"future"})");
    CHECK(std::get<ErrorReply>(readFrame(net.inbox[d].back())).code == "unsupported_protocol");
    CHECK(net.closed.count(d));
}

TEST_CASE("net: malformed and oversized frames get errors and change nothing", "[net][rooms]") {
    FakeNet net;
    Pair p(net);
    p.a.process();
    const auto before = p.a.lastSeq;
    for (const char* frame : {"", "{", "[]", "null", R"({"type":7})", R"({"type":"move"})",
                              R"({"type":"setup","pieces":[]})", R"({"type":"warp"})"}) {
        net.send(p.a.conn, frame);
        p.a.process();
        CHECK(p.a.lastError() == "bad_message");
    }
    CHECK(p.a.lastSeq == before);
    CHECK_FALSE(net.closed.count(p.a.conn));
    net.send(p.a.conn, std::string(kMaxFrameBytes + 1, ' '));
    p.a.process();
    CHECK(p.a.lastError() == "frame_too_large");
    CHECK(net.closed.count(p.a.conn));
}

TEST_CASE("net: setups are checked, ready is a commitment until the setup changes",
          "[net][rooms]") {
    FakeNet net;
    Pair p(net);
    // R-SETUP-2/3 broken: a flag on the back row.
    Setup legal = Setup::random(Side::First, p.rng);
    SubmitSetup bad = setupMessage(legal);
    for (auto& piece : bad.pieces)
        if (piece.type == PieceType::Flag) piece.square = Square(0);
    bad.pieces[0].type = PieceType::Flag;
    p.a.say(bad);
    CHECK(p.a.lastError() == "illegal_setup");
    p.a.say(Ready{});
    CHECK(p.a.lastError() == "illegal_setup"); // nothing to commit yet

    p.a.submit(legal);
    p.a.say(Ready{});
    p.b.process();
    CHECK(p.b.opponentReady);
    p.a.submit(legal.mirrored()); // changing the setup takes 決定 back
    p.b.process();
    CHECK_FALSE(p.b.opponentReady);
    p.a.say(Ready{});
    p.b.submit(Setup::random(Side::Second, p.rng));
    p.b.say(Ready{});
    p.a.process();
    REQUIRE(p.a.view);
    // The game uses the last setup sent.
    CHECK(p.a.view->position() == SideView(legal.mirrored()).position());
    p.a.submit(legal);
    CHECK(p.a.lastError() == "setup_locked");
}

TEST_CASE("net: 並べ直す takes 決定 back by sending the same setup again - the opponent learns "
          "only that the seat is not ready - refused once the game has started",
          "[net][rooms]") {
    FakeNet net;
    Pair p(net);
    const Setup mine = Setup::random(Side::First, p.rng);
    p.a.submit(mine);
    p.a.say(Ready{});
    p.b.process();
    CHECK(p.b.opponentReady);
    const std::size_t before = p.b.events.size();
    p.a.submit(mine); // the app's 並べ直す: nothing changed, only the commitment is taken back
    CHECK(p.a.errors.empty());
    p.b.process();
    REQUIRE(p.b.events.size() == before + 1);
    const auto* told = std::get_if<OpponentReady>(&p.b.events.back());
    REQUIRE(told);
    CHECK_FALSE(told->ready);
    // Taking back what is not committed tells the opponent nothing at all.
    p.a.submit(mine);
    p.b.process();
    CHECK(p.b.events.size() == before + 1);
    // The opponent's 決定 alone does not start the game now.
    p.b.submit(Setup::random(Side::Second, p.rng));
    p.b.say(Ready{});
    p.a.process();
    CHECK_FALSE(p.a.view);
    p.a.say(Ready{});
    p.a.process();
    REQUIRE(p.a.view);
    CHECK(p.a.view->position() == SideView(mine).position());
    // Once the game has started there is nothing to take back.
    p.a.submit(mine);
    CHECK(p.a.lastError() == "setup_locked");
    p.b.process();
    CHECK_FALSE(std::any_of(p.b.events.begin() + std::ptrdiff_t(before + 1), p.b.events.end(),
                            [](const RoomEvent& e) {
                                const auto* r = std::get_if<OpponentReady>(&e);
                                return r && !r->ready;
                            }));
}

TEST_CASE("net: a whole game between two clients - each rebuilds exactly its own view",
          "[net][rooms]") {
    FakeNet net;
    Pair p(net, 11);
    p.arrange();
    // Out of turn, wrong ply, illegal move: refused, nothing changes.
    SimClient& waiting = p.a.myTurn() ? p.b : p.a;
    waiting.say(PlayMove{*parseMove("a6-a5"), 1});
    CHECK(waiting.lastError() == "not_your_turn");
    p.a.say(PlayMove{*parseMove("a3-a4"), 5});
    CHECK(p.a.lastError() == "stale_ply");
    p.a.say(PlayMove{*parseMove("a1-a5"), 1});
    CHECK(p.a.lastError() == "illegal_move");
    p.a.errors.clear();
    waiting.errors.clear();
    p.playRandom();
    const Match* match = net.service.room(p.a.room)->match();
    REQUIRE(match->isOver());
    CHECK(p.a.view->position() == match->view(Side::First).position());
    CHECK(p.b.view->position() == match->view(Side::Second).position());
    CHECK(p.a.view->endEvent() == match->view(Side::First).endEvent());
    CHECK(p.b.view->endEvent() == match->view(Side::Second).endEvent());
    // The reveal names every opponent piece, removed ones by type too (R-END-6).
    CHECK(checkFullReveal(p.a, match->referee().position()) +
              checkFullReveal(p.b, match->referee().position()) >
          0);
    p.a.say(PlayMove{*parseMove("a3-a4"), p.a.view->ply() + 1});
    CHECK(p.a.lastError() == "game_not_running");
}

TEST_CASE("net: rematch swaps the sides", "[net][rooms]") {
    FakeNet net;
    Pair p(net, 12);
    p.arrange();
    p.mover().say(Resign{});
    p.a.process();
    p.b.process();
    REQUIRE(p.a.view->isOver());
    p.a.say(Rematch{});
    p.b.process();
    CHECK(hasEvent(p.b,
                   [](const RoomEvent& e) { return std::holds_alternative<OpponentRematch>(e); }));
    p.b.say(Rematch{});
    p.a.process();
    CHECK(p.a.side == Side::Second);
    CHECK(p.b.side == Side::First);
    CHECK_FALSE(p.a.view);
    p.arrange();
    CHECK(p.b.myTurn());
    p.playRandom(40);
}

TEST_CASE("net: a dropped seat resumes with its token, no move lost or doubled", "[net][rooms]") {
    FakeNet net;
    Pair p(net, 13);
    p.arrange();
    p.playRandom(10);
    // b's cable is pulled; a plays on; b comes back and catches up.
    net.drop(p.b.conn);
    p.a.process();
    CHECK(hasEvent(p.a, [](const RoomEvent& e) {
        const auto* c = std::get_if<OpponentConnection>(&e);
        return c && !c->connected;
    }));
    if (p.a.myTurn()) p.a.play(p.a.randomMove(p.rng));
    p.b.reconnect();
    CHECK(p.b.view->ply() == p.a.view->ply());
    p.a.process();
    CHECK(std::get<OpponentConnection>(p.a.events.back()).connected);
    // The mover's move reached the server but the connection died before the event came
    // back: resending it after resume is refused as stale, and the game has it once.
    SimClient& m = p.mover();
    const Move move = m.randomMove(p.rng);
    const int ply = m.view->ply() + 1;
    net.service.received(m.conn, toJson(PlayMove{move, ply}, m.rules), net.now);
    net.pump(m.conn); // the replies to m are lost with its connection
    net.drop(m.conn);
    m.reconnect();
    CHECK(m.view->ply() == ply);
    m.say(PlayMove{move, ply});
    CHECK(m.lastError() == "stale_ply");
    m.errors.clear();
    CHECK(net.service.room(p.a.room)->match()->referee().ply() == ply);
    p.playRandom(200);
    // A wrong token takes no seat.
    SimClient thief(net);
    std::string guess = p.a.token;
    guess[0] = guess[0] == '0' ? '1' : '0';
    thief.say(Resume{p.a.room, guess, 0});
    CHECK(thief.lastError() == "bad_token");
}

TEST_CASE("net: resume replaces a stale connection of the same seat", "[net][rooms]") {
    FakeNet net;
    Pair p(net, 14);
    const ConnId old = p.a.conn;
    p.a.conn = net.open();
    p.a.read = 0;
    p.a.say(Hello{kProtocolVersion, "sim"});
    p.a.say(Resume{p.a.room, p.a.token, p.a.lastSeq});
    CHECK(net.closed.count(old)); // the half-open one is closed by the server
    p.arrange();
    CHECK(p.a.view);
}

TEST_CASE("net: leaving resigns a running game and closes the room for the other", "[net][rooms]") {
    FakeNet net;
    Pair p(net, 15);
    p.arrange();
    p.playRandom(6);
    const Side aSide = p.a.side;
    p.a.say(Leave{});
    p.b.process();
    REQUIRE(p.b.view->isOver());
    CHECK(p.b.view->endEvent()->resigned == aSide);
    CHECK(std::get<RoomClosing>(p.b.events.back()).reason == "left");
    p.b.say(Rematch{});
    CHECK(p.b.lastError() == "game_not_running");
    SimClient c(net);
    c.say(JoinRoom{p.a.room});
    CHECK(c.lastError() == "no_such_room");
    p.b.say(Leave{});
    CHECK(net.service.room(p.a.room) == nullptr);
}

TEST_CASE("net: the joiner leaving frees its seat - the room waits for another player at the same "
          "address",
          "[net][rooms]") {
    FakeNet net;
    Pair p(net, 16);
    // Leaving while both arrange: the leaver's 決定 goes with it, the creator's stands.
    p.b.submit(Setup::random(p.b.side, p.rng));
    p.b.say(Ready{});
    p.a.submit(Setup::random(p.a.side, p.rng));
    p.b.say(Leave{});
    p.a.process();
    CHECK(std::holds_alternative<OpponentLeft>(p.a.events.back()));
    CHECK_FALSE(
        hasEvent(p.a, [](const RoomEvent& e) { return std::holds_alternative<RoomClosing>(e); }));
    p.a.say(Ready{});
    CHECK(p.a.errors.empty());
    CHECK_FALSE(p.a.view); // no game begins with the leaver's setup
    SimClient probe(net);
    probe.say(RoomInfoRequest{p.a.room});
    CHECK(std::get<RoomInfo>(readFrame(net.inbox[probe.conn].back())).open);
    // The old token holds no seat any more.
    SimClient old(net);
    old.say(Resume{p.a.room, p.b.token, 0});
    CHECK(old.lastError() == "bad_token");

    // A second friend joins at the same address; the creator's setup is still committed.
    SimClient c(net);
    c.join(p.a.room);
    CHECK(c.side == Side::Second);
    CHECK(c.opponentReady);
    CHECK(c.token != p.b.token);
    c.submit(Setup::random(c.side, p.rng));
    c.say(Ready{});
    p.a.process();
    REQUIRE(p.a.view);
    REQUIRE(c.view);
    CHECK(std::count_if(p.a.events.begin(), p.a.events.end(), [](const RoomEvent& e) {
              return std::holds_alternative<OpponentJoined>(e);
          }) == 2);

    // Leaving a running game resigns it; the next friend begins the room's next game.
    const Side cSide = c.side;
    c.say(Leave{});
    p.a.process();
    REQUIRE(p.a.view->isOver());
    CHECK(p.a.view->endEvent()->resigned == cSide);
    CHECK(std::holds_alternative<OpponentLeft>(p.a.events.back()));
    p.a.say(Rematch{});
    CHECK(p.a.lastError() == "game_not_running"); // nobody to play it with
    SimClient d(net);
    d.join(p.a.room);
    p.a.process();
    CHECK_FALSE(p.a.view); // a new setup phase, as after a rematch: the sides swap
    CHECK(p.a.side == Side::Second);
    CHECK(d.side == Side::First);
    CHECK_FALSE(d.opponentReady);
    p.a.submit(Setup::random(p.a.side, p.rng));
    d.submit(Setup::random(d.side, p.rng));
    p.a.say(Ready{});
    d.say(Ready{});
    p.a.process();
    REQUIRE(p.a.view);
    REQUIRE(d.view);
    CHECK(d.myTurn());
    // The room is full again.
    SimClient e(net);
    e.say(JoinRoom{p.a.room});
    CHECK(e.lastError() == "room_full");
}

TEST_CASE("net: rate limit answers a flood and then closes the connection", "[net][rooms]") {
    FakeNet net;
    SimClient a(net);
    for (int i = 0; i < 39; ++i) a.say(Ping{}); // the burst (hello took one)
    CHECK(a.errors.empty());
    a.say(Ping{});
    CHECK(a.lastError() == "rate_limited");
    net.advance(1000); // 20 more frames are allowed after a second
    a.errors.clear();
    for (int i = 0; i < 20; ++i) a.say(Ping{});
    CHECK(a.errors.empty());
    for (int i = 0; i < 40 && !net.closed.count(a.conn); ++i) a.say(Ping{});
    CHECK(net.closed.count(a.conn));
}

TEST_CASE("net: handshake and idle timeouts", "[net][rooms][timers]") {
    FakeNet net;
    const ConnId silent = net.open();
    net.advance(9'999);
    CHECK_FALSE(net.closed.count(silent));
    net.advance(1);
    CHECK(net.closed.count(silent));

    SimClient a(net);
    net.advance(59'000);
    a.say(Ping{});
    net.advance(59'000);
    CHECK_FALSE(net.closed.count(a.conn));
    net.advance(1'000);
    CHECK(net.closed.count(a.conn));
}

TEST_CASE("net: the 2-minute away event", "[net][rooms][timers]") {
    FakeNet net;
    Pair p(net, 16);
    p.arrange();
    net.drop(p.b.conn);
    const auto away = [](const SimClient& c) {
        return hasEvent(c, [](const RoomEvent& e) {
            const auto* x = std::get_if<OpponentConnection>(&e);
            return x && x->away;
        });
    };
    for (int i = 0; i < 11; ++i) { // keep a alive with pings, 10 s apart
        net.advance(10'000);
        p.a.say(Ping{});
    }
    p.a.process();
    CHECK_FALSE(away(p.a));
    net.advance(10'000);
    p.a.process();
    REQUIRE(away(p.a));
    CHECK(std::get<OpponentConnection>(p.a.events.back()).sinceMs == 120'000);
}

TEST_CASE("net: rooms vanish 30 minutes after the last seat left, or after 24 hours",
          "[net][rooms][timers]") {
    ServiceLimits limits;
    limits.idleTimeoutMs = 48 * 3'600'000; // keep connections open to watch the rooms
    FakeNet net(limits);
    Pair empty(net, 17);
    const std::string code = empty.a.room;
    net.drop(empty.a.conn);
    net.drop(empty.b.conn);
    net.advance(29 * 60'000);
    CHECK(net.service.room(code));
    empty.b.reconnect(); // somebody back: the clock restarts when they go again
    net.advance(10 * 60'000);
    CHECK(net.service.room(code));
    net.drop(empty.b.conn);
    net.advance(30 * 60'000 - 1);
    CHECK(net.service.room(code));
    net.advance(1);
    CHECK_FALSE(net.service.room(code));
    SimClient late(net);
    late.say(Resume{code, empty.a.token, 0});
    CHECK(late.lastError() == "no_such_room");

    Pair busy(net, 18);
    busy.arrange();
    for (int hour = 0; hour < 23; ++hour) net.advance(3'600'000);
    CHECK(net.service.room(busy.a.room));
    net.advance(3'600'000);
    busy.a.process();
    CHECK_FALSE(net.service.room(busy.a.room));
    CHECK(std::get<RoomClosing>(busy.a.events.back()).reason == "expired");
    busy.b.process();
    CHECK(std::get<RoomClosing>(busy.b.events.back()).reason == "expired");
}

TEST_CASE("net: the server's room limit answers server_busy", "[net][rooms]") {
    ServiceLimits limits;
    limits.maxRooms = 3;
    FakeNet net(limits);
    std::vector<std::unique_ptr<SimClient>> clients;
    for (int i = 0; i < 3; ++i) {
        clients.push_back(std::make_unique<SimClient>(net));
        clients.back()->create();
    }
    SimClient extra(net);
    extra.say(CreateRoom{});
    CHECK(extra.lastError() == "server_busy");
}
