#include "player_names.h"

#include <QCoreApplication>

namespace gunjin::ui {

QString levelName(ai::Level level) {
    switch (level) {
    //: The CPU level that plays random moves (shown as the opponent's level)
    case ai::Level::Random: return QCoreApplication::translate("PlayerNames", "ランダム");
    //: A CPU level (strength): the weakest
    case ai::Level::Easy: return QCoreApplication::translate("PlayerNames", "初級");
    //: A CPU level (strength): the middle one
    case ai::Level::Medium: return QCoreApplication::translate("PlayerNames", "中級");
    //: A CPU level (strength): the strongest
    case ai::Level::Hard: return QCoreApplication::translate("PlayerNames", "上級");
    }
    return {};
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
