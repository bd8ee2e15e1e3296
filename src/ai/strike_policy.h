// When a federation side spends its missiles (F-STRIKE): a level's rules for strikes and 原爆
// launches at the root, on top of what its worlds say a strike wins.
#pragma once

#include "world_source.h"

#include "core/movegen.h"
#include "core/view.h"

#include <vector>

namespace gunjin::ai {

// A level's strike policy (federation only; zero costs and gates change nothing). Costs are in
// evaluation units (captain = 100) and are taken off a root move's average over the worlds.
struct StrikePolicy {
    // The first own move (0 = the side's first) on which a strike, or an 原爆 launch, may be
    // played: a patient beginner does not open with a blind strike.
    int firstStrike = 0;
    int firstLaunch = 0;
    // Every strike or launch pays this: a few worlds overrate the best of a hundred strike
    // targets (the luckiest estimate wins), and a beginner strikes only where it clearly pays.
    int strikeCost = 0;
    // Spending a missile while the enemy may still have one: an own missile in the area of an
    // enemy strike makes it an air collision (F-STRIKE-2), so a kept missile is a shield.
    int shieldCost = 0;
    // Spending the last own missile then (no shield left at all, and an 原爆 that can never go
    // off).
    int lastShieldCost = 0;
};

// What the root needs to know beyond the position: how many moves the side has played and how
// many missiles the enemy may still have (its army's, less those its strikes spent and those
// our strikes' air collisions removed — known in both judgement modes).
struct StrikeContext {
    int ownMoves = 0;
    int enemyMissiles = 0;
};
StrikeContext strikeContext(const SideView& view);

// What a gated strike pays: more than any material swing the evaluation gives (a few thousand),
// far less than a win found by search (kWinScore), so a strike that wins at once is still played.
inline constexpr int kGatedStrikeCost = 30000;

// The root penalties of `policy` for the strikes and launches among `legal` (the side to move's
// moves in `view`).
void addStrikePenalties(const Position& view, const MoveList& legal, const StrikePolicy& policy,
                        const StrikeContext& context, std::vector<RootPenalty>& penalties);

} // namespace gunjin::ai
