#include "rule_names.h"

#include <QCoreApplication>

namespace gunjin::ui {

namespace {
QString t(const char* text) {
    return QCoreApplication::translate("Rules", text);
}
} // namespace

QString gameName(Game game) {
    return game == Game::Classic ? t(QT_TRANSLATE_NOOP("Rules", "軍人将棋（6×8）"))
                                 : t(QT_TRANSLATE_NOOP("Rules", "連盟ルール（9×9）"));
}

QStringList ruleChanges(const RuleSet& rules) {
    QStringList list;
    if (rules.game == Game::Federation) {
        list << (rules.openJudgement ? t(QT_TRANSLATE_NOOP("Rules", "駒を見せ合う判定"))
                                     : //: In the rules summary: a referee judges combats
                     t(QT_TRANSLATE_NOOP("Rules", "審判あり")));
        return list;
    }
    if (rules.engineerBeatsTank) list << t(QT_TRANSLATE_NOOP("Rules", "工兵がタンクに勝つ"));
    if (rules.mineStays) list << t(QT_TRANSLATE_NOOP("Rules", "勝った地雷は残る"));
    switch (rules.win) {
    case WinCondition::Occupation: break;
    case WinCondition::Flag: list << t(QT_TRANSLATE_NOOP("Rules", "軍旗を取ると勝ち")); break;
    case WinCondition::General: list << t(QT_TRANSLATE_NOOP("Rules", "大将を倒すと勝ち")); break;
    case WinCondition::AllMovable:
        list << t(QT_TRANSLATE_NOOP("Rules", "動ける駒を全部取ると勝ち"));
        break;
    }
    if (rules.mineInHqForbidden) list << t(QT_TRANSLATE_NOOP("Rules", "総司令部に地雷を置けない"));
    if (rules.flagOnBackRowAllowed) list << t(QT_TRANSLATE_NOOP("Rules", "軍旗を最後列に置ける"));
    if (rules.planeStops) list << t(QT_TRANSLATE_NOOP("Rules", "飛行機は駒を越えない"));
    if (rules.openJudgement) list << t(QT_TRANSLATE_NOOP("Rules", "駒を見せ合う判定"));
    return list;
}

QString describeRules(const RuleSet& rules) {
    QStringList parts{gameName(rules.game)};
    parts << ruleChanges(rules);
    if (parts.size() == 1) parts << t(QT_TRANSLATE_NOOP("Rules", "基本ルール"));
    //: Separator between the parts of the rules summary (軍人将棋（6×8）・基本ルール)
    return parts.join(t(QT_TRANSLATE_NOOP("Rules", "・")));
}

QString goalOf(const RuleSet& rules) {
    if (rules.game == Game::Federation)
        return t(QT_TRANSLATE_NOOP("Rules", "少佐以上の将校で相手の元帥を倒す"));
    switch (rules.win) {
    case WinCondition::Occupation: break;
    case WinCondition::Flag: return t(QT_TRANSLATE_NOOP("Rules", "相手の軍旗を取る"));
    case WinCondition::General: return t(QT_TRANSLATE_NOOP("Rules", "相手の大将を倒す"));
    case WinCondition::AllMovable:
        return t(QT_TRANSLATE_NOOP("Rules", "相手の動ける駒をすべて取る"));
    }
    return t(QT_TRANSLATE_NOOP("Rules", "少佐以上の将校で相手の総司令部に入る"));
}

} // namespace gunjin::ui
