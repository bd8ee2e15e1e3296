// The rule code (rules.md § House rules, cli.md § Rule sets): parsing, the canonical form, the
// errors, the rule set as JSON, the board tables of both games, and "rules" in JSON input and
// records.
#include "core/match.h"
#include "helpers.h"

#include <functional>
#include <nlohmann/json.hpp>

using namespace gunjin;
using namespace gunjin::test;

namespace {

// The options of a rule code as the rule books list them (default first), written here from
// rules.md and rules-federation.md rather than read from the implementation.
struct Option {
    std::string key;
    std::vector<std::string> values;
    std::function<void(RuleSet&, int)> set;
};

const std::vector<Option>& classicOptions() {
    static const std::vector<Option> options = {
        {"h1", {"tank", "engineer"}, [](RuleSet& r, int v) { r.engineerBeatsTank = v == 1; }},
        {"h2", {"removed", "stays"}, [](RuleSet& r, int v) { r.mineStays = v == 1; }},
        {"h3",
         {"occupation", "flag", "general", "all"},
         [](RuleSet& r, int v) {
             constexpr WinCondition w[] = {WinCondition::Occupation, WinCondition::Flag,
                                           WinCondition::General, WinCondition::AllMovable};
             r.win = w[v];
         }},
        {"h4", {"allowed", "forbidden"}, [](RuleSet& r, int v) { r.mineInHqForbidden = v == 1; }},
        {"h5",
         {"forbidden", "allowed"},
         [](RuleSet& r, int v) { r.flagOnBackRowAllowed = v == 1; }},
        {"h6", {"jumps", "stops"}, [](RuleSet& r, int v) { r.planeStops = v == 1; }},
        {"h7", {"referee", "open"}, [](RuleSet& r, int v) { r.openJudgement = v == 1; }},
    };
    return options;
}

const std::vector<Option>& federationOptions() {
    static const std::vector<Option> options = {
        {"judge", {"open", "referee"}, [](RuleSet& r, int v) { r.openJudgement = v == 0; }},
    };
    return options;
}

struct GameOptions {
    std::string name;
    RuleSet defaults;
    const std::vector<Option>* options;
};

const std::vector<GameOptions>& games() {
    static const std::vector<GameOptions> g = {
        {"classic", RuleSet::classic(), &classicOptions()},
        {"federation", RuleSet::federation(), &federationOptions()},
    };
    return g;
}

RuleSet parse(const std::string& code) {
    const auto r = RuleSet::fromCode(code);
    INFO(code);
    if (!r) INFO(r.error());
    REQUIRE(r.ok());
    return *r;
}

std::string errorOf(const std::string& code) {
    const auto r = RuleSet::fromCode(code);
    INFO(code);
    REQUIRE_FALSE(r.ok());
    CHECK_FALSE(r.error().empty());
    return r.error();
}

// A game played with random legal moves through a Match, stopped before `plies` or the end.
Match playRandomMatch(const RuleSet& rules, std::uint64_t seed, int plies) {
    Rng rng(seed);
    Match match(Setup::random(rules, F, rng), Setup::random(rules, S, rng));
    for (int i = 0; i < plies && !match.isOver(); ++i) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        REQUIRE_FALSE(moves.empty());
        REQUIRE(match.play(moves[rng.below(moves.size())]).ok());
    }
    return match;
}

} // namespace

TEST_CASE("Rule code: classic and federation are always accepted") {
    CHECK(parse("classic") == RuleSet::classic());
    CHECK(parse("federation") == RuleSet::federation());
    CHECK(RuleSet::classic().code() == "classic");
    CHECK(RuleSet::federation().code() == "federation");
    CHECK(parse("classic").game == Game::Classic);
    CHECK(parse("federation").game == Game::Federation);
    CHECK(parse("federation").openJudgement); // F-INFO: open judgement by default
    CHECK_FALSE(parse("classic").openJudgement);
}

