#include "referee.h"

#include "combat.h"

namespace gunjin {

GameEnd evaluateAfterMove(const Position& after, Side mover, Move m) {
    // R-END-1: an officer of the mover now stands in the opponent's HQ.
    if (m.to() == hqOf(opponent(mover)) && !after.isEmpty(m.to())) {
        const Piece& p = after.piece(after.pieceAt(m.to()));
        if (p.side == mover && isOfficer(p.type)) return {winFor(mover), EndReason::Occupation};
    }
    if (after.noCombatPlies() >= kNoCombatLimit)
        return {GameStatus::Draw, EndReason::NoCombatLimit};
    const Side next = opponent(mover);
    if (!hasLegalMove(after, next)) {
        if (!hasLegalMove(after, mover)) return {GameStatus::Draw, EndReason::BothNoLegalMoves};
        return {winFor(mover), EndReason::NoLegalMoves};
    }
    return {};
}

Referee::Referee(const Position& start) : m_pos(start) {}

Referee::Referee(const Setup& first, const Setup& second)
    : m_pos(startingPosition(first, second)) {}

Result<Announcement> Referee::play(Move m) {
    if (isOver()) return Error{"the game is over"};
    if (!m.isValid() || m.from() >= kSquareCount || m.to() >= kSquareCount)
        return Error{"not a move"};
    if (m_pos.isEmpty(m.from())) return Error{"no piece on " + std::string(squareName(m.from()))};
    if (m_pos.sideAt(m.from()) != m_pos.sideToMove())
        return Error{"the piece on " + std::string(squareName(m.from())) + " is not the " +
                     std::string(sideId(m_pos.sideToMove())) + " player's, who is to move"};
    if (!isLegal(m_pos, m)) return Error{"that piece cannot move there"};
    return playLegal(m);
}

Announcement Referee::playLegal(Move m) {
    assert(!isOver() && isLegal(m_pos, m));
    const Side mover = m_pos.sideToMove();
    const CombatOutcome outcome = judgeMove(m_pos, m);
    m_pos.applyOutcome(m, outcome);
    m_end = evaluateAfterMove(m_pos, mover, m);
    return Announcement{++m_ply, mover, m, outcome, m_end.status, m_end.reason};
}

Result<GameEnd> Referee::resign(Side side) {
    if (isOver()) return Error{"the game is over"};
    m_end = {winFor(opponent(side)), EndReason::Resignation};
    m_resigned = side;
    return m_end;
}

} // namespace gunjin
