// Where the searches get complete positions to play on: sampled from a side's beliefs, or
// (for measurement only) the truth.
#pragma once

#include "core/position.h"
#include "core/rng.h"

#include <functional>

namespace gunjin::ai {

// Returns world number `world` (0, 1, ...): a position with every type known that agrees with
// the side's view. Must be safe to call from several threads at once (each with its own Rng).
using WorldSource = std::function<Position(int world, Rng&)>;

// A move the root should avoid unless it is clearly better, with its cost in score units.
struct RootPenalty {
    Move move;
    int cost;
};

} // namespace gunjin::ai
