// The LAN protocol's client messages (docs/protocol.md): every message round-trips, and hostile
// frames are refused with the right error code and never crash the reader.
#include "net/protocol.h"

#include "core/rng.h"
#include "helpers.h"

#include <catch2/catch.hpp>

#include <string>

using namespace gunjin;
using namespace gunjin::net;

namespace {

std::string errorCode(std::string_view frame, const RuleSet& rules = RuleSet::classic()) {
    const auto parsed = parseClientMessage(frame, rules);
    const auto* e = std::get_if<ProtocolError>(&parsed);
    return e ? e->code : std::string("accepted");
}

std::vector<ClientMessage> samples() {
    SubmitSetup setup;
    for (int slot = 0; slot < kArmySize; ++slot)
        setup.pieces.push_back({Setup::slotSquare(Side::Second, slot), PieceType::Captain});
    return {Hello{kProtocolVersion, "gunjin 0.1.0"},
            CreateRoom{},
            CreateRoom{"classic:h1=engineer,h7=open"},
            CreateRoom{"not a code"}, // read as text: the server answers bad_rules
            JoinRoom{"abc23456xy"},
            RoomInfoRequest{"abc23456xy"},
            Resume{"abc23456xy", "0123456789abcdef0123456789abcdef", 42},
            WatchRoom{"0123456789abcdef0123456789abcdef", 0},
            WatchRoom{"fedcba9876543210fedcba9876543210", 17},
            setup,
            Ready{},
            PlayMove{*parseMove("b4-b5"), 7},
            PlayMove{*parseMove("hq1-c2"), 1},
            Resign{},
            Rematch{},
            Leave{},
            Ping{}};
}

} // namespace

TEST_CASE("Protocol: every client message reads back as written", "[net]") {
    for (const ClientMessage& m : samples()) {
        const std::string frame = toJson(m, RuleSet::classic());
        const auto parsed = parseClientMessage(frame, RuleSet::classic());
        REQUIRE(std::holds_alternative<ClientMessage>(parsed));
        CHECK(std::get<ClientMessage>(parsed) == m);
    }
}

TEST_CASE("Protocol: malformed frames get the right error code", "[net]") {
    CHECK(errorCode(std::string(kMaxFrameBytes + 1, ' ')) == "frame_too_large");
    CHECK(errorCode("") == "bad_message");
    CHECK(errorCode("{") == "bad_message");
    CHECK(errorCode("[1,2]") == "bad_message");
    CHECK(errorCode(R"({"type":7})") == "bad_message");
    CHECK(errorCode(R"({"kind":"hello"})") == "bad_message");
    CHECK(errorCode(R"({"type":"shout"})") == "bad_message");
    CHECK(errorCode(R"({"type":"hello","protocol":1,"client":"x"})") == "unsupported_protocol");
    CHECK(errorCode(R"({"type":"hello","protocol":2,"client":"x"})") == "unsupported_protocol");
    CHECK(errorCode(R"({"type":"hello","protocol":4,"client":"x"})") == "unsupported_protocol");
    CHECK(errorCode(R"({"type":"hello","protocol":"3","client":"x"})") == "bad_message");
    CHECK(errorCode(R"({"type":"hello","protocol":3,"client":")" + std::string(65, 'x') +
                    R"("})") == "bad_message");
    CHECK(errorCode(R"({"type":"join_room","room":"abc23456x"})") == "bad_message");  // 9
    CHECK(errorCode(R"({"type":"join_room","room":"abc23456xl"})") == "bad_message"); // 'l'
    CHECK(errorCode(R"({"type":"join_room","room":"ABC23456XY"})") == "bad_message");
    CHECK(errorCode(R"({"type":"resume","room":"abc23456xy","token":"0123","last_seq":1})") ==
          "bad_message");
    CHECK(errorCode(R"({"type":"resume","room":"abc23456xy","token":")" + std::string(32, 'A') +
                    R"(","last_seq":1})") == "bad_message");
    CHECK(errorCode(R"({"type":"resume","room":"abc23456xy","token":")" + std::string(32, 'a') +
                    R"(","last_seq":-1})") == "bad_message");
    CHECK(errorCode(R"({"type":"move","move":"b4-b5","ply":0})") == "bad_message");
    CHECK(errorCode(R"({"type":"move","move":"b4b5","ply":3})") == "bad_message");
    CHECK(errorCode(R"({"type":"move","move":"z9-b5","ply":3})") == "bad_message");
    CHECK(errorCode(R"({"type":"move","move":"b4-b5","ply":3.5})") == "bad_message");
    CHECK(errorCode(R"({"type":"setup","pieces":[]})") == "bad_message");
    CHECK(errorCode(R"({"type":"setup","pieces":"a1"})") == "bad_message");
    // Unknown fields are ignored.
    CHECK(errorCode(R"({"type":"ping","extra":{"a":[1,2,3]}})") == "accepted");
}

