// Static evaluation of a position in which every type is known (a determinization).
#pragma once

#include "core/position.h"

namespace gunjin::ai {

constexpr int kWinScore = 100000;
// Scores beyond this mean a forced result found by search.
constexpr int kDecisiveScore = kWinScore - 1000;

// Material value of a type for its owner (captain = 100).
int pieceValue(PieceType t, bool opponentGeneralAlive);

// Score for `side`, positive when it stands better: material, officers' progress toward the
// opponent's HQ and threats to both HQs, all shrinking toward a draw as the no-combat count
// nears its limit (R-END-2). Precondition: no type in `pos` is Unknown.
int evaluate(const Position& pos, Side side);

// Steps a one-square walker needs from s to the HQ of the opponent of `side`.
int stepsToEnemyHq(Square s, Side side);

} // namespace gunjin::ai
