#include "room_service.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace gunjin::net {

RoomService::RoomService(ServiceLimits limits, SecretSource secrets, std::string serverName)
    : m_limits(limits), m_secrets(std::move(secrets)), m_serverName(std::move(serverName)) {}

const Room* RoomService::room(std::string_view code) const {
    const auto it = m_rooms.find(code);
    return it == m_rooms.end() ? nullptr : &it->second->room;
}

bool RoomService::connected(ConnId conn, Millis now, bool greeted) {
    if (m_conns.size() >= m_limits.maxConnections) return false;
    Connection c;
    c.greeted = greeted;
    c.openedAt = c.lastFrameAt = c.refilledAt = now;
    c.tokens = m_limits.frameBurst;
    m_conns.emplace(conn, std::move(c));
    return true;
}

void RoomService::received(ConnId conn, std::string_view frame, Millis now, bool binary) {
    if (admit(conn, frame.size(), now)) process(conn, frame, now, binary);
}

bool RoomService::admit(ConnId conn, std::size_t frameBytes, Millis now) {
    const auto it = m_conns.find(conn);
    if (it == m_conns.end() || it->second.closing) return false;
    Connection& c = it->second;
    c.lastFrameAt = now;

    // Token bucket: `framesPerSecond` on average, `frameBurst` at once.
    c.tokens = std::min(m_limits.frameBurst,
                        c.tokens + double(now - c.refilledAt) * m_limits.framesPerSecond / 1000.0);
    c.refilledAt = now;
    if (c.tokens < 1.0) {
        if (++c.refusals >= m_limits.refusalsBeforeClose) {
            replyError(conn, {"rate_limited", "too many frames; closing"});
            closeConnection(conn, now, kClosePolicy);
        } else {
            replyError(conn, {"rate_limited", "too many frames"});
        }
        return false;
    }
    c.tokens -= 1.0;
    c.refusals = 0;

    if (frameBytes > m_limits.maxFrameBytes) {
        replyError(conn,
                   {"frame_too_large", "frames are limited to " +
                                           std::to_string(m_limits.maxFrameBytes / 1024) + " KiB"});
        closeConnection(conn, now, kCloseTooBig);
        return false;
    }
    return true;
}

void RoomService::process(ConnId conn, std::string_view frame, Millis now, bool binary) {
    const auto it = m_conns.find(conn);
    if (it == m_conns.end() || it->second.closing) return;
    Connection& c = it->second;
    // Setups and moves are read in the notation of the sender's room.
    const auto roomIt = c.room.empty() ? m_rooms.end() : m_rooms.find(c.room);
    const RuleSet rules =
        roomIt == m_rooms.end() ? RuleSet::classic() : roomIt->second->room.rules();
    auto parsed = binary ? std::variant<ClientMessage, ProtocolError>(ProtocolError{
                               "bad_message", "binary frames are not part of the protocol"})
                         : parseClientMessage(frame, rules);
    if (const auto* e = std::get_if<ProtocolError>(&parsed)) {
        if (c.greeted && e->code == "unsupported_protocol") {
            // A second hello is a second hello, whatever version it names: the connection
            // was welcomed at its first and stays (protocol.md, Errors).
            replyError(conn, {"bad_message", "hello was already received"});
        } else if (e->code == "unsupported_protocol") {
            replyError(conn, *e);
            closeConnection(conn, now, kClosePolicy);
        } else if (!c.greeted) {
            // Whatever the first frame is, if it is not a hello the connection goes.
            replyError(conn, {"not_hello", "the first message must be hello (" + e->message + ")"});
            closeConnection(conn, now, kClosePolicy);
        } else {
            replyError(conn, *e);
        }
        return;
    }
    handle(conn, c, std::get<ClientMessage>(parsed), now);
}

