// How likely each type is on each setup square, before anything is seen: the frequencies of
// the おまかせ generator blended with a uniformly random legal setup, so that an opponent who
// sets up differently is still covered. One table per rule set's setup rules. Immutable once
// built; safe to share between threads.
#pragma once

#include "core/rules.h"

#include <vector>

namespace gunjin::ai {

class SetupPrior {
public:
    // Built from `samples` generated setups of the rule set (deterministic); `blend` is the
    // weight of the uniform part (0..1).
    SetupPrior(const RuleSet& rules, int samples, double blend);
    // The shared prior of a rule set (built once per kind of setup rules, on first use,
    // thread-safe; lives until the program ends).
    static const SetupPrior& forRules(const RuleSet& rules);
    // The classic game's.
    static const SetupPrior& standard() { return forRules(RuleSet::classic()); }

    // The rule set whose setups it describes (its game and setup options).
    const RuleSet& rules() const { return m_rules; }
    // Whether it describes the setups of `rules` (same game, same setup options, the flag
    // deciding the game or not).
    bool fits(const RuleSet& rules) const {
        return rules.game == m_rules.game && rules.mineInHqForbidden == m_rules.mineInHqForbidden &&
               rules.flagOnBackRowAllowed == m_rules.flagOnBackRowAllowed &&
               (rules.win == WinCondition::Flag) == (m_rules.win == WinCondition::Flag);
    }

    // Relative weight of type t on square s of the opponent `owner`'s setup (> 0 for every
    // type the setup rules allow there).
    double weight(Square s, Side owner, PieceType t) const;

private:
    RuleSet m_rules;
    // Per territory square in the first player's frame, per type.
    std::vector<std::array<double, kTypeCount>> m_weight;
};

} // namespace gunjin::ai
