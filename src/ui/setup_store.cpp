#include "setup_store.h"

#include "ai/auto_setup.h"

#include <QSettings>
#include <QStringList>

namespace gunjin::ui {

namespace {
const QString kKey = QStringLiteral("setup/last");
}

bool SetupStore::has() const {
    return m_settings.contains(kKey);
}

void SetupStore::save(const Setup& setup) {
    QStringList ids(kArmySize);
    for (const SetupEntry& e : setup.entries()) {
        const std::string_view id = pieceTypeId(e.type);
        ids[ai::ownerFrame(e.square, setup.side())] =
            QString::fromLatin1(id.data(), qsizetype(id.size()));
    }
    m_settings.setValue(kKey, ids.join(QLatin1Char(',')));
    m_settings.sync();
}

Result<Setup> SetupStore::load(Side side) const {
    if (!has()) return Error{"no setup is stored"};
    const QStringList ids = m_settings.value(kKey).toString().split(QLatin1Char(','));
    if (ids.size() != kArmySize) return Error{"the stored setup does not hold 23 pieces"};
    std::vector<SetupEntry> entries;
    for (int slot = 0; slot < kArmySize; ++slot) {
        const Square s = Setup::slotSquare(side, slot);
        const auto type = parsePieceType(ids[ai::ownerFrame(s, side)].toStdString());
        if (!type) return Error{"the stored setup names an unknown piece"};
        entries.push_back({s, *type});
    }
    return Setup::fromEntries(side, entries);
}

} // namespace gunjin::ui
