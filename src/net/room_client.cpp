#include "room_client.h"

#include "core/json_io.h"

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QUrl>

#include <algorithm>
#include <utility>

namespace gunjin::net {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

constexpr int kPingMs = 20'000; // well inside the server's 60 s idle limit

} // namespace

RoomClient::RoomClient(QObject* parent) : QObject(parent) {
    m_ping.setInterval(kPingMs);
    connect(&m_ping, &QTimer::timeout, this, [this] {
        if (m_greeted) send(Ping{});
    });
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &RoomClient::open);
}

RoomClient::~RoomClient() {
    resetSocket();
}

void RoomClient::setRetryDelays(int firstMs, int maxMs) {
    m_firstRetryMs = m_retryMs = firstMs;
    m_maxRetryMs = maxMs;
}

void RoomClient::create(const QString& host, quint16 port, const QString& ruleCode) {
    create(ServerAddress{host.toStdString(), port, false}, ruleCode);
}

void RoomClient::create(const ServerAddress& server, const QString& ruleCode) {
    m_createRules = ruleCode.toStdString();
    RoomAddress address;
    address.host = server.host;
    address.port = server.port;
    address.secure = server.secure;
    begin(address, true);
}

void RoomClient::join(const RoomAddress& address) {
    begin(address, false);
}

void RoomClient::begin(const RoomAddress& address, bool creating) {
    m_address = address;
    m_creating = creating;
    m_token.clear();
    m_lastSeq = 0;
    m_setup.reset();
    m_ready = false;
    m_pendingMove.reset();
    m_ruleCode.clear();
    m_rules = RuleSet::classic();
    m_refusal = {};
    m_watch.clear();
    m_watchers = 0;
    m_roomInApp = false;
    m_heldHere = false;
    m_gameRunning = false;
    m_refusedInRoom = 0;
    connectFirst();
}

void RoomClient::resume(const RoomAddress& address, const std::string& token,
                        const QString& ruleCode, std::uint64_t lastSeq, bool inApp) {
    Q_ASSERT(m_state == State::Idle && !token.empty());
    const auto rules = RuleSet::fromCode(ruleCode.toStdString());
    if (!rules) {
        emit failed(QStringLiteral("unknown_rules"),
                    QStringLiteral("the room plays \"%1\", which this app does not know (%2)")
                        .arg(ruleCode, qs(rules.error())));
        return;
    }
    m_address = address;
    m_creating = false;
    m_token = token;
    m_lastSeq = lastSeq;
    m_setup.reset();
    m_ready = false;
    m_pendingMove.reset();
    m_rules = *rules;
    m_ruleCode = qs(rules->code());
    m_refusal = {};
    m_watch.clear();
    m_watchers = 0;
    m_roomInApp = inApp;
    m_heldHere = false;
    m_gameRunning = true; // a seat is taken back for a game that had not ended
    m_refusedInRoom = 0;
    emit rulesChanged(m_ruleCode);
    connectFirst();
}

void RoomClient::connectFirst() {
    setState(State::Connecting);
    if (m_address.secure && !QSslSocket::supportsSsl()) {
        // QWebSocket would only report an error and never close: say it here.
        setState(State::Idle);
        emit failed(QStringLiteral("no_tls"),
                    QStringLiteral("TLS is not available (%1)").arg(QSslSocket::activeBackend()));
        return;
    }
    open();
}

void RoomClient::resetSocket() {
    m_ping.stop();
    m_greeted = false;
    if (!m_socket) return;
    m_socket->disconnect(this);
    m_socket->abort();
    m_socket->deleteLater();
    m_socket = nullptr;
}

void RoomClient::open() {
    resetSocket();
    if (m_state == State::Idle) return;
    m_refusedNow = false;
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(4 * kMaxFrameBytes);
    connect(m_socket, &QWebSocket::sslErrors, this, &RoomClient::onSslErrors);
    connect(m_socket, &QWebSocket::connected, this, &RoomClient::onConnected);
    connect(m_socket, &QWebSocket::disconnected, this, &RoomClient::onDisconnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &RoomClient::onText);
    m_socket->open(webSocketUrl(m_address));
}

void RoomClient::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void RoomClient::send(const ClientMessage& m) {
    if (m_socket && m_greeted) m_socket->sendTextMessage(qs(toJson(m, m_rules)));
}

void RoomClient::onConnected() {
    m_socket->sendTextMessage(qs(toJson(Hello{m_protocol, "gunjin-desktop"}, m_rules)));
    m_ping.start();
}

