// Pieces a setup walls in for good (setup_check.h; issue 34), for every kind of movement of both
// games, and おまかせ never making such a setup.
#include "ai/auto_setup.h"
#include "core/setup_check.h"
#include "helpers.h"

#include <map>

using namespace gunjin;
using namespace gunjin::test;

namespace {

// A legal setup of `side`: the listed squares as given, every other square of the camp with the
// army's remaining pieces in the rule book's order. The list places every piece that never
// moves, so the filling adds no wall.
Setup setupOf(const RuleSet& rules, Side side,
              std::initializer_list<std::pair<const char*, PieceType>> fixed) {
    const BoardLayout& b = rules.board();
    std::map<Square, PieceType> at;
    std::map<PieceType, int> left;
    for (PieceType t : rules.types()) left[t] = rules.count(t);
    for (const auto& [name, type] : fixed) {
        at[sq(rules, name)] = type;
        --left[type];
    }
    for (PieceType t : rules.types())
        if (!isMovable(t)) REQUIRE(left[t] == 0);
    std::vector<SetupEntry> entries;
    for (int i = 0; i < b.territorySize; ++i) {
        const auto s = static_cast<Square>(b.territoryBegin(side) + i);
        if (!at.count(s))
            for (PieceType t : rules.types())
                if (left[t] > 0) {
                    at[s] = t;
                    --left[t];
                    break;
                }
        entries.push_back({s, at[s]});
    }
    auto setup = Setup::fromEntries(rules, side, entries);
    INFO((setup ? std::string() : setup.error()));
    REQUIRE(setup);
    return *setup;
}

std::vector<std::string> names(const RuleSet& rules, const std::vector<Square>& squares) {
    std::vector<std::string> out;
    for (Square s : squares) out.emplace_back(rules.board().name(s));
    return out;
}

using Names = std::vector<std::string>;

} // namespace

TEST_CASE("R-MOVE-8 R-BOARD-4: issue 34's setup, 中将 f1 and 少尉 e1 behind 軍旗 f2, 地雷 e2 and a "
          "mine in the HQ, walls both in") {
    const RuleSet rules = RuleSet::classic();
    const Setup setup = setupOf(rules, F,
                                {{"f1", T::LieutenantGeneral},
                                 {"e1", T::SecondLieutenant},
                                 {"f2", T::Flag},
                                 {"e2", T::Mine},
                                 {"hq1", T::Mine}});
    CHECK(wallsInAnyPiece(setup));
    const std::vector<WalledIn> w = walledInPieces(setup);
    REQUIRE(w.size() == 1);
    CHECK(names(rules, w[0].pieces) == Names{"e1", "f1"});
    CHECK(names(rules, w[0].walls) == Names{"hq1", "e2", "f2"});

    SECTION("the same for the second player, whose back row is row 8") {
        const Setup second = setupOf(rules, S,
                                     {{"a8", T::LieutenantGeneral},
                                      {"b8", T::SecondLieutenant},
                                      {"a7", T::Flag},
                                      {"b7", T::Mine},
                                      {"hq8", T::Mine}});
        const std::vector<WalledIn> w2 = walledInPieces(second);
        REQUIRE(w2.size() == 1);
        CHECK(names(rules, w2[0].pieces) == Names{"a8", "b8"});
        CHECK(names(rules, w2[0].walls) == Names{"a7", "b7", "hq8"});
    }
    SECTION("with the general in the HQ instead of the mine, the HQ is a way out") {
        const Setup open = setupOf(rules, F,
                                   {{"f1", T::LieutenantGeneral},
                                    {"e1", T::SecondLieutenant},
                                    {"f2", T::Flag},
                                    {"e2", T::Mine},
                                    {"hq1", T::General},
                                    {"a1", T::Mine}});
        CHECK_FALSE(wallsInAnyPiece(open));
        CHECK(walledInPieces(open).empty());
    }
    SECTION("R-END-4: the game really has no move for them while the walls stand") {
        // Everything else of the side gone: the side to move has no legal move.
        Position pos(rules);
        for (const char* s : {"f1", "e1"}) pos.place(sq(rules, s), F, T::Captain);
        pos.place(sq(rules, "f2"), F, T::Flag);
        pos.place(sq(rules, "e2"), F, T::Mine);
        pos.place(sq(rules, "hq1"), F, T::Mine);
        pos.place(sq(rules, "a8"), S, T::General);
        CHECK_FALSE(hasLegalMove(pos, F));
        CHECK(walledInPieces(pos, F).size() == 1);
    }
}

