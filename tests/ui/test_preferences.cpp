// Preferences: window geometry and view mode survive a restart; damaged values are ignored.
#include "ui/preferences.h"
#include "ui/render_quality.h"

#include <catch2/catch.hpp>

#include <QSettings>
#include <QTemporaryDir>

using gunjin::ui::Preferences;

TEST_CASE("Preferences keep the window geometry and the view mode between runs", "[ui]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("prefs.ini"));
    {
        Preferences p;
        p.setFile(file);
        CHECK(p.windowGeometry().isEmpty()); // nothing saved yet: the default size
        CHECK(p.viewMode() == QStringLiteral("oblique"));
        p.setWindowGeometry(QRect(40, 50, 1100, 700));
        p.setMaximized(true);
        p.setViewMode(QStringLiteral("buttons"));
    }
    Preferences again;
    again.setFile(file);
    CHECK(again.windowGeometry() == QRect(40, 50, 1100, 700));
    CHECK(again.maximized());
    CHECK(again.viewMode() == QStringLiteral("buttons"));
    again.setViewMode(QStringLiteral("sideways")); // not a mode: falls back to oblique
    CHECK(again.viewMode() == QStringLiteral("oblique"));
}

TEST_CASE("Damaged preferences are ignored", "[ui]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("prefs.ini"));
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("window/geometry"), QStringLiteral("garbage"));
        raw.setValue(QStringLiteral("board/viewMode"), 42);
    }
    Preferences p;
    p.setFile(file);
    CHECK(p.windowGeometry().isEmpty());
    CHECK(p.viewMode() == QStringLiteral("oblique"));
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("window/geometry"), QRect(0, 0, 90000, 10));
    }
    Preferences q;
    q.setFile(file);
    CHECK(q.windowGeometry().isEmpty());
}

TEST_CASE("Another instance's language choice does not switch this one's language", "[ui]") {
    // Two windows of the app share the settings file: choosing English in one must not turn
    // the other half English when it next writes a preference (issue 16).
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("prefs.ini"));
    Preferences one;
    one.setFile(file);
    Preferences two;
    two.setFile(file);
    CHECK(one.language().isEmpty());
    CHECK(two.language().isEmpty());
    CHECK(two.pieceCaptions() == QStringLiteral("auto"));
    one.setLanguage(QStringLiteral("en"));
    one.setPieceCaptions(QStringLiteral("off"));
    two.setViewMode(QStringLiteral("top")); // emits changed(): QML re-reads every property
    CHECK(two.language().isEmpty());
    CHECK(two.pieceCaptions() == QStringLiteral("auto"));
    // The next start reads the last choice.
    Preferences next;
    next.setFile(file);
    CHECK(next.language() == QStringLiteral("en"));
    CHECK(next.pieceCaptions() == QStringLiteral("off"));
    next.setPieceCaptions(QStringLiteral("sometimes")); // not a mode: back to auto
    CHECK(next.pieceCaptions() == QStringLiteral("auto"));
}

TEST_CASE("効果音 is on until turned off, and stays as chosen after a restart", "[ui][sound]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("prefs.ini"));
    {
        Preferences p;
        p.setFile(file);
        CHECK(p.sound());
        p.setSound(false);
        CHECK_FALSE(p.sound());
    }
    {
        QSettings raw(file, QSettings::IniFormat);
        CHECK(raw.value(QStringLiteral("ui/sound")).toBool() == false);
    }
    Preferences next;
    next.setFile(file);
    CHECK_FALSE(next.sound());
    next.setSound(true);
    Preferences after;
    after.setFile(file);
    CHECK(after.sound());
}

TEST_CASE("The board's motion and drawing quality are remembered, and unknown values fall back",
          "[ui][motion]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("prefs.ini"));
    {
        Preferences p;
        p.setFile(file);
        CHECK(p.motionSpeed() == QStringLiteral("normal"));
        CHECK_FALSE(p.reduceMotion());
        CHECK(p.graphicsQuality() == QStringLiteral("auto"));
        p.setMotionSpeed(QStringLiteral("fast"));
        p.setReduceMotion(true);
        p.setGraphicsQuality(QStringLiteral("low"));
    }
    Preferences again;
    again.setFile(file);
    CHECK(again.motionSpeed() == QStringLiteral("fast"));
    CHECK(again.reduceMotion());
    CHECK(again.graphicsQuality() == QStringLiteral("low"));
    again.setMotionSpeed(QStringLiteral("warp"));
    again.setGraphicsQuality(QStringLiteral("ultra"));
    CHECK(again.motionSpeed() == QStringLiteral("normal"));
    CHECK(again.graphicsQuality() == QStringLiteral("auto"));
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("board/motionSpeed"), 7);
    }
    Preferences damaged;
    damaged.setFile(file);
    CHECK(damaged.motionSpeed() == QStringLiteral("normal"));
}

TEST_CASE("画質 自動 stands for low under a software renderer and high on a GPU", "[ui]") {
    using gunjin::ui::RenderQuality;
    RenderQuality q;
    q.setRenderer(QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)"));
    CHECK(q.software());
    CHECK(q.effective() == QStringLiteral("low"));
    q.setPreference(QStringLiteral("high")); // the player's own choice wins
    CHECK(q.effective() == QStringLiteral("high"));
    q.setPreference(QStringLiteral("ultra")); // not a level: auto
    CHECK(q.preference() == QStringLiteral("auto"));
    RenderQuality gpu;
    gpu.setRenderer(QStringLiteral("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"));
    CHECK_FALSE(gpu.software());
    CHECK(gpu.effective() == QStringLiteral("high"));
}

TEST_CASE("音量, 全画面表示 and 文字の大きさ are remembered, and unreadable values fall back",
          "[ui][sound]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("prefs.ini"));
    {
        Preferences p;
        p.setFile(file);
        CHECK(p.volume() == 70);
        CHECK_FALSE(p.fullScreen());
        CHECK(p.textSize() == 100);
        p.setVolume(35);
        p.setFullScreen(true);
        p.setTextSize(130);
        p.setVolume(400); // clamped
    }
    {
        Preferences next;
        next.setFile(file);
        CHECK(next.volume() == 100);
        CHECK(next.fullScreen());
        CHECK(next.textSize() == 130);
        next.setTextSize(120); // not one of the sizes
        CHECK(next.textSize() == 100);
    }
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("ui/volume"), QStringLiteral("loud"));
        raw.setValue(QStringLiteral("ui/textSize"), 999);
    }
    Preferences damaged;
    damaged.setFile(file);
    CHECK(damaged.volume() == 70);
    CHECK(damaged.textSize() == 100);
}
