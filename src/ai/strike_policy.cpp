#include "strike_policy.h"

#include "core/referee.h"

namespace gunjin::ai {

StrikeContext strikeContext(const SideView& view) {
    const Side me = view.side();
    StrikeContext c;
    c.ownMoves = view.ply() / 2; // the first player moves on even plies, the second on odd
    int spent = 0;
    for (const Announcement& a : view.announcements()) {
        if (!a.move.isStrike()) continue;
        if (a.mover != me) {
            ++spent; // its missile (and 原爆) went with the strike
            continue;
        }
        if (!a.strike.collision) continue;
        // Our strike collided: every enemy piece it removed was a missile (F-STRIKE-2).
        for (int i = 0; i < a.strike.removedCount; ++i)
            spent += ((a.strike.removedSecond >> i & 1) != 0) == (me == Side::First);
    }
    c.enemyMissiles = std::max(0, view.rules().count(PieceType::Missile) - spent);
    return c;
}

void addStrikePenalties(const Position& view, const MoveList& legal, const StrikePolicy& policy,
                        const StrikeContext& context, std::vector<RootPenalty>& penalties) {
    if (view.rules().game != Game::Federation) return;
    const Side me = view.sideToMove();
    int missiles = 0;
    view.forEachOnBoard(
        [&](Square, const Piece& p) { missiles += p.side == me && p.type == PieceType::Missile; });
    for (Move m : legal) {
        if (!m.isStrike()) continue;
        const bool launch = m.kind() == MoveKind::Launch;
        int cost = policy.strikeCost;
        if (context.ownMoves < (launch ? policy.firstLaunch : policy.firstStrike))
            cost += kGatedStrikeCost;
        if (context.enemyMissiles > 0)
            cost += missiles <= 1 ? policy.lastShieldCost : policy.shieldCost;
        if (cost > 0) penalties.push_back({m, cost});
    }
}

} // namespace gunjin::ai