TEST_CASE("Rule code: the canonical code drops defaults and lists options in rule order") {
    RuleSet r;
    r.planeStops = true;
    r.engineerBeatsTank = true;
    CHECK(r.code() == "classic:h1=engineer,h6=stops");
    CHECK(parse("classic:h6=stops,h1=engineer").code() == "classic:h1=engineer,h6=stops");
    CHECK(parse("classic:h7=open,h3=all,h1=tank").code() == "classic:h3=all,h7=open");
    RuleSet all;
    all.engineerBeatsTank = all.mineStays = all.mineInHqForbidden = all.flagOnBackRowAllowed =
        all.planeStops = all.openJudgement = true;
    all.win = WinCondition::General;
    CHECK(all.code() ==
          "classic:h1=engineer,h2=stays,h3=general,h4=forbidden,h5=allowed,h6=stops,h7=open");
    RuleSet fed = RuleSet::federation();
    fed.openJudgement = false;
    CHECK(fed.code() == "federation:judge=referee");
}

TEST_CASE("Rule code: every single option value round-trips") {
    for (const GameOptions& g : games()) {
        for (const Option& o : *g.options) {
            for (int v = 0; v < int(o.values.size()); ++v) {
                const std::string text = g.name + ":" + o.key + "=" + o.values[v];
                INFO(text);
                RuleSet expected = g.defaults;
                o.set(expected, v);
                const RuleSet got = parse(text);
                CHECK(got == expected);
                CHECK(got.code() == (v == 0 ? g.name : text)); // a default value is dropped
                CHECK(parse(got.code()) == expected);
                CHECK(parse(g.name + ".1:" + o.key + "=" + o.values[v]) == expected);
            }
        }
    }
}

TEST_CASE("Rule code: every combination of classic options round-trips RuleSet → code → RuleSet") {
    const auto& options = classicOptions();
    int combinations = 0;
    for (int h3 = 0; h3 < 4; ++h3)
        for (int bits = 0; bits < 64; ++bits) {
            RuleSet r;
            int b = 0;
            for (const Option& o : options) o.set(r, o.key == "h3" ? h3 : (bits >> b++ & 1));
            INFO(r.code());
            CHECK(parse(r.code()) == r);
            CHECK(parse(r.code()).code() == r.code());
            ++combinations;
        }
    CHECK(combinations == 256);
}

TEST_CASE("Rule code: random combinations in any order round-trip to the canonical code") {
    Rng rng(2024);
    for (int trial = 0; trial < 2000; ++trial) {
        const GameOptions& g = games()[rng.below(2)];
        RuleSet expected = g.defaults;
        std::string canonical = g.name;
        std::vector<std::string> items;
        char sep = ':';
        for (const Option& o : *g.options) {
            const int v = static_cast<int>(rng.below(static_cast<std::uint32_t>(o.values.size())));
            o.set(expected, v);
            if (v != 0) {
                canonical += sep + o.key + "=" + o.values[v];
                sep = ',';
            }
            if (v != 0 || rng.below(3) == 0) items.push_back(o.key + "=" + o.values[v]);
        }
        for (int i = static_cast<int>(items.size()) - 1; i > 0; --i)
            std::swap(items[i], items[rng.below(static_cast<std::uint32_t>(i + 1))]);
        std::string text = g.name + (rng.below(2) ? ".1" : "");
        for (std::size_t i = 0; i < items.size(); ++i) text += (i ? "," : ":") + items[i];
        INFO(text);
        const RuleSet got = parse(text);
        CHECK(got == expected);
        CHECK(got.code() == canonical);
        CHECK(parse(canonical) == expected);
    }
}

TEST_CASE("Rule code: explicit default values and version 1 are accepted and canonicalised") {
    CHECK(parse("classic.1") == RuleSet::classic());
    CHECK(parse("classic.1").code() == "classic");
    CHECK(parse("federation.1") == RuleSet::federation());
    CHECK(parse("federation.1").code() == "federation");
    CHECK(parse("classic:h1=tank").code() == "classic");
    CHECK(parse("classic.1:h1=tank,h2=removed,h3=occupation,h4=allowed,h5=forbidden,h6=jumps,"
                "h7=referee")
              .code() == "classic");
    CHECK(parse("classic.1:h7=referee,h6=stops").code() == "classic:h6=stops");
    CHECK(parse("federation:judge=open").code() == "federation");
    CHECK(parse("federation.1:judge=referee").code() == "federation:judge=referee");
}

