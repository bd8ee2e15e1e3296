#include "core/combat.h"
#include "core/view.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;

TEST_CASE("R-END-1: an officer entering the opponent's HQ wins at once") {
    SECTION("empty HQ") {
        Referee r(makePosition({{"c7", F, T::Major}, {"a8", S, T::Spy}}));
        const auto a = r.play(mv("c7-hq8"));
        REQUIRE(a);
        CHECK(a->status == GameStatus::FirstWon);
        CHECK(a->reason == EndReason::Occupation);
        CHECK(r.isOver());
        CHECK_FALSE(r.play(mv("a8-a7"))); // nothing is played after the end
    }
    SECTION("by winning the combat in the HQ") {
        Referee r(
            makePosition({{"d2", S, T::General}, {"hq1", F, T::Colonel}, {"a1", F, T::Spy}}, S));
        const auto a = r.play(mv("d2-hq1"));
        REQUIRE(a);
        CHECK(a->outcome == CombatOutcome::AttackerWon);
        CHECK(a->status == GameStatus::SecondWon);
        CHECK(a->reason == EndReason::Occupation);
    }
    SECTION("not by a tie, a lost fight, or a non-officer") {
        Referee tie(makePosition(
            {{"c7", F, T::Major}, {"hq8", S, T::Mine}, {"a8", S, T::Spy}, {"a1", F, T::Spy}}));
        CHECK(tie.play(mv("c7-hq8"))->status == GameStatus::Ongoing);
        Referee plane(makePosition({{"c3", F, T::Plane}, {"a8", S, T::Spy}}));
        CHECK(plane.play(mv("c3-hq8"))->status == GameStatus::Ongoing);
        // Entering one's own HQ is no occupation either.
        Referee own(makePosition({{"c2", F, T::General}, {"a8", S, T::Spy}}));
        CHECK(own.play(mv("c2-hq1"))->status == GameStatus::Ongoing);
    }
}

TEST_CASE("R-END-2: the 100th consecutive move without combat draws - combat resets") {
    SECTION("the 100th quiet move") {
        Referee r(makePosition({{"a3", F, T::Major}, {"a6", S, T::Major}}, F, 99));
        const auto a = r.play(mv("a3-a4"));
        REQUIRE(a);
        CHECK(a->status == GameStatus::Draw);
        CHECK(a->reason == EndReason::NoCombatLimit);
    }
    SECTION("a combat on the 100th move resets the count") {
        Referee r(makePosition({{"a4", F, T::Major}, {"b4", S, T::Spy}, {"f8", S, T::Spy}}, F, 99));
        const auto a = r.play(mv("a4-b4"));
        REQUIRE(a);
        CHECK(a->status == GameStatus::Ongoing);
        CHECK(r.position().noCombatPlies() == 0);
    }
    SECTION("counting up, both sides together") {
        Referee r(makePosition({{"a3", F, T::Major}, {"f6", S, T::Major}}, F, 10));
        REQUIRE(r.play(mv("a3-a2")));
        REQUIRE(r.play(mv("f6-f7")));
        CHECK(r.position().noCombatPlies() == 12);
    }
    SECTION("a quiet move into the opponent's HQ by a non-officer counts like any other") {
        Referee r(makePosition({{"c7", F, T::Tank}, {"a6", S, T::Major}}, F, 99));
        const auto a = r.play(mv("c7-hq8"));
        CHECK(a->reason == EndReason::NoCombatLimit);
    }
    SECTION("occupation is checked before the limit") {
        Referee r(makePosition({{"c7", F, T::Major}, {"a6", S, T::Major}}, F, 99));
        const auto a = r.play(mv("c7-hq8"));
        CHECK(a->status == GameStatus::FirstWon);
        CHECK(a->reason == EndReason::Occupation);
    }
}

TEST_CASE("R-END-3: if after the move neither side can move, it is a draw") {
    Referee r(makePosition(
        {{"b3", F, T::Captain}, {"b4", S, T::Captain}, {"a1", F, T::Mine}, {"f8", S, T::Flag}}));
    const auto a = r.play(mv("b3-b4"));
    REQUIRE(a);
    CHECK(a->outcome == CombatOutcome::BothRemoved);
    CHECK(a->status == GameStatus::Draw);
    CHECK(a->reason == EndReason::BothNoLegalMoves);
}

