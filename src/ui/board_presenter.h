// What QML's board (BoardView, ButtonBoard, BoardScene) binds to: the squares and pieces of one
// side's view, the rule set's geometry, which side sits at the bottom, the chosen square, and
// the cues of a move (a combat's flash, a strike's fire). A game in play (GameSession) and a
// finished game's review (GameReview) are both board presenters; a board never asks which.
//
// Everything it hands out is what the viewer may see: the models are filled by the subclass
// from a SideView (or, in a review, a position that side knew) only.
//
// Threading: GUI thread only; nothing here throws.
#pragma once

#include "board_geometry.h"
#include "core/view.h"
#include "guess_notebook.h"
#include "motion.h"
#include "piece_model.h"
#include "square_model.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class BoardPresenter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game or a review presents the board")
    Q_PROPERTY(QAbstractListModel* squares READ squares CONSTANT)
    Q_PROPERTY(QAbstractListModel* pieces READ pieces CONSTANT)
    Q_PROPERTY(BoardGeometry* board READ board CONSTANT)
    // The board turns toward 先手 unless 後手 is the viewer.
    Q_PROPERTY(bool humanIsFirst READ humanIsFirst NOTIFY viewerChanged)
    Q_PROPERTY(int selectedSquare READ selectedSquare NOTIFY selectionChanged)
    // A federation missile is chosen: the board shows a strike's area under the pointer.
    Q_PROPERTY(bool missileSelected READ missileSelected NOTIFY selectionChanged)
    // Where the viewer's guess notes are written (メモ); null where none may be (a review).
    Q_PROPERTY(GuessNotebook* notes READ notes CONSTANT)
    // The events on the board, one after another (Motion): the speed, skip, what is playing.
    Q_PROPERTY(Motion* motion READ motion CONSTANT)
    // Neither side sits at the board (a spectator): each army is drawn in its own side's
    // colours, and neither as "the opponent's" however the board is turned.
    Q_PROPERTY(bool neutral READ neutral CONSTANT)

public:
    // A combat's result from the viewer's side (Drawn: both pieces removed).
    enum Outcome { Undecided = 0, Won = 1, Lost = 2, Drawn = 3 };
    Q_ENUM(Outcome)

    explicit BoardPresenter(QObject* parent = nullptr);

    QAbstractListModel* squares() { return &m_squares; }
    QAbstractListModel* pieces() { return &m_pieces; }
    BoardGeometry* board() { return &m_board; }
    Motion* motion() { return &m_motion; }
    Side viewer() const { return m_viewer; }
    bool humanIsFirst() const { return m_viewer == Side::First; }
    // The rule set of the game shown.
    const RuleSet& rules() const { return m_rules; }

    virtual int selectedSquare() const { return -1; }
    virtual bool missileSelected() const { return false; }
    virtual GuessNotebook* notes() { return nullptr; }
    virtual bool neutral() const { return false; }

    // A click on square 0 .. board.squareCount - 1 (any other value is ignored); the pointer
    // over a square (-1: off the board). A presenter that takes no input ignores both.
    Q_INVOKABLE virtual void clickSquare(int) {}
    Q_INVOKABLE virtual void hoverSquare(int) {}
    // Whether a guess note may be written on `square` now (never in a review).
    Q_INVOKABLE virtual bool canGuess(int) const { return false; }
    // The square's display name ("c5"; an HQ is named by whose it is, from the viewer's side).
    Q_INVOKABLE QString squareLabel(int square) const;
    // The type shown on a square ("" for none or a hidden piece).
    Q_INVOKABLE QString labelAt(int square) const;
    // The viewer's guess note on `square` by name ("" for none, and while it is not shown).
    Q_INVOKABLE QString guessAt(int square) const;
    // The board's grid, as BoardGeometry has it (for tests and key handling).
    Q_INVOKABLE int squareAtCell(int column, int row) const {
        return m_board.squareAt(column, row);
    }
    Q_INVOKABLE double squareColumn(int square) const { return m_board.columnOf(square); }
    Q_INVOKABLE int squareRow(int square) const { return m_board.rowOf(square); }

signals:
    // Another game is shown (its rules, its pieces).
    void gameChanged();
    void viewerChanged();
    // What the viewer may do at the board changed (a curtain fell, the game ended): a menu
    // opened on the board closes.
    void inputReset();
    void selectionChanged();
    // A combat on `square`, its outcome (Outcome) from the viewer's side.
    void combat(int square, int outcome);
    // A missile strike or 原爆 launched from `from` on `target` (F-STRIKE): the squares of its
    // area, whether the viewer's side struck, and whether it was an air collision.
    void strike(int from, int target, const QVariantList& area, bool bomb, bool ownStrike,
                bool collision);
    // A piece that a strike judged and left standing (the 元帥, F-STRIKE-3), after strike():
    // its square. Which squares still hold a piece is public; its type is not read.
    void stood(int square);

protected:
    // A game of `rules` is shown (the geometry and squares follow it).
    void setRules(const RuleSet& rules);
    void setViewer(Side viewer);
    bool validSquare(int square) const {
        return square >= 0 && square < m_rules.board().squareCount;
    }
    // Emits the cue of move `a` as `viewer` was told it: a strike's fire or a combat's flash.
    void cue(const Announcement& a, const Position& before);
    // What the board animates for move `a`, made from `before`, the position the viewer saw
    // before it (its pieces' ids and squares: public).
    Motion::Event motionOf(const Announcement& a, const Position& before) const;
    // Before the pieces are shown after `a`: an attacker that a combat removed was last seen
    // where it fought (so the board shows it falling there).
    void noteFallen(const Announcement& a, const Position& before);
    // The squares of `pos` as the viewer sees it (the piece model already shown): whose piece
    // stands where, its type where known (none while `blind`), the viewer's note on it, and
    // the frames of `last`, the move that led here.
    SquareModel::States squareStates(const Position& pos, bool blind,
                                     std::optional<Move> last) const;
    // Shows `states` and the way of `last`, the move that led here.
    void showSquares(const SquareModel::States& states, std::optional<Move> last);

    SquareModel m_squares;
    PieceModel m_pieces;
    BoardGeometry m_board;
    Motion m_motion;

private:
    RuleSet m_rules;
    Side m_viewer = Side::First;
};

} // namespace gunjin::ui
