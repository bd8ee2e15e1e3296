// The house rules H-1…H-7 of rules.md and the "H rulings" where they meet the other rules,
// scenario by scenario; every scenario also checks that the default `classic` is unchanged.
#include "core/combat.h"
#include "core/match.h"
#include "helpers.h"

#include <nlohmann/json.hpp>

using namespace gunjin;
using namespace gunjin::test;

namespace {

RuleSet rulesFor(const char* code) {
    const auto r = RuleSet::fromCode(code);
    INFO(code);
    REQUIRE(r.ok());
    return *r;
}

Position build(const RuleSet& rules, std::initializer_list<P> pieces, Side toMove = F,
               int noCombat = 0) {
    Position pos(rules);
    for (const P& p : pieces) pos.place(sq(p.square), p.side, p.type);
    pos.setSideToMove(toMove);
    pos.setNoCombatPlies(noCombat);
    return pos;
}

Move move(const char* text, const RuleSet& rules) {
    const auto m = parseMove(text, rules);
    INFO(text);
    REQUIRE(m.has_value());
    return *m;
}

Announcement play(Referee& r, const char* text) {
    const auto a = r.play(move(text, r.position().rules()));
    INFO(text);
    if (!a) INFO(a.error());
    REQUIRE(a.ok());
    return *a;
}

// The piece on a square as "side type", or "empty".
std::string at(const Position& pos, const char* square) {
    const Square s = sq(square);
    if (pos.isEmpty(s)) return "empty";
    return std::string(sideId(pos.sideAt(s))) + " " + std::string(pieceTypeId(pos.typeAt(s)));
}

std::vector<RevealedPiece> reveals(const Announcement& a) {
    return {a.reveals.begin(), a.reveals.begin() + a.revealCount};
}

// Two shown pieces in id order.
std::vector<RevealedPiece> byId(RevealedPiece a, RevealedPiece b) {
    if (b.id < a.id) std::swap(a, b);
    return {a, b};
}

const std::array<PieceType, 14> kMovable = {T::General,
                                            T::LieutenantGeneral,
                                            T::MajorGeneral,
                                            T::Colonel,
                                            T::LieutenantColonel,
                                            T::Major,
                                            T::Captain,
                                            T::FirstLieutenant,
                                            T::SecondLieutenant,
                                            T::Cavalry,
                                            T::Engineer,
                                            T::Tank,
                                            T::Plane,
                                            T::Spy};

// A legal classic setup of the first player with a mine in hq1 and the flag on c2, in square
// order (a1 b1 hq1 e1 f1, a2..f2, a3..f3, a4..f4).
const std::array<PieceType, 23> kBaseSetup = {T::Mine,
                                              T::Captain,
                                              T::Mine,
                                              T::Captain,
                                              T::FirstLieutenant,
                                              T::FirstLieutenant,
                                              T::SecondLieutenant,
                                              T::Flag,
                                              T::SecondLieutenant,
                                              T::General,
                                              T::LieutenantGeneral,
                                              T::MajorGeneral,
                                              T::Colonel,
                                              T::LieutenantColonel,
                                              T::Major,
                                              T::Cavalry,
                                              T::Engineer,
                                              T::Engineer,
                                              T::Tank,
                                              T::Tank,
                                              T::Plane,
                                              T::Plane,
                                              T::Spy};

// The base setup for `side` (the second player's is the first's reflected across the river:
// hq1 → hq8, c2 → c7, b4 → b5), with the types on two squares (named as the first player's)
// swapped.
std::vector<SetupEntry> baseSetup(Side side, const char* swapA = nullptr,
                                  const char* swapB = nullptr) {
    std::array<PieceType, 23> types = kBaseSetup;
    if (swapA) std::swap(types[sq(swapA)], types[sq(swapB)]);
    std::vector<SetupEntry> entries;
    for (int s = 0; s < 23; ++s) {
        const auto square = static_cast<Square>(s);
        const Square target = side == F ? square : squareAt(columnOf(square), 9 - rowOf(square));
        entries.push_back({target, types[s]});
    }
    return entries;
}

std::vector<std::string> problemIds(const std::vector<SetupProblem>& problems) {
    std::vector<std::string> ids;
    for (const auto& p : problems) ids.push_back(p.id);
    return ids;
}

const char* const kH3Codes[] = {"classic:h3=flag", "classic:h3=general", "classic:h3=all"};

} // namespace

// ---- H-1 ----------------------------------------------------------------------------------

TEST_CASE("H-1: the engineer beats the tank, attacking or defending") {
    const RuleSet h1 = rulesFor("classic:h1=engineer");
    REQUIRE(h1.engineerBeatsTank);

    SECTION("judge") {
        CHECK(judge(h1, T::Engineer, T::Tank) == CombatOutcome::AttackerWon);
        CHECK(judge(h1, T::Tank, T::Engineer) == CombatOutcome::DefenderWon);
        // Nothing else changes.
        CHECK(judge(h1, T::Engineer, T::Engineer) == CombatOutcome::BothRemoved);
        CHECK(judge(h1, T::Tank, T::Tank) == CombatOutcome::BothRemoved);
        CHECK(judge(h1, T::Engineer, T::Cavalry) == CombatOutcome::DefenderWon);
        CHECK(judge(h1, T::Engineer, T::Colonel) == CombatOutcome::DefenderWon);
        CHECK(judge(h1, T::Engineer, T::Mine) == CombatOutcome::AttackerWon);
        CHECK(judge(h1, T::Cavalry, T::Tank) == CombatOutcome::DefenderWon);
        CHECK(judge(h1, T::Tank, T::Colonel) == CombatOutcome::AttackerWon);
        CHECK(judge(h1, T::Tank, T::Cavalry) == CombatOutcome::AttackerWon);
        CHECK(judge(h1, T::Plane, T::Tank) == CombatOutcome::AttackerWon);
        CHECK(judge(h1, T::Spy, T::Engineer) == CombatOutcome::DefenderWon);
    }
    SECTION("default classic: the tank wins, attacking or defending") {
        CHECK(judge(RuleSet::classic(), T::Engineer, T::Tank) == CombatOutcome::DefenderWon);
        CHECK(judge(RuleSet::classic(), T::Tank, T::Engineer) == CombatOutcome::AttackerWon);
        CHECK(judge(T::Engineer, T::Tank) == CombatOutcome::DefenderWon);
    }
    SECTION("the engineer attacks the tank on the board") {
        for (const RuleSet& rules : {h1, RuleSet::classic()}) {
            Referee r(build(rules, {{"c3", F, T::Engineer},
                                    {"c4", S, T::Tank},
                                    {"a1", F, T::Spy},
                                    {"f8", S, T::Spy}}));
            const Announcement a = play(r, "c3-c4");
            CHECK(a.status == GameStatus::Ongoing);
            if (rules.engineerBeatsTank) {
                CHECK(a.outcome == CombatOutcome::AttackerWon);
                CHECK(at(r.position(), "c4") == "first engineer");
            } else {
                CHECK(a.outcome == CombatOutcome::DefenderWon);
                CHECK(at(r.position(), "c4") == "second tank");
            }
            CHECK(at(r.position(), "c3") == "empty");
        }
    }
    SECTION("the tank attacks the engineer on the board") {
        for (const RuleSet& rules : {h1, RuleSet::classic()}) {
            Referee r(build(
                rules,
                {{"c3", F, T::Engineer}, {"c4", S, T::Tank}, {"a1", F, T::Spy}, {"f8", S, T::Spy}},
                S));
            const Announcement a = play(r, "c4-c3");
            if (rules.engineerBeatsTank) {
                CHECK(a.outcome == CombatOutcome::DefenderWon);
                CHECK(at(r.position(), "c3") == "first engineer");
            } else {
                CHECK(a.outcome == CombatOutcome::AttackerWon);
                CHECK(at(r.position(), "c3") == "second tank");
            }
            CHECK(at(r.position(), "c4") == "empty");
        }
    }
}

