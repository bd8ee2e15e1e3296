// Scenario tests of the federation game, one or more per rule of
// ../shared/spec/rules-federation.md (F-BOARD-*, F-PIECE-1, F-SETUP-*, F-MOVE-*, F-COMBAT-*,
// F-STRIKE-*, F-END-*, F-INFO-*). Expected values are written from the spec text, not from the
// implementation.
#include "core/combat.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/referee.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace gunjin;

namespace {

constexpr Side F = Side::First;
constexpr Side S = Side::Second;
using T = PieceType;

const RuleSet kFed = RuleSet::federation();

Square fsq(const char* name, const RuleSet& rules = kFed) {
    const auto s = rules.board().parse(name);
    INFO("square " << name);
    REQUIRE(s.has_value());
    return *s;
}

std::string nameOf(Square s, const RuleSet& rules = kFed) {
    return std::string(rules.board().name(s));
}

Move fmv(const char* text, const RuleSet& rules = kFed) {
    const auto m = parseMove(text, rules);
    INFO("move " << text);
    REQUIRE(m.has_value());
    return *m;
}

struct FP {
    const char* square;
    Side side;
    PieceType type;
};

Position fedPos(std::initializer_list<FP> pieces, Side toMove = F, int noCombat = 0,
                const RuleSet& rules = kFed) {
    Position pos(rules);
    for (const FP& p : pieces) pos.place(fsq(p.square, rules), p.side, p.type);
    pos.setSideToMove(toMove);
    pos.setNoCombatPlies(noCombat);
    return pos;
}

// Every legal move of the side to move, as text.
std::set<std::string> allMoves(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    std::set<std::string> out;
    for (Move m : list) out.insert(moveText(m, pos.rules()));
    REQUIRE(out.size() == std::size_t(list.size())); // no move listed twice
    return out;
}

// Whether a move is legal; isLegal and generateMoves must agree.
bool legal(const Position& pos, const char* text) {
    const Move m = fmv(text, pos.rules());
    const bool byIsLegal = isLegal(pos, m);
    const bool listed = allMoves(pos).count(moveText(m, pos.rules())) == 1;
    INFO("move " << text);
    REQUIRE(byIsLegal == listed);
    return byIsLegal;
}

// Destinations of the plain (Step) moves of the piece on `from`, sorted by name.
std::set<std::string> stepDests(const Position& pos, const char* from) {
    MoveList list;
    generatePieceMoves(pos, pos.pieceAt(fsq(from, pos.rules())), list);
    std::set<std::string> out;
    for (Move m : list)
        if (m.kind() == MoveKind::Step) out.insert(nameOf(m.to(), pos.rules()));
    return out;
}

// Every move of the piece on `from`, as text.
std::set<std::string> pieceMoves(const Position& pos, const char* from) {
    MoveList list;
    generatePieceMoves(pos, pos.pieceAt(fsq(from, pos.rules())), list);
    std::set<std::string> out;
    for (Move m : list) out.insert(moveText(m, pos.rules()));
    return out;
}

std::set<std::string> names(std::initializer_list<const char*> list) {
    std::set<std::string> out;
    for (const char* n : list) out.insert(n);
    return out;
}

Announcement playOk(Referee& ref, const char* text) {
    auto a = ref.play(fmv(text, ref.position().rules()));
    INFO("move " << text << ": " << (a.ok() ? std::string() : a.error()));
    REQUIRE(a.ok());
    return *a;
}

// The squares a strike removed, as "square/F" or "square/S".
std::set<std::string> removedSet(const StrikeResult& r, const RuleSet& rules = kFed) {
    std::set<std::string> out;
    for (int i = 0; i < r.removedCount; ++i)
        out.insert(nameOf(r.removed[i], rules) + ((r.removedSecond >> i & 1) ? "/S" : "/F"));
    for (int i = 1; i < r.removedCount; ++i) REQUIRE(r.removed[i - 1] < r.removed[i]);
    return out;
}

// The announcement's reveals as "setup-square:type".
std::set<std::string> revealSet(const Announcement& a, const RuleSet& rules = kFed) {
    std::set<std::string> out;
    for (int i = 0; i < a.revealCount; ++i)
        out.insert(nameOf(a.reveals[i].id, rules) + ":" +
                   std::string(pieceTypeId(a.reveals[i].type)));
    return out;
}

bool occupiedBy(const Position& pos, const char* square, Side side, PieceType type) {
    const Square s = fsq(square, pos.rules());
    return !pos.isEmpty(s) && pos.sideAt(s) == side && pos.typeAt(s) == type;
}

// A legal army for either side, written out by hand: rows are given for the first player and
// mirrored (row r → 10 − r) for the second.
std::vector<SetupEntry> handSetup(Side side) {
    const std::vector<std::pair<const char*, PieceType>> rows = {{"a1", T::Engineer},
                                                                 {"b1", T::Engineer},
                                                                 {"c1", T::Engineer},
                                                                 {"hq1", T::Marshal},
                                                                 {"g1", T::Mine},
                                                                 {"h1", T::Mine},
                                                                 {"i1", T::Spy},
                                                                 {"a2", T::General},
                                                                 {"b2", T::LieutenantGeneral},
                                                                 {"c2", T::MajorGeneral},
                                                                 {"d2", T::Colonel},
                                                                 {"e2", T::Colonel},
                                                                 {"f2", T::LieutenantColonel},
                                                                 {"g2", T::LieutenantColonel},
                                                                 {"h2", T::Major},
                                                                 {"i2", T::Major},
                                                                 {"a3", T::Artillery},
                                                                 {"b3", T::Artillery},
                                                                 {"c3", T::Tank},
                                                                 {"d3", T::Tank},
                                                                 {"e3", T::Jet},
                                                                 {"f3", T::Jet},
                                                                 {"g3", T::Missile},
                                                                 {"h3", T::Missile},
                                                                 {"i3", T::AtomicBomb}};
    std::vector<SetupEntry> out;
    for (const auto& [name, type] : rows) {
        std::string n = name;
        if (side == S) n.back() = static_cast<char>('0' + 10 - (n.back() - '0'));
        out.push_back({fsq(n.c_str()), type});
    }
    return out;
}

std::vector<SetupEntry> withType(std::vector<SetupEntry> e, const char* square, PieceType t) {
    for (SetupEntry& x : e)
        if (x.square == fsq(square)) x.type = t;
    return e;
}

std::vector<std::string> problemIds(const std::vector<SetupProblem>& problems) {
    std::vector<std::string> out;
    for (const SetupProblem& p : problems) {
        REQUIRE(p.id == "F-SETUP-" + std::to_string(p.rule));
        out.push_back(p.id);
    }
    return out;
}

const std::vector<PieceType> kFedTypes = {T::Marshal,      T::General,    T::LieutenantGeneral,
                                          T::MajorGeneral, T::Colonel,    T::LieutenantColonel,
                                          T::Major,        T::Artillery,  T::Engineer,
                                          T::Tank,         T::Spy,        T::Jet,
                                          T::Missile,      T::AtomicBomb, T::Mine};

} // namespace

// ---- Board ------------------------------------------------------------------------------

TEST_CASE("F-BOARD-1: columns a-i, rows 1-9, camps on rows 1-3 and 7-9, river rows 4-6") {
    const BoardLayout& b = kFed.board();
    CHECK(b.columns == 9);
    CHECK(b.rows == 9);
    CHECK(b.squareCount == 51); // 2 × 25 camp squares and e5
    for (char c = 'a'; c <= 'i'; ++c)
        for (int row : {1, 2, 3, 7, 8, 9}) {
            const std::string n{c, static_cast<char>('0' + row)};
            const auto s = b.parse(n);
            INFO(n);
            REQUIRE(s.has_value());
            CHECK(b.inTerritory(*s, row <= 3 ? F : S));
            CHECK_FALSE(b.inTerritory(*s, row <= 3 ? S : F));
            const bool hqCell = (row == 1 || row == 9) && c >= 'd' && c <= 'f';
            CHECK(b.isHq(*s) == hqCell);
            if (!hqCell) CHECK(nameOf(*s) == n);
        }
    // The river: nothing but e5.
    for (char c = 'a'; c <= 'i'; ++c)
        for (int row : {4, 5, 6}) {
            const std::string n{c, static_cast<char>('0' + row)};
            INFO(n);
            CHECK(b.parse(n).has_value() == (n == "e5"));
        }
    CHECK_FALSE(b.parse("j1").has_value());
    CHECK_FALSE(b.parse("a0").has_value());
    // The square numbering of rows 1-3 begins the board: the first camp.
    CHECK(b.territoryBegin(F) == 0);
    CHECK(b.territorySize == 25);
}

TEST_CASE("F-BOARD-2: one x-shaped bridge - its ends are c3, g3, c7, g7 - e5 holds one piece") {
    const Square e5 = fsq("e5");
    CHECK_FALSE(kFed.board().inTerritory(e5, F));
    CHECK_FALSE(kFed.board().inTerritory(e5, S));
    // From e5 one step reaches exactly the four bridgeheads.
    const Position pos = fedPos({{"e5", F, T::General}, {"hq9", S, T::Marshal}});
    CHECK(stepDests(pos, "e5") == names({"c3", "g3", "c7", "g7"}));
    // Each bridgehead reaches e5; the squares next to the bridgeheads on row 3/7 do not.
    for (const char* head : {"c3", "g3", "c7", "g7"}) {
        const Position p = fedPos({{head, F, T::Major}, {"hq9", S, T::Marshal}});
        INFO(head);
        CHECK(stepDests(p, head).count("e5") == 1);
    }
    for (const char* other : {"d3", "e3", "f3", "b3", "d7", "e7", "f7", "h7"}) {
        const Position p = fedPos({{other, F, T::Major}, {"hq9", S, T::Marshal}});
        INFO(other);
        CHECK(stepDests(p, other).count("e5") == 0);
    }
    // One piece may stand on e5: a second one entering it is an attack or impossible.
    const Position two = fedPos({{"c3", F, T::Major}, {"e5", F, T::Tank}, {"hq9", S, T::Marshal}});
    CHECK_FALSE(legal(two, "c3-e5"));
}

TEST_CASE("F-BOARD-3: d1 e1 f1 (d9 e9 f9) are one square, the HQ, with five neighbours") {
    const BoardLayout& b = kFed.board();
    for (const char* n : {"d1", "e1", "f1", "hq1"}) CHECK(b.parse(n) == b.hqOf(F));
    for (const char* n : {"d9", "e9", "f9", "hq9"}) CHECK(b.parse(n) == b.hqOf(S));
    CHECK(nameOf(b.hqOf(F)) == "hq1");
    CHECK(nameOf(b.hqOf(S)) == "hq9");
    CHECK(b.hqOf(F) != b.hqOf(S));
    // Each camp has 25 squares (the HQ counts once).
    int camp[2] = {0, 0};
    for (int s = 0; s < b.squareCount; ++s)
        for (Side side : {F, S})
            if (b.inTerritory(static_cast<Square>(s), side)) ++camp[index(side)];
    CHECK(camp[0] == 25);
    CHECK(camp[1] == 25);
    // Adjacency of hq1 / hq9 (an officer standing there, test position only).
    const Position p1 = fedPos({{"hq1", F, T::General}, {"a9", S, T::Tank}});
    CHECK(stepDests(p1, "hq1") == names({"c1", "g1", "d2", "e2", "f2"}));
    const Position p9 = fedPos({{"hq9", S, T::General}, {"a1", F, T::Tank}}, S);
    CHECK(stepDests(p9, "hq9") == names({"c9", "g9", "d8", "e8", "f8"}));
    // And back: each of those squares is next to the HQ.
    for (const char* n : {"c1", "g1", "d2", "e2", "f2"}) {
        const Position p = fedPos({{n, F, T::Major}, {"a9", S, T::Tank}});
        INFO(n);
        CHECK(stepDests(p, n).count("hq1") == 1);
    }
    for (const char* n : {"b1", "h1", "c2", "g2", "e3"}) {
        const Position p = fedPos({{n, F, T::Major}, {"a9", S, T::Tank}});
        INFO(n);
        CHECK(stepDests(p, n).count("hq1") == 0);
    }
}

