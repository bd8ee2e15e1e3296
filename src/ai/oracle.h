// Measurement only: a CPU that sees the opponent's true types, to tell how much the honest
// levels lose by not peeking. Lives in its own library (gunjin_ai_oracle) that only the arena
// and the tests link; the app and the server never can.
#pragma once

#include "cpu_player.h"

namespace gunjin::ai {

// Like chooseMove, but every world searched is the true position `truth` (which must be the
// referee's position of the game `view` belongs to).
std::optional<Move> chooseOracleMove(const Position& truth, const SideView& view, Level level,
                                     std::uint64_t seed, const MoveOptions& options = {});

} // namespace gunjin::ai
