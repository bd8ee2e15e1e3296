// Pieces the app's measurements share (app_bench.cpp, room_bench.cpp): figures of this
// process, printing the one JSON line a measurement ends with, and waiting for frames or
// conditions on the GUI thread.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QQuickWindow;

namespace gunjin::app {

// Peak resident memory in MB (Linux); -1 elsewhere.
double peakRssMb();
// CPU time of this process in seconds.
double cpuSeconds();
void printLine(const QByteArray& json);
// Prints the measurement's line and ends the run.
void finish(const QByteArray& json);
// Ends the run with `why` (the measurement could not be made).
void fail(const QString& why);
// The window's GameSession.
QObject* gameOf(QQuickWindow* window);
// Runs `then` once, after the next frame is on screen.
void afterFrame(QQuickWindow* window, std::function<void()> then);
// Calls `then` once `ready` holds (asked every 50 ms), or `timedOut` after `timeoutMs`.
void whenReady(QObject* context, std::function<bool()> ready, int timeoutMs,
               std::function<void()> then, std::function<void()> timedOut);
// Frames (counted into `frames` by the caller's frameSwapped connection) and CPU time over
// `seconds` from now; `report` gets them as JSON fields.
void measureIdle(QQuickWindow* window, const std::shared_ptr<int>& frames, double seconds,
                 std::function<void(const QString&)> report);

} // namespace gunjin::app