TEST_CASE("H-1 R-COMBAT-6: the engineer beats the tank through a flag's stand-in") {
    const RuleSet h1 = rulesFor("classic:h1=engineer");
    SECTION("an engineer attacks a flag with a tank behind it") {
        for (const RuleSet& rules : {h1, RuleSet::classic()}) {
            const Position pos = build(rules,
                                       {{"c3", F, T::Flag},
                                        {"c2", F, T::Tank},
                                        {"c4", S, T::Engineer},
                                        {"a1", F, T::Spy},
                                        {"f8", S, T::Spy}},
                                       S);
            CHECK(effectiveDefender(pos, sq("c3")) == T::Tank);
            Referee r(pos);
            const Announcement a = play(r, "c4-c3");
            CHECK(judgeMove(pos, move("c4-c3", rules)) == a.outcome);
            if (rules.engineerBeatsTank) {
                CHECK(a.outcome == CombatOutcome::AttackerWon);
                CHECK(at(r.position(), "c3") == "second engineer"); // the flag is removed
            } else {
                CHECK(a.outcome == CombatOutcome::DefenderWon);
                CHECK(at(r.position(), "c3") == "first flag");
            }
            CHECK(at(r.position(), "c2") == "first tank"); // the stand-in always stays
        }
    }
    SECTION("a tank attacks a flag with an engineer behind it") {
        for (const RuleSet& rules : {h1, RuleSet::classic()}) {
            Referee r(build(rules,
                            {{"c3", F, T::Flag},
                             {"c2", F, T::Engineer},
                             {"c4", S, T::Tank},
                             {"a1", F, T::Spy},
                             {"f8", S, T::Spy}},
                            S));
            const Announcement a = play(r, "c4-c3");
            if (rules.engineerBeatsTank) {
                CHECK(a.outcome == CombatOutcome::DefenderWon);
                CHECK(at(r.position(), "c3") == "first flag");
            } else {
                CHECK(a.outcome == CombatOutcome::AttackerWon);
                CHECK(at(r.position(), "c3") == "second tank");
            }
            CHECK(at(r.position(), "c2") == "first engineer");
            CHECK(at(r.position(), "c4") == "empty");
        }
    }
}

// ---- H-2 ----------------------------------------------------------------------------------

TEST_CASE("H-2: a mine that wins stays on the board") {
    const RuleSet h2 = rulesFor("classic:h2=stays");
    REQUIRE(h2.mineStays);
    SECTION("judge") {
        for (PieceType t : kMovable) {
            INFO(pieceTypeId(t));
            const bool beatsMine = t == T::Plane || t == T::Engineer;
            CHECK(judge(h2, t, T::Mine) ==
                  (beatsMine ? CombatOutcome::AttackerWon : CombatOutcome::DefenderWon));
            CHECK(judge(RuleSet::classic(), t, T::Mine) ==
                  (beatsMine ? CombatOutcome::AttackerWon : CombatOutcome::BothRemoved));
        }
    }
    SECTION("the mine stays and wins again; a plane or an engineer still removes it") {
        Referee r(build(h2, {{"c3", F, T::General},
                             {"d4", F, T::Captain},
                             {"b4", F, T::Engineer},
                             {"c4", S, T::Mine},
                             {"a1", F, T::Spy},
                             {"f8", S, T::Spy}}));
        Announcement a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::Ongoing);
        CHECK(at(r.position(), "c4") == "second mine");
        CHECK(at(r.position(), "c3") == "empty");
        CHECK_FALSE(r.position().piece(sq("c3")).alive()); // the general (id c3) is removed
        play(r, "f8-f7");
        a = play(r, "d4-c4");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(at(r.position(), "c4") == "second mine");
        play(r, "f7-f8");
        a = play(r, "b4-c4");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(at(r.position(), "c4") == "first engineer");
    }
    SECTION("default classic: the mine is removed with its attacker") {
        Referee r(build(
            RuleSet::classic(),
            {{"c3", F, T::General}, {"c4", S, T::Mine}, {"a1", F, T::Spy}, {"f8", S, T::Spy}}));
        const Announcement a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(at(r.position(), "c4") == "empty");
        CHECK(at(r.position(), "c3") == "empty");
    }
}

TEST_CASE("H-2 R-COMBAT-6: a flag judged as the mine behind it wins like that mine and stays") {
    const RuleSet h2 = rulesFor("classic:h2=stays");
    auto scenario = [](const RuleSet& rules, PieceType attacker) {
        return build(rules,
                     {{"c3", F, T::Flag},
                      {"c2", F, T::Mine},
                      {"c4", S, attacker},
                      {"a1", F, T::Spy},
                      {"f8", S, T::Spy}},
                     S);
    };
    SECTION("a major attacks: defender_won, the flag and the mine stay") {
        const Position pos = scenario(h2, T::Major);
        CHECK(judgeMove(pos, move("c4-c3", h2)) == CombatOutcome::DefenderWon);
        Referee r(pos);
        const Announcement a = play(r, "c4-c3");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(combatOutcomeId(a.outcome) == "defender_won");
        CHECK(at(r.position(), "c3") == "first flag");
        CHECK(at(r.position(), "c2") == "first mine");
        CHECK(at(r.position(), "c4") == "empty");
    }
    SECTION("a plane attacks: the flag is removed, the mine behind stays") {
        Referee r(scenario(h2, T::Plane));
        const Announcement a = play(r, "c4-c3");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(at(r.position(), "c3") == "second plane");
        CHECK(at(r.position(), "c2") == "first mine");
    }
    SECTION("default classic: the flag and the attacker are removed, the mine stays") {
        Referee r(scenario(RuleSet::classic(), T::Major));
        const Announcement a = play(r, "c4-c3");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(at(r.position(), "c3") == "empty");
        CHECK(at(r.position(), "c4") == "empty");
        CHECK(at(r.position(), "c2") == "first mine");
    }
}

