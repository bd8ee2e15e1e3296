// A person at this device. Their setup comes from the session's SetupEditor (confirm() hands
// it in); on their turn the board's clicks go to click(): choose a piece, then a destination
// among its legal moves. A federation missile also offers its strikes (every target lightly
// marked; the one under the pointer framed red with the area it would hit), and, when the 原爆
// stands next to it, the launch instead of a strike (launchMode) and the tow on a step
// (towMode).
//
// Threading: GUI thread only. A click at the wrong time is answered with a message (said())
// and changes nothing.
#pragma once

#include "seat.h"
#include "square_model.h"

#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class HumanSeat : public Seat {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game session seats its players")
    // The chosen federation missile may launch the 原爆 next to it, or tow it on a step;
    // whether the next click launches / tows (each false unless it may).
    Q_PROPERTY(bool canLaunch READ canLaunch NOTIFY inputChanged)
    Q_PROPERTY(bool canTow READ canTow NOTIFY inputChanged)
    Q_PROPERTY(bool launchMode READ launchMode WRITE setLaunchMode NOTIFY inputChanged)
    Q_PROPERTY(bool towMode READ towMode WRITE setTowMode NOTIFY inputChanged)
public:
    using Seat::Seat;

    void requestSetup(const RuleSet&, Rng&, std::uint64_t) override {}
    void requestMove(const SideView& view) override;
    void cancel() override;

    // The setup arranged at the board is final.
    void confirm(const Setup& setup) { emit setupChosen(setup); }
    // It is this seat's turn and no move has been given yet.
    bool toMove() const { return m_view != nullptr; }

    void click(Square s);
    // Escape: the chosen piece is no longer chosen; false when none was.
    bool cancelSelection();
    // The pointer is over `s` (kNoSquare: off the board).
    void hover(Square s);
    void setLaunchMode(bool on);
    void setTowMode(bool on);

    Square selected() const { return m_selected; }
    bool missileSelected() const;
    bool canLaunch() const { return m_canLaunch; }
    bool canTow() const { return m_canTow; }
    bool launchMode() const { return m_launch && m_canLaunch; }
    bool towMode() const { return m_tow && m_canTow; }
    // Where this side's piece on `from` may move now, each square once (none when it is not
    // this seat's turn or no piece of its own stands there).
    std::vector<Square> destinationsFrom(Square from) const;
    // The legal moves of the chosen piece to `to`.
    std::vector<Move> movesTo(Square to) const;
    // Adds the chosen piece's highlights (destinations, strike targets, hovered area).
    void decorate(SquareModel::States& states) const;

private:
    void select(Square s);
    // The move a click on `to` plays, as the modes choose among the piece's moves there.
    std::optional<Move> pick(Square to) const;
    // Why the piece `id` has no move now, in the player's words (from whyNoMove).
    static QString whyStuck(const Position& pos, PieceId id);
    // Why the chosen piece cannot go to `s`, when the board says it: "The river is crossed
    // only at the bridges." for a step over it off a bridge (R-MOVE-3, F-MOVE-4), "The
    // opponent's HQ cannot be attacked while a piece of theirs is next to it." for a guarded
    // HQ (F-MOVE-8); "" otherwise.
    QString reachNote(const Position& pos, Square s) const;

    const SideView* m_view = nullptr;
    Square m_selected = kNoSquare;
    Square m_hover = kNoSquare;
    bool m_canLaunch = false;
    bool m_canTow = false;
    bool m_launch = false;
    bool m_tow = false;
};

} // namespace gunjin::ui
