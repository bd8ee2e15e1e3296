// The squares next to a square on a rule set's board, either game.
#pragma once

#include "board.h"
#include "federation_board.h"
#include "rules.h"

namespace gunjin {

// Calls f(n) for each square next to s on the rule set's board (R-BOARD-2/4, F-BOARD-3/4: the
// bridges and the HQ's neighbours included).
template <class F> void forEachNeighbour(const RuleSet& rules, Square s, F&& f) {
    if (rules.game == Game::Federation) {
        const federation::FedGeometry& g = federation::geometry(s);
        for (int i = 0; i < g.stepCount; ++i) f(g.steps[i]);
    } else {
        const SquareGeometry& g = geometry(s);
        for (int i = 0; i < g.stepCount; ++i) f(g.steps[i]);
    }
}

} // namespace gunjin
