// Rule sets in the player's words (UI language): the game's name and the options that differ
// from its defaults, for the side panel, the room list and the rules page.
#pragma once

#include "core/rules.h"

#include <QString>
#include <QStringList>

namespace gunjin::ui {

// 軍人将棋（6×8） / 連盟ルール（9×9）.
QString gameName(Game game);
// Each option of `rules` that differs from its game's defaults, one short phrase each
// (「工兵がタンクに勝つ」, 「審判あり」, ...), in rule order.
QStringList ruleChanges(const RuleSet& rules);
// The game's name followed by its changes: 「軍人将棋（6×8）・工兵がタンクに勝つ」.
QString describeRules(const RuleSet& rules);

} // namespace gunjin::ui
