// The CPU at a table: its setup is ai::autoSetup of the rule set, its moves come from a
// CpuWorker thread on its own side's view (it never sees more). A reply that took no time is
// held back until `minimumThinkMs` have passed, so that it still reads as a reply.
//
// Threading: GUI thread only; the search runs on the worker's thread.
#pragma once

#include "ai/cpu_player.h"
#include "cpu_worker.h"
#include "seat.h"

#include <QElapsedTimer>

#include <optional>

namespace gunjin::ui {

class CpuSeat : public Seat {
    Q_OBJECT
public:
    CpuSeat(Side side, ai::Level level, QObject* parent);
    ~CpuSeat() override;

    ai::Level level() const { return m_level; }
    void setMinimumThinkMs(int ms) { m_minimumThinkMs = ms; }
    // Searching, or holding an answer back.
    bool thinking() const override { return m_worker.isThinking() || m_pending.has_value(); }

    void requestSetup(const RuleSet& rules, Rng& rng, std::uint64_t gameSeed) override;
    void requestMove(const SideView& view) override;
    void cancel() override;

private:
    void onChosen(quint64 ticket, quint16 bits, bool found);

    ai::Level m_level;
    CpuWorker m_worker;
    std::uint64_t m_moveSeed = 0;
    int m_minimumThinkMs = 400;
    quint64 m_ticket = 0;
    QElapsedTimer m_clock;
    std::optional<quint16> m_pending;
};

} // namespace gunjin::ui
