#include "board_presenter.h"

#include "core/movegen.h"
#include "move_words.h"

namespace gunjin::ui {

BoardPresenter::BoardPresenter(QObject* parent) : QObject(parent) {}

void BoardPresenter::setRules(const RuleSet& rules) {
    m_rules = rules;
    m_board.setRules(rules);
    m_squares.setRules(rules);
}

void BoardPresenter::setViewer(Side viewer) {
    if (viewer == m_viewer) return;
    m_viewer = viewer;
    emit viewerChanged();
}

QString BoardPresenter::squareLabel(int square) const {
    if (!validSquare(square)) return {};
    return MoveWords(m_rules).placeName(static_cast<Square>(square), m_viewer);
}

QString BoardPresenter::labelAt(int square) const {
    if (!validSquare(square)) return {};
    return m_squares.data(m_squares.index(square), SquareModel::LabelRole).toString();
}

QString BoardPresenter::guessAt(int square) const {
    if (!validSquare(square)) return {};
    return m_squares.data(m_squares.index(square), SquareModel::GuessNameRole).toString();
}

SquareModel::States BoardPresenter::squareStates(const Position& pos, bool blind,
                                                 std::optional<Move> last) const {
    SquareModel::States states{};
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        states[s].occupant = p.side == m_viewer ? Occupant::Own : Occupant::Opponent;
        if (!blind) states[s].shown = p.type; // Unknown for a piece the viewer does not know
        // The note as the 3D piece shows it (only while the type is hidden).
        states[s].guess = m_pieces.piece(pos.pieceAt(s)).guess;
    });
    if (last) {
        states[last->from()].frame = Frame::LastMove;
        states[last->to()].frame = Frame::LastMove;
    }
    return states;
}

void BoardPresenter::cue(const Announcement& a) {
    if (a.move.isStrike()) {
        QVariantList area;
        const std::uint64_t mask = strikeArea(m_rules, a.strike.target, a.strike.bomb);
        for (int s = 0; s < m_rules.board().squareCount; ++s)
            if (mask >> s & 1) area << s;
        emit strike(a.strike.target, area, a.strike.bomb, a.mover == m_viewer, a.strike.collision);
    } else if (a.outcome != CombatOutcome::None) {
        Outcome forViewer = Drawn;
        if (a.outcome != CombatOutcome::BothRemoved)
            forViewer =
                (a.mover == m_viewer) == (a.outcome == CombatOutcome::AttackerWon) ? Won : Lost;
        emit combat(a.move.to(), forViewer);
    }
}

} // namespace gunjin::ui