void RoomClient::onSslErrors(const QList<QSslError>& errors) {
    auto refusal = judgeCertificate(*m_socket, errors, hostPortOf(m_address), m_trusted);
    if (!refusal) return;
    // Said once in a room, not at every retry: the same refusal again is no news.
    m_refusedNow = m_state == State::Connecting || refusal->code != m_refusal.code ||
                   refusal->fingerprint != m_refusal.fingerprint;
    m_refusal = std::move(*refusal);
    // Not ignored: the handshake fails and the socket closes (onDisconnected).
}

void RoomClient::onDisconnected() {
    const bool refused = std::exchange(m_refusedNow, false);
    // Nothing listens at the address (the PC answered): a room inside an app is gone with it.
    const bool nobodyThere =
        m_socket && m_socket->error() == QAbstractSocket::ConnectionRefusedError;
    resetSocket();
    const auto appGone = [this] {
        m_token.clear();
        m_gameRunning = false;
        setState(State::Idle);
        emit failed(QStringLiteral("app_gone"),
                    QStringLiteral("nothing answers at %1:%2, where the room lived in an app")
                        .arg(qs(m_address.host))
                        .arg(m_address.port));
    };
    switch (m_state) {
    case State::Idle:
    case State::Closed: return;
    case State::Connecting:
        // Taking back a seat of a room that lived in an app (resume): that app has stopped.
        if (nobodyThere && m_roomInApp && !m_token.empty()) return appGone();
        setState(State::Idle);
        if (refused) return void(emit failed(m_refusal.code, m_refusal.description));
        emit failed(QStringLiteral("unreachable"), QStringLiteral("no server answered at %1:%2")
                                                       .arg(qs(m_address.host))
                                                       .arg(m_address.port));
        return;
    case State::Seated:
    case State::Reconnecting:
        // Twice in a row, so that a server caught between two listens is not taken for gone.
        m_refusedInRoom = nobodyThere ? m_refusedInRoom + 1 : 0;
        if (m_roomInApp && m_refusedInRoom >= 2) return appGone();
        // A refused certificate keeps the seat: trusting it lets the next attempt resume.
        setState(State::Reconnecting);
        scheduleRetry();
        if (refused) emit failed(m_refusal.code, m_refusal.description);
        return;
    }
}

void RoomClient::scheduleRetry() {
    m_retry.start(m_retryMs);
    m_retryMs = std::min(m_retryMs * 2, m_maxRetryMs);
}

void RoomClient::dropConnection() {
    if (m_socket) m_socket->abort();
}

void RoomClient::onText(const QString& text) {
    const auto parsed = parseServerMessage(text.toStdString());
    if (const auto* e = std::get_if<ProtocolError>(&parsed)) {
        emit failed(QStringLiteral("protocol"), qs(e->message));
        return;
    }
    const ServerMessage& message = std::get<ServerMessage>(parsed);
    if (const auto* welcome = std::get_if<Welcome>(&message)) {
        m_greeted = true;
        m_roomInApp = welcome->server == kAppServerName;
        if (!m_token.empty())
            send(Resume{m_address.room, m_token, m_lastSeq});
        else if (m_creating)
            send(CreateRoom{m_createRules});
        else
            send(JoinRoom{m_address.room});
        return;
    }
    if (const auto* seat = std::get_if<SeatGranted>(&message)) {
        const bool resumed = !seat->token;
        const auto rules = RuleSet::fromCode(seat->rules);
        if (!rules) {
            // A room of rules this app does not know (a newer app made it): give the seat up.
            const QString code = qs(seat->rules);
            if (seat->token) m_token = *seat->token;
            leave();
            emit failed(QStringLiteral("unknown_rules"),
                        QStringLiteral("the room plays \"%1\", which this app does not know (%2)")
                            .arg(code, qs(rules.error())));
            return;
        }
        if (!resumed || m_ruleCode.isEmpty()) {
            m_rules = *rules;
            m_ruleCode = qs(rules->code());
            emit rulesChanged(m_ruleCode);
        }
        if (seat->token) m_token = *seat->token;
        if (!seat->watch.empty()) m_watch = seat->watch;
        if (seat->watchers != m_watchers) emit watchersChanged(m_watchers = seat->watchers);
        m_address.room = seat->room;
        m_side = seat->side;
        m_retryMs = m_firstRetryMs;
        m_refusedInRoom = 0;
        m_refusal = {}; // a later refusal is news again
        setState(State::Seated);
        emit seated(m_side == Side::First, resumed);
        if (resumed) {
            // What may have been lost with the connection goes again; repeats are harmless.
            if (m_setup) {
                send(setupMessage(*m_setup));
                if (m_ready) send(Ready{});
            }
            if (m_pendingMove) {
                m_resending = true;
                send(*m_pendingMove);
            }
        }
        return;
    }
    if (const auto* w = std::get_if<Watchers>(&message)) {
        if (w->count != m_watchers) emit watchersChanged(m_watchers = w->count);
        return;
    }
    if (const auto* error = std::get_if<ErrorReply>(&message)) {
        if (error->code == "stale_ply" && m_resending) { // the first send had arrived
            m_resending = false;
            m_pendingMove.reset();
            return;
        }
        if (error->code == "rate_limited" && m_pendingMove) {
            // The move was refused unread: send it again once the server accepts frames.
            QTimer::singleShot(1000, this, [this, move = *m_pendingMove] {
                if (m_pendingMove == move) send(move);
            });
            return;
        }
        if (error->code == "illegal_move" || error->code == "not_your_turn" ||
            error->code == "stale_ply")
            m_pendingMove.reset();
        // The server will not talk to this app (another version): nothing to retry.
        const bool refused = error->code == "unsupported_protocol" || error->code == "not_hello";
        const bool noRoom = error->code == "no_such_room" || error->code == "room_full" ||
                            error->code == "bad_token";
        // No room was made (a bad rule code, a full server): the first connection gives up.
        const bool notMade = m_state == State::Connecting &&
                             (error->code == "bad_rules" || error->code == "server_busy");
        if (refused || noRoom || notMade) {
            const bool lost = !m_token.empty() && noRoom;
            setState(State::Idle);
            resetSocket();
            emit failed(lost ? QStringLiteral("lost") : qs(error->code), qs(error->message));
            return;
        }
        emit failed(qs(error->code), qs(error->message));
        return;
    }
    if (const auto* event = std::get_if<EventMessage>(&message)) onEvent(*event);
}

