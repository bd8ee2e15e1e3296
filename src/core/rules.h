// A rule set: which game (the 6 × 8 classic game or the 9 × 9 federation game) and its options
// (the house rules H-1…H-7 of rules.md, the judgement mode of F-INFO). A small value chosen at
// run time; every position carries one, and every layer asks it for board, army and rules.
//
// The rule code names a rule set in a short, typeable, versioned text that round-trips:
//   NAME[.VERSION][:OPTION=VALUE[,OPTION=VALUE...]]
//   classic                       every default of rules.md (version 1)
//   classic:h1=engineer,h7=open   the engineer beats the tank; open judgement
//   federation                    rules-federation.md with open judgement (version 1)
//   federation:judge=referee      ... judged hidden by the referee (F-INFO-2)
// The canonical code leaves out the version (1 is the only one; a later version of a game will
// be written NAME.2) and every option at its default, and lists options in rule order.
#pragma once

#include "board_layout.h"
#include "result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gunjin {

// H-3: how a classic game is won.
enum class WinCondition : std::uint8_t { Occupation, Flag, General, AllMovable };

struct RuleSet {
    Game game = Game::Classic;
    // Classic house rules (rules.md § House rules); false / Occupation are the defaults.
    bool engineerBeatsTank = false;              // H-1
    bool mineStays = false;                      // H-2
    WinCondition win = WinCondition::Occupation; // H-3
    bool mineInHqForbidden = false;              // H-4
    bool flagOnBackRowAllowed = false;           // H-5
    bool planeStops = false;                     // H-6
    // H-7 for the classic game (default: hidden); F-INFO-1/2 for the federation game (default:
    // open).
    bool openJudgement = false;

    static constexpr RuleSet classic() { return RuleSet{}; }
    static constexpr RuleSet federation() {
        RuleSet r;
        r.game = Game::Federation;
        r.openJudgement = true;
        return r;
    }

    const BoardLayout& board() const { return boardLayout(game); }
    // Pieces of a type in one army (0 for a type of the other game).
    int count(PieceType t) const;
    int armySize() const { return board().territorySize; }
    // The types of this game, in its rule book's order.
    const std::vector<PieceType>& types() const;

    // The canonical rule code.
    std::string code() const;
    // Any rule code; an error naming what is wrong with it.
    static Result<RuleSet> fromCode(std::string_view code);

    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// Square names and move notation of a rule set (cli.md § Rule sets): "b4-b5", "c3-g7",
// "c2-d2+bomb", "c2*e8", "c2**e8".
std::string moveText(Move m, const RuleSet& rules);
// Parses a move of the rule set's notation; nullopt when the shape is wrong or a square does not
// exist in the rule set. Whether the move is legal is movegen's business.
std::optional<Move> parseMove(std::string_view text, const RuleSet& rules);
// The same for text from outside: an error that says whether the notation or a square is wrong.
Result<Move> readMove(std::string_view text, const RuleSet& rules);

// The rule set as JSON for `gunjin-cli rules`: code, game, options, board size, piece counts.
std::string ruleSetToJson(const RuleSet& rules);

} // namespace gunjin
