// Catch2 runner for the UI facades: they need a Qt application object (event loop, timers,
// queued signals from the CPU thread). Kept apart from the test files: slow to compile.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QStandardPaths>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // never touch the user's settings
    return Catch::Session().run(argc, argv);
}
