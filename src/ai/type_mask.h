// Sets of piece types as bit masks: what an opponent piece may still be. One bit per real type
// of either rule set (types.h), so one mask type serves both games.
#pragma once

#include "core/rules.h"

#include <bit>
#include <cstdint>

namespace gunjin::ai {

using TypeMask = std::uint32_t; // bit index(t) set when type t is possible
static_assert(kTypeCount <= 32);

constexpr TypeMask typeBit(PieceType t) {
    return TypeMask{1} << index(t);
}
// Every real type of both games; a rule set's army uses part of it (armyTypes).
constexpr TypeMask kAnyType = (TypeMask{1} << kTypeCount) - 1;
// Types that never move by themselves (R-MOVE-8, F-MOVE-6): a piece that moved is none of them.
constexpr TypeMask kImmobileTypes = typeBit(PieceType::Mine) | typeBit(PieceType::Flag) |
                                    typeBit(PieceType::Marshal) | typeBit(PieceType::AtomicBomb);
constexpr TypeMask kMovableTypes = kAnyType & ~kImmobileTypes;

constexpr bool contains(TypeMask m, PieceType t) {
    return (m & typeBit(t)) != 0;
}
constexpr int typeCount(TypeMask m) {
    return std::popcount(m);
}
// The only type in a one-type mask.
constexpr PieceType onlyType(TypeMask m) {
    return static_cast<PieceType>(std::countr_zero(m));
}

// The types an army of the rule set holds.
inline TypeMask armyTypes(const RuleSet& rules) {
    TypeMask m = 0;
    for (PieceType t : rules.types()) m |= typeBit(t);
    return m;
}

// Calls f(t) for every type in the mask, in type order.
template <class F> void forEachType(TypeMask m, F&& f) {
    for (; m; m &= m - 1) f(static_cast<PieceType>(std::countr_zero(m)));
}

} // namespace gunjin::ai
