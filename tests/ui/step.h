// A move in a GameSession under test: the human's first legal move by clicks (on its last
// destination), after waiting for the CPU or the room when it is not the human's turn.
#pragma once

#include "ui/game_session.h"

#include "wait.h"

#include <QVariantList>

// False once the game is over (or the turn never came).
inline bool step(gunjin::ui::GameSession& g) {
    using Phase = gunjin::ui::GameSession::Phase;
    if (!waitFor([&] { return g.humanToMove() || g.phase() == Phase::Over; })) return false;
    if (g.phase() == Phase::Over) return false;
    for (int s = 0; s < g.board()->squareCount(); ++s) {
        const QVariantList to = g.destinationsFrom(s);
        if (to.isEmpty()) continue;
        g.clickSquare(s);
        g.clickSquare(to.back().toInt());
        return true;
    }
    return false;
}
