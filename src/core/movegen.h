// Move generation for every R-MOVE rule. Works on a referee's position and on a side's view
// alike: it reads only the mover's own types and which squares are occupied by whom.
#pragma once

#include "position.h"

namespace gunjin {

// Fixed-capacity list; 23 pieces cannot reach more than this many destinations.
class MoveList {
public:
    static constexpr int kCapacity = 256;
    void push(Move m) {
        assert(m_size < kCapacity);
        m_moves[m_size++] = m;
    }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_moves[i]; }
    const Move* begin() const { return m_moves.data(); }
    const Move* end() const { return m_moves.data() + m_size; }
    bool contains(Move m) const;

private:
    std::array<Move, kCapacity> m_moves;
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
// impossible, one only a plane can make reveals a plane.
bool couldMoveAs(const Position& pos, Move m, PieceType type);

} // namespace gunjin
