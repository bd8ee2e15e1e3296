// The federation game (rules-federation.md) against a naive reference: move lists and perft
// counts against reference_federation_movegen.h, invariants over many random games, and
// non-interference of hidden types for both rule sets and both judgement modes.
#include "core/combat.h"
#include "core/match.h"
#include "core/view.h"
#include "helpers.h"
#include "reference_federation_movegen.h"

#include <cstring>
#include <map>

using namespace gunjin;
using namespace gunjin::test;

namespace {

const RuleSet kFed = RuleSet::federation();

// ---- Helpers --------------------------------------------------------------------------------

// Setups written out as 25 two-letter codes in slot order (a1 b1 c1 hq1 g1 h1 i1, a2 ... i2,
// a3 ... i3 for the first player; a7 ... i7, a8 ... i8, a9 b9 c9 hq9 g9 h9 i9 for the second),
// so that the counts below do not depend on any generator.
Setup fedSetup(Side side, const char* codes) {
    static const std::vector<std::pair<std::string, T>> kCodes = {
        {"MR", T::Marshal},      {"GE", T::General},    {"LG", T::LieutenantGeneral},
        {"MG", T::MajorGeneral}, {"CO", T::Colonel},    {"LC", T::LieutenantColonel},
        {"MA", T::Major},        {"AR", T::Artillery},  {"EN", T::Engineer},
        {"TK", T::Tank},         {"SP", T::Spy},        {"JT", T::Jet},
        {"MS", T::Missile},      {"AB", T::AtomicBomb}, {"MN", T::Mine}};
    std::vector<SetupEntry> entries;
    const std::string text = codes;
    for (int slot = 0; slot < kFed.armySize(); ++slot) {
        const std::string code = text.substr(slot * 3, 2);
        const auto it =
            std::find_if(kCodes.begin(), kCodes.end(), [&](auto& c) { return c.first == code; });
        REQUIRE(it != kCodes.end());
        entries.push_back({Setup::slotSquare(kFed, side, slot), it->second});
    }
    const auto setup = Setup::fromEntries(kFed, side, entries);
    REQUIRE(setup);
    return *setup;
}

Square fsq(const char* name) {
    const auto s = kFed.board().parse(name);
    REQUIRE(s.has_value());
    return *s;
}

Position fedPosition(std::initializer_list<P> pieces, Side toMove = F, int noCombat = 0,
                     const RuleSet& rules = kFed) {
    Position pos(rules);
    for (const P& p : pieces) pos.place(fsq(p.square), p.side, p.type);
    pos.setSideToMove(toMove);
    pos.setNoCombatPlies(noCombat);
    return pos;
}

std::string describe(const Position& pos) {
    std::string s = "to move: " + std::string(sideId(pos.sideToMove())) +
                    ", no-combat plies: " + std::to_string(pos.noCombatPlies()) + ";";
    pos.forEachOnBoard([&](Square sq, const Piece& p) {
        s += " " + std::string(pos.board().name(sq)) + (p.side == F ? ":F:" : ":S:") +
             std::string(pieceTypeId(p.type));
    });
    return s;
}

// The legal moves of the generator under test, as sorted text in the rule set's notation.
std::vector<std::string> coreMoves(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(moveText(m, pos.rules()));
    std::sort(out.begin(), out.end());
    return out;
}

// Empty when both generators agree; otherwise the position and the difference.
std::string compareMoves(const Position& pos, const std::set<std::string>& ref) {
    const std::vector<std::string> core = coreMoves(pos);
    const std::vector<std::string> naive(ref.begin(), ref.end());
    if (core == naive) return {};
    std::string d = describe(pos) + "\n  only core:";
    std::vector<std::string> diff;
    std::set_difference(core.begin(), core.end(), naive.begin(), naive.end(),
                        std::back_inserter(diff));
    for (const auto& t : diff) d += " " + t;
    d += "\n  only naive:";
    diff.clear();
    std::set_difference(naive.begin(), naive.end(), core.begin(), core.end(),
                        std::back_inserter(diff));
    for (const auto& t : diff) d += " " + t;
    if (std::adjacent_find(core.begin(), core.end()) != core.end()) d += "\n  core lists twice";
    return d;
}

void requireSameMoves(const Position& pos) {
    const std::string diff = compareMoves(pos, fedref::moves(pos));
    INFO(diff);
    REQUIRE(diff.empty());
}

// Perft through the referee with the generator under test: sequences of exactly `depth` moves
// along which the game has not ended before the last one.
std::uint64_t corePerft(const Position& pos, int depth) {
    MoveList list;
    generateMoves(pos, list);
    if (depth == 1) return static_cast<std::uint64_t>(list.size());
    std::uint64_t n = 0;
    for (Move m : list) {
        Referee r(pos);
        r.playLegal(m);
        if (!r.isOver()) n += corePerft(r.position(), depth - 1);
    }
    return n;
}

// The same with the naive generator: its texts are parsed and played through Referee::play
// (which checks them); at every node its list must equal the generator's.
std::uint64_t naivePerft(const Position& pos, int depth, int& nodes) {
    const std::set<std::string> ref = fedref::moves(pos);
    ++nodes;
    {
        const std::string diff = compareMoves(pos, ref);
        INFO(diff);
        REQUIRE(diff.empty());
    }
    if (depth == 1) return ref.size();
    std::uint64_t n = 0;
    for (const std::string& text : ref) {
        const auto m = parseMove(text, pos.rules());
        INFO(text);
        REQUIRE(m);
        REQUIRE(moveText(*m, pos.rules()) == text);
        Referee r(pos);
        const auto a = r.play(*m);
        REQUIRE(a);
        if (!r.isOver()) n += naivePerft(r.position(), depth - 1, nodes);
    }
    return n;
}

// A random legal move; tows (a handful among a hundred moves) are taken more often than their
// share.
Move pickMove(const MoveList& list, Rng& rng) {
    if (rng.below(4) == 0) {
        std::vector<Move> tows;
        for (Move m : list)
            if (m.kind() == MoveKind::Tow) tows.push_back(m);
        if (!tows.empty()) return tows[rng.below(static_cast<std::uint32_t>(tows.size()))];
    }
    return list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))];
}