TEST_CASE("Rule code: errors are clear and name the problem") {
    SECTION("unknown rule set") {
        const std::string e = errorOf("chess");
        CHECK_THAT(e, Catch::Contains("chess") && Catch::Contains("unknown rule set"));
        CHECK_THAT(e, Catch::Contains("classic") && Catch::Contains("federation"));
        CHECK_THAT(errorOf("chess:h1=engineer"), Catch::Contains("chess"));
        CHECK_THAT(errorOf(":h1=engineer"), Catch::Contains("unknown rule set"));
    }
    SECTION("unknown option") {
        const std::string e = errorOf("classic:h8=yes");
        CHECK_THAT(e, Catch::Contains("\"h8\"") && Catch::Contains("not an option"));
        CHECK_THAT(e, Catch::Contains("h1") && Catch::Contains("h7")); // lists the options
    }
    SECTION("unknown value: the message lists the allowed values") {
        const std::string e = errorOf("classic:h1=spy");
        CHECK_THAT(e, Catch::Contains("h1=spy") && Catch::Contains("unknown value"));
        CHECK_THAT(e, Catch::Contains("tank") && Catch::Contains("engineer"));
        const std::string h3 = errorOf("classic:h3=marshal");
        for (const char* v : {"occupation", "flag", "general", "all"})
            CHECK_THAT(h3, Catch::Contains(v));
        const std::string judge = errorOf("federation:judge=hidden");
        CHECK_THAT(judge, Catch::Contains("hidden") && Catch::Contains("open") &&
                              Catch::Contains("referee"));
        CHECK_THAT(errorOf("classic:h1="), Catch::Contains("unknown value"));
        CHECK_THAT(errorOf("classic:h1=Engineer"), Catch::Contains("unknown value"));
    }
    SECTION("option given twice") {
        CHECK_THAT(errorOf("classic:h1=engineer,h1=tank"),
                   Catch::Contains("h1") && Catch::Contains("twice"));
        CHECK_THAT(errorOf("classic:h1=engineer,h1=engineer"), Catch::Contains("twice"));
        CHECK_THAT(errorOf("federation:judge=open,judge=referee"),
                   Catch::Contains("judge") && Catch::Contains("twice"));
    }
    SECTION("missing =value") {
        const std::string e = errorOf("classic:h1");
        CHECK_THAT(e, Catch::Contains("\"h1\"") && Catch::Contains("needs a value"));
        CHECK_THAT(errorOf("classic:h1=engineer,h6"), Catch::Contains("\"h6\""));
    }
    SECTION("trailing comma, empty option, nothing after ':'") {
        CHECK_THAT(errorOf("classic:h1=engineer,"), Catch::Contains("','"));
        CHECK_FALSE(RuleSet::fromCode("classic:h1=engineer,,h6=stops").ok());
        CHECK_FALSE(RuleSet::fromCode("classic:,h1=engineer").ok());
        CHECK_THAT(errorOf("classic:"), Catch::Contains("':'"));
        CHECK_THAT(errorOf("federation:"), Catch::Contains("':'"));
    }
    SECTION("empty code") {
        CHECK_THAT(errorOf(""), Catch::Contains("empty"));
    }
    SECTION("unknown version") {
        const std::string e = errorOf("classic.2");
        CHECK_THAT(e, Catch::Contains("version 2") && Catch::Contains("classic"));
        CHECK_THAT(e, Catch::Contains("not known"));
        CHECK_THAT(errorOf("federation.7:judge=open"), Catch::Contains("version 7"));
        CHECK_THAT(errorOf("classic.0"), Catch::Contains("version 0"));
        CHECK_THAT(errorOf("classic.x"), Catch::Contains("\"x\"") && Catch::Contains("version"));
        CHECK_THAT(errorOf("classic."), Catch::Contains("version"));
        CHECK_THAT(errorOf("classic.99999999999999999999"), Catch::Contains("version"));
    }
    SECTION("options of the other game") {
        const std::string h1 = errorOf("federation:h1=engineer");
        CHECK_THAT(h1, Catch::Contains("\"h1\"") && Catch::Contains("federation") &&
                           Catch::Contains("judge"));
        const std::string judge = errorOf("classic:judge=open");
        CHECK_THAT(judge, Catch::Contains("\"judge\"") && Catch::Contains("classic") &&
                              Catch::Contains("h1"));
    }
    SECTION("damaged text") {
        for (const char* bad :
             {" classic", "classic ", "Classic", "classic:h1=engineer ", "classic;h1=engineer",
              "classic:h1==engineer", "classic::h1=tank", "federation:judge"}) {
            INFO(bad);
            CHECK_FALSE(RuleSet::fromCode(bad).ok());
        }
        CHECK_THAT(errorOf(std::string(300, 'a')), Catch::Contains("too long"));
    }
}

