// The seeds of a session's games, so that a test or a bug report replays the same games: with
// a seed s, game n (from 0) plays seed s + n; seed 0 draws a fresh random seed for every game.
// A game seed feeds independent streams (stream 1: the setups; the CPU derives its own), so
// the CPU's moves never come from the stream that drew the human's おまかせ setup.
//
// Threading: any; one owner.
#pragma once

#include "core/rng.h"

#include <cstdint>

namespace gunjin::ui {

class SeedSequence {
public:
    std::uint64_t seed() const { return m_seed; }
    // Setting a seed, even the same one, starts its sequence again at game 0.
    void setSeed(std::uint64_t seed) {
        m_seed = seed;
        m_games = 0;
    }
    // The seed of the next game.
    std::uint64_t next();
    // Stream `stream` of game seed `gameSeed`.
    static std::uint64_t derive(std::uint64_t gameSeed, std::uint64_t stream);

private:
    std::uint64_t m_seed = 0;
    std::uint64_t m_games = 0;
};

} // namespace gunjin::ui