TEST_CASE("Protocol: setup pieces are checked for names, not for the rules", "[net]") {
    auto frameWith = [](const std::string& last) {
        std::string f = R"({"type":"setup","pieces":[)";
        for (int i = 0; i < 22; ++i) f += R"({"square":"a5","type":"mine"},)";
        return f + last + "]}";
    };
    // Rule checks (duplicates, R-SETUP-*) are the referee's: the reader passes them on.
    CHECK(errorCode(frameWith(R"({"square":"a5","type":"mine"})")) == "accepted");
    CHECK(errorCode(frameWith(R"({"square":"a9","type":"mine"})")) == "bad_message");
    CHECK(errorCode(frameWith(R"({"square":"a5","type":"marshal"})")) == "bad_message");
    CHECK(errorCode(frameWith(R"({"square":"a5","type":"unknown"})")) == "bad_message");
    CHECK(errorCode(frameWith(R"("a5")")) == "bad_message");
    CHECK(errorCode(frameWith(R"({"square":"a5"})")) == "bad_message");
}

TEST_CASE("Protocol: deep nesting and mutated frames never crash the reader", "[net]") {
    const std::string deep = std::string(8000, '[') + std::string(8000, ']');
    CHECK(errorCode(deep) == "bad_message");
    const std::string deepObject =
        R"({"type":"ping","x":)" + std::string(5000, '[') + std::string(5000, ']') + "}";
    CHECK(errorCode(deepObject) == "accepted");

    Rng rng(2026);
    int accepted = 0;
    const auto base = samples();
    for (int i = 0; i < 20000; ++i) {
        const std::string frame = test::mutate(
            toJson(base[rng.below(std::uint32_t(base.size()))], RuleSet::classic()), rng);
        const auto parsed = parseClientMessage(frame, RuleSet::classic());
        if (const auto* m = std::get_if<ClientMessage>(&parsed)) {
            ++accepted;
            // Whatever is accepted is a well-formed message: it round-trips.
            const auto again =
                parseClientMessage(toJson(*m, RuleSet::classic()), RuleSet::classic());
            REQUIRE(std::holds_alternative<ClientMessage>(again));
            CHECK(std::get<ClientMessage>(again) == *m);
        }
    }
    CHECK(accepted > 0);
}

TEST_CASE("Protocol: room URLs as shown, pasted and typed", "[net]") {
    const RoomAddress a{"192.168.1.20", 47800, "abc23456xy"};
    CHECK(roomUrl(a) == "gunjin://192.168.1.20:47800/abc23456xy");
    CHECK(parseRoomUrl(roomUrl(a)) == a);
    CHECK(parseRoomUrl("  gunjin://192.168.1.20:47800/ABC23456XY/ \n") == a);
    CHECK(parseRoomUrl("192.168.1.20/abc23456xy") == a); // scheme and port left out
    const RoomAddress v6{"fe80::1%eth0", 5000, "abc23456xy"};
    CHECK(roomUrl(v6) == "gunjin://[fe80::1%eth0]:5000/abc23456xy");
    CHECK(parseRoomUrl(roomUrl(v6)) == v6);
    CHECK(parseRoomUrl("GUNJIN://my-pc.local:47801/abc23456xy")->host == "my-pc.local");
    for (const char* bad :
         {"", "gunjin://", "gunjin://host", "gunjin://host:47800/", "gunjin://host:0/abc23456xy",
          "gunjin://host:70000/abc23456xy", "gunjin://host:47x/abc23456xy",
          "gunjin://ho st/abc23456xy", "gunjin://host/abc23456x1", "gunjin://host/abc",
          "http://host/abc23456xy", "gunjin://[::1/abc23456xy", "gunjin://:47800/abc23456xy"}) {
        INFO(bad);
        CHECK_FALSE(parseRoomUrl(bad));
    }
}

