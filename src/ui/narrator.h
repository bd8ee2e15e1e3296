// What the players at this device are told, in words: the message line (prompts, the latest
// news, refusals), each side's combat log, and the result. A session tells it what happened;
// the play mode chooses its voice - "you" when one person plays here (CPU, LAN), the sides'
// names (先手 / 後手) when two share the screen (hot-seat).
//
// It is handed only what a side may know (announcements in that side's words, the end with
// its reveal), so nothing it says can name a hidden type. While `blind` (the hot-seat curtain)
// the log is empty.
//
// Threading: GUI thread only.
#pragma once

#include "core/record.h"
#include "core/referee.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace gunjin::ui {

class Narrator : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session owns its narrator")
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // A problem's technical reason under the message (English, as the core or the server said
    // it), for a secondary line; "" for any other message.
    Q_PROPERTY(QString detail READ detail NOTIFY messageChanged)
    // The message's line (counted in '\n') where its newest account starts: the opponent's
    // reply under our own move's. A box too small for the whole message keeps it in view.
    Q_PROPERTY(int newestLine READ newestLine NOTIFY messageChanged)
    // The viewer's combat results in their own words, newest first ([] while blind).
    Q_PROPERTY(QStringList log READ log NOTIFY logChanged)
    // The result from the viewer's side (BoardPresenter.Outcome), and in words.
    Q_PROPERTY(int result READ result NOTIFY resultChanged)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY resultChanged)
    Q_PROPERTY(QString resultDetail READ resultDetail NOTIFY resultChanged)

public:
    enum class Voice {
        Player, // one person plays here: あなたの勝ちです
        Sides   // two people share the screen: 先手の勝ちです
    };

    explicit Narrator(QObject* parent = nullptr);

    QString message() const { return m_message; }
    QString detail() const { return m_detail; }
    int newestLine() const { return m_newestLine; }
    QStringList log() const;
    int result() const;
    QString resultTitle() const;
    QString resultDetail() const;

    // A new game of `rules`: logs, news and the result are cleared.
    void newGame(const RuleSet& rules, Voice voice, bool opponentThinksHere);
    // Whose words are shown (`blind`: nobody may look; the log is hidden).
    void setViewer(Side viewer, bool blind);
    void say(const QString& text, const QString& detail = {});
    // A prompt or a refused click of the player at the board: said under the last thing that
    // happened in the game (the opponent's move, our own), which stays in the message until
    // the next move.
    void prompt(const QString& text);

    // Prompts.
    static QString arrangePrompt(); // 駒を並べてください…
    static QString yourTurn();      // あなたの番です。
    QString theirTurn() const;      // 相手が考えています… / 相手の番です。
    QString startPrompt() const;    // 対局開始です。…

    // Move `a` was played. `before[side]` is each side's view of the position before it, for
    // the sides played here (`here`). Logs the combats in each side's words, keeps what each
    // side played here has not yet seen (news), and says it to the viewer; `ongoing`: the
    // game goes on after it.
    void told(const Announcement& a, const Position* const before[2], bool ongoing);
    // Combat or strike `a` starts on the board (`before`: the viewer's view of the position
    // before it): who goes for what is said at once - the opponent's under our last move's
    // news; its result waits for told(). Nothing for a quiet move or while blind.
    void underWay(const Announcement& a, const Position& before);
    // A game resumed from `record`: what the sides played here (`here`) were told of each
    // combat goes back into their logs. Returns every announcement of the game, in order.
    std::vector<Announcement> retell(const GameRecord& record, const bool here[2]);
    // The same for a LAN game as its side was told it: `told`, played on from `start`.
    void retell(const SideView& start, const std::vector<Announcement>& told);
    // A line in `side`'s combat log (a resumed game's combats, a resignation).
    void addLog(Side side, const QString& text);
    // What `side` has not seen since it last sat down, then forgotten ("" for nothing).
    QString takeNews(Side side);
    void setNews(Side side, const QString& text) { m_news[index(side)] = text; }
    // The game is over: `end` is the viewer's view's end (nullopt clears).
    void setEnd(std::optional<GameEnd> end);
    // The UI language changed.
    void retranslate() { emit resultChanged(); }

signals:
    void messageChanged();
    void logChanged();
    void resultChanged();

private:
    // Says `text`, whose newest account starts after its first `newestLine` lines.
    void sayFrom(const QString& text, int newestLine, const QString& detail = {});
    QString playerDetail() const;
    QString sidesDetail() const;

    RuleSet m_rules;
    Voice m_voice = Voice::Player;
    bool m_opponentThinksHere = true;
    Side m_viewer = Side::First;
    bool m_blind = false;
    QString m_message;
    QString m_detail;
    int m_newestLine = 0;
    QStringList m_logs[2]; // each side's combat results, in its own words, newest first
    QString m_news[2];     // what a side played here has not seen yet (hot-seat)
    QString m_ownNews;     // the viewer's last move, echoed or its combat's result, until the reply
    QString m_happened;    // the last move told to the viewer, without the prompt after it
    int m_happenedNewest = 0; // the line of m_happened where its newest account starts
    std::optional<GameEnd> m_end;
};

} // namespace gunjin::ui
