#include "pimc.h"

#include "search.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace gunjin::ai {

namespace {
bool isQuiet(const Position& pos, Move m) {
    return !m.isStrike() && pos.isEmpty(m.to());
}

// World w's own random stream, so a world is the same whichever thread draws it.
Rng worldStream(std::uint64_t base, int w) {
    return Rng(base ^ (static_cast<std::uint64_t>(w) + 1) * 0xD1B54A32D192ED03ull);
}

// work(t, threads) on `threads` threads (t = 0 on the calling one); returns when all are done.
template <class Work> void onThreads(int threads, Work work) {
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) helpers.emplace_back(work, t, threads);
    work(0, threads);
    for (auto& h : helpers) h.join();
}
// PimcParams::verify*: the close contenders searched deeper in the first worlds (the same
// worlds, from the same streams). Returns the index of the move to play: the contender with the
// best deeper average (penalties kept), or `best` when the budget ran out before every contender
// was searched in every one of those worlds.
std::size_t verifyClose(const WorldSource& worlds, const PimcParams& params, const MoveList& roots,
                        const std::vector<double>& mean, const std::vector<double>& penalty,
                        std::uint64_t base, const Budget& budget, std::size_t best) {
    std::vector<std::size_t> close;
    for (std::size_t i = 0; i < mean.size(); ++i)
        if (mean[i] >= mean[best] - params.verifyMargin) close.push_back(i);
    if (close.size() < 2) return best;
    std::stable_sort(close.begin(), close.end(),
                     [&](std::size_t a, std::size_t b) { return mean[a] > mean[b]; });
    if (close.size() > static_cast<std::size_t>(params.verifyKeep))
        close.resize(static_cast<std::size_t>(params.verifyKeep));
    const int worldCount = std::min(params.verifyWorlds, std::max(1, params.worlds));
    // deep[k][w]: contender k in world w, shared between the threads by world.
    std::vector<std::vector<int>> deep(close.size(), std::vector<int>(worldCount, 0));
    std::atomic<bool> cut{false};
    auto work = [&](int first, int step) {
        Searcher searcher(budget);
        for (int w = first; w < worldCount; w += step) {
            Rng worldRng = worldStream(base, w);
            const Position world = worlds(w, worldRng);
            for (std::size_t k = 0; k < close.size(); ++k)
                deep[k][static_cast<std::size_t>(w)] = searcher.scoreMove(
                    world, roots[static_cast<int>(close[k])], params.verifyDepth, params.qdepth);
            if (searcher.wasStopped()) {
                cut = true;
                return;
            }
        }
    };
    onThreads(std::clamp(params.threads, 1, worldCount), work);
    if (cut) return best;
    std::size_t chosen = best;
    double top = -1e18;
    for (std::size_t k = 0; k < close.size(); ++k) {
        double sum = 0;
        for (int score : deep[k]) sum += score;
        // The root penalties (shuffling, easy's guard) still apply.
        const double value = sum / worldCount - penalty[close[k]];
        if (value > top) top = value, chosen = close[k];
    }
    return chosen;
}

} // namespace

