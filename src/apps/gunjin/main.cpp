// The desktop app: loads the QML front end (module Gunjin) over the UI facades (Gunjin.Ui).
//   gunjin [FILE.gunjin.json]   a record file (or a journal) given opens in the review
// Options: --bench-startup, --bench-orbit S, --bench-idle S, --bench-game [--rules CODE],
// --bench-records N, --bench-sound (see app_bench.h).
// A QApplication rather than a QGuiApplication: the open and save dialogs are Qt Widgets'.
#include "app_bench.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFileOpenEvent>
#include <QQmlApplicationEngine>
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
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral(":/"));
    engine.load(QUrl(QStringLiteral("qrc:/Gunjin/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
    if (!window) return 1;
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
    return app.exec();
}
