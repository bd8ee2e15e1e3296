// The tutorial's lessons (チュートリアル): data files, one per lesson, embedded at :/lessons/
// (resources/lessons/README.md says how one is written). A lesson is a small position on the
// real board - the learner's pieces (the first player's, to move) and the opponent's, whose
// types only the referee knows - the opponent's pieces that move meanwhile (ai::lessonReply),
// a goal the core judges (core/lesson_goal.h), and its words in Japanese and English.
//
// Plain values; any thread.
#pragma once

#include "core/lesson_goal.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gunjin::ui {

struct Lesson {
    struct Words {
        QString title;    // a few words (地雷)
        QStringList text; // the explanation, a paragraph each
        QString task; // what to do, one sentence (工兵で b5 の地雷を取りましょう。)
        QString done; // said once the goal is met
    };

    QString name; // the file's name without .json ("classic-06-mines"); sorted, it is the order
    RuleSet rules;
    Position start; // the learner is the first player, and moves first
    std::vector<PieceId> movers;
    LessonGoal goal;
    Words words[2]; // Japanese, English

    // The words in `language` ("ja", "en"; anything else reads as Japanese).
    const Words& in(const QString& language) const { return words[language == u"en" ? 1 : 0]; }
    // "classic" or "federation": the game the lesson belongs to.
    QString game() const;
};

// The lesson of `json` named `name`, or an error that says what is wrong (bad JSON, an unknown
// rule code, piece or square, two pieces on a square, a mover that is not the opponent's, a
// goal the core cannot read or whose square does not fit, words missing in a language).
Result<Lesson> readLesson(const QString& name, const QByteArray& json);

// Every lesson of `folder` (":/lessons" in the app) in file-name order; a file that cannot be
// read is left out and its error kept.
struct LessonBook {
    std::vector<Lesson> lessons;
    QStringList errors; // "name: what is wrong"

    static LessonBook load(const QString& folder);
    const Lesson* find(const QString& name) const;
    // The lessons of `game`, in order.
    std::vector<const Lesson*> of(const QString& game) const;
};

} // namespace gunjin::ui
