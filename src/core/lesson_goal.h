// What a lesson of the tutorial asks of the learner, and whether it has been done - judged from
// the learner's own view alone, so that a lesson never tells more than the board has shown.
//
// A goal is written as text in the lesson files (resources/lessons/README.md):
//   reach SQUARE   a piece of the learner's stands on SQUARE
//   reach SQUARE from START   ... the piece that started on START
//   take SQUARE    the opponent's piece that started on SQUARE has been removed
//   fight          the learner has attacked (any outcome)
//   strike         the learner has fired a missile (F-STRIKE)
//   launch         the learner has launched the 原爆 (F-STRIKE-4)
//   win            the game ended with the learner's win
// followed by any of
//   keep           no piece of the learner's may be lost on the way
//   in N           within N of the learner's moves
//
// Plain values; any thread.
#pragma once

#include "result.h"
#include "view.h"

#include <string_view>

namespace gunjin {

struct LessonGoal {
    enum class Kind : std::uint8_t { Reach, Take, Fight, Strike, Launch, Win };
    Kind kind = Kind::Reach;
    Square square = kNoSquare; // reach: the square; take: the opponent piece's start square
    Square from = kNoSquare;   // reach: the start square of the piece that must get there
    bool keep = false;         // no piece of the learner's may be lost
    int moveLimit = 0;         // the learner's moves allowed; 0: as many as it takes
    friend bool operator==(const LessonGoal&, const LessonGoal&) = default;
};

enum class LessonState : std::uint8_t { Going, Done, Failed };

// The goal of `text` on the board of `rules`, or an error saying what is wrong.
Result<LessonGoal> parseLessonGoal(const RuleSet& rules, std::string_view text);

// Where the learner stands after the moves of `view` (the learner's view). Failed: a piece was
// lost under `keep`, the moves ran out, or the game ended without the goal.
LessonState lessonState(const LessonGoal& goal, const SideView& view);

// The learner's moves so far.
int learnerMoves(const SideView& view);

} // namespace gunjin
