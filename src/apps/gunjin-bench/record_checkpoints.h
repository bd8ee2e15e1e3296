// gunjin-bench's walk through a recorded game (beliefs, train-beliefs): both sides' views, and
// the truth, every few plies.
#pragma once

#include "core/record.h"
#include "core/referee.h"
#include "core/view.h"

namespace gunjin::bench {

// Replays `record` with the referee and, after every `every`-th ply of the ongoing game, calls
// f(view, truth) for each side's view (f returns false to stop). Stops at an illegal move.
// Returns false when f did.
template <class F> bool forEachCheckpoint(const GameRecord& record, int every, F&& f) {
    Referee referee(record.first, record.second);
    SideView views[2] = {SideView(record.first), SideView(record.second)};
    for (std::size_t ply = 0; ply < record.moves.size(); ++ply) {
        const auto a = referee.play(record.moves[ply]);
        if (!a) return true;
        for (auto& v : views) (void)v.apply(*a);
        if (referee.isOver() || (ply + 1) % static_cast<std::size_t>(every) != 0) continue;
        for (const SideView& view : views)
            if (!f(view, referee.position())) return false;
    }
    return true;
}

} // namespace gunjin::bench
