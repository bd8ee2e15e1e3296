#include "square_model.h"

#include "piece_names.h"

#include <utility>

namespace gunjin::ui {

SquareModel::SquareModel(QObject* parent)
    : QAbstractListModel(parent), m_board(&boardLayout(Game::Classic)) {}

int SquareModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_board->squareCount;
}

QVariant SquareModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= m_board->squareCount) return {};
    const auto s = static_cast<Square>(index.row());
    switch (role) {
    case SquareRole: return int(s);
    case NameRole: {
        const std::string_view name = m_board->name(s);
        return QString::fromLatin1(name.data(), qsizetype(name.size()));
    }
    case ColumnRole: return m_board->centreColumn(s);
    case RowRole: return m_board->rowOf(s);
    case SpanRole: return int(m_board->cellCount[s]);
    case FrameRole: return int(m_states[s].frame);
    case DotRole: return m_states[s].dot;
    case AreaRole: return m_states[s].area;
    case OwnerRole:
        return int(m_board->inTerritory(s, Side::First)    ? Owner::First
                   : m_board->inTerritory(s, Side::Second) ? Owner::Second
                                                           : Owner::Neutral);
    case OccupantRole: return int(m_states[s].occupant);
    case LabelRole: return pieceName(m_states[s].shown);
    case ShortLabelRole: return pieceButtonName(m_states[s].shown);
    case GuessRole: return pieceButtonName(m_states[s].guess);
    case GuessNameRole: return pieceName(m_states[s].guess);
    default: return {};
    }
}

QHash<int, QByteArray> SquareModel::roleNames() const {
    return {{SquareRole, "square"},     {NameRole, "name"},          {ColumnRole, "column"},
            {RowRole, "row"},           {SpanRole, "span"},          {FrameRole, "frame"},
            {DotRole, "dot"},           {AreaRole, "area"},          {OwnerRole, "owner"},
            {OccupantRole, "occupant"}, {LabelRole, "label"},        {ShortLabelRole, "shortLabel"},
            {GuessRole, "guess"},       {GuessNameRole, "guessName"}};
}

void SquareModel::setRules(const RuleSet& rules) {
    const BoardLayout* board = &rules.board();
    if (board == m_board) return;
    beginResetModel();
    m_board = board;
    m_states = {};
    endResetModel();
    setLastMove(kNoSquare, kNoSquare);
    if (m_attackCount != 0) {
        m_attackCount = 0;
        emit attackCountChanged();
    }
}

void SquareModel::setStates(const States& states) {
    int attacks = 0;
    for (int s = 0; s < m_board->squareCount; ++s) {
        if (states[s].frame == Frame::Attack) ++attacks;
        if (m_states[s] == states[s]) continue;
        m_states[s] = states[s];
        emit dataChanged(index(s), index(s),
                         {FrameRole, DotRole, AreaRole, OccupantRole, LabelRole, ShortLabelRole,
                          GuessRole, GuessNameRole});
    }
    if (attacks == m_attackCount) return;
    m_attackCount = attacks;
    emit attackCountChanged();
}

void SquareModel::setLastMove(Square from, Square to) {
    if (from == m_lastFrom && to == m_lastTo) return;
    m_lastFrom = from;
    m_lastTo = to;
    emit lastMoveChanged();
}

bool SquareModel::lastMoveFar() const {
    if (m_lastFrom == kNoSquare || m_lastTo == kNoSquare) return false;
    // In grid units between the nearest cells (an HQ covers several): a diagonal step is
    // 1.41, two squares 2.
    const auto cells = [&](Square s) {
        const int first = m_board->firstCell[s].column;
        return std::pair(first, first + m_board->cellCount[s] - 1);
    };
    const auto [f0, f1] = cells(m_lastFrom);
    const auto [t0, t1] = cells(m_lastTo);
    const int dc = t0 > f1 ? t0 - f1 : f0 > t1 ? f0 - t1 : 0;
    const int dr = m_board->rowOf(m_lastTo) - m_board->rowOf(m_lastFrom);
    return dc * dc + dr * dr > 2;
}

void SquareModel::retranslate() {
    if (m_board->squareCount == 0) return;
    emit dataChanged(index(0), index(m_board->squareCount - 1),
                     {LabelRole, ShortLabelRole, GuessRole, GuessNameRole});
}

} // namespace gunjin::ui
