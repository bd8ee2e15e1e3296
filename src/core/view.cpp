#include "view.h"

#include "federation_board.h"

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

namespace {

// F-INFO-3: the federation marshal is face up from the start.
bool isPublic(const RuleSet& rules, PieceType t) {
    return rules.game == Game::Federation && t == PieceType::Marshal;
}

} // namespace

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

Result<bool> SideView::apply(const Announcement& a) {
    if (isOver()) return Error{"announcement after the end of the game"};
    if (a.ply != m_ply + 1) return Error{"announcement out of order"};
    if (a.mover != m_pos.sideToMove()) return Error{"announcement for the side not to move"};
    const Move m = a.move;
    const bool federationGame = rules().game == Game::Federation;
    if (!m.isValid() || m.from() >= m_pos.squareCount() || m.to() >= m_pos.squareCount() ||
        m.from() == m.to() || (!federationGame && m.kind() != MoveKind::Step))
        return Error{"announcement with an invalid move"};
    if (m_pos.isEmpty(m.from()) || m_pos.sideAt(m.from()) != a.mover)
        return Error{"announced move starts from no piece of the mover"};
    if (!m.isStrike()) {
        const bool attack = !m_pos.isEmpty(m.to());
        if (attack && m_pos.sideAt(m.to()) == a.mover)
            return Error{"announced move enters a square of the mover's own piece"};
        if (attack != (a.outcome != CombatOutcome::None))
            return Error{"announced combat does not match the board"};
        if (a.strike != StrikeResult{}) return Error{"announced strike on a move that is none"};
    }
    if (federationGame) {
        if (const std::string problem = checkFederationMove(m_pos, a); !problem.empty())
            return Error{problem};
    } else if (a.towFrom != kNoSquare) {
        return Error{"announced tow in the classic game"};
    }
    if (a.mover == m_side && !isLegal(m_pos, m)) return Error{"announced own move is not legal"};
    // An opponent move must be one that some piece type could make (classic: a plane, an
    // engineer and a tank between them cover every line; federation: a jet and an engineer
    // every step, slide and flight, a missile every strike).
    if (a.mover != m_side) {
        const bool possible =
            federationGame
                ? (m.kind() == MoveKind::Step
                       ? couldMoveAs(m_pos, m, PieceType::Jet) ||
                             couldMoveAs(m_pos, m, PieceType::Engineer) ||
                             couldMoveAs(m_pos, m, PieceType::General)
                       // a tow's missile step (the 原爆's part is checked above); a strike's
                       // target and removals are checked above, and any hidden piece may be
                       // a missile
                       : m.kind() != MoveKind::Tow ||
                             couldMoveAs(m_pos, Move(m.from(), m.to()), PieceType::Missile))
                : couldMoveAs(m_pos, m, PieceType::Plane) ||
                      couldMoveAs(m_pos, m, PieceType::Engineer) ||
                      couldMoveAs(m_pos, m, PieceType::Tank);
        if (!possible) return Error{"announced opponent move is not possible for any piece"};
    }
    // Reveals: only under open judgement, only pieces the move involved, own types as known.
    if (a.revealCount > 0 && !rules().openJudgement)
        return Error{"announcement shows types that this rule set keeps hidden"};
    if (a.revealCount > a.reveals.size()) return Error{"announcement shows too many pieces"};
    for (int i = 0; i < a.revealCount; ++i) {
        const RevealedPiece& r = a.reveals[i];
        if (r.id >= m_pos.squareCount() || !m_pos.piece(r.id).alive() ||
            r.type == PieceType::Unknown || rules().count(r.type) == 0 ||
            (i > 0 && r.id <= a.reveals[i - 1].id))
            return Error{"announcement shows a piece that is not in play"};
        const Piece& p = m_pos.piece(r.id);
        if (p.side == m_side && p.type != r.type)
            return Error{"announcement shows one of our pieces as another type"};
    }
    if (a.reason == EndReason::Resignation ||
        (a.status == GameStatus::Ongoing) != (a.reason == EndReason::None))
        return Error{"announced result is inconsistent"};
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

std::string SideView::checkReveal(const std::vector<RevealedPiece>& reveal) const {
    const RuleSet& r = rules();
    const Side them = opponent(m_side);
    const std::uint64_t theirs = m_pos.pieceMask(them);
    // What the game showed of the opponent's types: public types (F-INFO-3) in the start,
    // the pieces a combat or strike showed under open judgement (H-7, F-INFO-1).
    std::array<PieceType, kMaxSquares> shown;
    shown.fill(PieceType::Unknown);
    for (int id = 0; id < m_start.squareCount(); ++id)
        if (theirs >> id & 1) shown[id] = m_start.piece(static_cast<PieceId>(id)).type;
    for (const Announcement& a : m_history)
        for (int i = 0; i < a.revealCount; ++i)
            if (theirs >> a.reveals[i].id & 1) shown[a.reveals[i].id] = a.reveals[i].type;
    std::uint64_t seen = 0;
    std::array<int, kTypeCount> count{};
    for (const RevealedPiece& p : reveal) {
        if (p.id >= m_pos.squareCount() || !(theirs >> p.id & 1))
            return "end event reveals a piece that is not the opponent's";
        if (seen >> p.id & 1) return "end event reveals an opponent piece twice";
        seen |= std::uint64_t{1} << p.id;
        if (p.type == PieceType::Unknown || r.count(p.type) == 0)
            return "end event reveals a type that is not in the army";
        if (++count[index(p.type)] > r.count(p.type))
            return "end event reveals more pieces of a type than the army has";
        if (shown[p.id] != PieceType::Unknown && shown[p.id] != p.type)
            return "end event reveals a piece as another type than the game showed";
    }
    if (seen != theirs) return "end event does not reveal every opponent piece";
    // The opponent's setup, when this side saw a whole army set up: ids are setup squares.
    if (m_fullArmy) {
        std::vector<SetupEntry> entries;
        for (const RevealedPiece& p : reveal) entries.push_back({p.id, p.type});
        if (const auto problems = checkSetup(r, them, entries); !problems.empty())
            return "end event reveals an opponent setup against " + problems.front().id;
    }
    // The game again, refereed with every type: each move must have been legal and announced
    // as it was.
    Position start = m_start;
    for (const RevealedPiece& p : reveal) start.setType(p.id, p.type);
    Referee referee(start);
    for (const Announcement& a : m_history) {
        const std::string ply = std::to_string(a.ply);
        if (referee.isOver() || !isLegal(referee.position(), a.move))
            return "end event's types do not allow the move of ply " + ply;
        if (normalized(referee.playLegal(a.move)) != normalized(a))
            return "end event's types do not give what was announced at ply " + ply;
    }
    return {};
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
    if (const std::string problem = checkReveal(e.reveal); !problem.empty()) return Error{problem};
    for (const RevealedPiece& r : e.reveal) m_pos.setType(r.id, r.type);
    m_end = {e.status, e.reason};
    m_endEvent = e;
    return true;
}

} // namespace gunjin
