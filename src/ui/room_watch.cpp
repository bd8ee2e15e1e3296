#include "room_watch.h"

#include "move_words.h"
#include "piece_names.h"
#include "problem_words.h"
#include "rule_names.h"
#include "settings_file.h"
#include "trusted_certificates.h"
#include "utf8_text.h"

namespace gunjin::ui {

namespace {

constexpr int kFlashMs = 2200; // as in a game: how long open judgement shows a combat's pieces
constexpr int kBurstMs = 100;  // moves closer than this came as a backlog, not as play

} // namespace

RoomWatch::RoomWatch(QObject* parent) : BoardPresenter(parent) {
    m_flashTimer.setSingleShot(true);
    m_flashTimer.setInterval(kFlashMs);
    connect(&m_flashTimer, &QTimer::timeout, this, [this] {
        m_flash = false;
        if (m_shown) refresh();
    });
    connect(&m_client, &net::WatchClient::stateChanged, this, [this](net::WatchClient::State s) {
        using S = net::WatchClient::State;
        switch (s) {
        case S::Idle: break; // stop() or a failure says which
        case S::Connecting: setConnection(Connection::Connecting); break;
        case S::Watching: setConnection(Connection::Watching); break;
        case S::Reconnecting: setConnection(Connection::Reconnecting); break;
        case S::Closed:
            m_closingReason = m_client.closingReason();
            setConnection(Connection::Closed);
            break;
        }
    });
    connect(&m_client, &net::WatchClient::rulesChanged, this, &RoomWatch::rulesChanged);
    connect(&m_client, &net::WatchClient::watchersChanged, this, &RoomWatch::watchersChanged);
    connect(&m_client, &net::WatchClient::started, this, &RoomWatch::onStarted);
    connect(&m_client, &net::WatchClient::announced, this, &RoomWatch::onAnnounced);
    connect(&m_client, &net::WatchClient::ended, this, &RoomWatch::onEnded);
    connect(&m_client, &net::WatchClient::failed, this, &RoomWatch::onFailed);
    setSettingsFile(QString()); // the app's own settings, until a test names a file
}

void RoomWatch::setSettingsFile(const QString& file) {
    if (file == m_settingsFile && !m_unfinished.isNull()) return;
    m_settingsFile = file;
    const QString kept =
        openSettings(m_settingsFile)->value(QStringLiteral("watch/unfinished")).toString();
    // Read from the player's own settings, but a link all the same: only a watch link counts.
    m_unfinished = isWatchLink(kept) ? kept : QStringLiteral("");
    emit connectionChanged();
    emit unfinishedWatchChanged();
}

void RoomWatch::keepUnfinished(const QString& link) {
    auto settings = openSettings(m_settingsFile);
    if (link.isEmpty())
        settings->remove(QStringLiteral("watch/unfinished"));
    else
        settings->setValue(QStringLiteral("watch/unfinished"), link);
    settings->sync();
    if (link == m_unfinished) return;
    m_unfinished = link;
    emit unfinishedWatchChanged();
}

bool RoomWatch::watchAgain() {
    if (m_unfinished.isEmpty()) return false;
    return watch(m_unfinished);
}

bool RoomWatch::isWatchLink(const QString& link) {
    const auto address = net::parseRoomUrl(link.toStdString());
    return address && address->watching();
}

bool RoomWatch::watch(const QString& link) {
    stop();
    m_active = true;
    const auto address = net::parseRoomUrl(link.toStdString());
    if (!address || !address->watching()) {
        m_link = link.trimmed();
        m_error = tr("観戦のリンクではありません。観戦のリンクは gunjin://アドレス:ポート/watch/… "
                     "の形です。");
        setConnection(Connection::Failed);
        emit activeChanged();
        return false;
    }
    m_link = qs(net::roomUrl(*address));
    m_where = address->host.find(':') != std::string::npos
                  ? QStringLiteral("[%1]:%2").arg(qs(address->host)).arg(address->port)
                  : QStringLiteral("%1:%2").arg(qs(address->host)).arg(address->port);
    m_error.clear();
    m_question = {};
    emit activeChanged();
    m_client.setTrustedCertificates(loadTrustedCertificates(m_settingsFile));
    m_client.watch(*address);
    return true;
}

void RoomWatch::trustCertificate() {
    if (!m_question.isSet()) return;
    ui::trustCertificate(m_settingsFile, m_question.hostPort, m_question.fingerprint);
    watch(m_link);
}

void RoomWatch::stop() {
    if (m_active) keepUnfinished(QString()); // 観戦をやめる: nothing to go back to
    m_client.stop();
    m_motion.clear();
    m_flashTimer.stop();
    m_flash = false;
    m_shown.reset();
    m_last.reset();
    m_end.reset();
    m_ply = 0;
    m_gameNumber = 0;
    m_moveText.clear();
    m_log.clear();
    m_sightings = {};
    m_closingReason.clear();
    // An empty board: the last game's armies, face up at its end, must not stand on it while
    // the next watch waits for its game.
    m_pieces.show(Position(rules()), viewer());
    showSquares({}, std::nullopt);
    setConnection(Connection::Idle);
    emit gameChanged();
    emit shownChanged();
    if (m_active) {
        m_active = false;
        emit activeChanged();
    }
}

void RoomWatch::setConnection(Connection c) {
    if (c == m_connection) return;
    m_connection = c;
    // Kept while it is on, so that a watch the app stopped in is offered again; a room that
    // closed or went is not.
    if (c == Connection::Watching) keepUnfinished(m_link);
    if (c == Connection::Closed || c == Connection::Failed) keepUnfinished(QString());
    emit connectionChanged();
}

void RoomWatch::setFlipped(bool flipped) {
    if (flipped == this->flipped()) return;
    setViewer(flipped ? Side::Second : Side::First);
    if (m_shown) refresh();
}

void RoomWatch::onStarted(const PublicView& view) {
    // A new game (a rematch): what was still playing of the last one is dropped.
    m_motion.clear();
    m_flashTimer.stop();
    m_flash = false;
    setRules(view.rules());
    m_shown = view.position();
    m_last.reset();
    m_end.reset();
    m_ply = view.ply();
    m_gameNumber = m_client.game();
    m_moveText.clear();
    m_log.clear();
    m_sightings = {};
    refresh();
    emit gameChanged();
    emit shownChanged();
}

void RoomWatch::onAnnounced(const Announcement& a, const Position& before) {
    // Shown when its turn comes on the board: the position after it is kept now (more moves
    // may come in while this one plays).
    const Position after = m_client.view()->position();
    // Moves that come in a burst are a backlog (a spectator arriving in a running game, or
    // back after a drop, is sent every move at once): the board catches up at once and only
    // the latest move is played out. Players' moves never come milliseconds apart.
    const bool burst = m_sinceMove.isValid() && m_sinceMove.elapsed() < kBurstMs;
    m_sinceMove.start();
    if (burst && m_motion.busy()) {
        m_catchingUp = true;
        m_motion.skip();
        m_catchingUp = false;
    }
    m_motion.play(
        motionOf(a, before), [this, a, before, after] { showMove(a, before, after); }, nullptr);
}

void RoomWatch::showMove(const Announcement& a, const Position& before, const Position& after) {
    if (a.revealCount > 0) {
        m_sightings.note(a);
        m_flash = true;
        m_flashTimer.start();
    }
    noteFallen(a, before);
    m_shown = after;
    m_last = a.move;
    m_ply = a.ply;
    m_moveText = describe(a, before);
    if (a.outcome != CombatOutcome::None || a.move.isStrike()) m_log.prepend(m_moveText);
    cue(a, before);
    if (!m_catchingUp) m_sounds.moveAnnounced(a, viewer());
    refresh();
    emit shownChanged();
}

void RoomWatch::onEnded(const EndEvent& end) {
    // After the last move has been seen: every piece turns over, then the result.
    const Position revealed = m_client.view()->position();
    Motion::Event reveal;
    reveal.kind = Motion::Kind::Reveal;
    reveal.reveals = true;
    m_motion.play(
        reveal,
        [this, revealed, end] {
            m_flashTimer.stop();
            m_flash = false;
            m_shown = revealed;
            m_end = GameEnd{end.status, end.reason};
            // Nobody here won or lost: a decided game ends with the winner's sound.
            m_sounds.gameEnded(end.status == GameStatus::Draw ? Drawn : Won);
            refresh();
            emit shownChanged();
        },
        nullptr);
}

void RoomWatch::onFailed(const QString& code, const QString& message) {
    m_question = {};
    const auto& refusal = m_client.certificateRefusal();
    if (refusal.isSet() && code == refusal.code) {
        // The players' words; a certificate the player may trust says how to go on.
        if (!refusal.fingerprint.isEmpty() && refusal.code != QLatin1String("bad_certificate"))
            m_question = refusal;
        m_error = certificateRefusalText(refusal);
        if (m_question.isSet())
            m_error += QLatin1Char(' ') +
                       tr("指紋がサーバーの管理者から聞いたものと同じなら、信頼して観戦できます。");
    } else if (code == QLatin1String("no_such_room"))
        m_error = tr("観戦する部屋が見つかりません。部屋がもう閉じたか、リンクが違います。");
    else if (code == QLatin1String("lost"))
        m_error = tr("接続が切れている間に部屋が閉じました。");
    else if (code == QLatin1String("app_gone"))
        m_error = tr("部屋を作った人のアプリが終了したため、部屋はなくなりました。");
    else if (code == QLatin1String("too_many_watchers"))
        m_error = tr("この部屋は観戦する人でいっぱいです。しばらくしてからもう一度どうぞ。");
    else if (code == QLatin1String("unreachable") && m_client.address().secure)
        //: %1 is the room server's host and port (rooms.example.org:443)
        m_error = tr("対戦サーバー（%1）に接続できません。リンクのアドレスを確かめるか、"
                     "しばらくしてからもう一度どうぞ。")
                      .arg(m_where);
    else if (code == QLatin1String("unreachable"))
        //: %1 is the room's host and port (192.168.1.20:47800)
        m_error = tr("部屋の PC（%1）に接続できません。リンクのアドレスと、その PC "
                     "が同じネットワークにあるか確かめてください。")
                      .arg(m_where);
    // The server's own words are English: the detail line (errorDetail), not the sentence.
    else if (code == QLatin1String("unsupported_protocol") || code == QLatin1String("not_hello"))
        m_error = tr("部屋のアプリと版が合いません。アプリを最新版に更新してください。");
    else if (code == QLatin1String("unknown_rules"))
        m_error = tr("この部屋のルールはこの版のアプリでは観戦できません。アプリを最新版に更新して"
                     "ください。");
    else if (code == QLatin1String("protocol"))
        m_error = tr("サーバーから対局に合わないデータが届いたため、観戦を続けられません。");
    else
        m_error = ProblemWords::server(code);
    m_errorDetail = message.isEmpty()
                        ? QString()
                        : ProblemWords::detail(QStringLiteral("%1: %2").arg(code, message));
    setConnection(Connection::Failed);
    emit connectionChanged(); // a second failure in a row has other words
}

QString RoomWatch::status() const {
    switch (m_connection) {
    case Connection::Idle: return {};
    case Connection::Connecting: return tr("部屋に接続しています…");
    //: The spectator's connection to the room is up
    case Connection::Watching: return tr("接続中");
    case Connection::Reconnecting: return tr("接続が切れました。再接続しています…");
    case Connection::Closed:
        if (m_closingReason == QLatin1String("left"))
            return tr("部屋が閉じました（部屋を作った人が部屋を出ました）。");
        if (m_closingReason == QLatin1String("expired"))
            return tr("部屋が閉じました（部屋の期限が切れました）。");
        if (m_closingReason == QLatin1String("idle"))
            return tr("部屋が閉じました（対局する人がいなくなりました）。");
        return tr("部屋が閉じました。");
    case Connection::Failed: return m_error;
    }
    return {};
}

QString RoomWatch::rulesText() const {
    if (m_client.ruleCode().isEmpty()) return {};
    return describeRules(m_client.rules());
}

QString RoomWatch::turnText() const {
    if (!m_shown) {
        if (m_connection == Connection::Watching)
            return tr("対局が始まるのを待っています。始まるとここに映ります。");
        return {};
    }
    if (m_end) return tr("対局は終わりました。すべての駒を表にしています。");
    const bool first = m_shown->sideToMove() == Side::First;
    //: %1 is the number of the move to be played (1 for the first)
    return (first ? tr("先手の番です（%1 手目）") : tr("後手の番です（%1 手目）")).arg(m_ply + 1);
}

QString RoomWatch::resultText() const {
    if (!m_end) return {};
    const QString result = m_end->status == GameStatus::FirstWon    ? tr("先手の勝ち")
                           : m_end->status == GameStatus::SecondWon ? tr("後手の勝ち")
                                                                    : tr("引き分け");
    const QString reason = MoveWords::endReasonText(m_end->reason);
    //: %1 is the result (The first player won), %2 why the game ended, %3 the number of moves
    return reason.isEmpty() ? result : tr("%1（%2）・%3 手").arg(result, reason).arg(m_ply);
}

void RoomWatch::refresh() {
    if (!m_shown) return;
    // The types the public position holds (the 元帥; all of them at the end) and the pieces
    // open judgement showed to both, which stay face up.
    m_pieces.show(*m_shown, viewer(), false, &m_sightings, m_flash, true, nullptr);
    showSquares(squareStates(*m_shown, false, m_last), m_last);
}

QString RoomWatch::describe(const Announcement& a, const Position& before) const {
    const MoveWords words(rules());
    const QString line = words.publicLine(before, a);
    return line.isEmpty() ? words.heading(a) : words.heading(a) + QLatin1Char('\n') + line;
}

} // namespace gunjin::ui