TEST_CASE("Rule code: ruleSetToJson gives options, board size and piece counts") {
    SECTION("classic") {
        const auto j = nlohmann::json::parse(ruleSetToJson(RuleSet::classic()));
        CHECK(j["rules"] == "classic");
        CHECK(j["game"] == "classic");
        CHECK(j["version"] == 1);
        CHECK(j["board"]["columns"] == 6);
        CHECK(j["board"]["rows"] == 8);
        CHECK(j["board"]["squares"] == 46);
        CHECK(j["army"] == 23);
        int total = 0;
        for (const auto& [type, n] : j["pieces"].items()) total += n.get<int>();
        CHECK(total == 23);
        CHECK(j["pieces"].size() == 16);
        CHECK(j["pieces"]["general"] == 1);
        CHECK(j["pieces"]["captain"] == 2);
        CHECK(j["pieces"]["mine"] == 2);
        CHECK(j["pieces"]["flag"] == 1);
        CHECK_FALSE(j["pieces"].contains("marshal"));
        const nlohmann::json options = {
            {"h1", "tank"},      {"h2", "removed"}, {"h3", "occupation"}, {"h4", "allowed"},
            {"h5", "forbidden"}, {"h6", "jumps"},   {"h7", "referee"}};
        CHECK(j["options"] == options);
    }
    SECTION("classic with options") {
        const auto j =
            nlohmann::json::parse(ruleSetToJson(parse("classic:h7=open,h3=all,h1=engineer")));
        CHECK(j["rules"] == "classic:h1=engineer,h3=all,h7=open");
        CHECK(j["options"]["h1"] == "engineer");
        CHECK(j["options"]["h3"] == "all");
        CHECK(j["options"]["h7"] == "open");
        CHECK(j["options"]["h2"] == "removed");
        CHECK(j["board"]["squares"] == 46);
        CHECK(j["army"] == 23);
    }
    SECTION("federation") {
        const auto j = nlohmann::json::parse(ruleSetToJson(RuleSet::federation()));
        CHECK(j["rules"] == "federation");
        CHECK(j["game"] == "federation");
        CHECK(j["version"] == 1);
        CHECK(j["board"]["columns"] == 9);
        CHECK(j["board"]["rows"] == 9);
        CHECK(j["board"]["squares"] == 51);
        CHECK(j["army"] == 25);
        int total = 0;
        for (const auto& [type, n] : j["pieces"].items()) total += n.get<int>();
        CHECK(total == 25);
        CHECK(j["pieces"].size() == 15);
        CHECK(j["pieces"]["marshal"] == 1);
        CHECK(j["pieces"]["engineer"] == 3);
        CHECK(j["pieces"]["atomic_bomb"] == 1);
        CHECK_FALSE(j["pieces"].contains("flag"));
        CHECK(j["options"] == nlohmann::json{{"judge", "open"}});
        const auto referee =
            nlohmann::json::parse(ruleSetToJson(parse("federation:judge=referee")));
        CHECK(referee["rules"] == "federation:judge=referee");
        CHECK(referee["options"]["judge"] == "referee");
    }
    SECTION("counts agree with RuleSet::count and the army size") {
        for (const RuleSet& rules : {RuleSet::classic(), RuleSet::federation()}) {
            int total = 0;
            for (PieceType t : rules.types()) total += rules.count(t);
            CHECK(total == rules.armySize());
            CHECK(rules.count(PieceType::Unknown) == 0);
        }
        CHECK(RuleSet::classic().count(PieceType::Marshal) == 0);
        CHECK(RuleSet::federation().count(PieceType::Flag) == 0);
        CHECK(RuleSet::federation().count(PieceType::Plane) == 0);
    }
}

