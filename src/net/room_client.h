// The app's side of a LAN room (docs/protocol.md) over Qt WebSockets: connects, says hello,
// creates or joins a room, sends setups and moves, and turns the server's frames into core
// values. A dropped connection is retried with growing pauses and resumed with the seat token
// and the last event number, so nothing is lost or applied twice; a move whose answer was lost
// is sent again with its ply (the server refuses a repeat as stale).
//
// A room plays one rule set, chosen by its creator; the client learns it with its seat (and
// RoomProbe tells it before joining) and reads and writes setups and moves in its notation.
//
// Nothing here referees: events are read with the core's readers and handed on; the receiver
// applies them to its SideView, which refuses anything that does not fit.
// A server on the internet speaks TLS (wss://, a gunjins:// link): its certificate must be one
// the system's CAs vouch for, or one whose SHA-256 fingerprint the player trusted for that
// HOST:PORT (setTrustedCertificates). Anything else is refused before a byte of the game is
// sent, and `certificateRefusal()` says what was seen; SSL errors are never ignored wholesale.
//
// Threading: the thread it lives in (the GUI thread); never throws.
#pragma once

#include "certificate_trust.h"
#include "protocol.h"
#include "server_address.h"
#include "server_message.h"

#include "core/view.h"

#include <QHash>
#include <QObject>
#include <QSslError>
#include <QTimer>
#include <QWebSocket>

#include <optional>

namespace gunjin::net {

class RoomClient : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle,         // no room
        Connecting,   // first connection to the server
        Seated,       // in a room, connected
        Reconnecting, // in a room, connection lost, retrying
        Closed,       // the room closed (room_closing): the seat is given up, nothing more
                      // comes and nothing is retried; leave() makes the client Idle
    };
    Q_ENUM(State)

    explicit RoomClient(QObject* parent = nullptr);
    ~RoomClient() override;

    State state() const { return m_state; }
    const RoomAddress& address() const { return m_address; }
    Side side() const { return m_side; }
    std::uint64_t lastSeq() const { return m_lastSeq; }
    // The room's rules, once a seat is granted (the server's canonical code; empty before).
    QString ruleCode() const { return m_ruleCode; }
    const RuleSet& rules() const { return m_rules; }
    // The room's watch token, for a watch link (empty before the seat), and how many watch.
    const std::string& watchToken() const { return m_watch; }
    int watchers() const { return m_watchers; }
    // The seat's secret (empty outside a room): kept with the game so that the seat can be
    // taken back after the app stops (resume). Never shown, never sent but to its server.
    const std::string& token() const { return m_token; }
    // The room lives inside the app that made it (its server said so in `welcome`): it ends
    // with that app.
    bool roomInApp() const { return m_roomInApp; }
    // The room lives inside this very app (its LanLobby hosts it): it ends when this app
    // stops. Said by the lobby after create(); any create, join or resume clears it.
    void setRoomHeldHere(bool held) { m_heldHere = held; }
    bool roomHeldHere() const { return m_heldHere; }
    // A game of the room is being played (between its start and end events).
    bool gameRunning() const { return m_gameRunning; }

    // 友達と対戦: a new room on the server at host:port (the first seat), playing the rules
    // of `ruleCode` (the server refuses a bad code with bad_rules).
    void create(const QString& host, quint16 port,
                const QString& ruleCode = QStringLiteral("classic"));
    // The same on a room server (wss:// when `server.secure`).
    void create(const ServerAddress& server, const QString& ruleCode);
    // 参加する: the free seat of the room at `address`.
    void join(const RoomAddress& address);
    // Takes back a seat this app held before it stopped: the room at `address`, the seat's
    // `token`, the room's `ruleCode`, and the last event processed (`lastSeq`: the server
    // replays what came after). `inApp`: the room lived inside the other player's app.
    // Seated (resumed) when the server agrees; `failed` with "lost" when the room or the seat
    // is gone, "app_gone" when the room lived in an app that no longer answers, "unreachable"
    // when no server answers. For a game that had started and not ended (the events after
    // `lastSeq` continue it). Preconditions: Idle, a token.
    void resume(const RoomAddress& address, const std::string& token, const QString& ruleCode,
                std::uint64_t lastSeq, bool inApp);

    // Messages of a seated player; `ply` is the game's next ply as the player sees it.
    void sendSetup(const Setup& setup);
    void sendReady();
    void sendMove(Move move, int ply);
    void resign();
    void rematch();
    // Gives up the seat and closes the connection; the client is Idle afterwards. Leaving a
    // running game resigns it: the closing connection is still read (for at most 3 s) for
    // the game's last move and end events, handed on as `announced` and `ended`, so that the
    // leaver's record of the game has its result.
    void leave();

    // Tests: the connection dies as if a cable were pulled (the client will resume).
    void dropConnection();
    // Pauses between reconnection attempts start at `first` ms and double up to `max`.
    void setRetryDelays(int firstMs, int maxMs);
    // Tests: the protocol version the hello names (an app of another version).
    void setProtocolVersion(int version) { m_protocol = version; }
    // The fingerprints accepted beside the system's CAs (for the next connections).
    void setTrustedCertificates(const TrustedCertificates& trusted) { m_trusted = trusted; }
    // The certificate the last connection was refused over (cleared by create and join).
    const CertificateRefusal& certificateRefusal() const { return m_refusal; }