void RoomClient::onEvent(const EventMessage& m) {
    if (m.seq <= m_lastSeq) return; // already processed before a reconnect
    if (m.seq != m_lastSeq + 1) {
        // A gap cannot happen on one connection; start again from what we have.
        dropConnection();
        return;
    }
    m_lastSeq = m.seq;
    const RoomEvent& e = m.event;
    if (const auto* g = std::get_if<GameEvent>(&e)) {
        if (g->kind == "start") {
            auto view = startEventFromJson(g->json);
            if (!view) return void(emit failed(QStringLiteral("protocol"), qs(view.error())));
            if (view->rules() != m_rules)
                return void(emit failed(QStringLiteral("protocol"),
                                        QStringLiteral("the game plays %1 in a room of %2")
                                            .arg(qs(view->rules().code()), m_ruleCode)));
            m_setup.reset();
            m_ready = false;
            m_gameRunning = true;
            emit started(*view);
        } else if (g->kind == "move") {
            auto a = announcementFromJson(g->json, m_rules);
            if (!a) return void(emit failed(QStringLiteral("protocol"), qs(a.error())));
            if (m_pendingMove && a->mover == m_side && a->ply == m_pendingMove->ply) {
                m_pendingMove.reset();
                m_resending = false;
            }
            emit announced(*a);
        } else {
            auto end = endEventFromJson(g->json, m_rules);
            if (!end) return void(emit failed(QStringLiteral("protocol"), qs(end.error())));
            m_pendingMove.reset();
            m_gameRunning = false;
            emit ended(*end);
        }
    } else if (std::holds_alternative<OpponentJoined>(e)) {
        emit opponentJoined();
    } else if (const auto* r = std::get_if<OpponentReady>(&e)) {
        emit opponentReady(r->ready);
    } else if (const auto* c = std::get_if<OpponentConnection>(&e)) {
        emit opponentConnection(c->connected, c->away);
    } else if (std::holds_alternative<OpponentRematch>(e)) {
        emit opponentRematch();
    } else if (const auto* n = std::get_if<NewGame>(&e)) {
        m_side = n->side;
        m_setup.reset();
        m_ready = false;
        emit newGame(m_side == Side::First, n->game);
    } else if (std::holds_alternative<OpponentLeft>(e)) {
        emit opponentLeft();
    } else if (const auto* closing = std::get_if<RoomClosing>(&e)) {
        // Nothing more will come: the seat is given up (the closing room ends with it) and
        // the connection closed, so that a server that stops next is not retried for ever.
        m_retry.stop();
        if (m_socket && m_greeted) {
            send(Leave{});
            letGoOfSocket()->close();
        }
        resetSocket();
        m_token.clear();
        m_gameRunning = false;
        m_pendingMove.reset();
        emit roomClosing(qs(closing->reason));
        setState(State::Closed);
    }
}

void RoomClient::sendSetup(const Setup& setup) {
    if (!m_ruleCode.isEmpty() && setup.rules() != m_rules) {
        emit failed(QStringLiteral("illegal_setup"),
                    QStringLiteral("a setup of %1 in a room of %2")
                        .arg(qs(setup.rules().code()), m_ruleCode));
        return;
    }
    m_setup = setup;
    m_ready = false;
    send(setupMessage(setup));
}

