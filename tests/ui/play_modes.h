// What tests ask of a session's play mode: its kind, and the CPU's level; and a move played
// by clicks.
#pragma once

#include "ui/board_geometry.h"
#include "ui/cpu_mode.h"
#include "ui/game_session.h"

#include <catch2/catch.hpp>

inline bool playing(const gunjin::ui::GameSession& g, gunjin::ui::PlayMode::Kind kind) {
    return g.mode() && g.mode()->kind() == kind;
}

inline QString cpuLevel(const gunjin::ui::GameSession& g) {
    const auto* cpu = qobject_cast<const gunjin::ui::CpuMode*>(g.mode());
    return cpu ? cpu->levelId() : QString();
}

inline QString cpuLevelName(const gunjin::ui::GameSession& g) {
    const auto* cpu = qobject_cast<const gunjin::ui::CpuMode*>(g.mode());
    return cpu ? cpu->levelName() : QString();
}

// The curtain is down (false with no game).
inline bool curtainDown(const gunjin::ui::GameSession& g) {
    return g.mode() && g.mode()->curtain();
}

// Plays the first legal move of `game` by clicks, as a player would.
inline void clickAMoveOf(gunjin::ui::GameSession& game) {
    for (int s = 0; s < game.board()->squareCount(); ++s) {
        const QVariantList to = game.destinationsFrom(s);
        if (to.isEmpty()) continue;
        game.clickSquare(s);
        game.clickSquare(to.front().toInt());
        return;
    }
    FAIL("no move to click");
}
