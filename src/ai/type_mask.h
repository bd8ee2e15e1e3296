// Sets of piece types as 16-bit masks: what an opponent piece may still be.
#pragma once

#include "core/types.h"

#include <bit>
#include <cstdint>

namespace gunjin::ai {

using TypeMask = std::uint16_t; // bit index(t) set when type t is possible

constexpr TypeMask typeBit(PieceType t) {
    return static_cast<TypeMask>(1u << index(t));
}
constexpr TypeMask kAnyType = 0xFFFF;
constexpr TypeMask kImmobileTypes = typeBit(PieceType::Mine) | typeBit(PieceType::Flag);
constexpr TypeMask kMovableTypes = static_cast<TypeMask>(kAnyType & ~kImmobileTypes);

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

} // namespace gunjin::ai
