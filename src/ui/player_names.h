// The names of the players of a recorded game, in the UI language of the moment: a record
// keeps the CPU's level id, not the words the app used when it was written.
#pragma once

#include "ai/cpu_player.h"
#include "core/journal.h"

#include <QString>

namespace gunjin::ui {

// 初級, 中級, ... for a CPU level, in the UI language. The one place a level's name is written.
QString levelName(ai::Level level);
// What playing the level feels like, in one or two sentences of the UI language (the menu's
// tool tip).
QString levelCharacter(ai::Level level);
// The opponent of the side played here: CPU（初級）, 友達 (LAN), or the name the record holds
// (a level id this program does not know); "" in a hot-seat game, where both sat here.
QString opponentName(const JournalHeader& header);

} // namespace gunjin::ui