TEST_CASE("F-BOARD-4: adjacency is orthogonal - e5 is next only to the bridgeheads") {
    const Position pos = fedPos({{"b2", F, T::General},
                                 {"e3", F, T::Colonel},
                                 {"i9", F, T::Major},
                                 {"a1", F, T::LieutenantColonel},
                                 {"hq9", S, T::Marshal}});
    CHECK(stepDests(pos, "b2") == names({"a2", "c2", "b1", "b3"}));
    CHECK(stepDests(pos, "e3") == names({"d3", "f3", "e2"})); // e4 is river; e5 is not next
    CHECK(stepDests(pos, "i9") == names({"h9", "i8"}));
    CHECK(stepDests(pos, "a1") == names({"b1", "a2"}));
    // "Next to" for the 原爆 uses the same adjacency: e5 and a bridgehead are next to each
    // other; diagonal squares are not.
    CHECK(bombNextTo(fedPos({{"e5", F, T::AtomicBomb}}), fsq("c3"), F) == fsq("e5"));
    CHECK(bombNextTo(fedPos({{"e5", F, T::AtomicBomb}}), fsq("g7"), F) == fsq("e5"));
    CHECK(bombNextTo(fedPos({{"e5", F, T::AtomicBomb}}), fsq("d3"), F) == kNoSquare);
    CHECK(bombNextTo(fedPos({{"b2", F, T::AtomicBomb}}), fsq("c3"), F) == kNoSquare);
    CHECK(bombNextTo(fedPos({{"b2", F, T::AtomicBomb}}), fsq("b3"), F) == fsq("b2"));
    CHECK(bombNextTo(fedPos({{"b2", F, T::AtomicBomb}}), fsq("b3"), S) == kNoSquare);
}

// ---- Pieces -----------------------------------------------------------------------------

TEST_CASE("F-PIECE-1: the six officers - the army of 25") {
    const std::map<PieceType, int> counts = {
        {T::Marshal, 1},      {T::General, 1},    {T::LieutenantGeneral, 1},
        {T::MajorGeneral, 1}, {T::Colonel, 2},    {T::LieutenantColonel, 2},
        {T::Major, 2},        {T::Artillery, 2},  {T::Engineer, 3},
        {T::Tank, 2},         {T::Spy, 1},        {T::Jet, 2},
        {T::Missile, 2},      {T::AtomicBomb, 1}, {T::Mine, 2}};
    int total = 0;
    for (const auto& [t, n] : counts) {
        INFO(pieceTypeId(t));
        CHECK(kFed.count(t) == n);
        total += n;
    }
    CHECK(total == 25);
    CHECK(kFed.armySize() == 25);
    CHECK(kFed.types().size() == 15);
    for (PieceType t : {T::Captain, T::Cavalry, T::Plane, T::Flag}) CHECK(kFed.count(t) == 0);
    const std::set<PieceType> officers = {T::General, T::LieutenantGeneral, T::MajorGeneral,
                                          T::Colonel, T::LieutenantColonel, T::Major};
    for (PieceType t : kFedTypes) CHECK(isOfficer(t) == (officers.count(t) == 1));
    // Officers and only officers take the (unguarded) marshal.
    for (PieceType t :
         {T::General, T::LieutenantGeneral, T::MajorGeneral, T::Colonel, T::LieutenantColonel,
          T::Major, T::Artillery, T::Engineer, T::Tank, T::Spy}) {
        INFO(pieceTypeId(t));
        Referee ref(fedPos({{"d8", F, t},
                            {"a1", F, T::General},
                            {"hq1", F, T::Marshal},
                            {"hq9", S, T::Marshal},
                            {"a9", S, T::Tank}}));
        const Announcement a = playOk(ref, "d8-hq9");
        if (officers.count(t)) {
            CHECK(a.outcome == CombatOutcome::AttackerWon);
            CHECK(a.status == GameStatus::FirstWon);
            CHECK(a.reason == EndReason::MarshalTaken);
        } else {
            CHECK(a.outcome == CombatOutcome::DefenderWon);
            CHECK(a.status == GameStatus::Ongoing);
            CHECK(occupiedBy(ref.position(), "hq9", S, T::Marshal));
            CHECK(ref.position().isEmpty(fsq("d8")));
        }
    }
}

// ---- Setup ------------------------------------------------------------------------------

TEST_CASE("F-SETUP-1: each player fills the 25 squares of the camp with the 25 pieces") {
    for (Side side : {F, S}) {
        INFO(sideId(side));
        const auto good = handSetup(side);
        CHECK(checkSetup(kFed, side, good).empty());
        const auto setup = Setup::fromEntries(kFed, side, good);
        REQUIRE(setup.ok());
        CHECK(setup->entries().size() == 25);
        // The other player's camp is wrong for this side.
        CHECK(problemIds(checkSetup(kFed, opponent(side), good)) ==
              std::vector<std::string>{"F-SETUP-1", "F-SETUP-2"});
    }
    const auto good = handSetup(F);
    // A piece missing.
    auto missing = good;
    missing.pop_back();
    CHECK(problemIds(checkSetup(kFed, F, missing)) == std::vector<std::string>{"F-SETUP-1"});
    // Wrong counts: a second general instead of the spy.
    CHECK(problemIds(checkSetup(kFed, F, withType(good, "i1", T::General))) ==
          std::vector<std::string>{"F-SETUP-1"});
    // A classic type.
    CHECK(problemIds(checkSetup(kFed, F, withType(good, "i1", T::Captain))) ==
          std::vector<std::string>{"F-SETUP-1"});
    // A piece outside the camp (on e5, on the second camp).
    for (const char* outside : {"e5", "a7"}) {
        auto moved = good;
        moved[0].square = fsq(outside);
        INFO(outside);
        CHECK(problemIds(checkSetup(kFed, F, moved)) == std::vector<std::string>{"F-SETUP-1"});
        const auto r = Setup::fromEntries(kFed, F, moved);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().rfind("F-SETUP-1", 0) == 0);
    }
    // Two pieces on one square.
    auto dup = good;
    dup[1].square = dup[0].square;
    CHECK(problemIds(checkSetup(kFed, F, dup)) == std::vector<std::string>{"F-SETUP-1"});
}

TEST_CASE("F-SETUP-2: the marshal stands on the HQ") {
    for (Side side : {F, S}) {
        INFO(sideId(side));
        const std::string hq = side == F ? "hq1" : "hq9";
        const std::string corner = side == F ? "a1" : "a9";
        auto swapped = withType(withType(handSetup(side), hq.c_str(), T::Engineer), corner.c_str(),
                                T::Marshal);
        const auto problems = checkSetup(kFed, side, swapped);
        CHECK(problemIds(problems) == std::vector<std::string>{"F-SETUP-2"});
        const auto r = Setup::fromEntries(kFed, side, swapped);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().rfind("F-SETUP-2", 0) == 0);
    }
    // No marshal at all: F-SETUP-1 (counts) and F-SETUP-2.
    CHECK(problemIds(checkSetup(kFed, F, withType(handSetup(F), "hq1", T::Engineer))) ==
          std::vector<std::string>{"F-SETUP-1", "F-SETUP-2"});
}

TEST_CASE("F-SETUP-3: no mine on a bridgehead of the own camp") {
    // First player: c3 and g3. The hand setup holds mines on g1 and h1.
    for (const char* head : {"c3", "g3"}) {
        INFO(head);
        const auto e = withType(withType(handSetup(F), head, T::Mine), "g1",
                                fsq(head) == fsq("c3") ? T::Tank : T::Missile);
        CHECK(problemIds(checkSetup(kFed, F, e)) == std::vector<std::string>{"F-SETUP-3"});
        const auto r = Setup::fromEntries(kFed, F, e);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().rfind("F-SETUP-3", 0) == 0);
    }
    // Second player: c7 and g7 (its mines are on g9, h9).
    for (const char* head : {"c7", "g7"}) {
        INFO(head);
        const auto e = withType(withType(handSetup(S), head, T::Mine), "g9",
                                fsq(head) == fsq("c7") ? T::Tank : T::Missile);
        CHECK(problemIds(checkSetup(kFed, S, e)) == std::vector<std::string>{"F-SETUP-3"});
    }
    // A mine next to a bridgehead, or on the HQ's neighbours, is fine.
    const auto ok = withType(withType(handSetup(F), "d3", T::Mine), "g1", T::Tank);
    CHECK(checkSetup(kFed, F, ok).empty());
}

TEST_CASE("F-SETUP-1..3: Setup::random is legal for every seed and both sides") {
    std::map<std::string, int> mineSquares;
    std::set<std::string> typesOnBridgeheads;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        Rng rng(seed);
        for (Side side : {F, S}) {
            const Setup setup = Setup::random(kFed, side, rng);
            INFO("seed " << seed << " side " << sideId(side));
            REQUIRE(setup.rules() == kFed);
            REQUIRE(checkSetup(kFed, side, setup.entries()).empty());
            REQUIRE(setup.typeAt(kFed.board().hqOf(side)) == T::Marshal);
            for (const SetupEntry& e : setup.entries()) {
                if (e.type == T::Mine) ++mineSquares[nameOf(e.square)];
                const std::string n = nameOf(e.square);
                if (n == "c3" || n == "g3" || n == "c7" || n == "g7") {
                    REQUIRE(e.type != T::Mine);
                    typesOnBridgeheads.insert(std::string(pieceTypeId(e.type)));
                }
            }
            REQUIRE(checkSetup(kFed, side, setup.mirrored().entries()).empty());
        }
    }
    // Mines reach every allowed square (22 per camp: not the HQ, not the two bridgeheads).
    CHECK(mineSquares.size() == 44);
    for (const char* head : {"c3", "g3", "c7", "g7", "hq9"}) CHECK(mineSquares.count(head) == 0);
    CHECK(mineSquares.count("hq1") == 0);
    CHECK(typesOnBridgeheads.size() >= 10);
}

// ---- Moving -----------------------------------------------------------------------------

