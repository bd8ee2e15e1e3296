// The squares of the board being played, as QML sees them: where each one lies on the grid of
// the rule set's board (BoardLayout), how it is highlighted, and what stands there as the
// viewer may know it (own type, "an opponent piece", or nothing) - for the button board and
// screen readers. Filled only from the viewer's view.
#pragma once

#include "core/rules.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace gunjin::ui {

class SquareModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session owns the squares")
    // How many squares are framed as Attack (a jet reaches most of the opponent's pieces: a
    // pointer over each of them crowded the board).
    Q_PROPERTY(int attackCount READ attackCount NOTIFY attackCountChanged)
    // The last move's origin and destination (a strike's: the missile's square and its
    // target), -1 when there is none; `lastMoveFar` when it went further than one step, so
    // the board draws its way (a play-tester saw only a jet's two squares, never its flight).
    Q_PROPERTY(int lastFrom READ lastFrom NOTIFY lastMoveChanged)
    Q_PROPERTY(int lastTo READ lastTo NOTIFY lastMoveChanged)
    Q_PROPERTY(bool lastMoveFar READ lastMoveFar NOTIFY lastMoveChanged)
public:
    // Highlights of a square, in the seed's colours.
    enum class Frame : quint8 {
        NoFrame,
        Selected, // yellow: the chosen piece, or the first square of a setup swap
        Attack,   // red: a reachable square with an opponent piece on it (or the strike target
                  // under the pointer)
        LastMove, // orange: origin and destination of the last move, either side's
        // A piece the chosen missile can strike (F-STRIKE-1): a light mark, since it is nearly
        // every opponent piece; the one under the pointer is framed as an Attack instead.
        Target
    };
    Q_ENUM(Frame)
    // Who stands on a square, as the viewer sees it.
    enum class Occupant : quint8 { Empty, Own, Opponent };
    Q_ENUM(Occupant)
    // Whose camp a square belongs to; the federation's e5 is nobody's.
    enum class Owner : quint8 { First, Second, Neutral };
    Q_ENUM(Owner)

    struct State {
        Frame frame = Frame::NoFrame;
        bool dot = false;  // green: a reachable empty square
        bool area = false; // in the area of the strike the pointer is over (F-STRIKE-1/4)
        Occupant occupant = Occupant::Empty;
        PieceType shown = PieceType::Unknown; // the type, when the viewer may see it
        PieceType guess = PieceType::Unknown; // the viewer's guess note on a hidden piece
        friend bool operator==(const State&, const State&) = default;
    };
    using States = std::array<State, kMaxSquares>;

    enum Role {
        SquareRole = Qt::UserRole + 1,
        NameRole,   // "a1", "hq1", "e5", ...
        ColumnRole, // centre column in grid units (2.5 for the classic HQ over c and d)
        RowRole,    // 1..rows
        SpanRole,   // grid cells covered: 2 or 3 for an HQ
        FrameRole,  // Frame
        DotRole,
        AreaRole,
        OwnerRole,      // Owner
        OccupantRole,   // Occupant
        LabelRole,      // name (UI language) of a piece the viewer may see, else ""
        ShortLabelRole, // the same name short enough for a button ("Lt Gen"; kanji in Japanese)
        GuessRole,      // the viewer's guess note on a hidden opponent piece, short; "" for none
        GuessNameRole   // the same in full ("大将"), for screen readers
    };

    explicit SquareModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The board of `rules`; a different board resets the model.
    void setRules(const RuleSet& rules);
    // Replaces the highlights; only squares that changed are reported to the view.
    void setStates(const States& states);
    // The last move's two squares, or kNoSquare for both when there is none.
    void setLastMove(Square from, Square to);
    // The UI language changed: every label is reported anew.
    void retranslate();
    const State& state(Square s) const { return m_states[s]; }
    int attackCount() const { return m_attackCount; }
    int lastFrom() const { return m_lastFrom == kNoSquare ? -1 : int(m_lastFrom); }
    int lastTo() const { return m_lastTo == kNoSquare ? -1 : int(m_lastTo); }
    bool lastMoveFar() const;

signals:
    void attackCountChanged();
    void lastMoveChanged();

private:
    const BoardLayout* m_board;
    States m_states{};
    int m_attackCount = 0;
    Square m_lastFrom = kNoSquare;
    Square m_lastTo = kNoSquare;
};

using Frame = SquareModel::Frame;
using Occupant = SquareModel::Occupant;
using SquareState = SquareModel::State;

} // namespace gunjin::ui
