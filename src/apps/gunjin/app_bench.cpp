#include "app_bench.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QVariant>

#include <cstdio>
#include <ctime>
#include <functional>
#include <memory>

namespace gunjin::app {

namespace {

// Peak resident memory in MB (Linux); -1 elsewhere.
double peakRssMb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            return line.mid(6).trimmed().split(' ').front().toDouble() / 1024.0;
        }
    }
    return -1;
}

double cpuSeconds() {
    return double(std::clock()) / CLOCKS_PER_SEC;
}

void finish(const QByteArray& json) {
    std::printf("%s\n", json.constData());
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

QObject* gameOf(QQuickWindow* window) {
    return window->property("game").value<QObject*>();
}

// Starts a game under `rules` (empty: the remembered choice) so that the board and all its
// pieces are on screen, then calls `then` once the 3D view exists and has settled. A rule code
// the session refuses ends the run with its message.
void withBoard(QQuickWindow* window, const QString& rules, std::function<void(QQuickItem*)> then,
               const QString& level = QStringLiteral("medium")) {
    QObject* game = gameOf(window);
    if (!rules.isEmpty()) game->setProperty("ruleCode", rules);
    bool started = false;
    QMetaObject::invokeMethod(game, "startCpuGame", Q_RETURN_ARG(bool, started),
                              Q_ARG(QString, level), Q_ARG(bool, true));
    if (!started) {
        std::fprintf(stderr, "gunjin: cannot start a game: %s\n",
                     qPrintable(game->property("message").toString()));
        // Queued: this runs before the event loop, where exit() alone would be lost.
        QMetaObject::invokeMethod(
            qApp, [] { QCoreApplication::exit(2); }, Qt::QueuedConnection);
        return;
    }
    QTimer::singleShot(1500, window, [window, then] {
        auto* board = window->property("boardView").value<QQuickItem*>();
        then(board);
    });
}

} // namespace

std::optional<BenchOptions> parseBench(const QStringList& args, QString& error) {
    QString rules;
    const int r = args.indexOf(QStringLiteral("--rules"));
    if (r > 0) {
        if (r + 1 >= args.size() || args[r + 1].startsWith(QLatin1String("--"))) {
            error = QStringLiteral("--rules needs a rule code (as the rules page shows it)");
            return std::nullopt;
        }
        rules = args[r + 1];
    }
    for (int i = 1; i < args.size(); ++i) {
        BenchOptions o;
        o.rules = rules;
        const QString& a = args[i];
        if (a == QLatin1String("--bench-startup")) return o;
        if (a == QLatin1String("--bench-game")) {
            o.kind = BenchOptions::Kind::Game;
            return o;
        }
        if (a == QLatin1String("--bench-orbit") || a == QLatin1String("--bench-idle")) {
            o.kind = a == QLatin1String("--bench-orbit") ? BenchOptions::Kind::Orbit
                                                         : BenchOptions::Kind::Idle;
            bool ok = false;
            o.seconds = i + 1 < args.size() ? args[i + 1].toDouble(&ok) : 0;
            if (!ok || o.seconds <= 0 || o.seconds > 600) {
                error = a + QStringLiteral(" needs a number of seconds (0-600)");
                return std::nullopt;
            }
            return o;
        }
    }
    return std::nullopt;
}

