// Server -> client messages of docs/protocol.md, version 3: written by the room server, read by
// the app's client from untrusted frames (errors as values, nothing throws). Qt-free.
#pragma once

#include "protocol.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace gunjin::net {

// The events the room itself raises (the game's start/move/end come from core::Match).
struct OpponentJoined {
    friend bool operator==(const OpponentJoined&, const OpponentJoined&) = default;
};
struct OpponentReady {
    bool ready = false;
    friend bool operator==(const OpponentReady&, const OpponentReady&) = default;
};
struct OpponentConnection {
    bool connected = false;
    std::int64_t sinceMs = 0; // how long the opponent has been away (0 when connected)
    bool away = false;        // gone for the away limit (2 min): the app offers a CPU game
    friend bool operator==(const OpponentConnection&, const OpponentConnection&) = default;
};
struct OpponentRematch {
    friend bool operator==(const OpponentRematch&, const OpponentRematch&) = default;
};
// Both asked for a rematch: a new setup phase with the sides swapped.
struct NewGame {
    Side side = Side::First;
    int game = 1; // 1 for the room's first game
    friend bool operator==(const NewGame&, const NewGame&) = default;
};
// The joiner gave up its seat (leave): the room stays and waits for another player, who
// may join with the same address; a game it left running was resigned.
struct OpponentLeft {
    friend bool operator==(const OpponentLeft&, const OpponentLeft&) = default;
};
struct RoomClosing {
    std::string reason; // "expired", "left" (and "idle", which a version 1 server named)
    friend bool operator==(const RoomClosing&, const RoomClosing&) = default;
};
// A line of the core's per-side stream: "start", "move" or "end", as compact JSON text, read
// with the core's readers (startEventFromJson, announcementFromJson, endEventFromJson).
struct GameEvent {
    std::string kind;
    std::string json;
    friend bool operator==(const GameEvent&, const GameEvent&) = default;
};

using RoomEvent = std::variant<GameEvent, OpponentJoined, OpponentReady, OpponentConnection,
                               OpponentRematch, NewGame, OpponentLeft, RoomClosing>;

struct Welcome {
    int protocol = kProtocolVersion;
    std::string server;
    friend bool operator==(const Welcome&, const Welcome&) = default;
};
struct SeatGranted {
    std::string room;
    Side side = Side::First;
    std::optional<std::string> token; // absent after resume: the client already holds it
    bool ready = false;               // the seat's own 決定 as the server has it
    std::string rules = "classic";    // the room's rule code (canonical)
    std::string watch;                // the room's watch token, for the players to hand out
    int watchers = 0;                 // how many watch the room now
    friend bool operator==(const SeatGranted&, const SeatGranted&) = default;
};
// The answer to watch_room: the connection follows the room's public stream (its events come
// as `event` frames numbered for the spectator). Names the rules, never the room's code.
struct Watching {
    std::string rules;
    int watchers = 0; // this spectator included
    friend bool operator==(const Watching&, const Watching&) = default;
};
// How many watch the room now: to its seats and spectators whenever it changes. Not an
// event: a resume gets the count of the moment with `seat` or `watching`, not its history.
struct Watchers {
    int count = 0;
    friend bool operator==(const Watchers&, const Watchers&) = default;
};
// The answer to room_info: what a room plays, and whether a seat is free, before joining.
struct RoomInfo {
    std::string room;
    std::string rules; // the room's rule code (canonical)
    bool open = false; // the second seat is free and the room is not closing
    friend bool operator==(const RoomInfo&, const RoomInfo&) = default;
};
struct ErrorReply {
    std::string code;
    std::string message;
    friend bool operator==(const ErrorReply&, const ErrorReply&) = default;
};
struct Pong {
    friend bool operator==(const Pong&, const Pong&) = default;
};
struct EventMessage {
    std::uint64_t seq = 0;
    RoomEvent event;
    friend bool operator==(const EventMessage&, const EventMessage&) = default;
};

using ServerMessage = std::variant<Welcome, SeatGranted, RoomInfo, ErrorReply, Pong, EventMessage,
                                   Watching, Watchers>;

// The JSON object of an event the room raises (`{"event":"opponent_ready","ready":true}`);
// a GameEvent is its own text.
std::string eventToJson(const RoomEvent& event);
// The frame of an event: `{"type":"event","seq":N,"event":OBJECT}` around an event object.
std::string eventFrame(std::uint64_t seq, std::string_view eventObject);
std::string toJson(const ServerMessage& message);

// Reads one server frame. A start/move/end event is checked for its kind only; its content is
// for the core's readers.
std::variant<ServerMessage, ProtocolError> parseServerMessage(std::string_view frame);

} // namespace gunjin::net
