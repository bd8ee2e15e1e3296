// The federation CPU's use of its missiles and its 元帥's guard (issue 37): easy is a patient
// beginner, the stronger levels keep a missile as a shield while the enemy has missiles, and
// hard keeps its HQ guarded against a march.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "ai/engine.h"
#include "ai/evaluation.h"
#include "ai/strike_policy.h"
#include "core/referee.h"

#include "ai_helpers.h"
#include "helpers.h"

#include "core/federation_board.h"
#include "core/match.h"

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

TEST_CASE("F-STRIKE easy is a patient beginner: no strike in its first 4 moves and no launch in "
          "its first 9",
          "[ai][strikes]") {
    const LevelParams& easy = levelParams(Game::Federation, Level::Easy);
    CHECK(easy.strikes.firstStrike == 4);
    CHECK(easy.strikes.firstLaunch == 9);
    int games = 0, easyStrikes = 0;
    for (const char* code : {"federation", "federation:judge=referee"}) {
        const RuleSet rules = rulesOf(code);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Rng rng(seed);
            Match match(autoSetup(rules, F, rng), autoSetup(rules, S, rng));
            // Easy against random (which strikes at once) and against itself, either side.
            const Level other = seed % 2 ? Level::Random : Level::Easy;
            const Side easySide = seed % 3 ? F : S;
            int own = 0;
            while (!match.isOver() && own < 12) {
                const Side side = match.referee().position().sideToMove();
                const bool isEasy = side == easySide || other == Level::Easy;
                const auto m = chooseMove(match.view(side), isEasy ? Level::Easy : Level::Random,
                                          seed * 100 + static_cast<std::uint64_t>(own), kUncapped);
                REQUIRE(m.has_value());
                if (isEasy) {
                    const int ownMove = match.referee().ply() / 2;
                    INFO(code << " seed " << seed << " own move " << ownMove);
                    if (ownMove < 4) CHECK_FALSE(m->isStrike());
                    if (ownMove < 9) CHECK(m->kind() != MoveKind::Launch);
                    easyStrikes += m->isStrike();
                }
                if (side == easySide) ++own;
                REQUIRE(match.play(*m));
            }
            ++games;
        }
    }
    CHECK(games == 12);
    CHECK(easyStrikes > 0); // easy still strikes once it may
}

namespace {

// Guards of `side`'s HQ in `pos` (F-MOVE-8: its pieces next to the HQ).
int guardsOf(const Position& pos, Side side) {
    int n = 0;
    const federation::SquareMask ring = federation::geometry(federation::hqSquare(side)).adjacent;
    for (federation::SquareMask bits = ring; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        n += !pos.isEmpty(s) && pos.sideAt(s) == side;
    }
    return n;
}

} // namespace

