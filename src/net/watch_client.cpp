#include "watch_client.h"

#include "core/json_io.h"

#include <QUrl>

#include <utility>

namespace gunjin::net {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

constexpr int kPingMs = 20'000; // well inside the server's 60 s idle limit

} // namespace

WatchClient::WatchClient(QObject* parent) : QObject(parent) {
    m_ping.setInterval(kPingMs);
    connect(&m_ping, &QTimer::timeout, this, [this] {
        if (m_greeted) send(Ping{});
    });
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &WatchClient::open);
}

WatchClient::~WatchClient() {
    resetSocket();
}

void WatchClient::setRetryDelays(int firstMs, int maxMs) {
    m_firstRetryMs = m_retryMs = firstMs;
    m_maxRetryMs = maxMs;
}

void WatchClient::watch(const RoomAddress& address) {
    stop();
    if (!address.watching()) {
        emit failed(QStringLiteral("no_watch"), QStringLiteral("the address is no watch link"));
        return;
    }
    m_address = address;
    m_lastSeq = 0;
    m_watched = false;
    m_roomInApp = false;
    m_refusedInRow = 0;
    m_ruleCode.clear();
    m_rules = RuleSet::classic();
    m_view.reset();
    m_game = 0;
    m_closingReason.clear();
    m_retryMs = m_firstRetryMs;
    setWatchers(0);
    setState(State::Connecting);
    open();
}

void WatchClient::resetSocket() {
    m_ping.stop();
    m_greeted = false;
    if (!m_socket) return;
    m_socket->disconnect(this);
    m_socket->abort();
    m_socket->deleteLater();
    m_socket = nullptr;
}

void WatchClient::open() {
    resetSocket();
    if (m_state != State::Connecting && m_state != State::Reconnecting) return;
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(4 * kMaxFrameBytes);
    connect(m_socket, &QWebSocket::connected, this, &WatchClient::onConnected);
    connect(m_socket, &QWebSocket::disconnected, this, &WatchClient::onDisconnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &WatchClient::onText);
    connect(m_socket, &QWebSocket::sslErrors, this, [this](const QList<QSslError>& errors) {
        // A certificate neither the system's CAs nor the player vouch for is not watched
        // through: the handshake fails, and the watch ends saying why (it may be trusted).
        if (auto refusal = judgeCertificate(*m_socket, errors, hostPortOf(m_address), m_trusted))
            m_refusal = std::move(*refusal);
    });
    m_socket->open(webSocketUrl(m_address));
}

void WatchClient::setState(State s) {
    if (s == m_state) return;
    m_state = s;
    emit stateChanged(s);
}

void WatchClient::setWatchers(int count) {
    if (count == m_watchers) return;
    m_watchers = count;
    emit watchersChanged(count);
}

void WatchClient::send(const ClientMessage& m) {
    if (m_socket && m_greeted) m_socket->sendTextMessage(qs(toJson(m, m_rules)));
}

void WatchClient::onConnected() {
    m_socket->sendTextMessage(qs(toJson(Hello{m_protocol, "gunjin-desktop"}, m_rules)));
    m_ping.start();
}

void WatchClient::onDisconnected() {
    // Nothing listens at the address any more (the PC answered): a room in an app is gone.
    const bool nobodyThere =
        m_socket && m_socket->error() == QAbstractSocket::ConnectionRefusedError;
    resetSocket();
    if (m_refusal.isSet() && m_state != State::Idle && m_state != State::Closed)
        return fail(m_refusal.code, m_refusal.description);
    switch (m_state) {
    case State::Idle:
    case State::Closed: return;
    case State::Connecting:
        // Never reached the server (or it hung up before answering): nothing to take up.
        if (!m_watched) {
            fail(QStringLiteral("unreachable"), QStringLiteral("no server answered at %1:%2")
                                                    .arg(qs(m_address.host))
                                                    .arg(m_address.port));
            return;
        }
        [[fallthrough]];
    case State::Watching:
    case State::Reconnecting:
        // Twice in a row, as a player's client does (RoomClient): the room ended with its app.
        m_refusedInRow = nobodyThere ? m_refusedInRow + 1 : 0;
        if (m_roomInApp && m_refusedInRow >= 2)
            return fail(QStringLiteral("app_gone"),
                        QStringLiteral("nothing answers at %1:%2, where the room lived in an app")
                            .arg(qs(m_address.host))
                            .arg(m_address.port));
        setState(State::Reconnecting);
        scheduleRetry();
        return;
    }
}

void WatchClient::scheduleRetry() {
    m_retry.start(m_retryMs);
    m_retryMs = std::min(m_retryMs * 2, m_maxRetryMs);
}

void WatchClient::dropConnection() {
    if (m_socket) m_socket->abort();
}

void WatchClient::fail(const QString& code, const QString& message) {
    m_retry.stop();
    resetSocket();
    setState(State::Idle);
    emit failed(code, message);
}