TEST_CASE("F-MOVE-1: the first player moves first, players alternate, never onto an own piece") {
    Rng rng(7);
    const Setup first = Setup::random(kFed, F, rng);
    const Setup second = Setup::random(kFed, S, rng);
    Referee ref(first, second);
    CHECK(ref.position().sideToMove() == F);
    // Every listed move is the first player's and goes somewhere else (no passing).
    MoveList list;
    generateMoves(ref.position(), list);
    REQUIRE_FALSE(list.empty());
    for (Move m : list) {
        CHECK(ref.position().sideAt(m.from()) == F);
        CHECK(m.from() != m.to());
        if (!m.isStrike() && !ref.position().isEmpty(m.to()))
            CHECK(ref.position().sideAt(m.to()) == S);
    }
    // A move of the second player is refused while the first is to move.
    MoveList theirs;
    Position flipped = ref.position();
    flipped.setSideToMove(S);
    generateMoves(flipped, theirs);
    REQUIRE_FALSE(theirs.empty());
    CHECK_FALSE(ref.play(theirs[0]).ok());
    CHECK(ref.ply() == 0);
    // First moves, then second.
    REQUIRE(ref.play(list[0]).ok());
    CHECK(ref.position().sideToMove() == S);
    CHECK_FALSE(ref.play(list[list.size() - 1]).ok()); // not the first player's turn now
    CHECK(ref.ply() == 1);
    // Own pieces block every kind of mover.
    const Position pos = fedPos({{"e2", F, T::General},
                                 {"e3", F, T::Mine},
                                 {"a2", F, T::Tank},
                                 {"c2", F, T::Engineer},
                                 {"a1", F, T::Jet},
                                 {"hq9", S, T::Marshal}});
    CHECK_FALSE(legal(pos, "e2-e3"));
    CHECK_FALSE(legal(pos, "a2-c2"));
    CHECK_FALSE(legal(pos, "a2-d2"));
    CHECK(legal(pos, "a2-b2"));
    CHECK_FALSE(legal(pos, "a1-e3"));
    CHECK(legal(pos, "a1-e7"));
}

TEST_CASE("F-MOVE-2: officers step one square - missiles step onto empty squares only") {
    for (PieceType officer : {T::General, T::LieutenantGeneral, T::MajorGeneral, T::Colonel,
                              T::LieutenantColonel, T::Major}) {
        INFO(pieceTypeId(officer));
        const Position pos =
            fedPos({{"e8", F, officer}, {"e7", S, T::Engineer}, {"a9", S, T::Tank}});
        CHECK(stepDests(pos, "e8") == names({"d8", "f8", "e7", "hq9"})); // e7: an attack
        CHECK_FALSE(legal(pos, "e8-c8"));
        CHECK_FALSE(legal(pos, "e8-d7"));
    }
    // The missile: d8 empty, e7 an opponent piece, f8 an own piece, hq9 the opponent marshal.
    const Position pos = fedPos({{"e8", F, T::Missile},
                                 {"f8", F, T::Major},
                                 {"e7", S, T::Engineer},
                                 {"hq9", S, T::Marshal},
                                 {"a1", S, T::Tank}});
    CHECK(stepDests(pos, "e8") == names({"d8"}));
    CHECK_FALSE(legal(pos, "e8-e7"));  // no ground attack
    CHECK_FALSE(legal(pos, "e8-hq9")); // not onto the marshal either
    CHECK(legal(pos, "e8*e7"));        // every missile attack is a strike
    CHECK(legal(pos, "e8-d8"));
    CHECK_FALSE(legal(pos, "e8-c8")); // one square only
    // No missile move onto an occupied square ever is a plain step or a tow.
    MoveList list;
    generatePieceMoves(pos, pos.pieceAt(fsq("e8")), list);
    for (Move m : list)
        if (!m.isStrike()) CHECK(pos.isEmpty(m.to()));
}

TEST_CASE("F-MOVE-3: sliders slide along rows and columns, stop at pieces, end on an HQ") {
    for (PieceType slider : {T::Artillery, T::Engineer, T::Tank, T::Spy}) {
        INFO(pieceTypeId(slider));
        // Open row and column: a2 north to a3 (the river stops it), south a1, east to i2.
        const Position open = fedPos({{"a2", F, slider}, {"a9", S, T::Tank}});
        CHECK(stepDests(open, "a2") ==
              names({"a1", "a3", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "i2"}));
        // Stops before an own piece, on an opponent piece.
        const Position block = fedPos(
            {{"b2", F, slider}, {"f2", F, T::Major}, {"b3", S, T::Major}, {"a9", S, T::Tank}});
        CHECK(stepDests(block, "b2") == names({"a2", "b1", "b3", "c2", "d2", "e2"}));
    }
    // A slide does not turn onto the bridge: c2 north reaches c3 only.
    const Position bridge = fedPos({{"c2", F, T::Tank}, {"a9", S, T::Tank}, {"b2", F, T::Major}});
    CHECK(stepDests(bridge, "c2") == names({"c1", "c3", "d2", "e2", "f2", "g2", "h2", "i2"}));
    CHECK_FALSE(legal(bridge, "c2-e5"));
    CHECK_FALSE(legal(bridge, "c2-g7"));
    // Entering an HQ ends the slide: an own empty HQ (test position) ...
    const Position ownHq = fedPos({{"c1", F, T::Engineer}, {"a9", S, T::Tank}});
    CHECK(legal(ownHq, "c1-hq1"));
    CHECK_FALSE(legal(ownHq, "c1-g1"));
    CHECK_FALSE(legal(ownHq, "c1-i1"));
    // ... and the opponent's HQ (an attack on the unguarded marshal).
    const Position theirHq = fedPos(
        {{"c9", F, T::Engineer}, {"e7", F, T::Tank}, {"hq9", S, T::Marshal}, {"a7", S, T::Tank}});
    CHECK(legal(theirHq, "c9-hq9"));
    CHECK_FALSE(legal(theirHq, "c9-g9"));
    CHECK(stepDests(theirHq, "e7").count("hq9") == 1);
    CHECK(stepDests(theirHq, "e7").count("e8") == 1);
    // A slider on an HQ slides along each of its three columns and sideways from its ends.
    const Position onHq1 = fedPos({{"hq1", F, T::Engineer}, {"a9", S, T::Tank}});
    CHECK(stepDests(onHq1, "hq1") ==
          names({"a1", "b1", "c1", "g1", "h1", "i1", "d2", "d3", "e2", "e3", "f2", "f3"}));
    const Position onHq9 = fedPos({{"hq9", S, T::Tank}, {"a1", F, T::Tank}}, S);
    CHECK(stepDests(onHq9, "hq9") ==
          names({"a9", "b9", "c9", "g9", "h9", "i9", "d8", "d7", "e8", "e7", "f8", "f7"}));
    // A blocked column leaves the other two.
    const Position blocked =
        fedPos({{"hq1", F, T::Spy}, {"e2", F, T::Major}, {"f3", S, T::Major}, {"a9", S, T::Tank}});
    CHECK(stepDests(blocked, "hq1") ==
          names({"a1", "b1", "c1", "g1", "h1", "i1", "d2", "d3", "f2", "f3"}));
}

TEST_CASE("F-MOVE-4: bridge moves: to e5 and stop, or straight across when e5 is empty") {
    for (PieceType t : {T::General, T::Major, T::Tank, T::Engineer, T::Missile}) {
        INFO(pieceTypeId(t));
        const Position empty = fedPos({{"c3", F, t}, {"hq9", S, T::Marshal}, {"a9", S, T::Tank}});
        CHECK(legal(empty, "c3-e5"));
        CHECK(legal(empty, "c3-g7"));
        CHECK_FALSE(legal(empty, "c3-c7")); // changing arms needs a stop on e5
        const std::set<std::string> d = stepDests(empty, "c3");
        // The crossing ends on g7: a slider does not go on.
        for (const char* beyond : {"g8", "g9", "f7", "h7", "e7", "c7", "c8"})
            CHECK(d.count(beyond) == 0);
        // c3-g3 is no bridge move; only a slider gets there, along row 3.
        const bool slider = t == T::Tank || t == T::Engineer;
        CHECK(legal(empty, "c3-g3") == slider);
        // The other arm.
        const Position g3 = fedPos({{"g3", F, t}, {"a9", S, T::Tank}});
        CHECK(legal(g3, "g3-c7"));
        CHECK(legal(g3, "g3-e5"));
        CHECK_FALSE(legal(g3, "g3-g7"));
        // e5 occupied by an own piece: neither.
        const Position own =
            fedPos({{"c3", F, t}, {"e5", F, T::Mine}, {"hq9", S, T::Marshal}, {"a9", S, T::Tank}});
        CHECK_FALSE(legal(own, "c3-e5"));
        CHECK_FALSE(legal(own, "c3-g7"));
        // e5 occupied by an opponent: an attack on e5 (not for a missile), no crossing.
        const Position theirs = fedPos(
            {{"c3", F, t}, {"e5", S, T::Engineer}, {"hq9", S, T::Marshal}, {"a9", S, T::Tank}});
        CHECK(legal(theirs, "c3-e5") == (t != T::Missile));
        CHECK_FALSE(legal(theirs, "c3-g7"));
        // The far bridgehead held by an opponent: an attack (a missile strikes instead).
        const Position far = fedPos(
            {{"c3", F, t}, {"g7", S, T::Engineer}, {"hq9", S, T::Marshal}, {"a9", S, T::Tank}});
        CHECK(legal(far, "c3-g7") == (t != T::Missile));
        if (t == T::Missile) CHECK(legal(far, "c3*g7"));
        // From e5: any of the four bridgeheads, nothing further.
        const Position mid = fedPos({{"e5", F, t}, {"a9", S, T::Tank}});
        CHECK(stepDests(mid, "e5") == names({"c3", "g3", "c7", "g7"}));
    }
    // Changing arms in two moves: c3-e5, then e5-c7.
    Referee ref(fedPos({{"c3", F, T::Colonel},
                        {"hq1", F, T::Marshal},
                        {"hq9", S, T::Marshal},
                        {"a9", S, T::Tank}}));
    CHECK_FALSE(ref.play(fmv("c3-c7")).ok());
    playOk(ref, "c3-e5");
    playOk(ref, "a9-a8");
    const Announcement a = playOk(ref, "e5-c7");
    CHECK(a.outcome == CombatOutcome::None);
    CHECK(occupiedBy(ref.position(), "c7", F, T::Colonel));
    // A crossing onto an opponent at the far bridgehead is a combat there.
    Referee cross(fedPos({{"c3", F, T::General},
                          {"g7", S, T::Colonel},
                          {"hq9", S, T::Marshal},
                          {"a9", S, T::Tank}}));
    const Announcement c = playOk(cross, "c3-g7");
    CHECK(c.outcome == CombatOutcome::AttackerWon);
    CHECK(occupiedBy(cross.position(), "g7", F, T::General));
    // A jet is no ground piece: it flies c3-c7 directly.
    CHECK(legal(fedPos({{"c3", F, T::Jet}, {"e5", S, T::Mine}, {"a9", S, T::Tank}}), "c3-c7"));
}

