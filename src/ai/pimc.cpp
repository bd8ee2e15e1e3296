#include "pimc.h"

#include "search.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace gunjin::ai {

Move choosePimc(const Position& view, const WorldSource& worlds, const PimcParams& params,
                const std::vector<RootPenalty>& penalties, Rng& rng, const Budget& budget) {
    MoveList roots;
    generateMoves(view, roots);
    assert(!roots.empty());
    if (roots.size() == 1) return roots[0];

    const int worldCount = std::max(1, params.worlds);
    const std::uint64_t base = rng.next();
    // scores[w][i]: root move i in world w; complete[w] once world w was searched in full.
    std::vector<std::vector<int>> scores(static_cast<std::size_t>(worldCount));
    std::vector<char> complete(static_cast<std::size_t>(worldCount), 0);
    auto work = [&](int first, int step) {
        Searcher searcher(budget);
        for (int w = first; w < worldCount; w += step) {
            if (w > 0 && budget.exhausted()) return;
            Rng worldRng(base ^ (static_cast<std::uint64_t>(w) + 1) * 0xD1B54A32D192ED03ull);
            const Position world = worlds(w, worldRng);
            auto& row = scores[static_cast<std::size_t>(w)];
            for (Move m : roots)
                row.push_back(searcher.scoreMove(world, m, params.depth, params.qdepth));
            complete[static_cast<std::size_t>(w)] = w == 0 || !searcher.wasStopped();
            if (searcher.wasStopped()) return;
        }
    };
    const int threads = std::clamp(params.threads, 1, worldCount);
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) helpers.emplace_back(work, t, threads);
    work(0, threads);
    for (auto& h : helpers) h.join();

    std::vector<double> total(static_cast<std::size_t>(roots.size()), 0.0);
    int done = 0;
    for (int w = 0; w < worldCount; ++w) {
        if (!complete[static_cast<std::size_t>(w)]) continue;
        for (std::size_t i = 0; i < total.size(); ++i)
            total[i] += scores[static_cast<std::size_t>(w)][i];
        ++done;
    }
    std::vector<double> mean(total.size());
    for (std::size_t i = 0; i < total.size(); ++i) {
        mean[i] = total[i] / std::max(done, 1);
        for (const RootPenalty& p : penalties)
            if (p.move == roots[static_cast<int>(i)]) mean[i] -= p.cost;
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < mean.size(); ++i)
        if (mean[i] > mean[best]) best = i;
    if (params.slipPercent > 0 && std::abs(mean[best]) < kDecisiveScore &&
        static_cast<int>(rng.below(100)) < params.slipPercent) {
        std::vector<int> close;
        for (std::size_t i = 0; i < mean.size(); ++i)
            if (mean[i] >= mean[best] - params.slipMargin) close.push_back(static_cast<int>(i));
        return roots[close[rng.below(static_cast<std::uint32_t>(close.size()))]];
    }
    return roots[static_cast<int>(best)];
}

} // namespace gunjin::ai
