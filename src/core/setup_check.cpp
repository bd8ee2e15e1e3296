#include "setup_check.h"

#include "board.h"
#include "federation_board.h"
#include "movegen.h"
#include "neighbours.h"

#include <bit>

namespace gunjin {

namespace {

using Mask = std::uint64_t;

constexpr Mask bit(Square s) {
    return Mask{1} << s;
}

Mask neighbours(const RuleSet& rules, Square s) {
    Mask m = 0;
    forEachNeighbour(rules, s, [&](Square n) { m |= bit(n); });
    return m;
}

// `pos` with every piece of `side` outside `kept` lifted off the board.
Position lifted(const Position& pos, Side side, Mask kept) {
    Position p(pos.rules());
    p.setSideToMove(side);
    pos.forEachOnBoard([&](Square s, const Piece& piece) {
        if (piece.side != side || (kept & bit(s))) p.place(s, piece.side, piece.type);
    });
    return p;
}

// Whether a missile that has a move (`missiles`: their squares, lifted in `board`) can stand
// next to the 原爆 on `bomb`: on its own square, or after steps over squares that can be empty.
bool missileReaches(const Position& board, Mask missiles, Square bomb) {
    const RuleSet& rules = board.rules();
    const Mask goal = neighbours(rules, bomb);
    Mask seen = missiles, frontier = missiles;
    while (frontier) {
        if (frontier & goal) return true;
        Mask next = 0;
        for (Mask bits = frontier; bits; bits &= bits - 1)
            forEachNeighbour(rules, static_cast<Square>(std::countr_zero(bits)), [&](Square n) {
                if (!(seen & bit(n)) && board.isEmpty(n)) next |= bit(n);
            });
        seen |= next;
        frontier = next;
    }
    return false;
}

// The fixpoint of setup_check.h: the squares of `side`'s pieces that stay, walls and walled-in
// pieces alike.
Mask staying(const Position& pos, Side side) {
    Mask kept = 0, missiles = 0, bombs = 0;
    pos.forEachOnBoard([&](Square s, const Piece& piece) {
        if (piece.side != side) return;
        assert(piece.type != PieceType::Unknown); // the side's own types are known
        kept |= bit(s);
        missiles |= piece.type == PieceType::Missile ? bit(s) : 0;
        bombs |= piece.type == PieceType::AtomicBomb ? bit(s) : 0;
    });
    for (;;) {
        const Position board = lifted(pos, side, kept);
        Mask freed = 0;
        for (Mask bits = kept; bits; bits &= bits - 1) {
            const auto s = static_cast<Square>(std::countr_zero(bits));
            if (!isMovable(board.typeAt(s))) continue;
            MoveList moves;
            generatePieceMoves(board, board.pieceAt(s), moves);
            if (!moves.empty()) freed |= bit(s);
        }
        // A missile that can move can tow or launch an 原爆 it stands next to.
        if (!freed)
            for (Mask bits = bombs & kept; bits; bits &= bits - 1) {
                const auto bomb = static_cast<Square>(std::countr_zero(bits));
                if (missileReaches(board, missiles & ~kept, bomb)) freed |= bit(bomb);
            }
        if (!freed) return kept;
        kept &= ~freed;
    }
}

std::vector<WalledIn> groups(const Position& pos, Mask kept) {
    const RuleSet& rules = pos.rules();
    Mask stuck = 0;
    for (Mask bits = kept; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        if (isMovable(pos.typeAt(s))) stuck |= bit(s);
    }
    const Mask walls = kept & ~stuck;
    std::vector<WalledIn> out;
    while (stuck) {
        // The walled-in pieces joined to the lowest one, and the walls that touch them.
        Mask group = stuck & -stuck, frontier = group, around = 0;
        while (frontier) {
            Mask next = 0;
            for (Mask bits = frontier; bits; bits &= bits - 1) {
                const Mask n = neighbours(rules, static_cast<Square>(std::countr_zero(bits)));
                next |= n & stuck & ~group;
                around |= n & walls;
            }
            group |= next;
            frontier = next;
        }
        stuck &= ~group;
        WalledIn w;
        for (Mask bits = group; bits; bits &= bits - 1)
            w.pieces.push_back(static_cast<Square>(std::countr_zero(bits)));
        for (Mask bits = around; bits; bits &= bits - 1)
            w.walls.push_back(static_cast<Square>(std::countr_zero(bits)));
        out.push_back(std::move(w));
    }
    return out;
}

// The setup's side against a full camp of opponent pieces (of types it does not know), as at
// the start of a game: what a strike can aim at, and the bridges' far ends held.
Position startOf(const Setup& setup) {
    const RuleSet& rules = setup.rules();
    const BoardLayout& b = rules.board();
    Position pos(rules);
    for (const SetupEntry& e : setup.entries()) pos.place(e.square, setup.side(), e.type);
    const Side them = opponent(setup.side());
    for (int i = 0; i < b.territorySize; ++i)
        pos.place(static_cast<Square>(b.territoryBegin(them) + i), them, PieceType::Unknown);
    return pos;
}

bool anyMovable(const Position& pos, Mask kept) {
    for (Mask bits = kept; bits; bits &= bits - 1)
        if (isMovable(pos.typeAt(static_cast<Square>(std::countr_zero(bits))))) return true;
    return false;
}

} // namespace

std::vector<WalledIn> walledInPieces(const Position& pos, Side side) {
    return groups(pos, staying(pos, side));
}

std::vector<WalledIn> walledInPieces(const Setup& setup) {
    return walledInPieces(startOf(setup), setup.side());
}

bool wallsInAnyPiece(const Setup& setup) {
    const Position pos = startOf(setup);
    return anyMovable(pos, staying(pos, setup.side()));
}

} // namespace gunjin
