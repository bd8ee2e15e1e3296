// The room protocol of docs/protocol.md, version 3: client messages as values, read from
// untrusted frames (errors as values, nothing throws) and written back. Qt-free.
// Version 2: a room carries a rule set (create_room's "rules", room_info, the seat's "rules");
// setups and moves are read and written in the notation of the room's rule set.
// Version 3: spectators. A room has a watch token beside its seat tokens; watch_room follows
// the room's public stream and can change nothing.
#pragma once

#include "core/rules.h"
#include "core/setup.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gunjin::net {

constexpr int kProtocolVersion = 3;
constexpr std::size_t kMaxFrameBytes = 16 * 1024;
constexpr std::size_t kMaxClientNameBytes = 64;
constexpr std::size_t kRoomCodeLength = 10;
constexpr std::size_t kTokenHexDigits = 32;
constexpr std::size_t kMaxRuleCodeBytes = 200;

// The alphabet of room codes: no 0/1/i/l/o, so a code read aloud is not misheard.
constexpr std::string_view kRoomAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";

bool isRoomCode(std::string_view s);
bool isToken(std::string_view s);

// The port gunjin-server and the app's host listen on unless told otherwise.
constexpr std::uint16_t kDefaultPort = 47800;
// The name a room server inside the app gives in `welcome`: its rooms live in that app's
// memory, so they end when that app stops (a gunjin-server names itself otherwise).
constexpr std::string_view kAppServerName = "gunjin-desktop";

// Where a room is: what 友達と対戦 shows as gunjin://HOST:PORT/ROOM (gunjins:// for a server
// that speaks TLS), and what a watch link names: gunjin[s]://HOST:PORT/watch/TOKEN. A watch
// link carries the room's watch token, never its code, so whoever watches cannot take a seat.
struct RoomAddress {
    std::string host; // a name, an IPv4 address, or an IPv6 address (without brackets)
    std::uint16_t port = kDefaultPort;
    std::string room;    // the room's code; empty in a watch link
    std::string watch;   // a watch link's token (32 hex digits); empty in a seat's link
    bool secure = false; // gunjins://: wss:// to a server with a certificate
    bool watching() const { return !watch.empty(); }
    friend bool operator==(const RoomAddress&, const RoomAddress&) = default;
};
// The port a gunjins:// link means when it names none (a server behind the HTTPS port).
constexpr std::uint16_t kDefaultSecurePort = 443;
// Reads an address a player pasted or typed: surrounding spaces are ignored, the scheme and
// the port may be left out (gunjin:// and 47800, or 443 after gunjins://), the room code may be
// in capitals. nullopt if it is not one.
std::optional<RoomAddress> parseRoomUrl(std::string_view text);
// The link of an address: gunjin[s]://HOST:PORT/ROOM or gunjin[s]://HOST:PORT/watch/TOKEN.
std::string roomUrl(const RoomAddress& address);

// A gunjin:// or gunjins:// link handed to the app (a click in a browser or a chat, the command
// line). Unlike an address typed into the app it must be complete: the scheme, the host, the
// port (gunjins:// may leave it out for 443) and the room or watch token, and nothing after it
// (one trailing '/' aside, which some programs add). Each way it can be wrong is named, so that
// the app can say which.
enum class RoomLinkProblem {
    NotGunjin, // not gunjin:// or gunjins://
    NoHost,
    BadHost, // characters no host name or address has
    NoPort,  // gunjin://HOST/ROOM: the port is needed
    BadPort, // not a number from 1 to 65535
    NoRoom,  // nothing after HOST:PORT
    BadRoom, // not a room code (10 letters and digits), or more after it
    TooLong,
    BadWatch, // watch/ followed by something that is not a watch token
};
std::variant<RoomAddress, RoomLinkProblem> parseRoomLink(std::string_view link);

struct Hello {
    int protocol = kProtocolVersion;
    std::string client;
    friend bool operator==(const Hello&, const Hello&) = default;
};
struct CreateRoom {
    // The rule code the room plays (RuleSet::code(); "classic" when the field is absent). Read
    // as text: the server checks it and answers bad_rules.
    std::string rules = "classic";
    friend bool operator==(const CreateRoom&, const CreateRoom&) = default;
};
struct JoinRoom {
    std::string room;
    friend bool operator==(const JoinRoom&, const JoinRoom&) = default;
};
// Asks what a room plays before taking a seat (answered with the server's room_info).
struct RoomInfoRequest {
    std::string room;
    friend bool operator==(const RoomInfoRequest&, const RoomInfoRequest&) = default;
};
// Follows a room's public stream (a spectator), or takes it up again after a drop: the server
// replays every spectator event after `lastSeq`. The connection holds no seat.
struct WatchRoom {
    std::string watch; // the room's watch token
    std::uint64_t lastSeq = 0;
    friend bool operator==(const WatchRoom&, const WatchRoom&) = default;
};
struct Resume {
    std::string room;
    std::string token;
    std::uint64_t lastSeq = 0;
    friend bool operator==(const Resume&, const Resume&) = default;
};
// A setup as sent: squares and types only, checked against the room's rules by the server (it
// knows the seat's side).
struct SubmitSetup {
    struct Piece {
        Square square;
        PieceType type;
        friend bool operator==(const Piece&, const Piece&) = default;
    };
    std::vector<Piece> pieces;
    friend bool operator==(const SubmitSetup&, const SubmitSetup&) = default;
};
// The message that sends a setup (its pieces in square order).
SubmitSetup setupMessage(const Setup& setup);
struct Ready {
    friend bool operator==(const Ready&, const Ready&) = default;
};
struct PlayMove {
    Move move;
    int ply = 0; // the game's next ply as the client saw it
    friend bool operator==(const PlayMove&, const PlayMove&) = default;
};
struct Resign {
    friend bool operator==(const Resign&, const Resign&) = default;
};
struct Rematch {
    friend bool operator==(const Rematch&, const Rematch&) = default;
};
struct Leave {
    friend bool operator==(const Leave&, const Leave&) = default;
};
struct Ping {
    friend bool operator==(const Ping&, const Ping&) = default;
};

using ClientMessage = std::variant<Hello, CreateRoom, JoinRoom, RoomInfoRequest, Resume, WatchRoom,
                                   SubmitSetup, Ready, PlayMove, Resign, Rematch, Leave, Ping>;

// A problem with a frame: the protocol's error code and a message for logs.
struct ProtocolError {
    std::string code; // "bad_message", "frame_too_large", ...
    std::string message;
};

// Reads one client frame. Never throws; anything malformed is a ProtocolError. `rules`: the rule
// set of the sender's room, in whose notation setups and moves are read (squares, types, the
// army's size, strikes and tows); classic for a connection without a room.
std::variant<ClientMessage, ProtocolError> parseClientMessage(std::string_view frame,
                                                              const RuleSet& rules);

// The frame a client sends for a message (what parseClientMessage reads back with the same
// rules).
std::string toJson(const ClientMessage& message, const RuleSet& rules);

} // namespace gunjin::net
