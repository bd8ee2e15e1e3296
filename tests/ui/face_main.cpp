// Catch2 runner for what the UI draws into images (the piece faces): text needs a GUI
// application for its fonts, which the facades' runner (a QCoreApplication) does not make.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QGuiApplication>

int main(int argc, char* argv[]) {
    // Images only: no window, so no display is needed.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
