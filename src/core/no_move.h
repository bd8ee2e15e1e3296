// Why a piece has no move now, in the rules' terms: what a player is told when the piece
// they chose cannot move. Asked of the same generator that makes the moves (movegen.h), so
// it holds for the position's rule set; like it, it reads only the piece's own type and which
// squares are occupied by whom (a side's view answers it for that side's pieces).
#pragma once

#include "position.h"

namespace gunjin {

struct NoMoveReasons {
    bool removed = false;    // the piece is not on the board
    bool neverMoves = false; // R-MOVE-8, F-MOVE-6: mine, flag, marshal, 原爆 (and Unknown)
    // R-MOVE-2, F-MOVE-1: its own pieces stand on (or in the way to) every square it could
    // go to on an otherwise empty board.
    bool ownPieces = false;
    // R-MOVE-3, F-MOVE-4: it stands on the river bank off a bridge: it cannot go across.
    bool riverBank = false;
    // F-MOVE-8: the opponent's HQ it could attack is guarded by a piece next to it.
    bool guardedHq = false;
    // F-MOVE-2: a missile steps only onto empty squares (it strikes instead).
    bool onlyEmptySquares = false;

    // Whether any reason is given (none when the piece has a move).
    bool any() const {
        return removed || neverMoves || ownPieces || riverBank || guardedHq || onlyEmptySquares;
    }
    friend bool operator==(const NoMoveReasons&, const NoMoveReasons&) = default;
};

// The reasons the piece `id` has no legal move in `pos`; all false when it has one. Whose turn
// it is does not matter here (R-MOVE-1 is the caller's to say).
NoMoveReasons whyNoMove(const Position& pos, PieceId id);

} // namespace gunjin
