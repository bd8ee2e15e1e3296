#include "referee.h"

#include "combat.h"
#include "federation_board.h"

#include <algorithm>

namespace gunjin {

namespace {

void reveal(Announcement& a, const Position& pos, PieceId id) {
    for (int i = 0; i < a.revealCount; ++i)
        if (a.reveals[i].id == id) return;
    a.reveals[a.revealCount++] = {id, pos.piece(id).type};
}

// F-STRIKE-1..4: what a strike (or an 原爆 launch) from m.from() on m.to() removes.
void resolveStrike(const Position& pos, Move m, Announcement& a) {
    const Side us = pos.sideAt(m.from());
    const Side them = opponent(us);
    const bool bomb = m.kind() == MoveKind::Launch;
    StrikeResult& r = a.strike;
    r.target = m.to();
    r.bomb = bomb;
    const federation::FedGeometry& g = federation::geometry(m.to());
    const federation::SquareMask area = bomb ? g.bombArea : g.strikeArea;
    const Square bombFrom = bomb ? bombNextTo(pos, m.from(), us) : kNoSquare;
    assert(!bomb || bombFrom != kNoSquare);
    federation::SquareMask removed = federation::bit(m.from());
    if (bomb) removed |= federation::bit(bombFrom);
    federation::SquareMask judged = 0;
    for (federation::SquareMask bits = area; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        if (pos.isEmpty(s) || pos.sideAt(s) != them) continue;
        judged |= federation::bit(s);
        if (pos.typeAt(s) == PieceType::Missile) r.collision = true;
    }
    for (federation::SquareMask bits = judged; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        const PieceType t = pos.typeAt(s);
        // F-STRIKE-2: in a collision only the opponent's missiles go (and an 原爆 stays).
        const bool goes = r.collision ? t == PieceType::Missile : strikeRemoves(bomb, t);
        if (goes) removed |= federation::bit(s);
    }
    for (federation::SquareMask bits = removed; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        if (pos.sideAt(s) == Side::Second) r.removedSecond |= std::uint16_t(1u << r.removedCount);
        r.removed[r.removedCount++] = s;
    }
    if (pos.rules().openJudgement) { // F-INFO-1: the judged pieces and the weapons are shown
        const federation::SquareMask shown = r.collision ? removed : removed | judged;
        for (federation::SquareMask bits = shown; bits; bits &= bits - 1)
            reveal(a, pos, pos.pieceAt(static_cast<Square>(std::countr_zero(bits))));
    }
}

void sortReveals(Announcement& a) {
    std::sort(a.reveals.begin(), a.reveals.begin() + a.revealCount,
              [](const RevealedPiece& x, const RevealedPiece& y) { return x.id < y.id; });
}

// H-3's ways to win (checked in R-END-1's place) and F-END-1, from what the move removed.
GameEnd removalEnd(const Position& after, Side mover, const RemovedPieces& removed) {
    const RuleSet& rules = after.rules();
    auto removedType = [&](Side s, PieceType t) {
        for (std::uint64_t bits = removed[index(s)]; bits; bits &= bits - 1)
            if (after.piece(static_cast<PieceId>(std::countr_zero(bits))).type == t) return true;
        return false;
    };
    if (rules.game == Game::Federation) {
        if (removedType(opponent(mover), PieceType::Marshal))
            return {winFor(mover), EndReason::MarshalTaken};
        return {};
    }
    std::array<bool, 2> lost{false, false};
    EndReason reason = EndReason::None;
    for (Side s : {Side::First, Side::Second}) {
        switch (rules.win) {
        case WinCondition::Occupation: break;
        case WinCondition::Flag:
            lost[index(s)] = removedType(s, PieceType::Flag);
            reason = EndReason::FlagTaken;
            break;
        case WinCondition::General:
            lost[index(s)] = removedType(s, PieceType::General);
            reason = EndReason::GeneralDefeated;
            break;
        case WinCondition::AllMovable: {
            bool movableRemoved = false, movableLeft = false;
            for (std::uint64_t bits = removed[index(s)]; bits; bits &= bits - 1)
                movableRemoved =
                    movableRemoved || isMovable(after.piece(PieceId(std::countr_zero(bits))).type);
            for (std::uint64_t bits = after.aliveMask(s); bits; bits &= bits - 1)
                movableLeft =
                    movableLeft || isMovable(after.piece(PieceId(std::countr_zero(bits))).type);
            lost[index(s)] = movableRemoved && !movableLeft;
            reason = EndReason::AllMovableTaken;
            break;
        }
        }
    }
    if (lost[0] && lost[1]) return {GameStatus::Draw, reason};
    if (lost[0]) return {winFor(Side::Second), reason};
    if (lost[1]) return {winFor(Side::First), reason};
    return {};
}

} // namespace

Announcement resolveMove(const Position& pos, Move m) {
    Announcement a;
    a.mover = pos.sideToMove();
    a.move = m;
    if (m.isStrike()) {
        resolveStrike(pos, m, a);
    } else {
        if (m.kind() == MoveKind::Tow) a.towFrom = bombNextTo(pos, m.from(), a.mover);
        a.outcome = judgeMove(pos, m);
        if (a.outcome != CombatOutcome::None && pos.rules().openJudgement) {
            reveal(a, pos, pos.pieceAt(m.from())); // H-7, F-INFO-1: both pieces are shown
            reveal(a, pos, pos.pieceAt(m.to()));
        }
    }
    sortReveals(a);
    return a;
}

void applyAnnouncement(Position& pos, const Announcement& a) {
    if (a.move.isStrike())
        pos.applyStrike(a.strike);
    else if (a.move.kind() == MoveKind::Tow)
        pos.applyTow(a.move, a.towFrom);
    else
        pos.applyOutcome(a.move, a.outcome);
}

GameEnd decisiveEnd(const Position& after, Side mover, Move m, const RemovedPieces& removed) {
    const RuleSet& rules = after.rules();
    if (rules.game == Game::Federation || rules.win != WinCondition::Occupation)
        return removalEnd(after, mover, removed);
    if (m.to() == hqOf(opponent(mover)) && !m.isStrike() && !after.isEmpty(m.to())) {
        // R-END-1: an officer of the mover now stands in the opponent's HQ.
        const Piece& p = after.piece(after.pieceAt(m.to()));
        if (p.side == mover && isOfficer(p.type)) return {winFor(mover), EndReason::Occupation};
    }
    return {};
}

GameEnd evaluateAfterMove(const Position& after, Side mover, Move m, const RemovedPieces& removed) {
    if (const GameEnd end = decisiveEnd(after, mover, m, removed);
        end.status != GameStatus::Ongoing)
        return end;
    if (after.noCombatPlies() >= kNoCombatLimit)
        return {GameStatus::Draw, EndReason::NoCombatLimit};
    const Side next = opponent(mover);
    if (!hasLegalMove(after, next)) {
        if (!hasLegalMove(after, mover)) return {GameStatus::Draw, EndReason::BothNoLegalMoves};
        return {winFor(mover), EndReason::NoLegalMoves};
    }
    return {};
}

GameEnd evaluateAfterMove(const Position& after, Side mover, Move m) {
    assert(after.rules().game == Game::Classic && after.rules().win == WinCondition::Occupation);
    return evaluateAfterMove(after, mover, m, {0, 0});
}

namespace {

// Says which rule an illegal move of a piece of the side to move breaks, where one rule stands
// out; otherwise that the piece cannot go there.
std::string whyIllegal(const Position& pos, Move m) {
    const BoardLayout& b = pos.board();
    const Side us = pos.sideToMove();
    const Side them = opponent(us);
    const PieceType type = pos.typeAt(m.from());
    const std::string to(b.name(m.to()));
    if (pos.rules().game == Game::Federation) {
        const bool missile = type == PieceType::Missile;
        if (m.kind() != MoveKind::Step && !missile)
            return "only a missile strikes or tows the 原爆 (F-MOVE-7, F-STRIKE-1)";
        if ((m.kind() == MoveKind::Tow || m.kind() == MoveKind::Launch) &&
            bombNextTo(pos, m.from(), us) == kNoSquare)
            return "no 原爆 of yours stands next to the missile on " +
                   std::string(b.name(m.from())) + " (F-MOVE-7, F-STRIKE-4)";
        if (m.isStrike()) {
            if (m.to() == b.hqOf(them)) return "a strike never targets the HQ (F-STRIKE-1)";
            return "a strike targets a square holding an opponent's piece (F-STRIKE-1)";
        }
        if (!m.isStrike() && !pos.isEmpty(m.to()) && pos.sideAt(m.to()) == us)
            return to + " holds a piece of your own";
        if (missile && !pos.isEmpty(m.to()))
            return "a missile steps only onto an empty square; it attacks by a strike (F-MOVE-2)";
        if (type == PieceType::Jet && m.to() == b.hqOf(them))
            return "a jet never flies into the HQ (F-MOVE-5)";
        if (m.to() == b.hqOf(them) && hqGuarded(pos, them)) {
            // Blame the guard only if the move were legal without it.
            Position open(pos.rules());
            const federation::FedGeometry& hq = federation::geometry(m.to());
            pos.forEachOnBoard([&](Square s, const Piece& p) {
                if (!(p.side == them && (hq.adjacent & federation::bit(s))))
                    open.place(s, p.side, p.type);
            });
            open.setSideToMove(us);
            if (isLegal(open, m))
                return to + " is guarded: a piece of the " + std::string(sideId(them)) +
                       " player stands next to it (F-MOVE-8)";
        }
        const federation::FedGeometry& g = federation::geometry(m.from());
        if (m.to() == g.farEnd && !pos.isEmpty(federation::kE5))
            return "the straight crossing of the bridge needs e5 empty (F-MOVE-4)";
    }
    if (!pos.isEmpty(m.to()) && pos.sideAt(m.to()) == us) return to + " holds a piece of your own";
    if (!isMovable(type)) return "a " + std::string(pieceTypeId(type)) + " never moves";
    return "that piece cannot move there";
}

} // namespace

Referee::Referee(const Position& start) : m_pos(start) {}

Referee::Referee(const Setup& first, const Setup& second)
    : m_pos(startingPosition(first, second)) {}

Result<Announcement> Referee::play(Move m) {
    if (isOver()) return Error{"the game is over"};
    if (!m.isValid() || m.from() >= m_pos.squareCount() || m.to() >= m_pos.squareCount())
        return Error{"not a move"};
    const std::string from(m_pos.board().name(m.from()));
    if (m_pos.isEmpty(m.from())) return Error{"no piece on " + from};
    if (m_pos.sideAt(m.from()) != m_pos.sideToMove())
        return Error{"the piece on " + from + " is not the " +
                     std::string(sideId(m_pos.sideToMove())) + " player's, who is to move"};
    if (!isLegal(m_pos, m)) return Error{whyIllegal(m_pos, m)};
    return playLegal(m);
}

Announcement Referee::playLegal(Move m) {
    assert(!isOver() && isLegal(m_pos, m));
    const Side mover = m_pos.sideToMove();
    Announcement a = resolveMove(m_pos, m);
    const std::array<std::uint64_t, 2> aliveBefore{m_pos.aliveMask(Side::First),
                                                   m_pos.aliveMask(Side::Second)};
    applyAnnouncement(m_pos, a);
    const RemovedPieces removed{aliveBefore[0] & ~m_pos.aliveMask(Side::First),
                                aliveBefore[1] & ~m_pos.aliveMask(Side::Second)};
    m_end = evaluateAfterMove(m_pos, mover, m, removed);
    a.ply = ++m_ply;
    a.mover = mover;
    a.status = m_end.status;
    a.reason = m_end.reason;
    return a;
}

Result<GameEnd> Referee::resign(Side side) {
    if (isOver()) return Error{"the game is over"};
    m_end = {winFor(opponent(side)), EndReason::Resignation};
    m_resigned = side;
    return m_end;
}

} // namespace gunjin
