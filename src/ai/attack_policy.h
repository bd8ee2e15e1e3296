// What a level sends into enemy pieces, beyond what its search weighs (issue 53). A root rule on
// top of the search, whose worlds may put a mine beside the enemy HQ rarely enough for the
// average to hide the loss, and which plays whatever wins most, where a level has a character.
#pragma once

#include "belief.h"
#include "world_source.h"

#include "core/movegen.h"

#include <vector>

namespace gunjin::ai {

// Zero shares and costs change nothing.
struct AttackPolicy {
    // Probes: a piece that never moved beside the enemy HQ is where mines and the flag stand,
    // so an experienced player probes it with a plane, an engineer or a low piece, never a tank
    // or an officer. An attack on an unmoved enemy piece that may be a mine, `probeNear` steps
    // or less from the enemy HQ (not the HQ itself), by a piece worth at least `probeMinValue`
    // that a mine would stop (not a plane or an engineer, R-COMBAT-5), pays `probeShare` % of
    // that piece's value.
    int probeNear = 0;
    int probeMinValue = 0;
    int probeShare = 0;
    // Raids: a beginner does not fly its plane (the federation's jet) deep into the enemy camp.
    // A flight of more than one square that attacks `raidDepth` steps or less from the enemy
    // HQ pays `raidCost`.
    int raidDepth = 0;
    int raidCost = 0;
};

void addAttackPenalties(const Belief& belief, const MoveList& legal, const AttackPolicy& policy,
                        std::vector<RootPenalty>& penalties);

} // namespace gunjin::ai