// ---- H-3 ----------------------------------------------------------------------------------

TEST_CASE("H-3: under flag / general / all-movable, entering the opponent's HQ has no effect") {
    for (const char* code : kH3Codes) {
        INFO(code);
        const RuleSet rules = rulesFor(code);
        Referee empty(build(
            rules,
            {{"c7", F, T::Major}, {"a1", F, T::Spy}, {"a6", S, T::Spy}, {"f8", S, T::General}}));
        const Announcement a = play(empty, "c7-hq8");
        CHECK(a.status == GameStatus::Ongoing);
        CHECK(a.reason == EndReason::None);
        CHECK(at(empty.position(), "hq8") == "first major");

        Referee combat(build(rules, {{"d7", F, T::General},
                                     {"hq8", S, T::Colonel},
                                     {"a1", F, T::Spy},
                                     {"a6", S, T::Spy},
                                     {"f8", S, T::General}}));
        const Announcement b = play(combat, "d7-hq8");
        CHECK(b.outcome == CombatOutcome::AttackerWon);
        CHECK(b.status == GameStatus::Ongoing);
        CHECK(at(combat.position(), "hq8") == "first general");
    }
    SECTION("default classic: the officer in the HQ wins by occupation") {
        Referee r(build(RuleSet::classic(), {{"c7", F, T::Major}, {"a6", S, T::Spy}}));
        const Announcement a = play(r, "c7-hq8");
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::Occupation);
    }
}

TEST_CASE("H-3: taking the flag wins, checked first in R-END-1's place") {
    const RuleSet rules = rulesFor("classic:h3=flag");
    SECTION("before R-END-4: the loser's last movable piece does not matter") {
        // The second player keeps only a mine: by R-END-4 alone the reason would be
        // no_legal_moves.
        for (const RuleSet& r : {rules, RuleSet::classic()}) {
            Referee ref(build(
                r,
                {{"c5", F, T::Major}, {"c6", S, T::Flag}, {"a8", S, T::Mine}, {"a1", F, T::Spy}}));
            const Announcement a = play(ref, "c5-c6");
            CHECK(a.outcome == CombatOutcome::AttackerWon);
            CHECK(a.status == GameStatus::FirstWon);
            CHECK(a.reason ==
                  (r.win == WinCondition::Flag ? EndReason::FlagTaken : EndReason::NoLegalMoves));
            CHECK(ref.reason() == a.reason);
        }
    }
    SECTION("the second player takes the first player's flag") {
        Referee ref(build(
            rules,
            {{"c3", F, T::Flag}, {"c4", S, T::Spy}, {"a1", F, T::General}, {"f8", S, T::Major}},
            S));
        const Announcement a = play(ref, "c4-c3");
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::FlagTaken);
        CHECK(endReasonId(a.reason) == "flag_taken");
    }
    SECTION("default classic: taking the flag ends nothing") {
        Referee ref(build(
            RuleSet::classic(),
            {{"c3", F, T::Flag}, {"c4", S, T::Spy}, {"a1", F, T::General}, {"f8", S, T::Major}},
            S));
        const Announcement a = play(ref, "c4-c3");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
}

TEST_CASE("H-3: the flag is taken by any move that removes it, a tie included") {
    const RuleSet rules = rulesFor("classic:h3=flag");
    auto flagWith = [&](PieceType behind, PieceType attacker) {
        return Referee(build(rules, {{"c6", S, T::Flag},
                                     {"c7", S, behind},
                                     {"c5", F, attacker},
                                     {"a8", S, T::Spy},
                                     {"a1", F, T::Spy}}));
    };
    SECTION("a tie with the stand-in removes the flag") {
        Referee r = flagWith(T::Major, T::Major);
        const Announcement a = play(r, "c5-c6");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::FlagTaken);
        CHECK(at(r.position(), "c7") == "second major");
    }
    SECTION("a flag judged as the mine behind it is removed with its attacker") {
        Referee r = flagWith(T::Mine, T::Captain);
        const Announcement a = play(r, "c5-c6");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::FlagTaken);
    }
    SECTION("a flag whose stand-in wins stays, and the game goes on") {
        Referee r = flagWith(T::General, T::Major);
        const Announcement a = play(r, "c5-c6");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
    SECTION("under H-2 the flag judged as a winning mine stays") {
        const RuleSet both = rulesFor("classic:h2=stays,h3=flag");
        Referee r(build(both, {{"c6", S, T::Flag},
                               {"c7", S, T::Mine},
                               {"c5", F, T::Captain},
                               {"a8", S, T::Spy},
                               {"a1", F, T::Spy}}));
        const Announcement a = play(r, "c5-c6");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
    SECTION("a plane's attack from across the board") {
        Referee r(
            build(rules,
                  {{"c6", S, T::Flag}, {"c2", F, T::Plane}, {"a8", S, T::Spy}, {"a1", F, T::Spy}}));
        const Announcement a = play(r, "c2-c6");
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::FlagTaken);
    }
}

