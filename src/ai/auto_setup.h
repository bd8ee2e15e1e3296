// おまかせ (automatic) setups: legal, varied, and sensible in the way the seed's tips describe.
#pragma once

#include "core/setup.h"

namespace gunjin::ai {

// A sensible random setup for `side`: the HQ holds the general, or a mine with the general
// next to it; the flag stands off the back row with the general, the lieutenant general or a
// mine directly behind it; the other mines mostly guard the back; strong and fast pieces
// mostly toward the front. Every choice is drawn at random (and the whole setup mirrored half
// the time), so no square's content is certain. No setup walls a piece in for good
// (core/setup_check.h): such a draw is drawn again. Deterministic for a given rng state.
Setup autoSetup(Side side, Rng& rng);

// The same for any rule set, legal under its options (H-4: the HQ then always holds the
// general; H-3 won by taking the flag: an officer, never a mine, stands behind the flag). In the
// classic game with default setup rules it draws exactly what autoSetup(side, rng) draws. In the
// federation game, following the seed's advice (ミサイルと原爆はなるべく隣り 合わせに): the 原爆
// stands in the back two rows with a missile next to it (both missiles, often), mines cover the
// rows behind the bridgeheads, strong pieces lean toward the bridge; mirrored half the time.
Setup autoSetup(const RuleSet& rules, Side side, Rng& rng);

// The first player's square that `s` corresponds to when its owner's territory is turned to
// face the same way (a 180° turn for the second player). Precondition: s in owner's territory.
Square ownerFrame(Square s, Side owner);

} // namespace gunjin::ai
