// 続きから for a game with a friend: the seat its journal keeps is taken back in its room.
#include "lan_lobby.h"

namespace gunjin::ui {

bool LanLobby::resumeGame(const QString& path) {
    if (m_state != State::Idle) return false;
    reset();
    loadTrust();
    m_probe.cancel();
    QString error, detail;
    auto game = readUnfinished(path, error, &detail);
    const auto address = game && game->journal.seat ? net::parseRoomUrl(game->journal.seat->room)
                                                    : std::optional<net::RoomAddress>();
    if (!game || game->journal.header.mode != GameMode::Lan || !address || address->watching()) {
        m_error = error.isEmpty() ? tr("この棋譜は続けられません。") : error;
        m_errorDetail = detail;
        m_errorDetailFor = m_error;
        emit changed();
        return false;
    }
    m_error.clear();
    m_roomUrl = QString::fromStdString(net::roomUrl(*address));
    m_roomRuleCode = QString::fromStdString(game->journal.header.rules);
    m_opponentJoined = true; // the game was on: the friend was there
    m_attempt = Retry::Resume;
    m_retryUrl = path;
    const JournalSeat seat = *game->journal.seat;
    m_resuming = std::move(game);
    emit resumeStarted();
    m_client.resume(*address, seat.token, m_roomRuleCode, seat.seq, seat.inApp);
    emit changed();
    return true;
}

void LanLobby::resumeSeated() {
    // The seat of a game this app had stopped in: the game goes on from its journal.
    const UnfinishedGame game = std::move(*std::exchange(m_resuming, std::nullopt));
    emit changed();
    if (m_game && !m_game->resumeOnlineGame(&m_client, game)) leave();
}

void LanLobby::resumeFailed(const QString& code, const QString& message) {
    // The seat could not be taken back. Its room gone, the game is over for good: kept
    // in 棋譜 as 中断. A server that did not answer may yet: 続きから stays.
    const UnfinishedGame game = std::move(*std::exchange(m_resuming, std::nullopt));
    const bool gone = code == QLatin1String("lost") || code == QLatin1String("app_gone");
    if (gone)
        markStopped(game.path, qint64(game.journal.completeBytes),
                    code == QLatin1String("lost") ? StopReason::RoomGone : StopReason::AppGone);
    const net::CertificateRefusal& refusal = m_client.certificateRefusal();
    const bool certificate = refusal.isSet() && code == refusal.code;
    m_error = code == QLatin1String("lost")
                  ? tr("部屋に戻れませんでした。部屋はもうありません"
                       "（相手が部屋を出たか、誰もいないまま 30 分たちました）。")
                  : errorText(code, certificate ? &refusal : nullptr);
    if (gone) m_error += tr("対局は中断として棋譜に残しました。");
    setErrorDetail(code, message);
    if (certificate) ask(refusal, Retry::Resume, game.path);
    if (m_game) m_game->checkRecords();
    emit changed();
}

} // namespace gunjin::ui
