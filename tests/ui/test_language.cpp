// The UI language: English through the embedded Qt Linguist translation, Japanese as the
// source; the controller's messages and piece names follow a switch at once.
#include "ui/game_session.h"
#include "ui/language.h"
#include "ui/piece_names.h"

#include "play_modes.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
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
