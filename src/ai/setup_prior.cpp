#include "setup_prior.h"

#include "auto_setup.h"

namespace gunjin::ai {

SetupPrior::SetupPrior(int samples, double blend) {
    std::array<std::array<int, kPieceTypeCount>, 23> seen{};
    Rng rng(0x5e7u);
    for (int i = 0; i < samples; ++i) {
        const Setup setup = autoSetup(Side::First, rng);
        for (int s = 0; s < 23; ++s) ++seen[s][index(setup.typeAt(static_cast<Square>(s)))];
    }
    // The uniform part: a type's share of the squares the rules let it use.
    for (int s = 0; s < 23; ++s) {
        const auto sq = static_cast<Square>(s);
        for (PieceType t : kAllPieceTypes) {
            const bool immobile = t == PieceType::Mine || t == PieceType::Flag;
            const bool allowed =
                !(immobile && isEntrySquare(sq)) && !(t == PieceType::Flag && rowOf(sq) == 1);
            const double uniform = allowed ? armyCount(t) / 23.0 : 0.0;
            const double learned = samples > 0 ? double(seen[s][index(t)]) / samples : uniform;
            m_weight[s][index(t)] = blend * uniform + (1.0 - blend) * learned;
        }
    }
}

const SetupPrior& SetupPrior::standard() {
    static const SetupPrior prior(20000, 0.35);
    return prior;
}

double SetupPrior::weight(Square s, Side owner, PieceType t) const {
    // A test scenario may put pieces anywhere; there the prior has nothing to say.
    if (!inTerritory(s, owner)) return armyCount(t) / 23.0;
    return m_weight[ownerFrame(s, owner)][index(t)] + 1e-6;
}

} // namespace gunjin::ai