signals:
    void stateChanged(gunjin::net::RoomClient::State state);
    // The room's rules became known (with the seat, before `seated`).
    void rulesChanged(const QString& code);
    // A seat was granted (`resumed`: taken back after a drop).
    void seated(bool first, bool resumed);
    void started(const gunjin::SideView& view);
    void announced(const gunjin::Announcement& announcement);
    void ended(const gunjin::EndEvent& end);
    void opponentJoined();
    void opponentReady(bool ready);
    void opponentConnection(bool connected, bool away);
    void opponentRematch();
    void newGame(bool first, int game);
    // The joiner left the room we created; it waits for another player at the same address.
    void opponentLeft();
    void roomClosing(const QString& reason);
    // How many watch the room changed (with the seat, and whenever a spectator comes or goes).
    void watchersChanged(int count);
    // An error: a code of docs/protocol.md, or "unreachable" (no server at the address),
    // "lost" (the room cannot be resumed), "app_gone" (the room lived in the other player's
    // app, which no longer answers at its address: the room ended with it; the client is
    // Idle), "protocol" (the server sent something unreadable),
    // "unknown_rules" (the room plays rules this app does not know: the seat is given up),
    // "no_tls" (a wss:// server, and this Qt has no TLS backend: the client is Idle),
    // or a CertificateRefusal's code (certificateRefusal() has the rest): on the first
    // connection the client is then Idle; in a room it keeps retrying, so that trusting the
    // certificate lets it resume. `message` is the server's (English) for protocol codes.
    void failed(const QString& code, const QString& message);

private:
    void begin(const RoomAddress& address, bool creating); // a fresh first connection
    void connectFirst();                                   // Connecting, then the first socket
    void open();
    void setState(State s);
    void send(const ClientMessage& m);
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void onEvent(const EventMessage& m);
    void scheduleRetry();
    void resetSocket();
    // Hands the socket over to close gently after what was sent (deleted once closed).
    QWebSocket* letGoOfSocket();
    void onSslErrors(const QList<QSslError>& errors);

    QWebSocket* m_socket = nullptr;
    TrustedCertificates m_trusted;
    CertificateRefusal m_refusal;
    bool m_refusedNow = false; // the connection being closed was refused over its certificate
    QTimer m_ping;
    QTimer m_retry;
    State m_state = State::Idle;
    RoomAddress m_address;
    std::string m_token;
    Side m_side = Side::First;
    std::uint64_t m_lastSeq = 0;
    bool m_creating = false; // the first connection creates (else joins)
    std::string m_createRules = "classic";
    QString m_ruleCode;
    int m_protocol = kProtocolVersion;
    bool m_greeted = false;
    int m_retryMs = 500, m_firstRetryMs = 500, m_maxRetryMs = 5000;
    // What must survive a reconnect: the setup and 決定 of the arranging phase, a move whose
    // event has not come back.
    std::optional<Setup> m_setup;
    RuleSet m_rules; // of the room (its seat names it, and each start event again)
    bool m_ready = false;
    std::optional<PlayMove> m_pendingMove;
    bool m_resending = false;
    std::string m_watch; // the room's watch token (protocol version 3)
    int m_watchers = 0;
    bool m_roomInApp = false;
    bool m_heldHere = false;
    bool m_gameRunning = false;
    int m_refusedInRoom = 0; // connections refused in a row while in a room
};

// What a room plays, asked before joining it (参加する): connects, says hello, asks room_info and
// hangs up. One question at a time; a new one replaces the last.
class RoomProbe : public QObject {
    Q_OBJECT
public:
    explicit RoomProbe(QObject* parent = nullptr);
    ~RoomProbe() override;

    void ask(const RoomAddress& address);
    void cancel();
    bool busy() const { return m_socket != nullptr; }
    // Tests: the protocol version the hello names.
    void setProtocolVersion(int version) { m_protocol = version; }
    // As RoomClient's: the fingerprints accepted beside the system's CAs.
    void setTrustedCertificates(const TrustedCertificates& trusted) { m_trusted = trusted; }
    const CertificateRefusal& certificateRefusal() const { return m_refusal; }

signals:
    // `open`: the second seat is free.
    void answered(const QString& url, const QString& ruleCode, bool open);
    // A protocol error code (no_such_room, unsupported_protocol, ...), "unreachable", "no_tls",
    // or a CertificateRefusal's code (certificateRefusal() has the rest).
    void failed(const QString& url, const QString& code, const QString& message);

private:
    void finish();
    QWebSocket* m_socket = nullptr;
    TrustedCertificates m_trusted;
    CertificateRefusal m_refusal;
    QTimer m_timeout;
    RoomAddress m_address;
    QString m_url;
    int m_protocol = kProtocolVersion;
};

} // namespace gunjin::net
