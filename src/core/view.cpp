#include "view.h"

#include "federation_board.h"
#include "view_checks.h"

#include <string>

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

bool isPublic(const RuleSet& rules, PieceType t) {
    return rules.game == Game::Federation && t == PieceType::Marshal;
}

SideView::SideView(const Setup& own) : m_side(own.side()), m_pos(own.rules()) {
    for (const SetupEntry& e : own.entries()) m_pos.place(e.square, m_side, e.type);
    const Side them = opponent(m_side);
    const BoardLayout& b = m_pos.board();
    for (int i = 0; i < b.territorySize; ++i) {
        const Square s = Setup::slotSquare(own.rules(), them, i);
        const bool marshal = own.rules().game == Game::Federation && s == b.hqOf(them);
        m_pos.place(s, them, marshal ? PieceType::Marshal : PieceType::Unknown);
    }
    m_start = m_pos;
    m_fullArmy = true;
}

SideView SideView::fromPosition(const Position& full, Side side) {
    SideView v(side, full);
    const Side them = opponent(side);
    for (std::uint64_t bits = full.pieceMask(them); bits; bits &= bits - 1) {
        const auto id = static_cast<PieceId>(std::countr_zero(bits));
        if (!isPublic(full.rules(), full.piece(id).type)) v.m_pos.setType(id, PieceType::Unknown);
    }
    v.m_start = v.m_pos;
    return v;
}

std::array<int, kTypeCount> SideView::ownLost() const {
    std::array<int, kTypeCount> lost{};
    const std::uint64_t dead = m_pos.pieceMask(m_side) & ~m_pos.aliveMask(m_side);
    for (std::uint64_t bits = dead; bits; bits &= bits - 1)
        ++lost[index(m_pos.piece(static_cast<PieceId>(std::countr_zero(bits))).type)];
    return lost;
}

int SideView::opponentLost() const {
    const Side them = opponent(m_side);
    return std::popcount(m_pos.pieceMask(them) & ~m_pos.aliveMask(them));
}

std::array<int, kTypeCount> SideView::opponentLostByType() const {
    std::array<int, kTypeCount> lost{};
    const Side them = opponent(m_side);
    const std::uint64_t dead = m_pos.pieceMask(them) & ~m_pos.aliveMask(them);
    for (std::uint64_t bits = dead; bits; bits &= bits - 1)
        if (const PieceType t = m_pos.piece(static_cast<PieceId>(std::countr_zero(bits))).type;
            t != PieceType::Unknown)
            ++lost[index(t)];
    return lost;
}

std::array<int, kTypeCount> SideView::spent(Side s) const {
    std::array<int, kTypeCount> used{};
    for (const Announcement& a : m_history) {
        if (a.mover != s || !a.move.isStrike()) continue;
        ++used[index(PieceType::Missile)];
        if (a.strike.bomb) ++used[index(PieceType::AtomicBomb)];
    }
    return used;
}

namespace {

// Checks the parts of an announced tow or strike that the side can check; an error message, or
// empty when it fits.
std::string checkFederationMove(const Position& pos, const Announcement& a) {
    const Move m = a.move;
    const Side them = opponent(a.mover);
    if (m.kind() == MoveKind::Tow) {
        if (!pos.isEmpty(m.to()) || a.outcome != CombatOutcome::None)
            return "announced tow onto an occupied square";
        if (a.towFrom >= pos.squareCount() || pos.isEmpty(a.towFrom) ||
            pos.sideAt(a.towFrom) != a.mover ||
            !(federation::geometry(m.from()).adjacent & federation::bit(a.towFrom)))
            return "announced tow brings no piece of the mover from next to the missile";
        return {};
    }
    if (!m.isStrike()) return a.towFrom == kNoSquare ? std::string{} : "announced tow on a step";
    const StrikeResult& r = a.strike;
    if (a.outcome != CombatOutcome::None || r.target != m.to() ||
        r.bomb != (m.kind() == MoveKind::Launch))
        return "announced strike does not match its move";
    if (pos.isEmpty(m.to()) || pos.sideAt(m.to()) != them || m.to() == pos.board().hqOf(them))
        return "announced strike on a square it may not target";
    const federation::FedGeometry& g = federation::geometry(m.to());
    const federation::SquareMask area = r.bomb ? g.bombArea : g.strikeArea;
    bool missileGone = false;
    int moverPieces = 0;
    for (int i = 0; i < r.removedCount; ++i) {
        const Square s = r.removed[i];
        if (s >= pos.squareCount() || pos.isEmpty(s) || (i > 0 && s <= r.removed[i - 1]))
            return "announced strike removes a piece that is not there";
        if (s == m.from()) missileGone = true;
        if ((r.removedSecond >> i & 1) != (pos.sideAt(s) == Side::Second ? 1 : 0))
            return "announced strike names the wrong side of a removed piece";
        if (pos.sideAt(s) == a.mover) {
            ++moverPieces;
            if (s != m.from() &&
                !(r.bomb && (federation::geometry(m.from()).adjacent & federation::bit(s))))
                return "announced strike removes a piece of the side that struck";
        } else if (!(area & federation::bit(s))) {
            return "announced strike removes a piece outside its area";
        }
    }
    if (!missileGone || moverPieces != (r.bomb ? 2 : 1))
        return "announced strike does not remove its missile";
    return {};
}

} // namespace

