#include "lesson_goal.h"

#include <charconv>
#include <numeric>
#include <sstream>

namespace gunjin {

namespace {

Error fail(std::string message) {
    return Error{std::move(message)};
}

bool won(const SideView& view) {
    return view.status() ==
           (view.side() == Side::First ? GameStatus::FirstWon : GameStatus::SecondWon);
}

bool met(const LessonGoal& goal, const SideView& view) {
    const Position& pos = view.position();
    switch (goal.kind) {
    case LessonGoal::Kind::Reach:
        return !pos.isEmpty(goal.square) && pos.sideAt(goal.square) == view.side() &&
               (goal.from == kNoSquare || pos.pieceAt(goal.square) == PieceId(goal.from));
    case LessonGoal::Kind::Take: return !pos.piece(PieceId(goal.square)).alive();
    case LessonGoal::Kind::Fight:
        for (const Announcement& a : view.announcements())
            if (a.mover == view.side() && a.outcome != CombatOutcome::None) return true;
        return false;
    case LessonGoal::Kind::Strike:
        for (const Announcement& a : view.announcements())
            if (a.mover == view.side() && a.move.isStrike()) return true;
        return false;
    case LessonGoal::Kind::Launch:
        for (const Announcement& a : view.announcements())
            if (a.mover == view.side() && a.move.kind() == MoveKind::Launch) return true;
        return false;
    case LessonGoal::Kind::Win: return won(view);
    }
    return false;
}

} // namespace

Result<LessonGoal> parseLessonGoal(const RuleSet& rules, std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string word;
    if (!(in >> word)) return fail("an empty goal");
    LessonGoal goal;
    const bool withSquare = word == "reach" || word == "take";
    if (word == "reach")
        goal.kind = LessonGoal::Kind::Reach;
    else if (word == "take")
        goal.kind = LessonGoal::Kind::Take;
    else if (word == "fight")
        goal.kind = LessonGoal::Kind::Fight;
    else if (word == "strike")
        goal.kind = LessonGoal::Kind::Strike;
    else if (word == "launch")
        goal.kind = LessonGoal::Kind::Launch;
    else if (word == "win")
        goal.kind = LessonGoal::Kind::Win;
    else
        return fail("\"" + word + "\" is not a goal (reach, take, fight, strike, launch, win)");
    if (withSquare) {
        std::string name;
        if (!(in >> name)) return fail("\"" + word + "\" needs a square");
        const auto square = rules.board().parse(name);
        if (!square) return fail("\"" + name + "\" is not a square of " + rules.code());
        goal.square = *square;
    }
    if (goal.kind == LessonGoal::Kind::Reach && in.peek() != EOF) {
        const auto mark = in.tellg();
        std::string next, name;
        if (in >> next && next == "from") {
            if (!(in >> name)) return fail("\"from\" needs a square");
            const auto from = rules.board().parse(name);
            if (!from) return fail("\"" + name + "\" is not a square of " + rules.code());
            goal.from = *from;
        } else {
            in.clear();
            in.seekg(mark);
        }
    }
    while (in >> word) {
        if (word == "keep") {
            goal.keep = true;
        } else if (word == "in") {
            std::string count;
            int n = 0;
            if (!(in >> count) ||
                std::from_chars(count.data(), count.data() + count.size(), n).ec != std::errc{} ||
                n < 1)
                return fail("\"in\" needs a number of moves");
            goal.moveLimit = n;
        } else {
            return fail("\"" + word + "\" is not keep or in N");
        }
    }
    return goal;
}

int learnerMoves(const SideView& view) {
    int n = 0;
    for (const Announcement& a : view.announcements()) n += a.mover == view.side();
    return n;
}

LessonState lessonState(const LessonGoal& goal, const SideView& view) {
    if (goal.keep) {
        const auto lost = view.ownLost();
        if (std::accumulate(lost.begin(), lost.end(), 0) > 0) return LessonState::Failed;
    }
    if (met(goal, view)) return LessonState::Done;
    if (view.isOver()) return LessonState::Failed;
    if (goal.moveLimit > 0 && learnerMoves(view) >= goal.moveLimit) return LessonState::Failed;
    return LessonState::Going;
}

} // namespace gunjin
