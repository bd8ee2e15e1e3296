#include "bench_support.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QQuickWindow>
#include <QTimer>
#include <QVariant>

#include <cstdio>
#include <ctime>
#include <utility>

namespace gunjin::app {

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

void printLine(const QByteArray& json) {
    std::printf("%s\n", json.constData());
    std::fflush(stdout);
}

void finish(const QByteArray& json) {
    printLine(json);
    QCoreApplication::exit(0);
}

// Ends the run with `why` (the measurement could not be made).
void fail(const QString& why) {
    std::fprintf(stderr, "gunjin: %s\n", qPrintable(why));
    QCoreApplication::exit(2);
}

QObject* gameOf(QQuickWindow* window) {
    return window->property("game").value<QObject*>();
}
// Runs `then` once, after the next frame is on screen. (frameSwapped comes from the render
// thread: a second one may already be queued when the first disconnects.)
void afterFrame(QQuickWindow* window, std::function<void()> then) {
    auto c = std::make_shared<QMetaObject::Connection>();
    auto done = std::make_shared<bool>(false);
    *c = QObject::connect(window, &QQuickWindow::frameSwapped, window, [c, done, then] {
        QObject::disconnect(*c);
        if (std::exchange(*done, true)) return;
        then();
    });
    window->update();
}

// Calls `then` once `ready` holds (asked every 50 ms), or `timedOut` after `timeoutMs`.
void whenReady(QObject* context, std::function<bool()> ready, int timeoutMs,
               std::function<void()> then, std::function<void()> timedOut) {
    auto* poll = new QTimer(context);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, context, [=] {
        const bool now = ready();
        if (!now && clock->elapsed() < timeoutMs) return;
        poll->stop();
        poll->deleteLater();
        now ? then() : timedOut();
    });
    poll->start();
}

// Frames and CPU time over `seconds` from now; `report` gets them as JSON fields.
void measureIdle(QQuickWindow* window, const std::shared_ptr<int>& frames, double seconds,
                 std::function<void(const QString&)> report) {
    *frames = 0;
    const double cpu0 = cpuSeconds();
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    // Precise: a coarse timer may end the span 5 % early.
    QTimer::singleShot(int(seconds * 1000), Qt::PreciseTimer, window,
                       [frames, cpu0, clock, report] {
                           const double s = clock->elapsed() / 1000.0;
                           report(QStringLiteral("\"seconds\":%1,\"frames\":%2,\"cpu_percent\":%3")
                                      .arg(s, 0, 'f', 2)
                                      .arg(*frames)
                                      .arg(100.0 * (cpuSeconds() - cpu0) / s, 0, 'f', 2));
                       });
}

} // namespace gunjin::app