Move choosePimc(const Position& view, const WorldSource& worlds, const PimcParams& params,
                const std::vector<RootPenalty>& penalties, Rng& rng, const Budget& budget) {
    MoveList roots;
    generateMoves(view, roots);
    assert(!roots.empty());
    if (roots.size() == 1) return roots[0];

    const int worldCount = std::max(1, params.worlds);
    const std::uint64_t base = rng.next();
    const auto rootCount = static_cast<std::size_t>(roots.size());
    // scores[w][i]: root move i in world w (searched[i] says which moves are); complete[w] once
    // world w was searched in full.
    std::vector<std::vector<int>> scores(static_cast<std::size_t>(worldCount),
                                         std::vector<int>(rootCount, 0));
    std::vector<char> complete(static_cast<std::size_t>(worldCount), 0);
    std::vector<char> searched(rootCount, 1);
    auto work = [&](int first, int last, int step) {
        Searcher searcher(budget);
        for (int w = first; w < last; w += step) {
            if (w > 0 && budget.exhausted()) return;
            Rng worldRng = worldStream(base, w);
            const Position world = worlds(w, worldRng);
            auto& row = scores[static_cast<std::size_t>(w)];
            for (std::size_t i = 0; i < rootCount; ++i)
                if (searched[i])
                    row[i] = searcher.scoreMove(world, roots[static_cast<int>(i)], params.depth,
                                                params.qdepth);
            complete[static_cast<std::size_t>(w)] = w == 0 || !searcher.wasStopped();
            if (searcher.wasStopped()) return;
        }
    };
    auto runWorlds = [&](int first, int last) {
        onThreads(std::clamp(params.threads, 1, std::max(1, last - first)),
                  [&](int t, int threads) { work(first + t, last, threads); });
    };
    // The mean of each searched move over the complete worlds below `last`.
    auto means = [&](int last) {
        std::vector<double> mean(rootCount, 0.0);
        int done = 0;
        for (int w = 0; w < last; ++w) {
            if (!complete[static_cast<std::size_t>(w)]) continue;
            for (std::size_t i = 0; i < rootCount; ++i)
                mean[i] += scores[static_cast<std::size_t>(w)][i];
            ++done;
        }
        for (double& m : mean) m /= std::max(done, 1);
        return mean;
    };
    const bool screen = params.screenKeep > 0 && params.screenWorlds > 0 &&
                        params.screenWorlds < worldCount &&
                        rootCount > static_cast<std::size_t>(params.screenKeep);
    if (screen) {
        runWorlds(0, params.screenWorlds);
        const std::vector<double> first = means(params.screenWorlds);
        std::vector<std::size_t> order(rootCount);
        for (std::size_t i = 0; i < rootCount; ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return first[a] > first[b]; });
        std::fill(searched.begin(), searched.end(), 0);
        for (int k = 0; k < params.screenKeep; ++k)
            searched[order[static_cast<std::size_t>(k)]] = 1;
        runWorlds(params.screenWorlds, worldCount);
    } else {
        runWorlds(0, worldCount);
    }
    std::vector<double> mean = means(worldCount);
    if (screen) {
        // A move left out after screening keeps its screening average, below every kept one.
        const std::vector<double> first = means(params.screenWorlds);
        double floor = 1e18;
        for (std::size_t i = 0; i < rootCount; ++i)
            if (searched[i]) floor = std::min(floor, mean[i]);
        for (std::size_t i = 0; i < rootCount; ++i)
            if (!searched[i]) mean[i] = std::min(first[i], floor - 1);
    }
    std::vector<double> penalty(rootCount, 0.0);
    for (std::size_t i = 0; i < rootCount; ++i)
        for (const RootPenalty& p : penalties)
            if (p.move == roots[static_cast<int>(i)]) penalty[i] += p.cost;
    for (std::size_t i = 0; i < rootCount; ++i) mean[i] -= penalty[i];
    std::size_t best = 0;
    for (std::size_t i = 1; i < mean.size(); ++i)
        if (mean[i] > mean[best]) best = i;
    if (params.verifyKeep > 1 && params.verifyWorlds > 0 && std::abs(mean[best]) < kDecisiveScore)
        best = verifyClose(worlds, params, roots, mean, penalty, base, budget, best);
    if (params.slipPercent > 0 && std::abs(mean[best]) < kDecisiveScore &&
        static_cast<int>(rng.below(100)) < params.slipPercent) {
        std::vector<int> close;
        for (std::size_t i = 0; i < mean.size(); ++i)
            if (mean[i] >= mean[best] - params.slipMargin &&
                (!params.slipQuiet || i == best || isQuiet(view, roots[static_cast<int>(i)])))
                close.push_back(static_cast<int>(i));
        return roots[close[rng.below(static_cast<std::uint32_t>(close.size()))]];
    }
    return roots[static_cast<int>(best)];
}

} // namespace gunjin::ai
