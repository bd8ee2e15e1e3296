// The board of the game in play, for QML to draw and to find squares: its grid, its river and
// bridges, and which square covers which grid cell - all from the core's BoardLayout of the
// rule set, so that no QML file holds a board size. Changes when a game of another rule set
// starts (changed()).
//
// Threading: GUI thread only.
#pragma once

#include "core/rules.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class BoardGeometry : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session owns the board geometry")
    Q_PROPERTY(int columns READ columns NOTIFY changed)
    Q_PROPERTY(int rows READ rows NOTIFY changed)
    Q_PROPERTY(int squareCount READ squareCount NOTIFY changed)
    // The river as a gap between this row and the next (classic: 4), or 0.
    Q_PROPERTY(int riverAfterRow READ riverAfterRow NOTIFY changed)
    // The river as whole rows of cells (federation: 4..6), or 0.
    Q_PROPERTY(int riverFirstRow READ riverFirstRow NOTIFY changed)
    Q_PROPERTY(int riverLastRow READ riverLastRow NOTIFY changed)
    // Bridges as planks between grid cells: [{fromColumn, fromRow, toColumn, toRow}, ...].
    Q_PROPERTY(QVariantList bridges READ bridges NOTIFY changed)
    // The column letters "abcdef" / "abcdefghi".
    Q_PROPERTY(QString columnLetters READ columnLetters NOTIFY changed)
    // The grid column at the centre of the board (2.5 / 4).
    Q_PROPERTY(double centreColumn READ centreColumn NOTIFY changed)
    Q_PROPERTY(bool federation READ federation NOTIFY changed)

public:
    explicit BoardGeometry(QObject* parent = nullptr);

    // Precondition: GUI thread. Emits changed() when the board differs.
    void setRules(const RuleSet& rules);
    const BoardLayout& layout() const { return *m_board; }

    int columns() const { return m_board->columns; }
    int rows() const { return m_board->rows; }
    int squareCount() const { return m_board->squareCount; }
    int riverAfterRow() const { return m_board->riverAfterRow; }
    int riverFirstRow() const { return m_board->riverFirstRow; }
    int riverLastRow() const { return m_board->riverLastRow; }
    QVariantList bridges() const;
    QString columnLetters() const;
    double centreColumn() const { return (m_board->columns - 1) / 2.0; }
    bool federation() const { return m_board->game == Game::Federation; }

    // The square covering a grid cell (column from 0, row from 1), -1 off the board or on the
    // river.
    Q_INVOKABLE int squareAt(int column, int row) const;
    // A square's centre column (grid units), row, and the grid cells it covers; 0 for a
    // square that does not exist.
    Q_INVOKABLE double columnOf(int square) const;
    Q_INVOKABLE int rowOf(int square) const;
    Q_INVOKABLE int spanOf(int square) const;
    Q_INVOKABLE bool isRiverCell(int column, int row) const;

signals:
    void changed();

private:
    bool valid(int square) const { return square >= 0 && square < m_board->squareCount; }
    const BoardLayout* m_board;
};

} // namespace gunjin::ui
