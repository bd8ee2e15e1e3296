// When a CPU search must stop: on cancellation from another thread, or at a wall-clock cap.
// Levels are defined by a fixed amount of work; the cap only guards against a slow machine.
#pragma once

#include <atomic>
#include <chrono>

namespace gunjin::ai {

class Budget {
public:
    using Clock = std::chrono::steady_clock;
    Budget(const std::atomic<bool>* cancel, Clock::time_point deadline)
        : m_cancel(cancel), m_deadline(deadline) {}
    static Budget unlimited() { return Budget(nullptr, Clock::time_point::max()); }

    // Cheap enough to call every few hundred nodes.
    bool exhausted() const {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed)) return true;
        return m_deadline != Clock::time_point::max() && Clock::now() >= m_deadline;
    }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool>* m_cancel;
    Clock::time_point m_deadline;
};

} // namespace gunjin::ai
