#include "piece_model.h"

#include "piece_names.h"

namespace gunjin::ui {

PieceModel::PieceModel(QObject* parent) : QAbstractListModel(parent) {
    for (int id = 0; id < kSquareCount; ++id) m_lastSquare[id] = static_cast<Square>(id);
}

int PieceModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kSquareCount;
}

QVariant PieceModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= kSquareCount) return {};
    const PieceState& p = m_pieces[index.row()];
    const Square at = p.square != kNoSquare ? p.square : m_lastSquare[index.row()];
    switch (role) {
    case SideRole: return gunjin::index(p.side);
    case OwnRole: return p.exists && p.side == m_viewer;
    case LabelRole: {
        if (p.shown == PieceType::Unknown) return QString();
        const std::string_view k = pieceTypeKanji(p.shown);
        return QString::fromUtf8(k.data(), qsizetype(k.size()));
    }
    case RevealedRole: return p.side != m_viewer && p.shown != PieceType::Unknown;
    case SquareRole: return p.square == kNoSquare ? -1 : int(p.square);
    case AliveRole: return p.exists && p.square != kNoSquare;
    case ColumnRole: return isHq(at) ? 2.5 : double(columnOf(at));
    case RowRole: return rowOf(at);
    case EnglishNameRole: return pieceEnglishShortName(p.shown);
    default: return {};
    }
}

QHash<int, QByteArray> PieceModel::roleNames() const {
    return {{SideRole, "side"},         {OwnRole, "own"},       {LabelRole, "label"},
            {RevealedRole, "revealed"}, {SquareRole, "square"}, {AliveRole, "alive"},
            {ColumnRole, "column"},     {RowRole, "row"},       {EnglishNameRole, "englishName"}};
}

void PieceModel::show(const SideView& view, bool blind) {
    const bool viewerChanged = view.side() != m_viewer;
    m_viewer = view.side();
    const Position& pos = view.position();
    for (int id = 0; id < kSquareCount; ++id) {
        PieceState next;
        for (Side s : {Side::First, Side::Second}) {
            if (pos.pieceMask(s) >> id & 1) {
                const Piece& piece = pos.piece(static_cast<PieceId>(id));
                next.exists = true;
                next.side = piece.side;
                next.square = piece.square;
                // Unknown for the opponent until the reveal, and for everyone when blind.
                next.shown = blind ? PieceType::Unknown : piece.type;
            }
        }
        if (next.square != kNoSquare) m_lastSquare[id] = next.square;
        if (next == m_pieces[id] && !viewerChanged) continue;
        m_pieces[id] = next;
        emit dataChanged(index(id), index(id));
    }
}

} // namespace gunjin::ui
