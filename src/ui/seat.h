// A player's chair at a game, as KDE Knights keeps its players behind one protocol: the
// session asks a seat for its setup and, on its turn, for a move, handing it only its own
// side's view; the seat answers with setupChosen() and moveChosen(). Three kinds sit at a
// table - a person at this device (HumanSeat: the board's clicks), the CPU (CpuSeat: a worker
// thread) and a player at another device (RemoteSeat: their answers go to the room server
// directly). Whoever answers, the referee (a Table) checks every setup and move.
//
// Threading: GUI thread only.
#pragma once

#include "core/view.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class Seat : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Seats belong to a game session")
public:
    Seat(Side side, QObject* parent) : QObject(parent), m_side(side) {}
    Side side() const { return m_side; }

    // A new game of `rules` is being set up; a seat that arranges its own setup draws it from
    // `rng` (the session's stream of setups) and answers, at once or later. `gameSeed` seeds
    // anything else random in the game.
    virtual void requestSetup(const RuleSet& rules, Rng& rng, std::uint64_t gameSeed) = 0;
    // The seat's turn: `view` is its own side's view and stays valid until the seat answers
    // or cancel() is called.
    virtual void requestMove(const SideView& view) = 0;
    // Drops any request still open: its answer never arrives.
    virtual void cancel() = 0;
    // Working on an answer that is not there yet (the CPU searching).
    virtual bool thinking() const { return false; }

signals:
    void setupChosen(const gunjin::Setup& setup);
    void moveChosen(quint16 moveBits);
    void thinkingChanged();
    // What the seat has to say to the person at the board (a refused click, a CPU that
    // found no move); the session shows it when this seat's side is the viewer's, or when
    // `always`.
    void said(const QString& text, bool always = false);
    // Selection, modes or hover changed: the highlights must be drawn anew.
    void inputChanged();

private:
    Side m_side;
};

// A player at another device: the room server asks them itself, so nothing happens here.
class RemoteSeat : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;
    void requestSetup(const RuleSet&, Rng&, std::uint64_t) override {}
    void requestMove(const SideView&) override {}
    void cancel() override {}
};

} // namespace gunjin::ui
