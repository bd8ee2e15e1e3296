// Move generation of the federation game (F-MOVE-*, F-STRIKE-1/4). Called through movegen.h,
// which picks the game from the position's rule set; inline so that the generator, the legality
// check and a search all inline it.
#pragma once

#include "federation_board.h"
#include "position.h"

// forEachMove(pos, from, type, us, hqOpen, bomb, emit) calls emit(Move) for each move of a piece
// of `type` on `from` for side `us`; emit returns true to stop early, and then so does
// forEachMove. `hqOpen` is !hqGuarded(pos, opponent(us)); `bomb` the square of our 原爆
// (kNoSquare if none).
namespace gunjin::federation {

inline bool hqGuarded(const Position& pos, Side side) {
    const FedGeometry& g = geometry(hqSquare(side));
    for (int i = 0; i < g.stepCount; ++i) {
        const PieceId id = pos.pieceAt(g.steps[i]);
        if (id != kNoPiece && pos.piece(id).side == side) return true;
    }
    return false;
}

inline Square bombSquare(const Position& pos, Side side) {
    for (std::uint64_t bits = pos.aliveMask(side); bits; bits &= bits - 1) {
        const Piece& p = pos.piece(static_cast<PieceId>(std::countr_zero(bits)));
        if (p.type == PieceType::AtomicBomb) return p.square;
    }
    return kNoSquare;
}

template <class Emit>
bool forEachMove(const Position& pos, Square from, PieceType type, Side us, bool hqOpen,
                 Square bomb, Emit&& emit) {
    const FedGeometry& g = geometry(from);
    const Square theirHq = hqSquare(opponent(us));
    // F-MOVE-1: never onto our own piece; F-MOVE-8: never into a guarded HQ.
    auto enterable = [&](Square to) {
        const PieceId id = pos.pieceAt(to);
        return (id == kNoPiece || pos.piece(id).side != us) && (to != theirHq || hqOpen);
    };
    // F-MOVE-4: the straight crossing to the far bridgehead needs e5 empty.
    const bool canCross = g.farEnd != kNoSquare && pos.isEmpty(kE5);
    switch (type) {
    case PieceType::General:
    case PieceType::LieutenantGeneral:
    case PieceType::MajorGeneral:
    case PieceType::Colonel:
    case PieceType::LieutenantColonel:
    case PieceType::Major: // F-MOVE-2
        for (int i = 0; i < g.stepCount; ++i)
            if (enterable(g.steps[i]) && emit(Move(from, g.steps[i]))) return true;
        return canCross && enterable(g.farEnd) && emit(Move(from, g.farEnd));
    case PieceType::Artillery:
    case PieceType::Engineer:
    case PieceType::Tank:
    case PieceType::Spy: // F-MOVE-3
        for (const FedRaySet& set : g.slides)
            for (int r = 0; r < set.count; ++r) {
                const FedRay& ray = set.rays[r];
                for (int i = 0; i < ray.length; ++i) {
                    const Square to = ray.squares[i];
                    if (!enterable(to)) break;
                    if (emit(Move(from, to))) return true;
                    if (!pos.isEmpty(to)) break;
                }
            }
        if (from == kE5) { // from e5, one move to any bridgehead
            for (int i = 0; i < g.stepCount; ++i)
                if (enterable(g.steps[i]) && emit(Move(from, g.steps[i]))) return true;
        } else if (g.farEnd != kNoSquare) {
            if (enterable(kE5) && emit(Move(from, kE5))) return true;
            if (canCross && enterable(g.farEnd) && emit(Move(from, g.farEnd))) return true;
        }
        return false;
    case PieceType::Jet: // F-MOVE-5
        for (int s = 0; s < kSquares; ++s) {
            const auto to = static_cast<Square>(s);
            if (to == from || to == theirHq) continue;
            const PieceId id = pos.pieceAt(to);
            if ((id == kNoPiece || pos.piece(id).side != us) && emit(Move(from, to))) return true;
        }
        return false;
    case PieceType::Missile: { // F-MOVE-2, F-MOVE-7, F-STRIKE-1, F-STRIKE-4
        const bool tow = bomb != kNoSquare && (g.adjacent & bit(bomb));
        auto step = [&](Square to) {
            if (!pos.isEmpty(to)) return false;
            if (emit(Move(from, to))) return true;
            return tow && emit(Move(from, to, MoveKind::Tow));
        };
        for (int i = 0; i < g.stepCount; ++i)
            if (step(g.steps[i])) return true;
        if (canCross && step(g.farEnd)) return true;
        for (std::uint64_t bits = pos.aliveMask(opponent(us)); bits; bits &= bits - 1) {
            const Square target = pos.piece(static_cast<PieceId>(std::countr_zero(bits))).square;
            if (target == theirHq) continue;
            if (emit(Move(from, target, MoveKind::Strike))) return true;
            if (tow && emit(Move(from, target, MoveKind::Launch))) return true;
        }
        return false;
    }
    default: return false; // marshal, mine, 原爆 (F-MOVE-6); classic types do not play here
    }
}

} // namespace gunjin::federation
