// The desktop app: loads the QML front end (module Gunjin) over the UI facades (Gunjin.Ui).
// Options: --bench-startup, --bench-orbit S, --bench-idle S, --bench-game [--rules CODE],
// --bench-records N
// (see app_bench.h).
#include "app_bench.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(Gunjin_UiPlugin)
Q_IMPORT_QML_PLUGIN(GunjinPlugin)

int main(int argc, char* argv[]) {
    QElapsedTimer sinceMain;
    sinceMain.start();
    QGuiApplication app(argc, argv);
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
    if (bench) gunjin::app::runBench(window, *bench, sinceMain);
    return app.exec();
}