// The position after up to `plies` random legal moves (the last ongoing one if the game ends).
Position randomPlay(const Setup& first, const Setup& second, int plies, Rng& rng) {
    Referee r(first, second);
    Position last = r.position();
    while (!r.isOver() && r.ply() < plies) {
        last = r.position();
        MoveList list;
        generateMoves(r.position(), list);
        r.playLegal(pickMove(list, rng));
    }
    return r.isOver() ? last : r.position();
}

// A test position no game reaches: random subsets of both armies on random squares (HQs, e5
// and the other camp included), so that sliders on an HQ, pieces on the far bridgeheads, towed
// bombs next to e5 and the like all occur.
Position scattered(Rng& rng) {
    Position pos(kFed);
    for (Side side : {F, S})
        for (PieceType t : kFed.types())
            for (int k = 0; k < kFed.count(t); ++k) {
                if (rng.below(100) >= 45) continue;
                Square s = kNoSquare;
                if (t == T::Marshal && rng.below(4) != 0) {
                    s = kFed.board().hqOf(side);
                    if (!pos.isEmpty(s)) continue;
                } else {
                    do s = static_cast<Square>(rng.below(kFed.board().squareCount));
                    while (!pos.isEmpty(s));
                }
                pos.place(s, side, t);
            }
    pos.setSideToMove(rng.below(2) ? S : F);
    pos.setNoCombatPlies(static_cast<int>(rng.below(60)));
    return pos;
}

std::vector<std::string> namesOf(const std::set<std::string>& s) {
    return {s.begin(), s.end()};
}

// Fixed setups (each checked by Setup::fromEntries).
const char* const kFirst1 = "MN CO MA MR LC MN SP "
                            "EN AR GE JT AB MS LG AR EN "
                            "TK CO MS MG LC EN JT MA TK";
const char* const kSecond1 = "MS AR TK EN MG LC SP CO JT "
                             "MA AB MS LG EN GE JT TK AR "
                             "MN LC EN MR CO MN MA";

} // namespace

// ---- The reference itself -------------------------------------------------------------------

TEST_CASE("F-BOARD-1..4: the grid the naive generator reads", "[federation-perft]") {
    const BoardLayout& b = kFed.board();
    const fedref::Grid& g = fedref::grid();
    CHECK(g.squareCount == b.squareCount);
    CHECK(g.squareCount == 51); // 25 + e5 + 25
    int cells = 0;
    for (int r = 1; r <= 9; ++r)
        for (int c = 0; c < 9; ++c) {
            INFO(c << "," << r);
            CHECK((b.squareAt(c, r) == kNoSquare) == fedref::riverCell(c, r));
            if (fedref::isCell(c, r)) ++cells;
        }
    CHECK(cells == 55); // 81 cells, 26 of them river; the two HQs cover three cells each
    for (int s = 0; s < g.squareCount; ++s) {
        const auto q = static_cast<Square>(s);
        INFO(g.names[q]);
        CHECK(b.name(q) == g.names[q]); // our own naming agrees with the layout's
        CHECK(b.parse(g.names[q]) == q);
        CHECK(static_cast<int>(g.cells[q].size()) == (b.isHq(q) ? 3 : 1));
        CHECK(b.inTerritory(q, F) == (g.cells[q][0].second <= 3));
        CHECK(b.inTerritory(q, S) == (g.cells[q][0].second >= 7));
    }
    CHECK(fedref::name(g.hq[0]) == "hq1");
    CHECK(fedref::name(g.hq[1]) == "hq9");
    CHECK(b.hqOf(F) == g.hq[0]);
    CHECK(b.hqOf(S) == g.hq[1]);
    auto adj = [](const char* s) {
        std::vector<std::string> out;
        for (Square n : fedref::adjacent(fsq(s))) out.push_back(fedref::name(n));
        return sorted(out);
    };
    CHECK(adj("hq1") == sorted({"c1", "g1", "d2", "e2", "f2"}));
    CHECK(adj("hq9") == sorted({"c9", "g9", "d8", "e8", "f8"}));
    CHECK(adj("e5") == sorted({"c3", "g3", "c7", "g7"}));
    CHECK(adj("c3") == sorted({"b3", "d3", "c2", "e5"}));
    CHECK(adj("e3") == sorted({"d3", "f3", "e2"}));
    CHECK(adj("e2") == sorted({"d2", "f2", "e3", "hq1"}));
}

