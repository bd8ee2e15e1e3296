#include "server_message.h"

#include "json_fields.h"

#include <nlohmann/json.hpp>

namespace gunjin::net {

namespace {

// Ordered, so that a game event read from a frame is the very text the server wrapped.
using Json = nlohmann::ordered_json;
using Parsed = std::variant<ServerMessage, ProtocolError>;
using detail::bad;
using detail::boolField;
using detail::countField;
using detail::stringField;

std::string dump(const Json& j) {
    return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

constexpr std::int64_t kMaxSeq = std::int64_t{1} << 53;
constexpr std::int64_t kMaxWatchers = 1'000'000;

std::variant<RoomEvent, ProtocolError> parseEvent(const Json& e) {
    if (!e.is_object()) return bad("an event is an object");
    const std::string* kind = stringField(e, "event");
    if (!kind) return bad("an event needs a string \"event\"");
    if (*kind == "start" || *kind == "move" || *kind == "end")
        return RoomEvent{GameEvent{*kind, dump(e)}};
    if (*kind == "opponent_joined") return RoomEvent{OpponentJoined{}};
    if (*kind == "opponent_rematch") return RoomEvent{OpponentRematch{}};
    if (*kind == "opponent_left") return RoomEvent{OpponentLeft{}};
    if (*kind == "opponent_ready") {
        const auto ready = boolField(e, "ready");
        if (!ready) return bad("opponent_ready needs \"ready\"");
        return RoomEvent{OpponentReady{*ready}};
    }
    if (*kind == "opponent_connection") {
        const auto connected = boolField(e, "connected");
        const auto away = boolField(e, "away");
        const auto since = countField(e, "since_ms", kMaxSeq);
        if (!connected || !away || since < 0)
            return bad("opponent_connection needs \"connected\", \"since_ms\" and \"away\"");
        return RoomEvent{OpponentConnection{*connected, since, *away}};
    }
    if (*kind == "new_game") {
        const std::string* side = stringField(e, "side");
        const auto parsedSide = side ? parseSide(*side) : std::nullopt;
        const auto game = countField(e, "game", 1'000'000);
        if (!parsedSide || game < 1) return bad("new_game needs \"side\" and \"game\"");
        return RoomEvent{NewGame{*parsedSide, int(game)}};
    }
    if (*kind == "room_closing") {
        const std::string* reason = stringField(e, "reason");
        if (!reason || (*reason != "idle" && *reason != "expired" && *reason != "left"))
            return bad("room_closing needs a known \"reason\"");
        return RoomEvent{RoomClosing{*reason}};
    }
    return bad("unknown event \"" + kind->substr(0, 24) + "\"");
}

} // namespace

std::string eventToJson(const RoomEvent& event) {
    struct Writer {
        std::string operator()(const GameEvent& e) const { return e.json; }
        std::string operator()(const OpponentJoined&) const {
            return dump(Json{{"event", "opponent_joined"}});
        }
        std::string operator()(const OpponentReady& e) const {
            return dump(Json{{"event", "opponent_ready"}, {"ready", e.ready}});
        }
        std::string operator()(const OpponentConnection& e) const {
            return dump(Json{{"event", "opponent_connection"},
                             {"connected", e.connected},
                             {"since_ms", e.sinceMs},
                             {"away", e.away}});
        }
        std::string operator()(const OpponentRematch&) const {
            return dump(Json{{"event", "opponent_rematch"}});
        }
        std::string operator()(const NewGame& e) const {
            return dump(Json{{"event", "new_game"}, {"side", sideId(e.side)}, {"game", e.game}});
        }
        std::string operator()(const OpponentLeft&) const {
            return dump(Json{{"event", "opponent_left"}});
        }
        std::string operator()(const RoomClosing& e) const {
            return dump(Json{{"event", "room_closing"}, {"reason", e.reason}});
        }
    };
    return std::visit(Writer{}, event);
}

std::string eventFrame(std::uint64_t seq, std::string_view eventObject) {
    std::string frame = R"({"type":"event","seq":)";
    frame += std::to_string(seq);
    frame += R"(,"event":)";
    frame += eventObject;
    frame += '}';
    return frame;
}

std::string toJson(const ServerMessage& message) {
    struct Writer {
        std::string operator()(const Welcome& m) const {
            return dump(Json{{"type", "welcome"}, {"protocol", m.protocol}, {"server", m.server}});
        }
        std::string operator()(const SeatGranted& m) const {
            Json j{{"type", "seat"}, {"room", m.room}, {"side", sideId(m.side)}};
            if (m.token) j["token"] = *m.token;
            j["ready"] = m.ready;
            j["rules"] = m.rules;
            j["watch"] = m.watch;
            j["watchers"] = m.watchers;
            return dump(j);
        }
        std::string operator()(const Watching& m) const {
            return dump(Json{{"type", "watching"}, {"rules", m.rules}, {"watchers", m.watchers}});
        }
        std::string operator()(const Watchers& m) const {
            return dump(Json{{"type", "watchers"}, {"count", m.count}});
        }
        std::string operator()(const RoomInfo& m) const {
            return dump(Json{
                {"type", "room_info"}, {"room", m.room}, {"rules", m.rules}, {"open", m.open}});
        }
        std::string operator()(const ErrorReply& m) const {
            return dump(Json{{"type", "error"}, {"code", m.code}, {"message", m.message}});
        }
        std::string operator()(const Pong&) const { return dump(Json{{"type", "pong"}}); }
        std::string operator()(const EventMessage& m) const {
            return eventFrame(m.seq, eventToJson(m.event));
        }
    };
    return std::visit(Writer{}, message);
}

Parsed parseServerMessage(std::string_view frame) {
    // A server may send more than a client (a whole end event), but not without bound.
    detail::Envelope<Json> envelope;
    if (auto error = detail::readEnvelope(frame, 4 * kMaxFrameBytes, envelope)) return *error;
    const Json& j = envelope.object;
    const std::string* type = &envelope.type;

    if (*type == "welcome") {
        const auto protocol = countField(j, "protocol", 1'000'000);
        const std::string* server = stringField(j, "server");
        if (protocol < 0 || !server) return bad("welcome needs \"protocol\" and \"server\"");
        return ServerMessage{Welcome{int(protocol), *server}};
    }
    if (*type == "seat") {
        const std::string* room = stringField(j, "room");
        const std::string* side = stringField(j, "side");
        const auto parsedSide = side ? parseSide(*side) : std::nullopt;
        const auto ready = boolField(j, "ready");
        const std::string* rules = stringField(j, "rules");
        const std::string* watch = stringField(j, "watch");
        const auto watchers = countField(j, "watchers", kMaxWatchers);
        if (!room || !isRoomCode(*room) || !parsedSide || !ready || !rules ||
            rules->size() > kMaxRuleCodeBytes || !watch || !isToken(*watch) || watchers < 0)
            return bad("seat needs \"room\", \"side\", \"ready\", \"rules\", \"watch\" and "
                       "\"watchers\"");
        SeatGranted seat{*room, *parsedSide, std::nullopt, *ready, *rules, *watch, int(watchers)};
        if (j.contains("token")) {
            const std::string* token = stringField(j, "token");
            if (!token || !isToken(*token)) return bad("seat has a malformed \"token\"");
            seat.token = *token;
        }
        return ServerMessage{std::move(seat)};
    }
    if (*type == "room_info") {
        const std::string* room = stringField(j, "room");
        const std::string* rules = stringField(j, "rules");
        const auto open = boolField(j, "open");
        if (!room || !isRoomCode(*room) || !rules || rules->size() > kMaxRuleCodeBytes || !open)
            return bad("room_info needs \"room\", \"rules\" and \"open\"");
        return ServerMessage{RoomInfo{*room, *rules, *open}};
    }
    if (*type == "error") {
        const std::string* code = stringField(j, "code");
        const std::string* message = stringField(j, "message");
        if (!code || !message) return bad("error needs \"code\" and \"message\"");
        return ServerMessage{ErrorReply{*code, *message}};
    }
    if (*type == "pong") return ServerMessage{Pong{}};
    if (*type == "watching") {
        const std::string* rules = stringField(j, "rules");
        const auto watchers = countField(j, "watchers", kMaxWatchers);
        if (!rules || rules->size() > kMaxRuleCodeBytes || watchers < 0)
            return bad("watching needs \"rules\" and \"watchers\"");
        return ServerMessage{Watching{*rules, int(watchers)}};
    }
    if (*type == "watchers") {
        const auto count = countField(j, "count", kMaxWatchers);
        if (count < 0) return bad("watchers needs \"count\"");
        return ServerMessage{Watchers{int(count)}};
    }
    if (*type == "event") {
        const auto seq = countField(j, "seq", kMaxSeq);
        const auto it = j.find("event");
        if (seq < 1 || it == j.end()) return bad("event needs \"seq\" >= 1 and \"event\"");
        auto event = parseEvent(*it);
        if (auto* error = std::get_if<ProtocolError>(&event)) return std::move(*error);
        return ServerMessage{
            EventMessage{std::uint64_t(seq), std::get<RoomEvent>(std::move(event))}};
    }
    return bad("unknown message type \"" + type->substr(0, 24) + "\"");
}

} // namespace gunjin::net
