// A board diagram of the help (HelpDiagram): the rule set's board drawn from the core's
// BoardLayout (squares, HQs, river, bridges, coordinates), the diagram's pieces, and the squares
// the core marks as the game marks them (SquareMarker.qml): in a moves diagram an empty square
// the piece reaches gets a dot in markColor and an opponent piece it can attack a frame in
// attackColor, the subject being framed as the game's chosen piece; the flag's stand-in is
// framed in markColor; a strike's area is tinted and framed, its target ringed. Labels follow
// `language` (kanji in Japanese, the English abbreviations in English). A bad reference draws its
// error instead of a board.
//
// The item keeps its board's proportions: implicitWidth is the board at cellSize pixels a
// square, and implicitHeight follows the width it is given.
//
// Threading: GUI thread (painted on the render thread through QQuickPaintedItem).
#pragma once

#include "help_diagram.h"

#include <QColor>
#include <QQuickPaintedItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace gunjin::ui {

class BoardDiagram : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // "classic/moves/tank@b3" (help_diagram.h); "" draws nothing.
    Q_PROPERTY(QString reference READ reference WRITE setReference NOTIFY changed)
    // "ja" or "en": the pieces' labels.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    // Marks of moves and of the flag's stand-in; marks of a strike's area.
    Q_PROPERTY(QColor reachColor READ reachColor WRITE setReachColor NOTIFY changed)
    Q_PROPERTY(QColor areaColor READ areaColor WRITE setAreaColor NOTIFY changed)
    // The frame of an opponent piece the subject can attack (the game's red frame).
    Q_PROPERTY(QColor attackColor READ attackColor WRITE setAttackColor NOTIFY changed)
    // Coordinates and error text.
    Q_PROPERTY(QColor textColor READ textColor WRITE setTextColor NOTIFY changed)
    // The preferred size of a square, in pixels (implicitWidth).
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY changed)
    // The colour this diagram's marks are drawn in (reachColor or areaColor).
    Q_PROPERTY(QColor markColor READ markColor NOTIFY changed)
    // The marked squares' names, in square order (what is drawn in markColor or attackColor).
    Q_PROPERTY(QStringList markedSquares READ markedSquares NOTIFY changed)
    // Those of them framed as attacks (opponent pieces in a moves diagram).
    Q_PROPERTY(QStringList attackedSquares READ attackedSquares NOTIFY changed)
    // The diagram's height for a width of 1 (0 while there is no diagram): a view that limits
    // the height works out the width from it.
    Q_PROPERTY(qreal heightPerWidth READ heightPerWidth NOTIFY changed)
    // Why the reference cannot be drawn, or "".
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    explicit BoardDiagram(QQuickItem* parent = nullptr);

    QString reference() const { return m_reference; }
    void setReference(const QString& reference);
    QString language() const { return m_language; }
    void setLanguage(const QString& language);
    QColor reachColor() const { return m_reachColor; }
    void setReachColor(const QColor& color);
    QColor areaColor() const { return m_areaColor; }
    void setAreaColor(const QColor& color);
    QColor attackColor() const { return m_attackColor; }
    void setAttackColor(const QColor& color);
    QColor textColor() const { return m_textColor; }
    void setTextColor(const QColor& color);
    qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    QColor markColor() const;
    QStringList markedSquares() const;
    QStringList attackedSquares() const;
    QString error() const { return m_error; }
    double heightPerWidth() const;
    // The parsed diagram; nullopt while the reference is empty or wrong.
    const std::optional<HelpDiagram>& diagram() const { return m_diagram; }

    // A square's rectangle in item coordinates (an HQ covers its cells); empty for a name that
    // is not a square of the diagram's board.
    Q_INVOKABLE QRectF squareRect(const QString& name) const;

    void paint(QPainter* painter) override;

signals:
    void changed();

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    struct Frame {
        double cell = 0, left = 0, top = 0, gap = 0;
    };
    Frame frame() const;
    QRectF cellRect(const Frame& f, int column, int row) const;
    QRectF rectOf(const Frame& f, Square s) const;
    void resize();
    void refresh();
    bool attacked(Square s) const;

    QString m_reference;
    QString m_language = QStringLiteral("ja");
    QColor m_reachColor{0x2f, 0xae, 0x4a};
    QColor m_areaColor{0xe3, 0x26, 0x2b};
    QColor m_attackColor{0xe3, 0x2b, 0x2b};
    QColor m_textColor{0x2b, 0x21, 0x18};
    std::optional<HelpDiagram> m_diagram;
    QString m_error;
    qreal m_cellSize = 44;
};

} // namespace gunjin::ui