void RoomService::handle(ConnId conn, Connection& c, const ClientMessage& message, Millis now) {
    if (!c.greeted) {
        if (!std::holds_alternative<Hello>(message)) {
            replyError(conn, {"not_hello", "the first message must be hello"});
            closeConnection(conn, now, kClosePolicy);
            return;
        }
        c.greeted = true;
        reply(conn, Welcome{kProtocolVersion, m_serverName});
        return;
    }
    if (std::holds_alternative<Hello>(message))
        return replyError(conn, {"bad_message", "hello was already received"});
    if (std::holds_alternative<Ping>(message)) return reply(conn, Pong{});
    if (const auto* m = std::get_if<CreateRoom>(&message)) return createRoom(conn, c, *m, now);
    if (const auto* m = std::get_if<RoomInfoRequest>(&message)) return roomInfo(conn, *m);
    if (const auto* m = std::get_if<JoinRoom>(&message)) return joinRoom(conn, c, *m, now);
    if (const auto* m = std::get_if<Resume>(&message)) return resume(conn, c, *m, now);
    if (const auto* m = std::get_if<WatchRoom>(&message)) return watchRoom(conn, c, *m);

    if (!c.watching.empty()) {
        // A spectator changes nothing: it may only stop watching.
        if (std::holds_alternative<Leave>(message)) return unwatch(conn, c);
        return replyError(conn, {"not_in_room", "a spectator holds no seat"});
    }
    const auto it = c.room.empty() ? m_rooms.end() : m_rooms.find(c.room);
    if (it == m_rooms.end())
        return replyError(conn, {"not_in_room", "join or create a room first"});
    RoomEntry& entry = *it->second;
    Room& room = entry.room;
    const SeatIndex seat = c.seat;

    std::optional<ProtocolError> error;
    if (const auto* m = std::get_if<SubmitSetup>(&message))
        error = room.setup(seat, *m);
    else if (std::holds_alternative<Ready>(message))
        error = room.markReady(seat);
    else if (const auto* m = std::get_if<PlayMove>(&message))
        error = room.move(seat, *m);
    else if (std::holds_alternative<Resign>(message))
        error = room.resign(seat);
    else if (std::holds_alternative<Rematch>(message))
        error = room.rematch(seat);
    else if (std::holds_alternative<Leave>(message)) {
        room.leave(seat);
        stage(room, [&] { return journal::message(seat, message, room.rules()); });
        flush(entry); // the leaver still receives the end of a resigned game
        release(c, now);
        const bool anyoneLeft =
            (room.seatTaken(0) && !room.seatLeft(0)) || (room.seatTaken(1) && !room.seatLeft(1));
        if (!anyoneLeft)
            removeRoom(room.code());
        else if (room.closed())
            letSpectatorsGo(entry);
        return;
    }
    if (error)
        replyError(conn, *error);
    else
        stage(room, [&] { return journal::message(seat, message, room.rules()); });
    flush(entry);
}

void RoomService::createRoom(ConnId conn, Connection& c, const CreateRoom& m, Millis now) {
    if (!c.room.empty())
        return replyError(conn, {"already_in_room", "this connection holds a seat"});
    if (!c.watching.empty())
        return replyError(conn, {"already_in_room", "this connection watches a room"});
    const auto rules = RuleSet::fromCode(m.rules);
    if (!rules)
        return replyError(conn, {"bad_rules", "no room made: \"" + m.rules.substr(0, 64) +
                                                  "\" is not a rule code this server plays (" +
                                                  rules.error() + ")"});
    if (m_rooms.size() >= m_limits.maxRooms)
        return replyError(conn, {"server_busy", "the server holds too many rooms"});
    std::string code = newRoomCode();
    while (m_rooms.count(code)) code = newRoomCode();
    std::string token = newToken();
    std::string watch = newToken();
    while (m_watchTokens.count(watch)) watch = newToken();
    m_watchTokens.emplace(watch, code);
    auto entry = std::make_unique<RoomEntry>(Room(code, token, std::move(watch), *rules, now));
    entry->holders[0] = conn;
    if (m_store)
        m_store->addRoom({code, entry->room.rules().code(), token, entry->room.watchToken(), now});
    entry->room.attach(0, now);
    stage(entry->room, [&] { return journal::attach(0); });
    c.room = code;
    c.seat = 0;
    c.sent = 0;
    RoomEntry& e = *entry;
    m_rooms.emplace(code, std::move(entry));
    reply(conn, SeatGranted{code, e.room.sideOf(0), token, false, e.room.rules().code(),
                            e.room.watchToken(), 0});
    flush(e);
}

