// Shared by the CPU player and the measurement-only oracle: one level's decision given where
// its worlds come from.
#pragma once

#include "attack_policy.h"
#include "budget.h"
#include "cpu_player.h"
#include "guard_policy.h"
#include "move_model.h"
#include "pimc.h"
#include "strike_policy.h"
#include "world_source.h"

#include <vector>

namespace gunjin::ai {

// How a level plays in one rule set: its row in that rule set's table (cpu_player.cpp). Each
// level is a fixed amount of work, so a seed reproduces a game (measured with gunjin-arena;
// see the README).
struct LevelParams {
    Level level;
    bool randomMove = false; // a uniformly random legal move, nothing else
    // Answers an enemy piece close to its HQ whatever its worlds say (easy, who looks at too
    // few worlds to see every threat).
    bool guardsHq = false;
    PimcParams search{}; // the search of its worlds; `threads` is the caller's
    // 0: each world is a fresh sample of the beliefs. Else the worlds are the search.worlds
    // best of this many sampled setups, weighed by how well they explain the opponent's recent
    // moves (`model`).
    int explainCandidates = 0;
    MoveModelParams model{};
    // > 0: each sampled world also weighs what the opponent's pieces did, by the learnt piece
    // model (piece_model.h) raised to this power; 0, or a damaged model: the prior alone.
    double learntTempering = 0;
    StrikePolicy strikes{}; // federation: when it spends its missiles
    GuardPolicy guard{};    // federation: the guards it keeps against a march on its HQ
    AttackPolicy attacks{}; // what it sends into enemy pieces (probes, raids)
};

// The row of `level` in the table of `game`.
const LevelParams& levelParams(Game game, Level level);

// Moves that undo one of the side's last own moves (back-and-forth shuffling toward the
// no-combat draw), with their avoidance cost.
std::vector<RootPenalty> shufflePenalties(const SideView& view);

// The per-move random stream of a game: depends on the seed and the ply only.
Rng moveRng(std::uint64_t seed, int ply);

// Precondition: the side to move in `view` has a legal move. `exact`: every world the source
// returns is the same (the oracle), so one is searched. `strikes`: the side's missiles so far.
Move decide(const Position& view, const WorldSource& worlds, Level level,
            const std::vector<RootPenalty>& penalties, const StrikeContext& strikes, Rng& rng,
            const Budget& budget, int threads, bool exact);

} // namespace gunjin::ai