TEST_CASE("Protocol: gunjins:// links name a TLS server and watch links a room's watch token",
          "[net][link]") {
    const auto address = [](std::string_view link) {
        const auto parsed = parseRoomLink(link);
        const auto* a = std::get_if<RoomAddress>(&parsed);
        return a ? std::optional(*a) : std::nullopt;
    };
    const auto problem = [](std::string_view link) {
        const auto parsed = parseRoomLink(link);
        const auto* p = std::get_if<RoomLinkProblem>(&parsed);
        return p ? std::optional(*p) : std::nullopt;
    };
    RoomAddress secure{"gunjin.example.org", 443, "abc23456xy"};
    secure.secure = true;
    CHECK(roomUrl(secure) == "gunjins://gunjin.example.org:443/abc23456xy");
    CHECK(address(roomUrl(secure)) == secure);
    CHECK(parseRoomUrl(roomUrl(secure)) == secure);
    // A TLS server on the HTTPS port may leave the port out, in a link and typed alike.
    CHECK(address("GUNJINS://gunjin.example.org/ABC23456XY/") == secure);
    CHECK(parseRoomUrl("gunjins://gunjin.example.org/abc23456xy") == secure);
    CHECK(parseRoomUrl("gunjin.example.org/abc23456xy")->secure == false);
    CHECK(parseRoomUrl("gunjin.example.org/abc23456xy")->port == kDefaultPort);
    CHECK(address("gunjins://gunjin.example.org:8443/abc23456xy")->port == 8443);

    const std::string token = "0123456789abcdef0123456789abcdef";
    RoomAddress watch{"192.168.1.20", 47800, ""};
    watch.watch = token;
    CHECK(watch.watching());
    CHECK(roomUrl(watch) == "gunjin://192.168.1.20:47800/watch/" + token);
    CHECK(address(roomUrl(watch)) == watch);
    CHECK(parseRoomUrl(roomUrl(watch)) == watch);
    CHECK(address("gunjin://192.168.1.20:47800/WATCH/0123456789ABCDEF0123456789ABCDEF/") == watch);
    secure.room.clear();
    secure.watch = token;
    CHECK(address("gunjins://gunjin.example.org/watch/" + token) == secure);
    using enum RoomLinkProblem;
    for (const char* bad :
         {"", "0123", "0123456789abcdef0123456789abcdeg", "0123456789abcdef0123456789abcdef0",
          "0123456789abcdef0123456789abcdef/x"}) {
        INFO(bad);
        CHECK(problem("gunjin://h:1/watch/" + std::string(bad)) == BadWatch);
        CHECK_FALSE(parseRoomUrl("gunjin://h:1/watch/" + std::string(bad)));
    }
    CHECK(problem("gunjin://h:1/watch") == BadWatch);
    CHECK(problem("gunjins://h:/abc23456xy") == NoPort);
    CHECK(problem("gunjins://h:0/abc23456xy") == BadPort);
    CHECK(problem("gunjinss://h:1/abc23456xy") == NotGunjin);
}

