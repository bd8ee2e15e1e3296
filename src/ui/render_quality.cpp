#include "render_quality.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

#include <optional>

namespace gunjin::ui {

namespace {
QString probeRenderer() {
    if (QQuickWindow::graphicsApi() != QSGRendererInterface::OpenGL) return {};
    QOpenGLContext context;
    if (!context.create()) return {};
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface)) return {};
    const auto* name = reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
    const QString result = name ? QString::fromLatin1(name) : QString();
    context.doneCurrent();
    return result;
}
} // namespace

RenderQuality::RenderQuality(QObject* parent) : QObject(parent) {}

QString RenderQuality::validPreference(const QString& preference) {
    return preference == QLatin1String("low") || preference == QLatin1String("medium") ||
                   preference == QLatin1String("high")
               ? preference
               : QStringLiteral("auto");
}

void RenderQuality::setPreference(const QString& preference) {
    const QString valid = validPreference(preference);
    if (valid == m_preference) return;
    m_preference = valid;
    emit changed();
}

QString RenderQuality::effective() const {
    return m_preference == QLatin1String("auto") ? autoLevel(renderer()) : m_preference;
}

QString RenderQuality::renderer() const {
    if (!m_renderer) m_renderer = probeRenderer();
    return *m_renderer;
}

void RenderQuality::setRenderer(const QString& name) {
    if (name.isEmpty() || (m_renderer && *m_renderer == name)) return;
    m_renderer = name;
    emit changed();
}

bool RenderQuality::software() const {
    return isSoftware(renderer());
}

bool RenderQuality::isSoftware(const QString& renderer) {
    for (const char* word : {"llvmpipe", "softpipe", "swrast", "SwiftShader", "Software Rasterizer",
                             "Microsoft Basic Render", "Apple Software Renderer"})
        if (renderer.contains(QLatin1String(word), Qt::CaseInsensitive)) return true;
    return false;
}

QString RenderQuality::autoLevel(const QString& renderer) {
    // An unknown renderer (Direct3D, Metal, Vulkan: not probed) is a GPU.
    return isSoftware(renderer) ? QStringLiteral("low") : QStringLiteral("high");
}

} // namespace gunjin::ui
