// Rooms kept in Redis and shared by several gunjin-server processes (--redis URL): the store
// (each room's head and journal lines) and the directory (which process holds which room, who
// is alive, messages between processes) of room_router.h, on one Redis server.
//   gunjin:format              the store's version ("1")
//   gunjin:head:CODE           a room's head (JSON), gunjin:lines:CODE its journal lines (a
//                              list), gunjin:watch:TOKEN its code: all expire 25 hours after the
//                              room was made, so a room nobody takes up again goes by itself
//   gunjin:owner:CODE          the process that holds the room (a lease it renews every second)
//   gunjin:alive:PROCESS       a process is alive (renewed every second)
//   channel gunjin:to:PROCESS  the messages to a process
// A commit is one MULTI/EXEC: acknowledged by Redis before the server says anything of it (how
// durable that is, is Redis's appendonly/appendfsync setting: packaging/README.md).
// A new room's code is drawn unique among the rooms of its own process only: two processes
// drawing the same 10 letters (about 50 bits) at once is not guarded against, as a SET NX
// cannot decide anything inside MULTI.
// Qt-free. The store and the directory are used from the server's thread; the subscription
// reads on a thread of its own and hands each message to a callback.
#pragma once

#include "redis_connection.h"
#include "room_router.h"
#include "room_store.h"

#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <unordered_map>
#include <variant>
#include <vector>

namespace gunjin::net {

constexpr int kRedisStoreVersion = 1;

class RedisRooms final : public RoomStore, public RoomDirectory {
public:
    // Connects twice (commands, and the subscription), checks the store's version and says this
    // process is alive. `leaseMs`: how long a room or a process stays held without renewal.
    static std::variant<std::unique_ptr<RedisRooms>, std::string>
    open(const RedisAddress& address, std::string processId, Millis leaseMs, Millis lifetimeMs);
    ~RedisRooms() override;

    // Calls `onMessage` (on the subscription's thread) with every message to this process.
    void listen(std::function<void(std::string)> onMessage);

    // RoomStore: rooms are taken up one at a time (claim), so load() gives none.
    std::variant<std::vector<StoredRoom>, std::string> load() override;
    void addRoom(const RoomHead& head) override;
    void append(std::string_view code, std::string line) override;
    void removeRoom(std::string_view code) override;
    std::optional<std::string> commit() override;

    // RoomDirectory
    const std::string& self() const override { return m_self; }
    std::optional<std::string> claim(std::string_view code) override;
    std::optional<std::string> roomOfWatchToken(std::string_view token) override;
    std::optional<StoredRoom> loadRoom(std::string_view code) override;
    void send(std::string_view process, std::string message) override;
    void flush() override;
    bool alive(std::string_view process) override;
    std::vector<std::string> keepAlive(const std::vector<std::string>& rooms) override;
    void release(const std::vector<std::string>& rooms) override;

private:
    RedisRooms(std::unique_ptr<RedisConnection> commands,
               std::unique_ptr<RedisConnection> subscription, std::string self, Millis leaseMs,
               Millis lifetimeMs);

    std::unique_ptr<RedisConnection> m_commands;
    std::unique_ptr<RedisConnection> m_subscription;
    std::string m_self;
    Millis m_leaseMs;
    Millis m_lifetimeMs;
    std::thread m_listener;
    std::vector<std::vector<std::string>> m_staged;         // commands of the next commit
    std::unordered_map<std::string, std::string> m_watchOf; // room -> its watch token
    // room -> when its keys go, and whether its lines' list still needs that expiry
    std::unordered_map<std::string, std::pair<Millis, bool>> m_expiresAt;
    std::size_t m_changes = 0, m_bytes = 0;                    // of the staged commands
    std::vector<std::pair<std::string, std::string>> m_outbox; // (process, message)
};

} // namespace gunjin::net
