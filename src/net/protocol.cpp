#include "protocol.h"

#include "json_fields.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace gunjin::net {

namespace {

using Json = nlohmann::json;
using Parsed = std::variant<ClientMessage, ProtocolError>;

using detail::bad;
using detail::countField;
using detail::stringField;

Parsed parseSetup(const Json& j, const RuleSet& rules) {
    const auto it = j.find("pieces");
    if (it == j.end() || !it->is_array()) return bad("setup needs a \"pieces\" array");
    const auto size = std::size_t(rules.armySize());
    if (it->size() != size)
        return bad("a setup of " + rules.code() + " holds exactly " + std::to_string(size) +
                   " pieces");
    SubmitSetup setup;
    for (const Json& p : *it) {
        if (!p.is_object()) return bad("a setup piece must be an object");
        const std::string* square = stringField(p, "square");
        const std::string* type = stringField(p, "type");
        if (!square || !type) return bad("a setup piece needs \"square\" and \"type\"");
        const auto s = rules.board().parse(*square);
        const auto t = parsePieceType(*type);
        if (!s) return bad("unknown square \"" + square->substr(0, 8) + "\" in " + rules.code());
        if (!t || rules.count(*t) == 0)
            return bad("unknown piece type \"" + type->substr(0, 24) + "\" in " + rules.code());
        setup.pieces.push_back({*s, *t});
    }
    return ClientMessage{std::move(setup)};
}

} // namespace

bool isRoomCode(std::string_view s) {
    return s.size() == kRoomCodeLength && std::all_of(s.begin(), s.end(), [](char c) {
               return kRoomAlphabet.find(c) != std::string_view::npos;
           });
}

