// How likely each type is on each setup square, before anything is seen: the frequencies of
// the おまかせ generator blended with a uniformly random legal setup, so that an opponent who
// sets up differently is still covered. Immutable once built; safe to share between threads.
#pragma once

#include "core/types.h"

#include <array>

namespace gunjin::ai {

class SetupPrior {
public:
    // Built from `samples` generated setups (deterministic); `blend` is the weight of the
    // uniform part (0..1).
    SetupPrior(int samples, double blend);
    // The shared default prior (built once, on first use, thread-safe).
    static const SetupPrior& standard();

    // Relative weight of type t on square s of the opponent `owner`'s setup (> 0 for every
    // type the setup rules allow there).
    double weight(Square s, Side owner, PieceType t) const;

private:
    std::array<std::array<double, kPieceTypeCount>, 23> m_weight{}; // first player's frame
};

} // namespace gunjin::ai
