#include "lan_lobby.h"

#include "problem_words.h"
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
                m_error = errorText(code, certificate ? &refusal : nullptr);
                setErrorDetail(code, message);
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
        m_error = ProblemWords::ruleCode() + tr("部屋は作られていません。");
        setErrorDetail(m_ruleCode, QString::fromStdString(rules.error()));
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
    if (m_resuming) return resumeSeated();
    if (m_createdOnServer) updateRoomUrl();
    if (m_server) {
        // The host's own connection is local; the others reach it through the LAN address.
        updateRoomUrl();
        if (!resumed && !m_opponentJoined) announceRoom();
    }
    emit changed();
    if (!resumed && m_game) m_game->startOnlineGame(&m_client, first, m_client.rules());
}

void LanLobby::onFailed(const QString& code, const QString& message) {
    if (code == QLatin1String("illegal_move") || code == QLatin1String("not_your_turn"))
        return; // the controller says it
    if (m_resuming && m_client.state() == net::RoomClient::State::Idle)
        return resumeFailed(code, message);
    // The game cannot go on: offer the CPU.
    if (code == QLatin1String("lost") || code == QLatin1String("app_gone")) m_selfAway = true;
    const net::CertificateRefusal& refusal = m_client.certificateRefusal();
    const bool certificate = refusal.isSet() && code == refusal.code;
    m_error = errorText(code, certificate ? &refusal : nullptr);
    // The table wrote the stopped line of the game that was on (RemoteTable).
    const bool stopped = (code == QLatin1String("lost") || code == QLatin1String("app_gone")) &&
                         m_game && m_game->phase() == GameSession::Phase::Play;
    if (stopped) m_error += tr("対局は中断として棋譜に残しました。");
    setErrorDetail(code, message);
    if (stopped)
        m_game->narrator()->say(m_error, errorDetail()); // where the game's messages are read
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
