// The CPU player (src/ai): no peeking, legal moves at every level, occupation and HQ defence,
// cancellation; and the おまかせ setups.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "ai/engine.h"
#include "ai/evaluation.h"
#include "ai/oracle.h"

#include "ai_helpers.h"
#include "helpers.h"

#include "core/board.h"
#include "core/match.h"

#include <map>
#include <set>
#include <thread>

using namespace gunjin;
using namespace gunjin::ai;
using namespace gunjin::test;

namespace {

// Two opponent pieces that neither moved nor were attacked: their squares never appear in a
// move. Swapping their types changes nothing any announcement says.
std::vector<std::pair<Square, Square>> untouchedPairs(const Setup& setup,
                                                      const std::vector<Move>& moves) {
    std::set<Square> touched;
    for (Move m : moves) {
        touched.insert(m.from());
        touched.insert(m.to());
    }
    std::vector<Square> free;
    for (int slot = 0; slot < kArmySize; ++slot) {
        const Square s = Setup::slotSquare(setup.side(), slot);
        if (!touched.count(s)) free.push_back(s);
    }
    std::vector<std::pair<Square, Square>> pairs;
    for (std::size_t i = 0; i < free.size(); ++i)
        for (std::size_t j = i + 1; j < free.size(); ++j)
            if (setup.typeAt(free[i]) != setup.typeAt(free[j])) pairs.push_back({free[i], free[j]});
    return pairs;
}

} // namespace

TEST_CASE("R-INFO-3 no peeking: the same seed and view give the same move whatever the hidden "
          "types",
          "[ai][player]") {
    int compared = 0, hardCompared = 0;
    std::set<std::pair<int, int>> swappedKinds;
    for (int g = 0; g < 40; ++g) {
        Rng rng(900 + static_cast<std::uint64_t>(g));
        const Setup first = autoSetup(F, rng);
        const Setup second = autoSetup(S, rng);
        Match match(first, second);
        const int plies = 2 * static_cast<int>(rng.below(30)); // first to move afterwards
        std::vector<Move> moves;
        for (int p = 0; p < plies && !match.isOver(); ++p) {
            MoveList legal;
            generateMoves(match.referee().position(), legal);
            const Move m = legal[rng.below(legal.size())];
            REQUIRE(match.play(m));
            moves.push_back(m);
        }
        if (match.isOver()) continue;
        const auto pairs = untouchedPairs(second, moves);
        for (int k = 0; k < 3 && !pairs.empty(); ++k) {
            const auto [a, b] = pairs[rng.below(static_cast<std::uint32_t>(pairs.size()))];
            Setup swapped = second;
            swapped.swapSquares(a, b);
            if (!checkSetup(S, swapped.entries()).empty()) continue; // e.g. a mine onto b5
            Match other(first, swapped);
            for (Move m : moves) REQUIRE(other.play(m));
            // The precondition of the property: first saw exactly the same game.
            REQUIRE(other.view(F).announcements() == match.view(F).announcements());
            REQUIRE(other.view(F).position() == match.view(F).position());
            REQUIRE_FALSE(other.referee().position() == match.referee().position());
            swappedKinds.insert({index(second.typeAt(a)), index(second.typeAt(b))});
            const std::uint64_t seed = rng.next();
            std::vector<Level> levels = {Level::Random, Level::Easy, Level::Medium};
            if (g % 4 == 0 && k == 0) levels.push_back(Level::Hard);
            for (Level level : levels) {
                INFO("game " << g << " level " << levelId(level));
                const auto m1 = chooseMove(match.view(F), level, seed, kUncapped);
                const auto m2 = chooseMove(other.view(F), level, seed, kUncapped);
                REQUIRE(m1.has_value());
                REQUIRE(m1 == m2);
                REQUIRE(isLegal(match.referee().position(), *m1));
                ++compared;
                hardCompared += level == Level::Hard;
            }
        }
    }
    CHECK(compared > 100);
    CHECK(hardCompared >= 5);
    CHECK(swappedKinds.size() > 20); // many kinds of hidden differences (general/mine, flag/...)
}

TEST_CASE("Every level plays legal moves to the end of a game", "[ai][player]") {
    for (Level a : {Level::Random, Level::Easy, Level::Medium}) {
        Rng rng(40 + index(Side::First) + static_cast<int>(a));
        Match match(autoSetup(F, rng), autoSetup(S, rng));
        while (!match.isOver()) {
            const Side side = match.referee().position().sideToMove();
            const auto m = chooseMove(match.view(side), side == F ? a : Level::Easy, 77);
            REQUIRE(m.has_value());
            REQUIRE(match.play(*m));
        }
        // Nothing to choose once the game is over, or for the side not to move.
        CHECK_FALSE(chooseMove(match.view(F), a, 1).has_value());
    }
}

TEST_CASE("R-END-1 every level but random occupies an empty HQ when it can", "[ai][player]") {
    const Position full = makePosition({{"hq1", F, T::General},
                                        {"c7", F, T::Major},
                                        {"a4", F, T::Captain},
                                        {"b7", S, T::Colonel},
                                        {"a8", S, T::Spy},
                                        {"f8", S, T::Mine}},
                                       F);
    const SideView view = SideView::fromPosition(full, F);
    for (Level level : {Level::Easy, Level::Medium, Level::Hard})
        for (std::uint64_t seed : {1, 2, 3})
            CHECK(chooseMove(view, level, seed, kUncapped) == mv("c7-hq8"));
}