TEST_CASE("R-END-4: the side to move without a legal move loses") {
    SECTION("every movable piece lost") {
        Referee r(makePosition({{"b3", F, T::General}, {"b4", S, T::Colonel}, {"f8", S, T::Mine}}));
        const auto a = r.play(mv("b3-b4"));
        CHECK(a->status == GameStatus::FirstWon);
        CHECK(a->reason == EndReason::NoLegalMoves);
    }
    SECTION("movable pieces boxed in by their own side") {
        Referee r(makePosition(
            {{"a8", S, T::Captain}, {"a7", S, T::Mine}, {"b8", S, T::Flag}, {"f2", F, T::Spy}}));
        const auto a = r.play(mv("f2-f3"));
        CHECK(a->status == GameStatus::FirstWon);
        CHECK(a->reason == EndReason::NoLegalMoves);
    }
    SECTION("the mover stuck but the opponent free: the game goes on") {
        Referee r(makePosition(
            {{"a3", F, T::Captain}, {"a4", S, T::Colonel}, {"a1", F, T::Mine}, {"f8", S, T::Spy}}));
        const auto a = r.play(mv("a3-a4"));
        CHECK(a->outcome == CombatOutcome::DefenderWon);
        CHECK(a->status == GameStatus::Ongoing);
        // Now the second player moves; after that the first player has nothing and loses.
        const auto b = r.play(mv("f8-f7"));
        CHECK(b->status == GameStatus::SecondWon);
        CHECK(b->reason == EndReason::NoLegalMoves);
    }
}

TEST_CASE("R-END-5: a player may resign at any time - the opponent wins") {
    Rng rng(5);
    Referee r(Setup::random(F, rng), Setup::random(S, rng));
    const auto end = r.resign(S); // not the second player's turn: still allowed
    REQUIRE(end);
    CHECK(end->status == GameStatus::FirstWon);
    CHECK(end->reason == EndReason::Resignation);
    CHECK(r.resigned() == S);
    CHECK_FALSE(r.resign(F));
    CHECK_FALSE(r.play(mv("b4-b5")));
}

TEST_CASE("R-END-6: at the end every piece of both sides is revealed") {
    Rng rng(6);
    const Setup first = Setup::random(F, rng), second = Setup::random(S, rng);
    Referee r(first, second);
    SideView view(first);
    for (int i = 0; i < 40 && !r.isOver(); ++i) {
        MoveList moves;
        generateMoves(r.position(), moves);
        REQUIRE(view.apply(r.playLegal(moves[rng.below(moves.size())])));
    }
    int unknown = 0;
    for (int id = 23; id < kSquareCount; ++id)
        unknown += view.position().piece(id).type == T::Unknown;
    CHECK(unknown == 23);
    if (!r.isOver()) REQUIRE(r.resign(F));
    REQUIRE(view.applyEnd(endEventFor(r, F)));
    for (int id = 23; id < kSquareCount; ++id)
        CHECK(view.position().piece(id).type == second.typeAt(static_cast<Square>(id)));
}

namespace {

// Checks everything R-END and the board invariants say about one random game.
struct GameStats {
    int plies = 0;
    std::array<int, 6> reasons{};
};

void checkInvariants(const Position& pos) {
    int occupied = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        const PieceId id = pos.pieceAt(static_cast<Square>(s));
        if (id == kNoPiece) continue;
        ++occupied;
        REQUIRE(pos.piece(id).square == s); // one piece per square, board and pieces agree
    }
    REQUIRE(occupied == pos.aliveCount(F) + pos.aliveCount(S));
}

