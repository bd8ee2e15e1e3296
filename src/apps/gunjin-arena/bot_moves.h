// The pieces of judgement the arena's heuristic bots share (rusher.h, exploiters.h): one-ply
// odds read from the side's beliefs, the move that wins at once, and walking a piece toward a
// square. Every one reads only the side's view (R-INFO-3). Measurement only.
#pragma once

#include "ai/belief.h"

#include "core/movegen.h"
#include "core/rng.h"

#include <functional>
#include <optional>

namespace gunjin::arena {

// The chance that our `attacker` wins and the chance that it loses against a piece that may
// be any type of `possible`, the types counted as equally likely (a tie counts 0.4 of each).
struct Odds {
    double win = 0, lose = 0;
};
Odds oddsAgainst(const RuleSet& rules, PieceType attacker, ai::TypeMask possible);

// The odds of the attack m in `belief`'s position.
Odds attackOdds(const ai::Belief& belief, Move m);

// An officer's move that wins at once: into the empty enemy HQ (R-END-1), or onto the
// unguarded federation marshal (F-MOVE-8 makes that move legal only then).
std::optional<Move> winningEntry(const Position& pos, const MoveList& legal);

// The attack with the best edge (win - lose) above `threshold`, ties broken by `rng`.
std::optional<Move> favourableAttack(const ai::Belief& belief, const MoveList& legal,
                                     double threshold, Rng& rng);

// Steps from every square to `target` over the rule set's board, walking through empty squares
// only (the target itself may hold anything) — and through the opponent's pieces of the side to
// move when `throughEnemies` (each one fought on the way); 99 where it cannot be reached.
std::array<std::uint8_t, kMaxSquares> walkDistances(const Position& pos, Square target,
                                                    bool throughEnemies = false);

// The legal one-square move of the piece on `from` that brings it closest to `target` (by
// walkDistances), attacks included when `mayAttack`; nullopt when no move gets closer.
std::optional<Move> stepToward(const Position& pos, const MoveList& legal, Square from,
                               Square target, bool mayAttack);

// The fallback of every bot: an officer step toward the enemy HQ, else a quiet move, else any.
Move plainMove(const Position& pos, const MoveList& legal, Rng& rng);

// A bot's plan: its move in the side's position (`belief.position()`), or nothing to do.
using BotPlan = std::function<std::optional<Move>(const ai::Belief&, const MoveList&)>;

// One turn of a heuristic bot: an officer walks into the enemy HQ whenever the rules let it win
// there; else the plan's move (none when `plan` is empty); else the attack with the best odds,
// if they favour it clearly; else plainMove. nullopt when the view's side is not to move or has
// no legal move.
std::optional<Move> botMove(const SideView& view, std::uint64_t seed, const BotPlan& plan);

} // namespace gunjin::arena
