#include "rule_settings.h"

#include "problem_words.h"
#include "rule_names.h"
#include "settings_file.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QVariantMap>

namespace gunjin::ui {

namespace {
const QString kGame = QStringLiteral("rules/game");
const QString kClassic = QStringLiteral("rules/classic");
const QString kFederation = QStringLiteral("rules/federation");

// The stored code of `game`, or its defaults when the stored text is missing, damaged or of
// the other game.
RuleSet readRules(const QSettings& s, const QString& key, Game game) {
    const RuleSet defaults = game == Game::Classic ? RuleSet::classic() : RuleSet::federation();
    const QString text = s.value(key).toString();
    if (text.isEmpty()) return defaults;
    const Result<RuleSet> r = RuleSet::fromCode(text.toStdString());
    return r && r->game == game ? *r : defaults;
}

QVariantMap choice(int value, const QString& label, const QString& detail) {
    return {{QStringLiteral("value"), value},
            {QStringLiteral("label"), label},
            {QStringLiteral("detail"), detail}};
}

QVariantMap option(const char* property, const QString& rule, const QString& title,
                   const QString& description, const QVariantList& choices) {
    return {{QStringLiteral("property"), QString::fromLatin1(property)},
            {QStringLiteral("rule"), rule},
            {QStringLiteral("title"), title},
            {QStringLiteral("description"), description},
            {QStringLiteral("choices"), choices}};
}
} // namespace

RuleSettings::RuleSettings(QObject* parent) : QObject(parent) {}

QSettings& RuleSettings::settings() const {
    if (!m_settings) m_settings = openSettings(m_settingsFile);
    return *m_settings;
}

void RuleSettings::load() const {
    if (m_loaded) return;
    m_loaded = true;
    const QSettings& s = settings();
    m_game =
        s.value(kGame).toString() == QLatin1String("federation") ? Game::Federation : Game::Classic;
    m_classic = readRules(s, kClassic, Game::Classic);
    m_federation = readRules(s, kFederation, Game::Federation);
}

void RuleSettings::save() {
    QSettings& s = settings();
    s.setValue(kGame, m_game == Game::Federation ? QStringLiteral("federation")
                                                 : QStringLiteral("classic"));
    s.setValue(kClassic, QString::fromStdString(m_classic.code()));
    s.setValue(kFederation, QString::fromStdString(m_federation.code()));
}

void RuleSettings::setSettingsFile(const QString& file) {
    if (file == m_settingsFile) return;
    m_settingsFile = file;
    m_settings.reset();
    m_loaded = false;
    emit changed();
    emit optionsChanged();
}

template <class F> void RuleSettings::update(Game game, F&& edit) {
    load();
    RuleSet& rules = game == Game::Classic ? m_classic : m_federation;
    RuleSet next = rules;
    edit(next);
    if (next == rules) return;
    rules = next;
    save();
    emit changed();
}

// --- The game and its options ---

RuleSettings::GameChoice RuleSettings::game() const {
    load();
    return m_game == Game::Federation ? Federation : Classic;
}

void RuleSettings::setGame(GameChoice g) {
    if (g != Classic && g != Federation) return;
    load();
    const Game next = g == Federation ? Game::Federation : Game::Classic;
    if (next == m_game) return;
    m_game = next;
    save();
    emit changed();
    emit optionsChanged();
}

RuleSettings::EngineerVsTank RuleSettings::engineerVsTank() const {
    load();
    return m_classic.engineerBeatsTank ? EngineerWins : TankWins;
}

void RuleSettings::setEngineerVsTank(EngineerVsTank v) {
    if (v != TankWins && v != EngineerWins) return;
    update(Game::Classic, [v](RuleSet& r) { r.engineerBeatsTank = v == EngineerWins; });
}

RuleSettings::WinningMine RuleSettings::winningMine() const {
    load();
    return m_classic.mineStays ? MineStays : MineRemoved;
}

void RuleSettings::setWinningMine(WinningMine v) {
    if (v != MineRemoved && v != MineStays) return;
    update(Game::Classic, [v](RuleSet& r) { r.mineStays = v == MineStays; });
}

RuleSettings::WinCondition RuleSettings::winCondition() const {
    load();
    switch (m_classic.win) {
    case gunjin::WinCondition::Flag: return TakeFlag;
    case gunjin::WinCondition::General: return DefeatGeneral;
    case gunjin::WinCondition::AllMovable: return TakeAllMovable;
    case gunjin::WinCondition::Occupation: break;
    }
    return Occupation;
}

void RuleSettings::setWinCondition(WinCondition v) {
    gunjin::WinCondition win;
    switch (v) {
    case Occupation: win = gunjin::WinCondition::Occupation; break;
    case TakeFlag: win = gunjin::WinCondition::Flag; break;
    case DefeatGeneral: win = gunjin::WinCondition::General; break;
    case TakeAllMovable: win = gunjin::WinCondition::AllMovable; break;
    default: return; // not a value of the enum (from QML)
    }
    update(Game::Classic, [win](RuleSet& r) { r.win = win; });
}

RuleSettings::MineInHq RuleSettings::mineInHq() const {
    load();
    return m_classic.mineInHqForbidden ? MineInHqForbidden : MineInHqAllowed;
}

void RuleSettings::setMineInHq(MineInHq v) {
    if (v != MineInHqAllowed && v != MineInHqForbidden) return;
    update(Game::Classic, [v](RuleSet& r) { r.mineInHqForbidden = v == MineInHqForbidden; });
}

RuleSettings::FlagOnBackRow RuleSettings::flagOnBackRow() const {
    load();
    return m_classic.flagOnBackRowAllowed ? FlagOnBackRowAllowed : FlagOnBackRowForbidden;
}

void RuleSettings::setFlagOnBackRow(FlagOnBackRow v) {
    if (v != FlagOnBackRowForbidden && v != FlagOnBackRowAllowed) return;
    update(Game::Classic, [v](RuleSet& r) { r.flagOnBackRowAllowed = v == FlagOnBackRowAllowed; });
}

RuleSettings::PlaneFlight RuleSettings::planeFlight() const {
    load();
    return m_classic.planeStops ? PlaneStops : PlaneJumps;
}

void RuleSettings::setPlaneFlight(PlaneFlight v) {
    if (v != PlaneJumps && v != PlaneStops) return;
    update(Game::Classic, [v](RuleSet& r) { r.planeStops = v == PlaneStops; });
}

RuleSettings::Judgement RuleSettings::classicJudgement() const {
    load();
    return m_classic.openJudgement ? OpenJudgement : RefereeJudgement;
}

void RuleSettings::setClassicJudgement(Judgement v) {
    if (v != RefereeJudgement && v != OpenJudgement) return;
    update(Game::Classic, [v](RuleSet& r) { r.openJudgement = v == OpenJudgement; });
}

RuleSettings::Judgement RuleSettings::federationJudgement() const {
    load();
    return m_federation.openJudgement ? OpenJudgement : RefereeJudgement;
}

void RuleSettings::setFederationJudgement(Judgement v) {
    if (v != RefereeJudgement && v != OpenJudgement) return;
    update(Game::Federation, [v](RuleSet& r) { r.openJudgement = v == OpenJudgement; });
}

// --- What the chosen rules are ---

RuleSet RuleSettings::ruleSet() const {
    load();
    return m_game == Game::Federation ? m_federation : m_classic;
}

QString RuleSettings::code() const {
    return QString::fromStdString(ruleSet().code());
}

bool RuleSettings::atDefaults() const {
    load();
    return m_game == Game::Classic && m_classic == RuleSet::classic() &&
           m_federation == RuleSet::federation();
}

QString RuleSettings::gameName() const {
    return ui::gameName(ruleSet().game);
}

QString RuleSettings::summary() const {
    return describeRules(ruleSet());
}

QVariantList RuleSettings::options() const {
    if (game() == Federation) {
        return {option("federationJudgement", QStringLiteral("F-INFO"), tr("判定のしかた"),
                       tr("連盟ルールは、審判がいなくても遊べるように作られています。審判役をつ"
                          "けて、駒を伏せたまま判定することもできます。"),
                       {choice(OpenJudgement, tr("駒を見せ合う（連盟の遊び方）"),
                               tr("戦った 2 枚と、ミサイルや原爆が判定した駒を両方のプレイヤ"
                                  "ーに見せ、勝った駒はまた伏せて盤に戻します。")),
                        //: A way to judge combats: a referee, who tells only who won
                        choice(RefereeJudgement, tr("審判あり"),
                               tr("知らされるのは戦いのマスと勝ち負け（ミサイルなら、どのマス"
                                  "の駒が消えたかと空中衝突かどうか）だけです。"))})};
    }
    return {
        option("engineerVsTank", QStringLiteral("H-1"), tr("タンクと工兵"),
               tr("タンクと工兵がぶつかったときの勝ち負けです。説明書によって逆になっています。"),
               {choice(TankWins, tr("タンクの勝ち"), tr("昭和の説明書の多くと同じです。")),
                choice(EngineerWins, tr("工兵の勝ち"),
                       tr("攻めても守っても工兵が勝ちます。軍旗の後ろにいて軍旗の強さになると"
                          "きも同じです。"))}),
        option("winningMine", QStringLiteral("H-2"), tr("勝った地雷"),
               tr("地雷に攻め込んだ駒が負けたあと、地雷を盤に残すかどうかです。"),
               //: A choice of “勝った地雷” (a mine that won): it is removed
               {choice(MineRemoved, tr("取り除く"),
                       tr("地雷は 1 回きりで、攻めてきた駒と一緒に盤から消えます。")),
                //: A choice of “勝った地雷” (a mine that won): it stays on the board
                choice(MineStays, tr("盤に残す"),
                       tr("攻めてきた駒だけが消え、地雷はそのマスで次の相手を待ちます。飛行機"
                          "と工兵には今までどおり負けます。"))}),
        //: A rule's title: how a game is won
        option("winCondition", QStringLiteral("H-3"), tr("勝ち方"),
               tr("何をすれば勝ちになるかです。どの勝ち方でも、指せる手がなくなった側は負け"
                  "、戦いのない手が 100 手続けば引き分けです。"),
               //: A way to win: occupy the opponent's HQ
               {choice(Occupation, tr("総司令部の占領"),
                       tr("大将〜少佐のどれかが相手の総司令部に入れば勝ちです。")),
                choice(TakeFlag, tr("軍旗を取る"),
                       tr("相手の軍旗を盤から取り除けば勝ちです（相打ちでも）。総司令部に入っ"
                          "ても勝ちにはなりません。")),
                choice(DefeatGeneral, tr("大将を倒す"),
                       tr("相手の大将を盤から取り除けば勝ちです。どちらが攻めたかに関係なく、"
                          "大将が消えた側の負けです。")),
                choice(TakeAllMovable, tr("動ける駒を全部取る"),
                       tr("地雷と軍旗のほかの駒を全部失った側の負けです。総司令部に入っても"
                          "勝ちにはなりません。"))}),
        option("mineInHq", QStringLiteral("H-4"), tr("総司令部の地雷"),
               tr("並べるときに、総司令部に地雷を置いてよいかです。"),
               //: A choice of a setup rule: the piece may stand there
               {choice(MineInHqAllowed, tr("置ける"), tr("地雷で総司令部を守れます。")),
                //: A choice of a setup rule: the piece may not stand there
                choice(MineInHqForbidden, tr("置けない"),
                       tr("大正時代の遊びの本にある決まりです。総司令部には地雷のほかの駒を置"
                          "きます。"))}),
        option("flagOnBackRow", QStringLiteral("H-5"), tr("最後列の軍旗"),
               tr("並べるときに、軍旗を最後列（総司令部も含む）に置いてよいかです。"),
               {choice(FlagOnBackRowForbidden, tr("置けない"),
                       tr("軍旗は 2 段目より前に置き、すぐ後ろの味方の強さで戦います。")),
                choice(FlagOnBackRowAllowed, tr("置ける"),
                       tr("最後列の軍旗は後ろに味方がいないので、攻められるとどの駒にも負けま"
                          "す。"))}),
        option("planeFlight", QStringLiteral("H-6"), tr("飛行機の飛び方"),
               tr("縦に進む飛行機が、途中の駒を飛び越えられるかです。"),
               {choice(PlaneJumps, tr("駒を飛び越える"),
                       tr("縦にまっすぐ、駒も川も越えて何マスでも進めます。")),
                choice(PlaneStops, tr("駒の手前で止まる"),
                       tr("途中に駒があればそこまでです。相手の駒ならそのマスを攻められます。"
                          "川は今までどおり越えられます。"))}),
        option("classicJudgement", QStringLiteral("H-7"), tr("判定のしかた"),
               tr("戦った駒の種類を、相手にも見せるかどうかです。"),
               {choice(RefereeJudgement, tr("審判が伏せたまま"),
                       tr("知らされるのは戦いのマスと勝ち負けだけで、相手の駒の種類は対局が"
                          "終わるまで分かりません。")),
                choice(OpenJudgement, tr("駒を見せ合う"),
                       tr("戦った 2 枚を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻し"
                          "ます。見た駒を覚えておくのも腕のうちです。"))}),
    };
}

// --- Codes ---

QString RuleSettings::codeDetail(const QString& code) const {
    const Result<RuleSet> r = RuleSet::fromCode(code.trimmed().toLower().toStdString());
    return r ? QString() : ProblemWords::detail(r.error());
}

QString RuleSettings::applyCode(const QString& code) {
    // Every code is lower case (RuleSet::code()); a typed one may not be.
    const QString text = code.trimmed().toLower();
    if (text.isEmpty()) return tr("ルールコードを入れてから「適用」を押してください。");
    const Result<RuleSet> r = RuleSet::fromCode(text.toStdString());
    if (!r) {
        // The game's name is the part most often wrong (a code of another program, a typo):
        // say what the names are; otherwise pass on what the core found wrong.
        const QString head = text.section(QLatin1Char(':'), 0, 0).section(QLatin1Char('.'), 0, 0);
        if (head != QLatin1String("classic") && head != QLatin1String("federation"))
            //: %1 is the start of the rule code as typed
            return tr("「%1」というルールはありません。ルールコードは classic（軍人将棋）か "
                      "federation（連盟ルール）で始まります。")
                .arg(head.left(30));
        return ProblemWords::ruleCode() + tr("今のルールはそのままです。");
    }
    load();
    const Game before = m_game;
    const RuleSet previous = r->game == Game::Classic ? m_classic : m_federation;
    if (before == r->game && previous == *r) return {};
    m_game = r->game;
    (r->game == Game::Classic ? m_classic : m_federation) = *r;
    save();
    emit changed();
    if (before != m_game) emit optionsChanged();
    return {};
}

void RuleSettings::resetToDefaults() {
    if (atDefaults()) return;
    const bool gameChanges = m_game != Game::Classic;
    m_game = Game::Classic;
    m_classic = RuleSet::classic();
    m_federation = RuleSet::federation();
    save();
    emit changed();
    if (gameChanges) emit optionsChanged();
}

void RuleSettings::copyCode() const {
    if (auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        app->clipboard()->setText(code());
}

void RuleSettings::retranslate() {
    emit changed();
    emit optionsChanged();
}

} // namespace gunjin::ui
