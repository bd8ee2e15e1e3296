#include "position.h"

namespace gunjin {

Position::Position(const RuleSet& rules)
    : m_rules(rules), m_squareCount(static_cast<std::uint8_t>(rules.board().squareCount)) {
    m_board.fill(kNoPiece);
}

void Position::place(Square s, Side side, PieceType type) {
    assert(s < m_squareCount && m_board[s] == kNoPiece && m_pieces[s].square == kNoSquare);
    m_pieces[s] = Piece{type, side, s};
    m_board[s] = s;
    m_alive[index(side)] |= std::uint64_t{1} << s;
    m_all[index(side)] |= std::uint64_t{1} << s;
}

void Position::remove(PieceId id) {
    Piece& p = m_pieces[id];
    m_board[p.square] = kNoPiece;
    p.square = kNoSquare;
    m_alive[index(p.side)] &= ~(std::uint64_t{1} << id);
}

void Position::applyOutcome(Move m, CombatOutcome outcome) {
    const PieceId mover = m_board[m.from()];
    assert(mover != kNoPiece && m_pieces[mover].side == m_toMove);
    const PieceId target = m_board[m.to()];
    assert((target == kNoPiece) == (outcome == CombatOutcome::None));
    switch (outcome) {
    case CombatOutcome::None:
    case CombatOutcome::AttackerWon:
        if (target != kNoPiece) remove(target);
        m_board[m.from()] = kNoPiece;
        m_board[m.to()] = mover;
        m_pieces[mover].square = m.to();
        break;
    case CombatOutcome::DefenderWon: remove(mover); break;
    case CombatOutcome::BothRemoved:
        remove(mover);
        remove(target);
        break;
    }
    m_noCombat = outcome == CombatOutcome::None ? m_noCombat + 1 : 0;
    m_toMove = opponent(m_toMove);
}

void Position::applyTow(Move m, Square bombFrom) {
    const PieceId missile = m_board[m.from()];
    const PieceId bomb = m_board[bombFrom];
    assert(missile != kNoPiece && bomb != kNoPiece && m_board[m.to()] == kNoPiece);
    assert(m_pieces[missile].side == m_toMove && m_pieces[bomb].side == m_toMove);
    m_board[m.to()] = missile;
    m_pieces[missile].square = m.to();
    m_board[m.from()] = bomb;
    m_pieces[bomb].square = m.from();
    m_board[bombFrom] = kNoPiece;
    ++m_noCombat;
    m_toMove = opponent(m_toMove);
}

void Position::applyStrike(const StrikeResult& strike) {
    for (int i = 0; i < strike.removedCount; ++i) {
        assert(m_board[strike.removed[i]] != kNoPiece);
        remove(m_board[strike.removed[i]]);
    }
    m_noCombat = 0; // F-STRIKE-5, F-END-3
    m_toMove = opponent(m_toMove);
}

} // namespace gunjin
