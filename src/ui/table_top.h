// The low table the board stands on, as texture data for one unlit quad under the board: dark
// wood in a pool of lamp light that fades, well inside the quad's edge, to exactly `edgeColor`
// (the scene's clear colour), so the table has no visible edge from any camera angle. The
// light is painted in rather than lit: a spot light over the whole view costs every pixel of
// the software renderer, and an unlit quad matches the clear colour exactly.
//
// Play-testers saw the board "in a flat dark void" (issue 55).
//
// Threading: GUI thread (a QML object). Pixels are drawn once per colour pair and shared.
#pragma once

#include <QColor>
#include <QImage>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dtexturedata.h>

namespace gunjin::ui {

// The table's picture, `size` pixels square: `wood` grain lit in the middle, `edge` from 0.45 of
// the picture's width out from its centre (its corners and the middle of its sides).
QImage tableTopImage(int size, QColor wood, QColor grain, QColor edge);

class TableTopTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor edgeColor READ edgeColor WRITE setEdgeColor NOTIFY changed)

public:
    explicit TableTopTexture(QQuick3DObject* parent = nullptr);
    QColor edgeColor() const { return m_edge; }
    void setEdgeColor(const QColor& colour);

signals:
    void changed();

private:
    void redraw();
    QColor m_edge{0x23, 0x1d, 0x18};
};

} // namespace gunjin::ui
