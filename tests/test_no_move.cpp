// whyNoMove: the reasons a chosen piece cannot move, as the player is told them.
#include "core/no_move.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;

namespace {

NoMoveReasons why(const Position& pos, const char* square) {
    return whyNoMove(pos, pos.pieceAt(sq(pos.rules(), square)));
}

NoMoveReasons reasons(std::initializer_list<bool NoMoveReasons::*> set) {
    NoMoveReasons r;
    for (auto member : set) r.*member = true;
    return r;
}

const RuleSet kFederation = RuleSet::federation();

} // namespace

TEST_CASE("R-MOVE-8: a mine and a flag never move - that is the reason given") {
    const auto pos = makePosition({{"a1", F, T::Mine}, {"c3", F, T::Flag}});
    CHECK(why(pos, "a1") == reasons({&NoMoveReasons::neverMoves}));
    CHECK(why(pos, "c3") == reasons({&NoMoveReasons::neverMoves}));
}

TEST_CASE("R-MOVE-2: a piece boxed in by its own pieces is blocked by them, not by the river") {
    const auto pos = makePosition({{"c2", F, T::Colonel},
                                   {"b2", F, T::Spy},
                                   {"d2", F, T::Mine},
                                   {"c3", F, T::Major},
                                   {"hq1", F, T::Flag}});
    CHECK(why(pos, "c2") == reasons({&NoMoveReasons::ownPieces}));
    // A piece that has a move has no reason.
    CHECK_FALSE(why(pos, "c3").any());
    CHECK_FALSE(why(pos, "b2").any());
}

TEST_CASE("R-MOVE-3: on the river bank off a bridge the river is a reason, at a bridge it is not") {
    // a4 would go to a5 if the river had a bridge there: a3 and b4 are its own.
    const auto bank = makePosition({{"a4", F, T::General}, {"a3", F, T::Spy}, {"b4", F, T::Tank}});
    CHECK(why(bank, "a4") == reasons({&NoMoveReasons::ownPieces, &NoMoveReasons::riverBank}));
    // b4 is an entry square: it crosses at the bridge, so only its own pieces block it.
    const auto bridge = makePosition({{"b4", F, T::Major},
                                      {"a4", F, T::Mine},
                                      {"c4", F, T::Mine},
                                      {"b3", F, T::Spy},
                                      {"b5", F, T::Captain}});
    CHECK(why(bridge, "b4") == reasons({&NoMoveReasons::ownPieces}));
    // Away from the river the river is never named.
    const auto back = makePosition({{"a1", F, T::Major}, {"a2", F, T::Spy}, {"b1", F, T::Mine}});
    CHECK(why(back, "a1") == reasons({&NoMoveReasons::ownPieces}));
}

TEST_CASE("R-MOVE-5: an engineer's slides are stopped by its own pieces") {
    const auto pos = makePosition({{"a1", F, T::Engineer}, {"a2", F, T::Spy}, {"b1", F, T::Mine}});
    CHECK(why(pos, "a1") == reasons({&NoMoveReasons::ownPieces}));
}

TEST_CASE("R-MOVE-6: a plane crosses the river, so the river is no reason for it") {
    // a4's plane: a3 and a5 (its column) and b4 (sideways) all hold its own pieces, and so
    // does every square of its column it could fly to.
    Position pos;
    for (const char* s : {"a1", "a2", "a3", "a5", "a6", "a7", "a8", "b4"})
        pos.place(sq(s), F, T::Spy);
    pos.place(sq("a4"), F, T::Plane);
    CHECK(why(pos, "a4") == reasons({&NoMoveReasons::ownPieces}));
}

TEST_CASE("F-MOVE-6: the marshal and the atomic bomb never move by themselves") {
    const auto pos = makePosition(kFederation, {{"e1", F, T::Marshal}, {"c2", F, T::AtomicBomb}});
    CHECK(why(pos, "hq1").neverMoves);
    CHECK(why(pos, "c2") == reasons({&NoMoveReasons::neverMoves}));
}

TEST_CASE("F-MOVE-4: off the bridge the river bank is a reason, at a bridgehead it is not") {
    const auto bank =
        makePosition(kFederation, {{"a3", F, T::General}, {"a2", F, T::Spy}, {"b3", F, T::Mine}});
    CHECK(why(bank, "a3") == reasons({&NoMoveReasons::ownPieces, &NoMoveReasons::riverBank}));
    // c3 is a bridgehead: e5 (its own piece there) closes the bridge.
    const auto head = makePosition(kFederation, {{"c3", F, T::Major},
                                                 {"b3", F, T::Mine},
                                                 {"d3", F, T::Mine},
                                                 {"c2", F, T::Spy},
                                                 {"e5", F, T::Captain}});
    CHECK(why(head, "c3") == reasons({&NoMoveReasons::ownPieces}));
}

TEST_CASE("F-MOVE-8: the opponent's HQ is named when it is guarded") {
    // e8 steps to d8, f8, e7 (its own) or into hq9, which c9's piece guards.
    const auto pos = makePosition(kFederation, {{"e8", F, T::General},
                                                {"d8", F, T::Mine},
                                                {"f8", F, T::Mine},
                                                {"e7", F, T::Spy},
                                                {"c9", S, T::Unknown},
                                                {"e9", S, T::Marshal}});
    CHECK(why(pos, "e8") == reasons({&NoMoveReasons::ownPieces, &NoMoveReasons::guardedHq}));
}

TEST_CASE("F-MOVE-2: a missile steps only onto empty squares and strikes no HQ") {
    // The missile on e8: its own pieces on d8, f8, e7, the opponent's marshal alone in hq9.
    const auto pos = makePosition(kFederation, {{"e8", F, T::Missile},
                                                {"d8", F, T::Mine},
                                                {"f8", F, T::Mine},
                                                {"e7", F, T::Spy},
                                                {"e9", S, T::Marshal}});
    CHECK(why(pos, "e8") == reasons({&NoMoveReasons::ownPieces, &NoMoveReasons::onlyEmptySquares}));
}

TEST_CASE("R-COMBAT-1: a piece removed in a combat is named as removed, not as blocked") {
    Position pos = makePosition({{"c3", F, T::Spy}, {"c4", S, T::General}});
    pos.applyOutcome(Move(sq("c3"), sq("c4")), CombatOutcome::DefenderWon);
    CHECK(whyNoMove(pos, sq("c3")) == reasons({&NoMoveReasons::removed}));
}