void RoomService::roomInfo(ConnId conn, const RoomInfoRequest& m) {
    const auto it = m_rooms.find(m.room);
    if (it == m_rooms.end() || it->second->room.closed())
        return replyError(conn, {"no_such_room", "there is no room " + m.room});
    const Room& room = it->second->room;
    reply(conn, RoomInfo{m.room, room.rules().code(), room.seatOpen()});
}

void RoomService::joinRoom(ConnId conn, Connection& c, const JoinRoom& m, Millis now) {
    if (!c.room.empty())
        return replyError(conn, {"already_in_room", "this connection holds a seat"});
    if (!c.watching.empty())
        return replyError(conn, {"already_in_room", "this connection watches a room"});
    const auto it = m_rooms.find(m.room);
    if (it == m_rooms.end() || it->second->room.closed())
        return replyError(conn, {"no_such_room", "there is no room " + m.room});
    RoomEntry& entry = *it->second;
    if (!entry.room.seatOpen()) return replyError(conn, {"room_full", "both seats are taken"});
    std::string token = newToken();
    entry.room.join(token);
    stage(entry.room, [&] { return journal::join(token); });
    entry.holders[1] = conn;
    entry.room.attach(1, now);
    stage(entry.room, [&] { return journal::attach(1); });
    c.room = m.room;
    c.seat = 1;
    c.sent = 0;
    reply(conn, SeatGranted{m.room, entry.room.sideOf(1), token, false, entry.room.rules().code(),
                            entry.room.watchToken(), int(entry.watchers.size())});
    flush(entry);
}

void RoomService::resume(ConnId conn, Connection& c, const Resume& m, Millis now) {
    const auto it = m_rooms.find(m.room);
    if (it == m_rooms.end())
        return replyError(conn, {"no_such_room", "there is no room " + m.room});
    RoomEntry& entry = *it->second;
    const auto seat = entry.room.seatWithToken(m.token);
    if (!seat) return replyError(conn, {"bad_token", "that token holds no seat here"});
    if (!c.watching.empty())
        return replyError(conn, {"already_in_room", "this connection watches a room"});
    if (!c.room.empty() && !(c.room == m.room && c.seat == *seat))
        return replyError(conn, {"already_in_room", "this connection holds another seat"});
    // A connection that still holds the seat is stale (its peer is already back): drop it.
    if (const auto old = entry.holders[*seat]; old && *old != conn) {
        const auto oldIt = m_conns.find(*old);
        if (oldIt != m_conns.end()) release(oldIt->second, now);
        closeConnection(*old, now);
    }
    if (!entry.holders[*seat]) {
        entry.holders[*seat] = conn;
        entry.room.attach(*seat, now);
        stage(entry.room, [&] { return journal::attach(*seat); });
    }
    c.room = m.room;
    c.seat = *seat;
    c.sent = std::min<std::size_t>(m.lastSeq, entry.room.logSize(*seat));
    reply(conn, SeatGranted{m.room, entry.room.sideOf(*seat), std::nullopt, entry.room.ready(*seat),
                            entry.room.rules().code(), entry.room.watchToken(),
                            int(entry.watchers.size())});
    flush(entry);
}

