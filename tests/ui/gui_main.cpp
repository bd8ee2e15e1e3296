// Catch2 runner for the tests that need a QGuiApplication (fonts, windows), on Qt's offscreen
// platform unless another is chosen.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QGuiApplication>

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
