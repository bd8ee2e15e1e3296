// Rooms that carry a rule set (docs/protocol.md, version 2): the creator names the rules, the
// server checks the code, tells it before anyone joins (room_info) and with every seat, and
// referees setups and moves of those rules. And the places where the server and the document
// used to disagree: the first frame, binary frames, the frame limit, the end reasons.
#include "net_harness.h"

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

ServerMessage lastFrame(FakeNet& net, ConnId conn) {
    REQUIRE(!net.inbox[conn].empty());
    return readFrame(net.inbox[conn].back());
}

ErrorReply lastError(FakeNet& net, ConnId conn) {
    const ServerMessage m = lastFrame(net, conn);
    REQUIRE(std::holds_alternative<ErrorReply>(m));
    return std::get<ErrorReply>(m);
}

// A connection that has said hello.
ConnId greeted(FakeNet& net) {
    const ConnId c = net.open();
    net.send(c, Hello{kProtocolVersion, "test"});
    REQUIRE(std::holds_alternative<Welcome>(lastFrame(net, c)));
    return c;
}

// A legal move of the side to move: with `strikeChance` per mille a strike or launch when
// there is one, a tow half the time there is one, else any legal move.
Move pickMove(const SimClient& c, Rng& rng, std::uint32_t strikeChance) {
    MoveList moves;
    generateMoves(c.view->position(), moves);
    REQUIRE(!moves.empty());
    std::vector<Move> strikes, tows;
    for (const Move m : moves) {
        if (m.isStrike()) strikes.push_back(m);
        if (m.kind() == MoveKind::Tow) tows.push_back(m);
    }
    if (!strikes.empty() && rng.below(1000) < strikeChance)
        return strikes[rng.below(std::uint32_t(strikes.size()))];
    if (!tows.empty() && rng.below(2) == 0) return tows[rng.below(std::uint32_t(tows.size()))];
    return moves[int(rng.below(std::uint32_t(moves.size())))];
}

