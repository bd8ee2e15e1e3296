#include "core/combat.h"
#include "core/referee.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;
using O = CombatOutcome;

namespace {

// Plays from-to with the referee and returns the announcement.
Announcement fight(std::initializer_list<P> pieces, const char* move, Side toMove = F) {
    Referee referee(makePosition(pieces, toMove));
    auto a = referee.play(mv(move));
    REQUIRE(a);
    return *a;
}

const std::vector<T> kStrength = {
    T::General,          T::LieutenantGeneral, T::MajorGeneral, T::Plane,   T::Tank,
    T::Colonel,          T::LieutenantColonel, T::Major,        T::Captain, T::FirstLieutenant,
    T::SecondLieutenant, T::Cavalry,           T::Engineer,     T::Spy};

} // namespace

TEST_CASE("R-COMBAT-1: the stronger movable piece wins, in the order of rules.md") {
    for (std::size_t i = 0; i < kStrength.size(); ++i)
        for (std::size_t j = 0; j < kStrength.size(); ++j) {
            if (i == j) continue;
            const T a = kStrength[i], d = kStrength[j];
            const bool spyGeneral =
                (a == T::Spy && d == T::General) || (a == T::General && d == T::Spy);
            if (spyGeneral) continue;
            INFO(pieceTypeId(a) << " attacks " << pieceTypeId(d));
            CHECK(judge(a, d) == (i < j ? O::AttackerWon : O::DefenderWon));
        }
    // The table's notable pairs, spelled out.
    CHECK(judge(T::Tank, T::Engineer) == O::AttackerWon);
    CHECK(judge(T::Engineer, T::Tank) == O::DefenderWon);
    CHECK(judge(T::Plane, T::Tank) == O::AttackerWon);
    CHECK(judge(T::Tank, T::Colonel) == O::AttackerWon);
    CHECK(judge(T::MajorGeneral, T::Plane) == O::AttackerWon);
    CHECK(judge(T::Cavalry, T::Engineer) == O::AttackerWon);
}

TEST_CASE("R-COMBAT-2: equal types remove each other") {
    for (T t : kStrength) CHECK(judge(t, t) == O::BothRemoved);
    const auto a = fight({{"b3", F, T::Captain}, {"b4", S, T::Captain}}, "b3-b4");
    CHECK(a.outcome == O::BothRemoved);
}

TEST_CASE("R-COMBAT-3: the spy beats the general attacking or defending, and loses to all else") {
    CHECK(judge(T::Spy, T::General) == O::AttackerWon);
    CHECK(judge(T::General, T::Spy) == O::DefenderWon);
    for (T t : kStrength)
        if (t != T::General && t != T::Spy) {
            CHECK(judge(T::Spy, t) == O::DefenderWon);
            CHECK(judge(t, T::Spy) == O::AttackerWon);
        }
}

TEST_CASE("R-COMBAT-4: the winner stays or moves in") {
    Referee attackerWins(makePosition({{"c3", F, T::Colonel}, {"c4", S, T::Major}}));
    REQUIRE(attackerWins.play(mv("c3-c4")));
    CHECK(attackerWins.position().isEmpty(sq("c3")));
    CHECK(attackerWins.position().typeAt(sq("c4")) == T::Colonel);
    CHECK(attackerWins.position().aliveCount(S) == 0);

    Referee defenderWins(makePosition({{"c3", F, T::Major}, {"c4", S, T::Colonel}}));
    REQUIRE(defenderWins.play(mv("c3-c4")));
    CHECK(defenderWins.position().isEmpty(sq("c3")));
    CHECK(defenderWins.position().typeAt(sq("c4")) == T::Colonel);
    CHECK(defenderWins.position().sideAt(sq("c4")) == S);
    CHECK(defenderWins.position().aliveCount(F) == 0);
}

TEST_CASE("R-COMBAT-5: mines: plane and engineer win, everything else dies with the mine") {
    CHECK(judge(T::Plane, T::Mine) == O::AttackerWon);
    CHECK(judge(T::Engineer, T::Mine) == O::AttackerWon);
    for (T t : kStrength)
        if (t != T::Plane && t != T::Engineer) CHECK(judge(t, T::Mine) == O::BothRemoved);
    // The general too, and the mine is gone afterwards (it acts once).
    Referee referee(makePosition(
        {{"b3", F, T::General}, {"b4", S, T::Mine}, {"a3", F, T::Spy}, {"f8", S, T::Spy}}));
    const auto a = referee.play(mv("b3-b4"));
    REQUIRE(a);
    CHECK(a->outcome == O::BothRemoved);
    CHECK(referee.position().isEmpty(sq("b4")));
    CHECK(referee.position().isEmpty(sq("b3")));
    Referee engineer(makePosition({{"b2", F, T::Engineer}, {"b4", S, T::Mine}}));
    REQUIRE(engineer.play(mv("b2-b4")));
    CHECK(engineer.position().typeAt(sq("b4")) == T::Engineer);
}

