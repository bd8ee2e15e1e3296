#include "lesson_reply.h"

#include "core/movegen.h"

namespace gunjin::ai {

std::optional<Move> lessonReply(const SideView& view, std::span<const PieceId> movers) {
    const Position& pos = view.position();
    MoveList all;
    generateMoves(pos, all);
    if (all.empty()) return std::nullopt;
    const auto quiet = [&](Move m) { return !m.isStrike() && pos.isEmpty(m.to()); };
    for (const PieceId id : movers) {
        const Piece& p = pos.piece(id);
        if (!p.alive() || p.side != pos.sideToMove() || p.square == Square(id)) continue;
        for (const Move m : all)
            if (m.from() == p.square && m.to() == Square(id) && quiet(m)) return m;
    }
    for (const PieceId id : movers) {
        const Piece& p = pos.piece(id);
        if (!p.alive() || p.side != pos.sideToMove()) continue;
        for (const Move m : all)
            if (m.from() == p.square && quiet(m)) return m;
    }
    for (const Move m : all)
        if (quiet(m)) return m;
    return all[0];
}

} // namespace gunjin::ai
