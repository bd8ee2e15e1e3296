// The learnt piece model (src/ai/piece_model.h): the shipped models parse quickly, a damaged
// one is an error value and the CPU falls back to the hand-written beliefs, the weights never
// rule a type out, and they read nothing but the side's view.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "ai/piece_model.h"
#include "ai/piece_model_data.h"
#include "ai/sampler.h"

#include "helpers.h"

#include "core/match.h"

#include <chrono>
#include <cmath>
#include <string>

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

namespace {

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// The first number of the tables: after the line "contexts N" and the comment after it.
std::size_t firstNumber(const std::string& text) {
    std::size_t at = text.find("\ncontexts ");
    at = text.find("\n# context 0\n", at) + std::string("\n# context 0\n").size();
    return at;
}

// A game between two medium players up to `plies`.
Match playedGame(const RuleSet& rules, std::uint64_t seed, int plies) {
    Rng rng(seed);
    const Setup first = autoSetup(rules, F, rng);
    const Setup second = autoSetup(rules, S, rng);
    Match match(first, second);
    while (!match.isOver() && match.referee().ply() < plies) {
        const Side mover = match.referee().position().sideToMove();
        const auto m = chooseMove(match.view(mover), Level::Medium, seed);
        REQUIRE(m.has_value());
        REQUIRE(match.play(*m));
    }
    return match;
}

} // namespace

TEST_CASE("The shipped piece models parse, one per game, within 100 ms", "[ai][piece_model]") {
    for (Game game : {Game::Classic, Game::Federation}) {
        const RuleSet rules = game == Game::Classic ? RuleSet::classic() : RuleSet::federation();
        const auto start = std::chrono::steady_clock::now();
        const auto parsed = PieceModel::parse(embeddedPieceModel(game));
        const auto ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        INFO((parsed ? "" : parsed.error()) << " parsed in " << ms << " ms");
        REQUIRE(parsed);
        CHECK(ms < 100);
        CHECK(parsed->game() == game);
        CHECK(parsed->types() == armyTypes(rules));
        const auto& builtIn = PieceModel::builtIn(game);
        REQUIRE(builtIn);
        CHECK(builtIn->toText() == parsed->toText());
    }
}

TEST_CASE("A piece model written by the trainer reads back the same", "[ai][piece_model]") {
    PieceModel model(Game::Classic);
    model.setTypes(armyTypes(RuleSet::classic()));
    for (int c = 0; c < kBehaviourContexts; ++c)
        for (int f = 0; f < kBehaviourFeatureCount; ++f)
            forEachType(model.types(), [&](PieceType t) {
                // A distribution that favours bin (c + f + t) mod bins.
                const int bins = kBehaviourBins[f];
                const int peak = (c + f + index(t)) % bins;
                for (int b = 0; b < bins; ++b)
                    model.setLogProb(c, f, b, t,
                                     std::log(b == peak ? 0.5 + 0.5 / bins : 0.5 / bins));
            });
    const auto back = PieceModel::parse(model.toText());
    REQUIRE(back);
    CHECK(back->toText() == model.toText());
    CHECK(std::abs(back->logProb(3, 2, 1, PieceType::Spy) -
                   model.logProb(3, 2, 1, PieceType::Spy)) < 1e-5);
}

TEST_CASE("A damaged piece model is an error value, never an exception, and the CPU then uses "
          "the hand-written beliefs",
          "[ai][piece_model]") {
    const std::string good(embeddedPieceModel(Game::Classic));
    REQUIRE(PieceModel::parse(good));
    const std::size_t numbers = firstNumber(good);
    const std::string firstValue =
        good.substr(numbers, good.find_first_of(" \n", numbers) - numbers);
    const std::vector<std::pair<std::string, std::string>> damaged = {
        {"bad magic", replaced(good, "gunjin-piece-model", "gunjin-piece-modle")},
        {"wrong version", replaced(good, "gunjin-piece-model 1", "gunjin-piece-model 2")},
        {"truncated", good.substr(0, good.size() / 2)},
        {"empty", ""},
        {"no end", replaced(good, "end\n", "\n")},
        {"text after the end", good + "1\n"},
        {"NaN", good.substr(0, numbers) + "nan" + good.substr(numbers + firstValue.size())},
        {"infinity", good.substr(0, numbers) + "-inf" + good.substr(numbers + firstValue.size())},
        {"not a number", good.substr(0, numbers) + "x" + good.substr(numbers + firstValue.size())},
        {"not a distribution",
         good.substr(0, numbers) + "-0.0001" + good.substr(numbers + firstValue.size())},
        {"wrong feature count", replaced(good, "features ", "features 1")},
        {"unknown type", replaced(good, "general", "generalissimo")},
        {"unknown game", replaced(good, "game classic", "game chess")},
    };
    Rng rng(5);
    Match match(autoSetup(F, rng), autoSetup(S, rng));
    for (const auto& [what, text] : damaged) {
        INFO(what);
        const Result<PieceModel> model = PieceModel::parse(text);
        REQUIRE_FALSE(model);
        CHECK(model.error().rfind("piece model: ", 0) == 0);
        // The CPU's fallback: no learnt weights, the plain sampler.
        CHECK_FALSE(learntWeights(model, match.view(F), 0.5).has_value());
    }
    // A model of the other game is no model for this one either.
    const auto federation = PieceModel::parse(embeddedPieceModel(Game::Federation));
    REQUIRE(federation);
    CHECK_FALSE(learntWeights(federation, match.view(F), 0.5).has_value());
    CHECK_FALSE(learntWeights(PieceModel::parse(good), match.view(F), 0.0).has_value());
    CHECK(learntWeights(PieceModel::parse(good), match.view(F), 0.5).has_value());
}

