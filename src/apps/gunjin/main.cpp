// The desktop app: loads the QML front end (module Gunjin) over the UI facades (Gunjin.Ui).
//   gunjin [FILE.gunjin.json]   a record file (or a journal) given opens in the review
// Options: --bench-startup, --bench-orbit S, --bench-idle S, --bench-game [--rules CODE],
// --bench-records N, --bench-sound (see app_bench.h).
// A QApplication rather than a QGuiApplication: the open and save dialogs are Qt Widgets'.
#include "app_bench.h"
#include "window_loader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFileOpenEvent>
#include <QMessageBox>
#include <QProcess>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

namespace {

// macOS hands the app a document to open (a double-clicked .gunjin.json) as an event, not on
// the command line: it opens in the review like one given there.
class FileOpenFilter : public QObject {
public:
    explicit FileOpenFilter(QObject* window) : m_window(window) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::FileOpen) return QObject::eventFilter(watched, event);
        QMetaObject::invokeMethod(m_window, "openReview",
                                  Q_ARG(QVariant, static_cast<QFileOpenEvent*>(event)->file()));
        return true;
    }

private:
    QObject* m_window;
};

} // namespace

Q_IMPORT_QML_PLUGIN(Gunjin_UiPlugin)
Q_IMPORT_QML_PLUGIN(GunjinPlugin)

int main(int argc, char* argv[]) {
    QElapsedTimer sinceMain;
    sinceMain.start();
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

    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    gunjin::app::WindowLoader loader;
    QString loadError;
    if (!loader.load(gunjin::app::WindowLoader::problemBeforeStart(), loadError)) {
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
        // A record named on the command line (the file manager's 'open with') opens in the
        // review; one that cannot be read is answered with the review's message.
        const QStringList args = app.arguments();
        for (int i = 1; i < args.size(); ++i)
            if (!args[i].startsWith(QLatin1String("--")) &&
                (args[i].endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
                 args[i].endsWith(QLatin1String(".jsonl"), Qt::CaseInsensitive))) {
                QMetaObject::invokeMethod(window, "openReview",
                                          Q_ARG(QVariant, QFileInfo(args[i]).absoluteFilePath()));
                break;
            }
    }
    const int code = app.exec();
    if (code != kRestartWithout3D || qEnvironmentVariableIsSet("GUNJIN_NO_3D")) return code;
    QProcess again;
    again.setProgram(QCoreApplication::applicationFilePath());
    again.setArguments(app.arguments().mid(1));
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GUNJIN_NO_3D"), QStringLiteral("scene-graph"));
    again.setProcessEnvironment(env);
    return again.startDetached() ? 0 : 1;
}
