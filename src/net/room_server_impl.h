// The room server's insides, shared by its two halves: room_server.cpp (sockets: TLS, HTTP,
// WebSockets) and room_server_rooms.cpp (where the rooms are: memory, a store, or Redis with
// other processes). Internal to src/net.
#pragma once

#include "room_router.h"
#include "room_server.h"
#include "room_service.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#if GUNJIN_NET_TLS
#include <boost/asio/ssl/context.hpp>
#endif

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>

namespace gunjin::net {

namespace server_detail {

template <class Clock> Millis millisOf(typename Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

// What the server's owner sees of a connection in any state: it can be sent frames (once it
// is a WebSocket), closed after them, or cut off when the server stops.
class Connection {
public:
    virtual ~Connection() = default;
    virtual void send(std::string frame) = 0;
    virtual void closeSoon(std::uint16_t code) = 0;
    virtual void abort() = 0;
};

} // namespace server_detail

struct RoomServer::Impl {
    Impl(ServerOptions o, SecretSource secrets)
        : options(std::move(o)), service(options.limits, std::move(secrets), options.name),
          acceptor(io), timer(io) {}

    using Connection = server_detail::Connection;
    using tcp = boost::asio::ip::tcp;

    void accept();
    void open(tcp::socket socket); // a new connection: TLS (if any), then its HTTP request
    void tickLater();
    // Where the rooms are kept (room_server_rooms.cpp): a store or Redis, per the options. An
    // error as a message.
    std::optional<std::string> openRooms();
    // The service's entry points, through the router when rooms are shared with other processes.
    bool connected(ConnId conn);
    void received(ConnId conn, std::string_view frame, bool binary);
    void disconnected(ConnId conn);
    void tick();
    void releaseRooms(); // a clean stop
    // What the service wants sent or closed, once the store holds what it depends on.
    void dispatch();
    // After a frame: at once without a store; with one, after the frames already read are
    // handled too, so that one commit (one disk sync) covers them all.
    void dispatchSoon();
    void fail(std::string why); // the store failed: stop answering (RoomServer::failure)
    // The service's clock: milliseconds since the Unix epoch, taken once at the start and
    // advanced by the steady clock, so that a room's times mean the same after a restart.
    Millis now() const {
        using server_detail::millisOf;
        return startedAt + millisOf<std::chrono::steady_clock>(std::chrono::steady_clock::now()) -
               steadyAtStart;
    }
    std::string statusJson() const; // GET /healthz

    ServerOptions options;
    RoomService service;
    boost::asio::io_context io;
    tcp::acceptor acceptor;
    boost::asio::steady_timer timer;
    std::thread thread;
    // Connections not yet WebSockets, at most limits.maxConnections (declared before
    // `sessions`: an Opening counts itself out when the map lets go of it).
    std::size_t openings = 0;
    // Every connection, from its first byte: openings (TLS and HTTP) and WebSocket sessions.
    std::unordered_map<ConnId, std::shared_ptr<Connection>> sessions;
    ConnId nextConn = 1;
#if GUNJIN_NET_TLS
    std::mutex tlsMutex; // guards tls: reloadTls() swaps it from another thread
    std::shared_ptr<boost::asio::ssl::context> tls;
#endif
    std::atomic<bool> running{false};
    bool stopping = false; // the server's thread is winding down (stop())
    std::unique_ptr<RoomStore> store;
    std::unique_ptr<RoomRouter> router; // rooms shared with other processes (--redis)
    bool dispatchPending = false;
    mutable std::mutex failureMutex;
    std::optional<std::string> failure;
    Millis startedAt =
        server_detail::millisOf<std::chrono::system_clock>(std::chrono::system_clock::now());
    Millis steadyAtStart =
        server_detail::millisOf<std::chrono::steady_clock>(std::chrono::steady_clock::now());
    std::atomic<std::size_t> rooms{0}, connections{0};
    std::atomic<std::uint64_t> framesIn{0}, framesOut{0};
    std::atomic<std::uint64_t> storeCommits{0}, storeChanges{0}, storeBytes{0};
};

} // namespace gunjin::net
