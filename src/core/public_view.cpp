#include "public_view.h"

#include "setup.h"
#include "view_checks.h"

#include <bit>

namespace gunjin {

EndEvent publicEndEvent(const Referee& referee) {
    assert(referee.isOver());
    EndEvent e{referee.status(), referee.reason(), referee.resigned(), {}};
    const Position& pos = referee.position();
    const std::uint64_t all = pos.pieceMask(Side::First) | pos.pieceMask(Side::Second);
    for (std::uint64_t bits = all; bits; bits &= bits - 1) {
        const auto id = static_cast<PieceId>(std::countr_zero(bits));
        e.reveal.push_back({id, pos.piece(id).type});
    }
    return e;
}

PublicView::PublicView(const RuleSet& rules) : m_pos(rules), m_start(rules) {
    const BoardLayout& b = m_pos.board();
    for (const Side side : {Side::First, Side::Second}) {
        for (int i = 0; i < b.territorySize; ++i) {
            const Square s = Setup::slotSquare(rules, side, i);
            const bool marshal = rules.game == Game::Federation && s == b.hqOf(side);
            m_pos.place(s, side, marshal ? PieceType::Marshal : PieceType::Unknown);
        }
    }
    m_start = m_pos;
    m_fullArmies = true;
}

PublicView PublicView::fromPosition(const Position& full) {
    PublicView v(full);
    for (const Side side : {Side::First, Side::Second})
        for (std::uint64_t bits = full.pieceMask(side); bits; bits &= bits - 1) {
            const auto id = static_cast<PieceId>(std::countr_zero(bits));
            if (!isPublic(full.rules(), full.piece(id).type))
                v.m_pos.setType(id, PieceType::Unknown);
        }
    v.m_start = v.m_pos;
    return v;
}

Result<bool> PublicView::apply(const Announcement& a) {
    if (const std::string problem = announcementProblem(m_pos, m_ply, isOver(), a, std::nullopt);
        !problem.empty())
        return Error{problem};
    applyAnnouncement(m_pos, a);
    m_ply = a.ply;
    m_end = {a.status, a.reason};
    m_history.push_back(a);
    return true;
}

Result<bool> PublicView::applyEnd(const EndEvent& e) {
    if (std::string problem = endProblem(m_endEvent.has_value(), m_end, e); !problem.empty())
        return Error{problem};
    if (const std::string problem = revealProblem(m_start, m_pos, m_history, e.reveal,
                                                  {Side::First, Side::Second}, m_fullArmies);
        !problem.empty())
        return Error{problem};
    for (const RevealedPiece& r : e.reveal) m_pos.setType(r.id, r.type);
    m_end = {e.status, e.reason};
    m_endEvent = e;
    return true;
}

} // namespace gunjin
