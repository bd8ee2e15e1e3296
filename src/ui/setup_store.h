// The last confirmed setup (前回の並べ方), kept in QSettings. It is stored as the owner sees
// it (ai::ownerFrame), so a setup confirmed as the first player can be reused as the second.
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

    bool has() const;
    void save(const Setup& setup);
    // The stored setup for `side`; an error when nothing is stored or the stored text is not a
    // legal setup (a damaged file). Nothing is changed either way.
    Result<Setup> load(Side side) const;

private:
    QSettings& m_settings;
};

} // namespace gunjin::ui
