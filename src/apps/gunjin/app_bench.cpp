#include "app_bench.h"

#include "bench_support.h"
#include "room_bench.h"

#include "core/journal.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/rng.h"
#include "ui/sound_player.h"

#include <QDir>
#include <QTemporaryDir>

#include <QCoreApplication>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QVariant>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <memory>
#include <utility>

namespace gunjin::app {

namespace {

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
        std::fprintf(
            stderr, "gunjin: cannot start a game: %s\n",
            qPrintable(
                game->property("narrator").value<QObject*>()->property("message").toString()));
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

// A random game of `rules` written as the app writes its journal: played to its end, or
// resigned at `resignAt` moves. Returns the number of moves.
int writeRandomJournal(const QString& path, const RuleSet& rules, Rng& rng, int resignAt,
                       const std::string& started) {
    JournalHeader h;
    h.rules = rules.code();
    h.started = started;
    h.mode = GameMode::Cpu;
    h.level = "easy";
    h.players[0] = "あなた";
    h.players[1] = "CPU（初級）";
    std::string text = journalHeaderLine(h);
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    text += journalStartLine(match.record().first, match.record().second);
    while (!match.isOver() && match.referee().ply() < resignAt) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        text += journalMoveLine(*match.play(moves[rng.below(moves.size())]), rules, 500);
    }
    if (!match.isOver()) (void)match.resign(match.referee().position().sideToMove());
    const GameRecord record = match.record();
    text += journalEndLine(record.result, record.resigned);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(text.data(), qint64(text.size()));
    return int(record.moves.size());
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// 棋譜: the list of `count` records shown, then a 600-move game stepped through move by move.
void benchRecords(QQuickWindow* window, int count) {
    auto dir = std::make_shared<QTemporaryDir>();
    const QString folder = dir->filePath(QStringLiteral("records"));
    QDir().mkpath(folder);
    Rng rng(20261201);
    const RuleSet rules = RuleSet::classic();
    QString longGame;
    for (int i = 0; i < count; ++i) {
        const QString name = QStringLiteral("2026%1-120000.jsonl").arg(i, 6, 10, QLatin1Char('0'));
        const QString path = QDir(folder).filePath(name);
        // Most games are short; the newest is the 600-move game to scrub.
        const int resignAt = i == count - 1 ? 600 : 40 + int(rng.below(200));
        int plies = writeRandomJournal(path, rules, rng, resignAt, "2026-12-01T12:00:00Z");
        if (i == count - 1) {
            for (int tries = 0; plies < 600 && tries < 1000; ++tries)
                plies = writeRandomJournal(path, rules, rng, 600, "2026-12-01T12:00:00Z");
            longGame = path;
        }
    }
    QObject* records = window->property("records").value<QObject*>();
    QObject* review = window->property("review").value<QObject*>();
    gameOf(window)->setProperty("recordFolder", folder); // the list follows the session's folder
    QElapsedTimer clock;
    clock.start();
    window->setProperty("recordsOpen", true); // the list reads the folder as it appears
    afterFrame(window, [window, records, review, dir, longGame, clock] {
        const qint64 listMs = clock.elapsed();
        const int listed = records->property("count").toInt();
        if (listed == 0)
            std::fprintf(stderr, "gunjin: nothing listed: %s\n",
                         qPrintable(records->property("notice").toString()));
        QMetaObject::invokeMethod(window, "openReview", Q_ARG(QVariant, longGame));
        auto times = std::make_shared<std::vector<double>>();
        auto step = std::make_shared<std::function<void()>>();
        *step = [window, review, times, step, listMs, listed, dir] {
            const int plies = review->property("plies").toInt();
            if (int(times->size()) >= plies) {
                const double worst = *std::max_element(times->begin(), times->end());
                finish(QStringLiteral("{\"bench\":\"records\",\"listed\":%1,\"list_ms\":%2,"
                                      "\"review_plies\":%3,\"step_ms_median\":%4,"
                                      "\"step_ms_max\":%5,\"max_rss_mb\":%6}")
                           .arg(listed)
                           .arg(listMs)
                           .arg(plies)
                           .arg(median(*times), 0, 'f', 1)
                           .arg(worst, 0, 'f', 1)
                           .arg(peakRssMb(), 0, 'f', 1)
                           .toUtf8());
                return;
            }
            auto t = std::make_shared<QElapsedTimer>();
            t->start();
            QMetaObject::invokeMethod(review, "step", Q_ARG(int, 1));
            afterFrame(window, [times, t, step] {
                times->push_back(double(t->nsecsElapsed()) / 1e6);
                (*step)();
            });
        };
        // Let the review screen build and settle before the first step.
        QTimer::singleShot(1500, window, [step] { (*step)(); });
    });
}

// A random game of `rules` in which the events the motion bench plays come up: the ply of
// the first plain move, combat, missile strike and 原爆 (-1 for one that did not), written
// to `path` as the app's journal. Tries games until every event the rules have came up.
struct MotionGame {
    int move = -1, combat = -1, strike = -1, bomb = -1;
};
MotionGame writeMotionJournal(const QString& path, const RuleSet& rules) {
    const bool federation = rules.game == Game::Federation;
    MotionGame found;
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        Rng rng(20261204 + seed);
        JournalHeader h;
        h.rules = rules.code();
        h.started = "2026-12-04T12:00:00Z";
        h.mode = GameMode::Cpu;
        h.level = "easy";
        h.players[0] = "あなた";
        h.players[1] = "CPU（初級）";
        std::string text = journalHeaderLine(h);
        Match match(Setup::random(rules, Side::First, rng),
                    Setup::random(rules, Side::Second, rng));
        text += journalStartLine(match.record().first, match.record().second);
        found = {};
        while (!match.isOver() && match.referee().ply() < 400) {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            const auto a = match.play(moves[rng.below(moves.size())]);
            text += journalMoveLine(*a, rules, 500);
            const int at = a->ply - 1; // the review steps onto it from this ply
            if (a->move.isStrike()) {
                int& slot = a->strike.bomb ? found.bomb : found.strike;
                if (slot < 0) slot = at;
            } else if (a->outcome != CombatOutcome::None) {
                if (found.combat < 0 && at >= 4) found.combat = at;
            } else if (found.move < 0 && at >= 4) {
                found.move = at;
            }
            const bool all = found.move >= 0 && found.combat >= 0 &&
                             (!federation || (found.strike >= 0 && found.bomb >= 0));
            if (all) {
                if (!match.isOver()) (void)match.resign(match.referee().position().sideToMove());
                text += journalEndLine(match.record().result, match.record().resigned);
                QFile f(path);
                if (f.open(QIODevice::WriteOnly)) f.write(text.data(), qint64(text.size()));
                return found;
            }
        }
    }
    return found;
}

// --bench-motion: each event of a made-up game played on the review's board at normal speed,
// from the step onto it until the board is still again.
void benchMotion(QQuickWindow* window, const QString& rulesCode) {
    const auto rules =
        RuleSet::fromCode(rulesCode.isEmpty() ? std::string("classic") : rulesCode.toStdString());
    if (!rules) {
        std::fprintf(stderr, "gunjin: unknown rule code %s\n", qPrintable(rulesCode));
        QMetaObject::invokeMethod(
            qApp, [] { QCoreApplication::exit(2); }, Qt::QueuedConnection);
        return;
    }
    auto dir = std::make_shared<QTemporaryDir>();
    const QString path = dir->filePath(QStringLiteral("motion.jsonl"));
    const MotionGame game = writeMotionJournal(path, *rules);
    QObject* review = window->property("review").value<QObject*>();
    QObject* motion = review->property("motion").value<QObject*>();
    QMetaObject::invokeMethod(window, "openReview", Q_ARG(QVariant, path));
    struct Event {
        const char* name;
        int ply;
    };
    auto events = std::make_shared<std::vector<Event>>(std::vector<Event>{{"move", game.move},
                                                                          {"combat", game.combat},
                                                                          {"strike", game.strike},
                                                                          {"bomb", game.bomb}});
    auto results = std::make_shared<QStringList>();
    // Frames, and when the last one came (the hold after an event draws nothing: the rate is
    // over the time that drew).
    auto frames = std::make_shared<int>(0);
    auto clock = std::make_shared<QElapsedTimer>();
    auto lastFrame = std::make_shared<qint64>(0);
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [frames, clock, lastFrame] {
        ++*frames;
        if (clock->isValid()) *lastFrame = clock->elapsed();
    });
    auto next = std::make_shared<std::function<void(std::size_t)>>();
    *next = [window, review, motion, events, results, frames, clock, lastFrame, next, dir,
             rules](std::size_t i) {
        if (i >= events->size()) {
            finish(QStringLiteral("{\"bench\":\"motion\",\"rules\":\"%1\",%2,"
                                  "\"max_rss_mb\":%3}")
                       .arg(QString::fromStdString(rules->code()), results->join(QLatin1Char(',')))
                       .arg(peakRssMb(), 0, 'f', 1)
                       .toUtf8());
            return;
        }
        const Event e = (*events)[i];
        if (e.ply < 0) {
            (*next)(i + 1);
            return;
        }
        review->setProperty("ply", e.ply);
        // Let the board settle on the move before, then step onto the event.
        QTimer::singleShot(900, window, [=] {
            *frames = 0;
            *lastFrame = 0;
            clock->start();
            QMetaObject::invokeMethod(review, "step", Q_ARG(int, 1));
            auto* poll = new QTimer(window);
            poll->setInterval(5);
            QObject::connect(poll, &QTimer::timeout, window, [=] {
                if (motion->property("busy").toBool()) return;
                poll->deleteLater();
                const double drawing = std::max<qint64>(1, *lastFrame) / 1000.0;
                *results << QStringLiteral("\"%1\":{\"ms\":%2,\"frames\":%3,\"fps\":%4}")
                                .arg(QLatin1String(e.name))
                                .arg(clock->elapsed())
                                .arg(*frames)
                                .arg(*frames / drawing, 0, 'f', 1);
                clock->invalidate();
                (*next)(i + 1);
            });
            poll->start();
        });
    };
    // Let the review screen build first.
    QTimer::singleShot(1500, window, [next] { (*next)(0); });
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
    QString room;
    const int m = args.indexOf(QStringLiteral("--bench-room"));
    if (m > 0) {
        if (m + 1 >= args.size() || args[m + 1].startsWith(QLatin1String("--"))) {
            error = QStringLiteral("--bench-room needs host or a room's link");
            return std::nullopt;
        }
        room = args[m + 1];
        if (!args.contains(QStringLiteral("--bench-idle"))) {
            error = QStringLiteral("--bench-room goes with --bench-idle");
            return std::nullopt;
        }
    }
    for (int i = 1; i < args.size(); ++i) {
        BenchOptions o;
        o.rules = rules;
        o.room = room;
        const QString& a = args[i];
        if (a == QLatin1String("--bench-startup")) return o;
        if (a == QLatin1String("--bench-records")) {
            o.kind = BenchOptions::Kind::Records;
            bool ok = false;
            o.records = i + 1 < args.size() ? args[i + 1].toInt(&ok) : 0;
            if (!ok || o.records < 1 || o.records > 100000) {
                error = a + QStringLiteral(" needs a number of records (1-100000)");
                return std::nullopt;
            }
            return o;
        }
        if (a == QLatin1String("--bench-game")) {
            o.kind = BenchOptions::Kind::Game;
            return o;
        }
        if (a == QLatin1String("--bench-motion")) {
            o.kind = BenchOptions::Kind::Motion;
            return o;
        }
        if (a == QLatin1String("--bench-sound")) {
            o.kind = BenchOptions::Kind::Sound;
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
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, done, sinceMain] {
            if (*done) return;
            *done = true;
            // Whether the 3D view can be used (the no-3D start is tested through this).
            const bool graphics3d = window->property("graphics3DProblem").toString().isEmpty();
            finish(QStringLiteral("{\"bench\":\"startup\",\"ms_to_menu\":%1,\"graphics3d\":%2}")
                       .arg(sinceMain.elapsed())
                       .arg(graphics3d ? "true" : "false")
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
        if (options.room == QLatin1String("host")) {
            benchRoomHost(window, options.seconds, frames);
        } else if (!options.room.isEmpty()) {
            benchRoomFriend(window, options.room, options.seconds, frames);
        } else {
            withBoard(window, options.rules, [window, options, frames](QQuickItem*) {
                measureIdle(window, frames, options.seconds, [](const QString& figures) {
                    finish(QStringLiteral("{\"bench\":\"idle\",%1}").arg(figures).toUtf8());
                });
            });
        }
        break;
    case BenchOptions::Kind::Records: benchRecords(window, options.records); break;
    case BenchOptions::Kind::Motion: benchMotion(window, options.rules); break;
    case BenchOptions::Kind::Sound: {
        // After the menu's first frame, as a game would: every cue at once, then a second for
        // them to load and sound. The app must go on the same without a sound device.
        auto started = std::make_shared<bool>(false);
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, started] {
            if (*started) return;
            *started = true;
            auto player = std::shared_ptr<ui::SoundPlayer>(ui::makeDeviceSoundPlayer());
            QElapsedTimer clock;
            clock.start();
            for (int i = 0; i < ui::kSoundCueCount; ++i) player->play(ui::SoundCue(i));
            const qint64 requested = clock.elapsed();
            QTimer::singleShot(1000, window, [player, requested] {
                finish(QStringLiteral("{\"bench\":\"sound\",\"cues\":%1,\"ms_to_request\":%2}")
                           .arg(ui::kSoundCueCount)
                           .arg(requested)
                           .toUtf8());
            });
        });
        break;
    }
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
                                    .arg(game->property("narrator")
                                             .value<QObject*>()
                                             ->property("result")
                                             .toInt())
                                    .arg(clock->elapsed() / 1000.0, 0, 'f', 1)
                                    .arg(*frames)
                                    .arg(peakRssMb(), 0, 'f', 1)
                                    .arg(game->property("gameRuleCode").toString())
                                    .toUtf8());
                            return;
                        }
                        // An impatient player: every animation is skipped a moment in.
                        QObject* motion = game->property("motion").value<QObject*>();
                        if (motion->property("busy").toBool()) {
                            QMetaObject::invokeMethod(motion, "skip");
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
