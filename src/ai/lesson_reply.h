// The opponent of a tutorial lesson: it keeps its few `movers` busy and out of the learner's
// way, so that the lesson's board stays as the lesson was written. It never attacks while it
// has a quiet move, steps back to where it started when it can, and decides from its own view
// only (R-INFO-3), the same move for the same view every time.
//
// Plain function; any thread.
#pragma once

#include "core/view.h"

#include <optional>
#include <span>

namespace gunjin::ai {

// The move of the side to move of `view` (its own view), preferring, in order: a mover away
// from its start square stepping back onto it; a mover's first move to an empty square; any
// move to an empty square; any legal move. None when it has no legal move.
std::optional<Move> lessonReply(const SideView& view, std::span<const PieceId> movers);

} // namespace gunjin::ai
