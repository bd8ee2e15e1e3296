// A lesson of the tutorial played on the real board: the learner (a HumanSeat, the first
// player) against a LessonSeat on the lesson's position at a LessonTable. After each move the
// core judges the goal from the learner's own view (lessonState); once done the tutorial
// remembers it and 次へ starts the next lesson, and もう一度 (やり直す) plays the same one again.
// The lesson card shows its words in the UI language.
//
// Threading: GUI thread only.
#pragma once

#include "lesson_book.h"
#include "play_mode.h"

namespace gunjin::ui {

class LessonTable;
class Tutorial;

class LessonMode : public PlayMode {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session starts lessons")
    Q_PROPERTY(QString name READ name CONSTANT)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY changed)
    Q_PROPERTY(QStringList paragraphs READ paragraphs NOTIFY changed)
    Q_PROPERTY(QString task READ task NOTIFY changed)
    // "3 / 9"
    Q_PROPERTY(QString place READ place NOTIFY changed)
    Q_PROPERTY(State state READ state NOTIFY changed)
    // What the lesson says now: its task while going, its closing words once done, why it
    // went wrong once failed.
    Q_PROPERTY(QString verdict READ verdict NOTIFY changed)
    // The next lesson of the game ("" after the last).
    Q_PROPERTY(QString nextName READ nextName NOTIFY changed)

public:
    enum State { Going = int(LessonState::Going), Done, Failed };
    Q_ENUM(State)

    LessonMode(ModeHost& host, const ui::Lesson& lesson, Tutorial& tutorial, int pauseMs);

    QString name() const { return m_lesson.name; }
    QString lessonTitle() const;
    QStringList paragraphs() const;
    QString task() const;
    QString place() const;
    State state() const { return m_state; }
    QString verdict() const;
    QString nextName() const;

    Kind kind() const override { return Lesson; }
    QString title() const override;
    Lineup lineUp(const RuleSet& rules, QObject* owner) override;
    JournalHeader header() const override { return {}; } // a lesson is not recorded
    bool remembersSetup() const override { return false; }
    void setupBegun() override;
    void started(Side toMove) override;
    void moved(const Announcement& a, bool fought) override;
    void ended() override;
    bool acceptsMoves() const override { return m_state == Going; }
    QString waitHint() const override;
    QString overHint() const override;
    void playAgain() override;

    // 次へ: the next lesson (nothing after the last).
    Q_INVOKABLE void next();

private:
    const ui::Lesson::Words& words() const;
    void judge();

    ui::Lesson m_lesson; // a copy: the book may be read again
    Tutorial& m_tutorial;
    int m_pauseMs;
    LessonTable* m_table = nullptr;
    State m_state = Going;
    // Why it failed, said in the language of the moment (the words follow a switch).
    enum class Why { PieceLost, GameOver, MovesUsed } m_why = Why::MovesUsed;
};

} // namespace gunjin::ui
