#include "core/combat.h"
#include "core/referee.h"
#include "helpers.h"
#include "reference_movegen.h"

using namespace gunjin;
using namespace gunjin::test;

namespace {

// Setups written out as 23 two-letter codes in slot order (a1 b1 hq1 e1 f1 a2 ... f4 for the
// first player; a5 ... f5 a6 ... f8 for the second), so that the counts below do not depend
// on any generator.
Setup setupFrom(Side side, const char* codes) {
    static const std::vector<std::pair<std::string, T>> kCodes = {{"GE", T::General},
                                                                  {"LG", T::LieutenantGeneral},
                                                                  {"MG", T::MajorGeneral},
                                                                  {"CO", T::Colonel},
                                                                  {"LC", T::LieutenantColonel},
                                                                  {"MA", T::Major},
                                                                  {"CP", T::Captain},
                                                                  {"1L", T::FirstLieutenant},
                                                                  {"2L", T::SecondLieutenant},
                                                                  {"CV", T::Cavalry},
                                                                  {"EN", T::Engineer},
                                                                  {"TK", T::Tank},
                                                                  {"PL", T::Plane},
                                                                  {"SP", T::Spy},
                                                                  {"MI", T::Mine},
                                                                  {"FL", T::Flag}};
    std::vector<SetupEntry> entries;
    std::string text = codes;
    for (int slot = 0; slot < kArmySize; ++slot) {
        const std::string code = text.substr(slot * 3, 2);
        const auto it =
            std::find_if(kCodes.begin(), kCodes.end(), [&](auto& c) { return c.first == code; });
        REQUIRE(it != kCodes.end());
        entries.push_back({Setup::slotSquare(side, slot), it->second});
    }
    const auto setup = Setup::fromEntries(side, entries);
    REQUIRE(setup);
    return *setup;
}

// Sequences of exactly `depth` moves along which the game has not ended before the last one.
template <class Gen> std::uint64_t perft(const Position& pos, int depth, Gen&& gen) {
    if (depth == 0) return 1;
    std::uint64_t n = 0;
    for (Move m : gen(pos)) {
        if (depth == 1) {
            ++n;
            continue;
        }
        Position next = pos;
        const Side mover = next.sideToMove();
        next.applyOutcome(m, judgeMove(pos, m));
        if (evaluateAfterMove(next, mover, m).status == GameStatus::Ongoing)
            n += perft(next, depth - 1, gen);
    }
    return n;
}

std::vector<Move> fastGen(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    return {list.begin(), list.end()};
}

std::vector<Move> refGen(const Position& pos) {
    std::vector<Move> out;
    for (const auto& text : referenceMoves(pos)) out.push_back(*parseMove(text));
    return out;
}

} // namespace

TEST_CASE("R-MOVE-4 R-MOVE-5 R-MOVE-6 R-COMBAT-5: move-count regression from two fixed setups") {
    // Slot order: row 1 (a1 b1 hq1 e1 f1), then rows 2-4 a..f for the first player;
    // row 5..7 a..f, then row 8 (a8 b8 hq8 e8 f8) for the second.
    const Setup first1 =
        setupFrom(F, "MA CP GE MI CP 1L SP FL LG MI 2L EN TK CO PL TK 2L CV MG LC PL 1L EN");
    const Setup second1 =
        setupFrom(S, "EN PL CO TK 1L CV 2L MG FL MI PL 2L CP LC SP LG TK MI 1L EN GE MA CP");
    const Setup first2 =
        setupFrom(F, "EN MI MI SP 1L TK PL CP GE FL 2L CV CO LG MA PL EN 2L MG LC CP TK 1L");
    const Setup second2 =
        setupFrom(S, "1L TK LC PL EN CP CO GE 2L CV FL MA MG LG CP SP 2L EN 1L TK MI PL MI");

    const Position p1 = startingPosition(first1, second1);
    const Position p2 = startingPosition(first2, second2);
    const std::uint64_t got1[] = {perft(p1, 1, fastGen), perft(p1, 2, fastGen),
                                  perft(p1, 3, fastGen), perft(p1, 4, fastGen)};
    const std::uint64_t got2[] = {perft(p2, 1, fastGen), perft(p2, 2, fastGen),
                                  perft(p2, 3, fastGen), perft(p2, 4, fastGen)};
    INFO(got1[0] << " " << got1[1] << " " << got1[2] << " " << got1[3] << " / " << got2[0] << " "
                 << got2[1] << " " << got2[2] << " " << got2[3]);
    // The naive generator agrees to depth 3.
    CHECK(perft(p1, 3, refGen) == got1[2]);
    CHECK(perft(p2, 3, refGen) == got2[2]);
    // From the start only the entry squares' pieces and the planes can reach the enemy:
    // setup 1 has b4-b5, e4-e5 and two planes on the d column with four landings each.
    CHECK(got1[0] == 10);
    CHECK(got1[1] == 101);
    CHECK(got1[2] == 1448);
    CHECK(got1[3] == 20065);
    CHECK(got2[0] == 10);
    CHECK(got2[1] == 115);
    CHECK(got2[2] == 1673);
    CHECK(got2[3] == 24908);
}
