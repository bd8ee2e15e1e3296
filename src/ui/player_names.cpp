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
    //: The CPU level that plays random moves (shown as the opponent's level)
    {ai::Level::Random, QT_TRANSLATE_NOOP("PlayerNames", "ランダム")},
    //: A CPU level (strength): the weakest
    {ai::Level::Easy, QT_TRANSLATE_NOOP("PlayerNames", "初級")},
    //: A CPU level (strength): the middle one
    {ai::Level::Medium, QT_TRANSLATE_NOOP("PlayerNames", "中級")},
    //: A CPU level (strength): the strongest
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
    if (header.mode == GameMode::HotSeat) return {};
    //: The opponent's name in a LAN game: the friend you play
    if (header.mode == GameMode::Lan) return QCoreApplication::translate("PlayerNames", "友達");
    if (header.mode == GameMode::Cpu)
        if (const auto level = ai::parseLevel(header.level))
            //: The opponent's name in a game against the CPU; %1 is its level (Easy, Medium, Hard)
            return QCoreApplication::translate("PlayerNames", "CPU（%1）").arg(levelName(*level));
    return QString::fromStdString(header.players[index(opponent(header.human))]);
}

} // namespace gunjin::ui