void WatchClient::stop() {
    m_retry.stop();
    m_ping.stop();
    if (m_socket && m_greeted && m_state == State::Watching) {
        // The server stops counting us at once; the socket lives on until the close ends.
        send(Leave{});
        QWebSocket* socket = m_socket;
        m_socket = nullptr;
        m_greeted = false;
        socket->disconnect(this);
        connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(3000, socket, [socket] { socket->abort(); });
        socket->close();
    }
    resetSocket();
    setState(State::Idle);
}

void WatchClient::onText(const QString& text) {
    const auto parsed = parseServerMessage(text.toStdString());
    if (const auto* e = std::get_if<ProtocolError>(&parsed))
        return fail(QStringLiteral("protocol"), qs(e->message));
    const ServerMessage& message = std::get<ServerMessage>(parsed);
    if (const auto* welcome = std::get_if<Welcome>(&message)) {
        m_greeted = true;
        m_roomInApp = welcome->server == kAppServerName;
        m_refusedInRow = 0;
        send(WatchRoom{m_address.watch, m_lastSeq});
        return;
    }
    if (const auto* w = std::get_if<Watching>(&message)) {
        const auto rules = RuleSet::fromCode(w->rules);
        if (!rules)
            return fail(QStringLiteral("unknown_rules"),
                        QStringLiteral("the room plays \"%1\", which this app does not know (%2)")
                            .arg(qs(w->rules), qs(rules.error())));
        if (m_watched && *rules != m_rules)
            return fail(QStringLiteral("protocol"), QStringLiteral("the room's rules changed"));
        const bool first = !m_watched;
        m_watched = true;
        m_rules = *rules;
        m_retryMs = m_firstRetryMs;
        if (first) {
            m_ruleCode = qs(rules->code());
            emit rulesChanged(m_ruleCode);
        }
        setWatchers(w->watchers);
        setState(State::Watching);
        return;
    }
    if (const auto* n = std::get_if<Watchers>(&message)) {
        setWatchers(n->count);
        return;
    }
    if (const auto* error = std::get_if<ErrorReply>(&message)) {
        // The room went away while we were reconnecting: the watch cannot be taken up.
        if (error->code == "no_such_room" && m_watched)
            return fail(QStringLiteral("lost"), qs(error->message));
        // Anything else the server refuses ends the watch: a spectator sends nothing to retry.
        return fail(qs(error->code), qs(error->message));
    }
    if (const auto* event = std::get_if<EventMessage>(&message)) onEvent(*event);
    // welcome, pong; a seat's messages are never sent to a spectator and are ignored.
}

void WatchClient::onEvent(const EventMessage& m) {
    if (m.seq <= m_lastSeq) return; // already applied before a reconnect
    if (m.seq != m_lastSeq + 1) {
        // A gap cannot happen on one connection; take the watch up again from what we have.
        dropConnection();
        return;
    }
    m_lastSeq = m.seq;
    const RoomEvent& e = m.event;
    if (const auto* closing = std::get_if<RoomClosing>(&e)) {
        // The connection stays open watching nothing: it has served its purpose.
        m_closingReason = qs(closing->reason);
        m_retry.stop();
        resetSocket();
        setState(State::Closed);
        emit roomClosing(m_closingReason);
        return;
    }
    const auto* g = std::get_if<GameEvent>(&e);
    if (!g) return; // a seat's event: never sent to a spectator
    if (g->kind == "start") {
        auto view = publicStartEventFromJson(g->json);
        if (!view) return fail(QStringLiteral("protocol"), qs(view.error()));
        if (view->rules() != m_rules)
            return fail(QStringLiteral("protocol"),
                        QStringLiteral("the game plays %1 in a room of %2")
                            .arg(qs(view->rules().code()), m_ruleCode));
        m_view.emplace(std::move(*view));
        ++m_game;
        emit started(*m_view);
    } else if (g->kind == "move") {
        if (!m_view)
            return fail(QStringLiteral("protocol"), QStringLiteral("a move before a start"));
        auto a = announcementFromJson(g->json, m_rules);
        if (!a) return fail(QStringLiteral("protocol"), qs(a.error()));
        const Position before = m_view->position();
        if (auto applied = m_view->apply(*a); !applied)
            return fail(QStringLiteral("protocol"), qs(applied.error()));
        emit announced(*a, before);
    } else {
        if (!m_view)
            return fail(QStringLiteral("protocol"), QStringLiteral("an end before a start"));
        auto end = endEventFromJson(g->json, m_rules);
        if (!end) return fail(QStringLiteral("protocol"), qs(end.error()));
        if (auto applied = m_view->applyEnd(*end); !applied)
            return fail(QStringLiteral("protocol"), qs(applied.error()));
        emit ended(*end);
    }
}

} // namespace gunjin::net