std::string protocolDoc() {
    std::ifstream in(GUNJIN_PROTOCOL_DOC);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("net: a room carries its rule code - room_info tells it before joining, and both seats "
          "get it",
          "[net][rules]") {
    FakeNet net;
    SimClient a(net);
    a.create("classic:h7=open,h1=engineer");
    CHECK(a.rules.code() == "classic:h1=engineer,h7=open"); // canonical
    CHECK(net.service.room(a.room)->rules() == a.rules);

    // Someone about to join asks first: no seat is taken by asking.
    const ConnId look = greeted(net);
    net.send(look, RoomInfoRequest{a.room});
    CHECK(std::get<RoomInfo>(lastFrame(net, look)) ==
          RoomInfo{a.room, "classic:h1=engineer,h7=open", true});
    CHECK_FALSE(net.service.room(a.room)->seatTaken(1));
    net.send(look, RoomInfoRequest{"2345678923"});
    CHECK(lastError(net, look).code == "no_such_room");

    SimClient b(net);
    b.join(a.room);
    CHECK(b.rules == a.rules);
    net.send(look, RoomInfoRequest{a.room});
    CHECK_FALSE(std::get<RoomInfo>(lastFrame(net, look)).open); // both seats taken

    // A room made without a code plays the classic game.
    SimClient c(net);
    c.say(CreateRoom{});
    CHECK(c.rules == RuleSet::classic());
    net.send(look, R"({"type":"create_room"})");
    CHECK(std::get<SeatGranted>(lastFrame(net, look)).rules == "classic");

    // A resumed seat is told the rules again.
    a.rules = RuleSet::federation();
    a.reconnect();
    CHECK(a.rules.code() == "classic:h1=engineer,h7=open");
}

TEST_CASE("net: a bad rule code on create_room is refused with bad_rules, and no room is made",
          "[net][rules]") {
    FakeNet net;
    const ConnId c = greeted(net);
    for (const char* code : {"chess", "", "classic:h3=flg", "federation:judge=nobody",
                             "classic:h9=on", "federation.7"}) {
        INFO(code);
        net.send(c, CreateRoom{code});
        const ErrorReply e = lastError(net, c);
        CHECK(e.code == "bad_rules");
        CHECK(e.message.find("rule code") != std::string::npos);
        CHECK(net.service.roomCount() == 0);
    }
    // The message says what is wrong with the code (RuleSet::fromCode's words).
    net.send(c, CreateRoom{"classic:h3=flg"});
    CHECK(lastError(net, c).message.find("h3") != std::string::npos);
    // A code that is not a string is a malformed message.
    net.send(c, R"({"type":"create_room","rules":7})");
    CHECK(lastError(net, c).code == "bad_message");
    CHECK_FALSE(net.closed.count(c)); // the connection stays: the app may try again
    net.send(c, CreateRoom{"federation"});
    CHECK(std::get<SeatGranted>(lastFrame(net, c)).rules == "federation");
    CHECK(net.service.roomCount() == 1);
}

TEST_CASE("net: an app of protocol version 1 or 2 (before spectators) is refused with "
          "unsupported_protocol that says to update the app, and the connection closes",
          "[net][rules]") {
    FakeNet net;
    for (const char* hello : {R"({"type":"hello","protocol":1,"client":"gunjin-desktop"})",
                              R"({"type":"hello","protocol":1})", // version before anything else
                              R"({"type":"hello","protocol":2,"client":"gunjin 1.4"})",
                              R"({"type":"hello","protocol":2})",
                              R"({"type":"hello","protocol":4,"client":"gunjin 9"})"}) {
        INFO(hello);
        const ConnId c = net.open();
        net.send(c, hello);
        const ErrorReply e = lastError(net, c);
        CHECK(e.code == "unsupported_protocol");
        CHECK(e.message.find("update the app") != std::string::npos);
        CHECK(e.message.find("protocol 3") != std::string::npos);
        CHECK(net.closed.count(c));
        CHECK(net.closeCodes[c] == kClosePolicy);
    }
    CHECK(net.service.roomCount() == 0);
}

TEST_CASE("net: protocol.md - a second hello after welcome, of this or another version, is "
          "bad_message and the connection stays open",
          "[net][rules][doc]") {
    FakeNet net;
    const ConnId c = net.open();
    net.send(c, Hello{kProtocolVersion, "test"});
    REQUIRE(std::holds_alternative<Welcome>(lastFrame(net, c)));
    for (const char* hello : {R"({"type":"hello","protocol":2,"client":"again"})",
                              R"({"type":"hello","protocol":1,"client":"gunjin-desktop"})",
                              R"({"type":"hello","protocol":3})", R"({"type":"hello"})"}) {
        INFO(hello);
        net.send(c, hello);
        CHECK(lastError(net, c).code == "bad_message");
        CHECK_FALSE(net.closed.count(c));
    }
    // Still welcomed: the connection goes on.
    net.send(c, CreateRoom{"classic"});
    CHECK(std::holds_alternative<SeatGranted>(lastFrame(net, c)));
}

TEST_CASE("net: protocol.md - whatever first frame is not a hello is answered not_hello and "
          "closes (not JSON, binary, another message, a broken hello)",
          "[net][rules][doc]") {
    FakeNet net;
    for (const std::string frame :
         {"garbage", "", "{", "[]", "null", R"({"type":7})", R"({"type":"ping"})",
          R"({"type":"create_room","rules":"federation"})", R"({"type":"hello"})",
          R"({"type":"hello","protocol":3})", R"({"type":"hello","protocol":"3","client":"x"})"}) {
        INFO(frame);
        const ConnId c = net.open();
        net.send(c, frame);
        CHECK(lastError(net, c).code == "not_hello");
        CHECK(net.closed.count(c));
        CHECK(net.closeCodes[c] == kClosePolicy);
    }
    // A binary frame, even one holding a hello.
    const ConnId b = net.open();
    net.sendBinary(b, R"({"type":"hello","protocol":2,"client":"x"})");
    CHECK(lastError(net, b).code == "not_hello");
    CHECK(net.closed.count(b));
    // Too large comes first: frame_too_large, close code 1009.
    const ConnId big = net.open();
    net.send(big, std::string(kMaxFrameBytes + 1, ' '));
    CHECK(lastError(net, big).code == "frame_too_large");
    CHECK(net.closeCodes[big] == kCloseTooBig);
    CHECK(net.service.connectionCount() == 0);
}

TEST_CASE("net: protocol.md - after hello a binary frame is bad_message and the connection stays - "
          "a frame over 16 KiB is frame_too_large and closes with 1009",
          "[net][rules][doc]") {
    FakeNet net;
    const ConnId c = greeted(net);
    net.sendBinary(c, R"({"type":"ping"})");
    CHECK(lastError(net, c).code == "bad_message");
    CHECK_FALSE(net.closed.count(c));
    // Exactly 16 KiB is a frame like any other.
    std::string ping = R"({"type":"ping"})";
    ping += std::string(kMaxFrameBytes - ping.size(), ' ');
    REQUIRE(ping.size() == 16 * 1024);
    net.send(c, ping);
    CHECK(std::holds_alternative<Pong>(lastFrame(net, c)));
    net.send(c, ping + " ");
    const ErrorReply e = lastError(net, c);
    CHECK(e.code == "frame_too_large");
    CHECK(e.message.find("16 KiB") != std::string::npos);
    CHECK(net.closed.count(c));
    CHECK(net.closeCodes[c] == kCloseTooBig);
}

TEST_CASE("net: setups are checked against the room's rules (F-SETUP-2, H-4), in its notation",
          "[net][rules]") {
    FakeNet net;
    Rng rng(3);
    SECTION("federation") {
        Pair p(net, 5, "federation");
        // A classic army is not a federation setup: 23 pieces, unknown types for this game.
        p.a.say(setupMessage(Setup::random(Side::First, rng)));
        CHECK(p.a.lastError() == "bad_message");
        // F-SETUP-2: the marshal stands on the HQ; moved off it, the setup is illegal.
        const Setup legal = Setup::random(p.a.rules, p.a.side, rng);
        SubmitSetup moved = setupMessage(legal);
        const Square hq = p.a.rules.board().hqOf(p.a.side);
        for (auto& piece : moved.pieces)
            if (piece.square != hq) {
                std::swap(
                    piece.type,
                    std::find_if(moved.pieces.begin(), moved.pieces.end(), [&](const auto& x) {
                        return x.square == hq;
                    })->type);
                break;
            }
        p.a.say(moved);
        CHECK(p.a.lastError() == "illegal_setup");
        CHECK(p.a.errors.back().message.find("F-SETUP") != std::string::npos);
        p.a.submit(legal);
        CHECK(p.a.errors.size() == 2);
    }
    SECTION("classic:h4=forbidden") {
        Pair p(net, 6, "classic:h4=forbidden");
        // H-4: no mine in the HQ. A default setup with a mine there is refused by this room.
        SubmitSetup mineInHq;
        for (;;) {
            const Setup s = Setup::random(Side::First, rng);
            if (s.typeAt(RuleSet::classic().board().hqOf(Side::First)) == PieceType::Mine) {
                mineInHq = setupMessage(s);
                break;
            }
        }
        p.a.say(mineInHq);
        CHECK(p.a.lastError() == "illegal_setup");
        CHECK(p.a.errors.back().message.find("H-4") != std::string::npos);
    }
}

TEST_CASE("net: a federation room referees strikes, launches and tows on the wire (F-STRIKE-1, "
          "F-STRIKE-4, F-MOVE-7) - both seats follow the game in the room's rules",
          "[net][rules]") {
    int strikes = 0, launches = 0, tows = 0, games = 0, removedRevealed = 0;
    std::set<std::string> reasons;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        for (const char* code : {"federation", "federation:judge=referee"}) {
            INFO("seed " << seed << " " << code);
            ServiceLimits limits;
            limits.idleTimeoutMs = 3'600'000;
            FakeNet net(limits, seed);
            Pair p(net, seed, code);
            CHECK(p.b.rules.code() == code);
            p.arrange();
            // Both start events name the room's rules (checked by SimClient against the seat).
            CHECK(p.a.view->rules().code() == code);
            CHECK(p.b.view->rules().code() == code);
            Rng rng(seed * 77);
            while (!p.a.view->isOver() && p.a.view->ply() < 150) {
                net.advance(60);
                SimClient& m = p.mover();
                const Move move = pickMove(m, rng, 150);
                strikes += move.kind() == MoveKind::Strike;
                launches += move.kind() == MoveKind::Launch;
                tows += move.kind() == MoveKind::Tow;
                m.play(move);
                INFO(m.lastError());
                REQUIRE(m.errors.empty());
                p.a.process();
                p.b.process();
            }
            if (!p.a.view->isOver()) p.mover().say(Resign{});
            p.a.process();
            p.b.process();
            REQUIRE(p.a.view->isOver());
            REQUIRE(p.b.view->isOver());
            // What each seat rebuilt from its stream is the referee's view of that side.
            const Match& match = *net.service.room(p.a.room)->match();
            for (SimClient* c : {&p.a, &p.b}) {
                CHECK(c->view->position() == match.view(c->side).position());
                CHECK(c->view->announcements() == match.view(c->side).announcements());
            }
            reasons.insert(std::string(endReasonId(p.a.view->endEvent()->reason)));
            // The end reveals every opponent piece, removed ones too (R-END-6, F-INFO-2).
            for (SimClient* c : {&p.a, &p.b})
                removedRevealed += checkFullReveal(*c, match.referee().position());
            // Judged by the referee (F-INFO-2): no move event names a type; the opponent's
            // types come only with the end's reveal.
            if (!p.a.rules.openJudgement)
                for (SimClient* c : {&p.a, &p.b})
                    for (const auto& frame : net.inbox[c->conn]) {
                        const auto m = readFrame(frame);
                        const auto* e = std::get_if<EventMessage>(&m);
                        const auto* g = e ? std::get_if<GameEvent>(&e->event) : nullptr;
                        if (g && g->kind == "move")
                            CHECK(g->json.find("\"type\"") == std::string::npos);
                    }
            ++games;
        }
    }
    CHECK(games == 60);
    CHECK(removedRevealed > 60);
    CHECK(strikes > 20);
    CHECK(launches > 5);
    CHECK(tows > 0);
    CHECK(reasons.count("resignation"));
}

