// A file dialog of its own window (棋譜's ファイルから開く…) gives the keyboard back to the game's
// window when it closes (issue 34: after an import the review's ← → Home End did nothing until
// a click, because no window had the focus).
#include "ui/file_dialogs.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QWindow>
#include <functional>

namespace {

bool waitUntil(const std::function<bool()>& done) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < 3000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}

void showActive(QWindow& w) {
    w.resize(200, 150);
    w.show();
    w.requestActivate();
    REQUIRE(waitUntil([&] { return QGuiApplication::focusWindow() == &w; }));
}

} // namespace

TEST_CASE("Focus: a dialog window that comes and goes leaves the keyboard with no window - "
          "FocusReturn gives it back to the game's",
          "[ui][focus]") {
    QWindow game;
    showActive(game);
    {
        QWindow dialog; // what QFileDialog shows
        showActive(dialog);
        dialog.close();
    }
    QCoreApplication::processEvents();
    // Without help, the game's window does not get the keyboard back.
    CHECK_FALSE(waitUntil([&] { return QGuiApplication::focusWindow() == &game; }));

    showActive(game);
    {
        const gunjin::ui::FocusReturn focus;
        QWindow dialog;
        showActive(dialog);
        dialog.close();
    }
    CHECK(waitUntil([&] { return QGuiApplication::focusWindow() == &game; }));
}
