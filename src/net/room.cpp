#include "room.h"

#include <cassert>

namespace gunjin::net {

namespace {

ProtocolError error(const char* code, std::string message) {
    return {code, std::move(message)};
}

// Token comparison that takes the same time wherever the first difference is.
bool sameSecret(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

} // namespace

Room::Room(std::string code, std::string creatorToken, std::string watchToken, const RuleSet& rules,
           Millis now)
    : m_code(std::move(code)), m_watchToken(std::move(watchToken)), m_rules(rules),
      m_createdAt(now) {
    m_seats[0].taken = true;
    m_seats[0].token = std::move(creatorToken);
    m_seats[0].awaySince = now;
}

Side Room::sideOf(SeatIndex seat) const {
    // The creator plays first in games 1, 3, 5...: the sides swap with every rematch.
    const bool creatorFirst = m_game % 2 == 1;
    return (seat == 0) == creatorFirst ? Side::First : Side::Second;
}

std::optional<SeatIndex> Room::seatWithToken(std::string_view token) const {
    std::optional<SeatIndex> found;
    for (SeatIndex s : {0, 1}) // both compared, so the time does not tell which matched
        if (m_seats[s].taken && !m_seats[s].left && sameSecret(m_seats[s].token, token)) found = s;
    return found;
}

void Room::join(std::string token) {
    assert(seatOpen());
    m_seats[1] = Seat{}; // a joiner who left leaves nothing behind: log, setup, token
    m_seats[1].taken = true;
    m_seats[1].token = std::move(token);
    push(0, OpponentJoined{});
    if (m_phase == Phase::Over) {
        // The last game ended with its joiner gone: the newcomer starts the next one.
        ++m_game;
        m_phase = Phase::Arranging;
        Seat& creator = m_seats[0];
        creator.setup.reset();
        creator.ready = false;
        creator.wantsRematch = false;
        push(0, NewGame{sideOf(0), m_game});
    }
    if (!m_seats[0].attached) push(1, OpponentConnection{false, 0, false});
    if (m_seats[0].ready) push(1, OpponentReady{true});
}

void Room::attach(SeatIndex seat, Millis now) {
    (void)now;
    Seat& s = m_seats[seat];
    assert(s.taken && !s.attached);
    s.attached = true;
    s.awayAnnounced = false;
    const bool returning = s.everAttached;
    s.everAttached = true;
    const SeatIndex other = 1 - seat;
    if (returning && m_seats[other].taken && !m_seats[other].left)
        push(other, OpponentConnection{true, 0, false});
}

void Room::detach(SeatIndex seat, Millis now) {
    Seat& s = m_seats[seat];
    assert(s.attached);
    s.attached = false;
    s.awaySince = now;
    if (!m_seats[1 - seat].attached) m_emptySince = now;
    const SeatIndex other = 1 - seat;
    if (m_seats[other].taken && !m_seats[other].left && !s.left)
        push(other, OpponentConnection{false, 0, false});
}

std::optional<Millis> Room::emptySince() const {
    if (m_seats[0].attached || m_seats[1].attached) return std::nullopt;
    return m_emptySince;
}

std::optional<ProtocolError> Room::setup(SeatIndex seat, const SubmitSetup& message) {
    if (m_closed) return error("game_not_running", "the room is closing");
    if (m_phase != Phase::Arranging)
        return error("setup_locked", "the setup cannot change once the game has started");
    std::vector<SetupEntry> entries;
    entries.reserve(message.pieces.size());
    for (const auto& p : message.pieces) entries.push_back({p.square, p.type});
    auto setup = Setup::fromEntries(m_rules, sideOf(seat), entries);
    if (!setup) return error("illegal_setup", setup.error());
    Seat& s = m_seats[seat];
    s.setup = *setup;
    if (s.ready) {
        // A new arrangement takes back 決定 until it is committed again.
        s.ready = false;
        if (m_seats[1 - seat].taken) push(1 - seat, OpponentReady{false});
    }
    return std::nullopt;
}

std::optional<ProtocolError> Room::markReady(SeatIndex seat) {
    if (m_closed) return error("game_not_running", "the room is closing");
    if (m_phase != Phase::Arranging) return error("setup_locked", "the game has already started");
    Seat& s = m_seats[seat];
    if (!s.setup) return error("illegal_setup", "send a setup before ready");
    if (s.ready) return std::nullopt; // a repeat after a reconnect changes nothing
    s.ready = true;
    if (m_seats[1 - seat].taken) push(1 - seat, OpponentReady{true});
    if (m_seats[0].ready && m_seats[1].ready) startGame();
    return std::nullopt;
}

void Room::startGame() {
    const SeatIndex firstSeat = sideOf(0) == Side::First ? 0 : 1;
    m_games.push_back(
        std::make_unique<Match>(*m_seats[firstSeat].setup, *m_seats[1 - firstSeat].setup));
    m_phase = Phase::Playing;
    for (Seat& s : m_seats) {
        s.forwarded = 0;
        s.wantsRematch = false;
    }
    m_publicForwarded = 0;
    pushGameLines();
}

void Room::pushGameLines() {
    const Match& match = *m_games.back();
    const auto game = std::int32_t(m_games.size() - 1);
    for (SeatIndex seat : {0, 1}) {
        Seat& s = m_seats[seat];
        for (const Side side = sideOf(seat); s.forwarded < match.streamSize(side); ++s.forwarded)
            s.log.push_back({game, std::uint32_t(s.forwarded)});
    }
    for (; m_publicForwarded < match.publicStreamSize(); ++m_publicForwarded)
        m_publicLog.push_back({game, std::uint32_t(m_publicForwarded)});
    if (match.isOver()) m_phase = Phase::Over;
}

std::string Room::publicFrame(std::size_t i) const {
    const LogEntry& e = m_publicLog[i];
    if (e.game < 0) return eventFrame(i + 1, m_ownEvents[e.line]);
    return eventFrame(i + 1, m_games[std::size_t(e.game)]->publicStreamLine(e.line));
}

std::string Room::frame(SeatIndex seat, std::size_t i) const {
    const LogEntry& e = m_seats[seat].log[i];
    if (e.game < 0) return eventFrame(i + 1, m_ownEvents[e.line]);
    // The seat's side in that game: the creator is first in odd-numbered games.
    const bool creatorFirst = e.game % 2 == 0;
    const Side side = (seat == 0) == creatorFirst ? Side::First : Side::Second;
    return eventFrame(i + 1, m_games[std::size_t(e.game)]->streamLine(side, e.line));
}

std::optional<ProtocolError> Room::move(SeatIndex seat, const PlayMove& message) {
    if (m_phase != Phase::Playing || m_closed)
        return error("game_not_running", "no game is running");
    Match& match = *m_games.back();
    const int next = match.referee().ply() + 1;
    if (message.ply != next)
        return error("stale_ply", "the game is at ply " + std::to_string(next));
    if (match.referee().position().sideToMove() != sideOf(seat))
        return error("not_your_turn", "it is the opponent's turn");
    auto played = match.play(message.move);
    if (!played) return error("illegal_move", played.error());
    pushGameLines();
    return std::nullopt;
}

std::optional<ProtocolError> Room::resign(SeatIndex seat) {
    if (m_phase != Phase::Playing || m_closed)
        return error("game_not_running", "no game is running");
    auto end = m_games.back()->resign(sideOf(seat));
    if (!end) return error("game_not_running", end.error());
    pushGameLines();
    return std::nullopt;
}

std::optional<ProtocolError> Room::rematch(SeatIndex seat) {
    if (m_phase != Phase::Over || m_closed)
        return error("game_not_running", "a rematch follows a finished game");
    const SeatIndex other = 1 - seat;
    if (!m_seats[other].taken || m_seats[other].left)
        return error("game_not_running", "nobody else is in the room");
    Seat& s = m_seats[seat];
    if (s.wantsRematch) return std::nullopt;
    s.wantsRematch = true;
    if (!m_seats[other].wantsRematch) {
        push(other, OpponentRematch{});
        return std::nullopt;
    }
    ++m_game;
    m_phase = Phase::Arranging;
    for (Seat& each : m_seats) {
        each.setup.reset();
        each.ready = false;
        each.wantsRematch = false;
    }
    for (SeatIndex each : {0, 1}) push(each, NewGame{sideOf(each), m_game});
    return std::nullopt;
}

void Room::leave(SeatIndex seat) {
    Seat& s = m_seats[seat];
    if (s.left) return;
    if (m_phase == Phase::Playing && !m_closed) {
        [[maybe_unused]] auto end = m_games.back()->resign(sideOf(seat));
        assert(end);
        pushGameLines();
    }
    s.left = true;
    const SeatIndex other = 1 - seat;
    const bool otherStays = m_seats[other].taken && !m_seats[other].left;
    if (seat == 1 && otherStays && !m_closed) {
        // The creator's room waits for another player: nothing of this seat may start a game.
        s.setup.reset();
        s.ready = false;
        s.wantsRematch = false;
        push(other, OpponentLeft{});
        return;
    }
    if (!m_closed) pushPublic(RoomClosing{"left"});
    m_closed = true;
    if (otherStays) push(other, RoomClosing{"left"});
}

void Room::tick(Millis now, Millis awayMs) {
    for (SeatIndex seat : {0, 1}) {
        Seat& s = m_seats[seat];
        const SeatIndex other = 1 - seat;
        if (!s.taken || s.left || s.attached || s.awayAnnounced || m_closed) continue;
        if (!m_seats[other].taken || m_seats[other].left) continue;
        if (now - s.awaySince < awayMs) continue;
        s.awayAnnounced = true;
        push(other, OpponentConnection{false, now - s.awaySince, true});
    }
}

void Room::close(const std::string& reason) {
    if (!m_closed) {
        for (SeatIndex seat : {0, 1})
            if (m_seats[seat].taken && !m_seats[seat].left) push(seat, RoomClosing{reason});
        pushPublic(RoomClosing{reason});
    }
    m_closed = true;
}

void Room::push(SeatIndex seat, const RoomEvent& event) {
    m_ownEvents.push_back(eventToJson(event));
    m_seats[seat].log.push_back({-1, std::uint32_t(m_ownEvents.size() - 1)});
}

void Room::pushPublic(const RoomEvent& event) {
    m_ownEvents.push_back(eventToJson(event));
    m_publicLog.push_back({-1, std::uint32_t(m_ownEvents.size() - 1)});
}

} // namespace gunjin::net
