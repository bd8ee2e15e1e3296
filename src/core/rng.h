// Deterministic random numbers (xoshiro256**, seeded through splitmix64). The same seed gives
// the same sequence on every platform and compiler, unlike the std:: distributions.
#pragma once

#include <cstdint>

namespace gunjin {

class Rng {
public:
    explicit Rng(std::uint64_t seed) {
        for (auto& s : m_s) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0 (Lemire's multiply-shift with rejection; no modulo bias).
    std::uint32_t below(std::uint32_t n) {
        std::uint64_t m = (next() >> 32) * n;
        if (static_cast<std::uint32_t>(m) < n) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-n) % n;
            while (static_cast<std::uint32_t>(m) < threshold) m = (next() >> 32) * n;
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

} // namespace gunjin
