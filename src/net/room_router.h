// Rooms shared by several server processes (gunjin-server --redis): each room has one owner
// process at a time, which runs it in its RoomService; a player or spectator may be connected
// to any process. The router sits in front of a process's RoomService: a frame that names a
// room owned elsewhere binds its connection to that owner, and from then on its frames go to
// the owner and the owner's frames come back, through the directory (Redis pub/sub). A room
// whose owner died is taken over from the store by the first process a player resumes on.
// The directory does the routing and presence; nothing here is a cluster protocol of its own.
// Qt-free; not thread-safe (the server's thread drives it, as it drives the service).
#pragma once

#include "room_service.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gunjin::net {

// Where rooms are and how processes reach each other (redis_rooms.h; a fake in tests).
class RoomDirectory {
public:
    virtual ~RoomDirectory() = default;
    // This process's id, unique among the live ones.
    virtual const std::string& self() const = 0;
    // Who holds room `code` once this process has tried to take it: self() (it held it
    // already, or took it now from nobody or from a dead process), another live process, or
    // nullopt when the store has no such room.
    virtual std::optional<std::string> claim(std::string_view code) = 0;
    virtual std::optional<std::string> roomOfWatchToken(std::string_view token) = 0;
    // A room as the store holds it (to take over); nullopt when there is none.
    virtual std::optional<StoredRoom> loadRoom(std::string_view code) = 0;
    // A message to another process, sent in order at flush().
    virtual void send(std::string_view process, std::string message) = 0;
    virtual void flush() = 0;
    virtual bool alive(std::string_view process) = 0;
    // This process is alive, and keeps the rooms it runs; returns those it no longer holds.
    virtual std::vector<std::string> keepAlive(const std::vector<std::string>& rooms) = 0;
    // Lets go of the rooms (a clean stop): another process may take them at once.
    virtual void release(const std::vector<std::string>& rooms) = 0;
};

class RoomRouter {
public:
    RoomRouter(RoomService& service, RoomDirectory& directory);

    // As RoomService's, for the connections whose sockets this process holds.
    bool connected(ConnId conn, Millis now);
    void received(ConnId conn, std::string_view frame, Millis now, bool binary = false);
    void disconnected(ConnId conn, Millis now);
    void tick(Millis now);
    // A message another process sent this one (the directory's subscription).
    void relayed(std::string_view message, Millis now);
    // What to send on this process's sockets; what goes to other processes is handed to the
    // directory (commit the store before: the frames tell what it holds).
    std::vector<Outgoing> takeOutput();
    // A clean stop: the rooms are let go for others to take at once.
    void releaseAll();

private:
    // A connection of another process, known to the service by a ConnId of this process's.
    struct Relayed {
        std::string process;
        ConnId conn = 0;
    };
    // Takes the frame in here, or hands the connection to the room's owner (true).
    bool handOver(ConnId conn, std::string_view frame, Millis now);
    void bind(ConnId conn, const std::string& owner, std::string_view frame, Millis now);

    RoomService& m_service;
    RoomDirectory& m_directory;
    std::unordered_map<ConnId, std::string> m_bound; // local connection -> owner process
    std::unordered_map<ConnId, Relayed> m_relayed;   // service's id -> the other process's
    std::map<std::pair<std::string, ConnId>, ConnId> m_relayedIds;
    ConnId m_nextRelayed = ConnId{1} << 62; // apart from the transport's ids
    Millis m_lastNow = 0;
    std::vector<Outgoing> m_out;
};

} // namespace gunjin::net
