// What changes a room, as a durable store keeps it: the room's fixed facts (RoomHead) and one
// line per change, in order. Replaying the lines through the same Room methods rebuilds the
// room exactly - its games through the referee (deterministic), each seat's log and the
// spectators' log event for event, so seq numbers continue after a restart. Only what changed
// the room is written: a message the room refused leaves it as it was and is not kept.
// Qt-free. The lines hold tokens and setups (the referee's secrets): they go to the store only,
// never to a log.
#pragma once

#include "protocol.h"
#include "room.h"

#include <optional>
#include <string>
#include <string_view>

namespace gunjin::net {

// What a room is made with (Room's constructor).
struct RoomHead {
    std::string code;
    std::string rules; // RuleSet::code()
    std::string creatorToken;
    std::string watchToken;
    Millis createdAt = 0; // absolute (milliseconds since the Unix epoch)
    friend bool operator==(const RoomHead&, const RoomHead&) = default;
};

namespace journal {
// The second player took the free seat with `token` (Room::join).
std::string join(std::string_view token);
std::string attach(SeatIndex seat);
std::string detach(SeatIndex seat, Millis at);
// A tick that changed the room (an away event), with the away limit it was judged by.
std::string tick(Millis at, Millis awayMs);
// A player's message the room accepted: setup, ready, move, resign, rematch or leave.
std::string message(SeatIndex seat, const ClientMessage& message, const RuleSet& rules);
} // namespace journal

// A room as its head makes it, before any line; an error when the rule code does not read.
std::variant<Room, std::string> roomFromHead(const RoomHead& head);

// Applies one line to `room`, as when it was written. An error (a line this server would not
// have written, or one the room refuses) comes back as a message and the room may be changed
// part way: the caller drops it.
std::optional<std::string> replayLine(Room& room, std::string_view line);

} // namespace gunjin::net