TEST_CASE("H-3: a side loses when a move removes its general, whoever attacked") {
    const RuleSet rules = rulesFor("classic:h3=general");
    SECTION("the spy attacks the general") {
        Referee r(build(
            rules,
            {{"c3", F, T::General}, {"c4", S, T::Spy}, {"a1", F, T::Major}, {"f8", S, T::General}},
            S));
        const Announcement a = play(r, "c4-c3");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::GeneralDefeated);
        CHECK(endReasonId(a.reason) == "general_defeated");
    }
    SECTION("checked first: before R-END-4") {
        // The first player keeps only a mine: by R-END-4 alone the reason would be
        // no_legal_moves.
        for (const RuleSet& r : {rules, RuleSet::classic()}) {
            Referee ref(build(r,
                              {{"c3", F, T::General},
                               {"c4", S, T::Spy},
                               {"a1", F, T::Mine},
                               {"f8", S, T::General}},
                              S));
            const Announcement a = play(ref, "c4-c3");
            CHECK(a.status == GameStatus::SecondWon);
            CHECK(a.reason == (r.win == WinCondition::General ? EndReason::GeneralDefeated
                                                              : EndReason::NoLegalMoves));
        }
    }
    SECTION("the general attacks the spy and loses: its own side loses") {
        Referee r(build(rules, {{"c3", F, T::General},
                                {"c4", S, T::Spy},
                                {"a1", F, T::Major},
                                {"f8", S, T::General}}));
        const Announcement a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::GeneralDefeated);
    }
    SECTION("the general attacks a mine") {
        Referee r(build(rules, {{"c3", F, T::General},
                                {"c4", S, T::Mine},
                                {"a1", F, T::Major},
                                {"f8", S, T::General}}));
        const Announcement a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::GeneralDefeated);
    }
    SECTION("the general attacks a flag with a spy behind it") {
        Referee r(build(rules, {{"c5", F, T::General},
                                {"c6", S, T::Flag},
                                {"c7", S, T::Spy},
                                {"a1", F, T::Major},
                                {"f8", S, T::General}}));
        const Announcement a = play(r, "c5-c6");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::GeneralDefeated);
    }
    SECTION("the general beats anything else; the game goes on") {
        Referee r(build(rules, {{"c3", F, T::General},
                                {"c4", S, T::LieutenantGeneral},
                                {"a1", F, T::Major},
                                {"f8", S, T::General}}));
        const Announcement a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
    SECTION("default classic: losing the general ends nothing") {
        Referee r(build(
            RuleSet::classic(),
            {{"c3", F, T::General}, {"c4", S, T::Spy}, {"a1", F, T::Major}, {"f8", S, T::General}},
            S));
        const Announcement a = play(r, "c4-c3");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
}

TEST_CASE("H-3: a side loses when a move removes its last movable piece, whoever attacked") {
    const RuleSet rules = rulesFor("classic:h3=all");
    SECTION("the attacker takes the opponent's last movable piece") {
        // By R-END-4 alone the reason would be no_legal_moves: the H-3 win is checked first.
        for (const RuleSet& r : {rules, RuleSet::classic()}) {
            Referee ref(build(r, {{"c3", F, T::Major},
                                  {"c4", S, T::Captain},
                                  {"a8", S, T::Mine},
                                  {"f8", S, T::Flag},
                                  {"a1", F, T::Spy}}));
            const Announcement a = play(ref, "c3-c4");
            CHECK(a.outcome == CombatOutcome::AttackerWon);
            CHECK(a.status == GameStatus::FirstWon);
            CHECK(a.reason == (r.win == WinCondition::AllMovable ? EndReason::AllMovableTaken
                                                                 : EndReason::NoLegalMoves));
        }
    }
    SECTION("the attacker's last movable piece dies on a mine") {
        Referee ref(build(
            rules,
            {{"c3", F, T::Major}, {"c4", S, T::Mine}, {"a1", F, T::Flag}, {"f8", S, T::Spy}}));
        const Announcement a = play(ref, "c3-c4");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::AllMovableTaken);
        CHECK(endReasonId(a.reason) == "all_movable_taken");
    }
    SECTION("the attacker's last movable piece loses its attack") {
        Referee ref(build(
            rules,
            {{"c3", F, T::Captain}, {"c4", S, T::Colonel}, {"a1", F, T::Mine}, {"f8", S, T::Spy}}));
        const Announcement a = play(ref, "c3-c4");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::AllMovableTaken);
    }
    SECTION("a side with movable pieces left plays on") {
        Referee ref(build(
            rules,
            {{"c3", F, T::Major}, {"c4", S, T::Captain}, {"f8", S, T::Spy}, {"a1", F, T::Spy}}));
        const Announcement a = play(ref, "c3-c4");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
    SECTION("removing a mine or a flag is not removing a movable piece") {
        Referee ref(
            build(rules,
                  {{"c2", F, T::Plane}, {"c6", S, T::Mine}, {"f8", S, T::Spy}, {"a1", F, T::Spy}}));
        const Announcement a = play(ref, "c2-c6");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == GameStatus::Ongoing);
    }
}

TEST_CASE("H-3: one combat that removes both generals, or both last movable pieces, is a draw") {
    SECTION("both generals") {
        Referee r(build(rulesFor("classic:h3=general"), {{"c3", F, T::General},
                                                         {"c4", S, T::General},
                                                         {"a1", F, T::Major},
                                                         {"f8", S, T::Major}}));
        const Announcement a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(a.status == GameStatus::Draw);
        CHECK(a.reason == EndReason::GeneralDefeated);
        CHECK(r.status() == GameStatus::Draw);
    }
    SECTION("both last movable pieces") {
        for (const RuleSet& rules : {rulesFor("classic:h3=all"), RuleSet::classic()}) {
            Referee r(build(rules, {{"c3", F, T::Major},
                                    {"c4", S, T::Major},
                                    {"a1", F, T::Flag},
                                    {"f8", S, T::Mine}}));
            const Announcement a = play(r, "c3-c4");
            CHECK(a.outcome == CombatOutcome::BothRemoved);
            CHECK(a.status == GameStatus::Draw);
            // Default classic: R-END-3.
            CHECK(a.reason == (rules.win == WinCondition::AllMovable
                                   ? EndReason::AllMovableTaken
                                   : EndReason::BothNoLegalMoves));
        }
    }
}