bool isToken(std::string_view s) {
    return s.size() == kTokenHexDigits && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

namespace {

std::string_view trimmed(std::string_view text) {
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return text;
}

// Removes a gunjin:// or gunjins:// scheme (in any case) from `text`; nullopt if it has neither.
std::optional<bool> takeScheme(std::string_view& text) {
    for (const bool secure : {false, true}) {
        const std::string_view scheme = secure ? "gunjins://" : "gunjin://";
        if (text.size() >= scheme.size() &&
            std::equal(scheme.begin(), scheme.end(), text.begin(), [](char a, char b) {
                return a == std::tolower(static_cast<unsigned char>(b));
            })) {
            text.remove_prefix(scheme.size());
            return secure;
        }
    }
    return std::nullopt;
}

std::string lowered(std::string_view text) {
    std::string s(text);
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// What follows the scheme: HOST[:PORT][/ROOM | /watch/TOKEN][/]. `portNeeded`: a link of the
// plain scheme must name its port (a typed address need not).
std::variant<RoomAddress, RoomLinkProblem> parseLocation(std::string_view rest, bool secure,
                                                         bool portNeeded) {
    using enum RoomLinkProblem;
    if (rest.ends_with('/')) rest.remove_suffix(1);
    const auto slash = rest.find('/');
    std::string_view hostPort = rest.substr(0, slash);
    const std::string_view path = slash == std::string_view::npos ? "" : rest.substr(slash + 1);

    RoomAddress address;
    address.secure = secure;
    address.port = secure ? kDefaultSecurePort : kDefaultPort;
    if (hostPort.starts_with('[')) { // [IPv6]:port
        const auto close = hostPort.find(']');
        if (close == std::string_view::npos) return BadHost;
        address.host = std::string(hostPort.substr(1, close - 1));
        hostPort.remove_prefix(close + 1);
        if (!hostPort.empty() && hostPort.front() != ':') return BadHost;
    } else {
        const auto colon = hostPort.rfind(':');
        address.host = std::string(hostPort.substr(0, colon));
        hostPort.remove_prefix(colon == std::string_view::npos ? hostPort.size() : colon);
    }
    const auto hostChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' ||
               c == '%' || c == '_';
    };
    if (address.host.empty()) return NoHost;
    if (address.host.size() > 253 ||
        !std::all_of(address.host.begin(), address.host.end(), hostChar))
        return BadHost;
    if (hostPort.size() == 1) return NoPort; // a ':' and nothing after it
    if (hostPort.empty()) {
        if (portNeeded && !secure) return NoPort;
    } else {
        hostPort.remove_prefix(1);
        int port = 0;
        const auto [end, ec] =
            std::from_chars(hostPort.data(), hostPort.data() + hostPort.size(), port);
        if (ec != std::errc() || end != hostPort.data() + hostPort.size() || port < 1 ||
            port > 65535)
            return BadPort;
        address.port = std::uint16_t(port);
    }
    if (path.empty()) return NoRoom;
    std::string lower = lowered(path);
    if (lower == "watch" || lower.starts_with("watch/")) {
        address.watch = lower.substr(std::min<std::size_t>(lower.size(), 6));
        if (!isToken(address.watch)) return BadWatch;
        return address;
    }
    address.room = std::move(lower);
    if (!isRoomCode(address.room)) return BadRoom;
    return address;
}

} // namespace

std::optional<RoomAddress> parseRoomUrl(std::string_view text) {
    text = trimmed(text);
    if (text.size() > 300) return std::nullopt;
    const bool secure = takeScheme(text).value_or(false);
    auto parsed = parseLocation(text, secure, false);
    if (auto* address = std::get_if<RoomAddress>(&parsed)) return std::move(*address);
    return std::nullopt;
}

std::variant<RoomAddress, RoomLinkProblem> parseRoomLink(std::string_view link) {
    link = trimmed(link);
    if (link.size() > 300) return RoomLinkProblem::TooLong;
    const auto secure = takeScheme(link);
    if (!secure) return RoomLinkProblem::NotGunjin;
    return parseLocation(link, *secure, true);
}

std::string roomUrl(const RoomAddress& address) {
    const bool v6 = address.host.find(':') != std::string::npos;
    return std::string(address.secure ? "gunjins://" : "gunjin://") +
           (v6 ? "[" + address.host + "]" : address.host) + ":" + std::to_string(address.port) +
           "/" + (address.watching() ? "watch/" + address.watch : address.room);
}

SubmitSetup setupMessage(const Setup& setup) {
    SubmitSetup m;
    for (const auto& e : setup.entries()) m.pieces.push_back({e.square, e.type});
    return m;
}

Parsed parseClientMessage(std::string_view frame, const RuleSet& rules) {
    detail::Envelope<Json> envelope;
    if (auto error = detail::readEnvelope(frame, kMaxFrameBytes, envelope)) {
        if (error->code == "frame_too_large") error->message = "frames are limited to 16 KiB";
        return *error;
    }
    const Json& j = envelope.object;
    const std::string* type = &envelope.type;

    if (*type == "hello") {
        // The version first: a client of another version is told so, whatever else it sent.
        const auto protocol = countField(j, "protocol", 1'000'000);
        if (protocol >= 0 && protocol != kProtocolVersion)
            return ProtocolError{
                "unsupported_protocol",
                "this server speaks protocol " + std::to_string(kProtocolVersion) +
                    " and the client protocol " + std::to_string(protocol) +
                    ": update the app (both players need the same version of Gunjin)"};
        const std::string* client = stringField(j, "client");
        if (protocol < 0 || !client) return bad("hello needs \"protocol\" and \"client\"");
        if (client->size() > kMaxClientNameBytes) return bad("client name too long");
        return ClientMessage{Hello{int(protocol), *client}};
    }
    if (*type == "create_room") {
        CreateRoom create;
        if (j.contains("rules")) {
            const std::string* code = stringField(j, "rules");
            if (!code || code->size() > kMaxRuleCodeBytes)
                return bad("create_room's \"rules\" must be a rule code (a string)");
            create.rules = *code;
        }
        return ClientMessage{std::move(create)};
    }
    if (*type == "room_info") {
        const std::string* room = stringField(j, "room");
        if (!room || !isRoomCode(*room)) return bad("room_info needs a valid \"room\" code");
        return ClientMessage{RoomInfoRequest{*room}};
    }
    if (*type == "join_room") {
        const std::string* room = stringField(j, "room");
        if (!room || !isRoomCode(*room)) return bad("join_room needs a valid \"room\" code");
        return ClientMessage{JoinRoom{*room}};
    }
    if (*type == "resume") {
        const std::string* room = stringField(j, "room");
        const std::string* token = stringField(j, "token");
        const auto last = countField(j, "last_seq", std::int64_t{1} << 53);
        if (!room || !isRoomCode(*room) || !token || !isToken(*token) || last < 0)
            return bad("resume needs \"room\", \"token\" and \"last_seq\"");
        return ClientMessage{Resume{*room, *token, std::uint64_t(last)}};
    }
    if (*type == "watch_room") {
        const std::string* watch = stringField(j, "watch");
        const auto last = countField(j, "last_seq", std::int64_t{1} << 53);
        if (!watch || !isToken(*watch) || last < 0)
            return bad("watch_room needs \"watch\" (a watch token) and \"last_seq\"");
        return ClientMessage{WatchRoom{*watch, std::uint64_t(last)}};
    }
    if (*type == "setup") return parseSetup(j, rules);
    if (*type == "ready") return ClientMessage{Ready{}};
    if (*type == "move") {
        const std::string* text = stringField(j, "move");
        const auto ply = countField(j, "ply", 1'000'000);
        const auto move = text ? parseMove(*text, rules) : std::nullopt;
        if (!move || ply < 1)
            return bad("move needs \"move\" (a move of " + rules.code() +
                       " in the notation of cli.md) and \"ply\" >= 1");
        return ClientMessage{PlayMove{*move, int(ply)}};
    }
    if (*type == "resign") return ClientMessage{Resign{}};
    if (*type == "rematch") return ClientMessage{Rematch{}};
    if (*type == "leave") return ClientMessage{Leave{}};
    if (*type == "ping") return ClientMessage{Ping{}};
    return bad("unknown message type \"" + type->substr(0, 24) + "\"");
}

std::string toJson(const ClientMessage& message, const RuleSet& rules) {
    struct Writer {
        const RuleSet& rules;
        Json operator()(const Hello& m) const {
            return {{"type", "hello"}, {"protocol", m.protocol}, {"client", m.client}};
        }
        Json operator()(const CreateRoom& m) const {
            return {{"type", "create_room"}, {"rules", m.rules}};
        }
        Json operator()(const RoomInfoRequest& m) const {
            return {{"type", "room_info"}, {"room", m.room}};
        }
        Json operator()(const JoinRoom& m) const {
            return {{"type", "join_room"}, {"room", m.room}};
        }
        Json operator()(const Resume& m) const {
            return {
                {"type", "resume"}, {"room", m.room}, {"token", m.token}, {"last_seq", m.lastSeq}};
        }
        Json operator()(const WatchRoom& m) const {
            return {{"type", "watch_room"}, {"watch", m.watch}, {"last_seq", m.lastSeq}};
        }
        Json operator()(const SubmitSetup& m) const {
            Json pieces = Json::array();
            for (const auto& p : m.pieces)
                pieces.push_back(
                    {{"square", rules.board().name(p.square)}, {"type", pieceTypeId(p.type)}});
            return {{"type", "setup"}, {"pieces", std::move(pieces)}};
        }
        Json operator()(const Ready&) const { return {{"type", "ready"}}; }
        Json operator()(const PlayMove& m) const {
            return {{"type", "move"}, {"move", moveText(m.move, rules)}, {"ply", m.ply}};
        }
        Json operator()(const Resign&) const { return {{"type", "resign"}}; }
        Json operator()(const Rematch&) const { return {{"type", "rematch"}}; }
        Json operator()(const Leave&) const { return {{"type", "leave"}}; }
        Json operator()(const Ping&) const { return {{"type", "ping"}}; }
    };
    // Replace rather than throw on a string that is not UTF-8 (a caller's client name).
    return std::visit(Writer{rules}, message).dump(-1, ' ', false, Json::error_handler_t::replace);
}

} // namespace gunjin::net
