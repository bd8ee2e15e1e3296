#include "captured_pieces.h"

#include "piece_names.h"

#include <numeric>

namespace gunjin::ui {

namespace {

// Removed pieces by type: {name, count} in the army's order.
QVariantList byType(const RuleSet& rules, const std::array<int, kTypeCount>& lost) {
    QVariantList list;
    for (PieceType t : rules.types()) {
        if (lost[index(t)] == 0) continue;
        list << QVariantMap{{QStringLiteral("name"), pieceName(t)},
                            {QStringLiteral("count"), lost[index(t)]}};
    }
    return list;
}

// Taken pieces leave out the ones their own side's strikes used up.
std::array<int, kTypeCount> taken(std::array<int, kTypeCount> lost,
                                  const std::array<int, kTypeCount>& spent) {
    for (std::size_t t = 0; t < lost.size(); ++t) lost[t] -= spent[t];
    return lost;
}

} // namespace

void CapturedPieces::show(const SideView& view, bool blind, bool over) {
    const RuleSet& rules = view.rules();
    const Side own = view.side();
    const auto theirSpent = view.spent(opponent(own));
    m_opponentCount =
        view.opponentLost() - std::accumulate(theirSpent.begin(), theirSpent.end(), 0);
    // The view knows a removed opponent piece's type only from the end's reveal.
    m_revealed = over && !blind && view.endEvent().has_value();
    m_opponentTypes =
        m_revealed ? byType(rules, taken(view.opponentLostByType(), theirSpent)) : QVariantList();
    m_own = blind ? QVariantList() : byType(rules, taken(view.ownLost(), view.spent(own)));
    m_ownSpent = blind ? QVariantList() : byType(rules, view.spent(own));
    m_opponentSpent = blind ? QVariantList() : byType(rules, theirSpent);
    emit changed();
}

} // namespace gunjin::ui
