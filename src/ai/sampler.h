// Complete hidden setups consistent with everything a side has seen, drawn with the setup
// prior as weights: the "determinizations" both search methods play on. In the federation game
// the prior also pairs the 原爆 with a missile (a lone 原爆 is much less likely), which
// per-square weights alone cannot say.
#pragma once

#include "belief.h"
#include "piece_model.h"
#include "setup_prior.h"

#include "core/rng.h"

namespace gunjin::ai {

class Sampler {
public:
    // Both references must outlive the sampler. Precondition: prior.fits(belief.rules()).
    Sampler(const Belief& belief, const SetupPrior& prior);
    // The same, each piece's prior weight for a type also multiplied by `behaviour` (what its
    // moves say, behaviourWeights; every entry > 0; it too must outlive the sampler), in the
    // sequential draw and the swaps alike.
    Sampler(const Belief& belief, const SetupPrior& prior, const BehaviourWeights& behaviour);

    // A type for every opponent piece that Belief::accepts (always, for a view of a real game).
    // Drawn sequentially with exact feasibility (no dead ends), then mixed by Metropolis swaps
    // that keep the prior-weighted posterior invariant.
    TypeAssignment sample(Rng& rng) const;

    // The view's current position with the opponent's pieces given the assigned types.
    Position determinize(const TypeAssignment& types) const;

private:
    double weight(PieceId id, PieceType t) const;
    double pairing(const TypeAssignment& types) const;
    std::optional<TypeAssignment> sequential(Rng& rng, PieceId flag) const;

    const Belief& m_belief;
    const SetupPrior& m_prior;
    const BehaviourWeights* m_behaviour = nullptr;
    TypeCounts m_counts;
    std::vector<PieceId> m_flagCandidates;
};

} // namespace gunjin::ai