void runBench(QQuickWindow* window, const BenchOptions& options, const QElapsedTimer& sinceMain) {
    auto frames = std::make_shared<int>(0);
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [frames] { ++*frames; });

    switch (options.kind) {
    case BenchOptions::Kind::Startup: {
        auto done = std::make_shared<bool>(false);
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [done, sinceMain] {
            if (*done) return;
            *done = true;
            finish(QStringLiteral("{\"bench\":\"startup\",\"ms_to_menu\":%1}")
                       .arg(sinceMain.elapsed())
                       .toUtf8());
        });
        break;
    }
    case BenchOptions::Kind::Orbit:
        withBoard(window, options.rules, [window, options, frames](QQuickItem* board) {
            *frames = 0;
            auto clock = std::make_shared<QElapsedTimer>();
            clock->start();
            auto* spin = new QTimer(window);
            // Turn the camera as fast as frames come: each frame asks for the next.
            QObject::connect(window, &QQuickWindow::frameSwapped, spin, [board] {
                board->setProperty("yaw", board->property("yaw").toDouble() + 1.5);
            });
            board->setProperty("yaw", 1.0);
            QTimer::singleShot(int(options.seconds * 1000), window, [window, frames, clock] {
                const double s = clock->elapsed() / 1000.0;
                finish(QStringLiteral("{\"bench\":\"orbit\",\"rules\":\"%7\",\"width\":%1,"
                                      "\"height\":%2,\"frames\":%3,\"seconds\":%4,\"fps\":%5,"
                                      "\"max_rss_mb\":%6}")
                           .arg(window->width())
                           .arg(window->height())
                           .arg(*frames)
                           .arg(s, 0, 'f', 2)
                           .arg(*frames / s, 0, 'f', 1)
                           .arg(peakRssMb(), 0, 'f', 1)
                           .arg(gameOf(window)->property("gameRuleCode").toString())
                           .toUtf8());
            });
        });
        break;
    case BenchOptions::Kind::Idle:
        withBoard(window, options.rules, [window, options, frames](QQuickItem*) {
            *frames = 0;
            const double cpu0 = cpuSeconds();
            auto clock = std::make_shared<QElapsedTimer>();
            clock->start();
            QTimer::singleShot(int(options.seconds * 1000), window, [frames, cpu0, clock] {
                const double s = clock->elapsed() / 1000.0;
                finish(QStringLiteral("{\"bench\":\"idle\",\"seconds\":%1,\"frames\":%2,"
                                      "\"cpu_percent\":%3}")
                           .arg(s, 0, 'f', 2)
                           .arg(*frames)
                           .arg(100.0 * (cpuSeconds() - cpu0) / s, 0, 'f', 2)
                           .toUtf8());
            });
        });
        break;
    case BenchOptions::Kind::Game: {
        // The human side plays the last legal move of its first movable piece, through the
        // same clicks a player makes (a chosen missile strikes its last target), against the
        // hard CPU (the most memory) until the end.
        QObject* game = gameOf(window);
        game->setProperty("minimumThinkMs", 0);
        withBoard(
            window, options.rules,
            [window, game, frames](QQuickItem*) {
                QMetaObject::invokeMethod(game, "confirmSetup");
                auto clock = std::make_shared<QElapsedTimer>();
                clock->start();
                auto* driver = new QTimer(window);
                driver->setInterval(30);
                QObject::connect(
                    driver, &QTimer::timeout, window, [window, game, driver, frames, clock] {
                        const int phase = game->property("phase").toInt();
                        if (phase == 3) { // Over
                            driver->stop();
                            finish(
                                QStringLiteral("{\"bench\":\"game\",\"rules\":\"%6\",\"plies\":%1,"
                                               "\"result\":%2,\"seconds\":%3,\"frames\":%4,"
                                               "\"max_rss_mb\":%5}")
                                    .arg(game->property("ply").toInt())
                                    .arg(game->property("result").toInt())
                                    .arg(clock->elapsed() / 1000.0, 0, 'f', 1)
                                    .arg(*frames)
                                    .arg(peakRssMb(), 0, 'f', 1)
                                    .arg(game->property("gameRuleCode").toString())
                                    .toUtf8());
                            return;
                        }
                        if (!game->property("humanToMove").toBool()) return;
                        const int squares = game->property("board")
                                                .value<QObject*>()
                                                ->property("squareCount")
                                                .toInt();
                        for (int s = 0; s < squares; ++s) {
                            QVariantList to;
                            QMetaObject::invokeMethod(game, "destinationsFrom",
                                                      Q_RETURN_ARG(QVariantList, to),
                                                      Q_ARG(int, s));
                            if (to.isEmpty()) continue;
                            QMetaObject::invokeMethod(game, "clickSquare", Q_ARG(int, s));
                            QMetaObject::invokeMethod(game, "clickSquare",
                                                      Q_ARG(int, to.back().toInt()));
                            return;
                        }
                    });
                driver->start();
            },
            QStringLiteral("hard"));
        break;
    }
    }
}

} // namespace gunjin::app
