// The 3D board's drawing quality as it is drawn: the player's choice (Preferences::
// graphicsQuality, "auto" / "low" / "medium" / "high") made effective. "auto" picks from the
// OpenGL renderer: a software rasteriser (Mesa llvmpipe/softpipe, SwiftShader, Microsoft's basic
// renderer) gets "low", the level measured to keep 30 frames a second while orbiting at
// 1280 × 800 on a 2-core machine (README); a real GPU gets "high".
//
// What each level draws (BoardScene.qml): low - a baked soft contact shadow under each piece and
// the board's painted shading, no shadow map; medium - adds the key light's shadow map; high -
// a finer, softer shadow map, screen-space ambient occlusion and stronger antialiasing.
//
// The renderer is read once per process: main() passes the name it probed (window_loader),
// otherwise the first RenderQuality probes it with an offscreen context.
//
// Threading: GUI thread.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class RenderQuality : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The player's choice; anything but "low", "medium" or "high" is "auto".
    Q_PROPERTY(QString preference READ preference WRITE setPreference NOTIFY changed)
    // "low", "medium" or "high".
    Q_PROPERTY(QString effective READ effective NOTIFY changed)
    // The OpenGL renderer's name ("" when unknown, e.g. another graphics API).
    Q_PROPERTY(QString renderer READ renderer CONSTANT)
    // Whether the renderer rasterises on the CPU.
    Q_PROPERTY(bool software READ software CONSTANT)

public:
    explicit RenderQuality(QObject* parent = nullptr);

    QString preference() const { return m_preference; }
    void setPreference(const QString& preference);
    QString effective() const;
    QString renderer() const;
    bool software() const;

    // The renderer's name as main() found it while checking that OpenGL works, so that no
    // second context is made for it. Call before the first RenderQuality is made.
    static void setProbedRenderer(const QString& name);
    // Pure: the level "auto" means for a renderer of this name; and whether it is a software
    // rasteriser.
    static QString autoLevel(const QString& renderer);
    static bool isSoftware(const QString& renderer);

signals:
    void changed();

private:
    QString m_preference = QStringLiteral("auto");
};

} // namespace gunjin::ui
