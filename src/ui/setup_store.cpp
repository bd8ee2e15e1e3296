#include "setup_store.h"

#include <QSettings>
#include <QStringList>

namespace gunjin::ui {

namespace {

QString keyOf(Game game) {
    // The classic key predates the federation game: stores written then still load.
    return game == Game::Classic ? QStringLiteral("setup/last")
                                 : QStringLiteral("setup/last-federation");
}

// The first player's square that `s` is when its owner's camp is turned to face the same way
// (a 180° turn for the second player; an HQ stays the HQ).
Square ownerFrame(const BoardLayout& b, Square s, Side owner) {
    if (owner == Side::First) return s;
    if (b.isHq(s)) return b.hqOf(Side::First);
    const Cell c = b.firstCell[s];
    return b.squareAt(b.columns - 1 - c.column, b.rows + 1 - c.row);
}

} // namespace

bool SetupStore::has(Game game) const {
    return m_settings.contains(keyOf(game));
}

void SetupStore::save(const Setup& setup) {
    const BoardLayout& b = setup.rules().board();
    QStringList ids(b.territorySize);
    for (const SetupEntry& e : setup.entries()) {
        const std::string_view id = pieceTypeId(e.type);
        ids[ownerFrame(b, e.square, setup.side())] =
            QString::fromLatin1(id.data(), qsizetype(id.size()));
    }
    m_settings.setValue(keyOf(setup.rules().game), ids.join(QLatin1Char(',')));
    m_settings.sync();
}

Result<Setup> SetupStore::load(const RuleSet& rules, Side side) const {
    if (!has(rules.game)) return Error{"no setup is stored"};
    const BoardLayout& b = rules.board();
    const QStringList ids = m_settings.value(keyOf(rules.game)).toString().split(QLatin1Char(','));
    if (ids.size() != b.territorySize)
        return Error{"the stored setup does not hold " + std::to_string(b.territorySize) +
                     " pieces"};
    std::vector<SetupEntry> entries;
    for (int slot = 0; slot < b.territorySize; ++slot) {
        const Square s = Setup::slotSquare(rules, side, slot);
        const auto type = parsePieceType(ids[ownerFrame(b, s, side)].toStdString());
        if (!type) return Error{"the stored setup names an unknown piece"};
        entries.push_back({s, *type});
    }
    return Setup::fromEntries(rules, side, entries);
}

} // namespace gunjin::ui
