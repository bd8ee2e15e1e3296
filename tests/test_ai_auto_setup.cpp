// おまかせ setups for every rule set: legal under its options, the seed's advice for the
// federation game, varied, and unchanged for the classic game's defaults.
#include "ai/auto_setup.h"
#include "core/board.h"
#include "core/federation_board.h"

#include "helpers.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>

using namespace gunjin;
using gunjin::test::rulesOf;

TEST_CASE("F-SETUP-1..3 R-SETUP-1..4 H-4 H-5: おまかせ setups are legal under every rule set") {
    for (const char* code : {"classic", "classic:h4=forbidden", "classic:h5=allowed",
                             "classic:h4=forbidden,h5=allowed,h7=open", "classic:h1=engineer",
                             "federation", "federation:judge=referee"}) {
        const RuleSet rules = rulesOf(code);
        INFO(code);
        for (std::uint64_t seed = 1; seed <= 300; ++seed)
            for (Side side : {Side::First, Side::Second}) {
                Rng rng(seed);
                const Setup setup = ai::autoSetup(rules, side, rng);
                CHECK(setup.rules() == rules);
                CHECK(setup.side() == side);
                CHECK(checkSetup(rules, side, setup.entries()).empty());
            }
    }
}

TEST_CASE("H-4: under a forbidden mine in the HQ, the HQ holds the general") {
    const RuleSet rules = rulesOf("classic:h4=forbidden");
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Rng rng(seed);
        const Setup s = ai::autoSetup(rules, Side::First, rng);
        CHECK(s.typeAt(kHq1) == PieceType::General);
    }
}

TEST_CASE("H-3 R-COMBAT-6: when taking the flag wins, an officer backs it, never a mine") {
    // A tie on the flag takes it (H rulings); a mine behind would tie with most attackers.
    const RuleSet rules = rulesOf("classic:h3=flag");
    std::map<PieceType, int> backers;
    for (std::uint64_t seed = 1; seed <= 300; ++seed)
        for (Side side : {Side::First, Side::Second}) {
            Rng rng(seed);
            const Setup s = ai::autoSetup(rules, side, rng);
            for (const SetupEntry& e : s.entries()) {
                if (e.type != PieceType::Flag) continue;
                const Square behind = squareBehind(e.square, side);
                REQUIRE(behind != kNoSquare);
                ++backers[s.typeAt(behind)];
            }
        }
    CHECK(backers[PieceType::Mine] == 0);
    CHECK(backers[PieceType::General] + backers[PieceType::LieutenantGeneral] == 600);
    CHECK(backers[PieceType::General] > 0);
    CHECK(backers[PieceType::LieutenantGeneral] > 0);
    // Without H-3 a mine often backs it.
    int mineBacked = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        Rng rng(seed);
        const Setup s = ai::autoSetup(RuleSet::classic(), Side::First, rng);
        for (const SetupEntry& e : s.entries())
            if (e.type == PieceType::Flag)
                mineBacked += s.typeAt(squareBehind(e.square, Side::First)) == PieceType::Mine;
    }
    CHECK(mineBacked > 10);
}

TEST_CASE("おまかせ: the classic defaults draw exactly what they drew before rule sets") {
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        for (Side side : {Side::First, Side::Second}) {
            Rng a(seed), b(seed);
            const Setup old = ai::autoSetup(side, a);
            const Setup now = ai::autoSetup(RuleSet::classic(), side, b);
            CHECK(old == now);
            CHECK(a.next() == b.next()); // the same amount of randomness used
        }
}

TEST_CASE("おまかせ federation: missiles next to the 原爆, mines off the bridgeheads, varied") {
    const RuleSet rules = RuleSet::federation();
    const BoardLayout& b = rules.board();
    int oneNext = 0, bothNext = 0;
    std::set<std::vector<int>> distinct;
    std::map<std::string, int> bombSquares;
    const int n = 400;
    for (std::uint64_t seed = 1; seed <= n; ++seed) {
        const Side side = seed % 2 ? Side::First : Side::Second;
        Rng rng(seed);
        const Setup s = ai::autoSetup(rules, side, rng);
        Square bomb = kNoSquare;
        std::vector<Square> missiles;
        std::vector<int> types;
        for (const SetupEntry& e : s.entries()) {
            types.push_back(index(e.type));
            if (e.type == PieceType::AtomicBomb) bomb = e.square;
            if (e.type == PieceType::Missile) missiles.push_back(e.square);
            if (e.type == PieceType::Marshal) CHECK(e.square == b.hqOf(side));
        }
        REQUIRE(bomb != kNoSquare);
        REQUIRE(missiles.size() == 2);
        // The 原爆 stands in its owner's back two rows.
        const int ownRow = side == Side::First ? b.rowOf(bomb) : b.rows + 1 - b.rowOf(bomb);
        CHECK(ownRow <= 2);
        int next = 0;
        for (Square m : missiles)
            next += (federation::geometry(bomb).adjacent & federation::bit(m)) != 0;
        oneNext += next >= 1;
        bothNext += next == 2;
        distinct.insert(types);
        ++bombSquares[std::string(b.name(bomb))];
    }
    CHECK(oneNext >= n * 90 / 100); // the seed's advice: missile and 原爆 side by side
    CHECK(bothNext >= n * 40 / 100);
    CHECK(bothNext <= n * 80 / 100);          // not always both: the pattern is not a giveaway
    CHECK(distinct.size() == std::size_t(n)); // no two setups alike
    CHECK(bombSquares.size() >= 12);          // the 原爆 is not always in one place
}

TEST_CASE("おまかせ federation: the second player's setup is the first's turned round") {
    // Same seed, both sides: the second player's squares are the first player's turned 180°,
    // so the advice (back rows, bridge lanes) holds from each player's own side.
    const RuleSet rules = RuleSet::federation();
    const BoardLayout& b = rules.board();
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        Rng r1(seed), r2(seed);
        const Setup first = ai::autoSetup(rules, Side::First, r1);
        const Setup second = ai::autoSetup(rules, Side::Second, r2);
        for (const SetupEntry& e : first.entries()) {
            const Cell c = b.firstCell[e.square];
            const Square turned =
                b.squareAt(b.columns - c.column - b.cellCount[e.square], b.rows + 1 - c.row);
            CHECK(second.typeAt(turned) == e.type);
        }
    }
}
