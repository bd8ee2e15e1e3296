// Combat judgement (R-COMBAT-1..7). Needs every type involved: the referee's business only.
#pragma once

#include "position.h"

namespace gunjin {

// Place of a movable type in the R-COMBAT-1 order: 0 for the general ... 13 for the spy (the
// spy's exception is judge()'s business). Mine, flag and Unknown give 99.
int strengthRank(PieceType t);

// Outcome of `attacker` moving onto `defender` (R-COMBAT-1..5). Precondition: the attacker is
// movable; neither type is Unknown. A defending flag with no judged stand-in loses (R-COMBAT-7).
CombatOutcome judge(PieceType attacker, PieceType defender);

// The type a defender fights with: itself, or for a flag the friendly piece directly behind
// it (R-COMBAT-6); a flag with nothing friendly behind fights as a flag (loses, R-COMBAT-7).
PieceType effectiveDefender(const Position& pos, Square defenderSquare);

// Outcome of move m in pos; None when the destination is empty. Precondition: m is legal.
CombatOutcome judgeMove(const Position& pos, Move m);

} // namespace gunjin
