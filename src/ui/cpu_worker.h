// The CPU opponent behind a QObject: start() runs ai::chooseMove on a thread of its own, so
// the GUI thread never waits for it, and moveChosen() arrives on the thread that owns this
// object. cancel() stops a search early and drops its answer; every start() gets a new ticket,
// so an answer that arrives after a restart is recognised as stale and ignored.
//
// Threading: call every member from the owning (GUI) thread.
#pragma once

#include "ai/cpu_player.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

namespace gunjin::ui {

class CpuWorker : public QObject {
    Q_OBJECT
public:
    explicit CpuWorker(QObject* parent = nullptr);
    ~CpuWorker() override; // cancels and joins

    // Starts thinking on `view` (a copy is taken: the CPU sees nothing else). Cancels a search
    // still running. Returns the ticket that moveChosen() will carry.
    quint64 start(const SideView& view, ai::Level level, std::uint64_t seed);
    // Stops the running search, if any; its answer is never delivered.
    void cancel();
    bool isThinking() const { return m_running; }

signals:
    // `move` is the packed Move bits; `found` is false when the CPU had no move to give.
    void moveChosen(quint64 ticket, quint16 move, bool found);

private:
    void join();

    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_ticket = 0;
    bool m_running = false;
};

} // namespace gunjin::ui