TEST_CASE("F-MOVE-5: the jet flies to any square but an own piece and the opponent's HQ") {
    const Position pos = fedPos({{"a1", F, T::Jet},
                                 {"b1", F, T::Mine},
                                 {"i9", F, T::Tank},
                                 {"hq1", F, T::Marshal},
                                 {"hq9", S, T::Marshal},
                                 {"e5", S, T::Engineer},
                                 {"e7", S, T::General}});
    const std::set<std::string> d = stepDests(pos, "a1");
    // 51 squares minus a1 itself, three own pieces and hq9.
    CHECK(d.size() == 51 - 1 - 3 - 1);
    CHECK(d.count("hq9") == 0);
    CHECK(d.count("hq1") == 0);
    CHECK(d.count("b1") == 0);
    CHECK(d.count("e5") == 1);
    CHECK(d.count("a9") == 1);
    CHECK(d.count("e7") == 1);
    // hq9 unguarded (no S piece on c9 g9 d8 e8 f8): still no jet may enter it.
    REQUIRE_FALSE(hqGuarded(pos, S));
    CHECK_FALSE(legal(pos, "a1-hq9"));
    // Nor an empty opponent HQ; the jet's own empty HQ is a square like any other.
    const Position emptyHqs = fedPos({{"a1", F, T::Jet}, {"a9", S, T::Tank}});
    CHECK_FALSE(legal(emptyHqs, "a1-hq9"));
    CHECK(legal(emptyHqs, "a1-hq1"));
    // Onto an opponent it attacks, judged by F-COMBAT-1.
    Referee ref(pos);
    const Announcement a = playOk(ref, "a1-e5");
    CHECK(a.outcome == CombatOutcome::AttackerWon);
    CHECK(occupiedBy(ref.position(), "e5", F, T::Jet));
    Referee lose(pos);
    const Announcement b = playOk(lose, "a1-e7");
    CHECK(b.outcome == CombatOutcome::DefenderWon);
    CHECK(lose.position().isEmpty(fsq("a1")));
}

TEST_CASE("F-MOVE-6: marshal, mine and atomic bomb never move by themselves") {
    for (PieceType t : {T::Marshal, T::Mine, T::AtomicBomb}) {
        INFO(pieceTypeId(t));
        CHECK_FALSE(isMovable(t));
        const Position pos = fedPos({{"e2", F, t}, {"e3", S, T::Engineer}, {"a9", S, T::Tank}});
        CHECK(pieceMoves(pos, "e2").empty());
        CHECK(allMoves(pos).empty());
    }
    const Position marshal = fedPos({{"hq1", F, T::Marshal}, {"a9", S, T::Tank}});
    CHECK(pieceMoves(marshal, "hq1").empty());
    // A side with only such pieces has no legal move.
    CHECK_FALSE(hasLegalMove(
        fedPos({{"hq1", F, T::Marshal}, {"a1", F, T::Mine}, {"b1", F, T::AtomicBomb}}), F));
}

TEST_CASE("F-MOVE-7: a missile next to the atomic bomb may tow it into the square it left") {
    const Position pos = fedPos({{"c2", F, T::Missile},
                                 {"c1", F, T::AtomicBomb},
                                 {"hq1", F, T::Marshal},
                                 {"hq9", S, T::Marshal},
                                 {"e8", S, T::General},
                                 {"a9", S, T::Tank}},
                                F, 10);
    CHECK(legal(pos, "c2-c3+bomb"));
    CHECK(legal(pos, "c2-b2+bomb"));
    CHECK(legal(pos, "c2-d2+bomb"));
    CHECK(legal(pos, "c2-c3"));
    CHECK(moveText(fmv("c2-c3+bomb"), kFed) == "c2-c3+bomb");
    Referee ref(pos);
    const Announcement a = playOk(ref, "c2-c3+bomb");
    CHECK(a.outcome == CombatOutcome::None);
    CHECK(a.towFrom == fsq("c1"));
    CHECK(a.revealCount == 0);
    CHECK(occupiedBy(ref.position(), "c3", F, T::Missile));
    CHECK(occupiedBy(ref.position(), "c2", F, T::AtomicBomb));
    CHECK(ref.position().isEmpty(fsq("c1")));
    CHECK(ref.position().noCombatPlies() == 11); // a tow is one move and no combat
    CHECK(ref.position().sideToMove() == S);

    SECTION("not allowed: the bomb not next to the missile") {
        const Position diag =
            fedPos({{"c2", F, T::Missile}, {"b1", F, T::AtomicBomb}, {"e8", S, T::General}});
        CHECK_FALSE(legal(diag, "c2-c3+bomb"));
        CHECK(legal(diag, "c2-c3"));
        const Position far =
            fedPos({{"c2", F, T::Missile}, {"i1", F, T::AtomicBomb}, {"e8", S, T::General}});
        CHECK_FALSE(legal(far, "c2-c3+bomb"));
        CHECK_FALSE(legal(far, "c2**e8"));
        // An opponent's bomb next to the missile is not ours to tow.
        const Position theirs =
            fedPos({{"c2", F, T::Missile}, {"c1", S, T::AtomicBomb}, {"e8", S, T::General}});
        CHECK_FALSE(legal(theirs, "c2-c3+bomb"));
    }
    SECTION("not allowed: onto an occupied square") {
        const Position occ = fedPos({{"c2", F, T::Missile},
                                     {"c1", F, T::AtomicBomb},
                                     {"c3", S, T::Major},
                                     {"d2", F, T::Major},
                                     {"e8", S, T::General}});
        CHECK_FALSE(legal(occ, "c2-c3+bomb"));
        CHECK_FALSE(legal(occ, "c2-d2+bomb"));
        CHECK_FALSE(legal(occ, "c2-c3"));
        CHECK(legal(occ, "c2-b2+bomb"));
        CHECK(legal(occ, "c2*c3"));
        for (const std::string& m : allMoves(occ))
            if (m.find("+bomb") != std::string::npos) CHECK(m == "c2-b2+bomb");
    }
    SECTION("not allowed: a tow together with a strike") {
        CHECK_FALSE(parseMove("c2*e8+bomb", kFed).has_value());
        CHECK_FALSE(parseMove("c2**e8+bomb", kFed).has_value());
        CHECK_FALSE(isLegal(pos, Move(fsq("c2"), fsq("e8"), MoveKind::Tow)));
        // The bomb does not move with a strike: after c2*e8 it is still on c1.
        Referee r(pos);
        const Announcement s = playOk(r, "c2*e8");
        CHECK(s.towFrom == kNoSquare);
        CHECK(occupiedBy(r.position(), "c1", F, T::AtomicBomb));
    }
    SECTION("bridge moves tow too; e5 is next to the bridgeheads") {
        Referee r(fedPos({{"c3", F, T::Missile},
                          {"c2", F, T::AtomicBomb},
                          {"hq1", F, T::Marshal},
                          {"hq9", S, T::Marshal},
                          {"a9", S, T::Tank}}));
        CHECK(isLegal(r.position(), fmv("c3-g7+bomb")));
        playOk(r, "c3-e5+bomb");
        CHECK(occupiedBy(r.position(), "e5", F, T::Missile));
        CHECK(occupiedBy(r.position(), "c3", F, T::AtomicBomb));
        playOk(r, "a9-a8");
        const Announcement t = playOk(r, "e5-g7+bomb");
        CHECK(t.towFrom == fsq("c3"));
        CHECK(occupiedBy(r.position(), "g7", F, T::Missile));
        CHECK(occupiedBy(r.position(), "e5", F, T::AtomicBomb));
        CHECK(r.position().isEmpty(fsq("c3")));
    }
}

TEST_CASE("F-MOVE-8: the marshal may be attacked only while its HQ is unguarded") {
    struct Case {
        Side defender;
        const char* hq;
        std::vector<const char*> guards;
        const char* backup; // where the defender's other piece stands (not next to the HQ)
    };
    const Case cases[] = {{S, "hq9", {"c9", "g9", "d8", "e8", "f8"}, "a7"},
                          {F, "hq1", {"c1", "g1", "d2", "e2", "f2"}, "a3"}};
    for (const Case& c : cases) {
        const Side attacker = opponent(c.defender);
        const char* attackerHq = c.defender == S ? "hq1" : "hq9";
        for (const char* guard : c.guards) {
            // The attacking officer stands next to the HQ, on a square other than the guard's
            // (its own presence there does not guard the opponent's HQ).
            const char* from = std::string(guard) == (c.defender == S ? "e8" : "e2")
                                   ? (c.defender == S ? "d8" : "d2")
                                   : (c.defender == S ? "e8" : "e2");
            INFO("guard on " << guard << ", attacker on " << from);
            const Position guarded = fedPos({{c.hq, c.defender, T::Marshal},
                                             {guard, c.defender, T::Major},
                                             {c.backup, c.defender, T::Tank},
                                             {from, attacker, T::General},
                                             {attackerHq, attacker, T::Marshal}},
                                            attacker);
            CHECK(hqGuarded(guarded, c.defender));
            const std::string take = std::string(from) + "-" + c.hq;
            CHECK_FALSE(legal(guarded, take.c_str()));
            for (const std::string& m : allMoves(guarded))
                CHECK(m.find(std::string("-") + c.hq) == std::string::npos);
        }
        // Unguarded: the attacker's own piece next to the HQ does not guard it; an officer
        // takes the marshal and wins.
        const char* from = c.defender == S ? "e8" : "e2";
        const Position open = fedPos({{c.hq, c.defender, T::Marshal},
                                      {c.backup, c.defender, T::Tank},
                                      {from, attacker, T::Colonel},
                                      {attackerHq, attacker, T::Marshal}},
                                     attacker);
        CHECK_FALSE(hqGuarded(open, c.defender));
        const std::string take = std::string(from) + "-" + c.hq;
        CHECK(legal(open, take.c_str()));
        Referee ref(open);
        const Announcement a = playOk(ref, take.c_str());
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(a.status == winFor(attacker));
        CHECK(a.reason == EndReason::MarshalTaken);
        CHECK(endReasonId(a.reason) == "marshal_taken");
        CHECK(ref.isOver());
        // A non-officer attacking the unguarded marshal is removed.
        const Position tank = fedPos({{c.hq, c.defender, T::Marshal},
                                      {c.backup, c.defender, T::Tank},
                                      {from, attacker, T::Tank},
                                      {attackerHq, attacker, T::Marshal},
                                      {c.defender == S ? "a1" : "a9", attacker, T::Major}},
                                     attacker);
        Referee tref(tank);
        const Announcement t = playOk(tref, take.c_str());
        CHECK(t.outcome == CombatOutcome::DefenderWon);
        CHECK(t.status == GameStatus::Ongoing);
        CHECK(tref.position().isEmpty(fsq(from)));
        CHECK(occupiedBy(tref.position(), c.hq, c.defender, T::Marshal));
    }
    // A piece that is not next to the HQ does not guard it (e7, b9, the bridge's e5).
    for (const char* notGuard : {"e7", "b9", "h8", "e5"}) {
        INFO(notGuard);
        const Position p = fedPos({{"hq9", S, T::Marshal}, {notGuard, S, T::Major}});
        CHECK_FALSE(hqGuarded(p, S));
    }
    // A slide from afar into the guarded HQ is refused as well.
    const Position slide = fedPos(
        {{"e7", F, T::Engineer}, {"hq9", S, T::Marshal}, {"c9", S, T::Mine}, {"a7", S, T::Tank}});
    CHECK_FALSE(legal(slide, "e7-hq9"));
    CHECK(legal(slide, "e7-e8"));
    // Jets and strikes never target an HQ, guarded or not.
    const Position air = fedPos({{"a1", F, T::Jet},
                                 {"c2", F, T::Missile},
                                 {"c1", F, T::AtomicBomb},
                                 {"hq9", S, T::Marshal},
                                 {"a7", S, T::Tank}});
    REQUIRE_FALSE(hqGuarded(air, S));
    CHECK_FALSE(legal(air, "a1-hq9"));
    CHECK_FALSE(legal(air, "c2*hq9"));
    CHECK_FALSE(legal(air, "c2**hq9"));
    CHECK(legal(air, "c2*a7"));
}

