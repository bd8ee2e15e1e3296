// The checks a view makes of what the referee tells it, shared by a side's view (SideView) and a
// spectator's (PublicView). Internal to the core.
#pragma once

#include "view.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace gunjin {

// An announcement checked against a view's position `pos` after `ply` moves, without the hidden
// types: the move fits the board, combat and strike fit the squares, what it shows is allowed
// and fits what the viewer knows. `known`: the side whose types the viewer knows (none for a
// spectator). An error message, or empty when it fits.
std::string announcementProblem(const Position& pos, int ply, bool over, const Announcement& a,
                                std::optional<Side> known);

// The end's reveal checked against a game seen from `start` (a whole army of each side when
// `fullArmies`) through `history`, `now` being the view after it: it must name every piece of
// the sides in `revealed` once, with types of the army, what the game showed (public types,
// open judgement), setups within the rules, and types under which the referee would have
// announced every move as it did. An error message, or empty when it fits.
std::string revealProblem(const Position& start, const Position& now,
                          const std::vector<Announcement>& history,
                          const std::vector<RevealedPiece>& reveal,
                          std::initializer_list<Side> revealed, bool fullArmies);

// An end event checked against a view's result so far (`current`; `announced`: an end event
// came already): it must follow the last announcement, or be a resignation of a game still on.
// An error message, or empty when it fits.
std::string endProblem(bool announced, const GameEnd& current, const EndEvent& e);

// F-INFO-3: the federation marshal is face up from the start.
bool isPublic(const RuleSet& rules, PieceType t);

} // namespace gunjin
