// The crash test's victim: a game against the random CPU, played by clicks and recorded in the
// folder it is given, as the app records it. Prints "ply N" once move N has been announced
// and "over" at the end; the test kills it (SIGKILL) at a random moment.
//   gunjin-record-child FOLDER RULES SEED
#include "ui/game_session.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

using gunjin::ui::GameSession;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc != 4) {
        std::fprintf(stderr, "usage: gunjin-record-child FOLDER RULES SEED\n");
        return 2;
    }
    const QString folder = QString::fromLocal8Bit(argv[1]);
    const quint64 seed = QByteArray(argv[3]).toULongLong();
    GameSession game;
    game.setSettingsFile(folder + QStringLiteral("/settings.ini"));
    game.recorder()->setFolder(folder);
    game.setSeed(seed);
    game.setProperty("minimumThinkMs", 0);
    game.motion()->setPaced(false);
    game.setRuleCode(QString::fromLocal8Bit(argv[2]));
    if (!game.startCpuGame(QStringLiteral("random"), seed % 2 == 0)) return 2;
    game.confirmSetup();

    int printed = 0;
    QObject::connect(&game, &GameSession::turnChanged, [&] {
        if (game.ply() <= printed) return;
        printed = game.ply();
        std::printf("ply %d\n", printed);
        std::fflush(stdout);
    });
    QTimer driver;
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (game.phase() == GameSession::Phase::Over) {
            std::printf("over\n");
            std::fflush(stdout);
            app.quit();
            return;
        }
        if (!game.humanToMove()) return;
        for (int s = 0; s < game.board()->squareCount(); ++s) {
            const QVariantList to = game.destinationsFrom(s);
            if (to.isEmpty()) continue;
            game.clickSquare(s);
            game.clickSquare(to.back().toInt());
            return;
        }
    });
    driver.start(2); // a pace that lets the test kill it mid-game
    return app.exec();
}
