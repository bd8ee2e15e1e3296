#include "board_presenter.h"

#include "core/movegen.h"
#include "move_words.h"
#include "way_over_pieces.h"

#include <cmath>

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

void BoardPresenter::showSquares(const SquareModel::States& states, std::optional<Move> last) {
    m_squares.setStates(states);
    m_squares.setLastMove(last ? last->from() : kNoSquare, last ? last->to() : kNoSquare);
}

void BoardPresenter::cue(const Announcement& a, const Position& before) {
    if (a.move.isStrike()) {
        QVariantList area;
        const std::uint64_t mask = strikeArea(m_rules, a.strike.target, a.strike.bomb);
        for (int s = 0; s < m_rules.board().squareCount; ++s)
            if (mask >> s & 1) area << s;
        emit strike(a.move.from(), a.strike.target, area, a.strike.bomb, a.mover == m_viewer,
                    a.strike.collision);
        if (a.strike.collision) return; // nothing was judged
        const auto removed = [&](int s) {
            for (int k = 0; k < a.strike.removedCount; ++k)
                if (a.strike.removed[std::size_t(k)] == s) return true;
            return false;
        };
        for (const QVariant& v : area) {
            const int s = v.toInt();
            if (!before.isEmpty(Square(s)) &&
                before.piece(before.pieceAt(Square(s))).side != a.mover && !removed(s))
                emit stood(s);
        }
    } else if (a.outcome != CombatOutcome::None) {
        Outcome forViewer = Drawn;
        if (a.outcome != CombatOutcome::BothRemoved)
            forViewer =
                (a.mover == m_viewer) == (a.outcome == CombatOutcome::AttackerWon) ? Won : Lost;
        emit combat(a.move.to(), forViewer);
    }
}

Motion::Event BoardPresenter::motionOf(const Announcement& a, const Position& before) const {
    Motion::Event e;
    const Square from = a.move.from();
    const Square to = a.move.isStrike() ? a.strike.target : a.move.to();
    e.from = from;
    e.to = to;
    e.mover = before.isEmpty(from) ? -1 : int(before.pieceAt(from));
    if (a.move.isStrike()) {
        e.kind = Motion::Kind::Strike;
        e.bomb = a.strike.bomb;
        // In an air collision the opponent's missiles in the area go with the striker: the
        // first of them rises to meet it (which squares lost a piece, and whose, is public).
        if (a.strike.collision) {
            const bool moverFirst = a.mover == Side::First;
            for (int i = 0; i < a.strike.removedCount && e.intercept < 0; ++i) {
                const Square s = a.strike.removed[i];
                const bool second = a.strike.removedSecond >> i & 1;
                if (second == moverFirst && s != from && !before.isEmpty(s)) {
                    e.intercept = s;
                    e.other = int(before.pieceAt(s));
                }
            }
        }
        return e;
    }
    if (a.outcome != CombatOutcome::None) {
        e.kind = Motion::Kind::Combat;
        e.other = before.isEmpty(to) ? -1 : int(before.pieceAt(to));
    }
    e.squares = std::hypot(m_board.columnOf(to) - m_board.columnOf(from),
                           double(m_board.rowOf(to) - m_board.rowOf(from)));
    e.hop = passesOverPieces(m_board.layout(), before, from, to); // lifted on an arc
    return e;
}

void BoardPresenter::noteFallen(const Announcement& a, const Position& before) {
    if (a.move.isStrike() || a.outcome == CombatOutcome::None) return;
    if (a.outcome == CombatOutcome::AttackerWon) return;
    if (const Square from = a.move.from(); !before.isEmpty(from))
        m_pieces.lastSeenAt(before.pieceAt(from), a.move.to());
}

} // namespace gunjin::ui
