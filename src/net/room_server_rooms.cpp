// The room server's rooms: in memory, in an SQLite store (--store), or in Redis shared with
// other server processes (--redis), and the commit that comes before every batch of frames.
#include "room_server_impl.h"

#include "os_random.h"

#if GUNJIN_NET_STORE
#include "sqlite_room_store.h"
#endif
#if GUNJIN_NET_REDIS
#include "redis_rooms.h"
#endif

#include <boost/asio/post.hpp>

#include <array>

namespace gunjin::net {

namespace asio = boost::asio;

namespace {

// How long a room or a process stays held without a renewal (renewed every second): the time
// a dead process's rooms wait before another takes them over.
constexpr Millis kLeaseMs = 3'000;

} // namespace

std::optional<std::string> RoomServer::Impl::openRooms() {
    if (!options.storeFile.empty() && !options.redisUrl.empty())
        return std::string("store and redis: the rooms are kept in one or the other");
    if (!options.storeFile.empty()) {
#if GUNJIN_NET_STORE
        auto opened = openSqliteStore(options.storeFile);
        if (auto* error = std::get_if<std::string>(&opened)) return *error;
        store = std::get<std::unique_ptr<RoomStore>>(std::move(opened));
        auto error = service.useStore(*store, now());
        if (!error) error = store->commit(); // the seats found connected are away now
        if (error) {
            store.reset();
            return "the store " + options.storeFile + " is refused: " + *error;
        }
        rooms = service.roomCount();
#else
        return std::string("this build of the server keeps no store (GUNJIN_SERVER_STORE=OFF)");
#endif
    }
    if (!options.redisUrl.empty()) {
#if GUNJIN_NET_REDIS
        auto address = parseRedisUrl(options.redisUrl);
        if (auto* error = std::get_if<std::string>(&address)) return *error;
        // 64 random bits: a process's id among the live ones.
        auto opened = RedisRooms::open(std::get<RedisAddress>(address), randomHex(osRandomBytes, 8),
                                       kLeaseMs, options.limits.roomLifetimeMs);
        if (auto* error = std::get_if<std::string>(&opened)) return *error;
        auto redis = std::move(std::get<std::unique_ptr<RedisRooms>>(opened));
        if (auto error = service.useStore(*redis, now())) return *error;
        router = std::make_unique<RoomRouter>(service, *redis);
        // Messages from other processes come on the subscription's thread; they are handled
        // on the server's, in order.
        redis->listen([this](std::string message) {
            asio::post(io, [this, message = std::move(message)] {
                if (router) router->relayed(message, now());
                dispatchSoon();
            });
        });
        store = std::move(redis);
#else
        return std::string("this build of the server has no Redis (GUNJIN_SERVER_REDIS=OFF)");
#endif
    }
    return std::nullopt;
}

bool RoomServer::Impl::connected(ConnId conn) {
    return router ? router->connected(conn, now()) : service.connected(conn, now());
}

void RoomServer::Impl::received(ConnId conn, std::string_view frame, bool binary) {
    if (router)
        router->received(conn, frame, now(), binary);
    else
        service.received(conn, frame, now(), binary);
    dispatchSoon();
}

void RoomServer::Impl::disconnected(ConnId conn) {
    if (router)
        router->disconnected(conn, now());
    else
        service.disconnected(conn, now());
}

void RoomServer::Impl::tick() {
    // What is staged is committed (and told) first: the router's lease renewal must find the
    // rooms made since the last commit in Redis.
    if (store && store->pending()) dispatch();
    if (router)
        router->tick(now());
    else
        service.tick(now());
}

void RoomServer::Impl::releaseRooms() {
    if (router) router->releaseAll();
}

void RoomServer::Impl::dispatchSoon() {
    if (!store) return dispatch();
    if (dispatchPending) return;
    dispatchPending = true;
    asio::post(io, [this] {
        dispatchPending = false;
        dispatch();
    });
}

void RoomServer::Impl::fail(std::string why) {
    {
        const std::lock_guard lock(failureMutex);
        failure = std::move(why);
    }
    boost::system::error_code ignored;
    stopping = true;
    acceptor.close(ignored);
    timer.cancel();
    auto all = sessions; // abort() may erase from the map
    for (auto& [id, session] : all) session->abort();
}

void RoomServer::Impl::dispatch() {
    if (store && store->pending()) {
        if (auto error = store->commit()) {
            service.takeOutput(); // nothing the store lacks is told
            return fail("the store could not be written: " + *error);
        }
        storeCommits = store->counts().commits;
        storeChanges = store->counts().changes;
        storeBytes = store->counts().bytes;
    }
    for (auto& out : router ? router->takeOutput() : service.takeOutput()) {
        const auto it = sessions.find(out.conn);
        if (it == sessions.end()) continue;
        const std::shared_ptr<Connection> session = it->second; // survives a failure inside send
        if (!out.frame.empty()) session->send(std::move(out.frame));
        if (out.close) session->closeSoon(out.closeCode);
    }
    rooms = service.roomCount();
}

} // namespace gunjin::net
