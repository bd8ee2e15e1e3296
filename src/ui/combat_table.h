// The 勝敗表: for each piece type of the rule set, which types it beats, ties with and loses to
// when it attacks, derived from the referee's own judge() so that it can never disagree with
// the rules (house rules included). Pieces that never attack explain how they fight instead.
#pragma once

#include "core/rules.h"

#include <QVariantList>

namespace gunjin::ui {

// One map per type, strongest first: {name, short, wins, ties, losses, note, cells}; the three
// lists are names joined by "・". `cells` is the row of the grid (攻め × 守り): one map
// {defender, defenderShort, outcome} per defender, in the same order in every attacking row,
// outcome "win", "loss" or "tie" (both removed). Rows of pieces that do not attack on the ground
// carry a note instead, and no cells. `short` is the name for a narrow column (pieceShortName).
QVariantList combatTableRows(const RuleSet& rules);

} // namespace gunjin::ui
