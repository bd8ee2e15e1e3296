// A position: where every piece stands, whose move it is, and the no-combat counter.
//
// Pieces keep a stable identity (PieceId) for the whole game. The id of a piece is the square
// it stood on when the position was built (its setup square), so ids are public knowledge and
// say nothing about types or about the order in which a setup was listed (R-INFO-2).
//
// The same class holds a referee's position (every type known) and a side's view of it
// (opponent types Unknown): movement only depends on the mover's own types and on occupancy.
// A position carries its rule set, which says the board and how pieces move and fight.
#pragma once

#include "rules.h"

#include <bit>
#include <cassert>

namespace gunjin {

using PieceId = std::uint8_t;
constexpr PieceId kNoPiece = 0xFF;

struct Piece {
    PieceType type = PieceType::Unknown;
    Side side = Side::First;
    Square square = kNoSquare; // kNoSquare once removed
    bool alive() const { return square != kNoSquare; }
    friend bool operator==(const Piece&, const Piece&) = default;
};

struct PiecePlacement {
    Square square;
    Side side;
    PieceType type;
};

// What a strike removed (F-STRIKE-2..4): the squares that lost a piece, in square order.
struct StrikeResult {
    Square target = kNoSquare;
    bool bomb = false;      // an 原爆 launch (F-STRIKE-4)
    bool collision = false; // air collision (F-STRIKE-2)
    std::uint8_t removedCount = 0;
    std::array<Square, 12> removed{}; // the area's 9 squares, the missile and the 原爆 at most
    std::uint16_t removedSecond = 0;  // bit i: removed[i] held a piece of the second player
    friend bool operator==(const StrikeResult&, const StrikeResult&) = default;
};

class Position {
public:
    // An empty board of the rule set.
    explicit Position(const RuleSet& rules);
    // An empty board of the classic game.
    Position() : Position(RuleSet::classic()) {}

    const RuleSet& rules() const { return m_rules; }
    const BoardLayout& board() const { return m_rules.board(); }
    int squareCount() const { return m_squareCount; }

    // Places a piece; its id is the square. Precondition: the square is on the board and empty.
    void place(Square s, Side side, PieceType type);

    Side sideToMove() const { return m_toMove; }
    void setSideToMove(Side s) { m_toMove = s; }
    int noCombatPlies() const { return m_noCombat; }
    void setNoCombatPlies(int n) { m_noCombat = n; }

    PieceId pieceAt(Square s) const { return m_board[s]; }
    bool isEmpty(Square s) const { return m_board[s] == kNoPiece; }
    const Piece& piece(PieceId id) const { return m_pieces[id]; }
    // Type of the piece on a square; precondition: occupied.
    PieceType typeAt(Square s) const { return m_pieces[m_board[s]].type; }
    Side sideAt(Square s) const { return m_pieces[m_board[s]].side; }

    // Bit i set when piece i of that side is on the board.
    std::uint64_t aliveMask(Side s) const { return m_alive[index(s)]; }
    int aliveCount(Side s) const { return std::popcount(m_alive[index(s)]); }
    // Bit i set for every piece id that exists in this position (alive or removed).
    std::uint64_t pieceMask(Side s) const { return m_all[index(s)]; }

    // Moves the piece and applies a combat outcome already judged (by the referee, or as
    // announced to a side's view). Removal only ever touches the pieces on the two squares
    // of the move: the attacker and whatever stood on the destination. Updates the counter
    // and passes the turn. Precondition: a piece of the side to move stands on m.from().
    void applyOutcome(Move m, CombatOutcome outcome);

    // A tow (F-MOVE-7): the missile goes FROM-TO and the 原爆 on bombFrom into FROM; no combat.
    // Precondition: both are pieces of the side to move, TO is empty.
    void applyTow(Move m, Square bombFrom);

    // Removes the pieces a strike removed (the striking missile and 原爆 are among them),
    // resets the counter and passes the turn. Precondition: every listed square is occupied.
    void applyStrike(const StrikeResult& strike);

    // Reveals the type of a piece (game end, R-END-6).
    void setType(PieceId id, PieceType t) { m_pieces[id].type = t; }

    // Pieces on the board, in square order.
    template <class F> void forEachOnBoard(F&& f) const {
        for (int s = 0; s < m_squareCount; ++s)
            if (m_board[s] != kNoPiece) f(static_cast<Square>(s), m_pieces[m_board[s]]);
    }

    friend bool operator==(const Position&, const Position&) = default;

private:
    void remove(PieceId id);

    std::array<std::uint64_t, 2> m_alive{0, 0};
    std::array<std::uint64_t, 2> m_all{0, 0};
    std::array<PieceId, kMaxSquares> m_board;
    std::array<Piece, kMaxSquares> m_pieces{};
    RuleSet m_rules;
    std::uint8_t m_squareCount = 0;
    Side m_toMove = Side::First;
    int m_noCombat = 0;
};

} // namespace gunjin
