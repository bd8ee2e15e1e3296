// The mesh of a piece: a shogi-like wedge made from code - a pentagon (square shoulders, a
// pointed top) that is thicker at its foot than at its tip, every edge of its front and back
// rounded off by a bevel. `part` says which of two meshes it is: the body (sides, bevels, back)
// or the face (the flat front inside the bevel, where PieceFace's texture lies: the face's
// bounding box is the texture, v running from the foot up as on a #Rectangle).
//
// In its own units, centred: x across (width), y up (height), z toward the viewer (the face).
// `faceOutline` is the face's outline in texture coordinates (0..1, y down), which PieceFace
// keeps its ink inside; `facePoint` maps a point of the texture to the mesh's space (tests map
// glyph boxes to the screen with it).
//
// Threading: GUI thread (a QML object).
#pragma once

#include <QPointF>
#include <QVariantList>
#include <QVector3D>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dgeometry.h>

#include <vector>

namespace gunjin::ui {

class PieceGeometry : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Part part READ part WRITE setPart NOTIFY shapeChanged)
    Q_PROPERTY(float width READ width WRITE setWidth NOTIFY shapeChanged)
    Q_PROPERTY(float height READ height WRITE setHeight NOTIFY shapeChanged)
    // Thickness at the foot and at the tip.
    Q_PROPERTY(float depth READ depth WRITE setDepth NOTIFY shapeChanged)
    Q_PROPERTY(float tipDepth READ tipDepth WRITE setTipDepth NOTIFY shapeChanged)
    // The shoulders' height (a fraction of the height, from the foot) and their width (a
    // fraction of the foot's width): the sides lean in a little up to them.
    Q_PROPERTY(float shoulder READ shoulder WRITE setShoulder NOTIFY shapeChanged)
    Q_PROPERTY(float shoulderWidth READ shoulderWidth WRITE setShoulderWidth NOTIFY shapeChanged)
    // The rounded edge's width (in the face's plane) and depth.
    Q_PROPERTY(float bevel READ bevel WRITE setBevel NOTIFY shapeChanged)
    Q_PROPERTY(QVariantList faceOutline READ faceOutline NOTIFY shapeChanged)

public:
    enum class Part { Body, Face };
    Q_ENUM(Part)

    explicit PieceGeometry(QQuick3DObject* parent = nullptr);

    Part part() const { return m_part; }
    void setPart(Part v) { set(m_part, v); }
    float width() const { return m_width; }
    void setWidth(float v) { set(m_width, v); }
    float height() const { return m_height; }
    void setHeight(float v) { set(m_height, v); }
    float depth() const { return m_depth; }
    void setDepth(float v) { set(m_depth, v); }
    float tipDepth() const { return m_tipDepth; }
    void setTipDepth(float v) { set(m_tipDepth, v); }
    float shoulder() const { return m_shoulder; }
    void setShoulder(float v) { set(m_shoulder, v); }
    float shoulderWidth() const { return m_shoulderWidth; }
    void setShoulderWidth(float v) { set(m_shoulderWidth, v); }
    float bevel() const { return m_bevel; }
    void setBevel(float v) { set(m_bevel, v); }

    // [{x, y}] in texture coordinates (0..1, y down), counter-clockwise on screen.
    QVariantList faceOutline() const;
    // The point of the face at texture coordinates (u, v) (0..1, v down), in the mesh's space.
    Q_INVOKABLE QVector3D facePoint(qreal u, qreal v) const;

    // The outline of the front (0: the outer edge; `inset` > 0 moves it inward), foot first,
    // counter-clockwise seen from the front.
    std::vector<QPointF> outline(float inset) const;

signals:
    void shapeChanged();

private:
    template <typename T> void set(T& member, const T& value) {
        if (member == value) return;
        member = value;
        rebuild();
        emit shapeChanged();
    }
    void rebuild();
    // The front's z at height y (the back is its mirror).
    float frontZ(float y) const;

    Part m_part = Part::Body;
    float m_width = 74;
    float m_height = 80;
    float m_depth = 24;
    float m_tipDepth = 14;
    float m_shoulder = 0.8f;
    float m_shoulderWidth = 0.9f;
    float m_bevel = 4;
};

} // namespace gunjin::ui
