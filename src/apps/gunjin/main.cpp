// The desktop app: loads the QML front end (module Gunjin) over the UI facades (Gunjin.Ui).
//   gunjin [FILE.gunjin.json]       a record file (or a journal) given opens in the review
//   gunjin gunjin://HOST:PORT/ROOM  joins that room (a clicked link; gunjins://HOST[:PORT]/ROOM
//                                   for a room on a room server over TLS)
//   gunjin gunjin[s]://HOST:PORT/watch/TOKEN  watches that room (観戦)
// One window per user: a later launch hands its record or link to the running app
// (InstanceChannel) and quits.
// Options: --bench-startup, --bench-orbit S, --bench-idle S [--bench-room host|LINK],
// --bench-game [--rules CODE], --bench-records N, --bench-sound (see app_bench.h).
// A QApplication rather than a QGuiApplication: the open and save dialogs are Qt Widgets'.
#include "app_bench.h"
#include "window_loader.h"

#include "ui/instance_channel.h"
#include "ui/launch_request.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileOpenEvent>
#include <QMessageBox>
#include <QProcess>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <optional>

namespace {

// A record opens in the review; a room link goes to the LAN screen, which joins it (the window
// asks first if a game is on, and says what is wrong with a bad link); a watch link opens the
// spectator screen over whatever is open (Main.qml's openRoomLink tells the two apart).
void openRequest(QObject* window, const gunjin::ui::LaunchRequest& request) {
    using Kind = gunjin::ui::LaunchRequest::Kind;
    if (request.kind == Kind::Record)
        QMetaObject::invokeMethod(window, "openReview", Q_ARG(QVariant, request.text));
    else if (request.kind == Kind::RoomLink)
        QMetaObject::invokeMethod(window, "openRoomLink", Q_ARG(QVariant, request.text));
}

// macOS hands the app a document to open (a double-clicked .gunjin.json) or a clicked
// gunjin:// link as an event, not on the command line: it is handled like one given there.
class FileOpenFilter : public QObject {
public:
    explicit FileOpenFilter(QObject* window) : m_window(window) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::FileOpen) return QObject::eventFilter(watched, event);
        const auto* open = static_cast<QFileOpenEvent*>(event);
        const QString what = open->file().isEmpty() ? open->url().toString() : open->file();
        openRequest(m_window, gunjin::ui::launchRequest({what}));
        return true;
    }

private:
    QObject* m_window;
};

// Qt Quick's texture atlas for small images is sized from the window by default: the next
// power of two of its width and height, 2048 x 1024 at 1280 x 800 (8.4 MB, kept in system
// memory by a software renderer such as llvmpipe) and 2048 x 2048 at 1920 x 1080, while the app
// puts only a few small control images in it (its pictures are drawn in code, its text has
// caches of its own). 512 x 512 holds them in 1 MB; a larger image gets a texture of its own, as
// it would anyway (issue 55: the federation game's peak memory). A value set in the
// environment is kept.
void limitTextureAtlas() {
    for (const char* name : {"QSG_ATLAS_WIDTH", "QSG_ATLAS_HEIGHT"})
        if (!qEnvironmentVariableIsSet(name)) qputenv(name, "512");
}

} // namespace

Q_IMPORT_QML_PLUGIN(Gunjin_UiPlugin)
Q_IMPORT_QML_PLUGIN(GunjinPlugin)
Q_IMPORT_QML_PLUGIN(GunjinStylePlugin)

int main(int argc, char* argv[]) {
    QElapsedTimer sinceMain;
    sinceMain.start();
    limitTextureAtlas();
    QApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("gunjin"));
    QGuiApplication::setApplicationName(QStringLiteral("gunjin"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("軍人将棋"));
    QGuiApplication::setApplicationVersion(QStringLiteral(GUNJIN_VERSION));

    QString benchError;
    const auto bench = gunjin::app::parseBench(app.arguments(), benchError);
    if (!benchError.isEmpty()) {
        std::fprintf(stderr, "gunjin: %s\n", qPrintable(benchError));
        return 2;
    }

    const gunjin::ui::LaunchRequest request = gunjin::ui::launchRequest(app.arguments().mid(1));
    // Measurements run alone, whatever else is open.
    std::optional<gunjin::ui::InstanceChannel> channel;
    if (!bench) {
        channel.emplace(gunjin::ui::InstanceChannel::userChannelName());
        switch (channel->start(request.arguments())) {
        case gunjin::ui::InstanceChannel::Role::Forwarded: return 0; // the running app has it
        case gunjin::ui::InstanceChannel::Role::Primary: break;
        case gunjin::ui::InstanceChannel::Role::Alone:
            std::fprintf(stderr, "gunjin: running without the single-window channel (%s)\n",
                         qPrintable(channel->problem()));
            break;
        }
    }

    // The app's own controls (qml/style): wood, lacquer and paper, as the board.
    QQuickStyle::setStyle(QStringLiteral("GunjinStyle"));
    gunjin::app::WindowLoader loader;
    QString loadError;
    QString renderer; // the OpenGL renderer's name, for the 3D quality "auto" stands for
    const QString problem = gunjin::app::WindowLoader::problemBeforeStart(&renderer);
    if (!loader.load(problem, loadError, renderer)) {
        // Nothing of the QML can show: a native box, in both languages (no translator yet).
        QMessageBox::critical(nullptr, QStringLiteral("軍人将棋 / Gunjin Shogi"),
                              QStringLiteral("軍人将棋を起動できませんでした。インストールが壊れて"
                                             "いるか、必要な Qt のモジュールがありません。\n"
                                             "Gunjin Shogi could not start: the installation is "
                                             "broken or a Qt module is missing.\n\n%1")
                                  .arg(loadError.left(2000)));
        return 1;
    }
    QQuickWindow* window = loader.window();
    // A graphics failure the probe did not foresee (Direct3D, Metal, a driver that makes a
    // context and then fails): Qt Quick would stop the app; it starts again without 3D.
    constexpr int kRestartWithout3D = 3;
    QObject::connect(window, &QQuickWindow::sceneGraphError, &app,
                     [](QQuickWindow::SceneGraphError, const QString& message) {
                         std::fprintf(stderr, "gunjin: no 3D: %s\n", qPrintable(message));
                         QCoreApplication::exit(kRestartWithout3D);
                     });
    FileOpenFilter fileOpen(window);
    app.installEventFilter(&fileOpen);
    if (bench) {
        gunjin::app::runBench(window, *bench, sinceMain);
    } else {
        // A record or a link named on the command line (the file manager's 'open with', a
        // clicked gunjin:// link); one that cannot be read or joined is answered in the window.
        openRequest(window, request);
        QObject::connect(&*channel, &gunjin::ui::InstanceChannel::received, window,
                         [window](const QStringList& arguments) {
                             // A later launch: this window comes forward and does its work.
                             window->setWindowStates(window->windowStates() & ~Qt::WindowMinimized);
                             window->show();
                             window->raise();
                             window->requestActivate();
                             openRequest(window, gunjin::ui::launchRequest(arguments));
                         });
    }
    const int code = app.exec();
    if (code != kRestartWithout3D || qEnvironmentVariableIsSet("GUNJIN_NO_3D")) return code;
    channel.reset(); // the new process becomes the one window
    QProcess again;
    again.setProgram(QCoreApplication::applicationFilePath());
    again.setArguments(app.arguments().mid(1));
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GUNJIN_NO_3D"), QStringLiteral("scene-graph"));
    again.setProcessEnvironment(env);
    return again.startDetached() ? 0 : 1;
}