TEST_CASE("F-MOVE-8 hard keeps its marshal guarded against a march on its HQ", "[ai][strikes]") {
    const RuleSet rules = RuleSet::federation();
    // Second's lieutenant general crosses the bridge and marches on hq1 (c7-e5-c3-d3, two
    // steps from it), as an officer would. First's only guard is the engineer on e2, which one
    // strike or one attack removes; the tank on i1 can come to g1 as a second guard, and the
    // search alone finds other moves as good. Hard brings the guard.
    const Position start = makePosition(rules,
                                        {{"hq1", F, T::Marshal},
                                         {"e2", F, T::Engineer},
                                         {"a2", F, T::LieutenantColonel},
                                         {"i1", F, T::Tank},
                                         {"h2", F, T::General},
                                         {"b1", F, T::Mine},
                                         {"hq9", S, T::Marshal},
                                         {"c7", S, T::LieutenantGeneral},
                                         {"g7", S, T::Colonel},
                                         {"e7", S, T::MajorGeneral},
                                         {"d8", S, T::Mine},
                                         {"a9", S, T::Spy},
                                         {"i9", S, T::Tank}},
                                        S);
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    for (const char* m :
         {"c7-e5", "a2-a3", "e5-c3", "h2-h3", "c3-d3", "a3-b3", "g7-g8", "h3-h2", "e7-d7"}) {
        INFO(m);
        const auto a = referee.play(mv(rules, m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    }
    REQUIRE(guardsOf(view.position(), F) == 1);
    for (std::uint64_t seed : {1, 2, 3}) {
        INFO("seed " << seed);
        const auto m = chooseMove(view, Level::Hard, seed, kUncapped);
        REQUIRE(m.has_value());
        INFO(moveText(*m, rules));
        Position after = referee.position();
        Referee r2(after);
        REQUIRE(r2.play(*m));
        CHECK(guardsOf(r2.position(), F) >= 2);
    }
}

TEST_CASE("F-STRIKE-2 the strike context counts the enemy's missiles its strikes and our air "
          "collisions spent",
          "[ai][strikes]") {
    const RuleSet rules = RuleSet::federation();
    const Position start = makePosition(rules,
                                        {{"hq1", F, T::Marshal},
                                         {"d2", F, T::Colonel},
                                         {"b1", F, T::Missile},
                                         {"a3", F, T::Tank},
                                         {"i3", F, T::Engineer},
                                         {"e3", F, T::General},
                                         {"hq9", S, T::Marshal},
                                         {"a7", S, T::Missile},
                                         {"i7", S, T::Missile},
                                         {"d8", S, T::Mine}},
                                        S);
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    auto play = [&](const char* m) {
        INFO(m);
        const auto a = referee.play(mv(rules, m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    };
    CHECK(strikeContext(view).enemyMissiles == 2);
    CHECK(strikeContext(view).ownMoves == 0);
    play("a7*a3");
    CHECK(strikeContext(view).enemyMissiles == 1);
    CHECK(strikeContext(view).ownMoves == 0);
    // Our strike on i7's neighbour collides with the missile there (F-STRIKE-2).
    play("b1*i7");
    CHECK(strikeContext(view).enemyMissiles == 0);
    CHECK(strikeContext(view).ownMoves == 1);

    // The penalties: a gated strike loses to every non-decisive score, the shield costs only
    // while the enemy may still strike, and the classic game is never touched.
    const Position pos = makePosition(rules,
                                      {{"hq1", F, T::Marshal},
                                       {"b1", F, T::Missile},
                                       {"c1", F, T::AtomicBomb},
                                       {"hq9", S, T::Marshal},
                                       {"h8", S, T::Colonel}},
                                      F);
    MoveList legal;
    generateMoves(pos, legal);
    const StrikePolicy policy{.firstStrike = 4, .firstLaunch = 9, .lastShieldCost = 300};
    auto costOf = [&](const char* text, const StrikeContext& context) {
        std::vector<RootPenalty> penalties;
        addStrikePenalties(pos, legal, policy, context, penalties);
        int cost = 0;
        for (const RootPenalty& p : penalties)
            if (p.move == mv(rules, text)) cost += p.cost;
        return cost;
    };
    CHECK(costOf("b1*h8", {.ownMoves = 3, .enemyMissiles = 0}) == kGatedStrikeCost);
    CHECK(costOf("b1*h8", {.ownMoves = 4, .enemyMissiles = 0}) == 0);
    CHECK(costOf("b1*h8", {.ownMoves = 4, .enemyMissiles = 1}) == 300);
    CHECK(costOf("b1**h8", {.ownMoves = 8, .enemyMissiles = 0}) == kGatedStrikeCost);
    CHECK(costOf("b1**h8", {.ownMoves = 9, .enemyMissiles = 2}) == 300);
    CHECK(costOf("b1-b2", {.ownMoves = 0, .enemyMissiles = 2}) == 0);
}

TEST_CASE("F-STRIKE-2 hard keeps its last missile as a shield while the enemy may still strike",
          "[ai][strikes]") {
    const RuleSet rules = RuleSet::federation();
    // First's last missile on c2 stands by its general and colonel; second's unknown pieces on
    // h8 and i8 make a blind strike worth a little on average. Second's first missile struck
    // first's tank on a3.
    const Position start = makePosition(rules,
                                        {{"hq1", F, T::Marshal},
                                         {"d2", F, T::Colonel},
                                         {"c2", F, T::Missile},
                                         {"b2", F, T::General},
                                         {"a3", F, T::Tank},
                                         {"i3", F, T::Engineer},
                                         {"f2", F, T::Major},
                                         {"hq9", S, T::Marshal},
                                         {"a7", S, T::Missile},
                                         {"i7", S, T::Missile},
                                         {"d8", S, T::Mine},
                                         {"f8", S, T::Mine},
                                         {"h8", S, T::LieutenantGeneral},
                                         {"i8", S, T::Major},
                                         {"a9", S, T::Engineer}},
                                        S);
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    auto play = [&](const char* m) {
        INFO(m);
        const auto a = referee.play(mv(rules, m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    };
    play("a7*a3");
    for (std::uint64_t seed : {1, 2}) {
        INFO("one enemy missile left, seed " << seed);
        const auto m = chooseMove(view, Level::Hard, seed, kUncapped);
        REQUIRE(m.has_value());
        INFO(moveText(*m, rules));
        CHECK_FALSE(m->isStrike());
    }
}

TEST_CASE("F-STRIKE-5 hard's evaluation keeps a last missile while a piece only a strike removes "
          "guards the enemy marshal",
          "[ai][strikes]") {
    // Only a strike removes a missile or an 原爆 (they beat every ground attacker). With one
    // beside the enemy HQ and no missile of its own, a side's officers can never enter: the
    // game is at best drawn, as the federation marcher's draws were (issue 53). Hard's
    // evaluation charges a side for that; medium's does not. Measured as what first's missile
    // is worth to first, by hard less by medium.
    const RuleSet rules = RuleSet::federation();
    const int reserve = levelParams(Game::Federation, Level::Hard).search.eval.strikeReserve;
    REQUIRE(reserve > 0);
    REQUIRE(levelParams(Game::Federation, Level::Medium).search.eval.strikeReserve == 0);
    struct Case {
        PieceType onC9;           // beside second's HQ
        const char* enemyMissile; // second's missile, or nullptr
        const char* missile;      // first's missile whose worth is measured
        bool secondMissile;       // first keeps another one on a1
    };
    const auto extraWorth = [&](const Case& c) {
        Position without = makePosition(rules, {{"hq1", F, T::Marshal},
                                                {"d2", F, T::Mine},
                                                {"c2", F, T::General},
                                                {"h2", F, T::Colonel},
                                                {"hq9", S, T::Marshal},
                                                {"c9", S, c.onC9},
                                                {"a7", S, T::Major},
                                                {"g7", S, T::LieutenantGeneral}});
        if (c.enemyMissile) without.place(sq(rules, c.enemyMissile), S, T::Missile);
        if (c.secondMissile) without.place(sq(rules, "a1"), F, T::Missile);
        Position with = without;
        with.place(sq(rules, c.missile), F, T::Missile);
        const auto worth = [&](Level level) {
            const EvalOptions& o = levelParams(Game::Federation, level).search.eval;
            return evaluate(with, F, o) - evaluate(without, F, o);
        };
        return worth(Level::Hard) - worth(Level::Medium);
    };
    // An 原爆 or a missile beside second's HQ: first's last missile is its only way through.
    CHECK(extraWorth({T::AtomicBomb, nullptr, "b2", false}) == reserve);
    CHECK(extraWorth({T::Mine, "e8", "b2", false}) == reserve);
    // First's missile beside its own HQ as well: second, which has none, cannot get through.
    CHECK(extraWorth({T::AtomicBomb, nullptr, "e2", false}) == 2 * reserve);
    // A mine guard (an engineer removes it), a missile away from the HQ: nothing.
    CHECK(extraWorth({T::Mine, nullptr, "b2", false}) == 0);
    CHECK(extraWorth({T::Mine, "i8", "b2", false}) == 0);
    // Not the last missile: nothing.
    CHECK(extraWorth({T::AtomicBomb, nullptr, "b2", true}) == 0);
}
