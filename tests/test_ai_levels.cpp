// A CPU level is data (issue 35): one row per level in the level table (its id, whether the
// menu offers it) and one row in each rule set's table of how it plays; ids are read exactly,
// and an unknown id is no level at all, never hard.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "ai/engine.h"

#include "ai_helpers.h"
#include "helpers.h"

#include "core/match.h"

#include <set>
#include <string>

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

namespace {

std::vector<Level> allLevels() {
    std::vector<Level> out;
    for (const LevelInfo& row : kLevels) out.push_back(row.level);
    return out;
}

} // namespace

TEST_CASE("Every level has its row in the level table and in both rule sets' tables",
          "[ai][levels]") {
    REQUIRE(kLevelCount == 4);
    std::set<std::string_view> ids;
    for (std::size_t i = 0; i < kLevelCount; ++i) {
        const Level level = kLevels[i].level;
        INFO("row " << i << " " << kLevels[i].id);
        CHECK(static_cast<std::size_t>(level) == i);
        CHECK(&levelInfo(level) == &kLevels[i]);
        CHECK(levelId(level) == kLevels[i].id);
        CHECK(ids.insert(kLevels[i].id).second);
        for (Game game : {Game::Classic, Game::Federation}) {
            const LevelParams& params = levelParams(game, level);
            CHECK(params.level == level);
            // A level either plays at random or searches at least one world.
            CHECK((params.randomMove || params.search.worlds >= 1));
            // Worlds drawn by the move model: one kept for each world searched.
            if (params.explainCandidates > 0)
                CHECK(params.explainCandidates >= params.search.worlds);
        }
    }
    // The two rule sets' rows are different rows (each rule set is tuned on its own).
    CHECK(&levelParams(Game::Classic, Level::Medium) !=
          &levelParams(Game::Federation, Level::Medium));
}

TEST_CASE("The levels' work is the README's table", "[ai][levels]") {
    // The fixed amount of work per move the README describes (a seed reproduces a game).
    const auto& cr = levelParams(Game::Classic, Level::Random);
    const auto& ce = levelParams(Game::Classic, Level::Easy);
    const auto& cm = levelParams(Game::Classic, Level::Medium);
    const auto& ch = levelParams(Game::Classic, Level::Hard);
    CHECK(cr.randomMove);
    CHECK_FALSE(ce.randomMove);
    CHECK((ce.guardsHq && !cm.guardsHq && !ch.guardsHq));
    CHECK((ce.search.worlds == 2 && ce.search.depth == 0 && ce.search.qdepth == 1));
    CHECK((ce.search.slipPercent == 50 && ce.search.slipMargin == 400 && !ce.search.slipQuiet));
    CHECK((cm.search.worlds == 4 && cm.search.depth == 1 && cm.search.qdepth == 2));
    CHECK((ch.search.worlds == 96 && ch.search.depth == 2 && ch.search.qdepth == 2));
    CHECK((ch.explainCandidates == 384 && ch.model.recentMoves == MoveModelParams{}.recentMoves));
    CHECK((ce.explainCandidates == 0 && cm.explainCandidates == 0));
    CHECK((ch.search.screenWorlds == 0 && ch.search.screenKeep == 0));
    CHECK((!ce.search.eval.hqRaces && cm.search.eval.hqRaces && ch.search.eval.hqRaces));
    // Hard, a club player (issue 53): races for its HQ looked for a step further and weighed
    // double, its spy drawn toward the enemy general, its worst quarter of worlds weighed, no
    // tank or officer into an unmoved piece beside the enemy HQ. Easy, a beginner: no deep plane
    // raids.
    CHECK((cm.search.eval.raceHorizon == 4 && cm.search.eval.raceScale == 100 &&
           !cm.search.eval.spyHunts && cm.search.caution == 0));
    CHECK((ch.search.eval.raceHorizon == 5 && ch.search.eval.raceScale == 200 &&
           ch.search.eval.spyHunts && ch.search.caution == 50));
    CHECK((ce.search.caution == 0 && !ce.search.eval.spyHunts));
    CHECK((ch.attacks.probeNear == 1 && ch.attacks.probeMinValue == 300 &&
           ch.attacks.probeShare == 50 && ch.attacks.raidCost == 0));
    CHECK((ce.attacks.raidDepth == 3 && ce.attacks.raidCost == 800 && ce.attacks.probeShare == 0));
    CHECK((cm.attacks.raidCost == 0 && cm.attacks.probeShare == 0));
    // The learnt piece model: medium trusts it more than hard, whose worlds the move model
    // weighs too; easy keeps to the hand-written beliefs.
    CHECK((ce.learntTempering == 0 && cm.learntTempering == 0.5 && ch.learntTempering == 0.2));
    CHECK((levelParams(Game::Federation, Level::Easy).learntTempering == 0 &&
           levelParams(Game::Federation, Level::Medium).learntTempering == 0.25 &&
           levelParams(Game::Federation, Level::Hard).learntTempering == 0.2));

    const auto& fr = levelParams(Game::Federation, Level::Random);
    const auto& fe = levelParams(Game::Federation, Level::Easy);
    const auto& fm = levelParams(Game::Federation, Level::Medium);
    const auto& fh = levelParams(Game::Federation, Level::Hard);
    CHECK(fr.randomMove);
    CHECK((fe.guardsHq && !fm.guardsHq && !fh.guardsHq));
    CHECK((fe.search.worlds == 2 && fe.search.depth == 0 && fe.search.qdepth == 1));
    CHECK((fe.search.slipPercent == 25 && fe.search.slipMargin == 300 && fe.search.slipQuiet));
    CHECK((fe.strikes.firstStrike == 4 && fe.strikes.firstLaunch == 9));
    for (const LevelParams* p : {&ce, &cm, &ch, &fm, &fh})
        CHECK((p->strikes.firstStrike == 0 && p->strikes.firstLaunch == 0));
    // Hard keeps its last missile as a shield and two guards by its HQ against a march.
    CHECK((fh.strikes.strikeCost == 0 && fh.strikes.shieldCost == 0 &&
           fh.strikes.lastShieldCost == 300));
    CHECK((fh.guard.watchSteps == 3 && fh.guard.want == 2 && fh.guard.missingCost == 150));
    // ...and weighs a last missile against an enemy piece only a strike removes.
    CHECK(fh.search.eval.strikeReserve == 600);
    for (const LevelParams* p : {&ce, &cm, &ch, &fe, &fm}) {
        CHECK(p->search.eval.strikeReserve == 0);
        CHECK((p->strikes.strikeCost == 0 && p->strikes.shieldCost == 0 &&
               p->strikes.lastShieldCost == 0));
        CHECK(p->guard.want == 0);
    }
    CHECK((fm.search.worlds == 8 && fm.search.depth == 1 && fm.search.qdepth == 2));
    CHECK((fh.search.worlds == 96 && fh.search.depth == 2 && fh.search.qdepth == 2));
    CHECK((fh.search.screenWorlds == 8 && fh.search.screenKeep == 12));
    CHECK((fh.explainCandidates == 192 && fh.model.recentMoves == 20));
    // The threat a quiet move makes counts in the classic game's move model only.
    CHECK((ch.model.threatShare == 50 && fh.model.threatShare == 0));
    CHECK((fe.attacks.raidDepth == 3 && fe.attacks.raidCost == 800));
    CHECK((fh.attacks.probeNear == 1 && fh.attacks.probeShare == 50 && fm.attacks.probeShare == 0));
}

