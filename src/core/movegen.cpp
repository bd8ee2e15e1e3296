#include "movegen.h"

#include "board.h"
#include "federation_movegen.h"

namespace gunjin {

namespace {

// Destination check of R-MOVE-2: empty, or an opponent's piece (attack).
inline bool enterable(const Position& pos, Square to, Side us) {
    const PieceId id = pos.pieceAt(to);
    return id == kNoPiece || pos.piece(id).side != us;
}

// Calls emit(to) for each destination of the piece on `from`. emit returns true to stop early;
// forEachDestination then returns true as well.
template <class Emit>
inline bool forEachDestination(const Position& pos, Square from, PieceType type, Side us,
                               Emit&& emit) {
    assert(pos.rules().game == Game::Classic);
    const SquareGeometry& g = geometry(from);
    switch (type) {
    case PieceType::Mine:
    case PieceType::Flag:
    case PieceType::Unknown: return false; // R-MOVE-8
    case PieceType::Engineer:              // R-MOVE-5
        for (const RaySet& set : g.slides)
            for (int r = 0; r < set.count; ++r) {
                const Ray& ray = set.rays[r];
                for (int i = 0; i < ray.length; ++i) {
                    const Square to = ray.squares[i];
                    const PieceId id = pos.pieceAt(to);
                    if (id != kNoPiece && pos.piece(id).side == us) break;
                    if (emit(to)) return true;
                    if (id != kNoPiece) break;
                }
            }
        return false;
    case PieceType::Plane: { // R-MOVE-6, R-MOVE-9; H-6
        for (int i = 0; i < g.sideStepCount; ++i)
            if (enterable(pos, g.sideSteps[i], us) && emit(g.sideSteps[i])) return true;
        const bool stops = pos.rules().planeStops;
        for (const RaySet& set : g.jumps) {
            Square firstStop = kNoSquare; // H-6: where the first line was stopped
            for (int r = 0; r < set.count; ++r) {
                const Ray& ray = set.rays[r];
                Square stop = kNoSquare;
                for (int i = 0; i < ray.length; ++i) {
                    const Square to = ray.squares[i];
                    if (stops && !pos.isEmpty(to)) { // H-6: the first piece in its way ends it
                        if (pos.sideAt(to) != us && emit(to)) return true;
                        stop = to;
                        break;
                    }
                    if (enterable(pos, to, us) && emit(to)) return true;
                }
                if (r == 0) firstStop = stop;
                // H-6 from an HQ: the d-column line leaves out the far HQ, which the c-column
                // line holds (board.h). When the c line was stopped before it and the d line
                // was not, the d line still reaches it.
                if (r == 1 && stops && stop == kNoSquare && firstStop != kNoSquare) {
                    const Ray& first = set.rays[0];
                    const Square far = first.squares[first.length - 1];
                    if (far != firstStop && isHq(far) && enterable(pos, far, us) && emit(far))
                        return true;
                }
            }
        }
        return false;
    }
    case PieceType::Marshal:
    case PieceType::Artillery:
    case PieceType::Jet:
    case PieceType::Missile:
    case PieceType::AtomicBomb: return false; // federation types do not play here
    case PieceType::Tank:
    case PieceType::Cavalry: { // R-MOVE-4
        const RaySet& fwd = g.slides[static_cast<int>(forwardOf(us))];
        for (int r = 0; r < fwd.count; ++r) {
            const Ray& ray = fwd.rays[r];
            if (ray.length >= 2 && pos.isEmpty(ray.squares[0]) &&
                enterable(pos, ray.squares[1], us) && emit(ray.squares[1]))
                return true;
        }
        [[fallthrough]];
    }
    default:
        for (int i = 0; i < g.stepCount; ++i)
            if (enterable(pos, g.steps[i], us) && emit(g.steps[i])) return true;
        return false;
    }
}

} // namespace

bool MoveList::contains(Move m) const {
    for (Move x : *this)
        if (x == m) return true;
    return false;
}

bool hqGuarded(const Position& pos, Side side) {
    return pos.rules().game == Game::Federation && federation::hqGuarded(pos, side);
}

std::uint64_t strikeArea(const RuleSet& rules, Square target, bool bomb) {
    if (rules.game != Game::Federation || target >= federation::kSquares) return 0;
    const federation::FedGeometry& g = federation::geometry(target);
    return bomb ? g.bombArea : g.strikeArea;
}

Square bombNextTo(const Position& pos, Square square, Side side) {
    if (pos.rules().game != Game::Federation) return kNoSquare;
    const Square bomb = federation::bombSquare(pos, side);
    return bomb != kNoSquare && (federation::geometry(square).adjacent & federation::bit(bomb))
               ? bomb
               : kNoSquare;
}

namespace {

// Calls emit(Move) for every move of the piece on `from` (of `type`, for `us`) in either game.
template <class Emit>
inline bool forEachMoveOf(const Position& pos, Square from, PieceType type, Side us, Emit&& emit) {
    if (pos.rules().game == Game::Federation)
        return federation::forEachMove(pos, from, type, us,
                                       !federation::hqGuarded(pos, opponent(us)),
                                       federation::bombSquare(pos, us), emit);
    return forEachDestination(pos, from, type, us, [&](Square to) { return emit(Move(from, to)); });
}

// Calls emit(Move) for every move of every piece of `us`; stops when emit returns true.
template <class Emit> inline bool forEachMoveOfSide(const Position& pos, Side us, Emit&& emit) {
    if (pos.rules().game == Game::Federation) {
        const bool hqOpen = !federation::hqGuarded(pos, opponent(us));
        const Square bomb = federation::bombSquare(pos, us);
        for (std::uint64_t bits = pos.aliveMask(us); bits; bits &= bits - 1) {
            const Piece& p = pos.piece(static_cast<PieceId>(std::countr_zero(bits)));
            if (federation::forEachMove(pos, p.square, p.type, us, hqOpen, bomb, emit)) return true;
        }
        return false;
    }
    for (std::uint64_t bits = pos.aliveMask(us); bits; bits &= bits - 1) {
        const Piece& p = pos.piece(static_cast<PieceId>(std::countr_zero(bits)));
        const Square from = p.square;
        if (forEachDestination(pos, from, p.type, us,
                               [&](Square to) { return emit(Move(from, to)); }))
            return true;
    }
    return false;
}

bool onBoard(const Position& pos, Move m) {
    return m.isValid() && m.from() < pos.squareCount() && m.to() < pos.squareCount();
}

} // namespace

void generatePieceMoves(const Position& pos, PieceId id, MoveList& out) {
    const Piece& p = pos.piece(id);
    if (!p.alive()) return;
    forEachMoveOf(pos, p.square, p.type, p.side, [&](Move m) {
        out.push(m);
        return false;
    });
}

void generateMoves(const Position& pos, MoveList& out) {
    const Side us = pos.sideToMove();
    forEachMoveOfSide(pos, us, [&](Move m) {
        assert(pos.typeAt(m.from()) != PieceType::Unknown);
        out.push(m);
        return false;
    });
}

bool hasLegalMove(const Position& pos, Side side) {
    return forEachMoveOfSide(pos, side, [](Move) { return true; });
}

bool isLegal(const Position& pos, Move m) {
    if (!onBoard(pos, m)) return false;
    const PieceId id = pos.pieceAt(m.from());
    if (id == kNoPiece) return false;
    const Piece& p = pos.piece(id);
    if (p.side != pos.sideToMove() || p.type == PieceType::Unknown) return false;
    return forEachMoveOf(pos, m.from(), p.type, p.side, [&](Move x) { return x == m; });
}

bool couldMoveAs(const Position& pos, Move m, PieceType type) {
    if (!onBoard(pos, m)) return false;
    if (pos.isEmpty(m.from())) return false;
    return forEachMoveOf(pos, m.from(), type, pos.sideAt(m.from()), [&](Move x) { return x == m; });
}

} // namespace gunjin
