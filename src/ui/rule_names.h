// Rule sets in the player's words (UI language): the game's name and the options that differ
// from its defaults, for the side panel, the room list and the rules page.
#pragma once

#include "core/rules.h"

#include <QString>
#include <QStringList>

namespace gunjin::ui {

// 軍人将棋（6×8） / 連盟ルール（9×9）.
QString gameName(Game game);
// Each classic option of `rules` that differs from the defaults, one short phrase each
// (「工兵がタンクに勝つ」, ...), in rule order; for the federation game its judgement mode.
QStringList ruleChanges(const RuleSet& rules);
// The game's name followed by its changes: 「軍人将棋（6×8）・工兵がタンクに勝つ」, or
// 「軍人将棋（6×8）・基本ルール」 with every default.
QString describeRules(const RuleSet& rules);
// How the game is won, one line for the side panel: 「少佐以上の将校で相手の総司令部に入る」
// (R-END-1), the house rule's goal (H-3), or the federation's (F-END-1). A new player asked for
// the goal on the game screen (issue 55).
QString goalOf(const RuleSet& rules);

} // namespace gunjin::ui