TEST_CASE("F-MOVE-*: the naive generator on hand positions", "[federation-perft]") {
    SECTION("F-MOVE-3: a slider on an HQ slides along each of its three columns") {
        const Position pos =
            fedPosition({{"hq1", F, T::Engineer}, {"hq9", S, T::Marshal}, {"e3", S, T::Spy}});
        CHECK(namesOf(fedref::moves(pos)) ==
              sorted({"hq1-a1", "hq1-b1", "hq1-c1", "hq1-g1", "hq1-h1", "hq1-i1", "hq1-d2",
                      "hq1-d3", "hq1-e2", "hq1-e3", "hq1-f2", "hq1-f3"}));
        requireSameMoves(pos);
    }
    SECTION("F-MOVE-3: slides stop at pieces, the river and on entering an HQ") {
        const Position pos = fedPosition({{"b9", F, T::Tank},
                                          {"hq9", S, T::Marshal},
                                          {"b7", S, T::Spy},
                                          {"hq1", F, T::Marshal}});
        // c9 is no piece of the second player: the HQ is open.
        CHECK(namesOf(fedref::moves(pos)) ==
              sorted({"b9-a9", "b9-c9", "b9-hq9", "b9-b8", "b9-b7"}));
        requireSameMoves(pos);
    }
    SECTION("F-MOVE-4: the bridge, crossing straight only over an empty e5") {
        const Position open =
            fedPosition({{"c3", F, T::Major}, {"g7", S, T::Spy}, {"hq9", S, T::Marshal}});
        CHECK(namesOf(fedref::moves(open)) ==
              sorted({"c3-b3", "c3-d3", "c3-c2", "c3-e5", "c3-g7"}));
        requireSameMoves(open);
        const Position blocked = fedPosition(
            {{"c3", F, T::Major}, {"e5", S, T::Mine}, {"g7", S, T::Spy}, {"hq9", S, T::Marshal}});
        CHECK(namesOf(fedref::moves(blocked)) == sorted({"c3-b3", "c3-d3", "c3-c2", "c3-e5"}));
        requireSameMoves(blocked);
        const Position slider = fedPosition(
            {{"e5", F, T::Spy}, {"c7", S, T::Spy}, {"g3", F, T::Mine}, {"hq9", S, T::Marshal}});
        CHECK(namesOf(fedref::moves(slider)) == sorted({"e5-c3", "e5-c7", "e5-g7"}));
        requireSameMoves(slider);
    }
    SECTION("F-MOVE-5/8: jets never enter the opponent's HQ; nothing enters a guarded one") {
        const Position guardedHq = fedPosition({{"d8", F, T::General},
                                                {"hq9", S, T::Marshal},
                                                {"c9", S, T::Mine},
                                                {"hq1", F, T::Marshal}});
        CHECK(namesOf(fedref::moves(guardedHq)) == sorted({"d8-c8", "d8-e8", "d8-d7"}));
        requireSameMoves(guardedHq);
        const Position openHq = fedPosition({{"d8", F, T::General},
                                             {"hq9", S, T::Marshal},
                                             {"a7", S, T::Mine},
                                             {"hq1", F, T::Marshal}});
        CHECK(namesOf(fedref::moves(openHq)) == sorted({"d8-c8", "d8-e8", "d8-d7", "d8-hq9"}));
        requireSameMoves(openHq);
        const Position jet = fedPosition({{"a1", F, T::Jet}, {"hq9", S, T::Marshal}});
        CHECK(fedref::moves(jet).size() == 49); // 51 squares but its own and hq9
        CHECK(fedref::moves(jet).count("a1-hq9") == 0);
        requireSameMoves(jet);
    }
    SECTION("F-MOVE-2/7, F-STRIKE-1/4: missile steps, tows over the bridge, strikes, launches") {
        const Position pos = fedPosition({{"c3", F, T::Missile},
                                          {"e5", F, T::AtomicBomb},
                                          {"b3", F, T::Mine},
                                          {"hq9", S, T::Marshal},
                                          {"c7", S, T::Spy},
                                          {"d3", S, T::Mine}});
        CHECK(namesOf(fedref::moves(pos)) ==
              sorted({"c3-c2", "c3-c2+bomb", "c3*c7", "c3**c7", "c3*d3", "c3**d3"}));
        requireSameMoves(pos);
        const Position cross = fedPosition({{"g3", F, T::Missile},
                                            {"g2", F, T::AtomicBomb},
                                            {"f3", F, T::Mine},
                                            {"h3", F, T::Mine},
                                            {"hq9", S, T::Marshal}});
        CHECK(namesOf(fedref::moves(cross)) ==
              sorted({"g3-e5", "g3-e5+bomb", "g3-c7", "g3-c7+bomb"}));
        requireSameMoves(cross);
    }
}

