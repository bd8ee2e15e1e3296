// One room of the room server: two seats, their setups, the game the server referees, each
// seat's numbered event log, and the spectators' log (docs/protocol.md). It knows nothing of
// connections or sockets: RoomService attaches seats to connections and sends what the logs gain.
// Qt-free, not thread-safe; all times are a monotonic clock in milliseconds handed in by the
// caller.
#pragma once

#include "protocol.h"
#include "server_message.h"

#include "core/match.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gunjin::net {

using Millis = std::int64_t;

// The seat that created the room is 0; it plays first in odd-numbered games.
using SeatIndex = int;

class Room {
public:
    enum class Phase { Arranging, Playing, Over };

    // A room playing `rules` (chosen by its creator; every game of the room plays them).
    // `watchToken` lets whoever holds it watch the room, never play.
    Room(std::string code, std::string creatorToken, std::string watchToken, const RuleSet& rules,
         Millis now);

    const std::string& code() const { return m_code; }
    const RuleSet& rules() const { return m_rules; }
    Millis createdAt() const { return m_createdAt; }
    Phase phase() const { return m_phase; }
    int game() const { return m_game; }
    bool closed() const { return m_closed; }
    bool seatTaken(SeatIndex seat) const { return m_seats[seat].taken; }
    bool seatLeft(SeatIndex seat) const { return m_seats[seat].left; }
    bool ready(SeatIndex seat) const { return m_seats[seat].ready; }
    Side sideOf(SeatIndex seat) const;
    const std::string& token(SeatIndex seat) const { return m_seats[seat].token; }
    const std::string& watchToken() const { return m_watchToken; }
    // The numbered events of a seat: entry i is the frame with seq i + 1. Game lines are not
    // copied into the log: it points into the room's matches, which keep them once.
    std::size_t logSize(SeatIndex seat) const { return m_seats[seat].log.size(); }
    std::string frame(SeatIndex seat, std::size_t i) const;
    // The spectators' log, numbered as a seat's: every game's public stream (Match's), and the
    // room's closing. It depends on no hidden type before a game's end line.
    std::size_t publicLogSize() const { return m_publicLog.size(); }
    std::string publicFrame(std::size_t i) const;
    // The game being played or just played; nullptr while the first setups are arranged or
    // after a rematch until the next game starts.
    const Match* match() const {
        return m_phase != Phase::Arranging && !m_games.empty() ? m_games.back().get() : nullptr;
    }

    // The seat whose token this is (compared in constant time), if any and not left.
    std::optional<SeatIndex> seatWithToken(std::string_view token) const;

    // The second seat can be taken: never taken, or given up by a joiner who left (the room
    // then waits for another), and the room is not closing.
    bool seatOpen() const { return !m_closed && (!m_seats[1].taken || m_seats[1].left); }
    // The second player takes the free seat. After a finished game (its joiner left) the
    // next game's setup begins, as after a rematch.
    void join(std::string token);

    // Connection changes of a seat (the service tracks which connection holds it).
    void attach(SeatIndex seat, Millis now);
    void detach(SeatIndex seat, Millis now);
    bool attached(SeatIndex seat) const { return m_seats[seat].attached; }
    // When the last seat went away (nullopt while someone is attached).
    std::optional<Millis> emptySince() const;

    // The players' messages. An error leaves the room as it was.
    std::optional<ProtocolError> setup(SeatIndex seat, const SubmitSetup& setup);
    std::optional<ProtocolError> markReady(SeatIndex seat);
    std::optional<ProtocolError> move(SeatIndex seat, const PlayMove& move);
    std::optional<ProtocolError> resign(SeatIndex seat);
    std::optional<ProtocolError> rematch(SeatIndex seat);
    // The seat gives up its place: a running game is resigned and its token stops working.
    // The creator leaving closes the room (the other seat is told); the joiner leaving frees
    // the second seat for another player (the creator is told opponent_left).
    void leave(SeatIndex seat);

    // Raises the 2-minute away event when it is due. `awayMs` is the limit.
    void tick(Millis now, Millis awayMs);
    // The room goes away: tells whoever is still seated why.
    void close(const std::string& reason);

private:
    // An event of a log: line `line` of game `game`'s stream (the seat's side's, or the public
    // one), or, for game -1, the room's own event m_ownEvents[line]. Eight bytes: a long game's
    // logs stay small, whoever watches.
    struct LogEntry {
        std::int32_t game = -1;
        std::uint32_t line = 0;
    };
    struct Seat {
        bool taken = false;
        bool left = false;
        bool attached = false;
        bool everAttached = false;
        std::string token;
        std::optional<Setup> setup; // for the seat's side in the coming game
        bool ready = false;
        bool wantsRematch = false;
        Millis awaySince = 0; // valid while taken && !attached
        bool awayAnnounced = false;
        std::size_t forwarded = 0; // lines of the match stream already in the log
        std::vector<LogEntry> log;
    };

    void push(SeatIndex seat, const RoomEvent& event);
    void pushPublic(const RoomEvent& event);
    void pushGameLines(); // what the match streams gained, to both logs
    void startGame();

    std::string m_code;
    std::string m_watchToken;
    RuleSet m_rules;
    Millis m_createdAt;
    std::array<Seat, 2> m_seats;
    Phase m_phase = Phase::Arranging;
    int m_game = 1;
    bool m_closed = false;
    Millis m_emptySince = 0;
    std::vector<std::unique_ptr<Match>> m_games; // every game of the room, for replays
    std::vector<LogEntry> m_publicLog;
    std::vector<std::string> m_ownEvents; // the texts of the room's own events, in all logs
    std::size_t m_publicForwarded = 0;    // lines of the match's public stream in m_publicLog
};

} // namespace gunjin::net
