#include "rusher.h"

#include "ai/belief.h"
#include "ai/evaluation.h"

#include "core/combat.h"
#include "core/movegen.h"
#include "core/rng.h"

#include <vector>

namespace gunjin::arena {

namespace {

// The chance that our `attacker` wins and the chance that it loses against a piece that may
// be any type of `possible`, the types counted as equally likely.
struct Odds {
    double win = 0, lose = 0;
};
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

} // namespace

std::optional<Move> chooseRusherMove(const SideView& view, std::uint64_t seed) {
    const Position& pos = view.position();
    const Side me = view.side();
    if (view.isOver() || pos.sideToMove() != me) return std::nullopt;
    MoveList legal;
    generateMoves(pos, legal);
    if (legal.empty()) return std::nullopt;
    const RuleSet& rules = pos.rules();
    Rng rng(seed ^ static_cast<std::uint64_t>(view.ply() + 1) * 0x9E3779B97F4A7C15ull);
    const ai::Belief belief(view);
    const Square enemyHq = pos.board().hqOf(opponent(me));

    // 1. An officer walks into the enemy HQ whenever the rules let it win there.
    for (Move m : legal)
        if (!m.isStrike() && m.to() == enemyHq && isOfficer(pos.typeAt(m.from())) &&
            (rules.game == Game::Federation || pos.isEmpty(enemyHq)))
            return m;

    // 2. The attack with the best odds, if they favour it clearly.
    std::optional<Move> attack;
    double bestEdge = 0.25;
    for (Move m : legal) {
        if (m.isStrike() || pos.isEmpty(m.to()) || pos.sideAt(m.to()) == me) continue;
        const Odds o =
            oddsAgainst(rules, pos.typeAt(m.from()), belief.possible(pos.pieceAt(m.to())));
        const double edge = o.win - o.lose + 0.001 * static_cast<double>(rng.below(100));
        if (edge > bestEdge) bestEdge = edge, attack = m;
    }
    if (attack) return attack;

    // 3. March: the officer step that ends closest to the enemy HQ.
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

    // 4. Anything quiet, else anything.
    std::vector<Move> quiet;
    for (Move m : legal)
        if (!m.isStrike() && pos.isEmpty(m.to())) quiet.push_back(m);
    if (!quiet.empty()) return quiet[rng.below(static_cast<std::uint32_t>(quiet.size()))];
    return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

} // namespace gunjin::arena
