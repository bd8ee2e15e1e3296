#include "bot_moves.h"

#include "ai/evaluation.h"

#include "core/combat.h"
#include "core/neighbours.h"

#include <vector>

namespace gunjin::arena {

Odds oddsAgainst(const RuleSet& rules, PieceType attacker, ai::TypeMask possible) {
    Odds o;
    int n = 0;
    ai::forEachType(possible, [&](PieceType t) {
        ++n;
        switch (judge(rules, attacker, t)) {
        case CombatOutcome::AttackerWon: o.win += 1; break;
        case CombatOutcome::DefenderWon: o.lose += 1; break;
        default: o.win += 0.4, o.lose += 0.4; break; // both go: half a trade
        }
    });
    if (n > 0) o.win /= n, o.lose /= n;
    return o;
}

Odds attackOdds(const ai::Belief& belief, Move m) {
    const Position& pos = belief.position();
    return oddsAgainst(pos.rules(), pos.typeAt(m.from()), belief.possible(pos.pieceAt(m.to())));
}

std::optional<Move> winningEntry(const Position& pos, const MoveList& legal) {
    const Square enemyHq = pos.board().hqOf(opponent(pos.sideToMove()));
    for (Move m : legal)
        if (!m.isStrike() && m.to() == enemyHq && isOfficer(pos.typeAt(m.from())) &&
            (pos.rules().game == Game::Federation || pos.isEmpty(enemyHq)))
            return m;
    return std::nullopt;
}

std::optional<Move> favourableAttack(const ai::Belief& belief, const MoveList& legal,
                                     double threshold, Rng& rng) {
    const Position& pos = belief.position();
    std::optional<Move> best;
    double bestEdge = threshold;
    for (Move m : legal) {
        if (m.isStrike() || pos.isEmpty(m.to())) continue;
        const Odds o = attackOdds(belief, m);
        const double edge = o.win - o.lose + 0.001 * static_cast<double>(rng.below(100));
        if (edge > bestEdge) bestEdge = edge, best = m;
    }
    return best;
}

std::array<std::uint8_t, kMaxSquares> walkDistances(const Position& pos, Square target,
                                                    bool throughEnemies) {
    const Side me = pos.sideToMove();
    std::array<std::uint8_t, kMaxSquares> d;
    d.fill(99);
    std::vector<Square> queue{target};
    d[target] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Square s = queue[head];
        // Reached, but nothing walks on through it.
        if (s != target && !pos.isEmpty(s) && !(throughEnemies && pos.sideAt(s) != me)) continue;
        forEachNeighbour(pos.rules(), s, [&](Square n) {
            if (d[n] != 99) return;
            d[n] = static_cast<std::uint8_t>(d[s] + 1);
            queue.push_back(n);
        });
    }
    return d;
}

std::optional<Move> stepToward(const Position& pos, const MoveList& legal, Square from,
                               Square target, bool mayAttack) {
    const auto d = walkDistances(pos, target);
    std::optional<Move> best;
    int bestDistance = d[from];
    for (Move m : legal) {
        if (m.isStrike() || m.from() != from) continue;
        if (!pos.isEmpty(m.to()) && !(mayAttack || m.to() == target)) continue;
        if (d[m.to()] < bestDistance) bestDistance = d[m.to()], best = m;
    }
    return best;
}

Move plainMove(const Position& pos, const MoveList& legal, Rng& rng) {
    const Side me = pos.sideToMove();
    const RuleSet& rules = pos.rules();
    std::vector<Move> marches;
    int closest = 1000;
    for (Move m : legal) {
        if (m.isStrike() || !pos.isEmpty(m.to()) || !isOfficer(pos.typeAt(m.from()))) continue;
        const int before = ai::stepsToEnemyHq(rules, m.from(), me);
        const int after = ai::stepsToEnemyHq(rules, m.to(), me);
        if (after >= before) continue;
        if (after < closest) closest = after, marches.clear();
        if (after == closest) marches.push_back(m);
    }
    if (!marches.empty()) return marches[rng.below(static_cast<std::uint32_t>(marches.size()))];
    std::vector<Move> quiet;
    for (Move m : legal)
        if (!m.isStrike() && pos.isEmpty(m.to())) quiet.push_back(m);
    if (!quiet.empty()) return quiet[rng.below(static_cast<std::uint32_t>(quiet.size()))];
    return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

std::optional<Move> botMove(const SideView& view, std::uint64_t seed, const BotPlan& plan) {
    const Position& pos = view.position();
    if (view.isOver() || pos.sideToMove() != view.side()) return std::nullopt;
    MoveList legal;
    generateMoves(pos, legal);
    if (legal.empty()) return std::nullopt;
    Rng rng(seed ^ static_cast<std::uint64_t>(view.ply() + 1) * 0x9E3779B97F4A7C15ull);
    const ai::Belief belief(view);
    if (const auto m = winningEntry(pos, legal)) return m;
    if (plan)
        if (const auto m = plan(belief, legal)) return m;
    if (const auto m = favourableAttack(belief, legal, 0.25, rng)) return m;
    return plainMove(pos, legal, rng);
}

} // namespace gunjin::arena
