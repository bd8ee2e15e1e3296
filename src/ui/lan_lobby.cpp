#include "lan_lobby.h"

#include "rule_names.h"
#include "settings_file.h"
#include "trusted_certificates.h"

#include "core/rules.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHostAddress>
#include <QSysInfo>

#include <algorithm>

namespace gunjin::ui {

namespace {} // namespace

LanLobby::LanLobby(QObject* parent) : QObject(parent) {
    m_leftServerStop.setSingleShot(true);
    connect(&m_leftServerStop, &QTimer::timeout, this, [this] { m_leftServer.reset(); });
    m_selfAwayTimer.setSingleShot(true);
    connect(&m_selfAwayTimer, &QTimer::timeout, this, [this] {
        m_selfAway = true;
        emit changed();
    });
    connect(&m_client, &net::RoomClient::stateChanged, this, &LanLobby::onStateChanged);
    connect(&m_client, &net::RoomClient::seated, this, &LanLobby::onSeated);
    connect(&m_client, &net::RoomClient::failed, this, &LanLobby::onFailed);
    connect(&m_finder, &RoomFinder::roomsChanged, this, &LanLobby::foundRoomsChanged);
    connect(&m_client, &net::RoomClient::rulesChanged, this, [this](const QString& code) {
        m_roomRuleCode = code;
        emit changed();
    });
    connect(&m_probe, &net::RoomProbe::answered, this,
            [this](const QString& url, const QString& code, bool open) {
                if (url != m_lookupUrl || m_state != State::Idle) return;
                const QString canonical = canonicalRuleCode(code);
                m_roomRuleCode = canonical.isEmpty() ? code : canonical;
                //: %1 is the room's rule code
                if (canonical.isEmpty())
                    m_error = tr("この部屋のルール（%1）はこの版のアプリでは遊べません。"
                                 "アプリを最新版に更新してください。")
                                  .arg(code);
                else if (!open)
                    m_error = tr("その部屋にはもう 2 人そろっています。");
                else
                    m_error.clear();
                emit changed();
            });
    connect(&m_probe, &net::RoomProbe::failed, this,
            [this](const QString& url, const QString& code, const QString& message) {
                if (url != m_lookupUrl || m_state != State::Idle) return;
                const net::CertificateRefusal& refusal = m_probe.certificateRefusal();
                const bool certificate = refusal.isSet() && code == refusal.code;
                m_error = errorText(code, message, certificate ? &refusal : nullptr);
                if (certificate) ask(refusal, Retry::LookUp, url);
                emit changed();
            });
    connect(&m_client, &net::RoomClient::opponentJoined, this, [this] {
        m_beacon.stop(); // the room is full: stop announcing it
        m_opponentJoined = true;
        m_opponentConnected = true;
        m_opponentLeft = false;
        emit changed();
    });
    connect(&m_client, &net::RoomClient::opponentLeft, this, [this] {
        // Our room waits for another friend at the same link: announce it again.
        m_opponentJoined = false;
        m_opponentReady = false;
        m_opponentConnected = true;
        m_opponentAway = false;
        m_wantsRematch = false;
        m_opponentLeft = true;
        announceRoom();
        emit changed();
    });
    connect(&m_client, &net::RoomClient::opponentReady, this, [this](bool ready) {
        m_opponentJoined = true;
        m_opponentReady = ready;
        emit changed();
    });
    connect(&m_client, &net::RoomClient::opponentConnection, this,
            [this](bool connected, bool away) {
                m_opponentConnected = connected;
                m_opponentAway = !connected && away;
                emit changed();
            });
    connect(&m_client, &net::RoomClient::opponentRematch, this, [this] {
        m_wantsRematch = true;
        emit changed();
        emit rematchRequested();
    });
    connect(&m_client, &net::RoomClient::newGame, this, [this] {
        m_wantsRematch = false;
        m_opponentReady = false;
        emit changed();
    });
    connect(&m_client, &net::RoomClient::started, this, [this] {
        m_opponentReady = false; // the next game asks again
        emit changed();
    });
    connect(&m_client, &net::RoomClient::watchersChanged, this, &LanLobby::changed);
    connect(&m_client, &net::RoomClient::roomClosing, this, [this](const QString& reason) {
        m_roomOpen = false;
        m_closingReason = reason;
        emit changed();
    });
}

LanLobby::~LanLobby() {
    if (m_game) m_game->leaveOnline();
}

void LanLobby::setServer(const QString& text) {
    if (text == m_serverText) return;
    m_serverText = text;
    const auto parsed = net::parseServerAddress(text.toStdString());
    m_serverAddress.reset();
    if (const auto* address = std::get_if<net::ServerAddress>(&parsed)) m_serverAddress = *address;
    emit serverChanged();
}

void LanLobby::setSettingsFile(const QString& file) {
    if (file == m_settingsFile) return;
    m_settingsFile = file;
    loadTrust();
    emit changed();
}

void LanLobby::loadTrust() {
    // Read again before each way in: the list is kept across launches, and 観戦 adds to it.
    const auto trusted = loadTrustedCertificates(m_settingsFile);
    m_client.setTrustedCertificates(trusted);
    m_probe.setTrustedCertificates(trusted);
}

void LanLobby::ask(const net::CertificateRefusal& refusal, Retry retry, const QString& url) {
    // A certificate that no fingerprint may stand in for (bad_certificate) is only refused.
    if (refusal.code != QLatin1String("untrusted_certificate") &&
        refusal.code != QLatin1String("certificate_changed"))
        return;
    if (refusal.fingerprint.isEmpty()) return;
    // The look-up of a typed address and 参加する may both meet the same certificate: trusting
    // it does what the player pressed, not only the look-up.
    const bool asked = m_question.isSet() && m_question.hostPort == refusal.hostPort &&
                       m_question.fingerprint == refusal.fingerprint;
    if (asked && retry == Retry::LookUp && m_retry != Retry::None) return;
    m_question = refusal;
    m_retry = retry;
    m_retryUrl = url;
    emit changed();
    if (!asked) emit certificateQuestionRaised();
}

void LanLobby::trustCertificate() {
    if (!m_question.isSet()) return;
    const auto trusted =
        ui::trustCertificate(m_settingsFile, m_question.hostPort, m_question.fingerprint);
    m_client.setTrustedCertificates(trusted);
    m_probe.setTrustedCertificates(trusted);
    m_question = {};
    const Retry retry = std::exchange(m_retry, Retry::None);
    const QString url = std::exchange(m_retryUrl, QString());
    m_error.clear();
    emit changed();
    if (m_state != State::Idle) return; // in a room: the next reconnection takes it
    switch (retry) {
    case Retry::None: break;
    case Retry::Host: host(); break;
    case Retry::Join: join(url); break;
    case Retry::LookUp:
        m_lookupUrl.clear(); // asked again, not taken for the question in flight
        lookUp(url);
        break;
    case Retry::Resume: resumeGame(url); break;
    }
}

void LanLobby::declineCertificate() {
    if (!m_question.isSet()) return;
    m_question = {};
    m_retry = Retry::None;
    m_retryUrl.clear();
    emit changed();
}

void LanLobby::setGame(GameSession* game) {
    if (game == m_game) return;
    if (m_game) m_game->disconnect(this);
    m_game = game;
    if (m_game)
        connect(m_game, &GameSession::roomResumeRequested, this,
                [this](const QString& path) { resumeGame(path); });
    emit gameChanged();
}

bool LanLobby::resumeGame(const QString& path) {
    if (m_state != State::Idle) return false;
    reset();
    loadTrust();
    m_probe.cancel();
    QString error;
    auto game = readUnfinished(path, error);
    const auto address = game && game->journal.seat ? net::parseRoomUrl(game->journal.seat->room)
                                                    : std::optional<net::RoomAddress>();
    if (!game || game->journal.header.mode != GameMode::Lan || !address || address->watching()) {
        m_error = error.isEmpty() ? tr("この棋譜は続けられません。") : error;
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

QVariantList LanLobby::foundRooms() const {
    QVariantList rooms = m_finder.rooms();
    for (QVariant& room : rooms) {
        QVariantMap map = room.toMap();
        map.insert(QStringLiteral("rulesText"),
                   describeRules(map.value(QStringLiteral("rules")).toString()));
        room = map;
    }
    return rooms;
}

void LanLobby::setRuleCode(const QString& code) {
    if (code == m_ruleCode) return;
    m_ruleCode = code;
    emit ruleCodeChanged();
}

QString LanLobby::canonicalRuleCode(const QString& code) const {
    const auto rules = RuleSet::fromCode(code.toStdString());
    return rules ? QString::fromStdString(rules->code()) : QString();
}

QString LanLobby::describeRules(const QString& code) {
    if (code.isEmpty()) return tr("ルール不明");
    const auto rules = RuleSet::fromCode(code.toStdString());
    if (!rules) return tr("この版では遊べないルール");
    return ui::describeRules(*rules);
}

void LanLobby::startSearching() {
    m_finder.start(quint16(m_beaconPort));
}

void LanLobby::stopSearching() {
    m_finder.stop();
}

void LanLobby::reset() {
    m_beacon.stop();
    m_opponentJoined = false;
    m_opponentReady = false;
    m_opponentConnected = true;
    m_opponentAway = false;
    m_selfAway = false;
    m_wantsRematch = false;
    m_roomOpen = true;
    m_opponentLeft = false;
    m_closingReason.clear();
    m_selfAwayTimer.stop();
}

QVariantList LanLobby::hostAddresses() const {
    if (!m_server) return {}; // a room on a server has its server's address
    QVariantList list;
    for (const LanAddress& a : m_hostAddresses)
        list << QVariantMap{
            {QStringLiteral("address"), a.address},
            {QStringLiteral("text"),
             a.interfaceName.isEmpty()
                 ? a.address
                 : //: An address of this PC: %1 is the address, %2 its network interface's name
                 tr("%1（%2）").arg(a.address, a.interfaceName)}};
    return list;
}

void LanLobby::setHostAddress(const QString& address) {
    if (address == m_hostAddress) return;
    const bool offered = std::any_of(m_hostAddresses.begin(), m_hostAddresses.end(),
                                     [&](const LanAddress& a) { return a.address == address; });
    if (!offered) return;
    m_hostAddress = address;
    updateRoomUrl();
    if (m_state == State::InRoom && !m_opponentJoined) announceRoom();
    emit changed();
}

void LanLobby::updateRoomUrl() {
    if (m_client.address().room.empty()) return;
    const net::RoomAddress address = m_client.address();
    if (m_createdOnServer) {
        // The server's own address, as the player set it: reachable from anywhere.
        m_roomUrl = QString::fromStdString(net::roomUrl(address));
        return;
    }
    if (!m_server) return;
    net::RoomAddress link;
    link.host = m_hostAddress.toStdString();
    link.port = address.port;
    link.room = address.room;
    m_roomUrl = QString::fromStdString(net::roomUrl(link));
}

void LanLobby::announceRoom() {
    if (!m_server || m_roomUrl.isEmpty()) return;
    // Sent where the chosen address's network hears it: the limited broadcast may leave by
    // another interface on a PC with several.
    QHostAddress target(m_beaconTarget);
    if (m_beaconTarget == QLatin1String("255.255.255.255"))
        for (const LanAddress& a : m_hostAddresses)
            if (a.address == m_hostAddress && !a.broadcast.isEmpty())
                target = QHostAddress(a.broadcast);
    m_beacon.announce(m_roomUrl, QSysInfo::machineHostName(), m_client.ruleCode(), target,
                      quint16(m_beaconPort));
}

void LanLobby::host() {
    if (m_state != State::Idle) return;
    loadTrust();
    const auto rules = RuleSet::fromCode(m_ruleCode.toStdString());
    if (!rules) {
        //: %1 is the rule code, %2 why it is wrong
        m_error = tr("ルールの指定が正しくありません（%1: %2）。")
                      .arg(m_ruleCode, QString::fromStdString(rules.error()));
        emit changed();
        return;
    }
    m_error.clear();
    reset();
    m_leftServer.reset(); // frees the usual port
    m_roomRuleCode = QString::fromStdString(rules->code());
    m_roomUrl.clear();
    if (m_serverAddress) {
        // The room server referees; nothing runs in the app.
        m_createdOnServer = true;
        m_attempt = Retry::Host;
        m_client.create(*m_serverAddress, m_roomRuleCode);
        emit changed();
        return;
    }
    net::ServerOptions options;
    options.bindAddress = m_bindAddress.toStdString();
    options.port = std::uint16_t(m_port);
    options.name = "gunjin-desktop";
    options.limits.awayMs = m_awayMs;
    m_server = std::make_unique<net::RoomServer>(options);
    auto started = m_server->start();
    if (std::holds_alternative<std::string>(started) && m_port != 0) {
        // The usual port is taken (another copy hosts already): any free port will do.
        options.port = 0;
        m_server = std::make_unique<net::RoomServer>(options);
        started = m_server->start();
    }
    if (const auto* problem = std::get_if<std::string>(&started)) {
        m_server.reset();
        //: %1 is why (the system's message)
        m_error = tr("部屋を作れませんでした（%1）。").arg(QString::fromStdString(*problem));
        emit changed();
        return;
    }
    const quint16 port = std::get<std::uint16_t>(started);
    const bool anyAddress = m_bindAddress == QLatin1String("0.0.0.0");
    // The addresses a friend may reach the room at: a server bound to one is reached there.
    m_hostAddresses.clear();
    if (!m_testAddresses.isEmpty())
        for (const QString& a : m_testAddresses) m_hostAddresses.append({a, {}, {}});
    else if (anyAddress)
        m_hostAddresses = lanAddresses();
    else
        m_hostAddresses.append({m_bindAddress, {}, {}});
    if (m_hostAddresses.isEmpty()) m_hostAddresses.append({QStringLiteral("127.0.0.1"), {}, {}});
    m_hostAddress = m_hostAddresses.front().address;
    m_roomUrl.clear();
    m_attempt = Retry::Host;
    m_client.create(anyAddress ? QStringLiteral("127.0.0.1") : m_bindAddress, port, m_roomRuleCode);
    m_client.setRoomHeldHere(true); // it ends with this app: its games are not offered again
    emit changed();
}

bool LanLobby::join(const QString& url) {
    if (m_state != State::Idle) return false;
    reset();
    loadTrust();
    const auto address = net::parseRoomUrl(url.toStdString());
    if (!address) {
        m_error = tr("部屋のアドレスではありません。gunjin://… か gunjins://… "
                     "の形で、相手の画面の表示どおりに入力してください。");
        emit changed();
        return false;
    }
    if (address->watching()) { // a watch link: 観戦, not a seat
        m_error.clear();
        emit changed();
        emit watchRequested(QString::fromStdString(net::roomUrl(*address)));
        return true;
    }
    m_error.clear();
    m_probe.cancel();
    m_roomUrl = QString::fromStdString(net::roomUrl(*address));
    // What lookUp learnt of this room stands until the seat names the rules.
    if (m_roomUrl != m_lookupUrl) m_roomRuleCode.clear();
    m_opponentJoined = true; // the room's creator is there
    m_attempt = Retry::Join;
    m_client.join(*address);
    emit changed();
    return true;
}

bool LanLobby::lookUp(const QString& url) {
    if (m_state != State::Idle) return false;
    loadTrust();
    const auto address = net::parseRoomUrl(url.toStdString());
    const QString normal = address ? QString::fromStdString(net::roomUrl(*address)) : QString();
    if (normal == m_lookupUrl && m_probe.busy()) return true; // being asked
    m_probe.cancel();
    m_lookupUrl = normal;
    m_roomRuleCode.clear();
    // Text that is no address leaves what 参加する said of it (a look-up that comes after the
    // press must not wipe the reason out).
    if (address) m_error.clear();
    if (address && !address->watching()) m_probe.ask(*address); // a watch link has no room_info
    emit changed();
    return address.has_value();
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

bool LanLobby::joinLink(const QString& link) {
    if (m_state != State::Idle) return false;
    if (const QString problem = linkProblem(link); !problem.isEmpty()) {
        reset();
        m_error = problem;
        emit changed();
        return false;
    }
    return join(link);
}

void LanLobby::copyUrl() const {
    if (auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        app->clipboard()->setText(m_roomUrl);
}

QString LanLobby::watchLink() const {
    if (m_state == State::Idle || !m_roomOpen || m_client.watchToken().empty()) return {};
    // Where the room is reached, as the room's own link says (this PC's chosen LAN address
    // when hosting), with the watch token instead of the room's code.
    net::RoomAddress address = m_client.address();
    if (m_server && !m_hostAddress.isEmpty()) address.host = m_hostAddress.toStdString();
    address.room.clear();
    address.watch = m_client.watchToken();
    return QString::fromStdString(net::roomUrl(address));
}

void LanLobby::copyWatchLink() const {
    if (auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        app->clipboard()->setText(watchLink());
}

void LanLobby::leave() {
    // A game still running is resigned by the leave (the client reads its end).
    if (m_game) m_game->leaveOnline(m_client.gameRunning());
    m_createdOnServer = false;
    // Set aside before the client leaves: its state change to Idle would otherwise stop the
    // server at once, and the friend would see a dropped connection instead of our leave.
    if (m_server) {
        m_leftServer = std::move(m_server); // one left before stops now
        m_leftServerStop.start(500);
    }
    m_client.leave();
    reset();
    m_probe.cancel();
    m_roomUrl.clear();
    m_hostAddresses.clear();
    m_hostAddress.clear();
    m_roomRuleCode.clear();
    m_lookupUrl.clear();
    m_state = State::Idle;
    emit changed();
}

void LanLobby::onStateChanged(net::RoomClient::State s) {
    switch (s) {
    case net::RoomClient::State::Idle: m_state = State::Idle; break;
    case net::RoomClient::State::Connecting: m_state = State::Connecting; break;
    case net::RoomClient::State::Seated:
        m_state = State::InRoom;
        m_selfAwayTimer.stop();
        m_selfAway = false;
        break;
    case net::RoomClient::State::Reconnecting:
        m_state = State::Reconnecting;
        if (!m_selfAwayTimer.isActive()) m_selfAwayTimer.start(m_awayMs);
        break;
    case net::RoomClient::State::Closed:
        // Still in the room as the player sees it, which says why it closed (roomOpen false):
        // nothing is retried, and the way out is 部屋を出る or the CPU.
        m_state = State::InRoom;
        m_selfAwayTimer.stop();
        m_selfAway = false;
        break;
    }
    if (m_state == State::Idle && m_server) {
        m_server->stop();
        m_server.reset();
    }
    if (m_state == State::Idle) m_createdOnServer = false;
    emit changed();
}

void LanLobby::onSeated(bool first, bool resumed) {
    if (m_resuming) {
        // The seat of a game this app had stopped in: the game goes on from its journal.
        const UnfinishedGame game = std::move(*std::exchange(m_resuming, std::nullopt));
        if (m_createdOnServer) updateRoomUrl();
        emit changed();
        if (m_game && !m_game->resumeOnlineGame(&m_client, game)) leave();
        return;
    }
    if (m_createdOnServer) updateRoomUrl();
    if (m_server) {
        // The host's own connection is local; the others reach it through the LAN address.
        updateRoomUrl();
        if (!resumed && !m_opponentJoined) announceRoom();
    }
    emit changed();
    if (!resumed && m_game) m_game->startOnlineGame(&m_client, first, m_client.rules());
}

QString LanLobby::errorText(const QString& code, const QString& message,
                            const net::CertificateRefusal* refusal) const {
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
    if (code == QLatin1String("unsupported_protocol") || code == QLatin1String("not_hello"))
        // The server's own words say which version it speaks; both apps must be the same one.
        //: %1 is the server's own message (in English)
        return tr("相手のアプリと版が合いません。両方のアプリを最新版に更新してください。"
                  "（サーバーの説明: %1）")
            .arg(message);
    if (code == QLatin1String("unknown_rules"))
        //: %1 is the server's message
        return tr("この部屋のルールはこの版のアプリでは遊べません。アプリを最新版に更新してください"
                  "。"
                  "（%1）")
            .arg(message);
    if (code == QLatin1String("bad_rules"))
        //: %1 is the server's message
        return tr("サーバーがこのルールを受け付けませんでした（%1）。").arg(message);
    if (code == QLatin1String("server_busy"))
        return tr("サーバーが混み合っています。しばらくしてからもう一度どうぞ。");
    //: %1 is the error's code, %2 its message
    return tr("通信エラー（%1: %2）").arg(code, message);
}

void LanLobby::onFailed(const QString& code, const QString& message) {
    if (code == QLatin1String("illegal_move") || code == QLatin1String("not_your_turn"))
        return; // the controller says it
    if (m_resuming && m_client.state() == net::RoomClient::State::Idle) {
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
                      : errorText(code, message, certificate ? &refusal : nullptr);
        if (gone) m_error += tr("対局は中断として棋譜に残しました。");
        if (certificate) ask(refusal, Retry::Resume, game.path);
        if (m_game) m_game->checkRecords();
        emit changed();
        return;
    }
    // The game cannot go on: offer the CPU.
    if (code == QLatin1String("lost") || code == QLatin1String("app_gone")) m_selfAway = true;
    const net::CertificateRefusal& refusal = m_client.certificateRefusal();
    const bool certificate = refusal.isSet() && code == refusal.code;
    m_error = errorText(code, message, certificate ? &refusal : nullptr);
    // The table wrote the stopped line of the game that was on (RemoteTable).
    if ((code == QLatin1String("lost") || code == QLatin1String("app_gone")) && m_game &&
        m_game->phase() == GameSession::Phase::Play) {
        m_error += tr("対局は中断として棋譜に残しました。");
        m_game->narrator()->say(m_error); // where the game's messages are read
    }
    // Refused on the way in: trusting the certificate does it again. In a room the client
    // keeps trying and takes the trusted certificate at its next attempt.
    if (certificate) {
        if (m_state == State::Idle)
            ask(refusal, m_attempt, m_roomUrl);
        else
            ask(refusal, Retry::None, {});
    }
    emit changed();
}

} // namespace gunjin::ui
