// The room server the app makes its rooms on (the 対戦サーバー preference), as the player writes
// it: HOST, HOST:PORT or gunjins://HOST[:PORT] mean TLS (wss://, port 443 unless given);
// gunjin://HOST[:PORT] means plain ws:// (port 47800 unless given), for a server on the LAN, and
// only when written so. Read from untrusted text: errors as values. Qt-free.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace gunjin::net {

struct ServerAddress {
    std::string host; // a name (lower case), an IPv4 address, or an IPv6 address (no brackets)
    std::uint16_t port = 443;
    bool secure = true;
    friend bool operator==(const ServerAddress&, const ServerAddress&) = default;
};

enum class ServerAddressProblem {
    Empty,     // nothing but spaces
    NotGunjin, // another scheme (https://…): the app speaks gunjin:// and gunjins:// only
    NoHost,
    BadHost, // characters no host name or address has, or too long
    BadPort, // not a number from 1 to 65535
    HasPath, // something after HOST:PORT (a room's link rather than a server's address)
};

// Surrounding spaces and one trailing '/' are ignored; the scheme may be in any case.
std::variant<ServerAddress, ServerAddressProblem> parseServerAddress(std::string_view text);
// The canonical form: gunjins://HOST:PORT or gunjin://HOST:PORT (IPv6 in brackets).
std::string serverAddressText(const ServerAddress& address);
// HOST:PORT (IPv6 in brackets): the key under which a server's trusted certificate is kept.
std::string hostPortText(std::string_view host, std::uint16_t port);

} // namespace gunjin::net