TEST_CASE("H-3: what counts is what a move removes, not what a test position lacks") {
    SECTION("flag: no flag on the board ends nothing") {
        Referee r(build(
            rulesFor("classic:h3=flag"),
            {{"c3", F, T::Major}, {"c4", S, T::Captain}, {"a1", F, T::Spy}, {"f8", S, T::Spy}}));
        CHECK(play(r, "a1-a2").status == GameStatus::Ongoing);
        CHECK(play(r, "f8-f7").status == GameStatus::Ongoing);
        CHECK(play(r, "c3-c4").status == GameStatus::Ongoing);
    }
    SECTION("general: a side without a general plays on until a move removes one") {
        Referee r(build(
            rulesFor("classic:h3=general"),
            {{"c3", F, T::General}, {"c4", S, T::Spy}, {"a1", F, T::Major}, {"f8", S, T::Major}}));
        CHECK(play(r, "a1-a2").status == GameStatus::Ongoing); // the second player has none
        CHECK(play(r, "f8-f7").status == GameStatus::Ongoing);
        CHECK(play(r, "a2-a1").status == GameStatus::Ongoing);
        const Announcement a = play(r, "c4-c3");
        CHECK(a.status == GameStatus::SecondWon);
        CHECK(a.reason == EndReason::GeneralDefeated);
    }
    SECTION("all-movable: a side without movable pieces loses by R-END-4, not by H-3") {
        const RuleSet rules = rulesFor("classic:h3=all");
        Referee quiet(build(rules, {{"c3", F, T::Major}, {"a8", S, T::Mine}, {"f8", S, T::Flag}}));
        const Announcement a = play(quiet, "c3-c2");
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::NoLegalMoves);
        // Removing one of its immovable pieces removes no movable piece either.
        Referee mine(build(rules, {{"c2", F, T::Plane}, {"c6", S, T::Mine}, {"f8", S, T::Flag}}));
        const Announcement b = play(mine, "c2-c6");
        CHECK(b.outcome == CombatOutcome::AttackerWon);
        CHECK(b.status == GameStatus::FirstWon);
        CHECK(b.reason == EndReason::NoLegalMoves);
    }
}

TEST_CASE("H-3: R-END-2..5 still apply under flag / general / all-movable") {
    for (const char* code : kH3Codes) {
        INFO(code);
        const RuleSet rules = rulesFor(code);
        SECTION(std::string("R-END-2 ") + code) {
            Referee r(build(rules, {{"a3", F, T::Major}, {"f6", S, T::Major}}, F, 99));
            const Announcement a = play(r, "a3-a4");
            CHECK(a.status == GameStatus::Draw);
            CHECK(a.reason == EndReason::NoCombatLimit);
            // A quiet officer entering the opponent's HQ counts like any other move.
            Referee hq(build(rules, {{"c7", F, T::Major}, {"a6", S, T::Major}}, F, 99));
            const Announcement b = play(hq, "c7-hq8");
            CHECK(b.status == GameStatus::Draw);
            CHECK(b.reason == EndReason::NoCombatLimit);
        }
        SECTION(std::string("R-END-3 ") + code) {
            // Both captains are boxed in by their own mine and flag; the majors tie.
            Referee r(build(rules, {{"a1", F, T::Captain},
                                    {"a2", F, T::Mine},
                                    {"b1", F, T::Flag},
                                    {"f8", S, T::Captain},
                                    {"f7", S, T::Mine},
                                    {"e8", S, T::Flag},
                                    {"c3", F, T::Major},
                                    {"c4", S, T::Major}}));
            const Announcement a = play(r, "c3-c4");
            CHECK(a.outcome == CombatOutcome::BothRemoved);
            CHECK(a.status == GameStatus::Draw);
            CHECK(a.reason == EndReason::BothNoLegalMoves);
        }
        SECTION(std::string("R-END-4 ") + code) {
            Referee r(build(rules, {{"c3", F, T::Major},
                                    {"f8", S, T::Captain},
                                    {"f7", S, T::Mine},
                                    {"e8", S, T::Flag}}));
            const Announcement a = play(r, "c3-c4");
            CHECK(a.status == GameStatus::FirstWon);
            CHECK(a.reason == EndReason::NoLegalMoves);
        }
        SECTION(std::string("R-END-5 ") + code) {
            Referee r(build(rules, {{"c3", F, T::Major}, {"f8", S, T::Captain}}));
            const auto end = r.resign(S);
            REQUIRE(end.ok());
            CHECK(end->status == GameStatus::FirstWon);
            CHECK(end->reason == EndReason::Resignation);
            CHECK(r.resigned() == S);
            CHECK_FALSE(r.play(move("c3-c4", rules)).ok());
        }
    }
}

// ---- H-4 ----------------------------------------------------------------------------------

TEST_CASE("H-4: a mine in the HQ is forbidden and reported as a broken R-SETUP-4") {
    const RuleSet h4 = rulesFor("classic:h4=forbidden");
    REQUIRE(h4.mineInHqForbidden);
    for (Side side : {F, S}) {
        INFO(sideId(side));
        const auto entries = baseSetup(side); // a mine in the HQ
        SECTION(std::string("default classic allows it, ") + std::string(sideId(side))) {
            CHECK(checkSetup(RuleSet::classic(), side, entries).empty());
            CHECK(checkSetup(side, entries).empty());
            CHECK(Setup::fromEntries(side, entries).ok());
        }
        SECTION(std::string("forbidden, ") + std::string(sideId(side))) {
            const auto problems = checkSetup(h4, side, entries);
            REQUIRE(problems.size() == 1);
            CHECK(problems[0].id == "R-SETUP-4");
            CHECK(problems[0].rule == 4);
            CHECK_THAT(problems[0].message,
                       Catch::Contains(side == F ? "hq1" : "hq8") && Catch::Contains("mine"));
            const auto setup = Setup::fromEntries(h4, side, entries);
            REQUIRE_FALSE(setup.ok());
            CHECK_THAT(setup.error(), Catch::StartsWith("R-SETUP-4"));
        }
        SECTION(std::string("a mine elsewhere is fine, ") + std::string(sideId(side))) {
            const auto moved = baseSetup(side, "hq1", "b1"); // a captain in the HQ
            CHECK(checkSetup(h4, side, moved).empty());
            CHECK(Setup::fromEntries(h4, side, moved).ok());
        }
    }
}

// ---- H-5 ----------------------------------------------------------------------------------

TEST_CASE("H-5: a flag on the back row, the HQ included, is allowed") {
    const RuleSet h5 = rulesFor("classic:h5=allowed");
    REQUIRE(h5.flagOnBackRowAllowed);
    for (Side side : {F, S}) {
        INFO(sideId(side));
        for (const char* backRow : {"a1", "hq1", "f1"}) { // squares named as the first player's
            INFO(backRow);
            const auto entries = baseSetup(side, "c2", backRow); // flag ↔ mine or lieutenant
            CHECK(problemIds(checkSetup(RuleSet::classic(), side, entries)) ==
                  std::vector<std::string>{"R-SETUP-3"});
            CHECK(checkSetup(h5, side, entries).empty());
            CHECK(Setup::fromEntries(h5, side, entries).ok());
        }
        // R-SETUP-2 still holds: no flag on an entry square.
        const auto entry = baseSetup(side, "c2", "b4");
        CHECK(problemIds(checkSetup(h5, side, entry)) == std::vector<std::string>{"R-SETUP-2"});
    }
    SECTION("with H-4 as well: the flag in the HQ, the mines elsewhere") {
        const RuleSet both = rulesFor("classic:h4=forbidden,h5=allowed");
        const auto entries = baseSetup(F, "c2", "hq1");
        CHECK(checkSetup(both, F, entries).empty());
        CHECK(problemIds(checkSetup(both, F, baseSetup(F))) ==
              std::vector<std::string>{"R-SETUP-4"});
    }
}