void RoomService::watchRoom(ConnId conn, Connection& c, const WatchRoom& m) {
    if (!c.room.empty())
        return replyError(conn, {"already_in_room", "this connection holds a seat"});
    const auto token = m_watchTokens.find(m.watch);
    if (token == m_watchTokens.end())
        return replyError(conn, {"no_such_room", "no room has that watch token"});
    const auto it = m_rooms.find(token->second);
    RoomEntry& entry = *it->second;
    assert(!entry.room.closed()); // a closing room's watch token is gone (letSpectatorsGo)
    const bool arriving = c.watching != token->second;
    if (arriving) {
        if (entry.watchers.size() >= m_limits.maxWatchersPerRoom)
            return replyError(conn, {"too_many_watchers",
                                     m_limits.maxWatchersPerRoom == 0
                                         ? std::string("this server lets nobody watch its rooms")
                                         : "the room has its maximum of " +
                                               std::to_string(m_limits.maxWatchersPerRoom) +
                                               " spectators"});
        if (!c.watching.empty()) unwatch(conn, c);
        entry.watchers.push_back(conn);
        c.watching = token->second;
    }
    // The same request takes a dropped spectator up again: everything after `last_seq`.
    c.watchSent = std::min<std::size_t>(m.lastSeq, entry.room.publicLogSize());
    reply(conn, Watching{entry.room.rules().code(), int(entry.watchers.size())});
    flush(entry);
    if (arriving) tellWatcherCount(entry, conn);
}

void RoomService::unwatch(ConnId conn, Connection& c) {
    if (c.watching.empty()) return;
    const auto it = m_rooms.find(c.watching);
    c.watching.clear();
    if (it == m_rooms.end()) return;
    auto& watchers = it->second->watchers;
    watchers.erase(std::remove(watchers.begin(), watchers.end(), conn), watchers.end());
    tellWatcherCount(*it->second);
}

void RoomService::tellWatcherCount(const RoomEntry& entry, std::optional<ConnId> told) {
    const std::string frame = toJson(ServerMessage{Watchers{int(entry.watchers.size())}});
    const auto tell = [&](ConnId to) {
        if (to == told) return;
        const auto it = m_conns.find(to);
        if (it != m_conns.end() && !it->second.closing) m_out.push_back({to, frame, false});
    };
    for (const auto& holder : entry.holders)
        if (holder) tell(*holder);
    for (ConnId watcher : entry.watchers) tell(watcher);
}

void RoomService::disconnected(ConnId conn, Millis now) {
    const auto it = m_conns.find(conn);
    if (it == m_conns.end()) return;
    release(it->second, now);
    // Marked closing first, so that the count of spectators left is not sent to it.
    it->second.closing = true;
    unwatch(conn, it->second);
    m_conns.erase(conn);
}

void RoomService::release(Connection& c, Millis now) {
    if (c.room.empty()) return;
    const auto it = m_rooms.find(c.room);
    c.room.clear();
    if (it == m_rooms.end()) return;
    RoomEntry& entry = *it->second;
    entry.holders[c.seat].reset();
    if (entry.room.attached(c.seat)) {
        entry.room.detach(c.seat, now);
        stage(entry.room, [&] { return journal::detach(c.seat, now); });
    }
    flush(entry);
}

void RoomService::closeConnection(ConnId conn, Millis now, std::uint16_t code) {
    const auto it = m_conns.find(conn);
    if (it == m_conns.end() || it->second.closing) return;
    release(it->second, now);
    it->second.closing = true;
    unwatch(conn, it->second);
    m_out.push_back({conn, {}, true, code});
}

void RoomService::tick(Millis now) {
    std::vector<ConnId> expired;
    for (const auto& [id, c] : m_conns) {
        if (c.closing) continue;
        if (!c.greeted && now - c.openedAt >= m_limits.helloTimeoutMs)
            expired.push_back(id);
        else if (now - c.lastFrameAt >= m_limits.idleTimeoutMs)
            expired.push_back(id);
    }
    for (ConnId id : expired) closeConnection(id, now);

    std::vector<std::string> gone;
    for (auto& [code, entry] : m_rooms) {
        Room& room = entry->room;
        if (now - room.createdAt() >= m_limits.roomLifetimeMs) {
            room.close("expired");
            flush(*entry);
            gone.push_back(code);
            continue;
        }
        if (const auto since = room.emptySince(); since && now - *since >= m_limits.emptyRoomMs) {
            room.close("idle"); // nobody is seated to hear it; its spectators are told
            flush(*entry);
            gone.push_back(code);
            continue;
        }
        const std::size_t events = room.logSize(0) + room.logSize(1);
        room.tick(now, m_limits.awayMs);
        if (room.logSize(0) + room.logSize(1) != events)
            stage(room, [&] { return journal::tick(now, m_limits.awayMs); });
        flush(*entry);
    }
    for (const auto& code : gone) removeRoom(code);
}

