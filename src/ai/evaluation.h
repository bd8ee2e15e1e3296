// Static evaluation of a position in which every type is known (a determinization).
#pragma once

#include "core/position.h"

namespace gunjin::ai {

constexpr int kWinScore = 100000;
// Scores beyond this mean a forced result found by search.
constexpr int kDecisiveScore = kWinScore - 1000;

// Material value of a classic type for its owner (captain = 100).
int pieceValue(PieceType t, bool opponentGeneralAlive);
// The same for any type of the rule set, with what its way to win makes precious (H-3: the
// flag, the general; the federation's weapons).
int pieceValue(const RuleSet& rules, PieceType t, bool opponentGeneralAlive);

// What a level's evaluation weighs beyond material and progress.
struct EvalOptions {
    // Races for an HQ past the search's horizon (classic game won by occupation): what lets a
    // level see a rush coming. Easy does without (it has its own simple guard rule).
    bool hqRaces = true;
    // How far from the HQ (1..5 steps) a race is looked for, and how much a lost race and an
    // enemy officer near an HQ its holder cannot keep weigh (% of the base tables): hard, which
    // must not lose its HQ to a lone march however far ahead in material it is, looks a step
    // further and weighs both double.
    int raceHorizon = 4;
    int raceScale = 100;
    // The spy drawn toward the enemy general (classic game won by occupation): hard only; the
    // lower levels leave the spy where it stands until a general comes next to it.
    bool spyHunts = false;
    // The federation game: a side with no missile left while a missile or an 原爆 stands
    // beside the enemy HQ (a guard only a strike removes, F-STRIKE-5) can never get at the
    // marshal through it; this much is taken off it. Hard keeps its last missile for such a
    // guard rather than spend it on material; 0 = not weighed.
    int strikeReserve = 0;
};

// Score for `side`, positive when it stands better: material, officers' progress toward the
// opponent's HQ and threats to both HQs (in the federation game: to both marshals, with their
// guards), all shrinking toward a draw as the no-combat count nears its limit (R-END-2).
// Under H-3 the HQ counts for nothing and what decides the game (flag, general, the movable
// pieces) is weighed instead. Precondition: no type in `pos` is Unknown.
int evaluate(const Position& pos, Side side, const EvalOptions& options = {});

// Steps a one-square walker needs from s to the HQ of the opponent of `side`, on the board of
// the rule set (the classic board when none is given).
int stepsToEnemyHq(Square s, Side side);
int stepsToEnemyHq(const RuleSet& rules, Square s, Side side);

} // namespace gunjin::ai