TEST_CASE("Rule code R-BOARD-3: boardLayout tables of both games") {
    SECTION("classic") {
        const BoardLayout& b = boardLayout(Game::Classic);
        CHECK(&RuleSet::classic().board() == &b);
        CHECK(b.columns == 6);
        CHECK(b.rows == 8);
        CHECK(b.squareCount == 46);
        CHECK(b.territorySize == 23);
        CHECK(b.name(b.hq[0]) == "hq1");
        CHECK(b.name(b.hq[1]) == "hq8");
        CHECK(b.hq[0] == kHq1);
        CHECK(b.hq[1] == kHq8);
        for (const char* alias : {"c1", "d1", "hq1"}) CHECK(b.parse(alias) == b.hq[0]);
        for (const char* alias : {"c8", "d8", "hq8"}) CHECK(b.parse(alias) == b.hq[1]);
        CHECK(b.cellCount[b.hq[0]] == 2);
        for (const char* bad : {"g1", "a9", "a0", "hq9", "e", "", "b44", "hq"}) {
            INFO(bad);
            CHECK_FALSE(b.parse(bad).has_value());
        }
        int first = 0, second = 0;
        for (int s = 0; s < b.squareCount; ++s) {
            const auto square = static_cast<Square>(s);
            INFO(s);
            CHECK(b.name(square) == squareName(square)); // the table agrees with board.h
            CHECK(b.parse(b.name(square)) == square);
            CHECK(b.rowOf(square) == rowOf(square));
            first += b.inTerritory(square, F);
            second += b.inTerritory(square, S);
            CHECK(b.inTerritory(square, F) != b.inTerritory(square, S));
        }
        CHECK(first == 23);
        CHECK(second == 23);
        CHECK(b.inTerritory(*b.parse("e4"), F));
        CHECK(b.inTerritory(*b.parse("e5"), S));
        CHECK(b.name(kNoSquare) == "-");
    }
    SECTION("federation") {
        const BoardLayout& b = boardLayout(Game::Federation);
        CHECK(&RuleSet::federation().board() == &b);
        CHECK(b.columns == 9);
        CHECK(b.rows == 9);
        CHECK(b.squareCount == 51);
        CHECK(b.territorySize == 25);
        CHECK(b.name(b.hq[0]) == "hq1");
        CHECK(b.name(b.hq[1]) == "hq9");
        for (const char* alias : {"d1", "e1", "f1", "hq1"}) CHECK(b.parse(alias) == b.hq[0]);
        for (const char* alias : {"d9", "e9", "f9", "hq9"}) CHECK(b.parse(alias) == b.hq[1]);
        CHECK(b.cellCount[b.hq[0]] == 3);
        CHECK(b.parse("c1") != b.hq[0]);
        CHECK(b.parse("g9") != b.hq[1]);
        for (const char* bad : {"j1", "a4", "e4", "e6", "a5", "i6", "hq8", "a10", ""}) {
            INFO(bad);
            CHECK_FALSE(b.parse(bad).has_value());
        }
        int first = 0, second = 0, neither = 0;
        for (int s = 0; s < b.squareCount; ++s) {
            const auto square = static_cast<Square>(s);
            INFO(s);
            CHECK(b.parse(b.name(square)) == square);
            const bool f = b.inTerritory(square, F), sec = b.inTerritory(square, S);
            CHECK_FALSE((f && sec));
            first += f;
            second += sec;
            neither += !f && !sec;
        }
        CHECK(first == 25);
        CHECK(second == 25);
        CHECK(neither == 1);
        const auto e5 = b.parse("e5");
        REQUIRE(e5.has_value());
        CHECK_FALSE(b.inTerritory(*e5, F));
        CHECK_FALSE(b.inTerritory(*e5, S));
        CHECK(b.name(*e5) == "e5");
        CHECK(b.inTerritory(*b.parse("i3"), F));
        CHECK(b.inTerritory(*b.parse("a7"), S));
    }
}