TEST_CASE("R-MOVE-4 R-MOVE-5 R-MOVE-8: walking, the 2-square move and the engineer's slide are "
          "walled in alike") {
    const RuleSet rules = RuleSet::classic();
    for (PieceType t : {T::General, T::Spy, T::Tank, T::Cavalry, T::Engineer, T::Captain}) {
        INFO(pieceTypeId(t));
        // a1 behind mines on a2 and b1 (the flag off the back row, R-SETUP-3).
        const Setup setup =
            setupOf(rules, F, {{"a1", t}, {"a2", T::Mine}, {"b1", T::Mine}, {"c3", T::Flag}});
        const std::vector<WalledIn> w = walledInPieces(setup);
        REQUIRE(w.size() == 1);
        CHECK(names(rules, w[0].pieces) == Names{"a1"});
        CHECK(names(rules, w[0].walls) == Names{"b1", "a2"});
    }
}

TEST_CASE("R-MOVE-2: pieces behind only their own movable pieces are free, unless those are walled "
          "in too") {
    const RuleSet rules = RuleSet::classic();
    SECTION("a1 behind a captain and a major, which can move away") {
        const Setup setup = setupOf(rules, F,
                                    {{"a1", T::General},
                                     {"a2", T::Captain},
                                     {"b1", T::Major},
                                     {"c3", T::Mine},
                                     {"d3", T::Mine},
                                     {"f2", T::Flag}});
        CHECK(walledInPieces(setup).empty());
        CHECK_FALSE(wallsInAnyPiece(setup));
    }
    SECTION(
        "H-5: a1 and b1 behind mines on a2 and b2 and the flag in the HQ are walled in together") {
        const RuleSet h5 = rulesOf("classic:h5=allowed");
        const Setup setup = setupOf(h5, F,
                                    {{"a1", T::General},
                                     {"b1", T::Major},
                                     {"a2", T::Mine},
                                     {"b2", T::Mine},
                                     {"hq1", T::Flag}});
        const std::vector<WalledIn> w = walledInPieces(setup);
        REQUIRE(w.size() == 1);
        CHECK(names(h5, w[0].pieces) == Names{"a1", "b1"});
        CHECK(names(h5, w[0].walls) == Names{"hq1", "a2", "b2"});
    }
    SECTION("two separate groups are reported apart") {
        // A test position (the setup rules allow three walls, not four).
        Position pos(rules);
        for (const char* s : {"a2", "b1", "e1", "f2"}) pos.place(sq(rules, s), F, T::Mine);
        pos.place(sq(rules, "a1"), F, T::Captain);
        pos.place(sq(rules, "f1"), F, T::Major);
        pos.place(sq(rules, "c2"), F, T::Colonel);
        const std::vector<WalledIn> w = walledInPieces(pos, F);
        REQUIRE(w.size() == 2);
        CHECK(names(rules, w[0].pieces) == Names{"a1"});
        CHECK(names(rules, w[0].walls) == Names{"b1", "a2"});
        CHECK(names(rules, w[1].pieces) == Names{"f1"});
        CHECK(names(rules, w[1].walls) == Names{"e1", "f2"});
    }
}

