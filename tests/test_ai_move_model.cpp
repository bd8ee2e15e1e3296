// The opponent-move model (src/ai/move_model.h): setups that explain the opponent's choices
// are likelier, and the worlds drawn with it stay consistent and sharpen the beliefs.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "ai/move_model.h"

#include "helpers.h"

#include "core/match.h"

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

TEST_CASE("R-INFO-3 move model: stepping away from our captain fits a weak piece, not the "
          "general",
          "[ai][model]") {
    // Second's piece on c6 could take first's captain on c5; it steps back to c7 instead.
    const Position start = makePosition({{"hq1", F, T::General},
                                         {"c5", F, T::Captain},
                                         {"a3", F, T::Major},
                                         {"c6", S, T::SecondLieutenant},
                                         {"hq8", S, T::General},
                                         {"f8", S, T::Mine},
                                         {"a8", S, T::Spy}},
                                        S);
    const SideView view = viewAfter(start, F, {"c6-c7"});
    const MoveModel model(view, MoveModelParams{});
    REQUIRE(model.informative());

    TypeAssignment weak = trueTypes(start);
    TypeAssignment strong = weak;
    const PieceId mover = start.pieceAt(sq("c6"));
    strong[mover] = T::General;
    strong[start.pieceAt(sq("hq8"))] = T::SecondLieutenant;
    const double weakFit = model.logLikelihood(weak, Budget::unlimited());
    const double strongFit = model.logLikelihood(strong, Budget::unlimited());
    CHECK(weakFit > strongFit + 1.0);
    // The floor keeps every move possible: even a senseless one is not ruled out.
    CHECK(std::isfinite(strongFit));
    CHECK(strongFit > std::log(MoveModelParams{}.floor / 8.0) - 1e-9);
}

TEST_CASE("R-COMBAT-1 move model: walking up to our lieutenant general fits the general, not a "
          "captain",
          "[ai][model]") {
    // Second's piece steps from c3 to d3, next to first's lieutenant general on e3. Only the
    // general beats it (R-COMBAT-1), so the step threatens it in a world where the piece is the
    // general, and gives a piece away in one where it is a captain. The capture search alone
    // sees only the second half (first may stand pat after the step); the threat share weighs
    // the first.
    const Position start = makePosition({{"hq1", F, T::General},
                                         {"e3", F, T::LieutenantGeneral},
                                         {"a3", F, T::Major},
                                         {"c3", S, T::General},
                                         {"hq8", S, T::Captain},
                                         {"f8", S, T::Mine},
                                         {"a8", S, T::Spy}},
                                        S);
    const SideView view = viewAfter(start, F, {"c3-d3"});
    TypeAssignment strong = trueTypes(start);
    TypeAssignment weak = strong;
    weak[start.pieceAt(sq("c3"))] = T::Captain;
    weak[start.pieceAt(sq("hq8"))] = T::General;
    const auto gap = [&](int threatShare) {
        MoveModelParams params;
        params.threatShare = threatShare;
        const MoveModel model(view, params);
        REQUIRE(model.informative());
        return model.logLikelihood(strong, Budget::unlimited()) -
               model.logLikelihood(weak, Budget::unlimited());
    };
    REQUIRE(MoveModelParams{}.threatShare > 0);
    CHECK(gap(MoveModelParams{}.threatShare) > 3.0);
    // Without the threat the step says less: only that a captain there would be taken.
    CHECK(gap(MoveModelParams{}.threatShare) > gap(0) + 1.0);
}

TEST_CASE("drawExplained: consistent setups, the same for any thread count, and sharper than "
          "the plain sampler in games between sensible players",
          "[ai][model][sampler]") {
    const MoveModelParams params{.recentMoves = 30};
    double plainHits = 0, explainedHits = 0;
    long pieces = 0;
    for (std::uint64_t g = 0; g < 4; ++g) {
        Rng setupRng(700 + g);
        Match match(autoSetup(F, setupRng), autoSetup(S, setupRng));
        while (!match.isOver() && match.referee().ply() < 160) {
            const Side mover = match.referee().position().sideToMove();
            const auto m = chooseMove(match.view(mover), Level::Medium, 900 + g);
            REQUIRE(m.has_value());
            REQUIRE(match.play(*m));
            if (match.referee().ply() % 40 != 0 || match.isOver()) continue;
            const Position& truth = match.referee().position();
            for (Side side : {F, S}) {
                INFO("game " << g << " ply " << match.referee().ply());
                const SideView& view = match.view(side);
                const Belief belief(view);
                const Sampler sampler(belief, SetupPrior::standard());
                const MoveModel model(view, params);
                Rng one(g * 7 + 1), two(g * 7 + 1), plainRng(g * 7 + 2);
                const auto worlds =
                    drawExplained(sampler, model, 96, 32, one, 1, Budget::unlimited());
                REQUIRE(worlds ==
                        drawExplained(sampler, model, 96, 32, two, 2, Budget::unlimited()));
                REQUIRE(worlds.size() == 32);
                for (const TypeAssignment& w : worlds) REQUIRE(belief.accepts(w));
                for (int k = 0; k < 32; ++k) {
                    const TypeAssignment plain = sampler.sample(plainRng);
                    for (PieceId id : belief.opponentIds()) {
                        if (!truth.piece(id).alive()) continue;
                        plainHits += plain[id] == truth.piece(id).type;
                        explainedHits +=
                            worlds[static_cast<std::size_t>(k)][id] == truth.piece(id).type;
                        ++pieces;
                    }
                }
            }
        }
    }
    INFO("true type: plain " << plainHits / pieces << ", explained " << explainedHits / pieces);
    CHECK(pieces > 3000);
    CHECK(explainedHits > plainHits * 1.05);
}

TEST_CASE("drawExplained: cancelled before it starts, it still returns worlds from the one "
          "candidate it must draw",
          "[ai][model][sampler]") {
    Rng setupRng(41);
    Match match(autoSetup(F, setupRng), autoSetup(S, setupRng));
    for (int ply = 0; ply < 30; ++ply) {
        const Side mover = match.referee().position().sideToMove();
        const auto m = chooseMove(match.view(mover), Level::Easy, 5);
        REQUIRE(m.has_value());
        REQUIRE(match.play(*m));
    }
    const SideView& view = match.view(F);
    const Belief belief(view);
    const Sampler sampler(belief, SetupPrior::standard());
    const MoveModel model(view, MoveModelParams{});
    const std::atomic<bool> cancel{true};
    const Budget cancelled(&cancel, Budget::Clock::time_point::max());
    Rng rng(3);
    const auto worlds = drawExplained(sampler, model, 64, 16, rng, 2, cancelled);
    REQUIRE(worlds.size() == 16);
    for (const TypeAssignment& w : worlds) {
        CHECK(belief.accepts(w));
        CHECK(w == worlds.front());
    }
}
