#include "lesson_table.h"

namespace gunjin::ui {

LessonTable::LessonTable(const Position& start, QObject* parent)
    : Table(parent), m_rules(start.rules()),
      m_referee(start), m_views{SideView::fromPosition(start, Side::First),
                                SideView::fromPosition(start, Side::Second)} {}

void LessonTable::begin() {
    if (m_begun) return;
    m_begun = true;
    emit started();
}

const SideView* LessonTable::view(Side side) const {
    return m_begun ? &m_views[index(side)] : nullptr;
}

void LessonTable::submitMove(Side side, Move m) {
    if (!m_begun || m_referee.isOver() || m_referee.position().sideToMove() != side) {
        emit refused(tr("今はその側の番ではありません。"));
        return;
    }
    const auto played = m_referee.play(m);
    if (!played) {
        emit refused(tr("その手はルールで指せません。盤面はそのままです。"));
        return;
    }
    for (SideView& view : m_views) {
        [[maybe_unused]] const auto applied = view.apply(*played);
        assert(applied); // the referee's own announcement fits every view of its game
    }
    if (m_referee.isOver()) finish();
    emit announced(*played);
    if (m_referee.isOver()) emit ended();
}

void LessonTable::resign(Side side) {
    if (!m_begun || m_referee.isOver() || !m_referee.resign(side)) return;
    finish();
    emit ended();
}

void LessonTable::finish() {
    for (Side side : {Side::First, Side::Second}) {
        [[maybe_unused]] const auto applied =
            m_views[index(side)].applyEnd(endEventFor(m_referee, side));
        assert(applied);
    }
}

} // namespace gunjin::ui
