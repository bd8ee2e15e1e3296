#include "narrator.h"

#include "board_presenter.h"
#include "core/match.h"
#include "move_words.h"

namespace gunjin::ui {

Narrator::Narrator(QObject* parent) : QObject(parent) {}

void Narrator::newGame(const RuleSet& rules, Voice voice, bool opponentThinksHere) {
    m_rules = rules;
    m_voice = voice;
    m_opponentThinksHere = opponentThinksHere;
    for (Side side : {Side::First, Side::Second}) {
        m_logs[index(side)].clear();
        m_news[index(side)].clear();
    }
    m_ownNews.clear();
    m_happened.clear();
    m_end.reset();
    emit logChanged();
    emit resultChanged();
}

void Narrator::setViewer(Side viewer, bool blind) {
    if (viewer == m_viewer && blind == m_blind) return;
    // The last moves were told in the other side's words.
    if (viewer != m_viewer) {
        m_happened.clear();
        m_ownNews.clear();
    }
    m_viewer = viewer;
    m_blind = blind;
    emit logChanged();
    emit resultChanged();
}

void Narrator::say(const QString& text, const QString& detail) {
    sayFrom(text, 0, detail);
}

void Narrator::sayFrom(const QString& text, int newestLine, const QString& detail) {
    if (text == m_message && detail == m_detail && newestLine == m_newestLine) return;
    m_message = text;
    m_detail = detail;
    m_newestLine = newestLine;
    emit messageChanged();
}

// The line a message goes on with below `text` and the '\n' after it.
static int linesOf(const QString& text) {
    return text.isEmpty() ? 0 : int(text.count(QLatin1Char('\n'))) + 1;
}

void Narrator::prompt(const QString& text) {
    if (m_happened.isEmpty() || text.isEmpty())
        say(text);
    else
        sayFrom(m_happened + QLatin1Char('\n') + text, m_happenedNewest);
}

QStringList Narrator::log() const {
    if (m_blind) return {};
    return m_logs[index(m_viewer)];
}

void Narrator::addLog(Side side, const QString& text) {
    m_logs[index(side)].prepend(text);
    if (side == m_viewer) emit logChanged();
}

QString Narrator::takeNews(Side side) {
    QString news;
    news.swap(m_news[index(side)]);
    return news;
}

QString Narrator::arrangePrompt() {
    return tr("駒を並べてください。並べ終わったら「この並べ方で決定」を押します。");
}

QString Narrator::yourTurn() {
    return tr("あなたの番です。");
}

QString Narrator::theirTurn() const {
    return m_opponentThinksHere ? tr("相手が考えています…") : tr("相手の番です。");
}

QString Narrator::startPrompt() const {
    if (m_viewer == Side::First)
        return tr("対局開始です。あなたの番です。動かす駒を押してください。");
    return m_opponentThinksHere ? tr("対局開始です。相手が考えています…")
                                : tr("対局開始です。相手の番です。");
}

void Narrator::told(const Announcement& a, const Position* const before[2], bool ongoing) {
    const MoveWords words(m_rules);
    const bool fought = a.outcome != CombatOutcome::None || a.move.isStrike();
    for (Side side : {Side::First, Side::Second}) {
        const Position* seen = before[index(side)];
        if (!seen) continue;
        if (fought) addLog(side, words.news(side, *seen, a, false));
        if (side != m_viewer) m_news[index(side)] = words.news(side, *seen, a);
    }
    const Position* seen = before[index(m_viewer)];
    if (!seen) return;
    const QString news = words.news(m_viewer, *seen, a);
    if (a.mover == m_viewer) {
        // Our own move is echoed (a quiet one as the opponent's is worded); it stays in the
        // message, above the reply, when the reply comes at once.
        m_ownNews = fought ? news : words.ownQuietMove(m_viewer, *seen, a);
        // Into the opponent's HQ and the game goes on: the piece is no officer (R-END-1). A
        // play-tester's 飛行機 won there and took it for a win.
        const BoardLayout& b = m_rules.board();
        const bool stands =
            a.outcome == CombatOutcome::None || a.outcome == CombatOutcome::AttackerWon;
        if (ongoing && stands && !a.move.isStrike() && m_rules.game == Game::Classic &&
            m_rules.win == WinCondition::Occupation && b.isHq(a.move.to()) &&
            !b.inTerritory(a.move.to(), m_viewer))
            //: After a sentence
            m_ownNews += tr("総司令部を占領できるのは、大将から少佐までの駒だけです。");
        m_happened = m_ownNews;
        m_happenedNewest = 0;
        if (fought)
            say(m_ownNews);
        else if (m_voice == Voice::Player)
            say(ongoing ? m_ownNews + QLatin1Char('\n') + theirTurn() : m_ownNews);
        return;
    }
    // Our own move's news stays above the reply; a box too small for both shows the reply
    // from its start (a play-tester met a strike's account halfway through).
    QString text = news;
    // Our flag fought (R-COMBAT-6, R-COMBAT-7): a play-tester could not see how a 軍旗 won.
    if (a.outcome != CombatOutcome::None && !a.move.isStrike() &&
        seen->typeAt(a.move.to()) == PieceType::Flag)
        //: After a combat against your flag (R-COMBAT-6, R-COMBAT-7)
        text += tr("軍旗は、すぐ後ろにいる味方の駒の強さで戦います。");
    m_happenedNewest = linesOf(m_ownNews);
    if (!m_ownNews.isEmpty()) text = m_ownNews + QLatin1Char('\n') + text;
    m_ownNews.clear();
    m_happened = text;
    if (ongoing) {
        // After a combat's account the prompt goes on a line of its own.
        if (fought) text += QLatin1Char('\n');
        text += yourTurn();
    }
    sayFrom(text, m_happenedNewest);
}

void Narrator::underWay(const Announcement& a, const Position& before) {
    if (m_blind) return;
    const QString line = MoveWords(m_rules).underWay(m_viewer, before, a);
    if (line.isEmpty()) return;
    const bool theirs = a.mover != m_viewer && !m_ownNews.isEmpty();
    if (theirs)
        sayFrom(m_ownNews + QLatin1Char('\n') + line, linesOf(m_ownNews));
    else
        say(line);
}

std::vector<Announcement> Narrator::retell(const GameRecord& record, const bool here[2]) {
    std::vector<Announcement> told;
    Match match(record.first, record.second);
    const MoveWords words(m_rules);
    for (Move m : record.moves) {
        const Position before[2] = {match.view(Side::First).position(),
                                    match.view(Side::Second).position()};
        const auto a = match.play(m);
        if (!a) break; // a record's moves were replayed by the referee when it was read
        told.push_back(*a);
        if (a->outcome == CombatOutcome::None && !a->move.isStrike()) continue;
        for (Side side : {Side::First, Side::Second})
            if (here[index(side)]) addLog(side, words.news(side, before[index(side)], *a, false));
    }
    return told;
}

void Narrator::retell(const SideView& start, const std::vector<Announcement>& told) {
    SideView view = start;
    const MoveWords words(m_rules);
    for (const Announcement& a : told) {
        const Position before = view.position();
        if (!view.apply(a)) break; // the journal's reader applied each already
        if (a.outcome == CombatOutcome::None && !a.move.isStrike()) continue;
        addLog(view.side(), words.news(view.side(), before, a, false));
    }
}

void Narrator::setEnd(std::optional<GameEnd> end) {
    m_end = end;
    emit resultChanged();
}

int Narrator::result() const {
    if (!m_end || m_end->status == GameStatus::Ongoing) return BoardPresenter::Undecided;
    if (m_end->status == GameStatus::Draw) return BoardPresenter::Drawn;
    return m_end->status == winFor(m_viewer) ? BoardPresenter::Won : BoardPresenter::Lost;
}

QString Narrator::resultTitle() const {
    const int r = result();
    if (r == BoardPresenter::Undecided) return {};
    if (r == BoardPresenter::Drawn) return tr("引き分けです");
    if (m_voice == Voice::Sides)
        // Two people share the screen: name the side, not "you".
        return m_end->status == GameStatus::FirstWon ? tr("先手の勝ちです") : tr("後手の勝ちです");
    return r == BoardPresenter::Won ? tr("あなたの勝ちです") : tr("あなたの負けです");
}

QString Narrator::resultDetail() const {
    if (result() == BoardPresenter::Undecided) return {};
    QString reason = m_voice == Voice::Sides ? sidesDetail() : QString();
    if (reason.isEmpty()) reason = playerDetail();
    return reason + tr("すべての駒を表に返しました（取った駒・取られた駒も）。");
}

QString Narrator::sidesDetail() const {
    const bool firstWon = m_end->status == GameStatus::FirstWon;
    //: The player who moves first (先手, sente) or second (後手, gote), in a result
    const QString winner = firstWon ? tr("先手") : tr("後手");
    const QString loser = firstWon ? tr("後手") : tr("先手");
    switch (m_end->reason) {
    case EndReason::Occupation:
        //: %1 is the winner (the first or second player), %2 the loser
        return tr("%1の駒が%2の総司令部を占領しました。").arg(winner, loser);
    case EndReason::NoLegalMoves:
        //: %1 is the loser (the first or second player)
        return tr("%1は動かせる駒がなくなりました。").arg(loser);
    case EndReason::Resignation:
        //: %1 is the player who resigned (the first or second player)
        return tr("%1が投了しました。").arg(loser);
    case EndReason::MarshalTaken:
        //: %1 is the winner (the first or second player), %2 the loser
        return tr("%1の駒が%2の元帥を取りました。").arg(winner, loser);
    default: return {}; // the other ends read the same in either voice
    }
}

QString Narrator::playerDetail() const {
    const bool won = result() == BoardPresenter::Won;
    const bool draw = m_end->status == GameStatus::Draw;
    switch (m_end->reason) {
    case EndReason::Occupation:
        return won ? tr("あなたの駒が相手の総司令部を占領しました。")
                   : tr("相手の駒があなたの総司令部を占領しました。");
    case EndReason::NoCombatLimit: return tr("戦いのない手が 100 手続きました。");
    case EndReason::BothNoLegalMoves: return tr("どちらも動かせる駒がなくなりました。");
    case EndReason::NoLegalMoves:
        return won ? tr("相手は動かせる駒がなくなりました。")
                   : tr("あなたは動かせる駒がなくなりました。");
    case EndReason::Resignation:
        return won ? tr("相手が投了しました。") : tr("あなたが投了しました。");
    // The other rule sets' ends (rules-federation.md F-END-1, rules.md H-3).
    case EndReason::MarshalTaken:
        return won ? tr("あなたの駒が相手の元帥を取りました。")
                   : tr("相手の駒があなたの元帥を取りました。");
    case EndReason::FlagTaken:
        return won ? tr("相手の軍旗を取りました。") : tr("あなたの軍旗が取られました。");
    case EndReason::GeneralDefeated:
        return draw  ? tr("両軍の大将が同時に倒れました。")
               : won ? tr("相手の大将を倒しました。")
                     : tr("あなたの大将が倒されました。");
    case EndReason::AllMovableTaken:
        return draw  ? tr("両軍の動かせる駒が同時になくなりました。")
               : won ? tr("相手の動かせる駒をすべて取りました。")
                     : tr("あなたの動かせる駒がすべて取られました。");
    case EndReason::None: break;
    }
    return {};
}

} // namespace gunjin::ui
