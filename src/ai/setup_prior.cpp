#include "setup_prior.h"

#include "auto_setup.h"

#include <memory>
#include <mutex>

namespace gunjin::ai {

SetupPrior::SetupPrior(const RuleSet& rules, int samples, double blend)
    : m_rules(rules), m_weight(static_cast<std::size_t>(rules.armySize())) {
    const int n = rules.armySize();
    std::vector<std::array<int, kTypeCount>> seen(static_cast<std::size_t>(n));
    Rng rng(0x5e7u);
    for (int i = 0; i < samples; ++i) {
        const Setup setup = autoSetup(rules, Side::First, rng);
        for (int s = 0; s < n; ++s)
            ++seen[static_cast<std::size_t>(s)][index(setup.typeAt(static_cast<Square>(s)))];
    }
    // The uniform part: a type's share of the squares the rules let it use.
    for (int s = 0; s < n; ++s) {
        const auto sq = static_cast<Square>(s);
        for (PieceType t : rules.types()) {
            const double uniform =
                setupAllows(rules, Side::First, sq, t) ? rules.count(t) / double(n) : 0.0;
            const double learned =
                samples > 0 ? double(seen[static_cast<std::size_t>(s)][index(t)]) / samples
                            : uniform;
            m_weight[static_cast<std::size_t>(s)][index(t)] =
                blend * uniform + (1.0 - blend) * learned;
        }
    }
}

const SetupPrior& SetupPrior::forRules(const RuleSet& rules) {
    // Only the game, the setup options (H-4, H-5) and whether the flag decides the game (H-3)
    // change what setups look like.
    RuleSet key;
    key.game = rules.game;
    key.mineInHqForbidden = rules.mineInHqForbidden;
    key.flagOnBackRowAllowed = rules.flagOnBackRowAllowed;
    if (rules.win == WinCondition::Flag) key.win = WinCondition::Flag;
    static std::mutex mutex;
    static std::array<std::unique_ptr<SetupPrior>, 16> built;
    const std::size_t slot = static_cast<std::size_t>(key.game == Game::Federation) * 8 +
                             (key.win == WinCondition::Flag) * 4 + key.mineInHqForbidden * 2 +
                             key.flagOnBackRowAllowed;
    std::lock_guard lock(mutex);
    if (!built[slot]) built[slot] = std::make_unique<SetupPrior>(key, 20000, 0.35);
    return *built[slot];
}

double SetupPrior::weight(Square s, Side owner, PieceType t) const {
    const BoardLayout& b = m_rules.board();
    const double share = m_rules.count(t) / double(m_rules.armySize());
    // A test scenario may put pieces anywhere; there the prior has nothing to say.
    if (!b.inTerritory(s, owner)) return share;
    const int frame = owner == Side::First ? s : b.squareCount - 1 - s;
    return m_weight[static_cast<std::size_t>(frame)][index(t)] + 1e-6;
}

} // namespace gunjin::ai
