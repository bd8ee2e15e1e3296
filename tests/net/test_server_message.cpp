// Server -> client messages (docs/protocol.md) and the start-event reader: every message reads
// back as written, hostile frames are refused with an error, never a crash; and the room
// server survives any frame a client can send.
#include "net_harness.h"

#include "../helpers.h"

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

std::vector<ServerMessage> samples() {
    Rng rng(5);
    const Setup own = Setup::random(Side::Second, rng);
    return {
        Welcome{kProtocolVersion, "gunjin-server 0.1.0"},
        SeatGranted{"abc23456xy", Side::First, "0123456789abcdef0123456789abcdef", false, "classic",
                    "fedcba9876543210fedcba9876543210", 0},
        SeatGranted{"abc23456xy", Side::Second, std::nullopt, true, "federation:judge=referee",
                    "fedcba9876543210fedcba9876543210", 3},
        Watching{"federation", 1},
        Watching{"classic:h7=open", 12},
        Watchers{0},
        Watchers{2},
        RoomInfo{"abc23456xy", "classic:h1=engineer,h7=open", true},
        RoomInfo{"abc23456xy", "federation", false},
        ErrorReply{"illegal_move", "the piece on a5 cannot move"},
        Pong{},
        EventMessage{1, OpponentJoined{}},
        EventMessage{2, OpponentReady{true}},
        EventMessage{3, OpponentConnection{false, 120000, true}},
        EventMessage{4, OpponentRematch{}},
        EventMessage{5, NewGame{Side::Second, 2}},
        EventMessage{6, RoomClosing{"expired"}},
        EventMessage{9, OpponentLeft{}},
        EventMessage{7, GameEvent{"start", startEventToJson(SideView(own))}},
        EventMessage{
            8,
            GameEvent{
                "move",
                R"({"event":"move","ply":3,"mover":"first","move":"b4-b5","combat":{"square":"b5","outcome":"defender_won"},"status":"ongoing","reason":null})"}}};
}

std::string errorOf(std::string_view frame) {
    const auto parsed = parseServerMessage(frame);
    const auto* e = std::get_if<ProtocolError>(&parsed);
    return e ? e->code : std::string("accepted");
}

} // namespace

TEST_CASE("Protocol: every server message reads back as written", "[net]") {
    for (const ServerMessage& m : samples()) {
        const std::string frame = toJson(m);
        INFO(frame);
        const auto parsed = parseServerMessage(frame);
        REQUIRE(std::holds_alternative<ServerMessage>(parsed));
        CHECK(std::get<ServerMessage>(parsed) == m);
        CHECK(toJson(std::get<ServerMessage>(parsed)) == frame); // the very same bytes
    }
}

TEST_CASE("Protocol: malformed server frames are refused", "[net]") {
    for (
        const char* frame :
        {"", "[]", R"({"type":"seat","room":"abc23456xy","side":"third","ready":false})",
         R"({"type":"seat","room":"ABC","side":"first","ready":false})",
         R"({"type":"seat","room":"abc23456xy","side":"first","ready":false,"token":"xyz"})",
         // Version 3: a seat names the room's watch token and how many watch.
         R"({"type":"seat","room":"abc23456xy","side":"first","ready":false,"rules":"classic"})",
         R"({"type":"seat","room":"abc23456xy","side":"first","ready":false,"rules":"classic","watch":"xyz","watchers":0})",
         R"({"type":"seat","room":"abc23456xy","side":"first","ready":false,"rules":"classic","watch":"0123456789abcdef0123456789abcdef","watchers":-1})",
         R"({"type":"watching","watchers":1})", R"({"type":"watching","rules":"classic"})",
         R"({"type":"watchers"})", R"({"type":"watchers","count":"2"})",
         R"({"type":"event","seq":0,"event":{"event":"opponent_joined"}})",
         R"({"type":"event","seq":-3,"event":{"event":"opponent_joined"}})",
         R"({"type":"event","seq":1,"event":{"event":"opponent_ready"}})",
         R"({"type":"event","seq":1,"event":{"event":"room_closing","reason":"bored"}})",
         R"({"type":"event","seq":1,"event":{"event":"new_game","side":"first","game":0}})",
         R"({"type":"event","seq":1,"event":{"event":"teleport"}})",
         R"({"type":"event","seq":1,"event":"start"})", R"({"type":"error","code":7})",
         R"({"type":"welcome"})", R"({"type":"surprise"})"}) {
        INFO(frame);
        CHECK(errorOf(frame) == "bad_message");
    }
}