// ---- Perft ----------------------------------------------------------------------------------

TEST_CASE("F-MOVE-*: perft from fixed setups agrees with the naive generator",
          "[federation-perft]") {
    const Setup first = fedSetup(F, kFirst1);
    const Setup second = fedSetup(S, kSecond1);
    const Position start = startingPosition(first, second);
    // By hand: the camps are full, so only the bridgeheads, the jets and the missiles move.
    // c3's missile steps to e5 (g7 is the enemy's: no attack by a step) and strikes the 24
    // enemy pieces off hq9 (25); f2's missile, next to the 原爆 on e2, strikes or launches at
    // each (48); the jets on d2 and g3 fly to e5 or onto any of the 24 (25 each).
    CHECK(corePerft(start, 1) == 25 + 48 + 50);
    int nodes = 0;
    for (const Position& pos : {start, startingPosition(first.mirrored(), second),
                                startingPosition(first, second.mirrored())}) {
        const std::uint64_t core2 = corePerft(pos, 2), core3 = corePerft(pos, 3);
        INFO(core2 << " " << core3);
        CHECK(naivePerft(pos, 2, nodes) == core2);
        CHECK(naivePerft(pos, 3, nodes) == core3);
    }
    CHECK(nodes > 3000);
}

TEST_CASE("F-MOVE-*: perft from random setups, mid-game and scattered positions",
          "[federation-perft]") {
    Rng rng(0xFED1);
    int nodes = 0, positions = 0;
    for (int i = 0; i < 6; ++i) { // random setups, depth 3 for two of them
        const Position pos =
            startingPosition(Setup::random(kFed, F, rng), Setup::random(kFed, S, rng));
        const int depth = i < 2 ? 3 : 2;
        CHECK(naivePerft(pos, depth, nodes) == corePerft(pos, depth));
        ++positions;
    }
    for (int i = 0; i < 60; ++i) { // mid-game positions reached by random play
        const Setup a = Setup::random(kFed, F, rng), b = Setup::random(kFed, S, rng);
        const int plies = 10 + static_cast<int>(rng.below(300));
        const Position pos = randomPlay(a, b, plies, rng);
        INFO("plies " << plies << ": " << describe(pos));
        const int depth = i < 3 ? 3 : 2;
        CHECK(naivePerft(pos, depth, nodes) == corePerft(pos, depth));
        ++positions;
    }
    for (int i = 0; i < 300; ++i) { // scattered test positions
        const Position pos = scattered(rng);
        INFO(describe(pos));
        CHECK(naivePerft(pos, 2, nodes) == corePerft(pos, 2));
        ++positions;
    }
    INFO(positions << " positions, " << nodes << " nodes compared");
    CHECK(nodes > 20000);
}

// ---- Properties of random games -------------------------------------------------------------