TEST_CASE("parseLevel reads every id back and nothing else", "[ai][levels]") {
    for (const LevelInfo& row : kLevels) {
        INFO(row.id);
        const auto level = parseLevel(row.id);
        REQUIRE(level.has_value());
        CHECK(*level == row.level);
        CHECK(parseLevel(levelId(row.level)) == row.level);
        // Ids are exact: no other case, no blanks, no prefix or longer word.
        const std::string id(row.id);
        std::string upper = id, capital = id;
        for (char& c : upper) c = static_cast<char>(c - 'a' + 'A');
        capital[0] = upper[0];
        std::string withNul = id;
        withNul.push_back('\0');
        for (const std::string& other :
             {upper, capital, " " + id, id + " ", id + "\n", id.substr(0, id.size() - 1), id + "s",
              "oracle-" + id, withNul}) {
            INFO("'" << other << "'");
            CHECK_FALSE(parseLevel(other).has_value());
        }
    }
    for (const char* unknown : {"expert", "", "Hard", "HARD", "grandmaster", "0", "3", "初級"}) {
        INFO("'" << unknown << "'");
        CHECK_FALSE(parseLevel(unknown).has_value());
    }
}

TEST_CASE("The level ids for messages are the table's, in its order", "[ai][levels]") {
    CHECK(levelIdList() == "random, easy, medium, hard");
    CHECK(levelIdList(" | ") == "random | easy | medium | hard");
    std::string joined;
    for (const LevelInfo& row : kLevels) joined += std::string(row.id) + "/";
    CHECK(levelIdList("/") + "/" == joined);
}

TEST_CASE("The menu offers easy, medium and hard - random is for tests and the arena",
          "[ai][levels]") {
    std::vector<std::string_view> offered;
    for (const LevelInfo& row : kLevels)
        if (row.offeredOnMenu) offered.push_back(row.id);
    CHECK(offered == std::vector<std::string_view>{"easy", "medium", "hard"});
    CHECK_FALSE(levelInfo(Level::Random).offeredOnMenu);
}

TEST_CASE("Every level of the table plays a legal move in both rule sets", "[ai][levels]") {
    for (const RuleSet& rules : {RuleSet::classic(), RuleSet::federation()}) {
        Rng rng(35);
        Match match(autoSetup(rules, F, rng), autoSetup(rules, S, rng));
        // A few random plies, so that the opponent's moves give the move model something.
        for (int i = 0; i < 6 && !match.isOver(); ++i) {
            const Side side = match.referee().position().sideToMove();
            REQUIRE(match.play(*chooseMove(match.view(side), Level::Random, 100 + i)));
        }
        REQUIRE_FALSE(match.isOver());
        const Side side = match.referee().position().sideToMove();
        MoveList legal;
        generateMoves(match.referee().position(), legal);
        for (Level level : allLevels()) {
            INFO(rules.code() << " " << levelId(level));
            const auto m = chooseMove(match.view(side), level, 11, kUncapped);
            REQUIRE(m.has_value());
            CHECK(std::find(legal.begin(), legal.end(), *m) != legal.end());
            // The same seed and view, the same move.
            CHECK(chooseMove(match.view(side), level, 11, kUncapped) == m);
        }
    }
}
