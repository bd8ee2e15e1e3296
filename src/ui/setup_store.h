// The last confirmed setup of each game (前回の並べ方), kept in QSettings. It is stored as the
// owner sees it (turned to the first player's side), so a setup confirmed as the first player
// can be reused as the second.
#pragma once

#include "core/setup.h"

#include <QString>

#include <optional>

class QSettings;

namespace gunjin::ui {

class SetupStore {
public:
    // `settings` must outlive the store.
    explicit SetupStore(QSettings& settings) : m_settings(settings) {}

    // Whether a setup of `game` is stored.
    bool has(Game game) const;
    void save(const Setup& setup);
    // The stored setup of the rule set's game for `side`, checked against `rules` (a house
    // rule may forbid what was legal when it was stored); an error when nothing is stored, the
    // stored text is damaged or the setup breaks a rule. Nothing is changed either way.
    Result<Setup> load(const RuleSet& rules, Side side) const;

private:
    QSettings& m_settings;
};

} // namespace gunjin::ui
