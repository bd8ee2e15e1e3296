#include "room_journal.h"

#include <nlohmann/json.hpp>

namespace gunjin::net {

using nlohmann::json;

namespace journal {

std::string join(std::string_view token) {
    return json{{"join", token}}.dump();
}

std::string attach(SeatIndex seat) {
    return json{{"attach", seat}}.dump();
}

std::string detach(SeatIndex seat, Millis at) {
    return json{{"detach", seat}, {"at", at}}.dump();
}

std::string tick(Millis at, Millis awayMs) {
    return json{{"tick", at}, {"away", awayMs}}.dump();
}

std::string message(SeatIndex seat, const ClientMessage& message, const RuleSet& rules) {
    // The client's own frame: read back by the parser that read it the first time.
    return json{{"seat", seat}, {"msg", json::parse(toJson(message, rules))}}.dump();
}

} // namespace journal

std::variant<Room, std::string> roomFromHead(const RoomHead& head) {
    auto rules = RuleSet::fromCode(head.rules);
    if (!rules) return "its rule code does not read (" + rules.error() + ")";
    if (!isRoomCode(head.code) || !isToken(head.creatorToken) || !isToken(head.watchToken))
        return std::string("its code or a token is malformed");
    return Room(head.code, head.creatorToken, head.watchToken, *rules, head.createdAt);
}

namespace {

std::optional<SeatIndex> seatField(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer()) return std::nullopt;
    const auto seat = it->get<std::int64_t>();
    if (seat != 0 && seat != 1) return std::nullopt;
    return SeatIndex(seat);
}

std::optional<Millis> millisField(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer()) return std::nullopt;
    return it->get<Millis>();
}

// The refusal's code only: its message may name a piece of a hidden setup, and this goes to
// the server's log.
std::optional<std::string> refused(const std::optional<ProtocolError>& error) {
    if (!error) return std::nullopt;
    return "the room refuses it (" + error->code + ")";
}

std::optional<std::string> replayMessage(Room& room, SeatIndex seat, const json& msg) {
    if (!room.seatTaken(seat) || room.seatLeft(seat))
        return "seat " + std::to_string(seat) + " is not held";
    auto parsed = parseClientMessage(msg.dump(), room.rules());
    if (const auto* e = std::get_if<ProtocolError>(&parsed))
        return "the message does not read (" + e->code + ")";
    const ClientMessage& m = std::get<ClientMessage>(parsed);
    if (const auto* setup = std::get_if<SubmitSetup>(&m)) return refused(room.setup(seat, *setup));
    if (std::holds_alternative<Ready>(m)) return refused(room.markReady(seat));
    if (const auto* move = std::get_if<PlayMove>(&m)) return refused(room.move(seat, *move));
    if (std::holds_alternative<Resign>(m)) return refused(room.resign(seat));
    if (std::holds_alternative<Rematch>(m)) return refused(room.rematch(seat));
    if (std::holds_alternative<Leave>(m)) {
        room.leave(seat);
        return std::nullopt;
    }
    return std::string("a message that changes no room");
}

} // namespace

std::optional<std::string> replayLine(Room& room, std::string_view line) {
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return std::string("not a JSON object");
    if (const auto token = j.find("join"); token != j.end()) {
        if (!token->is_string() || !isToken(token->get_ref<const std::string&>()))
            return std::string("a join without a token");
        if (!room.seatOpen()) return std::string("a join while the seat is not open");
        room.join(token->get<std::string>());
        return std::nullopt;
    }
    if (j.contains("attach")) {
        const auto seat = seatField(j, "attach");
        if (!seat || !room.seatTaken(*seat) || room.attached(*seat))
            return std::string("an attach to a seat that cannot take it");
        room.attach(*seat, 0); // attach does not depend on the time
        return std::nullopt;
    }
    if (j.contains("detach")) {
        const auto seat = seatField(j, "detach");
        const auto at = millisField(j, "at");
        if (!seat || !at || !room.attached(*seat))
            return std::string("a detach of a seat that is not attached");
        room.detach(*seat, *at);
        return std::nullopt;
    }
    if (j.contains("tick")) {
        const auto at = millisField(j, "tick");
        const auto away = millisField(j, "away");
        if (!at || !away || *away < 0) return std::string("a tick without its times");
        room.tick(*at, *away);
        return std::nullopt;
    }
    const auto seat = seatField(j, "seat");
    const auto msg = j.find("msg");
    if (!seat || msg == j.end() || !msg->is_object()) return std::string("an unknown change");
    return replayMessage(room, *seat, *msg);
}

} // namespace gunjin::net
