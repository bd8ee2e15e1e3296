#include "cpu_worker.h"

#include <QMetaObject>

namespace gunjin::ui {

CpuWorker::CpuWorker(QObject* parent) : QObject(parent) {}

CpuWorker::~CpuWorker() {
    cancel();
}

quint64 CpuWorker::start(const SideView& view, ai::Level level, std::uint64_t seed) {
    cancel();
    const quint64 ticket = ++m_ticket;
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    m_running = true;
    CpuWorker* self = this;
    m_thread = std::thread([self, view, level, seed, ticket, cancelFlag] {
        ai::MoveOptions options;
        options.cancel = cancelFlag.get();
        const std::optional<Move> move = ai::chooseMove(view, level, seed, options);
        if (cancelFlag->load()) return;
        const quint16 bits = move ? move->bits : Move().bits;
        const bool found = move.has_value();
        // The object outlives this thread (the destructor joins), so posting to it is safe;
        // the lambda runs on the owner's thread, and Qt drops it if the object is gone.
        QMetaObject::invokeMethod(
            self,
            [self, ticket, bits, found] {
                if (ticket != self->m_ticket || !self->m_running) return;
                self->m_running = false;
                emit self->moveChosen(ticket, bits, found);
            },
            Qt::QueuedConnection);
    });
    return ticket;
}

void CpuWorker::cancel() {
    if (m_cancel) m_cancel->store(true);
    m_running = false;
    ++m_ticket; // a queued answer of the cancelled search no longer matches
    join();
}

void CpuWorker::join() {
    if (m_thread.joinable()) m_thread.join();
}

} // namespace gunjin::ui