namespace {

struct Tally {
    std::map<EndReason, int> reasons;
    long plies = 0, strikes = 0, launches = 0, collisions = 0, tows = 0, combats = 0, compared = 0;
};

#define FED_CHECK(cond, what)                                                                      \
    do {                                                                                           \
        if (!(cond) && fail.empty()) fail = std::string(what) + " [" #cond "]";                    \
    } while (0)

// Checks one move of a game: `before` and `after` are the referee's positions around the
// announcement `a`; `r` is the referee after it. The first broken property goes into `fail`.
void checkPly(const Position& before, const Position& after, const Announcement& a,
              const Referee& r, Tally& tally, std::string& fail) {
    const RuleSet& rules = before.rules();
    const Move m = a.move;
    const Side mover = before.sideToMove(), them = opponent(mover);
    const fedref::Grid& g = fedref::grid();

    // Board and pieces agree; no piece in the river but on e5; armies within their counts.
    std::array<std::array<int, kTypeCount>, 2> alive{};
    for (int s = 0; s < after.squareCount(); ++s) {
        const auto q = static_cast<Square>(s);
        if (after.isEmpty(q)) continue;
        const PieceId id = after.pieceAt(q);
        const Piece& p = after.piece(id);
        FED_CHECK(p.square == q, "board and piece square disagree");
        FED_CHECK(after.aliveMask(p.side) >> id & 1, "a piece on the board is not alive");
        FED_CHECK(after.pieceMask(p.side) >> id & 1, "a piece on the board does not exist");
        for (auto [c, row] : g.cells[q]) FED_CHECK(!fedref::riverCell(c, row), "in the river");
        FED_CHECK(!g.cells[q].empty(), "a square without a cell");
        ++alive[index(p.side)][index(p.type)];
    }
    for (Side side : {F, S}) {
        int total = 0;
        for (PieceType t : rules.types()) {
            FED_CHECK(alive[index(side)][index(t)] <= rules.count(t), "more pieces than the army");
            total += alive[index(side)][index(t)];
        }
        FED_CHECK(total == after.aliveCount(side), "alive count and board disagree");
        FED_CHECK((after.aliveMask(side) & ~after.pieceMask(side)) == 0, "alive mask");
        for (std::uint64_t bits = after.pieceMask(side); bits; bits &= bits - 1) {
            const auto id = static_cast<PieceId>(std::countr_zero(bits));
            const Piece& p = after.piece(id);
            FED_CHECK(p.side == side, "a piece changed sides");
            FED_CHECK(p.alive() == static_cast<bool>(after.aliveMask(side) >> id & 1),
                      "alive mask and piece square disagree");
            if (p.alive()) FED_CHECK(after.pieceAt(p.square) == id, "piece not on its square");
        }
        // The marshal (its id is its setup square, the HQ) never moves.
        const Square hq = g.hq[index(side)];
        const Piece& marshal = after.piece(hq);
        FED_CHECK(marshal.type == T::Marshal, "no marshal on the HQ at the start");
        FED_CHECK(!marshal.alive() || marshal.square == hq, "the marshal moved");
    }

    // What the move removed.
    std::array<std::vector<PieceId>, 2> removed;
    for (Side side : {F, S})
        for (std::uint64_t bits = before.aliveMask(side) & ~after.aliveMask(side); bits;
             bits &= bits - 1)
            removed[index(side)].push_back(static_cast<PieceId>(std::countr_zero(bits)));
    std::set<Square> removedSquares;
    for (const auto& list : removed)
        for (PieceId id : list) removedSquares.insert(before.piece(id).square);

    // The no-combat counter resets exactly on combat or a strike (F-END-3, F-STRIKE-5).
    const bool fought = m.isStrike() || !before.isEmpty(m.to());
    FED_CHECK(after.noCombatPlies() == (fought ? 0 : before.noCombatPlies() + 1), "counter");
    FED_CHECK(after.sideToMove() == them, "turn not passed");

    // Pieces that did not take part stay where they were.
    auto unmovedBut = [&](std::initializer_list<Square> movers) {
        for (Side side : {F, S})
            for (std::uint64_t bits = after.aliveMask(side); bits; bits &= bits - 1) {
                const auto id = static_cast<PieceId>(std::countr_zero(bits));
                const Square was = before.piece(id).square;
                if (std::find(movers.begin(), movers.end(), was) != movers.end()) continue;
                FED_CHECK(after.piece(id).square == was, "an uninvolved piece moved");
            }
    };

    std::set<PieceId> shown; // what open judgement must show (F-INFO-1)
    if (m.isStrike()) {
        ++tally.strikes;
        const bool launch = m.kind() == MoveKind::Launch;
        if (launch) ++tally.launches;
        const fedref::StrikeEffect e = fedref::strike(before, m);
        if (e.collision) ++tally.collisions;
        FED_CHECK(a.outcome == CombatOutcome::None, "a strike with a combat outcome");
        FED_CHECK(a.strike.target == m.to() && a.strike.bomb == launch, "strike target/kind");
        FED_CHECK(a.strike.collision == e.collision, "air collision (F-STRIKE-2)");
        FED_CHECK(removedSquares == e.removed, "what a strike removes (F-STRIKE-2..4)");
        // Its missile (and 原爆) go; nothing else of the striker's side.
        FED_CHECK(after.isEmpty(m.from()), "the missile survived its strike (F-STRIKE-3)");
        int bombs = 0;
        for (PieceId id : removed[index(mover)]) {
            const Piece& p = before.piece(id);
            const bool weapon = p.square == m.from() || (launch && p.type == T::AtomicBomb &&
                                                         fedref::areAdjacent(p.square, m.from()));
            FED_CHECK(weapon, "a strike removed a piece of the striker's side");
            bombs += p.type == T::AtomicBomb;
        }
        FED_CHECK(removed[index(mover)].size() == (launch ? 2u : 1u), "weapons removed");
        FED_CHECK(bombs == (launch ? 1 : 0), "the 原爆 goes with a launch (F-STRIKE-4)");
        for (Square s : e.removed) shown.insert(before.pieceAt(s));
        if (!e.collision)
            for (Square s : e.judged) shown.insert(before.pieceAt(s));
        unmovedBut({});
    } else {
        const PieceId piece = before.pieceAt(m.from());
        const PieceType type = before.typeAt(m.from());
        FED_CHECK(before.isEmpty(m.to()) || before.sideAt(m.to()) == them, "onto its own piece");
        if (m.kind() == MoveKind::Tow) {
            ++tally.tows;
            const Square bombFrom = a.towFrom;
            FED_CHECK(type == T::Missile && before.isEmpty(m.to()), "tow by no missile step");
            FED_CHECK(bombFrom < before.squareCount() && !before.isEmpty(bombFrom) &&
                          before.sideAt(bombFrom) == mover &&
                          before.typeAt(bombFrom) == T::AtomicBomb &&
                          fedref::areAdjacent(bombFrom, m.from()),
                      "tow of no 原爆 next to the missile (F-MOVE-7)");
            if (fail.empty()) {
                FED_CHECK(after.pieceAt(m.to()) == piece &&
                              after.pieceAt(m.from()) == before.pieceAt(bombFrom),
                          "a tow puts the missile on TO and the 原爆 on FROM");
                FED_CHECK(after.isEmpty(bombFrom), "the 原爆 left its square");
            }
            unmovedBut({m.from(), bombFrom});
        } else if (before.isEmpty(m.to())) {
            FED_CHECK(a.outcome == CombatOutcome::None && a.towFrom == kNoSquare, "quiet move");
            FED_CHECK(after.pieceAt(m.to()) == piece && after.isEmpty(m.from()), "quiet move");
            FED_CHECK(type != T::Missile || fedref::areAdjacent(m.from(), m.to()) ||
                          m.to() == fedref::farEnd(m.from()),
                      "a missile moved more than a step");
            unmovedBut({m.from()});
        } else {
            ++tally.combats;
            const PieceId defender = before.pieceAt(m.to());
            const CombatOutcome expected = fedref::judge(type, before.typeAt(m.to()));
            FED_CHECK(type != T::Missile, "a missile attacked by a step (F-MOVE-2)");
            FED_CHECK(a.outcome == expected, "combat outcome (F-COMBAT-1)");
            switch (a.outcome) {
            case CombatOutcome::AttackerWon:
                FED_CHECK(after.pieceAt(m.to()) == piece && after.isEmpty(m.from()), "won");
                break;
            case CombatOutcome::DefenderWon:
                FED_CHECK(after.pieceAt(m.to()) == defender && after.isEmpty(m.from()), "lost");
                break;
            default: FED_CHECK(after.isEmpty(m.to()) && after.isEmpty(m.from()), "tie"); break;
            }
            shown = {piece, defender};
            unmovedBut({m.from()});
        }
    }

    // Reveals: only under open judgement, exactly what it shows, with the true types.
    if (!rules.openJudgement) {
        FED_CHECK(a.revealCount == 0, "a reveal under the referee's judgement (F-INFO-2)");
    } else {
        std::set<PieceId> got;
        for (int i = 0; i < a.revealCount; ++i) {
            got.insert(a.reveals[i].id);
            FED_CHECK(a.reveals[i].type == before.piece(a.reveals[i].id).type, "reveal type");
        }
        FED_CHECK(got == shown, "what open judgement shows (F-INFO-1)");
    }

    // The end, in its order (F-END-1, F-END-2).
    const PieceId theirMarshal = g.hq[index(them)];
    const bool marshalTaken = !after.piece(theirMarshal).alive();
    FED_CHECK(after.piece(g.hq[index(mover)]).alive(), "the mover lost its own marshal");
    if (marshalTaken) {
        FED_CHECK(r.status() == winFor(mover) && r.reason() == EndReason::MarshalTaken,
                  "taking the marshal wins at once (F-END-1)");
        FED_CHECK(m.kind() == MoveKind::Step && m.to() == g.hq[index(them)] &&
                      fedref::isOfficerType(before.typeAt(m.from())) &&
                      !fedref::guarded(before, them),
                  "the marshal fell to no officer entering an unguarded HQ (F-MOVE-8)");
    } else if (after.noCombatPlies() >= kNoCombatLimit) {
        FED_CHECK(after.noCombatPlies() == kNoCombatLimit, "counter past the limit");
        FED_CHECK(r.status() == GameStatus::Draw && r.reason() == EndReason::NoCombatLimit,
                  "the 100th quiet move draws (F-END-2)");
    } else {
        switch (r.reason()) {
        case EndReason::None: FED_CHECK(r.status() == GameStatus::Ongoing, "status"); break;
        case EndReason::NoLegalMoves: {
            FED_CHECK(r.status() == winFor(mover), "no legal moves: the mover wins");
            FED_CHECK(fedref::moves(after).empty(), "no_legal_moves but the side to move has one");
            Position p = after;
            p.setSideToMove(mover);
            FED_CHECK(!fedref::moves(p).empty(), "no_legal_moves but neither side has one");
            break;
        }
        case EndReason::BothNoLegalMoves: {
            FED_CHECK(r.status() == GameStatus::Draw, "neither side can move: a draw");
            Position p = after;
            FED_CHECK(fedref::moves(p).empty(), "both_no_legal_moves but one side can move");
            p.setSideToMove(mover);
            FED_CHECK(fedref::moves(p).empty(), "both_no_legal_moves but one side can move");
            break;
        }
        default: FED_CHECK(false, "an end reason the federation game does not have");
        }
    }
}

#undef FED_CHECK

// Plays `games` random games of the rule set; the naive generator is compared at every ply of
// the first `compareGames`.
Tally playGames(const RuleSet& rules, int games, int compareGames, std::uint64_t seed) {
    Rng rng(seed);
    Tally tally;
    for (int game = 0; game < games; ++game) {
        const Setup first = Setup::random(rules, F, rng), second = Setup::random(rules, S, rng);
        Referee r(first, second);
        std::string fail;
        while (!r.isOver() && fail.empty()) {
            const Position before = r.position();
            MoveList list;
            generateMoves(before, list);
            if (list.empty()) {
                fail = "an ongoing game whose side to move has no move";
                break;
            }
            if (game < compareGames) {
                fail = compareMoves(before, fedref::moves(before));
                ++tally.compared;
                if (!fail.empty()) break;
            }
            const Move m = pickMove(list, rng);
            const Announcement a = r.playLegal(m);
            checkPly(before, r.position(), a, r, tally, fail);
            if (!fail.empty())
                fail += "\n  move " + moveText(m, rules) + " at ply " + std::to_string(r.ply()) +
                        " from " + describe(before);
        }
        tally.plies += r.ply();
        ++tally.reasons[r.reason()];
        if (!fail.empty()) {
            INFO("game " << game << " of seed " << seed << ": " << fail);
            FAIL();
        }
    }
    return tally;
}

std::string tallyText(const Tally& t, int games) {
    std::string s = std::to_string(games) + " games, " + std::to_string(t.plies) + " plies, " +
                    std::to_string(t.combats) + " combats, " + std::to_string(t.strikes) +
                    " strikes (" + std::to_string(t.launches) + " launches, " +
                    std::to_string(t.collisions) + " collisions), " + std::to_string(t.tows) +
                    " tows, " + std::to_string(t.compared) + " positions compared; ends:";
    for (auto [reason, n] : t.reasons)
        s += " " + std::string(endReasonId(reason)) + "=" + std::to_string(n);
    return s;
}

} // namespace