TEST_CASE("H-5 R-COMBAT-7: a flag on the back row has no square behind it and loses to every "
          "attacker") {
    const RuleSet h5 = rulesFor("classic:h5=allowed");
    SECTION("every attacker takes a flag on a1 or in hq1") {
        for (PieceType t : kMovable) {
            INFO(pieceTypeId(t));
            const Position corner = build(
                h5, {{"a1", F, T::Flag}, {"b1", F, T::General}, {"a2", S, t}, {"f8", S, T::Spy}},
                S);
            CHECK(effectiveDefender(corner, sq("a1")) == T::Flag);
            REQUIRE(isLegal(corner, move("a2-a1", h5)));
            CHECK(judgeMove(corner, move("a2-a1", h5)) == CombatOutcome::AttackerWon);

            const Position hq = build(h5,
                                      {{"hq1", F, T::Flag},
                                       {"b1", F, T::General},
                                       {"e1", F, T::Mine},
                                       {"d2", F, T::General},
                                       {"c2", S, t},
                                       {"f8", S, T::Spy}},
                                      S);
            CHECK(effectiveDefender(hq, sq("hq1")) == T::Flag);
            REQUIRE(isLegal(hq, move("c2-hq1", h5)));
            CHECK(judgeMove(hq, move("c2-hq1", h5)) == CombatOutcome::AttackerWon);
        }
    }
    SECTION("the second player's flag in hq8, on the board") {
        Referee r(build(h5, {{"hq8", S, T::Flag},
                             {"b8", S, T::General},
                             {"d7", F, T::Spy},
                             {"a6", S, T::Spy},
                             {"a1", F, T::Major}}));
        const Announcement a = play(r, "d7-hq8");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(at(r.position(), "hq8") == "first spy");
        CHECK(a.status == GameStatus::Ongoing); // a spy does not occupy (R-END-1)
    }
    SECTION("with H-3 flag: taking the flag in the HQ wins") {
        Referee r(build(rulesFor("classic:h3=flag,h5=allowed"), {{"hq8", S, T::Flag},
                                                                 {"e8", S, T::General},
                                                                 {"c7", F, T::Spy},
                                                                 {"a6", S, T::Spy},
                                                                 {"a1", F, T::Major}}));
        const Announcement a = play(r, "c7-hq8");
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::FlagTaken);
    }
    SECTION("a flag not on the back row still fights as the piece behind it") {
        const Position pos =
            build(h5, {{"c2", F, T::Flag}, {"hq1", F, T::General}, {"c3", S, T::Major}}, S);
        CHECK(judgeMove(pos, move("c3-c2", h5)) == CombatOutcome::DefenderWon);
    }
}

// ---- H-6 ----------------------------------------------------------------------------------

TEST_CASE("H-6: the plane stops before the first piece in its way") {
    const RuleSet h6 = rulesFor("classic:h6=stops");
    REQUIRE(h6.planeStops);
    using V = std::vector<std::string>;
    SECTION("an own piece in the way") {
        const std::initializer_list<P> pieces = {
            {"c2", F, T::Plane}, {"c4", F, T::Captain}, {"f8", S, T::Spy}};
        CHECK(destinations(build(h6, pieces), "c2") == V{"b2", "c3", "d2", "hq1"});
        CHECK(destinations(build(RuleSet::classic(), pieces), "c2") ==
              V{"b2", "c3", "c5", "c6", "c7", "d2", "hq1", "hq8"});
    }
    SECTION("an opponent piece in the way: the plane may land on it (attack)") {
        const std::initializer_list<P> pieces = {
            {"c2", F, T::Plane}, {"c4", S, T::Captain}, {"f8", S, T::Spy}};
        CHECK(destinations(build(h6, pieces), "c2") == V{"b2", "c3", "c4", "d2", "hq1"});
        CHECK(destinations(build(RuleSet::classic(), pieces), "c2") ==
              V{"b2", "c3", "c4", "c5", "c6", "c7", "d2", "hq1", "hq8"});
        Referee r(build(h6, pieces));
        CHECK_FALSE(r.play(move("c2-c6", h6)).ok());
        const Announcement a = play(r, "c2-c4");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(at(r.position(), "c4") == "first plane");
    }
    SECTION("it still crosses the river") {
        CHECK(destinations(build(h6, {{"c3", F, T::Plane}, {"f8", S, T::Spy}}), "c3") ==
              V{"b3", "c2", "c4", "c5", "c6", "c7", "d3", "hq1", "hq8"});
        CHECK(destinations(build(h6, {{"c3", F, T::Plane}, {"c6", S, T::Spy}}), "c3") ==
              V{"b3", "c2", "c4", "c5", "c6", "d3", "hq1"});
        Referee r(build(h6, {{"c3", F, T::Plane}, {"c6", S, T::Spy}, {"f8", S, T::Spy}}));
        CHECK(play(r, "c3-c5").outcome == CombatOutcome::None);
    }
    SECTION("backward as well") {
        CHECK(destinations(build(h6, {{"c6", F, T::Plane}, {"c3", F, T::Mine}, {"f8", S, T::Spy}}),
                           "c6") == V{"b6", "c4", "c5", "c7", "d6", "hq8"});
    }
    SECTION("from the HQ, each column on its own") {
        const std::initializer_list<P> cBlocked = {
            {"hq1", F, T::Plane}, {"c3", F, T::Mine}, {"f8", S, T::Spy}};
        CHECK(destinations(build(h6, cBlocked), "hq1") ==
              V{"b1", "c2", "d2", "d3", "d4", "d5", "d6", "d7", "e1", "hq8"});
        CHECK(
            destinations(build(RuleSet::classic(), cBlocked), "hq1") ==
            V{"b1", "c2", "c4", "c5", "c6", "c7", "d2", "d3", "d4", "d5", "d6", "d7", "e1", "hq8"});
        const std::initializer_list<P> dBlocked = {
            {"hq1", F, T::Plane}, {"d5", S, T::Spy}, {"f8", S, T::Spy}};
        CHECK(destinations(build(h6, dBlocked), "hq1") ==
              V{"b1", "c2", "c3", "c4", "c5", "c6", "c7", "d2", "d3", "d4", "d5", "e1", "hq8"});
        const std::initializer_list<P> both = {
            {"hq1", F, T::Plane}, {"c3", F, T::Mine}, {"d5", S, T::Spy}, {"f8", S, T::Spy}};
        CHECK(destinations(build(h6, both), "hq1") == V{"b1", "c2", "d2", "d3", "d4", "d5", "e1"});
        // The far HQ occupied: an opponent is attacked (once), an own piece stops the plane.
        const std::initializer_list<P> opponentHq = {
            {"hq1", F, T::Plane}, {"c3", F, T::Mine}, {"hq8", S, T::Spy}};
        const Position attack = build(h6, opponentHq);
        CHECK(destinations(attack, "hq1") ==
              V{"b1", "c2", "d2", "d3", "d4", "d5", "d6", "d7", "e1", "hq8"});
        Referee r(attack);
        CHECK(play(r, "hq1-hq8").outcome == CombatOutcome::AttackerWon);
        CHECK(destinations(build(h6, {{"hq1", F, T::Plane},
                                      {"c3", F, T::Mine},
                                      {"hq8", F, T::Mine},
                                      {"f8", S, T::Spy}}),
                           "hq1") == V{"b1", "c2", "d2", "d3", "d4", "d5", "d6", "d7", "e1"});
        // Every listed move is listed once.
        MoveList all;
        generateMoves(attack, all);
        std::vector<std::string> texts;
        for (Move m : all) texts.push_back(moveText(m));
        std::set<std::string> unique(texts.begin(), texts.end());
        CHECK(unique.size() == texts.size());
        // The second player's plane in hq8, backward toward hq1 along the d column.
        CHECK(destinations(
                  build(h6, {{"hq8", S, T::Plane}, {"c6", S, T::Mine}, {"a1", F, T::Spy}}, S),
                  "hq8") == V{"b8", "c7", "d2", "d3", "d4", "d5", "d6", "d7", "e8", "hq1"});
    }
    SECTION("sideways: exactly one step, as before") {
        for (const RuleSet& rules : {h6, RuleSet::classic()}) {
            INFO(rules.code());
            CHECK(destinations(build(rules, {{"c7", F, T::Plane}, {"d7", S, T::Spy}}), "c7") ==
                  V{"b7", "c2", "c3", "c4", "c5", "c6", "d7", "hq1", "hq8"});
            CHECK(destinations(build(rules, {{"c7", F, T::Plane},
                                             {"b7", F, T::Mine},
                                             {"d7", F, T::Mine},
                                             {"f8", S, T::Spy}}),
                               "c7") == V{"c2", "c3", "c4", "c5", "c6", "hq1", "hq8"});
        }
    }
}