// ---- Combat -----------------------------------------------------------------------------

TEST_CASE("F-COMBAT-1: the combat table, every attacker against every defender") {
    // Written from the spec's summary: attacker -> the defenders it beats.
    const std::map<PieceType, std::set<PieceType>> beats = {
        {T::General,
         {T::LieutenantGeneral, T::MajorGeneral, T::Colonel, T::LieutenantColonel, T::Major, T::Jet,
          T::Artillery, T::Engineer, T::Tank}},
        {T::LieutenantGeneral,
         {T::MajorGeneral, T::Colonel, T::LieutenantColonel, T::Major, T::Jet, T::Artillery,
          T::Engineer, T::Tank, T::Spy}},
        {T::MajorGeneral,
         {T::Colonel, T::LieutenantColonel, T::Major, T::Jet, T::Artillery, T::Engineer, T::Tank,
          T::Spy}},
        {T::Colonel, {T::LieutenantColonel, T::Major, T::Artillery, T::Engineer, T::Spy}},
        {T::LieutenantColonel, {T::Major, T::Artillery, T::Engineer, T::Spy}},
        {T::Major, {T::Artillery, T::Engineer, T::Spy}},
        {T::Jet,
         {T::Colonel, T::LieutenantColonel, T::Major, T::Mine, T::Engineer, T::Tank, T::Spy}},
        {T::Artillery, {T::Jet, T::Mine, T::Engineer, T::Tank, T::Spy}},
        {T::Engineer, {T::Mine, T::Tank, T::Spy}},
        {T::Tank, {T::Colonel, T::LieutenantColonel, T::Major, T::Spy}},
        {T::Spy, {T::General}},
    };
    const std::set<PieceType> officers = {T::General, T::LieutenantGeneral, T::MajorGeneral,
                                          T::Colonel, T::LieutenantColonel, T::Major};
    int checked = 0;
    for (const auto& [attacker, beaten] : beats)
        for (PieceType defender : kFedTypes) {
            CombatOutcome want;
            if (defender == T::Marshal)
                want = officers.count(attacker) ? CombatOutcome::AttackerWon
                                                : CombatOutcome::DefenderWon;
            else if (defender == attacker)
                want = CombatOutcome::BothRemoved;
            else
                want = beaten.count(defender) ? CombatOutcome::AttackerWon
                                              : CombatOutcome::DefenderWon;
            INFO(pieceTypeId(attacker) << " -> " << pieceTypeId(defender));
            CHECK(judge(kFed, attacker, defender) == want);
            CHECK(judge(RuleSet::fromCode("federation:judge=referee").value(), attacker,
                        defender) == want);
            ++checked;
        }
    CHECK(checked == 11 * 15);
    // The seed's example: the spy beats only the general.
    for (PieceType d : kFedTypes)
        if (d != T::Spy)
            CHECK((judge(kFed, T::Spy, d) == CombatOutcome::AttackerWon) == (d == T::General));
    // Defending, a mine beats general ... major, tank and spy; loses to jet, artillery, engineer.
    for (const auto& [attacker, beaten] : beats) {
        const bool mineLoses =
            attacker == T::Jet || attacker == T::Artillery || attacker == T::Engineer;
        INFO(pieceTypeId(attacker));
        CHECK(judge(kFed, attacker, T::Mine) ==
              (mineLoses ? CombatOutcome::AttackerWon : CombatOutcome::DefenderWon));
    }
    // Missile and bomb (only ever strike): the missile beats everything but the marshal; the
    // bomb everything but the marshal and a missile.
    for (PieceType d : kFedTypes) {
        INFO(pieceTypeId(d));
        CHECK(strikeRemoves(false, d) == (d != T::Marshal));
        CHECK(strikeRemoves(true, d) == (d != T::Marshal && d != T::Missile));
    }
    // A ground attacker never removes a missile or a bomb.
    for (const auto& [attacker, beaten] : beats)
        for (PieceType d : {T::Missile, T::AtomicBomb})
            CHECK(judge(kFed, attacker, d) == CombatOutcome::DefenderWon);
    // Through the referee as well (judgeMove on a real position).
    const Position pos = fedPos({{"e2", F, T::Spy}, {"e3", S, T::General}, {"a9", S, T::Tank}});
    CHECK(resolveMove(pos, fmv("e2-e3")).outcome == CombatOutcome::AttackerWon);
    const Position rev = fedPos({{"e3", S, T::Spy}, {"e2", F, T::General}, {"a9", S, T::Tank}});
    CHECK(resolveMove(rev, fmv("e2-e3")).outcome == CombatOutcome::DefenderWon);
}

TEST_CASE("F-COMBAT-2: winner moves in or stays - a tie removes both") {
    const auto base = [](PieceType a, PieceType d) {
        return fedPos({{"e2", F, a},
                       {"e3", S, d},
                       {"hq1", F, T::Marshal},
                       {"i1", F, T::Major},
                       {"hq9", S, T::Marshal},
                       {"a9", S, T::Tank}});
    };
    {
        Referee ref(base(T::General, T::Colonel));
        const Announcement a = playOk(ref, "e2-e3");
        CHECK(a.outcome == CombatOutcome::AttackerWon);
        CHECK(occupiedBy(ref.position(), "e3", F, T::General));
        CHECK(ref.position().isEmpty(fsq("e2")));
        CHECK_FALSE(ref.position().piece(fsq("e3")).alive()); // the colonel's id is its square
    }
    {
        Referee ref(base(T::Major, T::Colonel));
        const Announcement a = playOk(ref, "e2-e3");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(occupiedBy(ref.position(), "e3", S, T::Colonel));
        CHECK(ref.position().isEmpty(fsq("e2")));
    }
    {
        Referee ref(base(T::Tank, T::Tank));
        const Announcement a = playOk(ref, "e2-e3");
        CHECK(a.outcome == CombatOutcome::BothRemoved);
        CHECK(ref.position().isEmpty(fsq("e2")));
        CHECK(ref.position().isEmpty(fsq("e3")));
    }
}

TEST_CASE("F-COMBAT-3: a mine that wins stays on the board") {
    for (PieceType a : {T::General, T::Major, T::Tank, T::Spy}) {
        INFO(pieceTypeId(a));
        Referee ref(fedPos({{"e2", F, a},
                            {"e3", S, T::Mine},
                            {"hq1", F, T::Marshal},
                            {"i1", F, T::Major},
                            {"hq9", S, T::Marshal},
                            {"a9", S, T::Tank}}));
        const Announcement r = playOk(ref, "e2-e3");
        CHECK(r.outcome == CombatOutcome::DefenderWon);
        CHECK(occupiedBy(ref.position(), "e3", S, T::Mine));
        CHECK(ref.position().isEmpty(fsq("e2")));
    }
    // It loses to the engineer (removed, the engineer moves in).
    Referee ref(fedPos({{"e2", F, T::Engineer}, {"e3", S, T::Mine}, {"a9", S, T::Tank}}));
    CHECK(playOk(ref, "e2-e3").outcome == CombatOutcome::AttackerWon);
    CHECK(occupiedBy(ref.position(), "e3", F, T::Engineer));
}

// ---- Strikes ----------------------------------------------------------------------------

TEST_CASE("F-STRIKE-1: a strike targets any opponent piece but the HQ - the area is a plus") {
    SECTION("targets") {
        const Position pos = fedPos({{"c2", F, T::Missile},
                                     {"a1", F, T::General},
                                     {"hq9", S, T::Marshal},
                                     {"a9", S, T::Tank},
                                     {"i7", S, T::General},
                                     {"e5", S, T::Engineer}});
        REQUIRE_FALSE(hqGuarded(pos, S));
        CHECK(legal(pos, "c2*a9"));
        CHECK(legal(pos, "c2*i7"));
        CHECK(legal(pos, "c2*e5"));
        CHECK_FALSE(legal(pos, "c2*hq9")); // the HQ: never, guarded or not
        CHECK_FALSE(legal(pos, "c2*a1"));  // own piece
        CHECK_FALSE(legal(pos, "c2*a8"));  // empty
        int strikes = 0;
        for (const std::string& m : allMoves(pos)) strikes += m.find('*') != std::string::npos;
        CHECK(strikes == 3);
        // Only missiles strike.
        const Position tank = fedPos({{"c2", F, T::Tank}, {"a9", S, T::Tank}});
        CHECK_FALSE(legal(tank, "c2*a9"));
    }
    SECTION("e5: the area is e5 alone") {
        Referee ref(fedPos({{"c2", F, T::Missile},
                            {"e5", S, T::Engineer},
                            {"c7", S, T::Tank},
                            {"g7", S, T::Tank},
                            {"e7", S, T::Major},
                            {"g3", F, T::Major},
                            {"hq9", S, T::Marshal}}));
        const Announcement a = playOk(ref, "c2*e5");
        CHECK(a.outcome == CombatOutcome::None);
        CHECK(a.strike.target == fsq("e5"));
        CHECK_FALSE(a.strike.bomb);
        CHECK_FALSE(a.strike.collision);
        CHECK(removedSet(a.strike) == names({"c2/F", "e5/S"}));
        for (const char* stays : {"c7", "g7", "e7", "g3"})
            CHECK_FALSE(ref.position().isEmpty(fsq(stays)));
    }
    SECTION("corner a1") {
        Referee ref(fedPos({{"a1", F, T::General},
                            {"b1", F, T::Mine},
                            {"a2", F, T::Jet},
                            {"b2", F, T::Major},
                            {"c1", F, T::Spy},
                            {"a3", F, T::Tank},
                            {"hq1", F, T::Marshal},
                            {"i9", S, T::Missile},
                            {"hq9", S, T::Marshal}},
                           S));
        const Announcement a = playOk(ref, "i9*a1");
        CHECK(removedSet(a.strike) == names({"a1/F", "b1/F", "a2/F", "i9/S"}));
        CHECK(a.strike.removedCount == 4);
        for (const char* stays : {"b2", "c1", "a3", "hq1"})
            CHECK_FALSE(ref.position().isEmpty(fsq(stays)));
    }
    SECTION("corner i9") {
        Referee ref(fedPos({{"a1", F, T::Missile},
                            {"i9", S, T::General},
                            {"h9", S, T::Mine},
                            {"i8", S, T::AtomicBomb},
                            {"h8", S, T::Major},
                            {"g9", S, T::Spy},
                            {"hq9", S, T::Marshal}}));
        const Announcement a = playOk(ref, "a1*i9");
        CHECK(removedSet(a.strike) == names({"a1/F", "i9/S", "h9/S", "i8/S"}));
        for (const char* stays : {"h8", "g9", "hq9"})
            CHECK_FALSE(ref.position().isEmpty(fsq(stays)));
    }
    SECTION("a row-3 target: its north neighbour is river, e5 is not in the area") {
        Referee ref(fedPos({{"e3", F, T::General},
                            {"d3", F, T::Tank},
                            {"f3", F, T::Spy},
                            {"e2", F, T::Major},
                            {"e5", F, T::Engineer},
                            {"c3", F, T::Artillery},
                            {"hq1", F, T::Marshal},
                            {"a9", S, T::Missile},
                            {"hq9", S, T::Marshal}},
                           S));
        const Announcement a = playOk(ref, "a9*e3");
        CHECK(removedSet(a.strike) == names({"e3/F", "d3/F", "f3/F", "e2/F", "a9/S"}));
        CHECK(occupiedBy(ref.position(), "e5", F, T::Engineer));
        CHECK(occupiedBy(ref.position(), "c3", F, T::Artillery));
        CHECK(occupiedBy(ref.position(), "hq1", F, T::Marshal));
        // A bridgehead target: c7's area is c7, b7, d7, c8 (c6 is river).
        Referee bh(fedPos({{"a1", F, T::Missile},
                           {"c7", S, T::Tank},
                           {"b7", S, T::Tank},
                           {"d7", S, T::Spy},
                           {"c8", S, T::Jet},
                           {"e5", S, T::Engineer},
                           {"c9", S, T::Major},
                           {"hq9", S, T::Marshal}}));
        const Announcement b = playOk(bh, "a1*c7");
        CHECK(removedSet(b.strike) == names({"a1/F", "c7/S", "b7/S", "d7/S", "c8/S"}));
        CHECK_FALSE(bh.position().isEmpty(fsq("e5")));
    }
    SECTION("around the HQ: d2, e2, f2, c1 and g1 bring the HQ into the area") {
        struct Hq {
            const char* target;
            std::vector<const char*> area; // without the HQ
        };
        const Hq cases[] = {{"d2", {"d2", "c2", "e2", "d3"}},
                            {"e2", {"e2", "d2", "f2", "e3"}},
                            {"f2", {"f2", "e2", "g2", "f3"}},
                            {"c1", {"c1", "b1", "c2"}},
                            {"g1", {"g1", "h1", "g2"}}};
        for (const Hq& c : cases) {
            INFO("target " << c.target);
            // The first player's pieces fill rows 1-3; the second's missile strikes.
            Position pos(kFed);
            for (int s = 0; s < 25; ++s)
                pos.place(static_cast<Square>(s), F, s == fsq("hq1") ? T::Marshal : T::Major);
            pos.place(fsq("a9"), S, T::Missile);
            pos.place(fsq("hq9"), S, T::Marshal);
            pos.place(fsq("i9"), S, T::Tank);
            pos.setSideToMove(S);
            Referee ref(pos);
            const Announcement a = playOk(ref, (std::string("a9*") + c.target).c_str());
            std::set<std::string> want = {"a9/S"};
            for (const char* n : c.area) want.insert(std::string(n) + "/F");
            CHECK(removedSet(a.strike) == want);
            // The marshal was judged (shown under open judgement) and stays.
            CHECK(revealSet(a).count("hq1:marshal") == 1);
            CHECK(occupiedBy(ref.position(), "hq1", F, T::Marshal));
            CHECK(a.status == GameStatus::Ongoing);
            CHECK(ref.position().aliveCount(F) == 25 - int(c.area.size()));
        }
        // c2's area (c2 b2 d2 c3 c1) does not reach the HQ.
        Position pos(kFed);
        for (int s = 0; s < 25; ++s)
            pos.place(static_cast<Square>(s), F, s == fsq("hq1") ? T::Marshal : T::Major);
        pos.place(fsq("a9"), S, T::Missile);
        pos.place(fsq("hq9"), S, T::Marshal);
        pos.setSideToMove(S);
        const Announcement a = resolveMove(pos, fmv("a9*c2"));
        CHECK(removedSet(a.strike) == names({"a9/S", "c2/F", "b2/F", "d2/F", "c3/F", "c1/F"}));
        CHECK(revealSet(a).count("hq1:marshal") == 0);
    }
}