void RoomClient::sendReady() {
    m_ready = true;
    send(Ready{});
}

void RoomClient::sendMove(Move move, int ply) {
    m_pendingMove = PlayMove{move, ply};
    m_resending = false;
    send(*m_pendingMove);
}

void RoomClient::resign() {
    send(Resign{});
}

void RoomClient::rematch() {
    send(Rematch{});
}

QWebSocket* RoomClient::letGoOfSocket() {
    QWebSocket* socket = std::exchange(m_socket, nullptr);
    m_greeted = false;
    m_ping.stop();
    socket->disconnect(this);
    connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(3000, socket, [socket] { socket->abort(); });
    return socket;
}

void RoomClient::leave() {
    m_retry.stop();
    m_ping.stop();
    if (m_socket && m_greeted) {
        // The socket lives on until the server has the message and the close handshake ends.
        send(Leave{});
        const bool running = m_gameRunning;
        QWebSocket* socket = letGoOfSocket();
        if (!running) {
            socket->close();
        } else {
            // The server resigns the game for us: its last events (a move in flight, the
            // end with the reveal) still come on this connection.
            connect(socket, &QWebSocket::textMessageReceived, this,
                    [this, socket, seq = m_lastSeq, rules = m_rules](const QString& text) mutable {
                        const auto parsed = parseServerMessage(text.toStdString());
                        const auto* m = std::get_if<ServerMessage>(&parsed);
                        const auto* event = m ? std::get_if<EventMessage>(m) : nullptr;
                        if (!event || event->seq != seq + 1) return;
                        seq = event->seq;
                        const auto* g = std::get_if<GameEvent>(&event->event);
                        if (!g) return;
                        if (g->kind == "move") {
                            if (auto a = announcementFromJson(g->json, rules)) emit announced(*a);
                        } else if (g->kind == "end") {
                            if (auto end = endEventFromJson(g->json, rules)) emit ended(*end);
                            socket->close();
                        }
                    });
        }
    }
    m_gameRunning = false;
    m_token.clear();
    m_setup.reset();
    m_pendingMove.reset();
    setState(State::Idle);
    resetSocket();
}

RoomProbe::RoomProbe(QObject* parent) : QObject(parent) {
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(5000);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        const QString url = m_url;
        finish();
        emit failed(url, QStringLiteral("unreachable"), QStringLiteral("no answer"));
    });
}

RoomProbe::~RoomProbe() {
    finish();
}

void RoomProbe::cancel() {
    finish();
}

void RoomProbe::finish() {
    m_timeout.stop();
    if (!m_socket) return;
    QWebSocket* socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(3000, socket, [socket] { socket->abort(); });
    socket->close();
}

void RoomProbe::ask(const RoomAddress& address) {
    finish();
    m_address = address;
    m_url = qs(roomUrl(address));
    m_refusal = {};
    if (address.secure && !QSslSocket::supportsSsl())
        return void(
            emit failed(m_url, QStringLiteral("no_tls"), QStringLiteral("TLS is not available")));
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(4 * kMaxFrameBytes);
    connect(m_socket, &QWebSocket::sslErrors, this, [this](const QList<QSslError>& errors) {
        if (auto refusal = judgeCertificate(*m_socket, errors, hostPortOf(m_address), m_trusted))
            m_refusal = std::move(*refusal);
    });
    connect(m_socket, &QWebSocket::connected, this, [this] {
        m_socket->sendTextMessage(
            qs(toJson(Hello{m_protocol, "gunjin-desktop"}, RuleSet::classic())));
    });
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        const QString url = m_url;
        finish();
        if (m_refusal.isSet()) return void(emit failed(url, m_refusal.code, m_refusal.description));
        emit failed(url, QStringLiteral("unreachable"), QStringLiteral("no server answered"));
    });
    connect(m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
        const auto parsed = parseServerMessage(text.toStdString());
        const QString url = m_url;
        if (const auto* e = std::get_if<ProtocolError>(&parsed)) {
            finish();
            return void(emit failed(url, QStringLiteral("protocol"), qs(e->message)));
        }
        const ServerMessage& m = std::get<ServerMessage>(parsed);
        if (std::holds_alternative<Welcome>(m)) {
            m_socket->sendTextMessage(
                qs(toJson(RoomInfoRequest{m_address.room}, RuleSet::classic())));
        } else if (const auto* info = std::get_if<RoomInfo>(&m)) {
            finish();
            emit answered(url, qs(info->rules), info->open);
        } else if (const auto* error = std::get_if<ErrorReply>(&m)) {
            finish();
            emit failed(url, qs(error->code), qs(error->message));
        }
    });
    m_timeout.start();
    m_socket->open(webSocketUrl(address));
}

} // namespace gunjin::net
