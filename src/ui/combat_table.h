// The 勝敗表: for each piece type, which types it beats, ties with and loses to when it
// attacks, derived from the referee's own judge() so that it can never disagree with the rules.
#pragma once

#include <QVariantList>

namespace gunjin::ui {

// One map per type, strongest first: {name, wins, ties, losses, note}; the three lists are
// kanji names joined by "・". Mine and flag rows explain how they defend instead.
QVariantList combatTableRows();

} // namespace gunjin::ui
