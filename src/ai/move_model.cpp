#include "move_model.h"

#include "evaluation.h"
#include "search.h"

#include "core/combat.h"
#include "core/movegen.h"
#include "core/neighbours.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <thread>

namespace gunjin::ai {

MoveModel::MoveModel(const SideView& view, const MoveModelParams& params)
    : m_history(view.announcements()), m_start(startPosition(view)), m_side(view.side()),
      m_params(params) {
    // Scored: the opponent's last recentMoves moves.
    int seen = 0;
    m_firstScored = m_history.size();
    for (std::size_t i = m_history.size(); i-- > 0 && seen < params.recentMoves;) {
        if (m_history[i].mover == m_side) continue;
        ++seen;
        m_firstScored = i;
    }
}

double MoveModel::logLikelihood(const TypeAssignment& types, const Budget& budget) const {
    Position pos = m_start;
    const Side opp = opponent(m_side);
    for (int id = 0; id < pos.squareCount(); ++id)
        if (pos.pieceMask(opp) & (std::uint64_t{1} << id))
            pos.setType(static_cast<PieceId>(id), types[id]);
    Searcher searcher(budget);
    double total = 0;
    std::vector<double> scores;
    for (std::size_t i = 0; i < m_history.size(); ++i) {
        const Announcement& a = m_history[i];
        if (i >= m_firstScored && a.mover == opp) {
            MoveList legal;
            generateMoves(pos, legal);
            scores.clear();
            double chosen = 0, best = -1e18;
            for (Move m : legal) {
                const double s =
                    (searcher.scoreMove(pos, m, 0, 1) + threat(pos, m)) / m_params.temperature;
                scores.push_back(s);
                best = std::max(best, s);
                if (m == a.move) chosen = s;
            }
            double sum = 0;
            for (double s : scores) sum += std::exp(s - best);
            const double softmax = std::exp(chosen - best) / sum;
            const double n = static_cast<double>(std::max<std::size_t>(scores.size(), 1));
            total += std::log(m_params.floor / n + (1.0 - m_params.floor) * softmax);
        }
        applyAnnouncement(pos, a);
    }
    return total;
}

double MoveModel::threat(const Position& pos, Move m) const {
    if (m_params.threatShare <= 0 || m.isStrike() || !pos.isEmpty(m.to())) return 0;
    const RuleSet& rules = pos.rules();
    const Side mover = pos.sideToMove();
    const PieceType attacker = pos.typeAt(m.from());
    int best = 0;
    forEachNeighbour(rules, m.to(), [&](Square n) {
        if (pos.isEmpty(n) || pos.sideAt(n) == mover) return;
        if (judge(rules, attacker, effectiveDefender(pos, n)) == CombatOutcome::AttackerWon)
            best = std::max(best, pieceValue(rules, pos.typeAt(n), true));
    });
    return best * m_params.threatShare / 100.0;
}

std::vector<TypeAssignment> drawExplained(const Sampler& sampler, const MoveModel& model,
                                          int candidates, int keep, Rng& rng, int threads,
                                          const Budget& budget) {
    const auto n = static_cast<std::size_t>(std::max(candidates, 1));
    const std::uint64_t base = rng.next();
    std::vector<TypeAssignment> pool(n);
    // A candidate never drawn (the budget ran out) keeps weight zero; candidate 0 always is.
    std::vector<double> logWeight(n, -std::numeric_limits<double>::infinity());
    auto work = [&](std::size_t first, std::size_t step) {
        for (std::size_t i = first; i < n; i += step) {
            if (i > 0 && budget.exhausted()) return;
            Rng r(base ^ (i + 1) * 0x9FB21C651E98DF25ull);
            logWeight[i] = 0.0;
            pool[i] = sampler.sample(r);
            if (model.informative()) logWeight[i] = model.logLikelihood(pool[i], budget);
        }
    };
    const auto helpers = static_cast<std::size_t>(std::clamp(threads, 1, 8)) - 1;
    std::vector<std::thread> running;
    for (std::size_t t = 1; t <= helpers; ++t) running.emplace_back(work, t, helpers + 1);
    work(0, helpers + 1);
    for (auto& t : running) t.join();

    const double top = *std::max_element(logWeight.begin(), logWeight.end());
    std::vector<double> cumulative(n);
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) cumulative[i] = sum += std::exp(logWeight[i] - top);
    std::vector<TypeAssignment> out;
    const auto k = static_cast<std::size_t>(std::max(keep, 1));
    const double offset = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
    std::size_t i = 0;
    for (std::size_t j = 0; j < k; ++j) {
        const double target = (static_cast<double>(j) + offset) * sum / static_cast<double>(k);
        while (i + 1 < n && cumulative[i] <= target) ++i;
        out.push_back(pool[i]);
    }
    return out;
}

} // namespace gunjin::ai
