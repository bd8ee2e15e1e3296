#include "room_bench.h"

#include "bench_support.h"

#include <QCoreApplication>
#include <QQuickWindow>
#include <QTimer>
#include <QVariant>

#include <cstdio>

namespace gunjin::app {

namespace {

// The time a screen is given to build and draw before a measurement (as withBoard).
constexpr int kSettleMs = 1500;

QObject* lobbyOf(QQuickWindow* window) {
    return window->property("lobby").value<QObject*>();
}

} // namespace

// --bench-idle --bench-room host: a room in the app on 127.0.0.1, measured while it waits
// alone, then (if a friend comes) with both arranging; see app_bench.h.
void benchRoomHost(QQuickWindow* window, double seconds, const std::shared_ptr<int>& frames) {
    QObject* lobby = lobbyOf(window);
    QObject* game = gameOf(window);
    lobby->setProperty("server", QString()); // in the app, whatever room server is set
    lobby->setProperty("bindAddress", QStringLiteral("127.0.0.1"));
    lobby->setProperty("port", 0);
    lobby->setProperty("beaconTarget", QStringLiteral("127.0.0.1")); // announced on loopback
    window->setProperty("lanOpen", true); // as the player does: 友達と対戦, then 部屋を作る
    QMetaObject::invokeMethod(lobby, "host");
    const auto line = [](bool friendIn, const QString& figures) {
        printLine(QStringLiteral("{\"bench\":\"idle\",\"room\":\"host\",\"friend\":%1,%2}")
                      .arg(friendIn ? "true" : "false", figures)
                      .toUtf8());
    };
    const auto withFriend = [=] {
        // A second longer than the friend's settling: the friend's measurement is over (and
        // it stays in the room) before this one ends.
        QTimer::singleShot(kSettleMs + 1000, window, [=] {
            measureIdle(window, frames, seconds, [=](const QString& figures) {
                line(true, figures);
                QMetaObject::invokeMethod(lobby, "leave"); // the friend is told at once
                QTimer::singleShot(300, qApp, [] { QCoreApplication::exit(0); });
            });
        });
    };
    whenReady(
        window,
        [=] {
            return game->property("phase").toInt() == 1 && // Setup
                   !lobby->property("roomUrl").toString().isEmpty();
        },
        15000,
        [=] {
            std::fprintf(stderr, "gunjin: room %s\n",
                         qPrintable(lobby->property("roomUrl").toString()));
            std::fflush(stderr);
            QTimer::singleShot(kSettleMs, window, [=] {
                measureIdle(window, frames, seconds, [=](const QString& figures) {
                    line(false, figures);
                    whenReady(
                        window, [lobby] { return lobby->property("friendInRoom").toBool(); }, 60000,
                        withFriend, [] { QCoreApplication::exit(0); });
                });
            });
        },
        [=] { fail(QStringLiteral("no room: ") + lobby->property("error").toString()); });
}

// --bench-idle --bench-room LINK: the friend in that room, measured while both arrange.
void benchRoomFriend(QQuickWindow* window, const QString& link, double seconds,
                     const std::shared_ptr<int>& frames) {
    QObject* lobby = lobbyOf(window);
    QObject* game = gameOf(window);
    // As a clicked link: the LAN screen opens and joins.
    QMetaObject::invokeMethod(window, "openRoomLink", Q_ARG(QVariant, link));
    whenReady(
        window,
        [=] {
            return game->property("phase").toInt() == 1 || // Setup
                   !lobby->property("active").toBool();    // failed
        },
        15000,
        [=] {
            if (game->property("phase").toInt() != 1)
                return fail(QStringLiteral("not seated: ") + lobby->property("error").toString());
            QTimer::singleShot(kSettleMs, window, [=] {
                measureIdle(window, frames, seconds, [=](const QString& figures) {
                    printLine(QStringLiteral("{\"bench\":\"idle\",\"room\":\"friend\",%1}")
                                  .arg(figures)
                                  .toUtf8());
                    // Until the host has measured too and closed the room.
                    const auto closed = [lobby] {
                        return !lobby->property("active").toBool() ||
                               !lobby->property("roomOpen").toBool();
                    };
                    const auto quit = [] { QCoreApplication::exit(0); };
                    whenReady(window, closed, 60000, quit, quit);
                });
            });
        },
        [=] { fail(QStringLiteral("not seated: ") + lobby->property("error").toString()); });
}

} // namespace gunjin::app
