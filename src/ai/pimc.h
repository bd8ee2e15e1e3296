// Perfect-information Monte Carlo: every root move is searched with alpha-beta in each of
// several sampled worlds and scored by its average.
#pragma once

#include "budget.h"
#include "evaluation.h"
#include "world_source.h"

#include <vector>

namespace gunjin::ai {

struct PimcParams {
    int worlds = 16; // sampled worlds (determinizations)
    int depth = 1;   // full-width plies after the root move
    int qdepth = 2;  // capture plies after that
    // A weaker level sometimes (slipPercent of its moves) plays a random move among those
    // whose average is within slipMargin of the best, unless a decisive result is in sight.
    int slipPercent = 0;
    int slipMargin = 0;
    // Slips only among quiet moves (no attack, no strike): a blind attack thrown in at random
    // costs a piece, a quiet slip only time.
    bool slipQuiet = false;
    int threads = 1; // worlds searched at once; never changes the result
    // Screening for wide positions: with more than screenKeep root moves, the first
    // screenWorlds worlds score every move, and the other worlds only the screenKeep best of
    // those (0: off). Each move's average is over the worlds that scored it.
    int screenWorlds = 0;
    int screenKeep = 0;
    EvalOptions eval{}; // what the evaluation at the leaves weighs
    // How much a move's worst worlds count besides its average: its score is its mean less
    // caution % of the gap between the mean and the mean of its worst quarter of worlds. A
    // strong piece thrown at one that may beat it, or a guard taken from the HQ while a marcher
    // may be strong, loses in some worlds; 0 weighs every world alike.
    int caution = 0;
};

// Chooses a move for the side to move in `view` (own types known). World i is drawn from its
// own random stream (seeded from rng), so the result does not depend on the thread count.
// Precondition: the side to move has a legal move. Searches at least one world even when the
// budget is already exhausted; a world cut short by the budget is left out of the averages.
Move choosePimc(const Position& view, const WorldSource& worlds, const PimcParams& params,
                const std::vector<RootPenalty>& penalties, Rng& rng, const Budget& budget);

} // namespace gunjin::ai
