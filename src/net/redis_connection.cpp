#include "redis_connection.h"

#if GUNJIN_NET_REDIS_TLS
#include "redis_tls_tunnel.h"
#endif

#include <hiredis/hiredis.h>

#include <charconv>
#include <sys/socket.h>

namespace gunjin::net {

bool RedisAddress::loopback() const {
    return host == "127.0.0.1" || host == "localhost" || host == "::1";
}

std::variant<RedisAddress, std::string> parseRedisUrl(std::string_view url) {
    RedisAddress a;
    std::string_view rest;
    if (url.starts_with("rediss://")) {
#if GUNJIN_NET_REDIS_TLS
        a.tls = true;
        rest = url.substr(9);
        if (const auto query = rest.find('?'); query != std::string_view::npos) {
            const auto option = rest.substr(query + 1);
            if (!option.starts_with("ca=") || option.size() == 3)
                return "the only option of a rediss:// URL is ?ca=FILE: " + std::string(url);
            a.caFile = option.substr(3);
            rest = rest.substr(0, query);
        }
#else
        return std::string(
            "rediss:// (TLS) is not available in this build (GUNJIN_SERVER_TLS=OFF)");
#endif
    } else if (url.starts_with("redis://")) {
        rest = url.substr(8);
    } else {
        return "not a redis:// or rediss:// URL: " + std::string(url);
    }
    if (const auto at = rest.rfind('@'); at != std::string_view::npos) {
        std::string_view user = rest.substr(0, at);
        if (const auto colon = user.find(':'); colon != std::string_view::npos)
            a.password = user.substr(colon + 1);
        else
            a.password = user;
        rest = rest.substr(at + 1);
    }
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const auto db = rest.substr(slash + 1);
        if (!db.empty()) {
            const auto [end, ec] = std::from_chars(db.data(), db.data() + db.size(), a.database);
            if (ec != std::errc() || end != db.data() + db.size() || a.database < 0)
                return "bad database number in " + std::string(url);
        }
        rest = rest.substr(0, slash);
    }
    if (const auto colon = rest.rfind(':'); colon != std::string_view::npos) {
        const auto port = rest.substr(colon + 1);
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), a.port);
        if (ec != std::errc() || end != port.data() + port.size() || a.port < 1 || a.port > 65535)
            return "bad port in " + std::string(url);
        rest = rest.substr(0, colon);
    }
    if (rest.empty()) return "no host in " + std::string(url);
    a.host = rest;
    return a;
}

namespace {

RedisReply convert(const redisReply* r) {
    RedisReply out;
    if (!r) {
        out.type = RedisReply::Type::Error;
        out.text = "no reply (the connection is lost)";
        return out;
    }
    switch (r->type) {
    case REDIS_REPLY_INTEGER:
        out.type = RedisReply::Type::Integer;
        out.integer = r->integer;
        break;
    case REDIS_REPLY_STRING:
    case REDIS_REPLY_STATUS:
    case REDIS_REPLY_ERROR:
        out.type = r->type == REDIS_REPLY_STRING   ? RedisReply::Type::String
                   : r->type == REDIS_REPLY_STATUS ? RedisReply::Type::Status
                                                   : RedisReply::Type::Error;
        out.text.assign(r->str, r->len);
        break;
    case REDIS_REPLY_ARRAY:
        out.type = RedisReply::Type::Array;
        for (std::size_t i = 0; i < r->elements; ++i)
            out.elements.push_back(convert(r->element[i]));
        break;
    default: break;
    }
    return out;
}

RedisReply lost(redisContext* c) {
    RedisReply out;
    out.type = RedisReply::Type::Error;
    out.text = std::string("connection to Redis lost: ") + (c && c->errstr[0] ? c->errstr : "?");
    return out;
}

} // namespace

std::variant<std::unique_ptr<RedisConnection>, std::string>
RedisConnection::open(const RedisAddress& address) {
    const timeval timeout{5, 0};
    std::shared_ptr<void> tunnel;
    redisContext* c = nullptr;
    if (address.tls) {
#if GUNJIN_NET_REDIS_TLS
        auto opened = RedisTlsTunnel::open(address.host, address.port, address.caFile);
        if (auto* error = std::get_if<std::string>(&opened)) return *error;
        auto link = std::move(std::get<std::unique_ptr<RedisTlsTunnel>>(opened));
        c = redisConnectFd(link->clientFd());
        tunnel = std::move(link);
#endif
    } else {
        c = redisConnectWithTimeout(address.host.c_str(), address.port, timeout);
    }
    if (!c || c->err) {
        std::string why = c ? c->errstr : "out of memory";
        if (c) redisFree(c);
        return "cannot reach Redis at " + address.host + ":" + std::to_string(address.port) + ": " +
               why;
    }
    std::unique_ptr<RedisConnection> conn(new RedisConnection(c));
    conn->m_tunnel = std::move(tunnel);
    if (!address.password.empty()) {
        const auto r = conn->command({"AUTH", address.password});
        if (r.error()) return "Redis refused the password: " + r.text;
    }
    if (address.database != 0) {
        const auto r = conn->command({"SELECT", std::to_string(address.database)});
        if (r.error())
            return "Redis refused database " + std::to_string(address.database) + ": " + r.text;
    }
    // A password is asked for but none was given: said now, not at the first command.
    const auto ping = conn->command({"PING"});
    if (ping.error()) return "Redis at " + address.host + " refuses us: " + ping.text;
    return conn;
}

RedisConnection::~RedisConnection() {
    redisFree(m_c); // closes the client's end: a TLS tunnel then ends (m_tunnel goes after)
}

RedisReply RedisConnection::command(const std::vector<std::string_view>& args) {
    append(args);
    return replies().front();
}

void RedisConnection::append(const std::vector<std::string_view>& args) {
    std::vector<const char*> argv;
    std::vector<std::size_t> lengths;
    for (const auto a : args) {
        argv.push_back(a.data());
        lengths.push_back(a.size());
    }
    redisAppendCommandArgv(m_c, int(argv.size()), argv.data(), lengths.data());
    ++m_appended;
}

std::vector<RedisReply> RedisConnection::replies() {
    std::vector<RedisReply> out;
    for (; m_appended > 0; --m_appended) {
        void* raw = nullptr;
        if (m_c->err || redisGetReply(m_c, &raw) != REDIS_OK) {
            out.push_back(lost(m_c));
            continue;
        }
        out.push_back(convert(static_cast<redisReply*>(raw)));
        freeReplyObject(raw);
    }
    return out;
}

std::optional<std::string> RedisConnection::nextMessage() {
    for (;;) {
        void* raw = nullptr;
        if (m_c->err || redisGetReply(m_c, &raw) != REDIS_OK) return std::nullopt;
        const RedisReply r = convert(static_cast<redisReply*>(raw));
        freeReplyObject(raw);
        // ["message", channel, payload]; subscription confirmations are skipped.
        if (r.type == RedisReply::Type::Array && r.elements.size() == 3 &&
            r.elements[0].text == "message")
            return r.elements[2].text;
    }
}

void RedisConnection::shutdown() {
    ::shutdown(m_c->fd, SHUT_RDWR);
}

bool RedisConnection::broken() const {
    return m_c->err != 0;
}

} // namespace gunjin::net
