#include "guard_policy.h"

#include "evaluation.h"

#include "core/federation_board.h"

namespace gunjin::ai {

void addGuardPenalties(const Position& view, const MoveList& legal, const GuardPolicy& policy,
                       std::vector<RootPenalty>& penalties) {
    if (view.rules().game != Game::Federation || policy.want <= 0) return;
    const Side me = view.sideToMove();
    const RuleSet& rules = view.rules();
    const federation::SquareMask ring = federation::geometry(federation::hqSquare(me)).adjacent;
    // Every enemy piece this close to our HQ moved there: the enemy camp is beyond the river.
    int intruders = 0;
    view.forEachOnBoard([&](Square s, const Piece& p) {
        intruders += p.side != me && stepsToEnemyHq(rules, s, opponent(me)) <= policy.watchSteps;
    });
    if (intruders == 0) return;
    int guards = 0;
    for (federation::SquareMask bits = ring; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        guards += !view.isEmpty(s) && view.sideAt(s) == me;
    }
    const auto inRing = [&](Square s) { return (ring & federation::bit(s)) != 0; };
    for (Move m : legal) {
        int after = guards;
        if (m.isStrike()) {
            // The missile goes (a launched 原爆 too; one that stood by the HQ is not counted).
            after -= inRing(m.from());
        } else {
            // A step into or out of the ring. An attack into it is no sure guard (it may lose the
            // piece; the search weighs it), and a tow leaves its 原爆 on FROM.
            after += inRing(m.to()) && view.isEmpty(m.to()) && !inRing(m.from());
            after -= inRing(m.from()) && !inRing(m.to()) && m.kind() != MoveKind::Tow;
        }
        if (after < policy.want)
            penalties.push_back({m, (policy.want - after) * policy.missingCost});
    }
}

} // namespace gunjin::ai
