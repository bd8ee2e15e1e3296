// A flat ring (an annulus) lying in the x-z plane, facing up, for the effects' shock waves: a
// #Cylinder scaled flat reads as a filled disc (the air collision's "faint blue disc" of issue
// 55), and a ring of separate models costs a draw call each. Radius 1 outside, `inner` inside
// (a fraction of it); the model's scale sizes it. Double-sided by its winding (both faces are
// written), so that it shows from below too without a material that culls nothing: under the
// software renderer every distinct pipeline state costs about 0.75 MB of compiled code.
//
// Threading: GUI thread (a QML object).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dgeometry.h>

namespace gunjin::ui {

class RingGeometry : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT
    // The inner radius as a fraction of the outer (0: a disc, towards 1: a thin line).
    Q_PROPERTY(float inner READ inner WRITE setInner NOTIFY shapeChanged)
    // Segments around: smooth enough at the largest blast on a large window.
    Q_PROPERTY(int segments READ segments WRITE setSegments NOTIFY shapeChanged)

public:
    explicit RingGeometry(QQuick3DObject* parent = nullptr);

    float inner() const { return m_inner; }
    void setInner(float v);
    int segments() const { return m_segments; }
    void setSegments(int v);

signals:
    void shapeChanged();

private:
    void rebuild();

    float m_inner = 0.8f;
    int m_segments = 48;
};

} // namespace gunjin::ui
