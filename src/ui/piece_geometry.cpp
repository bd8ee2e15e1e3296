#include "piece_geometry.h"

#include <QByteArray>
#include <QVector2D>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gunjin::ui {

namespace {
struct Vertex {
    QVector3D position;
    QVector3D normal;
    QVector2D uv;
};

// The rounded edge is this many flat strips.
constexpr int kBevelSteps = 3;

class MeshBuilder {
public:
    // A triangle facing along `facing` (its winding is turned if it does not).
    void triangle(Vertex a, Vertex b, Vertex c, const QVector3D& facing) {
        const QVector3D n =
            QVector3D::crossProduct(b.position - a.position, c.position - a.position);
        if (QVector3D::dotProduct(n, facing) < 0) std::swap(b, c);
        for (const Vertex& v : {a, b, c}) m_vertices.push_back(v);
    }
    void quad(const Vertex& a, const Vertex& b, const Vertex& c, const Vertex& d,
              const QVector3D& facing) {
        triangle(a, b, c, facing);
        triangle(a, c, d, facing);
    }
    const std::vector<Vertex>& vertices() const { return m_vertices; }

private:
    std::vector<Vertex> m_vertices;
};

QPointF leftNormal(const QPointF& from, const QPointF& to) {
    const QPointF d = to - from;
    const qreal length = std::hypot(d.x(), d.y());
    return QPointF(-d.y() / length, d.x() / length);
}
} // namespace

PieceGeometry::PieceGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {
    rebuild();
}

float PieceGeometry::frontZ(float y) const {
    const float t = std::clamp((y + m_height / 2) / m_height, 0.0f, 1.0f);
    return (m_depth + (m_tipDepth - m_depth) * t) / 2;
}

std::vector<QPointF> PieceGeometry::outline(float inset) const {
    const qreal w = m_width / 2, ws = m_width * m_shoulderWidth / 2, h = m_height / 2;
    const qreal ys = -h + m_shoulder * m_height;
    const std::vector<QPointF> outer{{-w, -h}, {w, -h}, {ws, ys}, {0, h}, {-ws, ys}};
    if (inset == 0) return outer;
    // Each edge moved inward by `inset`; a corner where two moved edges meet.
    std::vector<QPointF> inner;
    const std::size_t n = outer.size();
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF& previous = outer[(i + n - 1) % n];
        const QPointF& here = outer[i];
        const QPointF& next = outer[(i + 1) % n];
        const QPointF a = leftNormal(previous, here), b = leftNormal(here, next);
        const qreal cosine = a.x() * b.x() + a.y() * b.y();
        inner.push_back(here + (a + b) * (inset / (1 + cosine)));
    }
    return inner;
}

QVariantList PieceGeometry::faceOutline() const {
    const std::vector<QPointF> face = outline(m_bevel);
    qreal left = 1e9, right = -1e9, bottom = 1e9, top = -1e9;
    for (const QPointF& p : face) {
        left = std::min(left, p.x()), right = std::max(right, p.x());
        bottom = std::min(bottom, p.y()), top = std::max(top, p.y());
    }
    QVariantList list;
    for (const QPointF& p : face)
        list << QVariant::fromValue(
            QPointF((p.x() - left) / (right - left), (top - p.y()) / (top - bottom)));
    return list;
}

QVector3D PieceGeometry::facePoint(qreal u, qreal v) const {
    const std::vector<QPointF> face = outline(m_bevel);
    qreal left = 1e9, right = -1e9, bottom = 1e9, top = -1e9;
    for (const QPointF& p : face) {
        left = std::min(left, p.x()), right = std::max(right, p.x());
        bottom = std::min(bottom, p.y()), top = std::max(top, p.y());
    }
    const float x = float(left + u * (right - left));
    const float y = float(top - v * (top - bottom));
    return QVector3D(x, y, frontZ(y));
}