TEST_CASE("H-4 H-5: Setup::random gives legal setups under every setup option") {
    for (const char* code : {"classic", "classic:h4=forbidden", "classic:h5=allowed",
                             "classic:h4=forbidden,h5=allowed"}) {
        INFO(code);
        const RuleSet rules = rulesFor(code);
        int mineInHq = 0, flagOnBackRow = 0;
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            Rng rng(seed);
            for (Side side : {F, S}) {
                const Setup setup = Setup::random(rules, side, rng);
                CHECK(setup.rules() == rules);
                CHECK(setup.side() == side);
                const auto problems = checkSetup(rules, side, setup.entries());
                if (!problems.empty()) FAIL(problems[0].id + ": " + problems[0].message);
                mineInHq += setup.typeAt(hqOf(side)) == T::Mine;
                for (const SetupEntry& e : setup.entries())
                    if (e.type == T::Flag && (rowOf(e.square) == 1 || rowOf(e.square) == 8))
                        ++flagOnBackRow;
            }
        }
        if (rules.mineInHqForbidden)
            CHECK(mineInHq == 0);
        else
            CHECK(mineInHq > 0);
        if (rules.flagOnBackRowAllowed)
            CHECK(flagOnBackRow > 0);
        else
            CHECK(flagOnBackRow == 0);
    }
}

TEST_CASE("H-1 H-2 H-3 H-6 H-7: Setup::random, a Referee and a Match carry the rule set") {
    for (const char* code :
         {"classic:h1=engineer", "classic:h2=stays", "classic:h3=general", "classic:h6=stops",
          "classic:h7=open", "classic:h1=engineer,h3=all,h4=forbidden,h7=open"}) {
        INFO(code);
        const RuleSet rules = rulesFor(code);
        Rng rng(11);
        const Setup first = Setup::random(rules, F, rng);
        const Setup second = Setup::random(rules, S, rng);
        CHECK(first.rules() == rules);
        CHECK(second.rules() == rules);
        CHECK(checkSetup(rules, F, first.entries()).empty());
        CHECK(startingPosition(first, second).rules() == rules);
        const Match match(first, second);
        CHECK(match.referee().position().rules() == rules);
        CHECK(match.view(F).rules() == rules);
        CHECK(match.view(S).rules() == rules);
        CHECK(match.record().first.rules() == rules);
    }
}

TEST_CASE("H-1 H-2 H-3 H-4 H-5 H-6 H-7: classic is every default") {
    const auto parsed = RuleSet::fromCode("classic");
    REQUIRE(parsed.ok());
    for (const RuleSet& r : {*parsed, RuleSet::classic(), RuleSet{}}) {
        CHECK(r.game == Game::Classic);
        CHECK_FALSE(r.engineerBeatsTank);
        CHECK_FALSE(r.mineStays);
        CHECK(r.win == WinCondition::Occupation);
        CHECK_FALSE(r.mineInHqForbidden);
        CHECK_FALSE(r.flagOnBackRowAllowed);
        CHECK_FALSE(r.planeStops);
        CHECK_FALSE(r.openJudgement);
        CHECK(r.code() == "classic");
    }
    CHECK(Position().rules() == RuleSet::classic());
}

// ---- H-7 ----------------------------------------------------------------------------------

