#include "cpu_seat.h"

#include "ai/auto_setup.h"

#include <QTimer>

namespace gunjin::ui {

namespace {

// Independent streams from one game seed. The CPU's moves must not come from the stream that
// drew the setups.
std::uint64_t derive(std::uint64_t seed, std::uint64_t stream) {
    Rng rng(seed ^ (stream * 0x9E3779B97F4A7C15ull));
    return rng.next();
}

} // namespace

CpuSeat::CpuSeat(Side side, ai::Level level, QObject* parent) : Seat(side, parent), m_level(level) {
    connect(&m_worker, &CpuWorker::moveChosen, this, &CpuSeat::onChosen);
}

CpuSeat::~CpuSeat() {
    m_worker.cancel();
}

void CpuSeat::requestSetup(const RuleSet& rules, Rng& rng, std::uint64_t gameSeed) {
    m_moveSeed = derive(gameSeed, 2);
    emit setupChosen(ai::autoSetup(rules, side(), rng));
}

void CpuSeat::requestMove(const SideView& view) {
    m_pending.reset();
    m_clock.start();
    m_ticket = m_worker.start(view, m_level, m_moveSeed);
    emit thinkingChanged();
}

void CpuSeat::cancel() {
    m_worker.cancel();
    m_ticket = 0;
    m_pending.reset();
    emit thinkingChanged();
}

void CpuSeat::onChosen(quint64 ticket, quint16 bits, bool found) {
    if (ticket != m_ticket) return;
    if (!found) {
        emit thinkingChanged();
        // Cannot happen in a running game: the referee ends it first.
        emit said(tr("CPU が指し手を見つけられませんでした。"), true);
        return;
    }
    m_pending = bits;
    auto answer = [this, ticket] {
        if (ticket != m_ticket || !m_pending) return;
        const quint16 move = *m_pending;
        m_pending.reset();
        m_ticket = 0;
        emit moveChosen(move);
        emit thinkingChanged();
    };
    const qint64 wait = m_minimumThinkMs - m_clock.elapsed();
    if (wait > 0)
        QTimer::singleShot(int(wait), this, answer);
    else
        answer();
}

} // namespace gunjin::ui
