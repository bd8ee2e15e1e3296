#include "movegen.h"

#include "board.h"

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
    case PieceType::Plane: // R-MOVE-6, R-MOVE-9
        for (int i = 0; i < g.sideStepCount; ++i)
            if (enterable(pos, g.sideSteps[i], us) && emit(g.sideSteps[i])) return true;
        for (const RaySet& set : g.jumps)
            for (int r = 0; r < set.count; ++r) {
                const Ray& ray = set.rays[r];
                for (int i = 0; i < ray.length; ++i)
                    if (enterable(pos, ray.squares[i], us) && emit(ray.squares[i])) return true;
            }
        return false;
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

void generatePieceMoves(const Position& pos, PieceId id, MoveList& out) {
    const Piece& p = pos.piece(id);
    if (!p.alive()) return;
    forEachDestination(pos, p.square, p.type, p.side, [&](Square to) {
        out.push(Move(p.square, to));
        return false;
    });
}

void generateMoves(const Position& pos, MoveList& out) {
    const Side us = pos.sideToMove();
    for (std::uint64_t bits = pos.aliveMask(us); bits; bits &= bits - 1) {
        const Piece& p = pos.piece(static_cast<PieceId>(std::countr_zero(bits)));
        assert(p.type != PieceType::Unknown);
        forEachDestination(pos, p.square, p.type, us, [&](Square to) {
            out.push(Move(p.square, to));
            return false;
        });
    }
}

bool hasLegalMove(const Position& pos, Side side) {
    for (std::uint64_t bits = pos.aliveMask(side); bits; bits &= bits - 1) {
        const Piece& p = pos.piece(static_cast<PieceId>(std::countr_zero(bits)));
        if (forEachDestination(pos, p.square, p.type, side, [](Square) { return true; }))
            return true;
    }
    return false;
}

bool isLegal(const Position& pos, Move m) {
    if (!m.isValid() || m.from() >= kSquareCount || m.to() >= kSquareCount) return false;
    const PieceId id = pos.pieceAt(m.from());
    if (id == kNoPiece) return false;
    const Piece& p = pos.piece(id);
    if (p.side != pos.sideToMove() || p.type == PieceType::Unknown) return false;
    return forEachDestination(pos, m.from(), p.type, p.side,
                              [&](Square to) { return to == m.to(); });
}

bool couldMoveAs(const Position& pos, Move m, PieceType type) {
    if (!m.isValid() || m.from() >= kSquareCount || m.to() >= kSquareCount) return false;
    if (pos.isEmpty(m.from())) return false;
    return forEachDestination(pos, m.from(), type, pos.sideAt(m.from()),
                              [&](Square to) { return to == m.to(); });
}

} // namespace gunjin
