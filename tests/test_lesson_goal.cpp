// The tutorial's goals (core/lesson_goal.h) and the lesson opponent (ai/lesson_reply.h): judged
// from the learner's view alone; the opponent steps its movers aside and back, never attacks
// while it has a quiet move, and decides from its own view.
#include "ai/lesson_reply.h"
#include "core/lesson_goal.h"

#include "helpers.h"

#include <catch2/catch.hpp>

using namespace gunjin;
using namespace gunjin::test;
using T = PieceType;

namespace {

const RuleSet kClassic = RuleSet::classic();

LessonGoal goal(const char* text) {
    const auto g = parseLessonGoal(kClassic, text);
    INFO((g ? std::string() : g.error()));
    REQUIRE(g);
    return *g;
}

Position lessonStart() {
    return makePosition({{"b4", F, T::Major},
                         {"e2", F, T::Captain},
                         {"b5", S, T::Mine},
                         {"f8", S, T::Captain},
                         {"e8", S, T::Flag}});
}

} // namespace

TEST_CASE("Lesson goals: the written forms and their errors") {
    CHECK(goal("reach b5") == LessonGoal{LessonGoal::Kind::Reach, sq("b5"), kNoSquare, false, 0});
    CHECK(goal("reach b5 from b3 in 2") ==
          LessonGoal{LessonGoal::Kind::Reach, sq("b5"), sq("b3"), false, 2});
    CHECK(goal("take hq8 keep in 3") ==
          LessonGoal{LessonGoal::Kind::Take, sq("hq8"), kNoSquare, true, 3});
    CHECK(goal("win in 2").kind == LessonGoal::Kind::Win);
    CHECK(goal("fight").kind == LessonGoal::Kind::Fight);
    CHECK(goal("strike keep").keep);
    CHECK(goal("launch in 1").kind == LessonGoal::Kind::Launch);
    for (const char* bad : {"", "go b5", "reach", "reach z9", "take b5 in", "take b5 in 0",
                            "take b5 in two", "win soon", "reach b5 from", "reach b5 from z1"}) {
        INFO(bad);
        CHECK_FALSE(parseLessonGoal(kClassic, bad));
    }
    // A square of the federation board is not one of the classic board.
    CHECK_FALSE(parseLessonGoal(kClassic, "reach i9"));
    CHECK(parseLessonGoal(RuleSet::federation(), "reach i9"));
}

TEST_CASE("Lesson goals: reach and take are judged from the learner's view (R-INFO-1)") {
    const Position start = lessonStart();
    const LessonGoal reach = goal("reach c4 in 2");
    CHECK(lessonState(reach, SideView::fromPosition(start, F)) == LessonState::Going);
    CHECK(lessonState(reach, viewAfter(start, F, {"b4-c4"})) == LessonState::Done);
    // Two of the learner's moves elsewhere use the moves up.
    CHECK(lessonState(reach, viewAfter(start, F, {"e2-e3", "f8-f7"})) == LessonState::Going);
    CHECK(lessonState(reach, viewAfter(start, F, {"e2-e3", "f8-f7", "e3-e4"})) ==
          LessonState::Failed);
    CHECK(learnerMoves(viewAfter(start, F, {"e2-e3", "f8-f7", "e3-e4"})) == 2);
    // "from": only the piece that started there counts.
    CHECK(lessonState(goal("reach e3 from b4"), viewAfter(start, F, {"e2-e3"})) ==
          LessonState::Going);
    CHECK(lessonState(goal("reach c4 from b4"), viewAfter(start, F, {"b4-c4"})) ==
          LessonState::Done);
    // R-COMBAT-5: the major and the mine both go - taken, but not kept.
    const SideView tie = viewAfter(start, F, {"b4-b5"});
    CHECK(lessonState(goal("take b5"), tie) == LessonState::Done);
    CHECK(lessonState(goal("take b5 keep"), tie) == LessonState::Failed);
    CHECK(lessonState(goal("fight"), tie) == LessonState::Done);
    CHECK(lessonState(goal("fight"), viewAfter(start, F, {"e2-e3"})) == LessonState::Going);
}

TEST_CASE("Lesson goals: win is the learner's win (R-END-1), and a game over without it fails") {
    const Position start = makePosition(
        {{"c7", F, T::Major}, {"e7", F, T::Tank}, {"a8", S, T::Captain}, {"f8", S, T::Captain}});
    const LessonGoal win = goal("win");
    CHECK(lessonState(win, viewAfter(start, F, {"e7-e8"})) == LessonState::Going);
    CHECK(lessonState(win, viewAfter(start, F, {"c7-hq8"})) == LessonState::Done);
    // The learner resigning: over, not won.
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    REQUIRE(referee.resign(F));
    REQUIRE(view.applyEnd(endEventFor(referee, F)));
    CHECK(lessonState(win, view) == LessonState::Failed);
}

TEST_CASE("Lesson opponent: a mover steps aside and back, attacks only when it must, and sees "
          "no hidden type (R-INFO-3)") {
    const Position start = lessonStart();
    const std::vector<PieceId> movers{PieceId(sq("f8"))};
    SideView view = viewAfter(start, S, {"e2-e3"});
    auto reply = ai::lessonReply(view, movers);
    REQUIRE(reply);
    CHECK(reply->from() == sq("f8"));
    CHECK(start.isEmpty(reply->to()));
    // Away from its start square, it goes back.
    Referee referee(start);
    SideView second = SideView::fromPosition(start, S);
    for (Move m : {mv("e2-e3"), *reply, mv("e3-e4")}) REQUIRE(second.apply(*referee.play(m)));
    const auto back = ai::lessonReply(second, movers);
    REQUIRE(back);
    CHECK(back->to() == sq("f8"));
    // The learner's types do not change its answer: they are not in its view.
    Position other = makePosition({{"b4", F, T::General},
                                   {"e2", F, T::Spy},
                                   {"b5", S, T::Mine},
                                   {"f8", S, T::Captain},
                                   {"e8", S, T::Flag}});
    CHECK(ai::lessonReply(viewAfter(other, S, {"e2-e3"}), movers) == reply);
    // With nothing else to do it attacks: a lone mover hemmed in by the learner's pieces.
    const Position hemmed = makePosition(
        {{"a1", F, T::General}, {"f7", F, T::Major}, {"e8", F, T::Major}, {"f8", S, T::Captain}},
        S);
    const auto forced = ai::lessonReply(SideView::fromPosition(hemmed, S), movers);
    REQUIRE(forced);
    CHECK_FALSE(hemmed.isEmpty(forced->to()));
}
