#include "rusher.h"

#include "bot_moves.h"

namespace gunjin::arena {

std::optional<Move> chooseRusherMove(const SideView& view, std::uint64_t seed) {
    const Position& pos = view.position();
    if (view.isOver() || pos.sideToMove() != view.side()) return std::nullopt;
    MoveList legal;
    generateMoves(pos, legal);
    if (legal.empty()) return std::nullopt;
    Rng rng(seed ^ static_cast<std::uint64_t>(view.ply() + 1) * 0x9E3779B97F4A7C15ull);
    const ai::Belief belief(view);
    // An officer walks into the enemy HQ whenever the rules let it win there; else the attack
    // with the best odds, if they favour it clearly; else an officer marches.
    if (const auto m = winningEntry(pos, legal)) return m;
    if (const auto m = favourableAttack(belief, legal, 0.25, rng)) return m;
    return plainMove(pos, legal, rng);
}

} // namespace gunjin::arena
