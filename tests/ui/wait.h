// Waiting in tests that need the Qt event loop: runs it until `done` or `ms` have passed.
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>

#include <functional>

inline bool waitFor(const std::function<bool()>& done, int ms = 20000) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}