TEST_CASE("F-STRIKE-2: air collision with one missile") {
    Referee ref(fedPos({{"e2", F, T::General},
                        {"d2", F, T::Missile},
                        {"e3", F, T::Mine},
                        {"f2", F, T::AtomicBomb},
                        {"a1", F, T::Missile},
                        {"hq1", F, T::Marshal},
                        {"a9", S, T::Missile},
                        {"hq9", S, T::Marshal},
                        {"i9", S, T::Tank}},
                       S, 40));
    const Announcement a = playOk(ref, "a9*e2");
    CHECK(a.strike.collision);
    CHECK_FALSE(a.strike.bomb);
    CHECK(a.strike.target == fsq("e2"));
    CHECK(removedSet(a.strike) == names({"a9/S", "d2/F"}));
    // Nothing else happens: the target, the mine, the bomb and the marshal stay; the missile on
    // a1 (outside the area) too.
    for (const char* stays : {"e2", "e3", "f2", "a1", "hq1"}) {
        INFO(stays);
        CHECK_FALSE(ref.position().isEmpty(fsq(stays)));
    }
    CHECK(ref.position().noCombatPlies() == 0); // F-STRIKE-5
    CHECK(ref.position().sideToMove() == F);
}

TEST_CASE("F-STRIKE-2: air collision with two missiles") {
    Referee ref(fedPos({{"e2", F, T::General},
                        {"d2", F, T::Missile},
                        {"f2", F, T::Missile},
                        {"hq1", F, T::Marshal},
                        {"a1", F, T::Tank},
                        {"a9", S, T::Missile},
                        {"hq9", S, T::Marshal}},
                       S));
    const Announcement a = playOk(ref, "a9*e2");
    CHECK(a.strike.collision);
    CHECK(removedSet(a.strike) == names({"a9/S", "d2/F", "f2/F"}));
    CHECK(occupiedBy(ref.position(), "e2", F, T::General));
    CHECK(ref.position().aliveCount(F) == 3);
    CHECK(ref.position().aliveCount(S) == 1);
    // The target itself a missile: a collision as well.
    Referee direct(fedPos({{"a1", F, T::Missile},
                           {"e8", S, T::Missile},
                           {"d8", S, T::General},
                           {"hq9", S, T::Marshal}}));
    const Announcement d = playOk(direct, "a1*e8");
    CHECK(d.strike.collision);
    CHECK(removedSet(d.strike) == names({"a1/F", "e8/S"}));
    CHECK(occupiedBy(direct.position(), "d8", S, T::General));
}

TEST_CASE("F-STRIKE-2: the striker's own missile in the area is no collision") {
    Referee ref(fedPos({{"a1", F, T::Missile},
                        {"e8", F, T::Jet}, // flew in
                        {"d8", S, T::Missile},
                        {"f8", S, T::Tank},
                        {"hq9", S, T::Marshal},
                        {"a9", S, T::Missile}},
                       S));
    const Announcement a = playOk(ref, "a9*e8");
    CHECK_FALSE(a.strike.collision);
    CHECK(removedSet(a.strike) == names({"a9/S", "e8/F"}));
    CHECK(occupiedBy(ref.position(), "d8", S, T::Missile));
    CHECK(occupiedBy(ref.position(), "f8", S, T::Tank));
    // A missile diagonal to the target is outside a missile's area: no collision either.
    Referee diag(fedPos({{"a1", F, T::Missile},
                         {"e8", S, T::General},
                         {"d7", S, T::Missile},
                         {"hq9", S, T::Marshal}}));
    const Announcement d = playOk(diag, "a1*e8");
    CHECK_FALSE(d.strike.collision);
    CHECK(removedSet(d.strike) == names({"a1/F", "e8/S"}));
    CHECK(occupiedBy(diag.position(), "d7", S, T::Missile));
}

TEST_CASE("F-STRIKE-3: every opponent piece in the area is judged against the missile") {
    Referee ref(fedPos({{"a1", F, T::Missile},
                        {"e7", F, T::Tank},
                        {"hq1", F, T::Marshal},
                        {"e8", S, T::General},
                        {"d8", S, T::Mine},
                        {"f8", S, T::AtomicBomb},
                        {"hq9", S, T::Marshal},
                        {"i9", S, T::Tank},
                        {"d7", S, T::Spy}}));
    const Announcement a = playOk(ref, "a1*e8");
    CHECK_FALSE(a.strike.collision);
    CHECK(a.outcome == CombatOutcome::None);
    CHECK(removedSet(a.strike) == names({"a1/F", "e8/S", "d8/S", "f8/S"}));
    CHECK(occupiedBy(ref.position(), "e7", F, T::Tank));     // own piece untouched
    CHECK(occupiedBy(ref.position(), "hq9", S, T::Marshal)); // the marshal beats the missile
    CHECK(occupiedBy(ref.position(), "d7", S, T::Spy));      // outside the area
    CHECK(ref.position().isEmpty(fsq("a1")));                // a missile strikes once
    CHECK(a.status == GameStatus::Ongoing);
    // Every type but the marshal falls to a missile.
    for (PieceType t : kFedTypes) {
        if (t == T::Marshal) continue;
        INFO(pieceTypeId(t));
        const Position pos = fedPos({{"a1", F, T::Missile}, {"e8", S, t}, {"hq9", S, T::Marshal}});
        CHECK(removedSet(resolveMove(pos, fmv("a1*e8")).strike).count("e8/S") == 1);
    }
}

