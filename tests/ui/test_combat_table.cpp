// The 勝敗表 as a grid (issue 36): attackers × defenders with the referee's own outcome in
// every cell, one column order for every row, for both games and their house rules.
#include "ui/combat_table.h"

#include "core/combat.h"
#include "ui/piece_names.h"

#include <catch2/catch.hpp>

#include <QStringList>
#include <QVariantMap>
#include <map>

using namespace gunjin;

namespace {

struct Grid {
    QStringList attackers, defenders, noted;
    std::map<std::pair<QString, QString>, QString> outcome; // (attacker, defender) -> word
};

Grid gridOf(const RuleSet& rules) {
    Grid g;
    for (const QVariant& v : ui::combatTableRows(rules)) {
        const QVariantMap row = v.toMap();
        const QVariantList cells = row.value(QStringLiteral("cells")).toList();
        if (cells.isEmpty()) {
            CHECK_FALSE(row.value(QStringLiteral("note")).toString().isEmpty());
            g.noted << row.value(QStringLiteral("name")).toString();
            continue;
        }
        const QString attacker = row.value(QStringLiteral("name")).toString();
        g.attackers << attacker;
        QStringList columns;
        for (const QVariant& c : cells) {
            const QVariantMap cell = c.toMap();
            columns << cell.value(QStringLiteral("defender")).toString();
            g.outcome[{attacker, columns.back()}] =
                cell.value(QStringLiteral("outcome")).toString();
        }
        if (g.defenders.isEmpty()) g.defenders = columns;
        INFO(attacker.toStdString());
        CHECK(columns == g.defenders); // one column order for the whole grid
    }
    return g;
}

QString word(CombatOutcome o) {
    switch (o) {
    case CombatOutcome::AttackerWon: return QStringLiteral("win");
    case CombatOutcome::DefenderWon: return QStringLiteral("loss");
    case CombatOutcome::BothRemoved: return QStringLiteral("tie");
    case CombatOutcome::None: break;
    }
    return QString();
}

// Every cell is what the referee decides for that pair.
void checkAgainstJudge(const RuleSet& rules, const Grid& g) {
    std::map<QString, PieceType> byName;
    for (PieceType t : rules.types()) byName[ui::pieceName(t)] = t;
    for (const QString& a : g.attackers)
        for (const QString& d : g.defenders) {
            INFO(a.toStdString() << " attacks " << d.toStdString());
            REQUIRE(g.outcome.count({a, d}) == 1);
            CHECK(g.outcome.at({a, d}) == word(judge(rules, byName.at(a), byName.at(d))));
        }
}

QString at(const Grid& g, const char* attacker, const char* defender) {
    const auto it = g.outcome.find({QString::fromUtf8(attacker), QString::fromUtf8(defender)});
    return it == g.outcome.end() ? QStringLiteral("(none)") : it->second;
}

} // namespace

TEST_CASE("勝敗表 grid, 軍人将棋: 14 attackers × 15 defenders, the flag and mine noted",
          "[ui][combat]") {
    const RuleSet rules = RuleSet::classic();
    const Grid g = gridOf(rules);
    CHECK(g.attackers.size() == 14);
    CHECK(g.defenders == g.attackers + QStringList{QStringLiteral("地雷")});
    CHECK(g.noted == QStringList({QStringLiteral("地雷"), QStringLiteral("軍旗")}));
    checkAgainstJudge(rules, g);
    for (const QString& a : g.attackers) CHECK(g.outcome.at({a, a}) == u"tie");
    CHECK(at(g, "大将", "スパイ") == u"loss"); // R-COMBAT-3
    CHECK(at(g, "スパイ", "大将") == u"win");
    CHECK(at(g, "タンク", "工兵") == u"win"); // the tank wins unless H-1
    CHECK(at(g, "大将", "地雷") == u"tie");
    CHECK(at(g, "飛行機", "地雷") == u"win");
}

TEST_CASE("勝敗表 grid follows the house rules (H-1 engineer beats tank, H-2 mine stays)",
          "[ui][combat]") {
    RuleSet rules = RuleSet::classic();
    rules.engineerBeatsTank = true;
    rules.mineStays = true;
    const Grid g = gridOf(rules);
    checkAgainstJudge(rules, g);
    CHECK(at(g, "タンク", "工兵") == u"loss");
    CHECK(at(g, "工兵", "タンク") == u"win");
    CHECK(at(g, "大将", "地雷") == u"loss"); // the mine wins and stays
    CHECK(at(g, "工兵", "地雷") == u"win");
}

TEST_CASE("勝敗表 grid, 連盟ルール: missiles, mine and 原爆 as defenders, 元帥 noted",
          "[ui][combat]") {
    const RuleSet rules = RuleSet::federation();
    const Grid g = gridOf(rules);
    CHECK(g.attackers.size() == 11);
    CHECK(g.defenders.size() == 14);
    CHECK(g.defenders.mid(11) == QStringList({QStringLiteral("ミサイル"), QStringLiteral("地雷"),
                                              QStringLiteral("原爆")}));
    CHECK_FALSE(g.defenders.contains(QStringLiteral("元帥")));
    CHECK(g.noted.contains(QStringLiteral("元帥")));
    CHECK(g.noted.contains(QStringLiteral("ミサイル")));
    checkAgainstJudge(rules, g);
    CHECK(at(g, "スパイ", "大将") == u"win");
    CHECK(at(g, "工兵", "地雷") == u"win");
    CHECK(at(g, "大将", "地雷") == u"loss");
}
