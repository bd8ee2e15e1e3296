// A probe opponent for the arena, kept apart from the CPU levels: a plain heuristic bot of the
// kind a hobbyist writes, which rushes the HQ. It judges one ply from its side's beliefs (what
// each enemy piece can still be), attacks where the odds favour it, marches its officers toward
// the enemy HQ and walks into an empty one. It reads only its SideView (R-INFO-3), so a level
// that loses to it loses to what any player could do. Measurement only: the app never offers it.
#pragma once

#include "core/view.h"

#include <cstdint>
#include <optional>

namespace gunjin::arena {

// Precondition: the view's side is to move. nullopt when it has no legal move.
std::optional<Move> chooseRusherMove(const SideView& view, std::uint64_t seed);

} // namespace gunjin::arena
