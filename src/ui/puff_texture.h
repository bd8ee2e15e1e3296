// A soft round puff as texture data, white with an alpha that falls smoothly to nothing at the
// edge: the sprite every strike effect is drawn with (StrikeBlast: flames, smoke, the 原爆's
// cloud, the glow of a fireball), tinted by its material and turned to face the camera. With
// `billows` the puff's edge and body are broken by cloudy noise (smoke and flame); without,
// it is a smooth glow.
//
// Play-testers read the first strike effects, built of cones and spheres, as placeholders
// (issue 55): hard-edged solids never look like fire or smoke, soft sprites do.
//
// Threading: GUI thread (a QML object). Pixels are made once per kind and shared.
#pragma once

#include <QByteArray>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dtexturedata.h>

namespace gunjin::ui {

// The puff's pixels, RGBA8, `size` × `size`: alpha 0 on and outside the inscribed circle.
QByteArray puffPixels(int size, bool billows);

class PuffTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool billows READ billows WRITE setBillows NOTIFY billowsChanged)

public:
    explicit PuffTexture(QQuick3DObject* parent = nullptr);
    bool billows() const { return m_billows; }
    void setBillows(bool billows);

signals:
    void billowsChanged();

private:
    void redraw();
    bool m_billows = true;
};

} // namespace gunjin::ui