TEST_CASE("R-END-1 the CPU defends its HQ against a piece next to it", "[ai][player]") {
    // Second's piece on c2 has moved (it is no mine) and stands next to first's empty HQ.
    const Position start = makePosition({{"d2", F, T::General},
                                         {"b1", F, T::Captain},
                                         {"f3", F, T::Major},
                                         {"a3", F, T::Colonel},
                                         {"c3", S, T::LieutenantGeneral},
                                         {"f8", S, T::Mine},
                                         {"a8", S, T::Spy}},
                                        S);
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    auto a = referee.play(mv("c3-c2"));
    REQUIRE(a);
    REQUIRE(view.apply(*a));
    const std::set<std::string> defences = {"d2-c2", "d2-hq1", "b1-hq1"};
    for (Level level : {Level::Easy, Level::Medium, Level::Hard})
        for (std::uint64_t seed : {1, 2, 3}) {
            INFO(levelId(level) << " seed " << seed);
            const auto m = chooseMove(view, level, seed, kUncapped);
            REQUIRE(m.has_value());
            CHECK(defences.count(moveText(*m)) == 1);
        }
}

TEST_CASE("A cancelled search still answers with a legal move", "[ai][player]") {
    Rng rng(5);
    Match match(autoSetup(F, rng), autoSetup(S, rng));
    std::atomic<bool> cancel{true};
    MoveOptions options;
    options.cancel = &cancel;
    const auto m = chooseMove(match.view(F), Level::Hard, 9, options);
    REQUIRE(m.has_value());
    CHECK(isLegal(match.referee().position(), *m));

    // Cancelled from another thread while it runs.
    std::atomic<bool> later{false};
    options.cancel = &later;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        later = true;
    });
    const auto m2 = chooseMove(match.view(F), Level::Hard, 9, options);
    canceller.join();
    REQUIRE(m2.has_value());
    CHECK(isLegal(match.referee().position(), *m2));
}

TEST_CASE("The oracle plays from the true position", "[ai][player]") {
    // Second's HQ holds a colonel: the oracle's major general takes it and occupies (R-END-1),
    // knowing it is neither the general nor a mine.
    const Position full = makePosition({{"hq1", F, T::General},
                                        {"c7", F, T::MajorGeneral},
                                        {"a4", F, T::Captain},
                                        {"hq8", S, T::Colonel},
                                        {"a8", S, T::Spy},
                                        {"f8", S, T::Mine}},
                                       F);
    const SideView view = SideView::fromPosition(full, F);
    for (Level level : {Level::Easy, Level::Medium, Level::Hard})
        CHECK(chooseOracleMove(full, view, level, 1) == mv("c7-hq8"));
}

TEST_CASE("おまかせ setups are legal, follow the tips and vary", "[ai][setup]") {
    Rng rng(2026);
    std::set<std::vector<int>> distinct;
    std::map<Square, int> flagSquares;
    int hqGeneral = 0;
    const int n = 2000;
    for (int i = 0; i < n; ++i) {
        const Side side = i % 2 == 0 ? F : S;
        const Setup s = autoSetup(side, rng);
        REQUIRE(checkSetup(side, s.entries()).empty()); // R-SETUP-1..3
        const Square hq = hqOf(side);
        // The HQ holds the general, or a mine with the general next to it.
        if (s.typeAt(hq) == T::General) {
            ++hqGeneral;
        } else {
            REQUIRE(s.typeAt(hq) == T::Mine);
            bool generalNext = false;
            const SquareGeometry& g = geometry(hq);
            for (int k = 0; k < g.stepCount; ++k) generalNext |= s.typeAt(g.steps[k]) == T::General;
            REQUIRE(generalNext);
        }
        // The flag is backed by the general, the lieutenant general or a mine.
        Square flag = kNoSquare;
        for (const SetupEntry& e : s.entries())
            if (e.type == T::Flag) flag = e.square;
        const PieceType behind = s.typeAt(squareBehind(flag, side));
        REQUIRE((behind == T::General || behind == T::LieutenantGeneral || behind == T::Mine));
        if (side == F) ++flagSquares[flag];
        std::vector<int> key;
        for (const SetupEntry& e : s.entries()) key.push_back(index(e.type));
        key.push_back(index(side));
        distinct.insert(key);
    }
    CHECK(distinct.size() == static_cast<std::size_t>(n));
    CHECK(hqGeneral > n / 3);
    CHECK(hqGeneral < 2 * n / 3);
    CHECK(flagSquares.size() >= 8);
    for (const auto& [square, count] : flagSquares) CHECK(count < n / 2 / 4);
}

TEST_CASE("R-END-2 the CPU avoids shuffling toward the no-combat draw", "[ai][player]") {
    // First's last own move was b3-b4: moving straight back is penalised; as the no-combat
    // count nears the limit every advantage fades toward the draw, so the side ahead must
    // fight before it.
    const Position start = makePosition({{"hq1", F, T::General},
                                         {"b3", F, T::Captain},
                                         {"f2", F, T::Major},
                                         {"a8", S, T::Spy},
                                         {"f8", S, T::Mine}},
                                        F);
    Referee referee(start);
    SideView view = SideView::fromPosition(start, F);
    for (const char* m : {"b3-b4", "a8-b8"}) {
        auto a = referee.play(mv(m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    }
    const auto penalties = shufflePenalties(view);
    REQUIRE_FALSE(penalties.empty());
    CHECK(penalties[0].move == mv("b4-b3"));
    CHECK(penalties[0].cost > 0);

    Position late = referee.position();
    const int fresh = evaluate(late, F);
    late.setNoCombatPlies(90);
    const int tired = evaluate(late, F);
    CHECK(fresh > 0); // first is ahead
    CHECK(tired < fresh);
    CHECK(tired > 0);
}