TEST_CASE("H-7: open judgement shows both pieces of a combat to both sides") {
    const RuleSet h7 = rulesFor("classic:h7=open");
    REQUIRE(h7.openJudgement);
    SECTION("the referee's announcements") {
        for (const RuleSet& rules : {h7, RuleSet::classic()}) {
            Referee r(build(rules, {{"a3", F, T::Major},
                                    {"b4", S, T::Captain},
                                    {"c4", S, T::Colonel},
                                    {"a1", F, T::Spy},
                                    {"f8", S, T::Spy}}));
            CHECK(play(r, "a3-a4").revealCount == 0); // no combat, nothing shown
            CHECK(play(r, "f8-f7").revealCount == 0);
            const Announcement a = play(r, "a4-b4"); // the major (id a3) takes the captain
            CHECK(a.outcome == CombatOutcome::AttackerWon);
            if (rules.openJudgement) {
                // In id order; an id is the piece's setup square.
                CHECK(reveals(a) ==
                      std::vector<RevealedPiece>{{sq("a3"), T::Major}, {sq("b4"), T::Captain}});
            } else {
                CHECK(a.revealCount == 0);
            }
            const Announcement b = play(r, "c4-b4"); // the colonel beats the major
            CHECK(b.outcome == CombatOutcome::AttackerWon);
            if (rules.openJudgement)
                CHECK(reveals(b) ==
                      std::vector<RevealedPiece>{{sq("a3"), T::Major}, {sq("c4"), T::Colonel}});
            else
                CHECK(b.revealCount == 0);
        }
    }
    SECTION("a side's view takes shown pieces only under open judgement") {
        for (const RuleSet& rules : {h7, RuleSet::classic()}) {
            INFO(rules.code());
            const Position start = build(
                rules,
                {{"a3", F, T::Major}, {"a4", S, T::Captain}, {"a1", F, T::Spy}, {"f8", S, T::Spy}});
            Referee r(start);
            const Announcement told = play(r, "a3-a4");
            for (Side side : {F, S}) {
                SideView view = SideView::fromPosition(start, side);
                CHECK(view.apply(told).ok());
                CHECK(view.announcements().back().revealCount == told.revealCount);
                // The board keeps the opponent's piece face down.
                if (side == S) CHECK(view.position().typeAt(sq("a4")) == T::Unknown);
            }
            if (!rules.openJudgement) {
                // An announcement that shows types is refused where they stay hidden.
                Announcement showing = told;
                showing.revealCount = 2;
                showing.reveals[0] = {sq("a3"), T::Major};
                showing.reveals[1] = {sq("a4"), T::Captain};
                SideView view = SideView::fromPosition(start, F);
                const auto refused = view.apply(showing);
                REQUIRE_FALSE(refused.ok());
                CHECK(view.announcements().empty());
            }
        }
    }
    SECTION("a tie, a lost attack and a mine show both pieces too") {
        Referee r(build(h7, {{"a3", F, T::Major},
                             {"a4", S, T::Major},
                             {"c3", F, T::Captain},
                             {"c4", S, T::Colonel},
                             {"e3", F, T::Captain},
                             {"e4", S, T::Mine},
                             {"a1", F, T::Spy},
                             {"f8", S, T::Spy}}));
        Announcement a = play(r, "a3-a4");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(reveals(a) == std::vector<RevealedPiece>{{sq("a3"), T::Major}, {sq("a4"), T::Major}});
        play(r, "f8-f7");
        a = play(r, "c3-c4");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(reveals(a) ==
              std::vector<RevealedPiece>{{sq("c3"), T::Captain}, {sq("c4"), T::Colonel}});
        play(r, "f7-f8");
        a = play(r, "e3-e4");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(reveals(a) ==
              std::vector<RevealedPiece>{{sq("e3"), T::Captain}, {sq("e4"), T::Mine}});
    }
    SECTION("a flag's combat shows the flag and its attacker, not the piece behind") {
        Referee r(build(h7,
                        {{"c3", F, T::Flag},
                         {"c2", F, T::General},
                         {"c4", S, T::Major},
                         {"a1", F, T::Spy},
                         {"f8", S, T::Spy}},
                        S));
        const Announcement a = play(r, "c4-c3");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(reveals(a) == std::vector<RevealedPiece>{{sq("c3"), T::Flag}, {sq("c4"), T::Major}});
    }
}

TEST_CASE("H-7: both sides' views and streams carry the shown pieces - none under the default") {
    for (const char* code : {"classic:h7=open", "classic"}) {
        INFO(code);
        const RuleSet rules = rulesFor(code);
        Rng rng(7);
        Match match(Setup::random(rules, F, rng), Setup::random(rules, S, rng));
        // Play (attacks first) until a combat.
        std::optional<Announcement> combat;
        for (int ply = 0; ply < 400 && !combat && !match.isOver(); ++ply) {
            const Position& pos = match.referee().position();
            MoveList moves;
            generateMoves(pos, moves);
            REQUIRE_FALSE(moves.empty());
            Move chosen = moves[rng.below(moves.size())];
            for (Move m : moves)
                if (!pos.isEmpty(m.to())) chosen = m;
            const auto a = match.play(chosen);
            REQUIRE(a.ok());
            if (a->outcome != CombatOutcome::None) combat = *a;
        }
        REQUIRE(combat.has_value());
        const Position before = [&] {
            auto r = replay(match.record(), match.record().moves.size() - 1);
            REQUIRE(r.ok());
            return r->position();
        }();
        const Move m = combat->move;
        for (Side side : {F, S}) {
            const SideView& view = match.view(side);
            REQUIRE_FALSE(view.announcements().empty());
            const Announcement& told = view.announcements().back();
            CHECK(told == *combat);
            const auto line =
                match.streamLine(side, match.streamSize(side) - (match.isOver() ? 2 : 1));
            const auto json = nlohmann::json::parse(line);
            if (rules.openJudgement) {
                REQUIRE(told.revealCount == 2);
                CHECK(reveals(told) == byId({before.pieceAt(m.from()), before.typeAt(m.from())},
                                            {before.pieceAt(m.to()), before.typeAt(m.to())}));
                REQUIRE(json.contains("shown"));
                CHECK(json["shown"].size() == 2);
                for (const auto& shown : json["shown"]) {
                    const auto id = parseSquare(shown["id"].get<std::string>());
                    REQUIRE(id.has_value());
                    CHECK(shown["type"] == pieceTypeId(before.piece(*id).type));
                }
                // The view's board keeps opponent pieces face down.
                if (!match.isOver())
                    view.position().forEachOnBoard([&](Square, const Piece& p) {
                        if (p.side != side) CHECK(p.type == PieceType::Unknown);
                    });
            } else {
                CHECK(told.revealCount == 0);
                CHECK_FALSE(json.contains("shown"));
                for (std::size_t i = 1; i + (match.isOver() ? 1 : 0) < match.streamSize(side); ++i)
                    CHECK(match.streamLine(side, i).find("shown") == std::string::npos);
            }
        }
    }
}
