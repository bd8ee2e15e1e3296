#include "board_geometry.h"

#include <QVariantMap>

namespace gunjin::ui {

BoardGeometry::BoardGeometry(QObject* parent)
    : QObject(parent), m_board(&boardLayout(Game::Classic)) {}

void BoardGeometry::setRules(const RuleSet& rules) {
    const BoardLayout* board = &rules.board();
    if (board == m_board) return;
    m_board = board;
    emit changed();
}

QVariantList BoardGeometry::bridges() const {
    QVariantList list;
    for (const Bridge& b : m_board->bridges)
        list << QVariantMap{{QStringLiteral("fromColumn"), b.from.column},
                            {QStringLiteral("fromRow"), b.from.row},
                            {QStringLiteral("toColumn"), b.to.column},
                            {QStringLiteral("toRow"), b.to.row}};
    return list;
}

QString BoardGeometry::columnLetters() const {
    QString letters;
    for (int c = 0; c < m_board->columns; ++c) letters += QChar(u'a' + c);
    return letters;
}

int BoardGeometry::squareAt(int column, int row) const {
    const Square s = m_board->squareAt(column, row);
    return s == kNoSquare ? -1 : int(s);
}

double BoardGeometry::columnOf(int square) const {
    return valid(square) ? m_board->centreColumn(static_cast<Square>(square)) : 0;
}

int BoardGeometry::rowOf(int square) const {
    return valid(square) ? m_board->rowOf(static_cast<Square>(square)) : 0;
}

int BoardGeometry::spanOf(int square) const {
    return valid(square) ? m_board->cellCount[square] : 0;
}

bool BoardGeometry::isRiverCell(int column, int row) const {
    return m_board->isRiverCell(column, row);
}

} // namespace gunjin::ui
