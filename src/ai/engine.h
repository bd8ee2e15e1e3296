// Shared by the CPU player and the measurement-only oracle: one level's decision given where
// its worlds come from.
#pragma once

#include "budget.h"
#include "cpu_player.h"
#include "world_source.h"

#include <vector>

namespace gunjin::ai {

// Moves that undo one of the side's last own moves (back-and-forth shuffling toward the
// no-combat draw), with their avoidance cost.
std::vector<RootPenalty> shufflePenalties(const SideView& view);

// The per-move random stream of a game: depends on the seed and the ply only.
Rng moveRng(std::uint64_t seed, int ply);

// Precondition: the side to move in `view` has a legal move. `exact`: every world the source
// returns is the same (the oracle), so one is searched.
Move decide(const Position& view, const WorldSource& worlds, Level level,
            const std::vector<RootPenalty>& penalties, Rng& rng, const Budget& budget, int threads,
            bool exact);

} // namespace gunjin::ai
