#include "attack_policy.h"

#include "evaluation.h"

#include "core/combat.h"
#include "core/neighbours.h"

namespace gunjin::ai {

namespace {

bool isStep(const RuleSet& rules, Move m) {
    bool step = false;
    forEachNeighbour(rules, m.from(), [&](Square n) { step |= n == m.to(); });
    return step;
}

} // namespace

void addAttackPenalties(const Belief& belief, const MoveList& legal, const AttackPolicy& policy,
                        std::vector<RootPenalty>& penalties) {
    if (policy.probeShare <= 0 && policy.raidCost <= 0) return;
    const Position& pos = belief.position();
    const RuleSet& rules = pos.rules();
    const Side me = pos.sideToMove();
    const Square enemyHq = pos.board().hqOf(opponent(me));
    for (Move m : legal) {
        if (m.isStrike() || pos.isEmpty(m.to())) continue;
        const PieceType attacker = pos.typeAt(m.from());
        const int depth = stepsToEnemyHq(rules, m.to(), me);
        if (policy.raidCost > 0 && depth <= policy.raidDepth &&
            (attacker == PieceType::Plane || attacker == PieceType::Jet) && !isStep(rules, m))
            penalties.push_back({m, policy.raidCost});
        if (policy.probeShare <= 0 || m.to() == enemyHq || depth > policy.probeNear) continue;
        const PieceId target = pos.pieceAt(m.to());
        if (belief.hasMoved(target) || !contains(belief.possible(target), PieceType::Mine))
            continue;
        if (judge(rules, attacker, PieceType::Mine) == CombatOutcome::AttackerWon) continue;
        const int value = pieceValue(rules, attacker, true);
        if (value >= policy.probeMinValue)
            penalties.push_back({m, value * policy.probeShare / 100});
    }
}

} // namespace gunjin::ai
