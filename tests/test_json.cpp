#include "core/match.h"
#include "helpers.h"

#include <nlohmann/json.hpp>

using namespace gunjin;
using namespace gunjin::test;

namespace {

void requireError(const Result<Position>& r, const std::string& fragment) {
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains(fragment));
}

GameRecord randomRecord(Rng& rng, bool resign) {
    Match match(Setup::random(F, rng), Setup::random(S, rng));
    const int stopAt = 1 + static_cast<int>(rng.below(300));
    while (!match.isOver() && match.referee().ply() < stopAt) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        REQUIRE(match.play(moves[rng.below(moves.size())]));
    }
    if (resign && !match.isOver()) REQUIRE(match.resign(match.referee().ply() % 2 ? F : S));
    return match.record();
}

} // namespace

TEST_CASE("JSON: positions round-trip") {
    Rng rng(12);
    for (int i = 0; i < 300; ++i) {
        const GameRecord rec = randomRecord(rng, false);
        const auto referee = replay(rec, rng.below(rec.moves.size() + 1));
        REQUIRE(referee);
        const std::string text = positionToJson(referee->position());
        const auto back = positionFromJson(text);
        REQUIRE(back);
        CHECK(positionToJson(*back) == text);
        CHECK(movesText(*back) == movesText(referee->position()));
        CHECK(back->noCombatPlies() == referee->position().noCombatPlies());
    }
}

TEST_CASE("JSON: records round-trip and replay to any ply") {
    Rng rng(13);
    for (int i = 0; i < 200; ++i) {
        const GameRecord rec = randomRecord(rng, i % 3 == 0);
        const std::string text = recordToJson(rec);
        const auto back = recordFromJson(text);
        REQUIRE(back);
        CHECK(*back == rec);
        CHECK(recordToJson(*back) == text);
        const auto all = replayAll(*back);
        REQUIRE(all);
        CHECK(all->status() == rec.result.status);
        CHECK(all->reason() == rec.result.reason);
        const std::size_t k = rng.below(rec.moves.size() + 1);
        const auto partial = replay(*back, k);
        REQUIRE(partial);
        CHECK(partial->ply() == static_cast<int>(k));
    }
}

TEST_CASE("JSON: the bare game of cli.md is read too") {
    Rng rng(14);
    const GameRecord rec = randomRecord(rng, false);
    auto json = nlohmann::json::parse(recordToJson(rec));
    json.erase("format");
    json.erase("version");
    json.erase("result");
    const auto back = recordFromJson(json.dump());
    REQUIRE(back);
    CHECK(back->moves == rec.moves);
    CHECK(back->result.status == GameStatus::Ongoing);
}

