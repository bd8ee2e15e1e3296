#include "lesson_seat.h"

#include "ai/lesson_reply.h"

#include <QTimer>

namespace gunjin::ui {

LessonSeat::LessonSeat(Side side, std::vector<PieceId> movers, int pauseMs,
                       std::function<bool()> quiet, QObject* parent)
    : Seat(side, parent), m_movers(std::move(movers)), m_pauseMs(pauseMs),
      m_quiet(std::move(quiet)) {}

void LessonSeat::requestMove(const SideView& view) {
    if (m_quiet()) return;
    const auto reply = ai::lessonReply(view, m_movers);
    if (!reply) return; // no legal move: the referee has ended the game already
    const int request = ++m_request;
    const quint16 bits = reply->bits;
    QTimer::singleShot(m_pauseMs, this, [this, request, bits] {
        if (request == m_request && !m_quiet()) emit moveChosen(bits);
    });
}

} // namespace gunjin::ui
