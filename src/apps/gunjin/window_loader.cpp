#include "window_loader.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQmlError>
#include <QSGRendererInterface>

namespace gunjin::app {

QString WindowLoader::problemBeforeStart(QString* renderer) {
    if (qEnvironmentVariableIsSet("GUNJIN_NO_3D"))
        return qEnvironmentVariable("GUNJIN_NO_3D") == QLatin1String("scene-graph")
                   ? QStringLiteral("scene-graph") // main() started again after the failure
                   : QStringLiteral("switched-off");
    // The environment variable is read by Qt only when the first window is made.
    const QString backend = qEnvironmentVariable("QT_QUICK_BACKEND");
    const auto api = QQuickWindow::graphicsApi();
    if (api == QSGRendererInterface::Software || backend == QLatin1String("software") ||
        backend == QLatin1String("softwarecontext"))
        return QStringLiteral("software-renderer");
    if (api != QSGRendererInterface::OpenGL) return {};
    QOpenGLContext context;
    QOffscreenSurface surface;
    if (context.create()) {
        surface.setFormat(context.format());
        surface.create();
        if (surface.isValid() && context.makeCurrent(&surface)) {
            // The renderer's name chooses the 3D quality "auto" stands for.
            const auto* name =
                reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
            if (renderer) *renderer = name ? QString::fromLatin1(name) : QString();
            context.doneCurrent();
            return {};
        }
    }
    return QStringLiteral("no-opengl");
}

bool WindowLoader::load(const QString& problem, QString& error, const QString& renderer) {
    if (!problem.isEmpty()) QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    m_engine = std::make_unique<QQmlApplicationEngine>();
    QStringList messages;
    const auto collect = QObject::connect(m_engine.get(), &QQmlEngine::warnings, m_engine.get(),
                                          [&messages](const QList<QQmlError>& warnings) {
                                              for (const QQmlError& w : warnings)
                                                  messages << w.toString();
                                          });
    m_engine->addImportPath(QStringLiteral(":/"));
    m_engine->setInitialProperties({{QStringLiteral("graphics3DProblem"), problem},
                                    {QStringLiteral("graphicsRenderer"), renderer}});
    m_engine->load(QUrl(QStringLiteral("qrc:/Gunjin/Main.qml")));
    QObject::disconnect(collect);
    if (!m_engine->rootObjects().isEmpty())
        m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().front());
    if (m_window) return true;
    error = messages.isEmpty() ? QStringLiteral("qrc:/Gunjin/Main.qml could not be loaded.")
                               : messages.join(QLatin1Char('\n'));
    return false;
}

} // namespace gunjin::app