TEST_CASE("F-STRIKE-4: the atomic bomb's 3x3 area") {
    Referee ref(fedPos({{"c2", F, T::Missile},
                        {"c1", F, T::AtomicBomb},
                        {"e7", F, T::Jet},
                        {"hq1", F, T::Marshal},
                        {"e8", S, T::General},
                        {"d7", S, T::Tank},
                        {"f7", S, T::Mine},
                        {"d8", S, T::Jet},
                        {"f8", S, T::AtomicBomb},
                        {"hq9", S, T::Marshal},
                        {"c8", S, T::Spy},
                        {"e5", S, T::Engineer}}));
    CHECK(moveText(fmv("c2**e8"), kFed) == "c2**e8");
    const Announcement a = playOk(ref, "c2**e8");
    CHECK(a.strike.bomb);
    CHECK_FALSE(a.strike.collision);
    CHECK(a.strike.target == fsq("e8"));
    // The opponent's bomb goes too (both removed); the marshal stays; own pieces untouched.
    CHECK(removedSet(a.strike) == names({"c2/F", "c1/F", "e8/S", "d7/S", "f7/S", "d8/S", "f8/S"}));
    CHECK(occupiedBy(ref.position(), "hq9", S, T::Marshal));
    CHECK(occupiedBy(ref.position(), "e7", F, T::Jet));
    CHECK(occupiedBy(ref.position(), "c8", S, T::Spy));
    CHECK(occupiedBy(ref.position(), "e5", S, T::Engineer));
    CHECK(ref.position().isEmpty(fsq("c1")));

    SECTION("a launch needs the missile next to the bomb") {
        const auto pos = [](const char* missile, const char* bomb) {
            return fedPos(
                {{missile, F, T::Missile}, {bomb, F, T::AtomicBomb}, {"e8", S, T::General}});
        };
        CHECK(legal(pos("c2", "c1"), "c2**e8"));
        CHECK(legal(pos("c3", "e5"), "c3**e8"));
        CHECK_FALSE(legal(pos("d3", "e5"), "d3**e8"));
        CHECK_FALSE(legal(pos("c2", "b1"), "c2**e8"));
        CHECK_FALSE(legal(pos("c2", "c1"), "c2**hq9"));
    }
    SECTION("e5 target: the block is e5 alone; edge target a9 reaches 4 squares") {
        Referee mid(fedPos({{"c2", F, T::Missile},
                            {"c1", F, T::AtomicBomb},
                            {"e5", S, T::Engineer},
                            {"c7", S, T::Tank},
                            {"g7", S, T::Tank},
                            {"d7", S, T::Major},
                            {"hq9", S, T::Marshal}}));
        CHECK(removedSet(playOk(mid, "c2**e5").strike) == names({"c2/F", "c1/F", "e5/S"}));
        Referee corner(fedPos({{"c2", F, T::Missile},
                               {"c1", F, T::AtomicBomb},
                               {"a9", S, T::Engineer},
                               {"b9", S, T::Tank},
                               {"a8", S, T::Tank},
                               {"b8", S, T::Major},
                               {"c9", S, T::Major},
                               {"a7", S, T::Spy},
                               {"hq9", S, T::Marshal}}));
        CHECK(removedSet(playOk(corner, "c2**a9").strike) ==
              names({"c2/F", "c1/F", "a9/S", "b9/S", "a8/S", "b8/S"}));
        // A row-7 target: the block's river row holds nothing (not even e5 from d7).
        Referee row7(fedPos({{"c2", F, T::Missile},
                             {"c1", F, T::AtomicBomb},
                             {"d7", S, T::Engineer},
                             {"e5", S, T::Tank},
                             {"c8", S, T::Major},
                             {"hq9", S, T::Marshal}}));
        CHECK(removedSet(playOk(row7, "c2**d7").strike) == names({"c2/F", "c1/F", "d7/S", "c8/S"}));
    }
    SECTION("around the HQ: target e2 blasts d2 e2 f2, d3 e3 f3 and judges the marshal") {
        Position pos(kFed);
        for (int s = 0; s < 25; ++s)
            pos.place(static_cast<Square>(s), F, s == fsq("hq1") ? T::Marshal : T::Major);
        pos.place(fsq("a9"), S, T::Missile);
        pos.place(fsq("b9"), S, T::AtomicBomb);
        pos.place(fsq("hq9"), S, T::Marshal);
        pos.place(fsq("i9"), S, T::Tank);
        pos.setSideToMove(S);
        Referee r(pos);
        const Announcement b = playOk(r, "a9**e2");
        CHECK(removedSet(b.strike) ==
              names({"a9/S", "b9/S", "d2/F", "e2/F", "f2/F", "d3/F", "e3/F", "f3/F"}));
        CHECK(occupiedBy(r.position(), "hq1", F, T::Marshal));
        CHECK(revealSet(b).count("hq1:marshal") == 1);
        // c2: the block reaches d1 (the HQ), b1, c1 as well.
        const Announcement c = resolveMove(pos, fmv("a9**c2"));
        CHECK(removedSet(c.strike) == names({"a9/S", "b9/S", "b1/F", "c1/F", "b2/F", "c2/F", "d2/F",
                                             "b3/F", "c3/F", "d3/F"}));
        CHECK(revealSet(c).count("hq1:marshal") == 1);
    }
}

TEST_CASE("F-STRIKE-4: air collision of a launch with one and with two missiles") {
    // d7 is in the bomb's block (not in a missile's plus area); the opponent's bomb on f8 stays.
    Referee one(fedPos({{"c2", F, T::Missile},
                        {"c1", F, T::AtomicBomb},
                        {"hq1", F, T::Marshal},
                        {"e8", S, T::General},
                        {"d7", S, T::Missile},
                        {"f8", S, T::AtomicBomb},
                        {"hq9", S, T::Marshal},
                        {"a9", S, T::Missile}}));
    const Announcement a = playOk(one, "c2**e8");
    CHECK(a.strike.bomb);
    CHECK(a.strike.collision);
    CHECK(removedSet(a.strike) == names({"c2/F", "c1/F", "d7/S"}));
    CHECK(occupiedBy(one.position(), "f8", S, T::AtomicBomb));
    CHECK(occupiedBy(one.position(), "e8", S, T::General));
    CHECK(occupiedBy(one.position(), "a9", S, T::Missile)); // outside the block
    CHECK(one.position().noCombatPlies() == 0);

    Referee two(fedPos({{"c2", F, T::Missile},
                        {"c1", F, T::AtomicBomb},
                        {"hq1", F, T::Marshal},
                        {"e8", S, T::General},
                        {"d7", S, T::Missile},
                        {"f7", S, T::Missile},
                        {"f8", S, T::AtomicBomb},
                        {"hq9", S, T::Marshal}}));
    const Announcement b = playOk(two, "c2**e8");
    CHECK(b.strike.collision);
    CHECK(removedSet(b.strike) == names({"c2/F", "c1/F", "d7/S", "f7/S"}));
    CHECK(occupiedBy(two.position(), "f8", S, T::AtomicBomb));
    CHECK(occupiedBy(two.position(), "e8", S, T::General));
}

TEST_CASE("F-STRIKE-5: a strike and an air collision count as combat") {
    const auto pos = [](bool collision) {
        return fedPos({{"a1", F, T::Missile},
                       {"hq1", F, T::Marshal},
                       {"i1", F, T::Major},
                       {"e8", S, T::General},
                       {collision ? "d8" : "d7", S, T::Missile},
                       {"hq9", S, T::Marshal}},
                      F, 73);
    };
    for (bool collision : {false, true}) {
        INFO("collision " << collision);
        Referee ref(pos(collision));
        const Announcement a = playOk(ref, "a1*e8");
        CHECK(a.strike.collision == collision);
        CHECK(ref.position().noCombatPlies() == 0);
    }
    // Only a strike removes missile and bomb: ground attackers lose against them.
    for (PieceType attacker : {T::General, T::Jet, T::Artillery, T::Engineer, T::Tank}) {
        for (PieceType d : {T::Missile, T::AtomicBomb}) {
            INFO(pieceTypeId(attacker) << " -> " << pieceTypeId(d));
            Referee ref(fedPos({{"e2", F, attacker}, {"e3", S, d}, {"a9", S, T::Tank}}));
            CHECK(playOk(ref, "e2-e3").outcome == CombatOutcome::DefenderWon);
            CHECK(occupiedBy(ref.position(), "e3", S, d));
        }
    }
}

// ---- End of the game --------------------------------------------------------------------

TEST_CASE("F-END-1: taking the marshal wins at once, before every other end rule") {
    // The second player's last pieces: the marshal alone. Taking it would also leave the second
    // player without a move, and the counter is at 99: still marshal_taken.
    Referee ref(fedPos(
        {{"e8", F, T::Major}, {"hq1", F, T::Marshal}, {"i1", F, T::Tank}, {"hq9", S, T::Marshal}},
        F, 99));
    const Announcement a = playOk(ref, "e8-hq9");
    CHECK(a.status == GameStatus::FirstWon);
    CHECK(a.reason == EndReason::MarshalTaken);
    CHECK(ref.isOver());
    CHECK_FALSE(ref.play(fmv("i1-i2")).ok());
    // The second player takes the first's marshal.
    Referee two(fedPos({{"d2", S, T::General},
                        {"hq1", F, T::Marshal},
                        {"a3", F, T::Tank},
                        {"hq9", S, T::Marshal},
                        {"a9", S, T::Tank}},
                       S));
    const Announcement b = playOk(two, "d2-hq1");
    CHECK(b.status == GameStatus::SecondWon);
    CHECK(b.reason == EndReason::MarshalTaken);
}

TEST_CASE("F-END-2: 100 moves without combat, no legal move, resignation") {
    const auto quiet = [](int counter) {
        return fedPos({{"a2", F, T::Tank},
                       {"hq1", F, T::Marshal},
                       {"hq9", S, T::Marshal},
                       {"i8", S, T::Tank}},
                      F, counter);
    };
    {
        Referee ref(quiet(98));
        const Announcement a = playOk(ref, "a2-a3");
        CHECK(a.status == GameStatus::Ongoing);
        CHECK(ref.position().noCombatPlies() == 99);
        const Announcement b = playOk(ref, "i8-i7");
        CHECK(b.status == GameStatus::Draw);
        CHECK(b.reason == EndReason::NoCombatLimit);
    }
    // The 100-move draw comes before "the side to move has no legal move".
    {
        Referee ref(fedPos({{"a2", F, T::Tank},
                            {"hq1", F, T::Marshal},
                            {"hq9", S, T::Marshal},
                            {"i9", S, T::Mine}},
                           F, 99));
        const Announcement a = playOk(ref, "a2-a3");
        CHECK(a.status == GameStatus::Draw);
        CHECK(a.reason == EndReason::NoCombatLimit);
    }
    // The side to move has no legal move: it loses (here after a strike took its last mover).
    {
        Referee ref(fedPos({{"a1", F, T::Missile},
                            {"a2", F, T::Tank},
                            {"hq1", F, T::Marshal},
                            {"hq9", S, T::Marshal},
                            {"i8", S, T::Tank},
                            {"i9", S, T::Mine}}));
        const Announcement a = playOk(ref, "a1*i8");
        CHECK(a.status == GameStatus::FirstWon);
        CHECK(a.reason == EndReason::NoLegalMoves);
    }
    // Neither side has a legal move: drawn (the first player's last mover dies on a mine).
    {
        Referee ref(fedPos({{"e2", F, T::Tank},
                            {"hq1", F, T::Marshal},
                            {"hq9", S, T::Marshal},
                            {"e3", S, T::Mine}}));
        const Announcement a = playOk(ref, "e2-e3");
        CHECK(a.outcome == CombatOutcome::DefenderWon);
        CHECK(a.status == GameStatus::Draw);
        CHECK(a.reason == EndReason::BothNoLegalMoves);
    }
    // Resignation.
    {
        Referee ref(quiet(0));
        const auto r = ref.resign(F);
        REQUIRE(r.ok());
        CHECK(r->status == GameStatus::SecondWon);
        CHECK(r->reason == EndReason::Resignation);
        CHECK(ref.isOver());
    }
}

TEST_CASE("F-END-3: combat and strikes reset the 100-move count - other moves count") {
    Referee ref(fedPos({{"a2", F, T::Tank},
                        {"c2", F, T::Missile},
                        {"c1", F, T::AtomicBomb},
                        {"e2", F, T::General},
                        {"hq1", F, T::Marshal},
                        {"hq9", S, T::Marshal},
                        {"e3", S, T::Major},
                        {"i8", S, T::Tank},
                        {"a8", S, T::Spy},
                        {"a9", S, T::Engineer}},
                       F, 50));
    playOk(ref, "a2-a3");
    CHECK(ref.position().noCombatPlies() == 51);
    playOk(ref, "i8-i7");
    CHECK(ref.position().noCombatPlies() == 52);
    playOk(ref, "e2-e3"); // combat
    CHECK(ref.position().noCombatPlies() == 0);
    playOk(ref, "i7-h7");
    playOk(ref, "c2-d2+bomb"); // tow: no combat
    CHECK(ref.position().noCombatPlies() == 2);
    playOk(ref, "h7-g7");
    playOk(ref, "d2*a8"); // strike
    CHECK(ref.position().noCombatPlies() == 0);
    CHECK(ref.position().isEmpty(fsq("a8")));
    CHECK(ref.position().isEmpty(fsq("a9"))); // in the plus area of a8
}

// ---- What a side may know ---------------------------------------------------------------