TEST_CASE("R-MOVE-6 H-6: a plane jumps out of any wall, but one that stops is walled in and walls "
          "in") {
    SECTION("R-MOVE-6: the plane in e1 jumps e2's mine, then the 中将 can step to e1") {
        const RuleSet rules = RuleSet::classic();
        const Setup setup = setupOf(rules, F,
                                    {{"f1", T::LieutenantGeneral},
                                     {"e1", T::Plane},
                                     {"f2", T::Flag},
                                     {"e2", T::Mine},
                                     {"hq1", T::Mine}});
        CHECK(walledInPieces(setup).empty());
        CHECK_FALSE(wallsInAnyPiece(setup));
    }
    SECTION("H-6: a plane that stops before the first piece is walled in with the 中将") {
        const RuleSet rules = rulesOf("classic:h6=stops");
        const Setup setup = setupOf(rules, F,
                                    {{"f1", T::LieutenantGeneral},
                                     {"e1", T::Plane},
                                     {"f2", T::Flag},
                                     {"e2", T::Mine},
                                     {"hq1", T::Mine}});
        const std::vector<WalledIn> w = walledInPieces(setup);
        REQUIRE(w.size() == 1);
        CHECK(names(rules, w[0].pieces) == Names{"e1", "f1"});
    }
    SECTION("H-6: a stopping plane still crosses the river off the bridges") {
        // a4's ground neighbours are a3 and b4; a plane there may also go to a5.
        const RuleSet rules = rulesOf("classic:h6=stops");
        Position pos(rules);
        pos.place(sq(rules, "a4"), F, T::Plane);
        pos.place(sq(rules, "a3"), F, T::Mine);
        pos.place(sq(rules, "b4"), F, T::Flag); // a test position: R-SETUP-2 aside
        CHECK(walledInPieces(pos, F).empty());
        Position tank = pos;
        tank.setType(sq(rules, "a4"), T::Tank);
        CHECK(walledInPieces(tank, F).size() == 1);
    }
}

TEST_CASE("R-COMBAT-4 R-INFO-1: opponent pieces never wall a piece in, its own immovable ones do") {
    const RuleSet rules = RuleSet::classic();
    for (Side walls : {S, F}) {
        Position pos(rules);
        pos.place(sq(rules, "a1"), F, T::Captain);
        pos.place(sq(rules, "a2"), walls, T::Mine);
        pos.place(sq(rules, "b1"), walls, walls == S ? T::Unknown : T::Flag);
        pos.place(sq(rules, "a8"), S, T::General);
        CHECK(walledInPieces(pos, F).size() == (walls == F ? 1u : 0u));
    }
}

TEST_CASE("F-MOVE-2 F-MOVE-6 F-BOARD-3: the marshal is a wall: c1 behind mines b1 and c2") {
    const RuleSet rules = RuleSet::federation();
    for (PieceType t : {T::General, T::Major, T::Artillery, T::Engineer, T::Tank, T::Spy}) {
        INFO(pieceTypeId(t));
        const Setup setup = setupOf(rules, F,
                                    {{"c1", t},
                                     {"b1", T::Mine},
                                     {"c2", T::Mine},
                                     {"hq1", T::Marshal},
                                     {"h2", T::AtomicBomb},
                                     {"h3", T::Missile},
                                     {"i2", T::Missile}});
        const std::vector<WalledIn> w = walledInPieces(setup);
        REQUIRE(w.size() == 1);
        CHECK(names(rules, w[0].pieces) == Names{"c1"});
        CHECK(names(rules, w[0].walls) == Names{"b1", "hq1", "c2"});
    }
    SECTION("the second player's g9 (its c1 turned round) likewise") {
        const Setup setup = setupOf(rules, S,
                                    {{"g9", T::General},
                                     {"h9", T::Mine},
                                     {"g8", T::Mine},
                                     {"hq9", T::Marshal},
                                     {"b8", T::AtomicBomb},
                                     {"b7", T::Missile},
                                     {"a8", T::Missile}});
        const std::vector<WalledIn> w = walledInPieces(setup);
        REQUIRE(w.size() == 1);
        CHECK(names(rules, w[0].pieces) == Names{"g9"});
    }
}