TEST_CASE("JSON: malformed and hostile positions are refused with a clear error") {
    requireError(positionFromJson(""), "malformed JSON");
    requireError(positionFromJson("{\"to_move\": \"first\", \"pieces\": ["), "malformed JSON");
    requireError(positionFromJson("[]"), "must be a JSON object");
    requireError(positionFromJson("null"), "must be a JSON object");
    requireError(positionFromJson("{\"pieces\": []}"), "missing \"to_move\"");
    requireError(positionFromJson("{\"to_move\": \"third\", \"pieces\": []}"),
                 "unknown side \"third\"");
    requireError(positionFromJson("{\"to_move\": 1, \"pieces\": []}"), "to_move must be");
    requireError(positionFromJson("{\"to_move\": \"first\"}"), "missing \"pieces\"");
    requireError(positionFromJson("{\"to_move\": \"first\", \"pieces\": {}}"), "must be an array");
    requireError(positionFromJson("{\"to_move\": \"first\", \"pieces\": [3]}"),
                 "pieces[0] must be an object");
    requireError(
        positionFromJson(R"({"to_move":"first","pieces":[{"side":"first","type":"spy"}]})"),
        "missing \"square\"");
    requireError(positionFromJson(
                     R"({"to_move":"first","pieces":[{"square":5,"side":"first","type":"spy"}]})"),
                 "\"square\" must be a string");
    requireError(
        positionFromJson(
            R"({"to_move":"first","pieces":[{"square":"z9","side":"first","type":"spy"}]})"),
        "unknown square \"z9\"");
    requireError(
        positionFromJson(
            R"({"to_move":"first","pieces":[{"square":"a1","side":"first","type":"king"}]})"),
        "unknown piece type \"king\"");
    requireError(
        positionFromJson(
            R"({"to_move":"first","pieces":[{"square":"a1","side":"blue","type":"spy"}]})"),
        "unknown side \"blue\"");
    requireError(positionFromJson(
                     R"({"to_move":"first","pieces":[{"square":"c1","side":"first","type":"spy"},
                                      {"square":"hq1","side":"second","type":"mine"}]})"),
                 "two pieces on square hq1");
    requireError(
        positionFromJson(
            R"({"to_move":"first","pieces":[{"square":"a1","side":"first","type":"unknown"}]})"),
        "\"unknown\" is not accepted");
    // Unknown opponent pieces are fine where a view is expected - but never the mover's own.
    CHECK(positionFromJson(
        R"({"to_move":"first","pieces":[{"square":"a8","side":"second","type":"unknown"}]})",
        {.allowUnknownOpponent = true}));
    requireError(
        positionFromJson(
            R"({"to_move":"first","pieces":[{"square":"a1","side":"first","type":"unknown"}]})",
            {.allowUnknownOpponent = true}),
        "\"unknown\" is not accepted");
    for (const char* n : {"-1", "100", "3.5", "\"5\"", "1e300", "18446744073709551616",
                          "99999999999999999999999999999", "true", "null"}) {
        INFO(n);
        requireError(positionFromJson(std::string("{\"to_move\":\"first\",\"no_combat_plies\":") +
                                      n + ",\"pieces\":[]}"),
                     "no_combat_plies must be a whole number from 0 to 99");
    }
    CHECK(positionFromJson("{\"to_move\":\"first\",\"no_combat_plies\":99,\"pieces\":[]}")
              ->noCombatPlies() == 99);
    requireError(positionFromJson(std::string(100000, '[')), "nested too deeply");
    requireError(positionFromJson(std::string(kMaxJsonBytes + 1, ' ')), "larger than 4 MiB");
    requireError(positionFromJson(std::string("{\"to_move\":\"fir\0st\",\"pieces\":[]}", 31)), "");
    requireError(positionFromJson("{\"to_move\":\"first\",\"pieces\":[{\"square\":\"\xff\xfe\"}]}"),
                 "malformed JSON");
}

TEST_CASE("JSON: malformed records are refused with a clear error") {
    Rng rng(15);
    const GameRecord rec = randomRecord(rng, false);
    const auto good = nlohmann::json::parse(recordToJson(rec));
    auto changed = [&](auto&& edit) {
        auto j = good;
        edit(j);
        return recordFromJson(j.dump());
    };
    auto check = [](const Result<GameRecord>& r, const std::string& fragment) {
        REQUIRE_FALSE(r.ok());
        CHECK_THAT(r.error(), Catch::Contains(fragment));
    };
    check(changed([](auto& j) { j["version"] = 2; }), "version 2 is not supported");
    check(changed([](auto& j) { j["format"] = "chess"; }), "not a gunjin-record");
    check(changed([](auto& j) { j.erase("setup"); }), "needs \"setup\"");
    check(changed([](auto& j) { j["setup"].erase("second"); }), "missing \"second\"");
    check(changed([](auto& j) { j["setup"]["first"][0]["type"] = "flag"; }),
          "setup.first breaks R-SETUP-");
    check(changed(
              [](auto& j) { j["setup"]["first"][1]["square"] = j["setup"]["first"][0]["square"]; }),
          "two pieces on square");
    check(changed([](auto& j) { j["moves"] = "b4-b5"; }), "\"moves\" must be an array");
    check(changed([](auto& j) { j["moves"].push_back("b4b5"); }), "is not a move");
    check(changed([](auto& j) { j["moves"].push_back(7); }), "must be a string");
    check(changed([](auto& j) { j["result"]["status"] = "won"; }), "unknown status");
    check(changed([](auto& j) { j["resigned"] = "nobody"; }), "unknown side");
    // Parsed, but refused by the referee on replay.
    const auto illegal = changed([](auto& j) { j["moves"] = {"a1-a8"}; });
    REQUIRE(illegal);
    const auto replayed = replayAll(*illegal);
    REQUIRE_FALSE(replayed);
    CHECK_THAT(replayed.error(), Catch::Contains("move 1 (a1-a8)"));
    if (rec.moves.size() > 1) {
        auto wrongResult = rec;
        wrongResult.result = {GameStatus::Draw, EndReason::NoCombatLimit};
        wrongResult.moves.pop_back();
        CHECK_FALSE(replayAll(wrongResult));
    }
}

