#include "redis_rooms.h"

#include <nlohmann/json.hpp>

namespace gunjin::net {

using nlohmann::json;

namespace {

const std::string kPrefix = "gunjin:";

std::string key(const char* kind, std::string_view name) {
    return kPrefix + kind + ":" + std::string(name);
}

// The room's owner once this process has tried to take it (Lua runs atomically in Redis):
// nil when there is no such room; the holder if it is alive; else this process.
constexpr const char* kClaim = R"lua(
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
local owner = redis.call('GET', KEYS[1])
if owner == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return owner end
if owner and redis.call('EXISTS', ARGV[3] .. owner) == 1 then return owner end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]
)lua";
constexpr const char* kRenew = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
)lua";
constexpr const char* kRelease = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
)lua";

} // namespace

RedisRooms::RedisRooms(std::unique_ptr<RedisConnection> commands,
                       std::unique_ptr<RedisConnection> subscription, std::string self,
                       Millis leaseMs, Millis lifetimeMs)
    : m_commands(std::move(commands)), m_subscription(std::move(subscription)),
      m_self(std::move(self)), m_leaseMs(leaseMs), m_lifetimeMs(lifetimeMs) {}

std::variant<std::unique_ptr<RedisRooms>, std::string> RedisRooms::open(const RedisAddress& address,
                                                                        std::string processId,
                                                                        Millis leaseMs,
                                                                        Millis lifetimeMs) {
    auto commands = RedisConnection::open(address);
    if (auto* error = std::get_if<std::string>(&commands)) return *error;
    auto subscription = RedisConnection::open(address);
    if (auto* error = std::get_if<std::string>(&subscription)) return *error;
    auto& c = *std::get<std::unique_ptr<RedisConnection>>(commands);
    // Another program's keys, or a store of another version: refused before anything is written.
    const std::string version = std::to_string(kRedisStoreVersion);
    auto format = c.command({"SET", kPrefix + "format", version, "NX", "GET"});
    if (format.error()) return "Redis refuses the store's first command: " + format.text;
    if (format.type == RedisReply::Type::String && format.text != version)
        return "the Redis store was written by a gunjin-server of store version " + format.text +
               "; this one reads version " + version;
    std::unique_ptr<RedisRooms> rooms(
        new RedisRooms(std::move(std::get<std::unique_ptr<RedisConnection>>(commands)),
                       std::move(std::get<std::unique_ptr<RedisConnection>>(subscription)),
                       std::move(processId), leaseMs, lifetimeMs));
    rooms->keepAlive({});
    return rooms;
}

RedisRooms::~RedisRooms() {
    if (m_listener.joinable()) {
        m_subscription->shutdown();
        m_listener.join();
    }
}

void RedisRooms::listen(std::function<void(std::string)> onMessage) {
    m_subscription->command({"SUBSCRIBE", key("to", m_self)});
    m_listener = std::thread([this, onMessage = std::move(onMessage)] {
        while (auto message = m_subscription->nextMessage()) onMessage(std::move(*message));
    });
}

std::variant<std::vector<StoredRoom>, std::string> RedisRooms::load() {
    return std::vector<StoredRoom>{};
}

void RedisRooms::addRoom(const RoomHead& head) {
    const Millis expires = head.createdAt + m_lifetimeMs + 3'600'000;
    const std::string at = std::to_string(expires);
    const json h{{"code", head.code},
                 {"rules", head.rules},
                 {"creator", head.creatorToken},
                 {"watch", head.watchToken},
                 {"created", head.createdAt}};
    std::string headText = h.dump();
    ++m_changes;
    m_bytes += headText.size();
    m_staged.push_back({"SET", key("head", head.code), std::move(headText), "PXAT", at});
    m_staged.push_back({"SET", key("watch", head.watchToken), head.code, "PXAT", at});
    m_staged.push_back({"SET", key("owner", head.code), m_self, "PX", std::to_string(m_leaseMs)});
    m_watchOf[head.code] = head.watchToken;
    m_expiresAt[head.code] = {expires, true};
    m_pending = true;
}

void RedisRooms::append(std::string_view code, std::string line) {
    const std::string lines = key("lines", code);
    ++m_changes;
    m_bytes += line.size();
    m_staged.push_back({"RPUSH", lines, std::move(line)});
    // The list's expiry, once: at its first line.
    const auto at = m_expiresAt.find(std::string(code));
    if (at != m_expiresAt.end() && at->second.second) {
        m_staged.push_back({"PEXPIREAT", lines, std::to_string(at->second.first)});
        at->second.second = false;
    }
    m_pending = true;
}

