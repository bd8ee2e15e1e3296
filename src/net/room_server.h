// The room server on a socket: Boost.Beast WebSockets around a RoomService, on a thread of its
// own. Embedded in the app for hosting on the LAN (友達と対戦, plain ws://) and run alone by
// gunjin-server, on the internet over TLS (wss://). The same port answers plain HTTP (or HTTPS)
// `GET /healthz` with the server's counts, for monitoring.
// Threading: start() and stop() from one owner thread; stats() from any thread; everything
// else happens on the server's thread. Qt-free.
#pragma once

#include "room_service.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace gunjin::net {

// PEM files of a TLS server: the certificate chain and its private key. Both empty: plain ws://.
struct TlsFiles {
    std::string certificateFile;
    std::string privateKeyFile;
    bool enabled() const { return !certificateFile.empty() || !privateKeyFile.empty(); }
};

struct ServerOptions {
    std::string bindAddress = "0.0.0.0"; // all interfaces: the other PC must reach it
    std::uint16_t port = 0;              // 0: any free port
    std::string name = "gunjin-server";
    ServiceLimits limits;
    // Outbound bytes waiting per connection before it is dropped (it can resume later). Bytes,
    // not frames: a resume replays a whole game at once, which must fit.
    std::size_t maxQueuedBytes = 256 * 1024;
    // The kernel's send buffer per connection (SO_SNDBUF), so that a client that does not read
    // cannot park megabytes in the kernel either.
    int socketSendBuffer = 64 * 1024;
    TlsFiles tls; // set: every connection must speak TLS (no plain ws:// on that port)
    // An SQLite file that keeps every room (sqlite_room_store.h): rooms survive a restart or a
    // crash, and every reply waits until what it tells is on disk. Empty: rooms live in memory
    // only (the app's LAN host).
    std::string storeFile;
    // redis://[:PASSWORD@]HOST[:PORT][/DB]: the rooms are kept in Redis and shared with every
    // server process given the same URL (room_router.h); any of them serves any room.
    std::string redisUrl;
};

struct ServerStats {
    std::size_t rooms = 0;
    std::size_t connections = 0;
    std::uint64_t framesIn = 0;
    std::uint64_t framesOut = 0;
    bool store = false;             // the rooms are kept in a store
    std::uint64_t storeCommits = 0; // since the start
    std::uint64_t storeChanges = 0; // journal lines, rooms added and removed
};

class RoomServer {
public:
    explicit RoomServer(ServerOptions options, SecretSource secrets = osRandomBytes);
    ~RoomServer(); // stops
    RoomServer(const RoomServer&) = delete;
    RoomServer& operator=(const RoomServer&) = delete;

    // Opens the store (if any) and rebuilds its rooms, binds and starts serving on a new
    // thread. Returns the bound port, or an error message (address in use, bad address, an
    // unreadable certificate or key, a key that does not match its certificate, a store that
    // is refused...) and nothing runs.
    std::variant<std::uint16_t, std::string> start();
    // Reads the certificate and key files again (after a renewal; gunjin-server on SIGHUP).
    // New connections use them; open ones keep theirs. On an error (the message comes back)
    // the server keeps the files it had. Any thread; precondition: started with TLS.
    std::optional<std::string> reloadTls();
    // Closes every connection and joins the thread. Safe to call twice.
    void stop();
    bool running() const;
    ServerStats stats() const;
    // Why the server stopped serving by itself: its store could not be written (a full disk...).
    // It then closed every connection and answers nothing more, so that no player is told of
    // a change the store does not hold; the owner should stop() it and exit (its players resume
    // on the restarted server). Any thread.
    std::optional<std::string> failure() const;

    struct Impl; // defined in room_server.cpp, shared with its sessions

private:
    std::unique_ptr<Impl> m_impl;
};

} // namespace gunjin::net
