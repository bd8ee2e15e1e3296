// Shared by the CPU's tests.
#pragma once

#include "ai/cpu_player.h"

#include <chrono>

namespace gunjin::test {

// No wall-clock cap: on a busy machine the cap is the one thing that could change a move.
inline const ai::MoveOptions kUncapped{.cap = std::chrono::hours(1)};

} // namespace gunjin::test
