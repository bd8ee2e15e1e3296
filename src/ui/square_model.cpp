#include "square_model.h"

#include "piece_names.h"

namespace gunjin::ui {

SquareModel::SquareModel(QObject* parent) : QAbstractListModel(parent) {}

int SquareModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kSquareCount;
}

QVariant SquareModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= kSquareCount) return {};
    const auto s = static_cast<Square>(index.row());
    switch (role) {
    case SquareRole: return int(s);
    case NameRole: return QString::fromLatin1(squareName(s).data(), squareName(s).size());
    case ColumnRole: return isHq(s) ? 2.5 : double(columnOf(s));
    case RowRole: return rowOf(s);
    case SpanRole: return isHq(s) ? 2 : 1;
    case FrameRole: return int(m_states[s].frame);
    case DotRole: return m_states[s].dot;
    case OwnerRole: return inTerritory(s, Side::First) ? 0 : 1;
    case OccupantRole: return int(m_states[s].occupant);
    case LabelRole: return pieceName(m_states[s].shown);
    case ShortLabelRole: return pieceShortName(m_states[s].shown);
    default: return {};
    }
}

QHash<int, QByteArray> SquareModel::roleNames() const {
    return {{SquareRole, "square"},
            {NameRole, "name"},
            {ColumnRole, "column"},
            {RowRole, "row"},
            {SpanRole, "span"},
            {FrameRole, "frame"},
            {DotRole, "dot"},
            {OwnerRole, "owner"},
            {OccupantRole, "occupant"},
            {LabelRole, "label"},
            {ShortLabelRole, "shortLabel"}};
}

void SquareModel::setStates(const std::array<State, kSquareCount>& states) {
    for (int s = 0; s < kSquareCount; ++s) {
        if (m_states[s] == states[s]) continue;
        m_states[s] = states[s];
        emit dataChanged(index(s), index(s),
                         {FrameRole, DotRole, OccupantRole, LabelRole, ShortLabelRole});
    }
}

} // namespace gunjin::ui

namespace gunjin::ui {

void SquareModel::retranslate() {
    emit dataChanged(index(0), index(kSquareCount - 1), {LabelRole, ShortLabelRole});
}

} // namespace gunjin::ui
