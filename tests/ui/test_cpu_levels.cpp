// The menu's CPU levels come from the level table (ai::kLevels) and are named by
// ui::levelName, the one place a level's name is written; the names follow the UI language.
#include "ui/cpu_levels.h"
#include "ui/language.h"
#include "ui/player_names.h"

#include "ai/cpu_player.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

using namespace gunjin;
using gunjin::ui::CpuLevels;
using gunjin::ui::Language;

namespace {

QString qs(std::string_view id) {
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

TEST_CASE("The menu's levels are the table's levels offered on the menu", "[ui][levels]") {
    QStringList offered;
    for (const ai::LevelInfo& row : ai::kLevels)
        if (row.offeredOnMenu) offered.append(qs(row.id));
    CHECK(CpuLevels::menu() == offered);
    CHECK(CpuLevels::menu() == QStringList{"easy", "medium", "hard"});
    // Each one starts a game: the id is one parseLevel reads.
    for (const QString& id : CpuLevels::menu()) CHECK(ai::parseLevel(id.toStdString()));
}

TEST_CASE("The levels' names are ui::levelName's, in the UI language", "[ui][levels]") {
    Language language;
    language.setChoice(QStringLiteral("ja"));
    REQUIRE(language.current() == QStringLiteral("ja"));
    CpuLevels levels;
    QSignalSpy namesChanged(&levels, &CpuLevels::namesChanged);

    QVariantMap names = levels.names();
    CHECK(names.size() == static_cast<qsizetype>(ai::kLevelCount));
    for (const ai::LevelInfo& row : ai::kLevels)
        CHECK(names.value(qs(row.id)).toString() == ui::levelName(row.level));
    CHECK(names.value(QStringLiteral("easy")).toString() == QStringLiteral("初級"));
    CHECK(names.value(QStringLiteral("medium")).toString() == QStringLiteral("中級"));
    CHECK(names.value(QStringLiteral("hard")).toString() == QStringLiteral("上級"));
    CHECK(names.value(QStringLiteral("random")).toString() == QStringLiteral("ランダム"));

    // The translations of the context PlayerNames apply, and whoever shows a name hears of it.
    language.setChoice(QStringLiteral("en"));
    REQUIRE(language.current() == QStringLiteral("en"));
    CHECK(namesChanged.count() >= 1);
    names = levels.names();
    CHECK(names.value(QStringLiteral("easy")).toString() == QStringLiteral("Easy"));
    CHECK(names.value(QStringLiteral("medium")).toString() == QStringLiteral("Medium"));
    CHECK(names.value(QStringLiteral("hard")).toString() == QStringLiteral("Hard"));
    CHECK(names.value(QStringLiteral("random")).toString() == QStringLiteral("Random"));

    const int before = namesChanged.count();
    language.setChoice(QStringLiteral("ja"));
    CHECK(namesChanged.count() > before);
    CHECK(levels.names().value(QStringLiteral("easy")).toString() == QStringLiteral("初級"));
}

TEST_CASE("Each level offered on the menu has its own character, in the UI language",
          "[ui][levels]") {
    Language language;
    language.setChoice(QStringLiteral("ja"));
    REQUIRE(language.current() == QStringLiteral("ja"));
    CpuLevels levels;
    QVariantMap characters = levels.characters();
    CHECK(characters.size() == static_cast<qsizetype>(ai::kLevelCount));
    QStringList seen;
    for (const QString& id : CpuLevels::menu()) {
        const QString text = characters.value(id).toString();
        INFO(id.toStdString());
        CHECK(text.size() > 20);
        CHECK_FALSE(seen.contains(text));
        seen.append(text);
    }
    CHECK(characters.value(QStringLiteral("easy")).toString().contains(QStringLiteral("飛行機")));
    CHECK(characters.value(QStringLiteral("hard")).toString().contains(QStringLiteral("スパイ")));

    language.setChoice(QStringLiteral("en"));
    REQUIRE(language.current() == QStringLiteral("en"));
    characters = levels.characters();
    CHECK(characters.value(QStringLiteral("easy")).toString().contains(QStringLiteral("plane")));
    CHECK(characters.value(QStringLiteral("medium")).toString().contains(QStringLiteral("casual")));
    CHECK(characters.value(QStringLiteral("hard")).toString().contains(QStringLiteral("club")));
    language.setChoice(QStringLiteral("ja"));
}
