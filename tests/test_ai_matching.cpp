// Exact army counts (type_matching): narrowing agrees with brute force on small cases.
#include "ai/type_matching.h"

#include "helpers.h"

#include "core/rng.h"

#include <functional>

using namespace gunjin;
using namespace gunjin::ai;

namespace {

// Every type each piece takes in at least one complete assignment, by enumeration.
std::vector<TypeMask> bruteForce(const std::vector<TypeMask>& masks, const TypeCounts& counts,
                                 int types) {
    std::vector<TypeMask> seen(masks.size(), 0);
    std::vector<int> chosen(masks.size());
    TypeCounts used{};
    std::function<void(std::size_t)> go = [&](std::size_t i) {
        if (i == masks.size()) {
            for (std::size_t k = 0; k < masks.size(); ++k)
                seen[k] |= static_cast<TypeMask>(1u << chosen[k]);
            return;
        }
        for (int t = 0; t < types; ++t) {
            if (!(masks[i] >> t & 1) || used[t] >= counts[t]) continue;
            ++used[t];
            chosen[i] = t;
            go(i + 1);
            --used[t];
        }
    };
    go(0);
    return seen;
}

} // namespace

TEST_CASE("narrowToAssignable keeps exactly the types of some complete assignment",
          "[ai][belief]") {
    Rng rng(7);
    int withRemovals = 0;
    for (int round = 0; round < 3000; ++round) {
        const int types = 2 + static_cast<int>(rng.below(5));
        const int pieces = 1 + static_cast<int>(rng.below(7));
        TypeCounts counts{};
        for (int t = 0; t < types; ++t) counts[t] = static_cast<std::uint8_t>(rng.below(3));
        std::vector<TypeMask> masks(static_cast<std::size_t>(pieces));
        for (auto& m : masks) m = static_cast<TypeMask>(rng.below(1u << types));
        const auto expected = bruteForce(masks, counts, types);
        const bool feasible = expected[0] != 0 || pieces == 0;
        std::vector<TypeMask> narrowed = masks;
        narrowToAssignable(narrowed, counts);
        INFO("round " << round);
        REQUIRE(findAssignment(masks, counts).has_value() == feasible);
        if (!feasible) {
            for (TypeMask m : narrowed) REQUIRE(m == 0);
            continue;
        }
        REQUIRE(narrowed == expected);
        withRemovals += narrowed != masks;
    }
    CHECK(withRemovals > 100); // the cases exercised the counting, not just the masks
}

TEST_CASE("Two known mines leave no mine for a third piece", "[ai][belief]") {
    std::vector<TypeMask> masks = {typeBit(PieceType::Mine), typeBit(PieceType::Mine),
                                   typeBit(PieceType::Mine) | typeBit(PieceType::Captain)};
    narrowToAssignable(masks, armyCounts());
    CHECK(masks[2] == typeBit(PieceType::Captain));
}
