// Every piece of both sides as one side sees it, for the 3D board. Rows are piece ids (the
// public setup squares), so neither the order nor the count depends on a hidden type; an
// opponent piece carries no label until the end of the game reveals it (R-INFO-1, R-END-6).
#pragma once

#include "core/view.h"

#include <QAbstractListModel>

#include <array>

namespace gunjin::ui {

struct PieceState {
    bool exists = false; // the id holds a piece in this game
    Side side = Side::First;
    Square square = kNoSquare;            // kNoSquare once removed
    PieceType shown = PieceType::Unknown; // Unknown for every hidden opponent piece
    friend bool operator==(const PieceState&, const PieceState&) = default;
};

class PieceModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        SideRole = Qt::UserRole + 1, // 0 first player, 1 second
        OwnRole,                     // a piece of the viewing side
        LabelRole,                   // kanji, or "" while hidden
        RevealedRole,                // an opponent piece shown at the end
        SquareRole,                  // -1 once removed
        AliveRole,
        ColumnRole, // centre column of its square (2.5 in an HQ); last square once removed
        RowRole,
        EnglishNameRole // the English abbreviation of a shown type, "" while hidden
    };

    explicit PieceModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows `view`: its own types, the opponent's only once revealed; `blind` hides every type
    // (the hot-seat curtain is down). Rows that did not change are not reported, so the 3D
    // scene redraws only what moved.
    void show(const SideView& view, bool blind = false);

private:
    Side m_viewer = Side::First;
    std::array<PieceState, kSquareCount> m_pieces{};
    std::array<Square, kSquareCount> m_lastSquare{}; // where a removed piece was last seen
};

} // namespace gunjin::ui
