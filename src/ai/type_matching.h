// Exact army counts as a matching problem: pieces on one side, the type slots of an army on
// the other (23 in the classic game: two slots for "captain", one for "general", ...; 25 in the
// federation game). A type is possible for a piece
// only if some complete assignment of all pieces uses it there; per-piece masks alone miss
// that (two pieces known to be mines leave no mine for a third).
#pragma once

#include "type_mask.h"

#include <array>
#include <optional>
#include <span>

namespace gunjin::ai {

using TypeCounts = std::array<std::uint8_t, kTypeCount>;

// The counts of a full army of the rule set (rules.md, Pieces; rules-federation.md, Pieces).
TypeCounts armyCounts(const RuleSet& rules);
// The classic game's.
inline TypeCounts armyCounts() {
    return armyCounts(RuleSet::classic());
}

// One assignment of a type to every piece with masks[i] allowed and no type used more often
// than counts allows; nullopt when none exists. At most 64 pieces.
std::optional<std::array<PieceType, 64>> findAssignment(std::span<const TypeMask> masks,
                                                        const TypeCounts& counts);

// masks narrowed to the types each piece takes in at least one complete assignment; every
// mask is 0 when no assignment exists. Exact (alternating cycles of one matching), at most 64
// pieces.
void narrowToAssignable(std::span<TypeMask> masks, const TypeCounts& counts);

} // namespace gunjin::ai
