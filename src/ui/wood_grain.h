// Wood made from code (no image files): straight grain with slow waves, darker late-wood lines
// and fine fibres, from a seed. One picture is drawn by `woodImage` and cached per parameters;
// two faces of it for QML:
//   WoodTexture - texture data for a 3D material (the 白木 pieces, the board's rim);
//   WoodPanel   - a 2D item that shows it stretched over itself (the board's face,
//                 BoardFace.qml, drawn into a texture with the grid over it): one small texture,
//                 not a painted copy of the item's size (a board's face is about 2 MP).
// The grain runs along the picture's height (v).
//
// Threading: GUI thread (QML objects; the cache is not locked).
#pragma once

#include <QColor>
#include <QImage>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dtexturedata.h>

namespace gunjin::ui {

// The wood picture: `size` pixels, `base` wood and `grain` lines, `rings` lines across the
// width; the same arguments give the same pixels. Kept for the process's life and shared.
QImage woodImage(QSize size, QColor base, QColor grain, int rings, quint32 seed);
// The same picture, drawn afresh and not kept (for a caller that keeps its own, changed copy).
QImage drawWood(QSize size, QColor base, QColor grain, int rings, quint32 seed);

class WoodTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor baseColor READ baseColor WRITE setBaseColor NOTIFY changed)
    Q_PROPERTY(QColor grainColor READ grainColor WRITE setGrainColor NOTIFY changed)
    Q_PROPERTY(int rings READ rings WRITE setRings NOTIFY changed)
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY changed)
    // Pixels across and along the grain (the grain needs fewer across).
    Q_PROPERTY(QSize pixels READ pixels WRITE setPixels NOTIFY changed)

public:
    explicit WoodTexture(QQuick3DObject* parent = nullptr);
    QColor baseColor() const { return m_base; }
    void setBaseColor(const QColor& v) { set(m_base, v); }
    QColor grainColor() const { return m_grain; }
    void setGrainColor(const QColor& v) { set(m_grain, v); }
    int rings() const { return m_rings; }
    void setRings(int v) { set(m_rings, v); }
    int seed() const { return m_seed; }
    void setSeed(int v) { set(m_seed, v); }
    QSize pixels() const { return m_pixels; }
    void setPixels(const QSize& v) { set(m_pixels, v); }

signals:
    void changed();

private:
    template <typename T> void set(T& member, const T& value) {
        if (member == value) return;
        member = value;
        emit changed();
        redraw();
    }
    void redraw();
    QColor m_base{0xe3, 0xc8, 0x96};
    QColor m_grain{0xa8, 0x7a, 0x45};
    int m_rings = 9;
    int m_seed = 1;
    QSize m_pixels{64, 256};
};

class WoodPanel : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor baseColor READ baseColor WRITE setBaseColor NOTIFY changed)
    Q_PROPERTY(QColor grainColor READ grainColor WRITE setGrainColor NOTIFY changed)
    Q_PROPERTY(int rings READ rings WRITE setRings NOTIFY changed)
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY changed)
    // The grain runs across the item (left to right) rather than down it.
    Q_PROPERTY(bool across READ across WRITE setAcross NOTIFY changed)

public:
    explicit WoodPanel(QQuickItem* parent = nullptr);
    QColor baseColor() const { return m_base; }
    void setBaseColor(const QColor& v) { set(m_base, v); }
    QColor grainColor() const { return m_grain; }
    void setGrainColor(const QColor& v) { set(m_grain, v); }
    int rings() const { return m_rings; }
    void setRings(int v) { set(m_rings, v); }
    int seed() const { return m_seed; }
    void setSeed(int v) { set(m_seed, v); }
    bool across() const { return m_across; }
    void setAcross(bool v) { set(m_across, v); }

signals:
    void changed();

protected:
    QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData*) override;

private:
    template <typename T> void set(T& member, const T& value) {
        if (member == value) return;
        member = value;
        m_stale = true;
        emit changed();
        update();
    }
    bool m_stale = true;
    QColor m_base{0xd7, 0xb7, 0x7a};
    QColor m_grain{0x9a, 0x6a, 0x38};
    int m_rings = 14;
    int m_seed = 7;
    bool m_across = true;
};

} // namespace gunjin::ui