void RedisRooms::removeRoom(std::string_view code) {
    const std::string c(code);
    ++m_changes;
    m_staged.push_back({"DEL", key("head", c), key("lines", c)});
    if (const auto w = m_watchOf.find(c); w != m_watchOf.end())
        m_staged.push_back({"DEL", key("watch", w->second)});
    m_staged.push_back({"EVAL", kRelease, "1", key("owner", c), m_self});
    m_watchOf.erase(c);
    m_expiresAt.erase(c);
    m_pending = true;
}

std::optional<std::string> RedisRooms::commit() {
    if (m_staged.empty()) return std::nullopt;
    m_commands->append({"MULTI"});
    for (const auto& command : m_staged) {
        std::vector<std::string_view> args(command.begin(), command.end());
        m_commands->append(args);
    }
    m_commands->append({"EXEC"});
    const auto replies = m_commands->replies();
    const std::size_t changes = m_changes;
    const std::size_t bytes = m_bytes;
    m_staged.clear();
    m_changes = m_bytes = 0;
    m_pending = false;
    const RedisReply& exec = replies.back();
    if (exec.error()) return "Redis did not take the changes: " + exec.text;
    if (exec.type != RedisReply::Type::Array) return std::string("Redis dropped the transaction");
    for (const RedisReply& r : exec.elements)
        if (r.error()) return "Redis refused a change: " + r.text;
    ++m_counts.commits;
    m_counts.changes += changes;
    m_counts.bytes += bytes;
    return std::nullopt;
}

std::optional<std::string> RedisRooms::claim(std::string_view code) {
    const auto r = m_commands->command({"EVAL", kClaim, "2", key("owner", code), key("head", code),
                                        m_self, std::to_string(m_leaseMs), kPrefix + "alive:"});
    if (r.type != RedisReply::Type::String) return std::nullopt;
    return r.text;
}

std::optional<std::string> RedisRooms::roomOfWatchToken(std::string_view token) {
    const auto r = m_commands->command({"GET", key("watch", token)});
    if (r.type != RedisReply::Type::String) return std::nullopt;
    return r.text;
}

std::optional<StoredRoom> RedisRooms::loadRoom(std::string_view code) {
    m_commands->append({"GET", key("head", code)});
    m_commands->append({"LRANGE", key("lines", code), "0", "-1"});
    const auto replies = m_commands->replies();
    if (replies[0].type != RedisReply::Type::String || replies[1].type != RedisReply::Type::Array)
        return std::nullopt;
    const json h = json::parse(replies[0].text, nullptr, false);
    if (!h.is_object()) return std::nullopt;
    StoredRoom room;
    room.head.code = h.value("code", "");
    room.head.rules = h.value("rules", "");
    room.head.creatorToken = h.value("creator", "");
    room.head.watchToken = h.value("watch", "");
    room.head.createdAt = h.value("created", Millis{0});
    if (room.head.code != code) return std::nullopt;
    for (const RedisReply& line : replies[1].elements) room.lines.push_back(line.text);
    m_watchOf[room.head.code] = room.head.watchToken;
    // Its list has its expiry already (unless it has no line yet).
    m_expiresAt[room.head.code] = {room.head.createdAt + m_lifetimeMs + 3'600'000,
                                   room.lines.empty()};
    return room;
}

void RedisRooms::send(std::string_view process, std::string message) {
    m_outbox.emplace_back(std::string(process), std::move(message));
}

void RedisRooms::flush() {
    if (m_outbox.empty()) return;
    for (const auto& [process, message] : m_outbox)
        m_commands->append({"PUBLISH", key("to", process), message});
    m_outbox.clear();
    m_commands->replies();
}

bool RedisRooms::alive(std::string_view process) {
    if (process == m_self) return true;
    const auto r = m_commands->command({"EXISTS", key("alive", process)});
    // Redis out of reach: not a reason to give up on the other process.
    return r.type != RedisReply::Type::Integer || r.integer == 1;
}

std::vector<std::string> RedisRooms::keepAlive(const std::vector<std::string>& rooms) {
    const std::string lease = std::to_string(m_leaseMs);
    m_commands->append({"SET", key("alive", m_self), "1", "PX", lease});
    for (const std::string& code : rooms)
        m_commands->append({"EVAL", kRenew, "1", key("owner", code), m_self, lease});
    const auto replies = m_commands->replies();
    std::vector<std::string> lost;
    for (std::size_t i = 0; i < rooms.size(); ++i)
        if (replies[i + 1].type == RedisReply::Type::Integer && replies[i + 1].integer == 0)
            lost.push_back(rooms[i]);
    return lost;
}

void RedisRooms::release(const std::vector<std::string>& rooms) {
    for (const std::string& code : rooms)
        m_commands->append({"EVAL", kRelease, "1", key("owner", code), m_self});
    m_commands->append({"DEL", key("alive", m_self)});
    m_commands->replies();
}

} // namespace gunjin::net
