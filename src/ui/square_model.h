// The 46 squares as QML sees them: where each one lies on the 6 x 8 grid, how it is
// highlighted, and what stands there as the viewer may know it (own type, "an opponent piece",
// or nothing) - for the button board and screen readers. Filled only from the viewer's view.
#pragma once

#include "core/types.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace gunjin::ui {

class SquareModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The controller owns the squares")
public:
    // Highlights of a square, in the seed's colours.
    enum class Frame : quint8 {
        NoFrame,
        Selected, // yellow: the chosen piece, or the first square of a setup swap
        Attack,   // red: a reachable square with an opponent piece on it
        LastMove  // orange: origin and destination of the last move, either side's
    };
    Q_ENUM(Frame)
    // Who stands on a square, as the viewer sees it.
    enum class Occupant : quint8 { Empty, Own, Opponent };
    Q_ENUM(Occupant)

    struct State {
        Frame frame = Frame::NoFrame;
        bool dot = false; // green: a reachable empty square
        Occupant occupant = Occupant::Empty;
        PieceType shown = PieceType::Unknown; // the type, when the viewer may see it
        friend bool operator==(const State&, const State&) = default;
    };

    enum Role {
        SquareRole = Qt::UserRole + 1,
        NameRole,   // "a1".."f8", "hq1", "hq8"
        ColumnRole, // centre column: 0..5, 2.5 for an HQ (it covers c and d)
        RowRole,    // 1..8
        SpanRole,   // columns covered: 2 for an HQ
        FrameRole,  // Frame as int
        DotRole,
        OwnerRole,     // 0 first player's territory, 1 second's
        OccupantRole,  // Occupant as int
        LabelRole,     // name (UI language) of a piece the viewer may see, else ""
        ShortLabelRole // the same name short enough for a button ("Lt Gen"; kanji in Japanese)
    };

    explicit SquareModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the highlights; only squares that changed are reported to the view.
    void setStates(const std::array<State, kSquareCount>& states);
    // The UI language changed: every label is reported anew.
    void retranslate();
    const State& state(Square s) const { return m_states[s]; }

private:
    std::array<State, kSquareCount> m_states{};
};

using Frame = SquareModel::Frame;
using Occupant = SquareModel::Occupant;
using SquareState = SquareModel::State;

} // namespace gunjin::ui
