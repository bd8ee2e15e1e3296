// How a federation level keeps its 元帥 guarded (F-MOVE-8) when enemy pieces march on its HQ:
// a root rule on top of the search, which sees an enemy officer only in the worlds that make
// the marcher one and only as far as its horizon.
#pragma once

#include "world_source.h"

#include "core/movegen.h"

#include <vector>

namespace gunjin::ai {

// Zero `want` changes nothing.
struct GuardPolicy {
    // While an enemy piece stands in our camp within `watchSteps` steps of our HQ (it got
    // there by moving, so it may be an officer), a root move that leaves fewer than `want`
    // guards next to the HQ pays `missingCost` per guard missing.
    int watchSteps = 0;
    int want = 0;
    int missingCost = 0;
};

void addGuardPenalties(const Position& view, const MoveList& legal, const GuardPolicy& policy,
                       std::vector<RootPenalty>& penalties);

} // namespace gunjin::ai
