// The CPU opponent's levels and its one entry point. The CPU sees a SideView and nothing else,
// so it cannot peek (R-INFO-3): the same seed and the same view give the same move.
//
// Threading: chooseMove is reentrant (no shared mutable state) and may run on any thread; it
// may start helper threads of its own for `hard`. Cancel it through MoveOptions::cancel.
#pragma once

#include "core/view.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace gunjin::ai {

enum class Level : std::uint8_t { Random, Easy, Medium, Hard };

// A level is data. Its row here: its id (records, the command line, the arena, the app's start
// buttons) and whether the app's menu offers it (random is for tests and the arena). How it
// plays: its row in each rule set's table in cpu_player.cpp. Its name in the UI language:
// ui::levelName. A new level is a value of Level and one row in each of these tables; the
// tables are checked against this one when they compile.
struct LevelInfo {
    Level level;
    std::string_view id; // lower-case ASCII letters
    bool offeredOnMenu;
};

// In the order of Level (checked below).
inline constexpr LevelInfo kLevels[] = {
    {Level::Random, "random", false},
    {Level::Easy, "easy", true},
    {Level::Medium, "medium", true},
    {Level::Hard, "hard", true},
};
inline constexpr std::size_t kLevelCount = std::size(kLevels);

static_assert(
    [] {
        for (std::size_t i = 0; i < kLevelCount; ++i) {
            if (static_cast<std::size_t>(kLevels[i].level) != i || kLevels[i].id.empty())
                return false;
            for (char c : kLevels[i].id)
                if (c < 'a' || c > 'z') return false;
            for (std::size_t j = 0; j < i; ++j)
                if (kLevels[j].id == kLevels[i].id) return false;
        }
        return true;
    }(),
    "kLevels: one row per Level in the order of Level, each with its own lower-case id");

// The level offered where the player does not choose one: 後手で始める on the menu and the CPU
// game a LAN room offers while the friend is away.
inline constexpr Level kUsualLevel = Level::Medium;

// The row of `level`. Every Level has one: a value without a row is a broken invariant and
// stops the program, never plays as another level.
constexpr const LevelInfo& levelInfo(Level level) {
    const auto i = static_cast<std::size_t>(level);
    if (i >= kLevelCount) std::abort();
    return kLevels[i];
}

inline std::string_view levelId(Level level) {
    return levelInfo(level).id;
}

// The level whose id is exactly `id` (ids are lower case: "Hard", " hard" and "" are no level);
// nullopt for anything else, never a default level.
std::optional<Level> parseLevel(std::string_view id);

// Every id in table order ("random, easy, medium, hard" with the default separator): for
// usage texts and messages.
std::string levelIdList(std::string_view separator = ", ");

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
