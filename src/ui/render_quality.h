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
// The renderer's name comes from main() (window_loader probed it while checking that OpenGL
// works; the window's graphicsRenderer); without one, this object probes it once itself with an
// offscreen context (tests, a board built without main()).
//
// Threading: GUI thread.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace gunjin::ui {

class RenderQuality : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The player's choice; anything but "low", "medium" or "high" is "auto".
    Q_PROPERTY(QString preference READ preference WRITE setPreference NOTIFY changed)
    // "low", "medium" or "high".
    Q_PROPERTY(QString effective READ effective NOTIFY changed)
    // The OpenGL renderer's name ("" when unknown, e.g. another graphics API): as given, or
    // probed on first use.
    Q_PROPERTY(QString renderer READ renderer WRITE setRenderer NOTIFY changed)
    // Whether the renderer rasterises on the CPU.
    Q_PROPERTY(bool software READ software NOTIFY changed)

public:
    explicit RenderQuality(QObject* parent = nullptr);

    QString preference() const { return m_preference; }
    void setPreference(const QString& preference);
    QString effective() const;
    QString renderer() const;
    // A name main() found (no second context is made for it); "" leaves it to the probe.
    void setRenderer(const QString& name);
    bool software() const;

    // Pure: the level "auto" means for a renderer of this name; and whether it is a software
    // rasteriser.
    static QString autoLevel(const QString& renderer);
    // A choice's name as kept: "low", "medium" or "high", anything else "auto" (Preferences
    // too).
    static QString validPreference(const QString& preference);
    static bool isSoftware(const QString& renderer);

signals:
    void changed();

private:
    QString m_preference = QStringLiteral("auto");
    mutable std::optional<QString> m_renderer; // given, or probed on first use
};

} // namespace gunjin::ui
