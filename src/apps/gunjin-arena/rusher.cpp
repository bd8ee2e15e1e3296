#include "rusher.h"

#include "bot_moves.h"

namespace gunjin::arena {

std::optional<Move> chooseRusherMove(const SideView& view, std::uint64_t seed) {
    return botMove(view, seed, {}); // no plan: the rusher's judgement alone
}

} // namespace gunjin::arena
