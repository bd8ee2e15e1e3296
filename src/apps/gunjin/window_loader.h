// Loads the app's window (qrc:/Gunjin/Main.qml) so that it stands even where the graphics do
// not: when Qt Quick 3D cannot start (no OpenGL, a broken driver), the window is drawn by
// Qt Quick's software renderer, which draws the 2D screens but no 3D, and Main.qml's
// graphics3DProblem says why (the boards become button boards).
//
// Threading: GUI thread only; after the QApplication, before any window.
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QString>

#include <memory>

namespace gunjin::app {

class WindowLoader {
public:
    // Why 3D cannot be used here, found before any window exists, as a code the QML words
    // (BoardView.qml); "" when nothing says so. "switched-off": GUNJIN_NO_3D is set (for a
    // driver that crashes rather than failing, and for tests); "software-renderer": Qt Quick
    // was asked for its software renderer (QT_QUICK_BACKEND=software); "no-opengl": Qt Quick
    // would draw with OpenGL and no OpenGL context can be made (it would stop the app at its
    // first frame); "scene-graph": the app was started again after the scene graph failed
    // anyway (GUNJIN_NO_3D=scene-graph, main.cpp). Direct3D, Metal and Vulkan are not probed.
    // `renderer`, when given, receives the OpenGL renderer's name found on the way ("" when
    // none was probed).
    static QString problemBeforeStart(QString* renderer = nullptr);

    // Loads the window, drawn without 3D when `problem` is not empty; false with `error` (the
    // QML engine's own messages) when it cannot be built at all - a missing module or a broken
    // install; the messages are not translated (no translator is installed yet). `renderer`
    // is the OpenGL renderer's name (the window's graphicsRenderer: the 3D quality "auto"
    // stands for). Call once.
    bool load(const QString& problem, QString& error, const QString& renderer = {});
    QQuickWindow* window() const { return m_window; }
    QQmlApplicationEngine* engine() const { return m_engine.get(); }

private:
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow* m_window = nullptr;
};

} // namespace gunjin::app
