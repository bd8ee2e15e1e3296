// Movable pieces a setup walls in for good (issue 34: 中将 f1 and 少尉 e1 behind 軍旗 f2, 地雷 e2
// and a mine in the HQ never moved, and the game was lost with no legal move). Such a setup is
// legal (R-SETUP-*, F-SETUP-*); おまかせ never makes one and the setup editor warns about one.
//
// Definition. The *walls* of a side are its pieces that never move by themselves and that no
// move of its own takes off the board: mines and the flag (R-MOVE-8), mines and the marshal
// (F-MOVE-6), and the 原爆 unless a missile can come next to it (a missile next to it tows or
// launches it, F-MOVE-7, F-STRIKE-4). A movable piece of that side is *walled in* when, as long
// as its walls stand where they are, it can never move, whatever either side plays: only the
// opponent can free it, by taking a wall. Opponent pieces never wall a piece in (they can be
// taken or move away), nor do the side's own movable pieces, unless they are walled in too.
//
// Decided with the rule set's move generator as a fixpoint: a piece is free when it has a legal
// move in the position from which every piece already found free has been lifted (once it has
// moved, its square can be empty). Every kind of move needs only one square empty or held by
// the opponent (a step, the first square of a slide or of a bridge crossing, the landing square
// of a flight or jump, a strike's target), so each lifted piece's square really does empty in
// some continuation while the others wait; and a piece left over has no move while all the
// leftovers and walls stand, so none of them is ever the first to move. So the board's edge,
// the HQ's lines (R-MOVE-7, F-MOVE-3), the river, a plane's jump (R-MOVE-6) or stop (H-6), a
// jet's flight (F-MOVE-5) and a missile's strike (F-STRIKE-1) are all the rules' business, not
// this file's. (The one approximation: a missile counts as able to reach any square of empty
// ones joined to its own; that errs toward freeing the 原爆.)
#pragma once

#include "setup.h"

#include <vector>

namespace gunjin {

// A group of walled-in pieces that stand next to each other, and the walls around them.
struct WalledIn {
    std::vector<Square> pieces; // the walled-in movable pieces, in square order
    std::vector<Square> walls;  // the side's walls next to them, in square order
};

// `side`'s walled-in pieces in a position (its own types known; the opponent's may be Unknown),
// one group per connected set, in square order of their first piece. Empty when none is.
std::vector<WalledIn> walledInPieces(const Position& pos, Side side);

// The same for a setup at the start of a game, against a full camp of opponent pieces.
std::vector<WalledIn> walledInPieces(const Setup& setup);

// Whether a setup walls in any piece (the fixpoint alone, without the grouping).
bool wallsInAnyPiece(const Setup& setup);

} // namespace gunjin
