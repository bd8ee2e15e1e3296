#include "core/referee.h"
#include "helpers.h"
#include "reference_movegen.h"

using namespace gunjin;
using namespace gunjin::test;
using V = std::vector<std::string>;

TEST_CASE("R-MOVE-1: the first player moves first, sides alternate, no passing") {
    Rng rng(7);
    Referee referee(Setup::random(F, rng), Setup::random(S, rng));
    CHECK(referee.position().sideToMove() == F);
    MoveList moves;
    generateMoves(referee.position(), moves);
    REQUIRE_FALSE(moves.empty());
    for (Move m : moves) CHECK(referee.position().sideAt(m.from()) == F);
    REQUIRE(referee.play(moves[0]));
    CHECK(referee.position().sideToMove() == S);
    // A "pass" (a piece staying put) is never a move.
    CHECK_FALSE(referee.play(Move(sq("b5"), sq("b5"))));
    // Moving the opponent's piece is refused.
    CHECK_FALSE(referee.play(mv("b4-b3")));
    CHECK(referee.position().sideToMove() == S);
}

TEST_CASE("R-MOVE-2: no piece enters a square of its own side") {
    const auto pos = makePosition(
        {{"c3", F, T::Colonel}, {"c4", F, T::Mine}, {"b3", F, T::Spy}, {"d3", S, T::Spy}});
    CHECK(destinations(pos, "c3") == V{"c2", "d3"});
}

TEST_CASE("R-MOVE-3: only the plane crosses the river off the bridges") {
    const auto pos = makePosition(
        {{"a4", F, T::General}, {"b4", F, T::Major}, {"c4", F, T::Plane}, {"d4", F, T::Tank}});
    CHECK(destinations(pos, "a4") == V{"a3"});
    CHECK(destinations(pos, "b4") == V{"b3", "b5"});
    CHECK(destinations(pos, "d4") == V{"d3", "e4"});
    CHECK(destinations(pos, "c4") == V{"c2", "c3", "c5", "c6", "c7", "hq1", "hq8"});
}

TEST_CASE("R-MOVE-4: tank and cavalry go two straight forward over an empty square") {
    SECTION("across a bridge") {
        const auto pos = makePosition({{"b3", F, T::Tank}});
        CHECK(destinations(pos, "b3") == V{"a3", "b2", "b4", "b5", "c3"});
    }
    SECTION("blocked by a piece of either side in between") {
        const auto own = makePosition({{"b3", F, T::Cavalry}, {"b4", F, T::Spy}});
        CHECK(destinations(own, "b3") == V{"a3", "b2", "c3"});
        const auto theirs = makePosition({{"b3", F, T::Cavalry}, {"b4", S, T::Spy}});
        CHECK(destinations(theirs, "b3") == V{"a3", "b2", "b4", "c3"});
    }
    SECTION(
        "attacking two ahead, never two back or sideways, never across the river off a bridge") {
        const auto pos =
            makePosition({{"e6", S, T::Tank}, {"e4", F, T::Mine}, {"c3", F, T::Tank}}, S);
        CHECK(destinations(pos, "e6") == V{"d6", "e4", "e5", "e7", "f6"});
        const auto first = makePosition({{"c3", F, T::Tank}});
        CHECK(destinations(first, "c3") == V{"b3", "c2", "c4", "d3"});
    }
}

TEST_CASE("R-MOVE-5: the engineer slides and stops at the first piece") {
    const auto pos = makePosition(
        {{"b2", F, T::Engineer}, {"b6", S, T::Mine}, {"e2", F, T::Spy}, {"d3", F, T::Engineer}});
    CHECK(destinations(pos, "b2") == V{"a2", "b1", "b3", "b4", "b5", "b6", "c2", "d2"});
    // Off the b and e columns it cannot cross the river.
    CHECK(destinations(pos, "d3") == V{"a3", "b3", "c3", "d2", "d4", "e3", "f3", "hq1"});
}

TEST_CASE("R-MOVE-6: the plane jumps any distance along its column, one step sideways") {
    const auto pos = makePosition({{"e2", F, T::Plane},
                                   {"e3", S, T::General},
                                   {"e4", F, T::Mine},
                                   {"e6", F, T::Spy},
                                   {"e7", S, T::Spy},
                                   {"d2", F, T::Flag}});
    CHECK(destinations(pos, "e2") == V{"e1", "e3", "e5", "e7", "e8", "f2"});
}