TEST_CASE("R-COMBAT-6: a flag fights with the strength of the friendly piece behind it") {
    SECTION("defender wins: the attacker is removed, flag and back piece stay") {
        Referee r(makePosition({{"c3", S, T::Flag}, {"c4", S, T::General}, {"c2", F, T::Colonel}}));
        // Second player's flag on c3 has c4 behind it (toward row 8).
        const auto a = r.play(mv("c2-c3"));
        REQUIRE(a);
        CHECK(a->outcome == O::DefenderWon);
        CHECK(r.position().typeAt(sq("c3")) == T::Flag);
        CHECK(r.position().typeAt(sq("c4")) == T::General);
        CHECK(r.position().isEmpty(sq("c2")));
    }
    SECTION("attacker wins: only the flag is removed, the attacker moves in") {
        Referee r(
            makePosition({{"b2", F, T::Flag}, {"b1", F, T::Major}, {"b3", S, T::Colonel}}, S));
        const auto a = r.play(mv("b3-b2"));
        REQUIRE(a);
        CHECK(a->outcome == O::AttackerWon);
        CHECK(r.position().typeAt(sq("b2")) == T::Colonel);
        CHECK(r.position().typeAt(sq("b1")) == T::Major);
    }
    SECTION("tie: flag and attacker removed, the back piece stays") {
        Referee r(
            makePosition({{"b2", F, T::Flag}, {"b1", F, T::Captain}, {"b3", S, T::Captain}}, S));
        const auto a = r.play(mv("b3-b2"));
        REQUIRE(a);
        CHECK(a->outcome == O::BothRemoved);
        CHECK(r.position().isEmpty(sq("b2")));
        CHECK(r.position().isEmpty(sq("b3")));
        CHECK(r.position().typeAt(sq("b1")) == T::Captain);
    }
    SECTION("behind c2 and d2 is the HQ") {
        const auto pos = makePosition(
            {{"d2", F, T::Flag}, {"hq1", F, T::LieutenantGeneral}, {"d3", S, T::MajorGeneral}}, S);
        CHECK(effectiveDefender(pos, sq("d2")) == T::LieutenantGeneral);
        CHECK(judgeMove(pos, mv("d3-d2")) == O::DefenderWon);
    }
    SECTION("a mine behind is judged as a mine and stays") {
        Referee r(makePosition(
            {{"e3", F, T::Flag}, {"e2", F, T::Mine}, {"e4", S, T::General}, {"a8", S, T::Spy}}, S));
        const auto a = r.play(mv("e4-e3"));
        REQUIRE(a);
        CHECK(a->outcome == O::BothRemoved);
        CHECK(r.position().isEmpty(sq("e3")));
        CHECK(r.position().typeAt(sq("e2")) == T::Mine);
        const auto pos =
            makePosition({{"e3", F, T::Flag}, {"e2", F, T::Mine}, {"e4", S, T::Engineer}}, S);
        CHECK(judgeMove(pos, mv("e4-e3")) == O::AttackerWon);
    }
    SECTION("a spy behind beats an attacking general") {
        const auto pos =
            makePosition({{"c6", S, T::Flag}, {"c7", S, T::Spy}, {"c5", F, T::General}});
        CHECK(judgeMove(pos, mv("c5-c6")) == O::DefenderWon);
        const auto lg =
            makePosition({{"c6", S, T::Flag}, {"c7", S, T::Spy}, {"c5", F, T::Captain}});
        CHECK(judgeMove(lg, mv("c5-c6")) == O::AttackerWon);
    }
}

TEST_CASE("R-COMBAT-7: a flag with nothing friendly behind it loses to every attacker") {
    for (T t : kStrength) {
        const auto empty = makePosition({{"c3", F, T::Flag}, {"c4", S, t}}, S);
        CHECK(judgeMove(empty, mv("c4-c3")) == O::AttackerWon);
        const auto enemy =
            makePosition({{"c3", F, T::Flag}, {"c2", S, T::General}, {"c4", S, t}}, S);
        CHECK(judgeMove(enemy, mv("c4-c3")) == O::AttackerWon);
    }
}

TEST_CASE("R-PIECE-1: only the six officers occupy") {
    const std::vector<T> officers = {T::General, T::LieutenantGeneral, T::MajorGeneral,
                                     T::Colonel, T::LieutenantColonel, T::Major};
    for (T t : kAllPieceTypes) {
        const bool officer = std::find(officers.begin(), officers.end(), t) != officers.end();
        CHECK(isOfficer(t) == officer);
        if (!isMovable(t)) continue;
        Referee r(makePosition({{"c7", F, t}, {"a8", S, T::Spy}, {"a1", F, T::Spy}}));
        const auto a = r.play(mv("c7-hq8"));
        REQUIRE(a);
        INFO(pieceTypeId(t));
        CHECK(a->status == (officer ? GameStatus::FirstWon : GameStatus::Ongoing));
    }
}
