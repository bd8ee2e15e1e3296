#include "server_settings.h"

#include <charconv>
#include <functional>
#include <span>

namespace gunjin::net {

namespace {

template <class T> bool parseNumber(std::string_view text, T& out, T min, T max) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return false;
    out = value;
    return true;
}

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

struct Key {
    std::string_view name;
    std::string_view value; // what the value is: N, FILE...
    std::string_view help;
    std::function<bool(ServerSettings&, std::string_view)> set;
};

const std::span<const Key> keys() {
    static const Key table[] = {
        {"bind", "ADDR", "the address to listen on (default 0.0.0.0: every interface)",
         [](ServerSettings& s, std::string_view v) {
             if (v.empty()) return false;
             s.options.bindAddress = v;
             return true;
         }},
        {"port", "N", "the TCP port, 0 to 65535 (default 47800; 0: any free port)",
         [](ServerSettings& s, std::string_view v) {
             return parseNumber<std::uint16_t>(v, s.options.port, 0, 65535);
         }},
        {"max-rooms", "N", "rooms at once, 1 to 1000000 (default 5000)",
         [](ServerSettings& s, std::string_view v) {
             return parseNumber<std::size_t>(v, s.options.limits.maxRooms, 1, 1'000'000);
         }},
        {"max-connections", "N", "connections at once, 2 to 1000000 (default 12000)",
         [](ServerSettings& s, std::string_view v) {
             return parseNumber<std::size_t>(v, s.options.limits.maxConnections, 2, 1'000'000);
         }},
        {"max-watchers", "N", "spectators per room, 0 to 10000 (default 100; 0: none)",
         [](ServerSettings& s, std::string_view v) {
             return parseNumber<std::size_t>(v, s.options.limits.maxWatchersPerRoom, 0, 10'000);
         }},
        {"rate", "N", "frames per second a connection may send, 1 to 100000 (default 20)",
         [](ServerSettings& s, std::string_view v) {
             int rate = 0;
             if (!parseNumber(v, rate, 1, 100'000)) return false;
             s.options.limits.framesPerSecond = rate;
             return true;
         }},
        {"burst", "N", "frames a connection may send at once, 1 to 100000 (default 40)",
         [](ServerSettings& s, std::string_view v) {
             int burst = 0;
             if (!parseNumber(v, burst, 1, 100'000)) return false;
             s.options.limits.frameBurst = burst;
             return true;
         }},
        {"name", "TEXT", "the name the server gives, 1 to 64 bytes (default gunjin-server)",
         [](ServerSettings& s, std::string_view v) {
             if (v.empty() || v.size() > 64) return false;
             s.options.name = v;
             return true;
         }},
        {"status", "SECONDS", "a status line this often, 0 to 86400 (default 60; 0: never)",
         [](ServerSettings& s, std::string_view v) {
             return parseNumber(v, s.statusSeconds, 0, 86'400);
         }},
        {"certificate", "FILE", "a PEM certificate chain: the port then speaks wss:// (TLS) only",
         [](ServerSettings& s, std::string_view v) {
             if (v.empty()) return false;
             s.options.tls.certificateFile = v;
             return true;
         }},
        {"private-key", "FILE", "the certificate's PEM private key",
         [](ServerSettings& s, std::string_view v) {
             if (v.empty()) return false;
             s.options.tls.privateKeyFile = v;
             return true;
         }},
        {"redis", "URL",
         "redis://[:PASSWORD@]HOST[:PORT][/DB] (rediss://...[?ca=FILE] over TLS): the rooms "
         "kept in Redis and shared by every server process given the same URL (instead of "
         "store)",
         [](ServerSettings& s, std::string_view v) {
             if (!v.starts_with("redis://") && !v.starts_with("rediss://")) return false;
             s.options.redisUrl = v;
             return true;
         }},
        {"store", "FILE",
         "an SQLite file that keeps every room, so that a restart or a crash loses no game "
         "(created 0600; default: rooms in memory only)",
         [](ServerSettings& s, std::string_view v) {
             if (v.empty()) return false;
             s.options.storeFile = v;
             return true;
         }},
    };
    return table;
}

} // namespace

std::optional<std::string> applySetting(ServerSettings& settings, std::string_view key,
                                        std::string_view value) {
    for (const Key& k : keys()) {
        if (k.name != key) continue;
        ServerSettings changed = settings;
        if (!k.set(changed, value))
            return "bad value for " + std::string(key) + ": \"" + std::string(value) + "\" (" +
                   std::string(k.value) + ": " + std::string(k.help) + ")";
        settings = std::move(changed);
        return std::nullopt;
    }
    return "unknown setting " + std::string(key);
}

std::optional<std::string> applyConfig(ServerSettings& settings, std::string_view text) {
    ServerSettings changed = settings;
    int lineNumber = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = trim(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++lineNumber;
        if (line.empty() || line.front() == '#') continue;
        const auto eq = line.find('=');
        if (eq == std::string_view::npos)
            return "line " + std::to_string(lineNumber) + ": expected key = value";
        if (auto error = applySetting(changed, trim(line.substr(0, eq)), trim(line.substr(eq + 1))))
            return "line " + std::to_string(lineNumber) + ": " + *error;
    }
    settings = std::move(changed);
    return std::nullopt;
}

std::string settingsHelp() {
    std::string out;
    for (const Key& k : keys())
        out += "  --" + std::string(k.name) + " " + std::string(k.value) + "  " +
               std::string(k.help) + "\n";
    return out;
}

} // namespace gunjin::net