std::string announcementProblem(const Position& pos, int ply, bool over, const Announcement& a,
                                std::optional<Side> known) {
    const RuleSet& rules = pos.rules();
    if (over) return "announcement after the end of the game";
    if (a.ply != ply + 1) return "announcement out of order";
    if (a.mover != pos.sideToMove()) return "announcement for the side not to move";
    const Move m = a.move;
    const bool federationGame = rules.game == Game::Federation;
    if (!m.isValid() || m.from() >= pos.squareCount() || m.to() >= pos.squareCount() ||
        m.from() == m.to() || (!federationGame && m.kind() != MoveKind::Step))
        return "announcement with an invalid move";
    if (pos.isEmpty(m.from()) || pos.sideAt(m.from()) != a.mover)
        return "announced move starts from no piece of the mover";
    if (!m.isStrike()) {
        const bool attack = !pos.isEmpty(m.to());
        if (attack && pos.sideAt(m.to()) == a.mover)
            return "announced move enters a square of the mover's own piece";
        if (attack != (a.outcome != CombatOutcome::None))
            return "announced combat does not match the board";
        if (a.strike != StrikeResult{}) return "announced strike on a move that is none";
    }
    if (federationGame) {
        if (const std::string problem = checkFederationMove(pos, a); !problem.empty())
            return problem;
    } else if (a.towFrom != kNoSquare) {
        return "announced tow in the classic game";
    }
    if (a.mover == known && !isLegal(pos, m)) return "announced own move is not legal";
    // An opponent move must be one that some piece type could make (classic: a plane, an
    // engineer and a tank between them cover every line; federation: a jet and an engineer
    // every step, slide and flight, a missile every strike).
    if (a.mover != known) {
        const bool possible =
            federationGame
                ? (m.kind() == MoveKind::Step
                       ? couldMoveAs(pos, m, PieceType::Jet) ||
                             couldMoveAs(pos, m, PieceType::Engineer) ||
                             couldMoveAs(pos, m, PieceType::General)
                       // a tow's missile step (the 原爆's part is checked above); a strike's
                       // target and removals are checked above, and any hidden piece may be
                       // a missile
                       : m.kind() != MoveKind::Tow ||
                             couldMoveAs(pos, Move(m.from(), m.to()), PieceType::Missile))
                : couldMoveAs(pos, m, PieceType::Plane) ||
                      couldMoveAs(pos, m, PieceType::Engineer) ||
                      couldMoveAs(pos, m, PieceType::Tank);
        if (!possible) return "announced opponent move is not possible for any piece";
    }
    // Reveals: only under open judgement, only pieces the move involved, own types as known.
    if (a.revealCount > 0 && !rules.openJudgement)
        return "announcement shows types that this rule set keeps hidden";
    if (a.revealCount > a.reveals.size()) return "announcement shows too many pieces";
    for (int i = 0; i < a.revealCount; ++i) {
        const RevealedPiece& r = a.reveals[i];
        if (r.id >= pos.squareCount() || !pos.piece(r.id).alive() || r.type == PieceType::Unknown ||
            rules.count(r.type) == 0 || (i > 0 && r.id <= a.reveals[i - 1].id))
            return "announcement shows a piece that is not in play";
        const Piece& p = pos.piece(r.id);
        if (p.side == known && p.type != r.type)
            return "announcement shows one of our pieces as another type";
    }
    if (a.reason == EndReason::Resignation ||
        (a.status == GameStatus::Ongoing) != (a.reason == EndReason::None))
        return "announced result is inconsistent";
    return {};
}

Result<bool> SideView::apply(const Announcement& a) {
    if (const std::string problem = announcementProblem(m_pos, m_ply, isOver(), a, m_side);
        !problem.empty())
        return Error{problem};
    applyAnnouncement(m_pos, a);
    m_ply = a.ply;
    m_end = {a.status, a.reason};
    m_history.push_back(a);
    return true;
}

