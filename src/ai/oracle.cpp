#include "oracle.h"

#include "engine.h"

#include "core/movegen.h"

namespace gunjin::ai {

std::optional<Move> chooseOracleMove(const Position& truth, const SideView& view, Level level,
                                     std::uint64_t seed, const MoveOptions& options) {
    if (view.isOver() || truth.sideToMove() != view.side() || !hasLegalMove(truth, view.side()))
        return std::nullopt;
    const Budget budget(options.cancel, Budget::Clock::now() + options.cap);
    Rng rng = moveRng(seed, view.ply());
    const WorldSource worlds = [&](int, Rng&) { return truth; };
    return decide(truth, worlds, level, shufflePenalties(view), strikeContext(view), rng, budget,
                  options.threads, true);
}

} // namespace gunjin::ai