TEST_CASE("F-MOVE F-STRIKE F-END F-INFO-1: invariants over 10,000 random federation games",
          "[federation-perft]") {
    const int games = 10000;
    Tally t = playGames(kFed, games, 400, 0xF00D);
    INFO(tallyText(t, games));
    CHECK(t.reasons[EndReason::MarshalTaken] > 0);
    CHECK(t.reasons[EndReason::NoCombatLimit] > 0);
    CHECK(t.launches > 0);
    CHECK(t.collisions > 0);
    CHECK(t.tows > 0);
    CHECK(t.reasons.count(EndReason::None) == 0);
}

TEST_CASE("F-INFO-2: invariants over random games judged by the referee", "[federation-perft]") {
    const auto rules = RuleSet::fromCode("federation:judge=referee");
    REQUIRE(rules);
    REQUIRE_FALSE(rules->openJudgement);
    const int games = 300;
    Tally t = playGames(*rules, games, 20, 0xBEEF);
    INFO(tallyText(t, games));
    CHECK(t.strikes > 0);
    CHECK(t.reasons.count(EndReason::None) == 0);
}

// ---- Non-interference -------------------------------------------------------------------------

namespace {

// What the rules let every side learn from one move, worked out here from the referee's
// positions before and after it (not from the Announcement under test). Generous: under open
// judgement it names the type of every piece a combat or strike could show.
std::string publicFacts(const Position& before, const Position& after, Move m, const Referee& r) {
    const RuleSet& rules = before.rules();
    std::string facts = moveText(m, rules) + " " + std::string(gameStatusId(r.status())) + " " +
                        std::string(endReasonId(r.reason())) + " ";
    for (int s = 0; s < after.squareCount(); ++s) {
        const auto q = static_cast<Square>(s);
        facts += after.isEmpty(q) ? '.' : after.sideAt(q) == F ? 'f' : 's';
    }
    std::vector<Square> shown;
    if (m.isStrike()) {
        const fedref::StrikeEffect e = fedref::strike(before, m);
        facts += e.collision ? " collision" : " clean";
        shown = fedref::area(m.to(), m.kind() == MoveKind::Launch);
        shown.insert(shown.end(), e.removed.begin(), e.removed.end());
    } else if (!before.isEmpty(m.to())) {
        shown = {m.from(), m.to()};
    }
    if (rules.openJudgement)
        for (Square s : shown)
            if (!before.isEmpty(s))
                facts += " " + std::to_string(before.pieceAt(s)) + ":" +
                         std::string(pieceTypeId(before.typeAt(s)));
    return facts;
}

std::vector<std::string> viewMoves(const Position& pos) {
    return coreMoves(pos);
}

struct Trace {
    std::vector<std::string> facts;
    std::string seen; // what the viewer was given: views along the way, then its whole stream
};

// Plays `moves` through a Match; nullopt as soon as one is illegal with these setups. Stops
// before a move that ends the game, since the end legitimately reveals every type.
std::optional<Trace> playMatch(const Setup& first, const Setup& second,
                               const std::vector<Move>& moves, Side viewer) {
    Match match(first, second);
    Trace t;
    for (Move m : moves) {
        const Position before = match.referee().position();
        Referee probe = match.referee();
        if (!probe.play(m)) return std::nullopt;
        if (probe.isOver()) break;
        REQUIRE(match.play(m));
        t.facts.push_back(publicFacts(before, match.referee().position(), m, match.referee()));
        if (t.facts.size() % 8 == 1) {
            const SideView& view = match.view(viewer);
            t.seen += viewToJson(view);
            if (view.position().sideToMove() == viewer)
                for (const auto& mt : viewMoves(view.position())) t.seen += " " + mt;
        }
    }
    t.seen += viewToJson(match.view(viewer));
    for (const auto& line : match.stream(viewer)) t.seen += line + "\n";
    return t;
}

struct Interference {
    int compared = 0, untouchedCompared = 0, trials = 0;
};

// Random games of `rules`; then the hidden types of one side are swapped between two of its
// pieces and the same moves replayed: whenever the public facts agree, the other side's views
// and stream must be byte-identical. Under open judgement only pieces that were never judged,
// shown, moved or caught in a strike area are swapped; under the referee's judgement half the
// trials swap any two pieces (the facts decide whether the pair counts).
Interference nonInterference(const RuleSet& rules, int trials, std::uint64_t seed) {
    Rng rng(seed);
    Interference out;
    const BoardLayout& board = rules.board();
    const bool federationGame = rules.game == Game::Federation;
    for (int trial = 0; trial < trials; ++trial) {
        const Side hidden = trial % 2 ? F : S;
        const Side viewer = opponent(hidden);
        const Setup first = Setup::random(rules, F, rng), second = Setup::random(rules, S, rng);
        REQUIRE(first.rules() == rules); // the match plays the judgement mode under test
        REQUIRE(second.rules() == rules);
        Referee r(first, second);
        std::vector<Move> moves;
        // Ids of pieces that moved, fought or stood in a strike's area: what the rules may show,
        // worked out here (not from the announcements' reveals under test).
        std::uint64_t touched = 0;
        auto touch = [&](const Position& pos, Square s) {
            if (s < pos.squareCount() && !pos.isEmpty(s))
                touched |= std::uint64_t{1} << pos.pieceAt(s);
        };
        const int maxPlies = 20 + static_cast<int>(rng.below(200));
        while (!r.isOver() && r.ply() < maxPlies) {
            const Position before = r.position();
            MoveList list;
            generateMoves(before, list);
            const Move m = pickMove(list, rng);
            const Announcement a = r.playLegal(m);
            moves.push_back(m);
            touch(before, m.from());
            touch(before, m.to());
            touch(before, a.towFrom);
            if (federationGame && m.isStrike()) {
                for (Square s : fedref::area(m.to(), m.kind() == MoveKind::Launch))
                    touch(before, s);
                for (Square s : fedref::strike(before, m).removed) touch(before, s);
            }
        }
        const bool anyPair = !rules.openJudgement && rng.below(2) == 0;
        const Setup& original = hidden == F ? first : second;
        std::vector<Square> pool;
        for (int i = 0; i < board.territorySize; ++i) {
            const Square s = Setup::slotSquare(rules, hidden, i);
            if (original.typeAt(s) == T::Marshal) continue; // public (F-INFO-3)
            if (anyPair || !(touched >> s & 1)) pool.push_back(s);
        }
        if (pool.size() < 2) continue;
        const Square a = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
        const Square b = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
        if (original.typeAt(a) == original.typeAt(b)) continue;
        Setup changed = original;
        changed.swapSquares(a, b);
        if (!checkSetup(rules, hidden, changed.entries()).empty()) continue;
        ++out.trials;
        const auto t1 = playMatch(first, second, moves, viewer);
        REQUIRE(t1);
        const auto t2 = hidden == F ? playMatch(changed, second, moves, viewer)
                                    : playMatch(first, changed, moves, viewer);
        if (!t2 || t1->facts != t2->facts) continue; // the public facts differ: not a pair
        INFO(rules.code() << " trial " << trial << ": " << board.name(a) << " <-> "
                          << board.name(b));
        REQUIRE(t1->seen == t2->seen);
        ++out.compared;
        if (!anyPair) ++out.untouchedCompared;
    }
    return out;
}

} // namespace

TEST_CASE("R-INFO-2 F-INFO-3: views and streams ignore hidden types, all four judgement modes",
          "[federation-perft]") {
    for (const char* code :
         {"classic", "classic:h7=open", "federation", "federation:judge=referee"}) {
        const auto rules = RuleSet::fromCode(code);
        REQUIRE(rules);
        const int trials = 500;
        const Interference r = nonInterference(*rules, trials, 0x5EC2E7 + std::strlen(code));
        INFO(code << ": " << r.trials << " swaps tried, " << r.compared << " pairs compared ("
                  << r.untouchedCompared << " of never-judged pieces)");
        CHECK(r.compared >= trials / 4);
        CHECK(r.untouchedCompared >= trials / 8);
        // Swaps of pieces nothing touched never change the public facts, so nearly every
        // such swap is compared.
        CHECK(r.untouchedCompared * 10 >= (rules->openJudgement ? r.trials : 0) * 8);
    }
}
