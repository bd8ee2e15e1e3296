#include "pimc.h"

#include "search.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace gunjin::ai {

namespace {
bool isQuiet(const Position& pos, Move m) {
    return !m.isStrike() && pos.isEmpty(m.to());
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
        Searcher searcher(budget, params.eval);
        for (int w = first; w < last; w += step) {
            if (w > 0 && budget.exhausted()) return;
            Rng worldRng(base ^ (static_cast<std::uint64_t>(w) + 1) * 0xD1B54A32D192ED03ull);
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
        const int threads = std::clamp(params.threads, 1, std::max(1, last - first));
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads; ++t) helpers.emplace_back(work, first + t, last, threads);
        work(first, last, threads);
        for (auto& h : helpers) h.join();
    };
    // The score of each searched move over the complete worlds below `last`: its mean, less
    // the caution share of the gap to the mean of its worst quarter.
    auto means = [&](int last) {
        std::vector<double> mean(rootCount, 0.0);
        std::vector<int> done;
        for (int w = 0; w < last; ++w)
            if (complete[static_cast<std::size_t>(w)]) done.push_back(w);
        const std::size_t tail = std::max<std::size_t>(1, done.size() / 4);
        std::vector<int> row(done.size());
        for (std::size_t i = 0; i < rootCount; ++i) {
            for (std::size_t k = 0; k < done.size(); ++k)
                row[k] = scores[static_cast<std::size_t>(done[k])][i];
            double sum = 0;
            for (int s : row) sum += s;
            mean[i] = sum / static_cast<double>(std::max<std::size_t>(done.size(), 1));
            if (params.caution == 0 || done.empty()) continue;
            std::partial_sort(row.begin(), row.begin() + static_cast<std::ptrdiff_t>(tail),
                              row.end());
            double worst = 0;
            for (std::size_t k = 0; k < tail; ++k) worst += row[k];
            worst /= static_cast<double>(tail);
            mean[i] -= params.caution / 100.0 * (mean[i] - worst);
        }
        return mean;
    };
    const bool screen = params.screenKeep > 0 && params.screenWorlds > 0 &&
                        params.screenWorlds < worldCount &&
                        rootCount > static_cast<std::size_t>(params.screenKeep);
    // Each root move's penalty, which screening weighs too: a move the penalties prefer (a
    // guard brought home) is not screened out for a better-looking one they rule out.
    std::vector<int> cost(rootCount, 0);
    for (std::size_t i = 0; i < rootCount; ++i)
        for (const RootPenalty& p : penalties)
            if (p.move == roots[static_cast<int>(i)]) cost[i] += p.cost;
    if (screen) {
        runWorlds(0, params.screenWorlds);
        const std::vector<double> first = means(params.screenWorlds);
        std::vector<std::size_t> order(rootCount);
        for (std::size_t i = 0; i < rootCount; ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return first[a] - cost[a] > first[b] - cost[b];
        });
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
    for (std::size_t i = 0; i < rootCount; ++i) mean[i] -= cost[i];
    std::size_t best = 0;
    for (std::size_t i = 1; i < mean.size(); ++i)
        if (mean[i] > mean[best]) best = i;
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
