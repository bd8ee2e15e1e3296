#include "combat_table.h"

#include "core/combat.h"
#include "piece_names.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVariantMap>

#include <algorithm>
#include <vector>

namespace gunjin::ui {

QVariantList combatTableRows() {
    // The movable types in R-COMBAT-1 order, strongest first; mine and flag follow below.
    std::vector<PieceType> order;
    for (PieceType t : kAllPieceTypes)
        if (isMovable(t)) order.push_back(t);
    std::stable_sort(order.begin(), order.end(),
                     [](PieceType a, PieceType b) { return strengthRank(a) < strengthRank(b); });
    const QString sep = QCoreApplication::translate("CombatTable", "・");
    QVariantList rows;
    for (PieceType attacker : order) {
        QStringList wins, ties, losses;
        for (PieceType defender : order) {
            switch (judge(attacker, defender)) {
            case CombatOutcome::AttackerWon: wins << pieceName(defender); break;
            case CombatOutcome::DefenderWon: losses << pieceName(defender); break;
            case CombatOutcome::BothRemoved: ties << pieceName(defender); break;
            case CombatOutcome::None: break;
            }
        }
        // The mine as a defender (R-COMBAT-5).
        switch (judge(attacker, PieceType::Mine)) {
        case CombatOutcome::AttackerWon: wins << pieceName(PieceType::Mine); break;
        case CombatOutcome::BothRemoved: ties << pieceName(PieceType::Mine); break;
        default: losses << pieceName(PieceType::Mine); break;
        }
        QVariantMap row;
        row[QStringLiteral("name")] = pieceName(attacker);
        row[QStringLiteral("wins")] = wins.join(sep);
        row[QStringLiteral("ties")] = ties.join(sep);
        row[QStringLiteral("losses")] = losses.join(sep);
        row[QStringLiteral("note")] = QString();
        rows << row;
    }
    QVariantMap mine;
    mine[QStringLiteral("name")] = pieceName(PieceType::Mine);
    mine[QStringLiteral("note")] = QCoreApplication::translate(
        "CombatTable",
        "動けません。飛行機と工兵には取られ、ほかの駒とは相打ちになります（大将も）。");
    rows << mine;
    QVariantMap flag;
    flag[QStringLiteral("name")] = pieceName(PieceType::Flag);
    flag[QStringLiteral("note")] = QCoreApplication::translate(
        "CombatTable",
        "動けません。すぐ後ろの味方の駒の強さで戦い、取られるのは軍旗だけです。後ろが空きか"
        "相手の駒なら、どの駒にも負けます。");
    rows << flag;
    return rows;
}

} // namespace gunjin::ui
