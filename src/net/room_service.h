// The room server's logic, apart from sockets: connections come and go, frames arrive, time
// passes, and the service answers with frames to send and connections to close. The Beast
// server (ws_server.h) and the tests drive it the same way, so everything that matters -
// handshake, limits, rooms, resume, timers - is tested without a network and with a clock the
// test controls. Qt-free; not thread-safe (one thread or strand drives it).
#pragma once

#include "os_random.h"
#include "room.h"
#include "room_store.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gunjin::net {

using ConnId = std::uint64_t;

struct ServiceLimits {
    std::size_t maxFrameBytes = kMaxFrameBytes;
    double framesPerSecond = 20;  // sustained rate per connection
    double frameBurst = 40;       // frames a connection may send at once
    int refusalsBeforeClose = 40; // rate_limited replies in a row before the connection goes
    Millis helloTimeoutMs = 10'000;
    Millis idleTimeoutMs = 60'000;
    Millis awayMs = 2 * 60'000;             // opponent gone this long: the app offers a CPU game
    Millis emptyRoomMs = 30 * 60'000;       // a room nobody is connected to vanishes
    Millis roomLifetimeMs = 24 * 3'600'000; // and every room after this long
    std::size_t maxRooms = 5'000;
    std::size_t maxWatchersPerRoom = 100;
    std::size_t maxConnections = 12'000;
};

// WebSocket close codes (RFC 6455) the service asks for.
constexpr std::uint16_t kCloseNormal = 1000;
constexpr std::uint16_t kClosePolicy = 1008;   // not_hello, unsupported_protocol, rate_limited
constexpr std::uint16_t kCloseTooBig = 1009;   // frame_too_large
constexpr std::uint16_t kCloseTryLater = 1013; // the server holds its maximum of connections
constexpr std::uint16_t kCloseTryAgain = 1012; // the room moved to another process: resume there

// What the transport must do: send `frame` (if not empty) to `conn`, then close it with
// `closeCode` if `close`.
struct Outgoing {
    ConnId conn = 0;
    std::string frame;
    bool close = false;
    std::uint16_t closeCode = kCloseNormal;
};

class RoomService {
public:
    RoomService(ServiceLimits limits, SecretSource secrets, std::string serverName);

    // A WebSocket connection finished its handshake. Returns false (and the transport should
    // close it) when the server is at its connection limit. `greeted`: its hello was answered
    // by the process that holds its socket (a connection relayed from another process).
    bool connected(ConnId conn, Millis now, bool greeted = false);
    // A frame from a connection (`binary`: a binary frame, which the protocol does not use).
    // The transport passes on a frame over the size limit too, cut short after the limit (it
    // need not read the rest): the service refuses it by its size. Frames of unknown or closing
    // connections are ignored.
    void received(ConnId conn, std::string_view frame, Millis now, bool binary = false);
    // received() in its two halves, for the router that stands in front of the service
    // (room_router.h): admit() counts the frame against the connection's rate and size limits
    // (false: refused, and answered); process() then reads and carries it out.
    bool admit(ConnId conn, std::size_t frameBytes, Millis now);
    void process(ConnId conn, std::string_view frame, Millis now, bool binary = false);
    // The transport lost or closed the connection; nothing more is sent to it.
    void disconnected(ConnId conn, Millis now);
    // Timeouts and room lifetimes; call about once a second.
    void tick(Millis now);

    // Everything to send since the last call, in order. With a store, commit it first: what
    // the output tells depends on the changes staged there.
    std::vector<Outgoing> takeOutput();

    // Keeps every room in `store` from now on, starting with the rooms it holds: each is rebuilt
    // by replaying its lines (room_journal.h), so its logs and seq numbers continue where they
    // were; a seat that was connected is away from `now` (its player resumes). A room the store
    // holds that cannot be rebuilt refuses the whole store: the message names it, and the
    // service is left without rooms or store. Precondition: no rooms and no connections yet.
    // The store outlives the service. The changes this makes are staged in it.
    std::optional<std::string> useStore(RoomStore& store, Millis now);
    // One more room from the store (a room another server process held until it died), rebuilt
    // as useStore rebuilds each; an error (the room cannot be rebuilt) leaves the service as it
    // was. Precondition: a store is in use and the room is not here.
    std::optional<std::string> adoptRoom(const StoredRoom& stored, Millis now);
    // The room is no longer this service's (another process holds it now): its connections are
    // closed with kCloseTryAgain, so that their apps resume wherever it is, and nothing of it
    // changes in the store.
    void letRoomGo(const std::string& code);
    std::vector<std::string> roomCodes() const;
    // The connection said hello and holds no seat and watches nothing (it may be handed to
    // another process).
    bool holdsNothing(ConnId conn) const;

