#include "view.h"

namespace gunjin {

EndEvent endEventFor(const Referee& referee, Side viewer) {
    assert(referee.isOver());
    EndEvent e{referee.status(), referee.reason(), referee.resigned(), {}};
    const Position& pos = referee.position();
    const Side them = opponent(viewer);
    for (std::uint64_t bits = pos.pieceMask(them); bits; bits &= bits - 1) {
        const auto id = static_cast<PieceId>(std::countr_zero(bits));
        e.reveal.push_back({id, pos.piece(id).type});
    }
    return e;
}

SideView::SideView(const Setup& own) : m_side(own.side()) {
    for (const SetupEntry& e : own.entries()) m_pos.place(e.square, m_side, e.type);
    const Side them = opponent(m_side);
    for (int s = 0; s < kSquareCount; ++s)
        if (inTerritory(static_cast<Square>(s), them))
            m_pos.place(static_cast<Square>(s), them, PieceType::Unknown);
}

SideView SideView::fromPosition(const Position& full, Side side) {
    SideView v(side, full);
    const Side them = opponent(side);
    for (std::uint64_t bits = full.pieceMask(them); bits; bits &= bits - 1)
        v.m_pos.setType(static_cast<PieceId>(std::countr_zero(bits)), PieceType::Unknown);
    return v;
}

std::array<int, kPieceTypeCount> SideView::ownLost() const {
    std::array<int, kPieceTypeCount> lost{};
    const std::uint64_t dead = m_pos.pieceMask(m_side) & ~m_pos.aliveMask(m_side);
    for (std::uint64_t bits = dead; bits; bits &= bits - 1)
        ++lost[index(m_pos.piece(static_cast<PieceId>(std::countr_zero(bits))).type)];
    return lost;
}

int SideView::opponentLost() const {
    const Side them = opponent(m_side);
    return std::popcount(m_pos.pieceMask(them) & ~m_pos.aliveMask(them));
}

Result<bool> SideView::apply(const Announcement& a) {
    if (isOver()) return Error{"announcement after the end of the game"};
    if (a.ply != m_ply + 1) return Error{"announcement out of order"};
    if (a.mover != m_pos.sideToMove()) return Error{"announcement for the side not to move"};
    const Move m = a.move;
    if (!m.isValid() || m.from() >= kSquareCount || m.to() >= kSquareCount || m.from() == m.to())
        return Error{"announcement with an invalid move"};
    if (m_pos.isEmpty(m.from()) || m_pos.sideAt(m.from()) != a.mover)
        return Error{"announced move starts from no piece of the mover"};
    const bool attack = !m_pos.isEmpty(m.to());
    if (attack && m_pos.sideAt(m.to()) == a.mover)
        return Error{"announced move enters a square of the mover's own piece"};
    if (attack != (a.outcome != CombatOutcome::None))
        return Error{"announced combat does not match the board"};
    if (a.mover == m_side && !isLegal(m_pos, m)) return Error{"announced own move is not legal"};
    // An opponent move must be one that some piece type could make (a plane and an engineer
    // between them cover every line; a tank every 2-square forward move).
    if (a.mover != m_side && !couldMoveAs(m_pos, m, PieceType::Plane) &&
        !couldMoveAs(m_pos, m, PieceType::Engineer) && !couldMoveAs(m_pos, m, PieceType::Tank))
        return Error{"announced opponent move is not possible for any piece"};
    if (a.reason == EndReason::Resignation ||
        (a.status == GameStatus::Ongoing) != (a.reason == EndReason::None))
        return Error{"announced result is inconsistent"};
    m_pos.applyOutcome(m, a.outcome);
    m_ply = a.ply;
    m_end = {a.status, a.reason};
    m_history.push_back(a);
    return true;
}

Result<bool> SideView::applyEnd(const EndEvent& e) {
    if (m_endEvent) return Error{"the end of the game was already announced"};
    if (e.status == GameStatus::Ongoing) return Error{"end event without a result"};
    if (e.reason == EndReason::Resignation) {
        if (isOver()) return Error{"resignation after the end of the game"};
        if (!e.resigned || e.status != winFor(opponent(*e.resigned)))
            return Error{"resignation with an inconsistent result"};
    } else if (e.status != m_end.status || e.reason != m_end.reason) {
        return Error{"end event does not match the last announcement"};
    }
    const Side them = opponent(m_side);
    std::uint64_t seen = 0;
    for (const RevealedPiece& r : e.reveal) {
        if (r.id >= kSquareCount || !(m_pos.pieceMask(them) >> r.id & 1) || (seen >> r.id & 1) ||
            r.type == PieceType::Unknown)
            return Error{"end event reveals a piece that is not the opponent's"};
        seen |= std::uint64_t{1} << r.id;
    }
    if (seen != m_pos.pieceMask(them))
        return Error{"end event does not reveal every opponent piece"};
    for (const RevealedPiece& r : e.reveal) m_pos.setType(r.id, r.type);
    m_end = {e.status, e.reason};
    m_endEvent = e;
    return true;
}

} // namespace gunjin
