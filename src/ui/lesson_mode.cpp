#include "lesson_mode.h"

#include "human_seat.h"
#include "lesson_seat.h"
#include "lesson_table.h"
#include "tutorial.h"

#include <numeric>

namespace gunjin::ui {

LessonMode::LessonMode(ModeHost& host, const ui::Lesson& lesson, Tutorial& tutorial, int pauseMs)
    : PlayMode(host), m_lesson(lesson), m_tutorial(tutorial), m_pauseMs(pauseMs) {
    connect(&m_tutorial, &Tutorial::changed, this, &PlayMode::changed);
}

const ui::Lesson::Words& LessonMode::words() const {
    return m_lesson.in(m_tutorial.language());
}

QString LessonMode::lessonTitle() const {
    return words().title;
}

QStringList LessonMode::paragraphs() const {
    return words().text;
}

QString LessonMode::task() const {
    return words().task;
}

QString LessonMode::place() const {
    return m_tutorial.placeOf(m_lesson.name);
}

QString LessonMode::nextName() const {
    return m_tutorial.after(m_lesson.name);
}

QString LessonMode::verdict() const {
    switch (m_state) {
    case Going: return words().task;
    case Done: return words().done;
    case Failed: break;
    }
    const QString why = m_why == Why::PieceLost  ? tr("駒を失ってしまいました。")
                        : m_why == Why::GameOver ? tr("対局が終わってしまいました。")
                                                 : tr("決められた手数を使い切りました。");
    //: A lesson went wrong: %1 says why
    return tr("%1「やり直す」で、はじめからもう一度できます。").arg(why);
}

QString LessonMode::title() const {
    //: The side panel's title in a lesson (the lesson card above it names the lesson)
    return tr("チュートリアル");
}

PlayMode::Lineup LessonMode::lineUp(const RuleSet&, QObject* owner) {
    Lineup lineup;
    lineup.seats[0] = new HumanSeat(Side::First, owner);
    lineup.seats[1] = new LessonSeat(
        Side::Second, m_lesson.movers, m_pauseMs, [this] { return m_state != Going; }, owner);
    m_table = new LessonTable(m_lesson.start, owner);
    lineup.table = m_table;
    lineup.viewer = Side::First;
    return lineup;
}

void LessonMode::setupBegun() {
    // A lesson has no setup: its position is on the board at once.
    m_tutorial.markBegun();
    m_table->begin();
}

void LessonMode::started(Side) {
    host().narration().say(task());
}

void LessonMode::moved(const Announcement&, bool) {
    judge();
}

void LessonMode::ended() {
    judge();
}

void LessonMode::judge() {
    const SideView* view = m_table->view(Side::First);
    if (m_state != Going || !view) return;
    const LessonState state = lessonState(m_lesson.goal, *view);
    if (state == LessonState::Going) return;
    m_state = State(int(state));
    if (m_state == Done) {
        m_tutorial.markDone(m_lesson.name);
    } else {
        const auto lost = view->ownLost();
        if (m_lesson.goal.keep && std::accumulate(lost.begin(), lost.end(), 0) > 0)
            m_why = Why::PieceLost;
        else if (view->isOver())
            m_why = Why::GameOver;
        else
            m_why = Why::MovesUsed;
    }
    host().narration().say(verdict());
    emit changed();
}

QString LessonMode::waitHint() const {
    if (m_state == Done)
        return nextName().isEmpty() ? tr("このゲームのレッスンはすべて終わりました。")
                                    : tr("できました。「次へ」で次のレッスンに進めます。");
    if (m_state == Failed) return verdict();
    return PlayMode::waitHint();
}

QString LessonMode::overHint() const {
    return waitHint();
}

void LessonMode::playAgain() {
    host().restart(std::make_unique<LessonMode>(host(), m_lesson, m_tutorial, m_pauseMs));
}

void LessonMode::next() {
    const ui::Lesson* lesson = m_tutorial.book().find(nextName());
    if (!lesson) return;
    host().restart(std::make_unique<LessonMode>(host(), *lesson, m_tutorial, m_pauseMs));
}

} // namespace gunjin::ui
