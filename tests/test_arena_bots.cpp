// The arena's plan bots (src/apps/gunjin-arena/exploiters.h) play the plans they are named for:
// a measurement of hard against them means something only if they do.
#include "exploiters.h"

#include "helpers.h"

#include "ai/evaluation.h"

#include "core/referee.h"

#include <cstdlib>
#include <string>

using namespace gunjin;
using namespace gunjin::arena;
using namespace gunjin::test;

TEST_CASE("The marcher walks its strongest officer straight at the enemy HQ", "[arena][bots]") {
    const Position start = makePosition({{"e5", F, T::General},
                                         {"b3", F, T::Colonel},
                                         {"a1", F, T::Engineer},
                                         {"f1", F, T::Mine},
                                         {"a8", S, T::Mine},
                                         {"f7", S, T::Captain}});
    const SideView view = SideView::fromPosition(start, F);
    for (std::uint64_t seed : {1, 2, 3}) {
        const auto m = choosePlanMove(view, Plan::Marcher, seed);
        REQUIRE(m);
        CHECK(m->from() == sq("e5"));
        CHECK(ai::stepsToEnemyHq(m->to(), F) < ai::stepsToEnemyHq(sq("e5"), F));
    }
}

TEST_CASE("The marcher probes an unmoved piece on its way with a low piece first",
          "[arena][bots]") {
    // The general's only way on is d6, an enemy piece that never moved (a mine, perhaps): the
    // engineer beside it attacks it, not the general.
    const Position start = makePosition({{"d5", F, T::General},
                                         {"c5", F, T::Captain},
                                         {"e5", F, T::Major},
                                         {"c6", F, T::Engineer},
                                         {"f1", F, T::Mine},
                                         {"d6", S, T::Mine},
                                         {"a8", S, T::Captain}});
    const SideView view = SideView::fromPosition(start, F);
    const auto m = choosePlanMove(view, Plan::Marcher, 1);
    REQUIRE(m);
    CHECK(*m == mv("c6-d6"));
}

TEST_CASE("The baiter walks a low piece to the enemy HQ while its officer waits two steps away",
          "[arena][bots]") {
    REQUIRE(ai::stepsToEnemyHq(sq("c6"), F) == 2);
    const Position start = makePosition({{"c6", F, T::General},
                                         {"a4", F, T::SecondLieutenant},
                                         {"f1", F, T::Mine},
                                         {"hq8", S, T::Colonel},
                                         {"f8", S, T::Mine}});
    const SideView view = SideView::fromPosition(start, F);
    const auto m = choosePlanMove(view, Plan::Baiter, 1);
    REQUIRE(m);
    CHECK(m->from() == sq("a4"));
    CHECK(ai::stepsToEnemyHq(m->to(), F) < ai::stepsToEnemyHq(sq("a4"), F));
}

TEST_CASE("The spy hunter sends its spy at a piece that can only be the general", "[arena][bots]") {
    // Second's piece beat first's lieutenant general after moving: only the general does.
    const Position start = makePosition({{"b4", F, T::LieutenantGeneral},
                                         {"a2", F, T::Spy},
                                         {"f2", F, T::Engineer},
                                         {"f1", F, T::Mine},
                                         {"b6", S, T::General},
                                         {"f8", S, T::Mine},
                                         {"a8", S, T::SecondLieutenant}},
                                        S);
    const SideView view = viewAfter(start, F, {"b6-b5", "f2-f3", "b5-b4"});
    const auto m = choosePlanMove(view, Plan::SpyHunter, 1);
    REQUIRE(m);
    CHECK(m->from() == sq("a2"));
    const auto far = [](Square s) {
        return std::abs(columnOf(s) - columnOf(sq("b4"))) + std::abs(rowOf(s) - rowOf(sq("b4")));
    };
    CHECK(far(m->to()) < far(sq("a2")));
}

TEST_CASE("The plan bots are named by their ids", "[arena][bots]") {
    CHECK(parsePlan("marcher") == Plan::Marcher);
    CHECK(parsePlan("baiter") == Plan::Baiter);
    CHECK(parsePlan("spyhunter") == Plan::SpyHunter);
    CHECK_FALSE(parsePlan("Marcher"));
    CHECK_FALSE(parsePlan(""));
}
