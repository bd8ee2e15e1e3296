#include "server_address.h"

#include "protocol.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace gunjin::net {

namespace {

std::string_view trimmed(std::string_view text) {
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return text;
}

bool startsWithNoCase(std::string_view text, std::string_view prefix) {
    return text.size() >= prefix.size() &&
           std::equal(prefix.begin(), prefix.end(), text.begin(), [](char a, char b) {
               return a == std::tolower(static_cast<unsigned char>(b));
           });
}

} // namespace

std::variant<ServerAddress, ServerAddressProblem> parseServerAddress(std::string_view text) {
    using enum ServerAddressProblem;
    text = trimmed(text);
    if (text.empty()) return Empty;
    if (text.size() > 300) return BadHost;
    ServerAddress address;
    if (startsWithNoCase(text, "gunjins://")) {
        text.remove_prefix(10);
    } else if (startsWithNoCase(text, "gunjin://")) {
        text.remove_prefix(9);
        address.secure = false;
        address.port = kDefaultPort;
    } else if (text.find("://") != std::string_view::npos) {
        return NotGunjin;
    }
    if (text.ends_with('/')) text.remove_suffix(1);
    if (text.find('/') != std::string_view::npos) return HasPath;

    std::string_view host = text;
    std::string_view port;
    if (text.starts_with('[')) { // [IPv6] or [IPv6]:PORT
        const auto close = text.find(']');
        if (close == std::string_view::npos) return BadHost;
        host = text.substr(1, close - 1);
        const std::string_view rest = text.substr(close + 1);
        if (!rest.empty()) {
            if (rest.front() != ':') return BadHost;
            port = rest.substr(1);
            if (port.empty()) return BadPort;
        }
    } else if (std::count(text.begin(), text.end(), ':') == 1) {
        const auto colon = text.find(':');
        host = text.substr(0, colon);
        port = text.substr(colon + 1);
        if (port.empty()) return BadPort;
    } // more than one ':' without brackets: an IPv6 address alone

    if (host.empty()) return NoHost;
    const auto hostChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' ||
               c == '%' || c == '_';
    };
    if (host.size() > 253 || !std::all_of(host.begin(), host.end(), hostChar)) return BadHost;
    address.host.resize(host.size());
    std::transform(host.begin(), host.end(), address.host.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (!port.empty()) {
        int value = 0;
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
        if (ec != std::errc() || end != port.data() + port.size() || value < 1 || value > 65535)
            return BadPort;
        address.port = std::uint16_t(value);
    }
    return address;
}

std::string hostPortText(std::string_view host, std::uint16_t port) {
    const bool v6 = host.find(':') != std::string_view::npos;
    return (v6 ? "[" + std::string(host) + "]" : std::string(host)) + ":" + std::to_string(port);
}

std::string serverAddressText(const ServerAddress& address) {
    return std::string(address.secure ? "gunjins://" : "gunjin://") +
           hostPortText(address.host, address.port);
}

} // namespace gunjin::net