TEST_CASE("R-INFO-3 learnt weights stay sound: every type the beliefs allow keeps a weight, and "
          "the sampled worlds keep the true type possible",
          "[ai][piece_model][sampler]") {
    for (const RuleSet& rules : {RuleSet::classic(), RuleSet::federation()}) {
        for (std::uint64_t g = 0; g < 2; ++g) {
            Match match = playedGame(rules, 300 + g, 90);
            const Position& truth = match.referee().position();
            for (Side side : {F, S}) {
                INFO("game " << g << " side " << index(side));
                const SideView& view = match.view(side);
                const Belief belief(view);
                // Even a model sharpened far beyond the shipped tempering never rules a type out.
                for (double tempering : {0.5, 20.0}) {
                    const auto weights =
                        learntWeights(PieceModel::builtIn(rules.game), view, tempering);
                    REQUIRE(weights.has_value());
                    for (PieceId id : belief.opponentIds()) {
                        CHECK(contains(belief.possible(id), truth.piece(id).type));
                        forEachType(belief.possible(id), [&](PieceType t) {
                            CHECK((*weights)[id][index(t)] >= 1e-3);
                            CHECK((*weights)[id][index(t)] <= 1.0);
                        });
                    }
                    const Sampler sampler(belief, SetupPrior::forRules(rules), *weights);
                    Rng rng(g + 11);
                    for (int k = 0; k < 8; ++k) CHECK(belief.accepts(sampler.sample(rng)));
                }
            }
        }
    }
}

TEST_CASE("Behaviour features: a piece that advanced over the bridge, one that never moved",
          "[ai][piece_model]") {
    const Position start = makePosition({{"hq1", F, T::General},
                                         {"a2", F, T::Captain},
                                         {"hq8", S, T::General},
                                         {"b6", S, T::Major},
                                         {"f8", S, T::Mine},
                                         {"a8", S, T::Spy}},
                                        S);
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    for (const char* m : {"b6-b5", "a2-a3", "b5-b4", "a3-a2"}) {
        const auto a = referee.play(mv(m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    }
    const auto behaviour = observeBehaviour(view);
    const PieceBehaviour& advanced = behaviour[start.pieceAt(sq("b6"))];
    const PieceBehaviour& still = behaviour[start.pieceAt(sq("f8"))];
    const auto bin = [](const PieceBehaviour& b, BehaviourFeature f) {
        return b.bins[static_cast<int>(f)];
    };
    CHECK(advanced.context == 0 * kBehaviourDepths + 1); // first phase, second row
    CHECK(still.context == 0 * kBehaviourDepths + 2);    // first phase, back row
    CHECK(bin(advanced, BehaviourFeature::Moves) == 2);
    CHECK(bin(advanced, BehaviourFeature::Progress) == 3); // two steps nearer our HQ
    CHECK(bin(advanced, BehaviourFeature::Attacks) == 0);
    CHECK(bin(advanced, BehaviourFeature::Idle) == 1); // moved on its side's last turn
    CHECK(bin(advanced, BehaviourFeature::FirstMove) == 1);
    CHECK(bin(still, BehaviourFeature::Moves) == 0);
    CHECK(bin(still, BehaviourFeature::Idle) == 0);
    CHECK(bin(still, BehaviourFeature::Progress) == 1);
    // Our own pieces have no behaviour of their own.
    CHECK(behaviour[start.pieceAt(sq("a2"))].bins == PieceBehaviour{}.bins);
}
