#include "core/setup.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;

namespace {

// A fixed legal setup for the first player, written out by hand.
std::vector<SetupEntry> handSetup() {
    const std::vector<std::pair<const char*, T>> list = {{"a1", T::Major},
                                                         {"b1", T::Captain},
                                                         {"hq1", T::General},
                                                         {"e1", T::Mine},
                                                         {"f1", T::Captain},
                                                         {"a2", T::FirstLieutenant},
                                                         {"b2", T::Spy},
                                                         {"c2", T::Flag},
                                                         {"d2", T::LieutenantGeneral},
                                                         {"e2", T::Mine},
                                                         {"f2", T::SecondLieutenant},
                                                         {"a3", T::Engineer},
                                                         {"b3", T::Tank},
                                                         {"c3", T::Colonel},
                                                         {"d3", T::Plane},
                                                         {"e3", T::Tank},
                                                         {"f3", T::SecondLieutenant},
                                                         {"a4", T::Cavalry},
                                                         {"b4", T::MajorGeneral},
                                                         {"c4", T::LieutenantColonel},
                                                         {"d4", T::Plane},
                                                         {"e4", T::FirstLieutenant},
                                                         {"f4", T::Engineer}};
    std::vector<SetupEntry> out;
    for (auto& [s, t] : list) out.push_back({sq(s), t});
    return out;
}

void setType(std::vector<SetupEntry>& e, const char* square, T t) {
    for (auto& x : e)
        if (x.square == sq(square)) x.type = t;
}

} // namespace

TEST_CASE("R-SETUP-1: all 23 territory squares hold exactly the 23 pieces") {
    CHECK(checkSetup(F, handSetup()).empty());
    SECTION("a missing piece") {
        auto e = handSetup();
        e.pop_back();
        const auto p = checkSetup(F, e);
        REQUIRE(p.size() == 1);
        CHECK(p[0].rule == 1);
        CHECK_THAT(p[0].message,
                   Catch::Contains("no piece on f4") && Catch::Contains("engineer: 1 placed"));
    }
    SECTION("wrong counts") {
        auto e = handSetup();
        setType(e, "a4", T::General);
        const auto p = checkSetup(F, e);
        REQUIRE(p.size() == 1);
        CHECK_THAT(p[0].message, Catch::Contains("general: 2 placed, the army has 1") &&
                                     Catch::Contains("cavalry: 0 placed"));
    }
    SECTION("outside the territory") {
        auto e = handSetup();
        e[0].square = sq("a5");
        const auto p = checkSetup(F, e);
        REQUIRE(p.size() == 1);
        CHECK_THAT(p[0].message, Catch::Contains("a5 is outside the first player's territory") &&
                                     Catch::Contains("no piece on a1"));
        // The same entries are the second player's if moved to rows 5-8 - and not the first's.
        CHECK_FALSE(checkSetup(S, handSetup()).empty());
    }
    SECTION("the second player's territory is rows 5-8") {
        auto e = handSetup();
        for (auto& x : e) x.square = squareAt(columnOf(x.square), 9 - rowOf(x.square));
        CHECK(checkSetup(S, e).empty());
    }
}

TEST_CASE("R-SETUP-2: no mine or flag on an entry square") {
    auto e = handSetup();
    setType(e, "b4", T::Mine);
    setType(e, "e1", T::MajorGeneral);
    auto p = checkSetup(F, e);
    REQUIRE(p.size() == 1);
    CHECK(p[0].rule == 2);
    CHECK(p[0].message == "mine on entry square b4");
    e = handSetup();
    setType(e, "e4", T::Flag);
    setType(e, "c2", T::FirstLieutenant);
    p = checkSetup(F, e);
    REQUIRE(p.size() == 1);
    CHECK(p[0].message == "flag on entry square e4");
}

TEST_CASE("R-SETUP-3: no flag on the back row, HQ included") {
    for (const char* back : {"a1", "hq1", "f1"}) {
        auto e = handSetup();
        const T displaced =
            std::find_if(e.begin(), e.end(), [&](auto& x) { return x.square == sq(back); })->type;
        setType(e, back, T::Flag);
        setType(e, "c2", displaced);
        const auto p = checkSetup(F, e);
        REQUIRE(p.size() == 1);
        CHECK(p[0].rule == 3);
        CHECK(p[0].message == std::string("flag on back-row square ") + back);
    }
}