GameStats playRandomGame(Rng& rng) {
    const Setup first = Setup::random(F, rng), second = Setup::random(S, rng);
    Referee r(first, second);
    GameStats stats;
    int alive[2] = {23, 23};
    while (!r.isOver()) {
        const Position before = r.position();
        REQUIRE(before.noCombatPlies() < kNoCombatLimit);
        REQUIRE(hasLegalMove(before, before.sideToMove()));
        MoveList moves;
        generateMoves(before, moves);
        // A move not in the list is refused and changes nothing.
        const Move bogus(static_cast<Square>(rng.below(kSquareCount)),
                         static_cast<Square>(rng.below(kSquareCount)));
        REQUIRE(isLegal(before, bogus) == moves.contains(bogus));
        if (!moves.contains(bogus)) {
            REQUIRE_FALSE(r.play(bogus));
            REQUIRE(r.position() == before);
        }
        const Move m = moves[rng.below(moves.size())];
        const auto a = r.play(m);
        REQUIRE(a);
        const Position& after = r.position();
        checkInvariants(after);
        // Pieces never multiply; a combat removes one or two, a quiet move none.
        const int lost = alive[0] + alive[1] - after.aliveCount(F) - after.aliveCount(S);
        REQUIRE(lost == (a->outcome == CombatOutcome::None          ? 0
                         : a->outcome == CombatOutcome::BothRemoved ? 2
                                                                    : 1));
        alive[0] = after.aliveCount(F);
        alive[1] = after.aliveCount(S);
        REQUIRE(after.noCombatPlies() ==
                (a->outcome == CombatOutcome::None ? before.noCombatPlies() + 1 : 0));
        const Side mover = a->mover;
        const bool occupied = m.to() == hqOf(opponent(mover)) && !after.isEmpty(m.to()) &&
                              after.sideAt(m.to()) == mover && isOfficer(after.typeAt(m.to()));
        switch (a->reason) {
        case EndReason::None:
            REQUIRE_FALSE(occupied);
            REQUIRE(a->status == GameStatus::Ongoing);
            break;
        case EndReason::Occupation:
            REQUIRE(occupied);
            REQUIRE(a->status == winFor(mover));
            break;
        case EndReason::NoCombatLimit:
            REQUIRE_FALSE(occupied);
            REQUIRE(after.noCombatPlies() == kNoCombatLimit);
            REQUIRE(a->status == GameStatus::Draw);
            break;
        case EndReason::BothNoLegalMoves:
            REQUIRE(after.noCombatPlies() < kNoCombatLimit);
            REQUIRE_FALSE(hasLegalMove(after, F));
            REQUIRE_FALSE(hasLegalMove(after, S));
            REQUIRE(a->status == GameStatus::Draw);
            break;
        case EndReason::NoLegalMoves:
            REQUIRE(after.noCombatPlies() < kNoCombatLimit);
            REQUIRE_FALSE(hasLegalMove(after, opponent(mover)));
            REQUIRE(hasLegalMove(after, mover));
            REQUIRE(a->status == winFor(mover));
            break;
        case EndReason::Resignation: FAIL("a move cannot end by resignation");
        case EndReason::MarshalTaken:
        case EndReason::FlagTaken:
        case EndReason::GeneralDefeated:
        case EndReason::AllMovableTaken: FAIL("an end of another rule set in the classic game");
        }
        REQUIRE(r.ply() < 100000); // every game ends
    }
    stats.plies = r.ply();
    ++stats.reasons[static_cast<int>(r.reason())];
    return stats;
}

} // namespace

TEST_CASE("R-END-1 R-END-2 R-END-3 R-END-4 R-COMBAT-4: invariants over 10000 random games") {
    Rng rng(20261129);
    std::array<int, 6> reasons{};
    long plies = 0;
    for (int game = 0; game < 10000; ++game) {
        const GameStats s = playRandomGame(rng);
        plies += s.plies;
        for (int i = 0; i < 6; ++i) reasons[i] += s.reasons[i];
    }
    // Random play reaches the common endings.
    CHECK(reasons[static_cast<int>(EndReason::Occupation)] > 0);
    CHECK(reasons[static_cast<int>(EndReason::NoCombatLimit)] > 0);
    CHECK(reasons[static_cast<int>(EndReason::NoLegalMoves)] > 0);
    CHECK(plies > 10000);
}