TEST_CASE("R-MOVE-7: every multi-square move ends on entering an HQ") {
    SECTION("engineer along the back row") {
        const auto pos = makePosition({{"a1", F, T::Engineer}, {"a8", F, T::Engineer}});
        CHECK(destinations(pos, "a1") == V{"a2", "a3", "a4", "b1", "hq1"});
        CHECK(destinations(pos, "a8") == V{"a5", "a6", "a7", "b8", "hq8"});
    }
    SECTION("plane down the c column stops in the HQ") {
        const auto pos = makePosition({{"c5", S, T::Plane}}, S);
        CHECK(destinations(pos, "c5") == V{"b5", "c2", "c3", "c4", "c6", "c7", "d5", "hq1", "hq8"});
    }
    SECTION("from an HQ the lines leave along c and d; the far HQ is listed once") {
        const auto pos = makePosition({{"hq1", F, T::Plane}});
        CHECK(movesText(pos) == V{"hq1-b1", "hq1-c2", "hq1-c3", "hq1-c4", "hq1-c5", "hq1-c6",
                                  "hq1-c7", "hq1-d2", "hq1-d3", "hq1-d4", "hq1-d5", "hq1-d6",
                                  "hq1-d7", "hq1-e1", "hq1-hq8"});
        const auto eng = makePosition({{"hq1", F, T::Engineer}, {"d3", S, T::Spy}});
        CHECK(destinations(eng, "hq1") == V{"a1", "b1", "c2", "c3", "c4", "d2", "d3", "e1", "f1"});
    }
    SECTION("a tank cannot pass through the HQ with its two-square move") {
        const auto pos = makePosition({{"c7", F, T::Tank}});
        CHECK(destinations(pos, "c7") == V{"b7", "c6", "d7", "hq8"});
    }
}

TEST_CASE("R-MOVE-8: mines and flags never move") {
    const auto pos = makePosition({{"b2", F, T::Mine}, {"c3", F, T::Flag}, {"c4", S, T::Spy}});
    CHECK(movesText(pos).empty());
    CHECK_FALSE(hasLegalMove(pos, F));
}

TEST_CASE("R-MOVE-9: a plane fights only the piece it lands on") {
    auto pos = makePosition({{"c3", F, T::Plane},
                             {"c5", S, T::General},
                             {"c6", S, T::Spy},
                             {"c7", S, T::Captain},
                             {"a8", S, T::Major}});
    Referee referee(pos);
    const auto a = referee.play(mv("c3-c7"));
    REQUIRE(a);
    CHECK(a->outcome == CombatOutcome::AttackerWon);
    const Position& after = referee.position();
    CHECK(after.typeAt(sq("c5")) == T::General);
    CHECK(after.typeAt(sq("c6")) == T::Spy);
    CHECK(after.typeAt(sq("c7")) == T::Plane);
    CHECK(after.sideAt(sq("c7")) == F);
}

namespace {

Position randomScenario(Rng& rng) {
    Position pos;
    const int count = 1 + static_cast<int>(rng.below(kSquareCount));
    for (int i = 0; i < count; ++i) {
        const Square s = static_cast<Square>(rng.below(kSquareCount));
        if (!pos.isEmpty(s)) continue;
        pos.place(s, rng.below(2) ? S : F, static_cast<PieceType>(rng.below(kPieceTypeCount)));
    }
    pos.setSideToMove(rng.below(2) ? S : F);
    return pos;
}

} // namespace

TEST_CASE("R-MOVE-2 R-MOVE-3 R-MOVE-4 R-MOVE-5 R-MOVE-6 R-MOVE-7: fast generator agrees with a "
          "naive one on 30000 random scenarios") {
    Rng rng(2026);
    for (int n = 0; n < 30000; ++n) {
        const Position pos = randomScenario(rng);
        const auto fast = movesText(pos);
        const auto ref = referenceMoves(pos);
        REQUIRE(std::set<std::string>(fast.begin(), fast.end()).size() ==
                fast.size()); // no duplicates
        INFO(positionToJson(pos));
        REQUIRE(fast == std::vector<std::string>(ref.begin(), ref.end()));
        CHECK(hasLegalMove(pos, pos.sideToMove()) == !fast.empty());
        MoveList all;
        generateMoves(pos, all);
        for (Move m : all) REQUIRE(isLegal(pos, m));
    }
}

TEST_CASE("R-MOVE-6 R-MOVE-5 R-MOVE-4: which types could have made a move") {
    // What the opponent may deduce from a move of a piece it cannot see.
    const auto pos = makePosition(
        {{"c3", F, T::Unknown}, {"c5", S, T::Spy}, {"b2", F, T::Unknown}, {"e3", F, T::Unknown}},
        F);
    CHECK(couldMoveAs(pos, mv("c3-c6"), T::Plane)); // over the river: only a plane
    CHECK_FALSE(couldMoveAs(pos, mv("c3-c6"), T::Engineer));
    CHECK(couldMoveAs(pos, mv("b2-f2"), T::Engineer)); // sideways slide: only an engineer
    CHECK_FALSE(couldMoveAs(pos, mv("b2-f2"), T::Plane));
    CHECK(couldMoveAs(pos, mv("e3-e5"), T::Tank)); // two forward over the bridge
    CHECK(couldMoveAs(pos, mv("e3-e5"), T::Cavalry));
    CHECK(couldMoveAs(pos, mv("e3-e5"), T::Engineer));
    CHECK_FALSE(couldMoveAs(pos, mv("e3-e5"), T::Colonel));
    CHECK_FALSE(couldMoveAs(pos, mv("e3-e5"), T::Mine));
    for (T t : kAllPieceTypes) CHECK_FALSE(couldMoveAs(pos, mv("c3-d5"), t));
}