TEST_CASE("Protocol: the start event reads back into the side's view", "[net]") {
    Rng rng(8);
    for (Side side : {Side::First, Side::Second}) {
        const Setup setup = Setup::random(side, rng);
        const SideView view(setup);
        auto read = startEventFromJson(startEventToJson(view));
        REQUIRE(read.ok());
        CHECK(read->side() == side);
        CHECK(read->position() == view.position());
    }
    // The own setup must be legal and the opponent on its 23 territory squares exactly.
    const std::string good = startEventToJson(SideView(Setup::random(Side::First, rng)));
    auto replaceFirst = [&](std::string from, std::string to) {
        std::string s = good;
        const auto at = s.find(from);
        REQUIRE(at != std::string::npos);
        return s.replace(at, from.size(), to);
    };
    CHECK_FALSE(startEventFromJson(replaceFirst(R"("opponent":[)", R"("opponent":["a1",)")).ok());
    CHECK_FALSE(startEventFromJson(replaceFirst(R"("opponent":["a5",)", R"("opponent":[)")).ok());
    CHECK_FALSE(startEventFromJson(replaceFirst(R"("type":"flag")", R"("type":"mine")")).ok());
    CHECK_FALSE(startEventFromJson(replaceFirst(R"("side":"first")", R"("side":"second")")).ok());
    CHECK_FALSE(startEventFromJson(replaceFirst(R"("event":"start")", R"("event":"move")")).ok());
}

TEST_CASE("Protocol: mutated server frames never crash the reader", "[net]") {
    Rng rng(99);
    const auto base = samples();
    int accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string frame =
            test::mutate(toJson(base[rng.below(std::uint32_t(base.size()))]), rng);
        const auto parsed = parseServerMessage(frame);
        if (const auto* m = std::get_if<ServerMessage>(&parsed)) {
            ++accepted;
            const auto again = parseServerMessage(toJson(*m));
            REQUIRE(std::holds_alternative<ServerMessage>(again));
            CHECK(std::get<ServerMessage>(again) == *m);
        }
    }
    CHECK(accepted > 0);
}

TEST_CASE("net: the room server survives any frame a client sends", "[net][rooms]") {
    // Two seated players and a stranger (who may watch, with the room's watch token) send mutated
    // versions of real messages at every phase; every reply is a readable frame and the game state
    // stays consistent.
    ServiceLimits limits;
    limits.framesPerSecond = 1e9; // this test is about content, not rate
    limits.frameBurst = 1e9;
    FakeNet net(limits);
    SimClient a(net), b(net), stranger(net);
    a.create();
    b.join(a.room);
    for (SimClient* c : {&a, &b, &stranger}) c->followEvents = false;
    const std::string watchToken = a.watch;
    Rng rng(4242);
    const Setup sa = Setup::random(Side::First, rng), sb = Setup::random(Side::Second, rng);
    a.submit(sa);
    b.submit(sb);
    const SubmitSetup setupSa = setupMessage(sa);
    const std::vector<ClientMessage> base = {Hello{kProtocolVersion, "x"},
                                             CreateRoom{},
                                             CreateRoom{"federation"},
                                             RoomInfoRequest{a.room},
                                             JoinRoom{a.room},
                                             Resume{a.room, a.token, 3},
                                             WatchRoom{watchToken, 0},
                                             WatchRoom{watchToken, 5},
                                             Leave{},
                                             setupSa,
                                             Ready{},
                                             PlayMove{*parseMove("b4-b5"), 1},
                                             Resign{},
                                             Rematch{},
                                             Ping{}};
    for (int i = 0; i < 20000; ++i) {
        // Some frames intact (they move the game on), most damaged.
        std::string frame = toJson(base[rng.below(std::uint32_t(base.size()))], RuleSet::classic());
        if (rng.below(4) != 0) frame = test::mutate(frame, rng);
        SimClient& who = i % 3 == 0 ? a : i % 3 == 1 ? b : stranger;
        if (net.closed.count(who.conn)) continue;
        net.send(who.conn, frame);
        who.process(); // every frame parses; events arrive in order
    }
    for (const auto& [conn, frames] : net.inbox)
        for (const auto& f : frames) readFrame(f);
    CHECK(net.service.roomCount() >= 1);
}
