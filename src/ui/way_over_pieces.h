// Whether a move's way passes over other pieces (a 飛行機 or a jet flying over them): public,
// from the squares alone, so the board lifts the piece on an arc and the words can say it
// jumped, without any piece's type.
#pragma once

#include "core/board_layout.h"
#include "core/position.h"

namespace gunjin::ui {

// True when a piece of `before` (other than at `from` and `to`) stands on a square whose centre
// lies within half a square of the straight line from `from` to `to`, in grid units (the
// river is no square).
bool passesOverPieces(const BoardLayout& board, const Position& before, Square from, Square to);

} // namespace gunjin::ui
