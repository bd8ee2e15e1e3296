// A learnt model of what a piece's behaviour says about its type: naive Bayes over the
// categorical features of piece_behaviour.h, one table per rule set's game, fitted offline
// from self-play records where the truth is known (gunjin-bench train-beliefs,
// scripts/train_beliefs.sh). For each context (phase × setup depth), feature, bin and type it
// holds log P(bin | type, context) — for pieces the feature applies to — smoothed so that no
// type is ever impossible.
//
// The shipped models are text files (src/ai/data/) embedded at build time; each is parsed and
// checked on first use. A damaged one is an error value, and the CPU then keeps to the
// hand-written beliefs.
//
// Text format (one token sequence, whitespace separated, '#' starts a comment line):
//   gunjin-piece-model <version>
//   game classic|federation
//   types <N> <type id> ...                 the army's types, each once
//   features <F> <bins of each feature>     must equal kBehaviourBins
//   contexts <C>                            must equal kBehaviourContexts
//   then, context by context, feature by feature, bin by bin: N log-probabilities
//   end
#pragma once

#include "piece_behaviour.h"
#include "type_mask.h"

#include "core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gunjin::ai {

inline constexpr std::string_view kPieceModelMagic = "gunjin-piece-model";
inline constexpr int kPieceModelVersion = 1;

class PieceModel {
public:
    // A model of `game` with every log-probability 0 (no evidence): the trainer fills it in.
    explicit PieceModel(Game game);

    // Parses and checks a model's text: magic, version, game, types, sizes, every number finite
    // and each distribution summing to 1. Never throws.
    static Result<PieceModel> parse(std::string_view text);
    // The model shipped for `game`, parsed once on first use (thread-safe); an error when the
    // embedded data is damaged.
    static const Result<PieceModel>& builtIn(Game game);

    Game game() const { return m_game; }
    // The types the model speaks of; any other type gets log-likelihood 0.
    TypeMask types() const { return m_types; }

    double logProb(int context, int feature, int bin, PieceType t) const {
        return m_logProb[slot(context, feature, bin) * kTypeCount + index(t)];
    }
    void setLogProb(int context, int feature, int bin, PieceType t, double value) {
        m_logProb[slot(context, feature, bin) * kTypeCount + index(t)] = value;
    }
    void setTypes(TypeMask types) { m_types = types; }

    // Sum over the features that apply (piece_behaviour.h) of log P(bin | type, context).
    double logLikelihood(const PieceBehaviour& b, PieceType t) const;

    // The text `parse` reads back (%.6g numbers).
    std::string toText() const;

private:
    static int slot(int context, int feature, int bin);

    Game m_game;
    TypeMask m_types = 0;
    std::vector<double> m_logProb; // [context][feature][bin (kBehaviourMaxBins)][type]
};

// A weight per opponent piece id and type for the sampler: the model's likelihood raised to
// `tempering` (naive Bayes is overconfident: its features are far from independent), scaled
// so that each piece's likeliest type weighs 1, and never below `floor` (> 0), so that no type
// the beliefs allow is ever ruled out. A piece set up outside its camp (only a test scenario
// does that) weighs 1 for every type. Only what the view shows is read (R-INFO-3).
using BehaviourWeights = std::array<std::array<double, kTypeCount>, kMaxSquares>;
BehaviourWeights behaviourWeights(const PieceModel& model, const SideView& view, double tempering,
                                  double floor = 1e-3);

// What the CPU weighs its worlds by: the weights of `model` when it loaded and tempering > 0;
// nullopt when it is an error (a damaged model) or tempering is 0, and then the hand-written
// beliefs are used alone.
std::optional<BehaviourWeights> learntWeights(const Result<PieceModel>& model, const SideView& view,
                                              double tempering);

} // namespace gunjin::ai
