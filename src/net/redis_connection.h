// A connection to Redis (hiredis, blocking): commands one at a time or pipelined, and a
// subscriber's wait for pub/sub messages. What the room server uses to share rooms between
// processes (redis_room_store.h). Qt-free; one thread per connection.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

struct redisContext;

namespace gunjin::net {

// redis://[:PASSWORD@]HOST[:PORT][/DB], or rediss://...[?ca=FILE] over TLS
struct RedisAddress {
    std::string host;
    int port = 6379;
    std::string password; // AUTH; empty: none
    int database = 0;
    bool tls = false;   // rediss://
    std::string caFile; // a CA that vouches for the Redis server, beside the system's
    bool loopback() const;
};
// Reads a Redis URL; an error as a message (rediss:// too in a build without TLS).
std::variant<RedisAddress, std::string> parseRedisUrl(std::string_view url);

struct RedisReply {
    enum class Type { Nil, Integer, String, Status, Array, Error };
    Type type = Type::Nil;
    long long integer = 0;
    std::string text; // a string, a status or an error
    std::vector<RedisReply> elements;
    bool error() const { return type == Type::Error; }
};

class RedisConnection {
public:
    // Connects, authenticates and selects the database; an error as a message (no password
    // given where one is asked, a wrong one, nobody at the address...).
    static std::variant<std::unique_ptr<RedisConnection>, std::string>
    open(const RedisAddress& address);
    ~RedisConnection();

    // One command; an I/O failure comes back as an Error reply.
    RedisReply command(const std::vector<std::string_view>& args);
    // Commands sent at once, their replies read after (one round trip).
    void append(const std::vector<std::string_view>& args);
    std::vector<RedisReply> replies();

    // A subscriber: waits for the next message of a subscribed channel; nullopt once the
    // connection is closed (shutdown() from another thread).
    std::optional<std::string> nextMessage();
    // Ends a subscriber's wait from another thread.
    void shutdown();
    bool broken() const;

private:
    explicit RedisConnection(redisContext* c) : m_c(c) {}
    std::shared_ptr<void> m_tunnel; // rediss://: the TLS link, ended after the context
    redisContext* m_c;
    std::size_t m_appended = 0;
};

} // namespace gunjin::net
