// A game against the CPU: a person here (HumanSeat) against a CpuSeat of one level, refereed
// on this device. もう一度 plays the same level and sides again.
//
// Threading: GUI thread only.
#pragma once

#include "ai/cpu_player.h"
#include "play_mode.h"

namespace gunjin::ui {

class CpuMode : public PlayMode {
    Q_OBJECT
    // The CPU's level: its id ("easy") and its name in the UI language (初級).
    Q_PROPERTY(QString level READ levelId CONSTANT)
    Q_PROPERTY(QString levelName READ levelName NOTIFY changed)
public:
    // `minimumThinkMs`: a reply that took no time is held back this long.
    CpuMode(ModeHost& host, ai::Level level, Side human, int minimumThinkMs);

    ai::Level level() const { return m_level; }
    QString levelId() const;
    QString levelName() const;

    Kind kind() const override { return Cpu; }
    QString title() const override;
    Lineup lineUp(const RuleSet& rules, QObject* owner) override;
    JournalHeader header() const override;
    bool offersHints() const override { return m_level == ai::Level::Easy; }
    void playAgain() override;

private:
    ai::Level m_level;
    Side m_human;
    int m_minimumThinkMs;
};

} // namespace gunjin::ui