void PieceGeometry::rebuild() {
    MeshBuilder mesh;
    const float slope = (m_tipDepth - m_depth) / (2 * m_height); // d(frontZ)/dy
    const QVector3D frontNormal = QVector3D(0, -slope, 1).normalized();
    const QVector3D backNormal = QVector3D(0, -slope, -1).normalized();
    const std::vector<QPointF> face = outline(m_bevel);
    const std::size_t n = face.size();
    qreal left = 1e9, right = -1e9, bottom = 1e9, top = -1e9;
    for (const QPointF& p : face) {
        left = std::min(left, p.x()), right = std::max(right, p.x());
        bottom = std::min(bottom, p.y()), top = std::max(top, p.y());
    }
    // Wood: the grain runs up the piece; a little of z so that the sides are not one stripe.
    const auto woodUv = [this](const QVector3D& p) {
        return QVector2D(p.x() / m_width + 0.5f + 0.35f * p.z() / m_width, p.y() / m_height + 0.5f);
    };
    const auto faceVertex = [&](const QPointF& p, bool front) {
        const float z = frontZ(float(p.y()));
        Vertex v;
        v.position = QVector3D(float(p.x()), float(p.y()), front ? z : -z);
        v.normal = front ? frontNormal : backNormal;
        v.uv = front ? QVector2D(float((p.x() - left) / (right - left)),
                                 float((p.y() - bottom) / (top - bottom)))
                     : woodUv(v.position);
        return v;
    };
    const QPointF centre(0, (top + bottom) / 2);

    if (m_part == Part::Face) {
        for (std::size_t i = 0; i < n; ++i)
            mesh.triangle(faceVertex(centre, true), faceVertex(face[i], true),
                          faceVertex(face[(i + 1) % n], true), frontNormal);
    } else {
        // The back, then the rounded edges of front and back, then the sides.
        for (std::size_t i = 0; i < n; ++i)
            mesh.triangle(faceVertex(centre, false), faceVertex(face[i], false),
                          faceVertex(face[(i + 1) % n], false), backNormal);
        const float bevelDepth = m_bevel * 0.8f;
        std::vector<std::vector<QPointF>> rings;
        std::vector<float> angles;
        for (int step = 0; step <= kBevelSteps; ++step) {
            const float angle = float(step) / kBevelSteps * std::numbers::pi_v<float> / 2;
            angles.push_back(angle);
            rings.push_back(outline(m_bevel * (1 - std::sin(angle))));
        }
        for (std::size_t e = 0; e < n; ++e) {
            const QPointF outward = -leftNormal(rings.back()[e], rings.back()[(e + 1) % n]);
            const QVector3D side(float(outward.x()), float(outward.y()), 0);
            for (const bool front : {true, false}) {
                const float sign = front ? 1 : -1;
                const QVector3D faceN = front ? frontNormal : backNormal;
                const auto ringVertex = [&](int step, std::size_t corner) {
                    const QPointF& p = rings[step][corner % n];
                    const float dz = bevelDepth * (1 - std::cos(angles[step]));
                    Vertex v;
                    v.position =
                        QVector3D(float(p.x()), float(p.y()), sign * (frontZ(float(p.y())) - dz));
                    v.normal = (std::cos(angles[step]) * faceN + std::sin(angles[step]) * side)
                                   .normalized();
                    v.uv = woodUv(v.position);
                    return v;
                };
                for (int step = 0; step < kBevelSteps; ++step) {
                    const QVector3D facing = ((faceN + side) * 0.5f).normalized();
                    mesh.quad(ringVertex(step, e), ringVertex(step, e + 1),
                              ringVertex(step + 1, e + 1), ringVertex(step + 1, e), facing);
                }
            }
            // The side between the two outer edges.
            const auto sideVertex = [&](std::size_t corner, bool front) {
                const QPointF& p = rings.back()[corner % n];
                const float z = frontZ(float(p.y())) - bevelDepth;
                Vertex v;
                v.position = QVector3D(float(p.x()), float(p.y()), front ? z : -z);
                v.normal = side;
                v.uv = woodUv(v.position);
                return v;
            };
            mesh.quad(sideVertex(e, true), sideVertex(e + 1, true), sideVertex(e + 1, false),
                      sideVertex(e, false), side);
        }
    }

    QByteArray data;
    data.resize(qsizetype(mesh.vertices().size() * 8 * sizeof(float)));
    auto* out = reinterpret_cast<float*>(data.data());
    QVector3D low(1e9f, 1e9f, 1e9f), high(-1e9f, -1e9f, -1e9f);
    for (const Vertex& v : mesh.vertices()) {
        *out++ = v.position.x(), *out++ = v.position.y(), *out++ = v.position.z();
        *out++ = v.normal.x(), *out++ = v.normal.y(), *out++ = v.normal.z();
        *out++ = v.uv.x(), *out++ = v.uv.y();
        for (int i = 0; i < 3; ++i) {
            low[i] = std::min(low[i], v.position[i]);
            high[i] = std::max(high[i], v.position[i]);
        }
    }
    clear();
    setVertexData(data);
    setStride(8 * sizeof(float));
    setPrimitiveType(PrimitiveType::Triangles);
    addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    addAttribute(Attribute::NormalSemantic, 3 * sizeof(float), Attribute::F32Type);
    addAttribute(Attribute::TexCoord0Semantic, 6 * sizeof(float), Attribute::F32Type);
    setBounds(low, high);
    update();
}

} // namespace gunjin::ui
