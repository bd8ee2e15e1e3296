// The CPU opponent's levels and its one entry point. The CPU sees a SideView and nothing else,
// so it cannot peek (R-INFO-3): the same seed and the same view give the same move.
//
// Threading: chooseMove is reentrant (no shared mutable state) and may run on any thread; it
// may start helper threads of its own for `hard`. Cancel it through MoveOptions::cancel.
#pragma once

#include "core/view.h"

#include <atomic>
#include <chrono>
#include <optional>
#include <string_view>

namespace gunjin::ai {

enum class Level : std::uint8_t { Random, Easy, Medium, Hard };

std::string_view levelId(Level level); // "random", "easy", "medium", "hard"
std::optional<Level> parseLevel(std::string_view id);

struct MoveOptions {
    // Set from another thread to stop early; the best move found so far is returned.
    const std::atomic<bool>* cancel = nullptr;
    // Wall-clock cap. Each level's work is fixed, so the cap is reached only on a slow or busy
    // machine; then the move depends on timing and is no longer reproducible.
    std::chrono::milliseconds cap{1800};
    // Threads `hard` may use (its work is split between them in a fixed way).
    int threads = 2;
};

// The move the CPU of `level` plays for the side to move in `view`; nullopt when the game is
// over, the view's side is not to move, or it has no legal move.
std::optional<Move> chooseMove(const SideView& view, Level level, std::uint64_t seed,
                               const MoveOptions& options = {});

} // namespace gunjin::ai