TEST_CASE("Rule code: JSON carries \"rules\" - the caller's rules must agree") {
    const std::string federationPosition = R"({"rules":"federation","to_move":"second","pieces":[)"
                                           R"({"square":"hq1","side":"first","type":"marshal"},)"
                                           R"({"square":"e5","side":"second","type":"jet"},)"
                                           R"({"square":"f9","side":"second","type":"marshal"}]})";
    SECTION("a federation position") {
        const auto pos = positionFromJson(federationPosition);
        REQUIRE(pos.ok());
        CHECK(pos->rules() == RuleSet::federation());
        CHECK(pos->squareCount() == 51);
        CHECK(pos->sideToMove() == S);
        const BoardLayout& b = pos->board();
        CHECK(pos->typeAt(b.hq[0]) == PieceType::Marshal);
        CHECK(pos->typeAt(b.hq[1]) == PieceType::Marshal); // read from its alias f9
        CHECK(pos->typeAt(*b.parse("e5")) == PieceType::Jet);
        // It round-trips with the canonical code.
        const std::string written = positionToJson(*pos);
        CHECK(nlohmann::json::parse(written)["rules"] == "federation");
        const auto again = positionFromJson(written);
        REQUIRE(again.ok());
        CHECK(*again == *pos);
    }
    SECTION("the caller's rules agree") {
        PositionInput in;
        in.rules = RuleSet::federation();
        CHECK(positionFromJson(federationPosition, in).ok());
        // Agreement is about the rule set, not the spelling of its code.
        PositionInput classicH1;
        classicH1.rules = parse("classic:h1=engineer");
        const auto pos = positionFromJson(
            R"({"rules":"classic.1:h1=engineer,h2=removed","to_move":"first","pieces":[]})",
            classicH1);
        REQUIRE(pos.ok());
        CHECK(pos->rules() == parse("classic:h1=engineer"));
    }
    SECTION("the caller's rules disagree: an error") {
        PositionInput in;
        in.rules = RuleSet::classic();
        const auto pos = positionFromJson(federationPosition, in);
        REQUIRE_FALSE(pos.ok());
        CHECK_THAT(pos.error(), Catch::Contains("federation") && Catch::Contains("classic"));
        PositionInput h1;
        h1.rules = parse("classic:h1=engineer");
        CHECK_FALSE(
            positionFromJson(R"({"rules":"classic","to_move":"first","pieces":[]})", h1).ok());
    }
    SECTION("without \"rules\": the caller's, else classic") {
        const std::string bare =
            R"({"to_move":"first","pieces":[{"square":"c1","side":"first","type":"flag"}]})";
        const auto pos = positionFromJson(bare);
        REQUIRE(pos.ok());
        CHECK(pos->rules() == RuleSet::classic());
        PositionInput in;
        in.rules = parse("classic:h6=stops");
        const auto given = positionFromJson(bare, in);
        REQUIRE(given.ok());
        CHECK(given->rules().planeStops);
    }
    SECTION("a damaged code or a piece of the other game: an error") {
        const auto bad = positionFromJson(R"({"rules":"classic.2","to_move":"first","pieces":[]})");
        REQUIRE_FALSE(bad.ok());
        CHECK_THAT(bad.error(), Catch::Contains("version 2"));
        CHECK_FALSE(positionFromJson(R"({"rules":7,"to_move":"first","pieces":[]})").ok());
        CHECK_FALSE(
            positionFromJson(
                R"({"rules":"federation","to_move":"first","pieces":[{"square":"a1","side":"first","type":"flag"}]})")
                .ok());
        CHECK_FALSE(
            positionFromJson(
                R"({"to_move":"first","pieces":[{"square":"a1","side":"first","type":"marshal"}]})")
                .ok());
    }
    SECTION("rulesOfJson") {
        CHECK(*rulesOfJson(R"({"rules":"federation:judge=referee"})", {}) ==
              parse("federation:judge=referee"));
        CHECK(*rulesOfJson(R"({})", {}) == RuleSet::classic());
        CHECK_FALSE(rulesOfJson(R"({"rules":"federation"})", {RuleSet::classic()}).ok());
    }
}