    const ServiceLimits& limits() const { return m_limits; }
    std::size_t roomCount() const { return m_rooms.size(); }
    std::size_t connectionCount() const { return m_conns.size(); }
    // For tests and the server's status line; nullptr when there is no such room.
    const Room* room(std::string_view code) const;

private:
    struct Connection {
        Millis openedAt = 0;
        Millis lastFrameAt = 0;
        bool greeted = false;
        bool closing = false;
        double tokens = 0; // the rate limit's bucket
        Millis refilledAt = 0;
        int refusals = 0;
        std::string room; // empty while holding no seat
        SeatIndex seat = 0;
        std::size_t sent = 0;      // entries of the seat's log this connection has been sent
        std::string watching;      // the room this connection watches (then `room` is empty)
        std::size_t watchSent = 0; // entries of the room's public log sent
    };
    struct RoomEntry {
        explicit RoomEntry(Room r) : room(std::move(r)) {}
        Room room;
        std::array<std::optional<ConnId>, 2> holders;
        std::vector<ConnId> watchers;
    };

    void handle(ConnId conn, Connection& c, const ClientMessage& message, Millis now);
    void createRoom(ConnId conn, Connection& c, const CreateRoom& m, Millis now);
    void roomInfo(ConnId conn, const RoomInfoRequest& m);
    void joinRoom(ConnId conn, Connection& c, const JoinRoom& m, Millis now);
    void resume(ConnId conn, Connection& c, const Resume& m, Millis now);
    void watchRoom(ConnId conn, Connection& c, const WatchRoom& m);
    void unwatch(ConnId conn, Connection& c); // the connection stops watching
    // To the room's seats and spectators, but `told` (which has the count in its `watching`).
    void tellWatcherCount(const RoomEntry& entry, std::optional<ConnId> told = std::nullopt);
    void reply(ConnId conn, const ServerMessage& message);
    void replyError(ConnId conn, const ProtocolError& e);
    void closeConnection(ConnId conn, Millis now, std::uint16_t code = kCloseNormal);
    void release(Connection& c, Millis now); // the connection stops holding its seat
    void flush(RoomEntry& entry);            // new log entries to attached seats
    // A closing room (its creator left, the joiner still seated) lets go of its spectators
    // once room_closing is flushed to them: their connections stay open watching nothing,
    // counted nowhere, and the watch token stops working (watch_room: no_such_room). The
    // remaining seat keeps its place, so that a seat that dropped before hearing room_closing
    // is told it on `resume`; the room goes when that seat leaves, or like any room nobody is
    // connected to (emptyRoomMs).
    void letSpectatorsGo(RoomEntry& entry);
    void removeRoom(const std::string& code);
    std::variant<std::unique_ptr<RoomEntry>, std::string> rebuild(const StoredRoom& stored);
    void takeUp(std::unique_ptr<RoomEntry> entry, Millis now);
    // A change of a room, staged in the store (if any; the line is written only then).
    template <class Line> void stage(const Room& room, const Line& line) {
        if (m_store) m_store->append(room.code(), line());
    }
    std::string newRoomCode();
    std::string newToken();

    ServiceLimits m_limits;
    SecretSource m_secrets;
    std::string m_serverName;
    std::unordered_map<ConnId, Connection> m_conns;
    std::map<std::string, std::unique_ptr<RoomEntry>, std::less<>> m_rooms;
    std::unordered_map<std::string, std::string> m_watchTokens; // watch token -> room code
    std::vector<Outgoing> m_out;
    RoomStore* m_store = nullptr;
};

} // namespace gunjin::net
