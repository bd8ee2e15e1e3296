#include "player_names.h"

#include <QCoreApplication>

#include <iterator>

namespace gunjin::ui {

namespace {

// Each level's name and character, the one place they are written (Japanese, the source
// language): one row per row of ai::kLevels, in its order. The character is what the level's
// play feels like (README, CPU levels), for the menu's tool tip.
struct LevelName {
    ai::Level level;
    const char* name;
    const char* character;
};
constexpr LevelName kLevelNames[] = {
    //: The CPU level that plays random moves (shown as the opponent's level)
    {ai::Level::Random, QT_TRANSLATE_NOOP("PlayerNames", "ランダム"),
     //: What the random CPU level is like
     QT_TRANSLATE_NOOP("PlayerNames", "指せる手からでたらめに選びます。")},
    //: A CPU level (strength): the weakest
    {ai::Level::Easy, QT_TRANSLATE_NOOP("PlayerNames", "初級"),
     //: What the weakest CPU level is like (tool tip of its start button)
     QT_TRANSLATE_NOOP("PlayerNames",
                       "ルールを覚えたばかりの人のように指します。目の前の戦いだけを見て、"
                       "飛行機で奥まで攻め込まず、本陣の守りは遅れがちです。"
                       "初めての相手におすすめです。")},
    //: A CPU level (strength): the middle one
    {ai::Level::Medium, QT_TRANSLATE_NOOP("PlayerNames", "中級"),
     //: What the middle CPU level is like (tool tip of its start button)
     QT_TRANSLATE_NOOP("PlayerNames",
                       "気軽に遊ぶ人のように指します。一手先まで読み、"
                       "これまでの戦いの結果から駒の見当をつけ、本陣に迫る駒には守りを回します。")},
    //: A CPU level (strength): the strongest
    {ai::Level::Hard, QT_TRANSLATE_NOOP("PlayerNames", "上級"),
     //: What the strongest CPU level is like (tool tip of its start button)
     QT_TRANSLATE_NOOP("PlayerNames",
                       "腕に覚えのある人のように指します。二手先まで読み、これまでの戦いと"
                       "駒の動きからあなたの駒を推理し、強い駒は勝てる所にだけ使い、"
                       "本陣に迫る駒には早めに守りを回し、スパイで大将を狙います。")},
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

QString levelCharacter(ai::Level level) {
    const auto i = static_cast<std::size_t>(ai::levelInfo(level).level);
    return QCoreApplication::translate("PlayerNames", kLevelNames[i].character);
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
