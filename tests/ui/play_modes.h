// What tests ask of a session's play mode: its kind, and the CPU's level.
#pragma once

#include "ui/cpu_mode.h"
#include "ui/game_session.h"

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