void RoomService::letSpectatorsGo(RoomEntry& entry) {
    assert(entry.room.closed());
    for (ConnId watcher : entry.watchers)
        if (const auto c = m_conns.find(watcher); c != m_conns.end()) c->second.watching.clear();
    entry.watchers.clear();
    m_watchTokens.erase(entry.room.watchToken());
}

void RoomService::removeRoom(const std::string& code) {
    const auto it = m_rooms.find(code);
    if (it == m_rooms.end()) return;
    for (const auto& holder : it->second->holders) {
        if (!holder) continue;
        const auto c = m_conns.find(*holder);
        if (c != m_conns.end()) c->second.room.clear(); // stays connected, holds no seat
    }
    for (ConnId watcher : it->second->watchers) {
        const auto c = m_conns.find(watcher);
        if (c != m_conns.end()) c->second.watching.clear(); // stays connected, watches nothing
    }
    m_watchTokens.erase(it->second->room.watchToken());
    if (m_store) m_store->removeRoom(code);
    m_rooms.erase(it);
}

void RoomService::flush(RoomEntry& entry) {
    for (SeatIndex seat : {0, 1}) {
        if (!entry.holders[seat]) continue;
        const auto it = m_conns.find(*entry.holders[seat]);
        if (it == m_conns.end() || it->second.closing) continue;
        const std::size_t size = entry.room.logSize(seat);
        for (std::size_t& sent = it->second.sent; sent < size; ++sent)
            m_out.push_back({it->first, entry.room.frame(seat, sent), false});
    }
    // The spectators: each frame is made once, however many watch.
    const std::size_t size = entry.room.publicLogSize();
    std::size_t from = size;
    for (ConnId watcher : entry.watchers)
        if (const auto it = m_conns.find(watcher); it != m_conns.end() && !it->second.closing)
            from = std::min(from, it->second.watchSent);
    if (from == size) return;
    std::vector<std::string> frames;
    for (std::size_t i = from; i < size; ++i) frames.push_back(entry.room.publicFrame(i));
    for (ConnId watcher : entry.watchers) {
        const auto it = m_conns.find(watcher);
        if (it == m_conns.end() || it->second.closing) continue;
        for (std::size_t& sent = it->second.watchSent; sent < size; ++sent)
            m_out.push_back({watcher, frames[sent - from], false});
    }
}

void RoomService::reply(ConnId conn, const ServerMessage& message) {
    m_out.push_back({conn, toJson(message), false});
}

void RoomService::replyError(ConnId conn, const ProtocolError& e) {
    reply(conn, ErrorReply{e.code, e.message});
}

std::vector<Outgoing> RoomService::takeOutput() {
    std::vector<Outgoing> out;
    out.swap(m_out);
    return out;
}

std::string RoomService::newRoomCode() {
    std::string code;
    while (code.size() < kRoomCodeLength) {
        std::array<std::uint8_t, 16> bytes{};
        m_secrets(bytes);
        for (std::uint8_t b : bytes) {
            // Rejection keeps the letters uniform: 248 = 8 * 31.
            if (b >= 248 || code.size() == kRoomCodeLength) continue;
            code += kRoomAlphabet[b % kRoomAlphabet.size()];
        }
    }
    return code;
}

std::string RoomService::newToken() {
    return randomHex(m_secrets, kTokenHexDigits / 2);
}

} // namespace gunjin::net
