#include "ring_geometry.h"

#include <QByteArray>
#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace gunjin::ui {

RingGeometry::RingGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {
    rebuild();
}

void RingGeometry::setInner(float v) {
    v = std::clamp(v, 0.0f, 0.99f);
    if (v == m_inner) return;
    m_inner = v;
    rebuild();
    emit shapeChanged();
}

void RingGeometry::setSegments(int v) {
    v = std::clamp(v, 8, 256);
    if (v == m_segments) return;
    m_segments = v;
    rebuild();
    emit shapeChanged();
}

void RingGeometry::rebuild() {
    clear();
    // Per vertex: position, normal (up), texture coordinate (u around, v across the band: a
    // material can shade the band's edges softer than its middle).
    constexpr int kFloats = 8;
    const int n = m_segments;
    QByteArray vertices;
    vertices.resize(qsizetype(2 * (n + 1)) * kFloats * qsizetype(sizeof(float)));
    auto* v = reinterpret_cast<float*>(vertices.data());
    for (int i = 0; i <= n; ++i) {
        const float a = float(2 * M_PI * i / n);
        const float c = std::cos(a), s = std::sin(a);
        for (int edge = 0; edge < 2; ++edge) {
            const float r = edge == 0 ? m_inner : 1.0f;
            *v++ = r * c, *v++ = 0, *v++ = r * s;
            *v++ = 0, *v++ = 1, *v++ = 0;
            *v++ = float(i) / n, *v++ = float(edge);
        }
    }
    // Two triangles a segment, written both ways round so that neither face is culled.
    QByteArray indices;
    indices.resize(qsizetype(12 * n) * qsizetype(sizeof(quint32)));
    auto* k = reinterpret_cast<quint32*>(indices.data());
    for (int i = 0; i < n; ++i) {
        const quint32 a = 2 * i, b = a + 1, c = a + 2, d = a + 3;
        for (const quint32 x : {a, c, b, b, c, d, a, b, c, b, d, c}) *k++ = x;
    }
    setVertexData(vertices);
    setIndexData(indices);
    setStride(kFloats * sizeof(float));
    setPrimitiveType(PrimitiveType::Triangles);
    addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    addAttribute(Attribute::NormalSemantic, 3 * sizeof(float), Attribute::F32Type);
    addAttribute(Attribute::TexCoord0Semantic, 6 * sizeof(float), Attribute::F32Type);
    addAttribute(Attribute::IndexSemantic, 0, Attribute::U32Type);
    setBounds(QVector3D(-1, 0, -1), QVector3D(1, 0, 1));
    update();
}

} // namespace gunjin::ui
