#include "cpu_mode.h"

#include "cpu_seat.h"
#include "human_seat.h"
#include "player_names.h"
#include "table.h"
#include "utf8_text.h"

namespace gunjin::ui {

CpuMode::CpuMode(ModeHost& host, ai::Level level, Side human, int minimumThinkMs)
    : PlayMode(host), m_level(level), m_human(human), m_minimumThinkMs(minimumThinkMs) {}

QString CpuMode::levelId() const {
    return qs(ai::levelId(m_level));
}

QString CpuMode::levelName() const {
    return ui::levelName(m_level);
}

QString CpuMode::title() const {
    //: The side panel's title: %1 is the CPU's level (Easy). Brushed: no brackets (the brush
    //: font draws them blank)
    return tr("%1の CPU と対戦").arg(levelName());
}

PlayMode::Lineup CpuMode::lineUp(const RuleSet& rules, QObject* owner) {
    auto* cpu = new CpuSeat(opponent(m_human), m_level, owner);
    cpu->setMinimumThinkMs(m_minimumThinkMs);
    Lineup lineup;
    lineup.seats[index(m_human)] = new HumanSeat(m_human, owner);
    lineup.seats[index(opponent(m_human))] = cpu;
    lineup.table = new LocalTable(rules, owner);
    lineup.viewer = m_human;
    return lineup;
}

JournalHeader CpuMode::header() const {
    JournalHeader header;
    header.mode = GameMode::Cpu;
    header.level = std::string(ai::levelId(m_level));
    header.human = m_human;
    //: The player at this device, as the record names them
    header.players[index(m_human)] = tr("あなた").toStdString();
    //: The opponent's name in the record: %1 is the CPU's level (Easy)
    header.players[index(opponent(m_human))] = tr("CPU（%1）").arg(levelName()).toStdString();
    return header;
}

void CpuMode::playAgain() {
    host().restart(std::make_unique<CpuMode>(host(), m_level, m_human, m_minimumThinkMs));
}

} // namespace gunjin::ui
