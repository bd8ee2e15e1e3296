#include "seed_sequence.h"

#include <random>

namespace gunjin::ui {

std::uint64_t SeedSequence::next() {
    const std::uint64_t n = m_games++;
    if (m_seed != 0) return m_seed + n;
    std::random_device rd;
    return (std::uint64_t{rd()} << 32) ^ rd();
}

std::uint64_t SeedSequence::derive(std::uint64_t gameSeed, std::uint64_t stream) {
    Rng rng(gameSeed ^ (stream * 0x9E3779B97F4A7C15ull));
    return rng.next();
}

} // namespace gunjin::ui