TEST_CASE("F-INFO-1: open judgement (default) shows a combat's two pieces") {
    CHECK(RuleSet::fromCode("federation").value().openJudgement);
    const Position pos = fedPos({{"c3", F, T::General},
                                 {"hq1", F, T::Marshal},
                                 {"a1", F, T::Tank},
                                 {"e5", S, T::Colonel},
                                 {"hq9", S, T::Marshal},
                                 {"a9", S, T::Tank}});
    Referee ref(pos);
    SideView second = SideView::fromPosition(pos, S);
    const Announcement a = playOk(ref, "c3-e5");
    CHECK(a.outcome == CombatOutcome::AttackerWon);
    CHECK(revealSet(a) == names({"c3:general", "e5:colonel"}));
    // The winner goes back face down: the second player's board keeps it Unknown.
    REQUIRE(second.apply(a).ok());
    CHECK(second.position().typeAt(fsq("e5")) == T::Unknown);
    CHECK(second.announcements().back().revealCount == 2);
    // A move without combat shows nothing.
    const Announcement quiet = playOk(ref, "a9-a8");
    CHECK(quiet.revealCount == 0);
    REQUIRE(second.apply(quiet).ok());
}

TEST_CASE("F-INFO-1: a strike shows every opponent piece it judges and the missiles") {
    const Position pos = fedPos({{"a1", F, T::Missile},
                                 {"e7", F, T::Tank},
                                 {"hq1", F, T::Marshal},
                                 {"e8", S, T::General},
                                 {"d8", S, T::Mine},
                                 {"f8", S, T::AtomicBomb},
                                 {"hq9", S, T::Marshal},
                                 {"d7", S, T::Spy}});
    const Announcement a = resolveMove(pos, fmv("a1*e8"));
    // Judged: e8, d8, f8 and the marshal (stays); the striking missile lies face up, removed.
    // Not shown: the own tank in the area, the spy outside it.
    CHECK(revealSet(a) ==
          names({"a1:missile", "e8:general", "d8:mine", "f8:atomic_bomb", "hq9:marshal"}));
    // An air collision: only the missiles are shown, not the other pieces of the area.
    const Position col = fedPos({{"a1", F, T::Missile},
                                 {"hq1", F, T::Marshal},
                                 {"e8", S, T::General},
                                 {"d8", S, T::Missile},
                                 {"f8", S, T::Mine},
                                 {"hq9", S, T::Marshal}});
    const Announcement c = resolveMove(col, fmv("a1*e8"));
    REQUIRE(c.strike.collision);
    const std::set<std::string> shown = revealSet(c);
    CHECK(shown.count("a1:missile") == 1);
    CHECK(shown.count("d8:missile") == 1);
    CHECK(shown.count("e8:general") == 0);
    CHECK(shown.count("f8:mine") == 0);
    // Both sides' views take the announcement; the survivors stay face down.
    Referee ref(pos);
    SideView second = SideView::fromPosition(pos, S);
    SideView first = SideView::fromPosition(pos, F);
    const Announcement played = playOk(ref, "a1*e8");
    REQUIRE(second.apply(played).ok());
    REQUIRE(first.apply(played).ok());
    CHECK(first.position() == [&] {
        Position p = ref.position();
        for (std::uint64_t bits = p.pieceMask(S); bits; bits &= bits - 1) {
            const auto id = static_cast<PieceId>(std::countr_zero(bits));
            if (p.piece(id).type != T::Marshal) p.setType(id, T::Unknown);
        }
        return p;
    }());
}

TEST_CASE("F-INFO-2: referee judgement (federation:judge=referee) shows no types") {
    const auto code = RuleSet::fromCode("federation:judge=referee");
    REQUIRE(code.ok());
    const RuleSet ref = *code;
    CHECK(ref.game == Game::Federation);
    CHECK_FALSE(ref.openJudgement);
    CHECK(ref.code() == "federation:judge=referee");
    // A combat: square (the move's destination) and outcome only.
    const Position combat = fedPos({{"c3", F, T::General},
                                    {"hq1", F, T::Marshal},
                                    {"e5", S, T::Colonel},
                                    {"hq9", S, T::Marshal},
                                    {"a9", S, T::Tank}},
                                   F, 0, ref);
    Referee r(combat);
    SideView second = SideView::fromPosition(combat, S);
    const Announcement a = playOk(r, "c3-e5");
    CHECK(a.outcome == CombatOutcome::AttackerWon);
    CHECK(a.revealCount == 0);
    REQUIRE(second.apply(a).ok());
    CHECK(second.position().typeAt(fsq("e5", ref)) == T::Unknown);
    // A strike: the squares that lost a piece, no types.
    const Position strike = fedPos({{"a1", F, T::Missile},
                                    {"hq1", F, T::Marshal},
                                    {"e8", S, T::General},
                                    {"d8", S, T::Mine},
                                    {"hq9", S, T::Marshal},
                                    {"i9", S, T::Tank}},
                                   F, 0, ref);
    const Announcement s = resolveMove(strike, fmv("a1*e8", ref));
    CHECK(s.revealCount == 0);
    CHECK_FALSE(s.strike.collision);
    CHECK(removedSet(s.strike, ref) == names({"a1/F", "e8/S", "d8/S"}));
    // An air collision is announced as such, still without types.
    const Position col = fedPos({{"a1", F, T::Missile},
                                 {"hq1", F, T::Marshal},
                                 {"e8", S, T::General},
                                 {"d8", S, T::Missile},
                                 {"hq9", S, T::Marshal}},
                                F, 0, ref);
    const Announcement c = resolveMove(col, fmv("a1*e8", ref));
    CHECK(c.strike.collision);
    CHECK(c.revealCount == 0);
    CHECK(removedSet(c.strike, ref) == names({"a1/F", "d8/S"}));
    // A view refuses shown types under this rule set.
    Announcement leaked = a;
    leaked.revealCount = 1;
    leaked.reveals[0] = {fsq("c3", ref), T::General};
    SideView again = SideView::fromPosition(combat, S);
    CHECK_FALSE(again.apply(leaked).ok());
    // Types stay hidden until the end, which reveals every opponent piece.
    Referee end(fedPos(
        {{"e8", F, T::Major}, {"hq1", F, T::Marshal}, {"hq9", S, T::Marshal}, {"a7", S, T::Tank}},
        F, 0, ref));
    const Announcement last = playOk(end, "e8-hq9");
    CHECK(last.revealCount == 0);
    CHECK(last.reason == EndReason::MarshalTaken);
    const EndEvent e = endEventFor(end, S);
    std::set<std::string> revealed;
    for (const RevealedPiece& r : e.reveal)
        revealed.insert(nameOf(r.id, ref) + ":" + std::string(pieceTypeId(r.type)));
    CHECK(revealed == names({"e8:major", "hq1:marshal"}));
}

TEST_CASE("F-INFO-3: the marshal is public - every other opponent piece is Unknown") {
    for (const char* code : {"federation", "federation:judge=referee"}) {
        INFO(code);
        const RuleSet rules = RuleSet::fromCode(code).value();
        Rng rng(11);
        const Setup first = Setup::random(rules, F, rng);
        const Setup second = Setup::random(rules, S, rng);
        for (const Setup* own : {&first, &second}) {
            const SideView view(*own);
            const Side them = opponent(own->side());
            int unknown = 0, marshals = 0;
            view.position().forEachOnBoard([&](Square s, const Piece& p) {
                if (p.side != them) {
                    CHECK(p.type == own->typeAt(s));
                    return;
                }
                if (p.type == T::Marshal) {
                    ++marshals;
                    CHECK(s == rules.board().hqOf(them));
                } else {
                    CHECK(p.type == T::Unknown);
                    ++unknown;
                }
            });
            CHECK(marshals == 1);
            CHECK(unknown == 24);
        }
        // The same from a full position.
        const Position full = startingPosition(first, second);
        const SideView v = SideView::fromPosition(full, F);
        CHECK(v.position().typeAt(rules.board().hqOf(S)) == T::Marshal);
        CHECK(v.position().typeAt(Setup::slotSquare(rules, S, 0)) == T::Unknown);
        // A match hands each side such a view.
        Match match(first, second);
        CHECK(match.view(S).position().typeAt(rules.board().hqOf(F)) == T::Marshal);
        CHECK(match.view(S).position().typeAt(Setup::slotSquare(rules, F, 0)) == T::Unknown);
        CHECK(match.view(F).position().typeAt(rules.board().hqOf(S)) == T::Marshal);
    }
}

TEST_CASE("F-INFO-3: a side's view refuses announced tows and strikes that do not fit its board") {
    // The second player's view of a small position; the announcements come from outside.
    const Position full = fedPos({{"hq1", F, T::Marshal},
                                  {"c2", F, T::Missile},
                                  {"c1", F, T::AtomicBomb},
                                  {"a1", F, T::Tank},
                                  {"hq9", S, T::Marshal},
                                  {"e8", S, T::General},
                                  {"d8", S, T::Tank}});
    auto announce = [&](const char* move) {
        Announcement a = resolveMove(full, fmv(move));
        a.ply = 1;
        return a;
    };
    auto fits = [&](const Announcement& a) {
        SideView view = SideView::fromPosition(full, S);
        return view.apply(a).ok();
    };
    REQUIRE(fits(announce("c2-d2+bomb")));
    REQUIRE(fits(announce("c2*e8")));
    REQUIRE(fits(announce("c2**e8")));

    Announcement far = announce("c2-d2+bomb");
    far.move = Move(fsq("c2"), fsq("c3"), MoveKind::Tow);
    CHECK(fits(far)); // another step the missile can make
    far.move = Move(fsq("c2"), fsq("i2"), MoveKind::Tow);
    CHECK_FALSE(fits(far)); // no missile steps that far
    Announcement noBomb = announce("c2-d2+bomb");
    noBomb.towFrom = fsq("a1"); // a piece of the mover, but not next to the missile
    CHECK_FALSE(fits(noBomb));

    Announcement ownLoss = announce("c2*e8");
    ownLoss.strike.removed[ownLoss.strike.removedCount++] = fsq("a1"); // square order kept
    std::sort(ownLoss.strike.removed.begin(),
              ownLoss.strike.removed.begin() + ownLoss.strike.removedCount);
    CHECK_FALSE(fits(ownLoss)); // a strike removes nothing of its side but the missile
    Announcement wrongSide = announce("c2*e8");
    wrongSide.strike.removedSecond ^= 1; // c2 named as the second player's
    CHECK_FALSE(fits(wrongSide));
    Announcement keepsMissile = announce("c2*e8");
    keepsMissile.strike.removedCount = 0;
    CHECK_FALSE(fits(keepsMissile));
    Announcement hq = announce("c2*e8");
    hq.move = Move(fsq("c2"), fsq("hq9"), MoveKind::Strike);
    hq.strike.target = fsq("hq9");
    CHECK_FALSE(fits(hq)); // never the HQ

    // Shown types only under open judgement.
    const RuleSet referee = *RuleSet::fromCode("federation:judge=referee");
    Position hidden(referee);
    full.forEachOnBoard([&](Square s, const Piece& p) { hidden.place(s, p.side, p.type); });
    Announcement shown = announce("c2*e8");
    REQUIRE(shown.revealCount > 0);
    SideView hiddenView = SideView::fromPosition(hidden, S);
    CHECK_FALSE(hiddenView.apply(shown).ok());
    shown.revealCount = 0;
    CHECK(hiddenView.apply(shown).ok());
}
