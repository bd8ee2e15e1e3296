// One side's initial arrangement (R-SETUP-* with H-4/H-5; F-SETUP-*), its validation and random
// generation, for any rule set.
#pragma once

#include "position.h"
#include "result.h"
#include "rng.h"

#include <string>
#include <vector>

namespace gunjin {

struct SetupEntry {
    Square square;
    PieceType type;
};

// A broken setup rule: its id ("R-SETUP-2", "F-SETUP-3") and what is wrong, readable by a
// player. `rule` is the number n of the id.
struct SetupProblem {
    int rule;
    std::string message;
    std::string id;
};

// Checks a list of entries for one side against the rule set's setup rules (R-SETUP-1..3, and
// R-SETUP-4 under H-4; H-5 lifts R-SETUP-3; F-SETUP-1..3). Returns one problem per broken rule
// (details of the same rule joined by "; "), in rule order; empty when the setup is legal.
// Any list is accepted (duplicates, Unknown types, squares anywhere) and reported.
std::vector<SetupProblem> checkSetup(const RuleSet& rules, Side side,
                                     const std::vector<SetupEntry>& entries);
// The classic game with every default.
std::vector<SetupProblem> checkSetup(Side side, const std::vector<SetupEntry>& entries);

// Whether the rule set's setup rules let a piece of type t start on square s of side's
// territory, counts aside (R-SETUP-2..4 with H-4/H-5; F-SETUP-2/3). False for a type the rule
// set's army lacks. What an opponent's setup square can hold before anything is seen.
bool setupAllows(const RuleSet& rules, Side side, Square s, PieceType t);

// A legal setup: the type on each square of the side's territory. Held by square, so it
// carries no listing order.
class Setup {
public:
    // The setup, or an error naming the first broken rule ("R-SETUP-n: ...").
    static Result<Setup> fromEntries(const RuleSet& rules, Side side,
                                     const std::vector<SetupEntry>& entries);
    // Uniformly random among all legal setups of the rule set.
    static Setup random(const RuleSet& rules, Side side, Rng& rng);
    // The classic game with every default.
    static Result<Setup> fromEntries(Side side, const std::vector<SetupEntry>& entries) {
        return fromEntries(RuleSet::classic(), side, entries);
    }
    static Setup random(Side side, Rng& rng) { return random(RuleSet::classic(), side, rng); }

    const RuleSet& rules() const { return m_rules; }
    Side side() const { return m_side; }
    int size() const { return m_rules.armySize(); }
    // Territory slot i (0 .. size-1): the side's territory squares in order.
    static Square slotSquare(const RuleSet& rules, Side side, int slot) {
        return static_cast<Square>(rules.board().territoryBegin(side) + slot);
    }
    // The classic game's slots: square i for the first player, 23 + i for the second.
    static Square slotSquare(Side side, int slot) {
        return static_cast<Square>(side == Side::First ? slot : 23 + slot);
    }
    PieceType typeAt(Square s) const {
        assert(m_rules.board().inTerritory(s, m_side));
        return m_types[s - m_rules.board().territoryBegin(m_side)];
    }
    std::vector<SetupEntry> entries() const; // in square order

    // The mirror image across the board's centre column (左右反転); still legal.
    Setup mirrored() const;
    void swapSquares(Square a, Square b); // no rule check; see checkSetup

    friend bool operator==(const Setup&, const Setup&) = default;

private:
    Setup(const RuleSet& rules, Side side) : m_rules(rules), m_side(side) {}
    static Setup randomClassicDefault(Side side, Rng& rng);
    RuleSet m_rules;
    Side m_side;
    std::array<PieceType, 25> m_types{};
};

// The starting position of a game: both setups (of one rule set), first player to move.
Position startingPosition(const Setup& first, const Setup& second);

} // namespace gunjin
