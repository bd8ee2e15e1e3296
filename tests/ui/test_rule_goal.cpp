// The goal stated on the game screen (issue 55: a new player had to open the help for it): one
// line per way of winning, from the rule set in force.
#include "ui/rule_names.h"

#include <catch2/catch.hpp>

#include <set>

using gunjin::RuleSet;
using gunjin::WinCondition;
using gunjin::ui::goalOf;

TEST_CASE("R-END-1 H-3 and F-END-1: the goal line names how this game is won", "[goal]") {
    RuleSet rules = RuleSet::classic();
    const QString occupation = goalOf(rules);
    CHECK(occupation.contains(QStringLiteral("総司令部")));
    CHECK(occupation.contains(QStringLiteral("少佐以上")));

    std::set<QString> lines{occupation};
    rules.win = WinCondition::Flag;
    CHECK(goalOf(rules).contains(QStringLiteral("軍旗")));
    lines.insert(goalOf(rules));
    rules.win = WinCondition::General;
    CHECK(goalOf(rules).contains(QStringLiteral("大将")));
    lines.insert(goalOf(rules));
    rules.win = WinCondition::AllMovable;
    CHECK(goalOf(rules).contains(QStringLiteral("動ける駒")));
    lines.insert(goalOf(rules));

    const QString federation = goalOf(RuleSet::federation());
    CHECK(federation.contains(QStringLiteral("元帥")));
    lines.insert(federation);
    // Every way of winning has its own line.
    CHECK(lines.size() == 5);
    // Options that do not change the way of winning keep the line.
    RuleSet other = RuleSet::classic();
    other.engineerBeatsTank = true;
    other.planeStops = true;
    CHECK(goalOf(other) == occupation);
}
