#include "sampler.h"

#include "core/federation_board.h"

#include <algorithm>

namespace gunjin::ai {

namespace {

double uniform01(Rng& rng) {
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

// An index drawn with probability proportional to weights[i].
template <class Weights> std::size_t drawIndex(const Weights& weights, std::size_t n, Rng& rng) {
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) total += weights[i];
    double pick = uniform01(rng) * total;
    std::size_t last = n - 1;
    for (std::size_t i = 0; i < n; ++i) {
        if (pick < weights[i]) return i;
        pick -= weights[i];
        if (weights[i] > 0) last = i;
    }
    return last; // rounding left a sliver: the last index that can be drawn
}

} // namespace

Sampler::Sampler(const Belief& belief, const SetupPrior& prior)
    : m_belief(belief), m_prior(prior), m_counts(armyCounts(belief.rules())) {
    assert(prior.fits(belief.rules()));
    std::vector<TypeMask> masks;
    for (PieceId id : belief.opponentIds()) {
        masks.push_back(belief.possible(id));
        if (contains(belief.possible(id), PieceType::Flag)) m_flagCandidates.push_back(id);
    }
    // A test scenario may hold more of a type than an army; then only the per-piece evidence
    // binds.
    if (!findAssignment(masks, m_counts))
        m_counts.fill(static_cast<std::uint8_t>(belief.rules().armySize()));
}

Sampler::Sampler(const Belief& belief, const SetupPrior& prior, const BehaviourWeights& behaviour)
    : Sampler(belief, prior) {
    m_behaviour = &behaviour;
}

// How much likelier a setup is for its pairs: in the federation game an 原爆 set up with no
// missile next to it is rare (the seed's ミサイルと原爆はなるべく隣り合わせに; おまかせ never
// does it), but possible.
double Sampler::pairing(const TypeAssignment& types) const {
    if (m_belief.rules().game != Game::Federation) return 1.0;
    constexpr double kLoneBomb = 0.1;
    double w = 1.0;
    for (PieceId id : m_belief.opponentIds()) {
        if (types[id] != PieceType::AtomicBomb) continue;
        bool paired = false;
        const federation::FedGeometry& g = federation::geometry(static_cast<Square>(id));
        for (int k = 0; k < g.stepCount; ++k)
            paired = paired || types[g.steps[k]] == PieceType::Missile;
        if (!paired) w *= kLoneBomb;
    }
    return w;
}

double Sampler::weight(PieceId id, PieceType t) const {
    const double w = m_prior.weight(static_cast<Square>(id), opponent(m_belief.side()), t);
    return m_behaviour ? w * (*m_behaviour)[id][index(t)] : w;
}

std::optional<TypeAssignment> Sampler::sequential(Rng& rng, PieceId flag) const {
    const auto& ids = m_belief.opponentIds();
    const RuleSet& rules = m_belief.rules();
    std::array<TypeMask, kMaxSquares> masks{};
    for (PieceId id : ids) {
        masks[id] = m_belief.possible(id);
        if (flag != kNoPiece) masks[id] &= ~typeBit(PieceType::Flag);
    }
    if (flag != kNoPiece) {
        // With the flag fixed, the pieces behind it in past combats are tied to the outcomes.
        masks[flag] = typeBit(PieceType::Flag);
        for (const DefenceRecord& r : m_belief.defences()) {
            if (r.defender != flag) continue;
            if (r.behind == kNoPiece) {
                if (outcomeAgainstFlag(rules, r.attacker, std::nullopt) != r.outcome)
                    return std::nullopt;
                continue;
            }
            TypeMask fits = 0;
            forEachType(armyTypes(rules) & ~typeBit(PieceType::Flag), [&](PieceType y) {
                if (outcomeAgainstFlag(rules, r.attacker, y) == r.outcome) fits |= typeBit(y);
            });
            masks[r.behind] &= fits;
        }
    }

    std::vector<PieceId> order(ids.begin(), ids.end());
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[rng.below(static_cast<std::uint32_t>(i))]);

    TypeAssignment types;
    types.fill(PieceType::Unknown);
    TypeCounts left = m_counts;
    for (std::size_t k = 0; k < order.size(); ++k) {
        // Narrow what is left so that every choice below can be completed.
        std::vector<TypeMask> rest;
        for (std::size_t j = k; j < order.size(); ++j) rest.push_back(masks[order[j]]);
        narrowToAssignable(rest, left);
        if (rest[0] == 0) return std::nullopt;
        std::array<double, kTypeCount> w{};
        forEachType(rest[0], [&](PieceType t) { w[index(t)] = weight(order[k], t); });
        const auto t = static_cast<PieceType>(drawIndex(w, kTypeCount, rng));
        types[order[k]] = t;
        --left[index(t)];
    }
    return types;
}

TypeAssignment Sampler::sample(Rng& rng) const {
    const auto& ids = m_belief.opponentIds();
    std::vector<PieceId> candidates = m_flagCandidates;
    std::optional<TypeAssignment> types;
    while (!types && !candidates.empty()) {
        std::vector<double> w;
        for (PieceId id : candidates) w.push_back(weight(id, PieceType::Flag));
        const std::size_t i = drawIndex(w, w.size(), rng);
        types = sequential(rng, candidates[i]);
        candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(i));
    }
    // In a real game the true flag is among the candidates, so this is reached only for a
    // test scenario without a flag.
    if (!types) types = sequential(rng, kNoPiece);
    if (!types) {
        // A scenario no complete army fits: each piece gets its likeliest possible type.
        types.emplace();
        types->fill(PieceType::Unknown);
        for (PieceId id : ids) {
            PieceType best = PieceType::Unknown;
            forEachType(m_belief.possible(id), [&](PieceType t) {
                if (best == PieceType::Unknown || weight(id, t) > weight(id, best)) best = t;
            });
            (*types)[id] = best;
        }
        return *types;
    }

    // Metropolis swaps: symmetric proposals accepted by the prior ratio (with the pairing
    // factor), so the target (prior restricted to consistent setups) is left invariant while
    // the sequential draw's bias mixes away. The federation game's pairing needs more steps.
    const auto n = static_cast<std::uint32_t>(ids.size());
    const bool paired = m_belief.rules().game == Game::Federation;
    const std::uint32_t steps = paired ? 12 * n : 4 * n;
    double pairs = pairing(*types);
    for (std::uint32_t step = 0; n > 1 && step < steps; ++step) {
        const PieceId a = ids[rng.below(n)];
        const PieceId b = ids[rng.below(n)];
        const PieceType ta = (*types)[a], tb = (*types)[b];
        if (ta == tb || !contains(m_belief.possible(a), tb) || !contains(m_belief.possible(b), ta))
            continue;
        double ratio = weight(a, tb) * weight(b, ta) / (weight(a, ta) * weight(b, tb));
        std::swap((*types)[a], (*types)[b]);
        const auto pairType = [](PieceType t) {
            return t == PieceType::AtomicBomb || t == PieceType::Missile;
        };
        const double pairsAfter =
            paired && (pairType(ta) || pairType(tb)) ? pairing(*types) : pairs;
        ratio *= pairsAfter / pairs;
        if ((ratio < 1.0 && uniform01(rng) >= ratio) || !m_belief.accepts(*types)) {
            std::swap((*types)[a], (*types)[b]);
            continue;
        }
        pairs = pairsAfter;
    }
    return *types;
}

Position Sampler::determinize(const TypeAssignment& types) const {
    Position pos = m_belief.position();
    for (PieceId id : m_belief.opponentIds()) pos.setType(id, types[id]);
    return pos;
}

} // namespace gunjin::ai
