// Belief tracking and sampling (src/ai): sound over many games, consistent samples.
#include "ai/auto_setup.h"
#include "ai/belief.h"
#include "ai/sampler.h"

#include "helpers.h"

#include "core/match.h"

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

namespace {

// The opponent's setup a sample stands for: ids are setup squares.
std::vector<SetupEntry> sampledSetup(const Belief& b, const TypeAssignment& types) {
    std::vector<SetupEntry> entries;
    for (PieceId id : b.opponentIds()) entries.push_back({static_cast<Square>(id), types[id]});
    return entries;
}

// Random games, half of them from おまかせ setups (flags backed by strong pieces or mines).
template <class Fn> void forRandomGames(int games, std::uint64_t seed, Fn&& atCheckpoint) {
    for (int g = 0; g < games; ++g) {
        Rng rng(seed + static_cast<std::uint64_t>(g));
        const bool sensible = g % 2 == 0;
        const Setup first = sensible ? autoSetup(F, rng) : Setup::random(F, rng);
        const Setup second = sensible ? autoSetup(S, rng) : Setup::random(S, rng);
        Match match(first, second);
        while (!match.isOver()) {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            REQUIRE(match.play(moves[rng.below(moves.size())]));
            if (match.referee().ply() % 37 == 0 || match.isOver()) atCheckpoint(match, g);
        }
    }
}

} // namespace

TEST_CASE("R-INFO-1 belief: the true type always stays possible and counts stay exact",
          "[ai][belief]") {
    long checks = 0, narrowedPieces = 0, decided = 0, flagTies = 0;
    forRandomGames(1000, 1000, [&](const Match& match, int game) {
        const TypeAssignment truth = trueTypes(match.referee().position());
        for (Side side : {F, S}) {
            const Belief belief(match.view(side));
            INFO("game " << game << " ply " << match.referee().ply());
            REQUIRE(belief.opponentIds().size() == kArmySize);
            std::vector<TypeMask> masks;
            for (PieceId id : belief.opponentIds()) {
                REQUIRE(contains(belief.possible(id), truth[id]));
                masks.push_back(belief.possible(id));
                narrowedPieces += belief.possible(id) != kAnyType;
                decided += typeCount(belief.possible(id)) == 1;
            }
            // Narrowing is closed: it is already exact for the counts.
            std::vector<TypeMask> again = masks;
            narrowToAssignable(again, armyCounts());
            REQUIRE(again == masks);
            REQUIRE(belief.accepts(truth));
            for (const DefenceRecord& r : belief.defences())
                flagTies +=
                    contains(belief.possible(r.defender), PieceType::Flag) && r.behind != kNoPiece;
            ++checks;
        }
    });
    CHECK(checks > 10000);
    CHECK(decided > checks);                 // beliefs do pin types down...
    CHECK(narrowedPieces > 5 * decided / 4); // ...and narrow many more
    CHECK(flagTies > 0);                     // flag/stand-in ambiguities were exercised
}

TEST_CASE("R-MOVE-8 belief: a piece that moved is neither mine nor flag - shapes name types",
          "[ai][belief]") {
    // Second's pieces: a slide two squares sideways (engineer) and a jump (plane).
    Position full = makePosition({{"a1", F, T::General},
                                  {"c3", F, T::Captain},
                                  {"a6", S, T::Engineer},
                                  {"d6", S, T::Major},
                                  {"f7", S, T::Plane},
                                  {"hq8", S, T::Mine}},
                                 S);
    Referee referee(full);
    SideView view = SideView::fromPosition(full, F);
    for (const char* m : {"a6-c6", "c3-c4", "f7-f4"}) {
        auto a = referee.play(mv(m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    }
    const Belief belief(view);
    CHECK(belief.possible(sq("a6")) == typeBit(T::Engineer)); // 2 sideways
    CHECK(belief.possible(sq("f7")) == typeBit(T::Plane));    // over the river off a bridge
    CHECK(contains(belief.possible(sq("d6")), T::Mine));      // never moved: could be anything
}

TEST_CASE("R-COMBAT-6 belief: a tie on a flag ties its stand-in", "[ai][belief]") {
    // First's captain attacks c6; both are removed. It was a captain, a mine, or the flag with
    // a captain or a mine behind it on c7.
    Position full = makePosition({{"a1", F, T::General},
                                  {"c5", F, T::Captain},
                                  {"c6", S, T::Flag},
                                  {"c7", S, T::Mine},
                                  {"a8", S, T::Major}},
                                 F);
    Referee referee(full);
    SideView view = SideView::fromPosition(full, F);
    auto a = referee.play(mv("c5-c6"));
    REQUIRE(a);
    REQUIRE(a->outcome == CombatOutcome::BothRemoved);
    REQUIRE(view.apply(*a));
    const Belief belief(view);
    CHECK(belief.possible(sq("c6")) == (typeBit(T::Captain) | typeBit(T::Mine) | typeBit(T::Flag)));
    REQUIRE(belief.defences().size() == 1);
    CHECK(belief.defences()[0].behind == sq("c7"));
    TypeAssignment types;
    types.fill(T::Unknown);
    types[sq("c6")] = T::Flag;
    types[sq("c7")] = T::Colonel; // a colonel behind would have beaten the captain
    types[sq("a8")] = T::Major;
    CHECK_FALSE(belief.accepts(types));
    types[sq("c7")] = T::Mine;
    CHECK(belief.accepts(types));
}

TEST_CASE("Sampler: every sample is a legal setup consistent with all evidence", "[ai][sampler]") {
    long samples = 0;
    forRandomGames(150, 5000, [&](const Match& match, int game) {
        for (Side side : {F, S}) {
            const Belief belief(match.view(side));
            const Sampler sampler(belief, SetupPrior::standard());
            Rng rng(static_cast<std::uint64_t>(game) * 31 + index(side));
            for (int k = 0; k < 8; ++k) {
                const TypeAssignment types = sampler.sample(rng);
                INFO("game " << game << " ply " << match.referee().ply());
                REQUIRE(belief.accepts(types));
                REQUIRE(checkSetup(opponent(side), sampledSetup(belief, types)).empty());
                const Position world = sampler.determinize(types);
                // The world is the view with types filled in: same squares, same own types.
                world.forEachOnBoard([&](Square s, const Piece& p) {
                    REQUIRE(p.type != T::Unknown);
                    REQUIRE(belief.position().pieceAt(s) == world.pieceAt(s));
                });
                ++samples;
            }
        }
    });
    CHECK(samples > 2000);
}

TEST_CASE("Sampler: before any evidence, samples spread like the prior", "[ai][sampler]") {
    // Before any move the HQ holds the general or a mine in most おまかせ setups; the prior
    // says so, and samples must spread over both.
    Rng setupRng(3);
    const Setup own = autoSetup(F, setupRng);
    const SideView view(own);
    const Belief belief(view);
    const Sampler sampler(belief, SetupPrior::standard());
    Rng rng(11);
    int general = 0, mine = 0, flagOnBackRow = 0;
    for (int i = 0; i < 400; ++i) {
        const TypeAssignment t = sampler.sample(rng);
        general += t[kHq8] == T::General;
        mine += t[kHq8] == T::Mine;
        for (PieceId id : belief.opponentIds())
            flagOnBackRow += t[id] == T::Flag && rowOf(static_cast<Square>(id)) == 8;
    }
    CHECK(general > 100);
    CHECK(mine > 60);
    CHECK(flagOnBackRow == 0); // R-SETUP-3
}