TEST_CASE("Protocol: a gunjin:// link given to the app is complete, or its fault is named",
          "[net][link]") {
    using enum RoomLinkProblem;
    const auto problem = [](std::string_view link) {
        const auto parsed = parseRoomLink(link);
        const auto* p = std::get_if<RoomLinkProblem>(&parsed);
        return p ? std::optional(*p) : std::nullopt;
    };
    const auto address = [](std::string_view link) {
        const auto parsed = parseRoomLink(link);
        const auto* a = std::get_if<RoomAddress>(&parsed);
        return a ? std::optional(*a) : std::nullopt;
    };
    const RoomAddress a{"192.168.1.20", 47800, "abc23456xy"};
    CHECK(address(roomUrl(a)) == a);
    // What a browser or a chat may do to a link: capitals, a trailing '/', spaces around.
    CHECK(address(" GUNJIN://192.168.1.20:47800/ABC23456XY/\n") == a);
    const RoomAddress v6{"fe80::1%eth0", 5000, "abc23456xy"};
    CHECK(address(roomUrl(v6)) == v6);
    CHECK(address("gunjin://my-pc.local:1/abc23456xy") ==
          RoomAddress{"my-pc.local", 1, "abc23456xy"});
    CHECK(address("gunjin://h:65535/abc23456xy")->port == 65535);

    CHECK(problem("") == NotGunjin);
    CHECK(problem("http://192.168.1.20:47800/abc23456xy") == NotGunjin);
    CHECK(problem("gunjin:192.168.1.20:47800/abc23456xy") == NotGunjin);
    CHECK(problem("192.168.1.20:47800/abc23456xy") == NotGunjin); // a typed address, not a link
    CHECK(problem("gunjin://") == NoHost);
    CHECK(problem("gunjin://:47800/abc23456xy") == NoHost);
    CHECK(problem("gunjin://ho st:47800/abc23456xy") == BadHost);
    CHECK(problem("gunjin://[::1:47800/abc23456xy") == BadHost);
    CHECK(problem("gunjin://h<script>:47800/abc23456xy") == BadHost);
    CHECK(problem("gunjin://192.168.1.20/abc23456xy") == NoPort);
    CHECK(problem("gunjin://192.168.1.20:/abc23456xy") == NoPort);
    CHECK(problem("gunjin://192.168.1.20") == NoPort);
    CHECK(problem("gunjin://[::1]/abc23456xy") == NoPort);
    for (const char* port : {"0", "65536", "70000", "-1", "47x", "+47", "99999999999999999999"}) {
        INFO(port);
        CHECK(problem("gunjin://h:" + std::string(port) + "/abc23456xy") == BadPort);
    }
    CHECK(problem("gunjin://192.168.1.20:47800") == NoRoom);
    CHECK(problem("gunjin://192.168.1.20:47800/") == NoRoom);
    CHECK(problem("gunjin://192.168.1.20:47800//") == NoRoom);
    CHECK(problem("gunjin://192.168.1.20:47800//abc23456xy") == BadRoom);
    for (const char* room : {"abc", "abc23456x1", "abc23456xyz", "abc23456xy/extra",
                             "abc23456xy?x=1", "abc23456xy#top", "%61bc23456xy"}) {
        INFO(room);
        CHECK(problem("gunjin://h:47800/" + std::string(room)) == BadRoom);
    }
    CHECK(problem("gunjin://" + std::string(400, 'a') + ":1/abc23456xy") == TooLong);
    // Junk of every length never crashes the reader.
    Rng rng(17);
    for (int i = 0; i < 2000; ++i) {
        std::string junk = i % 2 ? "gunjin://" : "";
        const int n = int(rng.below(40));
        for (int k = 0; k < n; ++k) junk += char(rng.below(256));
        const auto parsed = parseRoomLink(junk);
        if (const auto* ok = std::get_if<RoomAddress>(&parsed)) CHECK(isRoomCode(ok->room));
    }
}

TEST_CASE("Protocol: setups and moves are read in the room's rules (F-MOVE-7, F-STRIKE-1, "
          "F-STRIKE-4 notation) - create_room's rules and room_info",
          "[net][rules]") {
    const RuleSet federation = RuleSet::federation();
    Rng rng(9);
    const SubmitSetup setup = setupMessage(Setup::random(federation, Side::Second, rng));
    REQUIRE(setup.pieces.size() == 25);
    for (const char* text : {"c2-d2+bomb", "c2*e8", "c2**e8", "i2-i3", "c3-g7"})
        REQUIRE(parseMove(text, federation));
    const std::vector<ClientMessage> messages = {setup,
                                                 PlayMove{*parseMove("c2-d2+bomb", federation), 3},
                                                 PlayMove{*parseMove("c2*e8", federation), 4},
                                                 PlayMove{*parseMove("c2**e8", federation), 5},
                                                 PlayMove{*parseMove("i2-i3", federation), 6},
                                                 PlayMove{*parseMove("c3-g7", federation), 7}};
    for (const ClientMessage& m : messages) {
        const std::string frame = toJson(m, federation);
        INFO(frame);
        const auto parsed = parseClientMessage(frame, federation);
        REQUIRE(std::holds_alternative<ClientMessage>(parsed));
        CHECK(std::get<ClientMessage>(parsed) == m);
        // The classic game has no such squares, moves or army.
        CHECK(errorCode(frame) == "bad_message");
    }
    CHECK(toJson(messages[2], federation).find(R"("move":"c2*e8")") != std::string::npos);
    // A classic setup in a federation room: the wrong number of pieces.
    const SubmitSetup classic = setupMessage(Setup::random(Side::First, rng));
    CHECK(errorCode(toJson(classic, RuleSet::classic()), federation) == "bad_message");

    // create_room: the code is text, checked by the server; absent means classic.
    const auto create = parseClientMessage(R"({"type":"create_room"})", federation);
    CHECK(std::get<CreateRoom>(std::get<ClientMessage>(create)).rules == "classic");
    CHECK(errorCode(R"({"type":"create_room","rules":7})") == "bad_message");
    CHECK(errorCode(R"({"type":"create_room","rules":")" + std::string(201, 'a') + R"("})") ==
          "bad_message");
    CHECK(errorCode(R"({"type":"create_room","rules":"chess"})") == "accepted");
    CHECK(errorCode(R"({"type":"room_info","room":"abc23456xy"})") == "accepted");
    CHECK(errorCode(R"({"type":"room_info","room":"abc"})") == "bad_message");
}
