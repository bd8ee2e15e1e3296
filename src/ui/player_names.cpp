#include "player_names.h"

#include <QCoreApplication>

#include <iterator>

namespace gunjin::ui {

namespace {

// Each level's name, the one place it is written (Japanese, the source language): one row per
// row of ai::kLevels, in its order.
struct LevelName {
    ai::Level level;
    const char* name;
};
constexpr LevelName kLevelNames[] = {
    {ai::Level::Random, QT_TRANSLATE_NOOP("PlayerNames", "ランダム")},
    {ai::Level::Easy, QT_TRANSLATE_NOOP("PlayerNames", "初級")},
    {ai::Level::Medium, QT_TRANSLATE_NOOP("PlayerNames", "中級")},
    {ai::Level::Hard, QT_TRANSLATE_NOOP("PlayerNames", "上級")},
};
static_assert(
    [] {
        if (std::size(kLevelNames) != ai::kLevelCount) return false;
        for (std::size_t i = 0; i < ai::kLevelCount; ++i)
            if (kLevelNames[i].level != ai::kLevels[i].level) return false;
        return true;
    }(),
    "kLevelNames: one name per level of ai::kLevels, in its order");

} // namespace

QString levelName(ai::Level level) {
    const auto i = static_cast<std::size_t>(ai::levelInfo(level).level);
    return QCoreApplication::translate("PlayerNames", kLevelNames[i].name);
}

QString opponentName(const JournalHeader& header) {
    if (header.mode == "hotseat") return {};
    if (header.mode == "lan") return QCoreApplication::translate("PlayerNames", "友達");
    if (header.mode == "cpu")
        if (const auto level = ai::parseLevel(header.level))
            return QCoreApplication::translate("PlayerNames", "CPU（%1）").arg(levelName(*level));
    return QString::fromStdString(header.players[index(opponent(header.human))]);
}

} // namespace gunjin::ui
