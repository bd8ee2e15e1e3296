// Move generation for every R-MOVE and F-MOVE rule (and H-6), for the position's rule set.
// Works on a referee's position and on a side's view alike: it reads only the mover's own types
// and which squares are occupied by whom.
#pragma once

#include "position.h"

namespace gunjin {

// Fixed-capacity list; no army of either game reaches more than this many moves (the
// federation's jets and missile strikes alone can make a few hundred). The storage is left
// uninitialised: a list is made for every position a search or playout visits.
class MoveList {
public:
    static constexpr int kCapacity = 640;
    MoveList() {}
    void push(Move m) {
        assert(m_size < kCapacity);
        m_moves[m_size++] = m;
    }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_moves[i]; }
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    bool contains(Move m) const;

private:
    union {
        Move m_moves[kCapacity];
    };
    int m_size = 0;
};

// Every legal move of the side to move (no move is listed twice).
// Precondition: the side to move has no piece of Unknown type.
void generateMoves(const Position& pos, MoveList& out);

// Moves of one piece (for highlights); empty for a removed or immovable piece.
void generatePieceMoves(const Position& pos, PieceId id, MoveList& out);

// Whether `side` has at least one legal move; stops at the first one found.
bool hasLegalMove(const Position& pos, Side side);

bool isLegal(const Position& pos, Move m);

// Whether the piece on m.from() could make move m if it were of `type` (whatever its real or
// Unknown type). What a side can infer from an opponent's move: a move no type can make is
// impossible, one only a plane can make reveals a plane. For a tow, the 原爆 it brings must be
// known to the position (a view of the mover's opponent cannot check that part).
bool couldMoveAs(const Position& pos, Move m, PieceType type);

// F-MOVE-8: whether `side`'s HQ is guarded (a piece of `side` stands next to it), so that no
// move may enter it. Always false in the classic game.
bool hqGuarded(const Position& pos, Side side);

// The squares a strike on `target` judges (F-STRIKE-1: the target and its four grid
// neighbours; F-STRIKE-4, `bomb`: the 3 × 3 block), as a mask of squares; 0 in the classic
// game.
std::uint64_t strikeArea(const RuleSet& rules, Square target, bool bomb);

// The square of `side`'s 原爆 next to `square` (F-MOVE-7, F-STRIKE-4), or kNoSquare. Reads the
// position's types: meaningful for the side's own pieces.
Square bombNextTo(const Position& pos, Square square, Side side);

} // namespace gunjin