TEST_CASE("Rule code: records carry the canonical code - records without one are classic") {
    SECTION("a record without \"rules\" loads as a classic game") {
        const Match match = playRandomMatch(RuleSet::classic(), 5, 20);
        const GameRecord record = match.record();
        auto j = nlohmann::json::parse(recordToJson(record));
        CHECK(j["rules"] == "classic");
        j.erase("rules");
        const auto loaded = recordFromJson(j.dump());
        REQUIRE(loaded.ok());
        CHECK(loaded->first.rules() == RuleSet::classic());
        CHECK(*loaded == record);
        // Nor does a caller's different rule set fit it.
        CHECK_FALSE(recordFromJson(recordToJson(record), {RuleSet::federation()}).ok());
    }
    SECTION("house rules: the canonical code, whatever the spelling read") {
        const RuleSet rules = parse("classic:h6=stops,h1=engineer,h7=open");
        const Match match = playRandomMatch(rules, 9, 30);
        const GameRecord record = match.record();
        const std::string text = recordToJson(record);
        CHECK(nlohmann::json::parse(text)["rules"] == "classic:h1=engineer,h6=stops,h7=open");
        const auto loaded = recordFromJson(text);
        REQUIRE(loaded.ok());
        CHECK(*loaded == record);
        CHECK(loaded->first.rules() == rules);
        auto j = nlohmann::json::parse(text);
        j["rules"] = "classic.1:h7=open,h6=stops,h1=engineer,h2=removed";
        const auto respelled = recordFromJson(j.dump());
        REQUIRE(respelled.ok());
        CHECK(*respelled == record);
        CHECK(replayAll(*loaded).ok());
        // The same record read as default classic is refused.
        CHECK_FALSE(recordFromJson(text, {RuleSet::classic()}).ok());
    }
    SECTION("a federation game round-trips") {
        for (std::uint64_t seed : {1, 2, 3}) {
            const Match match = playRandomMatch(RuleSet::federation(), seed, 40);
            const GameRecord record = match.record();
            CHECK(record.first.rules() == RuleSet::federation());
            const std::string text = recordToJson(record);
            const auto j = nlohmann::json::parse(text);
            CHECK(j["rules"] == "federation");
            CHECK(j["setup"]["first"].size() == 25);
            const auto loaded = recordFromJson(text);
            REQUIRE(loaded.ok());
            CHECK(*loaded == record);
            CHECK(recordToJson(*loaded) == text);
            const auto replayed = replayAll(*loaded);
            REQUIRE(replayed.ok());
            CHECK(replayed->position() == match.referee().position());
            CHECK(recordFromJson(text, {RuleSet::federation()}).ok());
            CHECK_FALSE(recordFromJson(text, {RuleSet::classic()}).ok());
        }
        const Match hidden = playRandomMatch(parse("federation:judge=referee"), 4, 10);
        const std::string text = recordToJson(hidden.record());
        CHECK(nlohmann::json::parse(text)["rules"] == "federation:judge=referee");
        const auto loaded = recordFromJson(text);
        REQUIRE(loaded.ok());
        CHECK(*loaded == hidden.record());
    }
}
