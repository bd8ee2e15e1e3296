// The app's spectator of a room (観戦, docs/protocol.md version 3) over Qt WebSockets: connects,
// says hello, asks watch_room with the watch token of a watch link, and rebuilds the room's
// public view from the events - squares, moves, outcomes and what the rule set shows to both,
// every type only with the end's reveal. A dropped connection is retried with growing pauses
// (as RoomClient does) and the watch taken up with the last event number, so nothing is lost
// or applied twice. A spectator sends nothing that changes the game: only hello, watch_room,
// ping and leave.
//
// Nothing here referees: the events are read with the core's readers and applied to a
// PublicView, which refuses anything that does not fit; such a frame ends the watch with the
// error "protocol" (the stream can no longer be followed).
//
// Threading: the thread it lives in (the GUI thread); never throws.
#pragma once

#include "certificate_trust.h"
#include "protocol.h"
#include "server_message.h"

#include "core/public_view.h"

#include <QObject>
#include <QTimer>
#include <QWebSocket>

#include <optional>

namespace gunjin::net {

class WatchClient : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle,         // not watching (never started, stopped, or failed)
        Connecting,   // first connection to the server
        Watching,     // following the room's stream
        Reconnecting, // connection lost while watching, retrying
        Closed,       // the room closed (room_closing): nothing more will come
    };
    Q_ENUM(State)

    explicit WatchClient(QObject* parent = nullptr);
    ~WatchClient() override;

    State state() const { return m_state; }
    const RoomAddress& address() const { return m_address; }
    std::uint64_t lastSeq() const { return m_lastSeq; }
    // How many watch the room (this spectator included), as the server last said.
    int watchers() const { return m_watchers; }
    // The room's rules, once the server answered watch_room (empty code before).
    QString ruleCode() const { return m_ruleCode; }
    const RuleSet& rules() const { return m_rules; }
    // The game being watched, from its start event (none while the players arrange the first).
    const std::optional<PublicView>& view() const { return m_view; }
    // The number of the game shown in the room (1 for the first; a rematch counts up).
    int game() const { return m_game; }
    // Why the room closed ("expired", "left", "idle"), once Closed.
    QString closingReason() const { return m_closingReason; }

    // Watches the room of `address` (a watch link: address.watching()); anything watched
    // before is stopped. An address without a watch token fails at once ("no_watch").
    void watch(const RoomAddress& address);
    // 観戦をやめる: tells the server (leave) and closes the connection; Idle afterwards.
    void stop();

    // Private servers' certificates the player trusted (see certificate_trust.h), for the next
    // connection; and why the last one was refused, if it was.
    void setTrustedCertificates(const TrustedCertificates& trusted) { m_trusted = trusted; }
    const CertificateRefusal& certificateRefusal() const { return m_refusal; }

    // Tests: the connection dies as if a cable were pulled (the client will take the watch up).
    void dropConnection();
    // Pauses between reconnection attempts start at `first` ms and double up to `max`.
    void setRetryDelays(int firstMs, int maxMs);
    // Tests: the protocol version the hello names (an app of another version).
    void setProtocolVersion(int version) { m_protocol = version; }

signals:
    void stateChanged(gunjin::net::WatchClient::State state);
    // The room's rules became known (with the first `watching`).
    void rulesChanged(const QString& code);
    void watchersChanged(int count);
    // A game started (the first, or a rematch): view() holds it.
    void started(const gunjin::PublicView& view);
    // Move `a` was applied to view(); `before` is the public position it was played on.
    void announced(const gunjin::Announcement& a, const gunjin::Position& before);
    // The end was applied to view(): every piece of both armies is known.
    void ended(const gunjin::EndEvent& end);
    void roomClosing(const QString& reason);
    // An error that ends the watch (the client is Idle afterwards): a code of
    // docs/protocol.md (no_such_room, too_many_watchers, unsupported_protocol, ...), or
    // "unreachable" (no server at the address), "lost" (the room went away while the
    // connection was down), "protocol" (the server sent something that does not fit),
    // "unknown_rules" (the room plays rules this app does not know), "no_watch" (the address
    // is no watch link), or a CertificateRefusal's code (certificateRefusal() has the rest:
    // untrusted_certificate and certificate_changed may be trusted, then watched again).
    // `message` is the server's (English) for protocol codes.
    void failed(const QString& code, const QString& message);

private:
    void open();
    void setState(State s);
    void send(const ClientMessage& m);
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void onEvent(const EventMessage& m);
    // Ends the watch with an error.
    void fail(const QString& code, const QString& message);
    void scheduleRetry();
    void resetSocket();
    void setWatchers(int count);

    QWebSocket* m_socket = nullptr;
    QTimer m_ping;
    QTimer m_retry;
    State m_state = State::Idle;
    RoomAddress m_address;
    std::uint64_t m_lastSeq = 0;
    bool m_watched = false;   // the server answered watching at least once
    bool m_roomInApp = false; // the room lives in an app (its server said so in welcome)
    int m_refusedInRow = 0;   // connections refused in a row while watching
    int m_watchers = 0;
    QString m_ruleCode;
    RuleSet m_rules;
    std::optional<PublicView> m_view;
    int m_game = 0;
    QString m_closingReason;
    int m_protocol = kProtocolVersion;
    bool m_greeted = false;
    int m_retryMs = 500, m_firstRetryMs = 500, m_maxRetryMs = 5000;
    TrustedCertificates m_trusted;
    CertificateRefusal m_refusal;
};

} // namespace gunjin::net
