// The opponent of a lesson: it answers with ai::lessonReply (its movers step aside and back)
// after a short pause, so that its move reads as a reply; silent once `quiet` says the lesson
// has come to an end (done or failed).
//
// Threading: GUI thread only.
#pragma once

#include "seat.h"

#include <functional>
#include <vector>

namespace gunjin::ui {

class LessonSeat : public Seat {
    Q_OBJECT
public:
    LessonSeat(Side side, std::vector<PieceId> movers, int pauseMs, std::function<bool()> quiet,
               QObject* parent);

    void requestSetup(const RuleSet&, Rng&, std::uint64_t) override {}
    void requestMove(const SideView& view) override;
    void cancel() override { ++m_request; }

private:
    std::vector<PieceId> m_movers;
    int m_pauseMs;
    std::function<bool()> m_quiet;
    int m_request = 0; // a reply is sent only for the request it answers
};

} // namespace gunjin::ui
