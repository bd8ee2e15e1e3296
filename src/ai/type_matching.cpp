#include "type_matching.h"

#include <cassert>

namespace gunjin::ai {

TypeCounts armyCounts(const RuleSet& rules) {
    TypeCounts c{};
    for (PieceType t : rules.types()) c[index(t)] = static_cast<std::uint8_t>(rules.count(t));
    return c;
}

namespace {

constexpr PieceType kNone = PieceType::Unknown;

// Kuhn's augmenting paths with type capacities.
struct Matcher {
    std::span<const TypeMask> masks;
    TypeCounts used{};
    const TypeCounts& cap;
    std::array<PieceType, 64> match{};
    TypeMask visited = 0;

    Matcher(std::span<const TypeMask> m, const TypeCounts& c) : masks(m), cap(c) {
        match.fill(kNone);
    }

    bool augment(std::size_t i) {
        for (TypeMask bits = masks[i]; bits; bits &= bits - 1) {
            const auto t = static_cast<PieceType>(std::countr_zero(bits));
            if (visited & typeBit(t)) continue;
            visited |= typeBit(t);
            if (used[index(t)] < cap[index(t)]) {
                ++used[index(t)];
                match[i] = t;
                return true;
            }
            for (std::size_t j = 0; j < masks.size(); ++j) {
                if (j != i && match[j] == t && augment(j)) {
                    match[i] = t;
                    return true;
                }
            }
        }
        return false;
    }

    bool run() {
        for (std::size_t i = 0; i < masks.size(); ++i) {
            visited = 0;
            if (!augment(i)) return false;
        }
        return true;
    }
};

} // namespace

std::optional<std::array<PieceType, 64>> findAssignment(std::span<const TypeMask> masks,
                                                        const TypeCounts& counts) {
    assert(masks.size() <= 64);
    Matcher m(masks, counts);
    if (!m.run()) return std::nullopt;
    return m.match;
}

void narrowToAssignable(std::span<TypeMask> masks, const TypeCounts& counts) {
    const std::size_t n = masks.size();
    assert(n <= 64);
    Matcher m(masks, counts);
    if (!m.run()) {
        for (auto& mask : masks) mask = 0;
        return;
    }
    TypeMask freeTypes = 0;
    for (int t = 0; t < kTypeCount; ++t)
        if (m.used[t] < counts[t]) freeTypes |= TypeMask{1} << t;

    // reach[a]: pieces b such that a can take b's slot, closed transitively (and reflexive).
    // Piece j can hand its slot over when a chain of such moves from j ends at a free slot or
    // at the slot of the piece that takes j's type.
    std::array<std::uint64_t, 64> reach{};
    std::uint64_t escapes = 0;
    for (std::size_t a = 0; a < n; ++a) {
        reach[a] = std::uint64_t{1} << a;
        for (std::size_t b = 0; b < n; ++b)
            if (contains(masks[a], m.match[b])) reach[a] |= std::uint64_t{1} << b;
        if (masks[a] & freeTypes) escapes |= std::uint64_t{1} << a;
    }
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t a = 0; a < n; ++a)
            if (reach[a] >> k & 1) reach[a] |= reach[k];

    std::array<TypeMask, 64> narrowed{};
    for (std::size_t i = 0; i < n; ++i) {
        TypeMask ok = typeBit(m.match[i]) | (masks[i] & freeTypes);
        for (std::size_t j = 0; j < n; ++j) {
            if (j == i || !contains(masks[i], m.match[j]) || (ok & typeBit(m.match[j]))) continue;
            if ((reach[j] & escapes) || (reach[j] >> i & 1)) ok |= typeBit(m.match[j]);
        }
        narrowed[i] = ok & masks[i];
    }
    for (std::size_t i = 0; i < n; ++i) masks[i] = narrowed[i];
}

} // namespace gunjin::ai