TEST_CASE("JSON: setups for check-setup") {
    const auto entries = setupEntriesFromJson(R"({"pieces":[{"square":"c1","type":"general"},
        {"square":"b2","type":"spy","side":"first"}]})",
                                              F);
    REQUIRE(entries);
    CHECK(entries->size() == 2);
    CHECK((*entries)[0].square == kHq1);
    CHECK_FALSE(
        setupEntriesFromJson(R"({"pieces":[{"square":"b2","type":"spy","side":"second"}]})", F));
    CHECK_FALSE(setupEntriesFromJson(
        R"({"pieces":[{"square":"c1","type":"spy"},{"square":"d1","type":"mine"}]})", F));
    CHECK_FALSE(setupEntriesFromJson(R"({"pieces":[{"square":"c1","type":"unknown"}]})", F));
    CHECK_FALSE(setupEntriesFromJson(R"([1,2])", F));
}

// ---- Event readers (what a network seat receives) -------------------------------------------

TEST_CASE("R-INFO-1: move and end events read back - a view rebuilt from them equals the "
          "referee's view",
          "[json]") {
    Rng rng(77);
    for (int game = 0; game < 60; ++game) {
        const Setup first = Setup::random(Side::First, rng);
        const Setup second = Setup::random(Side::Second, rng);
        Match match(first, second);
        while (!match.isOver() && match.referee().ply() < 400) {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            if (moves.empty()) break;
            REQUIRE(match.play(moves[int(rng.below(std::uint32_t(moves.size())))]));
        }
        if (!match.isOver()) REQUIRE(match.resign(Side::Second));
        for (Side side : {Side::First, Side::Second}) {
            SideView rebuilt(side == Side::First ? first : second);
            const auto& stream = match.stream(side);
            // Line 0 is the start event; the last one is the end.
            for (std::size_t i = 1; i + 1 < stream.size(); ++i) {
                auto a = announcementFromJson(stream[i], RuleSet::classic());
                REQUIRE(a);
                CHECK(announcementToJson(*a, RuleSet::classic()) == stream[i]);
                REQUIRE(rebuilt.apply(*a));
            }
            auto end = endEventFromJson(stream.back(), RuleSet::classic());
            REQUIRE(end);
            CHECK(endEventToJson(*end, RuleSet::classic()) == stream.back());
            REQUIRE(rebuilt.applyEnd(*end));
            CHECK(rebuilt.position() == match.view(side).position());
            CHECK(rebuilt.announcements() == match.view(side).announcements());
            CHECK(rebuilt.endEvent() == match.view(side).endEvent());
        }
    }
}

TEST_CASE("Event readers refuse malformed events", "[json]") {
    const char* badMoves[] = {
        "",
        "[]",
        R"({"event":"end"})",
        R"({"event":"move","ply":0,"mover":"first","move":"b4-b5","combat":null,"status":"ongoing","reason":null})",
        R"({"event":"move","ply":1,"mover":"third","move":"b4-b5","combat":null,"status":"ongoing","reason":null})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4b5","combat":null,"status":"ongoing","reason":null})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","status":"ongoing","reason":null})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":{"square":"c5","outcome":"attacker_won"},"status":"ongoing","reason":null})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":{"square":"b5","outcome":"won"},"status":"ongoing","reason":null})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":null,"status":"first_won","reason":null})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":null,"status":"ongoing","reason":"occupation"})",
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":null,"status":"ongoing","reason":7})"};
    for (const char* text : badMoves) CHECK_FALSE(announcementFromJson(text, RuleSet::classic()));
    CHECK(announcementFromJson(
        R"({"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":{"square":"b5","outcome":"both_removed"},"status":"ongoing","reason":null})",
        RuleSet::classic()));

    const char* badEnds[] = {
        R"({"event":"end","status":"ongoing","reason":"","reveal":[]})",
        R"({"event":"end","status":"first_won","reason":null,"reveal":[]})",
        R"({"event":"end","status":"first_won","reason":"occupation"})",
        R"({"event":"end","status":"first_won","reason":"resignation","reveal":[]})",
        R"({"event":"end","status":"first_won","reason":"occupation","resigned":"second","reveal":[]})",
        R"({"event":"end","status":"first_won","reason":"occupation","reveal":[{"id":"z9","type":"mine"}]})",
        R"({"event":"end","status":"first_won","reason":"occupation","reveal":[{"id":"a8","type":"unknown"}]})",
        R"({"event":"end","status":"first_won","reason":"occupation","reveal":["a8"]})"};
    for (const char* text : badEnds) CHECK_FALSE(endEventFromJson(text, RuleSet::classic()));
    CHECK(endEventFromJson(
        R"({"event":"end","status":"second_won","reason":"resignation","resigned":"first","reveal":[{"id":"a1","type":"mine"}]})",
        RuleSet::classic()));
}
