// The 勝敗表: for each piece type of the rule set, which types it beats, ties with and loses to
// when it attacks, derived from the referee's own judge() so that it can never disagree with
// the rules (house rules included). Pieces that never attack explain how they fight instead.
#pragma once

#include "core/rules.h"

#include <QVariantList>

namespace gunjin::ui {

// One map per type, strongest first: {name, wins, ties, losses, note}; the three lists are
// names joined by "・". Rows of pieces that do not attack on the ground carry a note instead.
QVariantList combatTableRows(const RuleSet& rules);

} // namespace gunjin::ui
