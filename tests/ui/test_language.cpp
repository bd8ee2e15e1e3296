// The UI language: English through the embedded Qt Linguist translation, Japanese as the
// source; the controller's messages and piece names follow a switch at once.
#include "ui/game_session.h"
#include "ui/language.h"
#include "ui/piece_names.h"
#include "ui/record_dates.h"

#include "play_modes.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDateTime>
#include <QTemporaryDir>

using namespace gunjin;
using gunjin::ui::GameSession;
using gunjin::ui::Language;

TEST_CASE("Switching the language to English and back", "[ui]") {
    Language language;
    language.setChoice(QStringLiteral("en"));
    REQUIRE(language.current() == QStringLiteral("en"));
    CHECK(ui::pieceName(PieceType::General) == QStringLiteral("General"));
    CHECK(ui::pieceName(PieceType::Plane) == QStringLiteral("Plane"));

    QTemporaryDir dir;
    GameSession game;
    game.setSettingsFile(dir.filePath(QStringLiteral("s.ini")));
    game.setSeed(3);
    CHECK_FALSE(game.startCpuGame(QStringLiteral("grandmaster"), true));
    CHECK(game.narrator()->message() == QStringLiteral("Unknown level: grandmaster"));
    REQUIRE(game.startCpuGame(QStringLiteral("easy"), true));
    CHECK(cpuLevelName(game) == QStringLiteral("Easy"));
    CHECK(game.narrator()->message().startsWith(QStringLiteral("Arrange your pieces")));

    language.setChoice(QStringLiteral("ja"));
    CHECK(language.current() == QStringLiteral("ja"));
    CHECK(ui::pieceName(PieceType::General) == QStringLiteral("大将"));
    CHECK(cpuLevelName(game) == QStringLiteral("初級"));

    language.setChoice(QStringLiteral("klingon")); // not a language: follow the system
    CHECK(language.choice().isEmpty());
    CHECK(language.current() == Language::systemLanguage());
}

// The file dialogs are Qt's: their texts come from Qt's own translations (qtbase_ja.qm, from
// qt6-translations-l10n), installed with Japanese and removed with English.
TEST_CASE("Qt's own texts follow the language", "[ui][language]") {
    const QString fileName = QStringLiteral("File &name:");
    Language language;
    language.setChoice(QStringLiteral("ja"));
    REQUIRE(language.qtTranslated());
    CHECK(QCoreApplication::translate("QFileDialog", "File &name:") != fileName);

    language.setChoice(QStringLiteral("en"));
    CHECK_FALSE(language.qtTranslated());
    CHECK(QCoreApplication::translate("QFileDialog", "File &name:") == fileName);
}

TEST_CASE("Japanese without Qt's translations installed", "[ui][language]") {
    QTemporaryDir empty;
    Language::setQtTranslationsFolder(empty.path());
    Language language;
    language.setChoice(QStringLiteral("en"));
    language.setChoice(QStringLiteral("ja"));
    CHECK(language.current() == QStringLiteral("ja"));
    CHECK_FALSE(language.qtTranslated());
    CHECK(QCoreApplication::translate("QFileDialog", "File &name:") ==
          QStringLiteral("File &name:"));
    Language::setQtTranslationsFolder({});
}

TEST_CASE("A game's start time is written in the order of the UI language", "[ui][language]") {
    // A play-tester read the record list's 12/6 as 12 June.
    Language language;
    const QDateTime local(QDate(2026, 12, 6), QTime(14, 5));
    const QString iso = local.toUTC().toString(Qt::ISODate);
    language.setChoice(QStringLiteral("ja"));
    CHECK(ui::shortStartTime(iso) == QStringLiteral("12/6 14:05"));
    CHECK(ui::fullStartTime(iso) == QStringLiteral("2026/12/6 14:05"));
    language.setChoice(QStringLiteral("en"));
    CHECK(ui::shortStartTime(iso) == QStringLiteral("Dec 6, 14:05"));
    CHECK(ui::fullStartTime(iso) == QStringLiteral("Dec 6, 2026, 14:05"));
    CHECK(ui::shortStartTime(QStringLiteral("not a time")).isEmpty());
    language.setChoice(QString());
}
