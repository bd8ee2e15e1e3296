// A soft dark blot as texture data: the baked contact shadow under a piece (drawn at every
// quality level, the only shadow at "low"; RenderQuality). Its alpha falls off smoothly from
// the middle of a rounded rectangle to nothing at the texture's edge, so one quad of it under
// a piece reads as the darkening where the piece meets the board.
//
// Threading: GUI thread (a QML object). Every blot shares one set of pixels.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dtexturedata.h>

namespace gunjin::ui {

class ShadowBlot : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ShadowBlot(QQuick3DObject* parent = nullptr);
};

} // namespace gunjin::ui
