// RoomService and its store: the rooms taken up from it at the start or one at a time (a room
// another process held), and a room let go without a word to the store (its lease is lost).
#include "room_service.h"

#include <cassert>

namespace gunjin::net {

std::variant<std::unique_ptr<RoomService::RoomEntry>, std::string>
RoomService::rebuild(const StoredRoom& stored) {
    const auto named = [&](const std::string& why) {
        return "its room " + stored.head.code.substr(0, 16) + " cannot be rebuilt: " + why;
    };
    auto made = roomFromHead(stored.head);
    if (auto* error = std::get_if<std::string>(&made)) return named(*error);
    auto entry = std::make_unique<RoomEntry>(std::move(std::get<Room>(made)));
    for (std::size_t i = 0; i < stored.lines.size(); ++i)
        if (auto error = replayLine(entry->room, stored.lines[i]))
            return named("line " + std::to_string(i) + ", " + *error);
    return entry;
}

void RoomService::takeUp(std::unique_ptr<RoomEntry> entry, Millis now) {
    Room& room = entry->room;
    // Its players' connections ended with the server that held them.
    for (SeatIndex seat : {0, 1})
        if (room.attached(seat)) {
            room.detach(seat, now);
            stage(room, [&] { return journal::detach(seat, now); });
        }
    // A closing room has let its spectators go: its watch token works no more.
    if (!room.closed()) m_watchTokens.emplace(room.watchToken(), room.code());
    std::string code = room.code();
    m_rooms.emplace(std::move(code), std::move(entry));
}

std::optional<std::string> RoomService::useStore(RoomStore& store, Millis now) {
    assert(m_rooms.empty() && m_conns.empty());
    auto loaded = store.load();
    if (auto* error = std::get_if<std::string>(&loaded)) return *error;
    // Every room is rebuilt before any is taken in: a store is used whole or not at all.
    std::vector<std::unique_ptr<RoomEntry>> rebuilt;
    for (const StoredRoom& stored : std::get<std::vector<StoredRoom>>(loaded)) {
        auto entry = rebuild(stored);
        if (auto* error = std::get_if<std::string>(&entry)) return *error;
        rebuilt.push_back(std::move(std::get<std::unique_ptr<RoomEntry>>(entry)));
    }
    m_store = &store;
    for (auto& entry : rebuilt) takeUp(std::move(entry), now);
    return std::nullopt;
}

std::optional<std::string> RoomService::adoptRoom(const StoredRoom& stored, Millis now) {
    assert(m_store && !m_rooms.count(stored.head.code));
    auto entry = rebuild(stored);
    if (auto* error = std::get_if<std::string>(&entry)) return *error;
    takeUp(std::move(std::get<std::unique_ptr<RoomEntry>>(entry)), now);
    return std::nullopt;
}

void RoomService::letRoomGo(const std::string& code) {
    const auto it = m_rooms.find(code);
    if (it == m_rooms.end()) return;
    RoomEntry& entry = *it->second;
    const auto drop = [&](ConnId conn) {
        const auto c = m_conns.find(conn);
        if (c == m_conns.end() || c->second.closing) return;
        c->second.room.clear(); // nothing of the room changes: it is no longer ours
        c->second.watching.clear();
        c->second.closing = true;
        m_out.push_back({conn, {}, true, kCloseTryAgain});
    };
    for (const auto& holder : entry.holders)
        if (holder) drop(*holder);
    for (ConnId watcher : entry.watchers) drop(watcher);
    m_watchTokens.erase(entry.room.watchToken());
    m_rooms.erase(it);
}

std::vector<std::string> RoomService::roomCodes() const {
    std::vector<std::string> codes;
    codes.reserve(m_rooms.size());
    for (const auto& [code, entry] : m_rooms) codes.push_back(code);
    return codes;
}

bool RoomService::holdsNothing(ConnId conn) const {
    const auto it = m_conns.find(conn);
    return it != m_conns.end() && it->second.greeted && !it->second.closing &&
           it->second.room.empty() && it->second.watching.empty();
}

} // namespace gunjin::net