TEST_CASE("F-MOVE-5 F-STRIKE-1: a jet flies out and a missile strikes out of any wall") {
    const RuleSet rules = RuleSet::federation();
    for (PieceType t : {T::Jet, T::Missile}) {
        INFO(pieceTypeId(t));
        const Setup setup = setupOf(rules, F,
                                    {{"c1", t},
                                     {"b1", T::Mine},
                                     {"c2", T::Mine},
                                     {"hq1", T::Marshal},
                                     {"h2", T::AtomicBomb},
                                     {"h3", T::Missile}});
        CHECK(walledInPieces(setup).empty());
        CHECK_FALSE(wallsInAnyPiece(setup));
    }
    SECTION("F-STRIKE-1: a missile with nothing to strike and nowhere to step is walled in") {
        Position pos(rules);
        pos.place(sq(rules, "c1"), F, T::Missile);
        pos.place(sq(rules, "b1"), F, T::Mine);
        pos.place(sq(rules, "c2"), F, T::Mine);
        pos.place(sq(rules, "hq1"), F, T::Marshal);
        pos.place(sq(rules, "hq9"), S, T::Marshal); // an HQ is never a strike's target
        CHECK(walledInPieces(pos, F).size() == 1);
        pos.place(sq(rules, "a9"), S, T::Unknown);
        CHECK(walledInPieces(pos, F).empty());
    }
}

TEST_CASE("F-MOVE-7 F-STRIKE-4: the 原爆 walls in only while no missile can come next to it") {
    const RuleSet rules = RuleSet::federation();
    Position pos(rules);
    pos.place(sq(rules, "a1"), F, T::General);
    pos.place(sq(rules, "a2"), F, T::Mine);
    pos.place(sq(rules, "b1"), F, T::AtomicBomb);
    pos.place(sq(rules, "hq1"), F, T::Marshal);
    pos.place(sq(rules, "hq9"), S, T::Marshal);
    pos.place(sq(rules, "e8"), S, T::Unknown);
    const std::vector<WalledIn> w = walledInPieces(pos, F);
    REQUIRE(w.size() == 1);
    CHECK(names(rules, w[0].pieces) == Names{"a1"});
    CHECK(names(rules, w[0].walls) == Names{"b1", "a2"});
    SECTION("a missile that can walk next to it tows it away or launches it") {
        pos.place(sq(rules, "f3"), F, T::Missile);
        CHECK(walledInPieces(pos, F).empty());
    }
    SECTION("a missile walled off from it does not") {
        pos.place(sq(rules, "i1"), F, T::Missile);
        pos.place(sq(rules, "h1"), F, T::Mine);
        pos.place(sq(rules, "i2"), F, T::Mine);
        // It can strike (and leaves), but never reaches b1's side.
        CHECK(walledInPieces(pos, F).size() == 1);
    }
}

TEST_CASE("R-SETUP-1..4 H-3 H-4 H-5 H-6 F-SETUP-1..3: no おまかせ setup walls a piece in") {
    for (const char* code :
         {"classic", "classic:h4=forbidden", "classic:h5=allowed", "classic:h3=flag",
          "classic:h6=stops", "classic:h3=flag,h4=forbidden,h5=allowed,h6=stops", "federation",
          "federation:judge=referee"}) {
        const RuleSet rules = rulesOf(code);
        INFO(code);
        int walled = 0;
        for (std::uint64_t seed = 1; seed <= 4000; ++seed)
            for (Side side : {Side::First, Side::Second}) {
                Rng rng(seed * 7919 + 13);
                const Setup setup = ai::autoSetup(rules, side, rng);
                if (wallsInAnyPiece(setup)) {
                    ++walled;
                    if (walled <= 3) {
                        std::string where;
                        for (const WalledIn& w : walledInPieces(setup))
                            for (Square s : w.pieces)
                                where += " " + std::string(rules.board().name(s));
                        UNSCOPED_INFO("seed " << seed << " walls in" << where);
                    }
                }
            }
        CHECK(walled == 0);
    }
}
