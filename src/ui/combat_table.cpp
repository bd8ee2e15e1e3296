#include "combat_table.h"

#include "core/combat.h"
#include "piece_names.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVariantMap>

#include <algorithm>
#include <cassert>
#include <vector>

namespace gunjin::ui {

namespace {

QString t(const char* text) {
    return QCoreApplication::translate("CombatTable", text);
}

QVariantMap noteRow(PieceType type, const QString& note) {
    QVariantMap row;
    row[QStringLiteral("name")] = pieceName(type);
    row[QStringLiteral("short")] = pieceShortName(type);
    row[QStringLiteral("note")] = note;
    row[QStringLiteral("cells")] = QVariantList();
    return row;
}

} // namespace

QVariantList combatTableRows(const RuleSet& rules) {
    const bool classic = rules.game == Game::Classic;
    // Ground attackers, strongest first (R-COMBAT-1; the federation's rule-book order). The
    // federation missile attacks only by strikes: it gets a note.
    std::vector<PieceType> attackers;
    for (PieceType type : rules.types())
        if (isMovable(type) && type != PieceType::Missile) attackers.push_back(type);
    if (classic)
        std::stable_sort(attackers.begin(), attackers.end(), [](PieceType a, PieceType b) {
            return strengthRank(a) < strengthRank(b);
        });
    // Defenders: every type but those with a rule of their own (the classic flag, the
    // federation marshal), listed in the same order.
    std::vector<PieceType> defenders = attackers;
    if (!classic) defenders.push_back(PieceType::Missile);
    defenders.push_back(PieceType::Mine);
    if (!classic) defenders.push_back(PieceType::AtomicBomb);
    //: Separator between the piece names of a list (大将・中将): a comma in English
    const QString sep = t(QT_TRANSLATE_NOOP("CombatTable", "・"));
    QVariantList rows;
    for (PieceType attacker : attackers) {
        QStringList wins, ties, losses;
        QVariantList cells;
        for (PieceType defender : defenders) {
            const CombatOutcome outcome = judge(rules, attacker, defender);
            const char* word = nullptr;
            switch (outcome) {
            case CombatOutcome::AttackerWon:
                wins << pieceName(defender);
                word = "win";
                break;
            case CombatOutcome::DefenderWon:
                losses << pieceName(defender);
                word = "loss";
                break;
            case CombatOutcome::BothRemoved:
                ties << pieceName(defender);
                word = "tie";
                break;
            case CombatOutcome::None: break;
            }
            // Every listed defender can be attacked on the ground: the grid has no holes.
            assert(word != nullptr);
            QVariantMap cell;
            cell[QStringLiteral("defender")] = pieceName(defender);
            cell[QStringLiteral("defenderShort")] = pieceShortName(defender);
            cell[QStringLiteral("outcome")] = QString::fromLatin1(word);
            cells << cell;
        }
        QVariantMap row;
        row[QStringLiteral("name")] = pieceName(attacker);
        row[QStringLiteral("short")] = pieceShortName(attacker);
        row[QStringLiteral("cells")] = cells;
        row[QStringLiteral("wins")] = wins.join(sep);
        row[QStringLiteral("ties")] = ties.join(sep);
        row[QStringLiteral("losses")] = losses.join(sep);
        row[QStringLiteral("note")] = QString();
        rows << row;
    }
    if (classic) {
        rows << noteRow(PieceType::Mine,
                        rules.mineStays
                            ? t(QT_TRANSLATE_NOOP("CombatTable",
                                                  "動けません。飛行機と工兵には取られます。ほかの駒"
                                                  "には勝ち、地雷は盤に残ります（このルール）。"))
                            : t(QT_TRANSLATE_NOOP("CombatTable",
                                                  "動けません。飛行機と工兵には取られ、ほかの駒とは"
                                                  "相打ちになります（大将も）。")));
        rows << noteRow(PieceType::Flag,
                        t(QT_TRANSLATE_NOOP("CombatTable",
                                            "動けません。すぐ後ろの味方の駒の強さで戦い、取られる"
                                            "のは軍旗だけです。後ろが空きか相手の駒なら、どの駒に"
                                            "も負けます。")));
        return rows;
    }
    rows << noteRow(PieceType::Missile,
                    t(QT_TRANSLATE_NOOP("CombatTable",
                                        "1 マス動くか、盤のどこへでも発射します。目標とその上下左右"
                                        "の相手の駒を、元帥のほかはすべて取り、ミサイルは消えます。"
                                        "範囲に相手のミサイルがあれば空中衝突で、ミサイルどうしだけ"
                                        "が消えます。地上の駒には負けません。")));
    rows << noteRow(PieceType::AtomicBomb,
                    t(QT_TRANSLATE_NOOP("CombatTable",
                                        "動けません。隣のミサイルが引いて動かすか、発射します。発射"
                                        "すると目標のまわり 3×3 マスの相手の駒を、元帥とミサイルの"
                                        "ほかはすべて取ります。地上の駒には負けません。")));
    rows << noteRow(PieceType::Mine,
                    t(QT_TRANSLATE_NOOP("CombatTable",
                                        "動けません。ジェット機・砲兵・工兵には取られ、ほかの地上の"
                                        "駒には勝って盤に残ります。")));
    rows << noteRow(PieceType::Marshal,
                    t(QT_TRANSLATE_NOOP("CombatTable",
                                        "総司令部から動かず、表向きです。隣に味方の駒がいる間は攻め"
                                        "られません。隣が空くと、将校（大将〜少佐）に攻められたら"
                                        "負けます。取られた側の負けです。")));
    return rows;
}

} // namespace gunjin::ui
