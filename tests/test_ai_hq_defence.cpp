// Hard holds its HQ against a rush (issue 37): an enemy piece that marches on the HQ is met by
// a defender strong enough, sent in time, although the CPU never knows what the marcher is.
#include "ai/cpu_player.h"
#include "ai/evaluation.h"

#include "ai_helpers.h"
#include "helpers.h"

#include "core/referee.h"

#include <set>
#include <string>

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

namespace {

// Steps from s to first's HQ.
int toOwnHq(const char* square) {
    return stepsToEnemyHq(parseSquare(square).value(), S);
}

} // namespace

TEST_CASE("R-END-1 hard sends a defender in time against a piece marching on its empty HQ",
          "[ai][hq]") {
    // Second's piece walked b7-b6-b5-b4 straight at first's empty HQ: four steps away, it wins
    // there in the worlds where it is an officer. First's general is four steps from home and
    // must leave now; a step later the race is lost. The captain's attack on e5 is bait.
    const Position start = makePosition({{"f3", F, T::General},
                                         {"a3", F, T::Engineer},
                                         {"e4", F, T::Captain},
                                         {"f1", F, T::Mine},
                                         {"b7", S, T::LieutenantGeneral},
                                         {"e5", S, T::Spy},
                                         {"a8", S, T::Mine},
                                         {"f8", S, T::Colonel}},
                                        S);
    const SideView view = viewAfter(start, F, {"b7-b6", "a3-a2", "b6-b5", "a2-a3", "b5-b4"});
    REQUIRE(view.position().sideToMove() == F);
    for (std::uint64_t seed : {1, 2, 3}) {
        INFO("seed " << seed);
        const auto m = chooseMove(view, Level::Hard, seed, kUncapped);
        REQUIRE(m.has_value());
        const std::string text = moveText(*m);
        INFO(text);
        CHECK(text.starts_with("f3-"));
        CHECK(stepsToEnemyHq(m->to(), S) < toOwnHq("f3"));
    }
}

TEST_CASE("R-END-1 the evaluation counts a race for an HQ the holder cannot keep", "[ai][hq]") {
    // Second's colonel on c4 is three steps from first's HQ. A defender that would hold the HQ
    // has to stand in it before the colonel's third move: the general three steps away makes
    // it with first to move, not with second to move; an engineer in the HQ stops no officer
    // and costs the general a move (it must step out first).
    REQUIRE(toOwnHq("c4") == 3);
    REQUIRE(toOwnHq("f3") == 4);
    REQUIRE(toOwnHq("f2") == 3);
    REQUIRE(toOwnHq("e2") == 2);
    const auto race = [](const char* general, bool engineerHolds, Side toMove) {
        const Position pos = engineerHolds ? makePosition({{general, F, T::General},
                                                           {"hq1", F, T::Engineer},
                                                           {"a1", F, T::Mine},
                                                           {"c4", S, T::Colonel},
                                                           {"f8", S, T::Mine}},
                                                          toMove)
                                           : makePosition({{general, F, T::General},
                                                           {"a1", F, T::Mine},
                                                           {"c4", S, T::Colonel},
                                                           {"f8", S, T::Mine}},
                                                          toMove);
        // What the race term alone adds to first's score.
        return evaluate(pos, F) - evaluate(pos, F, EvalOptions{.hqRaces = false});
    };
    CHECK(race("f3", false, F) < -400);
    CHECK(race("f2", false, F) == 0);
    CHECK(race("f2", false, S) < -400);
    CHECK(race("e2", false, S) == 0);
    CHECK(race("f2", true, F) < -400);
    CHECK(race("e2", true, F) == 0);
    // A general in the HQ holds it against the colonel: no race.
    CHECK(race("hq1", false, S) == 0);
}
