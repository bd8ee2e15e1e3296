#include "no_move.h"

#include "board_layout.h"
#include "movegen.h"

namespace gunjin {

namespace {

// Whether `s` lies beside the river: the grid cell ahead or behind it is the river (a gap
// between two rows, or a row of river cells).
bool onRiverBank(const BoardLayout& board, Square s) {
    const int row = board.rowOf(s);
    if (board.riverAfterRow > 0)
        return row == board.riverAfterRow || row == board.riverAfterRow + 1;
    for (int c = 0; c < board.cellCount[s]; ++c) {
        const int column = board.firstCell[s].column + c;
        if (board.isRiverCell(column, row + 1) || board.isRiverCell(column, row - 1)) return true;
    }
    return false;
}

// -1 before the river, +1 after it, 0 on it (the federation's e5).
int riverSide(const BoardLayout& board, Square s) {
    const int row = board.rowOf(s);
    if (board.riverAfterRow > 0) return row <= board.riverAfterRow ? -1 : 1;
    if (row < board.riverFirstRow) return -1;
    return row > board.riverLastRow ? 1 : 0;
}

} // namespace

NoMoveReasons whyNoMove(const Position& pos, PieceId id) {
    NoMoveReasons why;
    const Piece& p = pos.piece(id);
    if (!p.alive()) {
        why.removed = true;
        return why;
    }
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    if (!moves.empty()) return why;

    // The piece alone on the board: where it could go at all.
    Position alone(pos.rules());
    alone.place(p.square, p.side, p.type);
    alone.setSideToMove(p.side);
    MoveList open;
    generatePieceMoves(alone, alone.pieceAt(p.square), open);
    if (open.empty()) {
        why.neverMoves = true;
        return why;
    }
    const BoardLayout& board = pos.board();
    const Square theirHq = board.hqOf(opponent(p.side));
    const int here = riverSide(board, p.square);
    bool crosses = false;
    for (Move m : open) {
        const Square to = m.to();
        crosses = crosses || riverSide(board, to) != here;
        const PieceId there = pos.pieceAt(to);
        if (there != kNoPiece && pos.piece(there).side == p.side) {
            why.ownPieces = true;
        } else if (to == theirHq && hqGuarded(pos, opponent(p.side))) {
            why.guardedHq = true;
        } else if (there != kNoPiece && !m.isStrike()) {
            // An opponent's piece it may not step onto: only a missile steps so (F-MOVE-2).
            why.onlyEmptySquares = true;
        } else {
            // Free on the board, yet unreachable now: a piece of its own stands in the way (a
            // slide, the tank's two squares, the bridge's centre).
            why.ownPieces = true;
        }
    }
    why.riverBank = !crosses && onRiverBank(board, p.square);
    return why;
}

} // namespace gunjin
