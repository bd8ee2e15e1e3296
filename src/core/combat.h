// Combat judgement (R-COMBAT-1..7 with H-1/H-2; F-COMBAT-1..3). Needs every type involved: the
// referee's business only.
#pragma once

#include "position.h"

namespace gunjin {

// Place of a movable classic type in the R-COMBAT-1 order: 0 for the general ... 13 for the
// spy (the spy's exception is judge()'s business). Other types give 99.
int strengthRank(PieceType t);

// Outcome of `attacker` moving onto `defender` under the rule set (R-COMBAT-1..5, H-1, H-2;
// F-COMBAT-1..3, where a marshal that may be attacked at all loses to an officer only).
// Precondition: the attacker is movable; neither type is Unknown. A defending classic flag with
// no judged stand-in loses (R-COMBAT-7).
CombatOutcome judge(const RuleSet& rules, PieceType attacker, PieceType defender);
// The classic game with every default.
inline CombatOutcome judge(PieceType attacker, PieceType defender) {
    return judge(RuleSet::classic(), attacker, defender);
}

// The type a defender fights with: itself, or for a classic flag the friendly piece directly
// behind it (R-COMBAT-6); a flag with nothing friendly behind (or, under H-5, on the back row)
// fights as a flag (loses, R-COMBAT-7).
PieceType effectiveDefender(const Position& pos, Square defenderSquare);

// Outcome of move m in pos; None when the destination is empty. Precondition: m is legal and
// not a strike.
CombatOutcome judgeMove(const Position& pos, Move m);

// Whether a strike's weapon (a missile, or an 原爆 when `bomb`) removes an opponent piece of
// type `target` it judges (F-STRIKE-3/4); air collision is decided before (F-STRIKE-2).
bool strikeRemoves(bool bomb, PieceType target);

} // namespace gunjin