TEST_CASE("R-SETUP-4: a mine may stand in the HQ") {
    auto e = handSetup();
    setType(e, "hq1", T::Mine);
    setType(e, "e1", T::General);
    CHECK(checkSetup(F, e).empty());
}

TEST_CASE("R-SETUP-1 R-SETUP-2 R-SETUP-3: problems come one line per broken rule, in order") {
    auto e = handSetup();
    setType(e, "a1", T::Flag); // back row
    setType(e, "c2", T::Mine); // three mines: count
    setType(e, "e4", T::Mine); // entry
    const auto p = checkSetup(F, e);
    REQUIRE(p.size() == 3);
    CHECK(p[0].rule == 1);
    CHECK(p[1].rule == 2);
    CHECK(p[2].rule == 3);
}

TEST_CASE("R-SETUP-1 R-SETUP-2 R-SETUP-3: random setups are legal, varied, and mirror legally") {
    Rng rng(11);
    std::set<std::vector<int>> seen;
    for (int i = 0; i < 2000; ++i) {
        const Side side = i % 2 ? S : F;
        const Setup s = Setup::random(side, rng);
        REQUIRE(checkSetup(side, s.entries()).empty());
        REQUIRE(checkSetup(side, s.mirrored().entries()).empty());
        CHECK(s.mirrored().mirrored() == s);
        std::vector<int> key;
        for (auto& e : s.entries()) key.push_back(index(e.type));
        seen.insert(key);
    }
    CHECK(seen.size() == 2000);
    // The flag lands on every square it may stand on.
    std::set<Square> flagSquares;
    for (int i = 0; i < 3000; ++i)
        for (auto& e : Setup::random(F, rng).entries())
            if (e.type == T::Flag) flagSquares.insert(e.square);
    CHECK(flagSquares.size() == 16); // 23 - 5 back-row squares - 2 entry squares
}

TEST_CASE("R-SETUP-2..4 H-4 H-5 F-SETUP-2/3: setupAllows says what one square may hold") {
    const auto rules = [](const char* code) { return *RuleSet::fromCode(code); };
    const RuleSet classic = RuleSet::classic();
    CHECK(setupAllows(classic, F, sq("b4"), T::General));
    CHECK_FALSE(setupAllows(classic, F, sq("b4"), T::Mine));  // entry square
    CHECK_FALSE(setupAllows(classic, S, sq("e5"), T::Flag));  // entry square
    CHECK_FALSE(setupAllows(classic, F, sq("a1"), T::Flag));  // back row
    CHECK_FALSE(setupAllows(classic, S, sq("hq8"), T::Flag)); // back row, HQ included
    CHECK(setupAllows(classic, F, sq("hq1"), T::Mine));
    CHECK_FALSE(setupAllows(classic, F, sq("a8"), T::General)); // not first's territory
    CHECK_FALSE(setupAllows(classic, F, sq("a2"), T::Missile)); // not a classic type
    CHECK_FALSE(setupAllows(rules("classic:h4=forbidden"), F, sq("hq1"), T::Mine));
    CHECK(setupAllows(rules("classic:h5=allowed"), F, sq("a1"), T::Flag));

    const RuleSet fed = RuleSet::federation();
    const auto at = [&](const char* name) { return *fed.board().parse(name); };
    CHECK(setupAllows(fed, F, at("hq1"), T::Marshal));
    CHECK_FALSE(setupAllows(fed, F, at("hq1"), T::General)); // the HQ is the marshal's
    CHECK_FALSE(setupAllows(fed, F, at("a1"), T::Marshal));
    CHECK_FALSE(setupAllows(fed, F, at("c3"), T::Mine)); // bridgehead
    CHECK_FALSE(setupAllows(fed, S, at("g7"), T::Mine));
    CHECK(setupAllows(fed, S, at("g8"), T::Mine));
    CHECK_FALSE(setupAllows(fed, F, at("a2"), T::Captain)); // not a federation type

    // It agrees with checkSetup on whole setups of every rule set.
    for (const char* code : {"classic", "classic:h4=forbidden,h5=allowed", "federation"}) {
        const RuleSet r = rules(code);
        Rng rng(17);
        for (int i = 0; i < 50; ++i)
            for (Side side : {F, S}) {
                const Setup setup = Setup::random(r, side, rng);
                for (const SetupEntry& e : setup.entries()) {
                    INFO(code << " " << r.board().name(e.square) << " " << pieceTypeId(e.type));
                    CHECK(setupAllows(r, side, e.square, e.type));
                }
            }
    }
}
