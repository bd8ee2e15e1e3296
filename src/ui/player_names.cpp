#include "player_names.h"

#include <QCoreApplication>

namespace gunjin::ui {

QString levelName(ai::Level level) {
    switch (level) {
    case ai::Level::Random: return QCoreApplication::translate("PlayerNames", "ランダム");
    case ai::Level::Easy: return QCoreApplication::translate("PlayerNames", "初級");
    case ai::Level::Medium: return QCoreApplication::translate("PlayerNames", "中級");
    case ai::Level::Hard: return QCoreApplication::translate("PlayerNames", "上級");
    }
    return {};
}

QString opponentName(const JournalHeader& header) {
    if (header.mode == GameMode::HotSeat) return {};
    if (header.mode == GameMode::Lan) return QCoreApplication::translate("PlayerNames", "友達");
    if (header.mode == GameMode::Cpu)
        if (const auto level = ai::parseLevel(header.level))
            return QCoreApplication::translate("PlayerNames", "CPU（%1）").arg(levelName(*level));
    return QString::fromStdString(header.players[index(opponent(header.human))]);
}

} // namespace gunjin::ui
