// What the lobby says: its status in a room, the rules in words, what is wrong with a link,
// and each error in the player's words.
#include "lan_lobby.h"

#include "problem_words.h"
#include "rule_names.h"
#include "trusted_certificates.h"

#include "core/rules.h"

namespace gunjin::ui {

QString LanLobby::status() const {
    switch (m_state) {
    case State::Idle: return {};
    case State::Connecting: return tr("接続しています…");
    case State::Reconnecting: return tr("接続が切れました。つなぎ直しています…");
    case State::InRoom: break;
    }
    if (!m_roomOpen) {
        if (m_closingReason == QLatin1String("left")) return tr("相手が部屋を出ました。");
        return tr("部屋の期限（作ってから 24 時間）が切れました。");
    }
    if (!m_opponentJoined)
        return m_opponentLeft
                   ? tr("相手が部屋を出ました。下のリンクで別の相手を招待できます。")
                   : tr("相手の参加を待っています。下のアドレスを相手に伝えてください。");
    if (!m_opponentConnected)
        return m_opponentAway ? tr("相手の接続が 2 分以上切れています。")
                              : tr("相手の接続が切れました。戻るのを待っています…");
    if (m_wantsRematch) return tr("相手はもう一局を希望しています。");
    if (m_opponentReady) return tr("相手は並べ終わりました。");
    return tr("相手が部屋にいます。");
}

QStringList LanLobby::statusTexts() const {
    return {tr("接続が切れました。つなぎ直しています…"),
            tr("相手が部屋を出ました。"),
            tr("部屋の期限（作ってから 24 時間）が切れました。"),
            tr("相手が部屋を出ました。下のリンクで別の相手を招待できます。"),
            tr("相手の参加を待っています。下のアドレスを相手に伝えてください。"),
            tr("相手の接続が 2 分以上切れています。"),
            tr("相手の接続が切れました。戻るのを待っています…"),
            tr("相手はもう一局を希望しています。"),
            tr("相手は並べ終わりました。"),
            tr("相手が部屋にいます。")};
}

QString LanLobby::describeRules(const QString& code) {
    if (code.isEmpty()) return tr("ルール不明");
    const auto rules = RuleSet::fromCode(code.toStdString());
    if (!rules) return tr("この版では遊べないルール");
    return ui::describeRules(*rules);
}

QString LanLobby::linkProblem(const QString& link) const {
    const auto parsed = net::parseRoomLink(link.toStdString());
    const auto* problem = std::get_if<net::RoomLinkProblem>(&parsed);
    if (!problem) return {};
    // The link as given, shortened: it may be anything a web page passed on.
    QString shown = link.trimmed().left(80);
    if (shown.size() < link.trimmed().size()) shown += QStringLiteral("…");
    switch (*problem) {
    case net::RoomLinkProblem::NotGunjin:
        //: %1 is the link as given (at most 80 characters)
        return tr("「%1」は部屋のリンクではありません。部屋のリンクは gunjin:// か gunjins:// で"
                  "始まります。")
            .arg(shown);
    case net::RoomLinkProblem::NoHost:
        //: %1 is the link as given (at most 80 characters)
        return tr("部屋のリンク「%1」に相手の PC のアドレスがありません。").arg(shown);
    case net::RoomLinkProblem::BadHost:
        //: %1 is the link as given (at most 80 characters)
        return tr("部屋のリンク「%1」の PC のアドレスが正しくありません。").arg(shown);
    case net::RoomLinkProblem::NoPort:
        //: %1 is the link as given (at most 80 characters)
        return tr("部屋のリンク「%1」にポート番号がありません"
                  "（gunjin://アドレス:ポート/部屋 の形です）。")
            .arg(shown);
    case net::RoomLinkProblem::BadPort:
        //: %1 is the link as given (at most 80 characters)
        return tr("部屋のリンク「%1」のポート番号が正しくありません（1〜65535 の数です）。")
            .arg(shown);
    case net::RoomLinkProblem::NoRoom:
        //: %1 is the link as given (at most 80 characters)
        return tr("部屋のリンク「%1」に部屋の名前がありません。").arg(shown);
    case net::RoomLinkProblem::BadRoom:
        //: %1 is the link as given (at most 80 characters)
        return tr("部屋のリンク「%1」の部屋の名前が正しくありません（英数字 10 文字です）。")
            .arg(shown);
    case net::RoomLinkProblem::TooLong: return tr("部屋のリンクが長すぎます。");
    case net::RoomLinkProblem::BadWatch:
        //: %1 is the link as given (at most 80 characters)
        return tr("観戦のリンク「%1」が正しくありません（watch/ の後は英数字 32 文字です）。")
            .arg(shown);
    }
    return {};
}

QString LanLobby::errorText(const QString& code, const net::CertificateRefusal* refusal) const {
    if (refusal) return certificateRefusalText(*refusal);
    if (code == QLatin1String("no_such_room"))
        return tr("その部屋は見つかりません。アドレスを確かめてください。");
    if (code == QLatin1String("room_full")) return tr("その部屋にはもう 2 人そろっています。");
    if (code == QLatin1String("unreachable") && m_attempt == Retry::Host && m_serverAddress)
        //: %1 is the room server's address
        return tr("対戦サーバー %1 に接続できません。アドレスとインターネットへの接続を"
                  "確かめてください。")
            .arg(QString::fromStdString(net::serverAddressText(*m_serverAddress)));
    if (code == QLatin1String("unreachable") &&
        (m_roomUrl.isEmpty() ? m_lookupUrl : m_roomUrl).startsWith(QLatin1String("gunjins://")))
        //: %1 is the room's link
        return tr("%1 に接続できません。リンクとインターネットへの接続を確かめてください。")
            .arg(m_roomUrl.isEmpty() ? m_lookupUrl : m_roomUrl);
    if (code == QLatin1String("unreachable")) {
        QString where = m_roomUrl.isEmpty() ? m_lookupUrl : m_roomUrl;
        //: Stands for %1 in “Cannot connect to %1” when no address is known
        if (where.isEmpty()) where = tr("サーバー");
        //: %1 is the room's address, or “the server” when there is none
        return tr("%1 "
                  "に接続できません。相手がアプリで部屋を作っているか、同じネットワークにいるか"
                  "確かめてください。")
            .arg(where);
    }
    if (code == QLatin1String("lost")) return tr("部屋に戻れませんでした。部屋はもうありません。");
    if (code == QLatin1String("app_gone"))
        return tr("相手のアプリが終了したため、その中にあった部屋はなくなりました。");
    if (code == QLatin1String("no_tls"))
        return tr("この PC では暗号化（TLS）の接続が使えないため、対戦サーバーに接続できません"
                  "（Qt の TLS プラグインか OpenSSL が見つかりません）。");
    // The server's own words (which version it speaks, what is wrong with the rules) are
    // English: they are the detail line (errorDetail), not part of the sentence.
    if (code == QLatin1String("unsupported_protocol") || code == QLatin1String("not_hello"))
        return tr("相手のアプリと版が合いません。両方のアプリを最新版に更新してください。");
    if (code == QLatin1String("unknown_rules"))
        return tr("この部屋のルールはこの版のアプリでは遊べません。アプリを最新版に更新してください"
                  "。");
    if (code == QLatin1String("server_busy"))
        return tr("サーバーが混み合っています。しばらくしてからもう一度どうぞ。");
    return ProblemWords::server(code);
}

void LanLobby::setErrorDetail(const QString& code, const QString& message) {
    m_errorDetail = message.isEmpty()
                        ? QString()
                        : ProblemWords::detail(QStringLiteral("%1: %2").arg(code, message));
    m_errorDetailFor = m_error;
}

QString LanLobby::errorDetail() const {
    // Set with the error it explains: a later error, or none, has no detail of its own.
    return m_error.isEmpty() || m_error != m_errorDetailFor ? QString() : m_errorDetail;
}

} // namespace gunjin::ui
