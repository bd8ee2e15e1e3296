// gunjin-bench: single-threaded speed of the rules core from fixed seeds.
//   gunjin-bench [--rules CODE] [--seed N] [--passes P] [--games G]
//   gunjin-bench net ...   the LAN server under scripted players (net_bench.cpp)
//   gunjin-bench beliefs ...   how sharp the CPU's beliefs are in recorded games
//                          (belief_bench.cpp)
//   gunjin-bench train-beliefs ...   fits the learnt piece model from recorded games
//                                (train_beliefs.cpp)
// A fixed amount of work: P passes of move generation over 20,000 positions sampled from
// random games, then G random playouts. Prints legal moves generated per second and playout
// plies per second, and the counts as a signature (the same seed and amounts give the same
// signature on every build; a change in it means the rules' behaviour changed). --rules picks
// the rule set (default classic); each rule set has its own signature.
#include "belief_bench.h"
#include "train_beliefs.h"

#include "common/console.h"

#include "core/referee.h"
#ifdef GUNJIN_NET_BENCH
#include "net_bench.h"
#endif

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace gunjin;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// One random game; returns its plies. Collects positions along the way when asked.
int playout(const RuleSet& rules, Rng& rng, std::vector<Position>* sample) {
    const Setup first = Setup::random(rules, Side::First, rng);
    const Setup second = Setup::random(rules, Side::Second, rng);
    Referee referee(first, second);
    while (!referee.isOver()) {
        if (sample && referee.ply() % 8 == 0) sample->push_back(referee.position());
        MoveList moves;
        generateMoves(referee.position(), moves);
        referee.playLegal(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
    }
    return referee.ply();
}

} // namespace

int main(int argc, char** argv) {
    const gunjin::apps::Console console(argc, argv); // UTF-8 arguments, binary stdio
#ifdef GUNJIN_NET_BENCH
    if (argc > 1 && !std::strcmp(argv[1], "net")) return runNetBench(argc - 2, argv + 2);
#endif
    if (argc > 1 && !std::strcmp(argv[1], "beliefs")) return runBeliefBench(argc - 2, argv + 2);
    if (argc > 1 && !std::strcmp(argv[1], "train-beliefs"))
        return runTrainBeliefs(argc - 2, argv + 2);
    std::uint64_t seed = 20261129;
    long passes = 200, games = 10000;
    RuleSet rules = RuleSet::classic();
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--rules") && hasValue) {
            const auto r = RuleSet::fromCode(argv[++i]);
            if (!r) {
                std::fprintf(stderr, "gunjin-bench: bad rule code: %s\n", r.error().c_str());
                return 2;
            }
            rules = *r;
        } else if (!std::strcmp(argv[i], "--seed") && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--passes") && hasValue)
            passes = std::atol(argv[++i]);
        else if (!std::strcmp(argv[i], "--games") && hasValue)
            games = std::atol(argv[++i]);
        else
            passes = 0; // usage error
    }
    if (passes < 1 || games < 1) {
        std::fprintf(stderr, "usage: gunjin-bench [--rules CODE] [--seed N] [--passes P >= 1] "
                             "[--games G >= 1]\n");
        return 2;
    }

    // Positions from real games: generation speed is measured on what play looks like.
    Rng sampleRng(seed);
    std::vector<Position> positions;
    while (positions.size() < 20000) playout(rules, sampleRng, &positions);
    std::uint64_t perPass = 0;
    for (const Position& p : positions) {
        MoveList moves;
        generateMoves(p, moves);
        perPass += moves.size();
    }

    std::uint64_t generated = 0;
    const auto t0 = Clock::now();
    for (long pass = 0; pass < passes; ++pass)
        for (const Position& p : positions) {
            MoveList moves;
            generateMoves(p, moves);
            generated += moves.size();
        }
    const double genTime = secondsSince(t0);

    Rng playRng(seed + 1);
    std::uint64_t plies = 0, signature = 0;
    const auto t1 = Clock::now();
    for (long game = 0; game < games; ++game) {
        const int n = playout(rules, playRng, nullptr);
        plies += n;
        signature = signature * 31 + n;
    }
    const double playTime = secondsSince(t1);

    std::printf("rules                 %s\n", rules.code().c_str());
    std::printf("positions             %zu (mean %.1f legal moves)\n", positions.size(),
                double(perPass) / positions.size());
    std::printf("legal moves generated %llu in %.3f s\n", (unsigned long long)generated, genTime);
    std::printf("legal moves / second  %.0f\n", generated / genTime);
    std::printf("playout games         %ld (mean %.1f plies)\n", games, double(plies) / games);
    std::printf("playout plies / second %.0f\n", plies / playTime);
    std::printf("signature             %llu moves per pass, playouts %016llx\n",
                (unsigned long long)perPass, (unsigned long long)signature);
    return 0;
}