TEST_CASE("net: protocol.md documents its version, every end reason (R-END-1..5, F-END-1, H-3) and "
          "every error code the server sends",
          "[net][rules][doc]") {
    const std::string doc = protocolDoc();
    CHECK(doc.find("# Gunjin room protocol, version " + std::to_string(kProtocolVersion)) == 0);
    CHECK(doc.find("`protocol` must be " + std::to_string(kProtocolVersion)) != std::string::npos);
    CHECK(kMaxFrameBytes == 16 * 1024);
    CHECK(doc.find("**16 KiB**") != std::string::npos);
    for (int r = 1; r <= int(EndReason::AllMovableTaken); ++r) {
        const std::string id(endReasonId(EndReason(r)));
        INFO(id);
        CHECK(doc.find("`" + id + "`") != std::string::npos);
    }
    for (const char* code :
         {"bad_message", "frame_too_large", "rate_limited", "unsupported_protocol", "not_hello",
          "no_such_room", "room_full", "bad_token", "not_in_room", "already_in_room",
          "illegal_setup", "setup_locked", "not_your_turn", "illegal_move", "stale_ply",
          "game_not_running", "server_busy", "bad_rules", "too_many_watchers"}) {
        INFO(code);
        CHECK(doc.find(std::string("`") + code + "`") != std::string::npos);
    }
    for (const char* field : {"`room_info`", "`rules`", "1009", "1008", "1013", "`watch_room`",
                              "`watching`", "`watchers`", "`watch`"}) {
        INFO(field);
        CHECK(doc.find(field) != std::string::npos);
    }
}