namespace {

// An announcement with the unused tails of its lists cleared, for comparing.
Announcement normalized(Announcement a) {
    for (std::size_t i = a.revealCount; i < a.reveals.size(); ++i) a.reveals[i] = {};
    for (std::size_t i = a.strike.removedCount; i < a.strike.removed.size(); ++i)
        a.strike.removed[i] = {};
    return a;
}

} // namespace

std::string revealProblem(const Position& start, const Position& now,
                          const std::vector<Announcement>& history,
                          const std::vector<RevealedPiece>& reveal,
                          std::initializer_list<Side> revealed, bool fullArmies) {
    const RuleSet& r = start.rules();
    std::uint64_t hidden = 0;
    for (const Side side : revealed) hidden |= now.pieceMask(side);
    // What the game showed of the hidden types: public types (F-INFO-3) in the start, the
    // pieces a combat or strike showed under open judgement (H-7, F-INFO-1).
    std::array<PieceType, kMaxSquares> shown;
    shown.fill(PieceType::Unknown);
    for (int id = 0; id < start.squareCount(); ++id)
        if (hidden >> id & 1) shown[id] = start.piece(static_cast<PieceId>(id)).type;
    for (const Announcement& a : history)
        for (int i = 0; i < a.revealCount; ++i)
            if (hidden >> a.reveals[i].id & 1) shown[a.reveals[i].id] = a.reveals[i].type;
    std::uint64_t seen = 0;
    std::array<std::array<int, kTypeCount>, 2> count{};
    for (const RevealedPiece& p : reveal) {
        if (p.id >= now.squareCount() || !(hidden >> p.id & 1))
            return "end event reveals a piece that is not a hidden one";
        if (seen >> p.id & 1) return "end event reveals a piece twice";
        seen |= std::uint64_t{1} << p.id;
        if (p.type == PieceType::Unknown || r.count(p.type) == 0)
            return "end event reveals a type that is not in the army";
        if (++count[index(now.piece(p.id).side)][index(p.type)] > r.count(p.type))
            return "end event reveals more pieces of a type than the army has";
        if (shown[p.id] != PieceType::Unknown && shown[p.id] != p.type)
            return "end event reveals a piece as another type than the game showed";
    }
    if (seen != hidden) return "end event does not reveal every hidden piece";
    // Each revealed setup, when the viewer saw a whole army set up: ids are setup squares.
    if (fullArmies) {
        for (const Side side : revealed) {
            std::vector<SetupEntry> entries;
            for (const RevealedPiece& p : reveal)
                if (now.piece(p.id).side == side) entries.push_back({p.id, p.type});
            if (const auto problems = checkSetup(r, side, entries); !problems.empty())
                return "end event reveals a setup against " + problems.front().id;
        }
    }
    // The game again, refereed with every type: each move must have been legal and announced
    // as it was.
    Position full = start;
    for (const RevealedPiece& p : reveal) full.setType(p.id, p.type);
    Referee referee(full);
    for (const Announcement& a : history) {
        const std::string ply = std::to_string(a.ply);
        if (referee.isOver() || !isLegal(referee.position(), a.move))
            return "end event's types do not allow the move of ply " + ply;
        if (normalized(referee.playLegal(a.move)) != normalized(a))
            return "end event's types do not give what was announced at ply " + ply;
    }
    return {};
}

std::string SideView::checkReveal(const std::vector<RevealedPiece>& reveal) const {
    return revealProblem(m_start, m_pos, m_history, reveal, {opponent(m_side)}, m_fullArmy);
}

std::string endProblem(bool announced, const GameEnd& current, const EndEvent& e) {
    if (announced) return "the end of the game was already announced";
    if (e.status == GameStatus::Ongoing) return "end event without a result";
    if (e.reason == EndReason::Resignation) {
        if (current.status != GameStatus::Ongoing) return "resignation after the end of the game";
        if (!e.resigned || e.status != winFor(opponent(*e.resigned)))
            return "resignation with an inconsistent result";
    } else if (e.status != current.status || e.reason != current.reason) {
        return "end event does not match the last announcement";
    }
    return {};
}

Result<bool> SideView::applyEnd(const EndEvent& e) {
    if (std::string problem = endProblem(m_endEvent.has_value(), m_end, e); !problem.empty())
        return Error{problem};
    if (const std::string problem = checkReveal(e.reveal); !problem.empty()) return Error{problem};
    for (const RevealedPiece& r : e.reveal) m_pos.setType(r.id, r.type);
    m_end = {e.status, e.reason};
    m_endEvent = e;
    return true;
}

} // namespace gunjin
