#include "room_router.h"

#include <nlohmann/json.hpp>

#include <set>

namespace gunjin::net {

using nlohmann::json;

namespace {

// The messages between processes (JSON on the directory's channels):
//   to a room's owner:   {"k":"open"|"in"|"gone", "p": sender, "c": its connection, "f": frame}
//   to a socket's holder: {"k":"out", "c": its connection, "f": frame, "x": close code}
std::string toOwner(const char* kind, const std::string& self, ConnId conn,
                    std::string_view frame = {}) {
    json m{{"k", kind}, {"p", self}, {"c", conn}};
    if (!frame.empty()) m["f"] = std::string(frame);
    return m.dump();
}

// The room a frame names, if it is one that takes a seat or a watch or asks about a room.
std::optional<std::string> namedRoom(std::string_view frame, RoomDirectory& directory) {
    // Most frames are moves and pings: no parse for them.
    if (frame.find("_room\"") == std::string_view::npos &&
        frame.find("\"resume\"") == std::string_view::npos)
        return std::nullopt;
    const json j = json::parse(frame, nullptr, false);
    if (!j.is_object()) return std::nullopt;
    const auto type = j.find("type");
    if (type == j.end() || !type->is_string()) return std::nullopt;
    const auto text = [&](const char* key) -> std::optional<std::string> {
        const auto it = j.find(key);
        if (it == j.end() || !it->is_string()) return std::nullopt;
        return it->get<std::string>();
    };
    if (*type == "join_room" || *type == "resume" || *type == "room_info") {
        auto code = text("room");
        if (code && isRoomCode(*code)) return code;
    } else if (*type == "watch_room") {
        const auto token = text("watch");
        if (token && isToken(*token)) return directory.roomOfWatchToken(*token);
    }
    return std::nullopt;
}

} // namespace

RoomRouter::RoomRouter(RoomService& service, RoomDirectory& directory)
    : m_service(service), m_directory(directory) {}

bool RoomRouter::connected(ConnId conn, Millis now) {
    return m_service.connected(conn, now);
}

void RoomRouter::received(ConnId conn, std::string_view frame, Millis now, bool binary) {
    if (const auto it = m_bound.find(conn); it != m_bound.end()) {
        // The owner's service counts it against the connection's limits.
        auto message = toOwner("in", m_directory.self(), conn, frame);
        if (binary) message.insert(message.size() - 1, ",\"b\":true");
        m_directory.send(it->second, std::move(message));
        return;
    }
    // Counted here first: a flood of frames naming rooms must not become a flood of claims.
    if (!m_service.admit(conn, frame.size(), now)) return;
    if (!binary && handOver(conn, frame, now)) return;
    m_service.process(conn, frame, now, binary);
}

bool RoomRouter::handOver(ConnId conn, std::string_view frame, Millis now) {
    const auto code = namedRoom(frame, m_directory);
    if (!code || m_service.room(*code) || !m_service.holdsNothing(conn)) return false;
    const auto owner = m_directory.claim(*code);
    if (!owner) return false; // no such room: the service says so
    if (*owner != m_directory.self()) {
        bind(conn, *owner, frame, now);
        return true;
    }
    // Nobody held it (its owner died, or stopped): it is this process's now.
    if (const auto stored = m_directory.loadRoom(*code)) {
        if (m_service.adoptRoom(*stored, now)) {
            // Not rebuilt (the why may quote a setup: it stays out of the log).
            m_directory.release({*code});
            return false;
        }
    }
    return false; // the service takes the frame
}

void RoomRouter::bind(ConnId conn, const std::string& owner, std::string_view frame, Millis now) {
    m_service.disconnected(conn, now); // it holds nothing here; it is the owner's from now on
    m_bound[conn] = owner;
    m_directory.send(owner, toOwner("open", m_directory.self(), conn));
    m_directory.send(owner, toOwner("in", m_directory.self(), conn, frame));
}

void RoomRouter::disconnected(ConnId conn, Millis now) {
    if (const auto it = m_bound.find(conn); it != m_bound.end()) {
        m_directory.send(it->second, toOwner("gone", m_directory.self(), conn));
        m_bound.erase(it);
        return;
    }
    m_service.disconnected(conn, now);
}

void RoomRouter::relayed(std::string_view message, Millis now) {
    const json m = json::parse(message, nullptr, false);
    if (!m.is_object() || !m.contains("k") || !m.contains("c") || !m["c"].is_number_unsigned())
        return;
    const std::string kind = m.value("k", "");
    const ConnId conn = m["c"].get<ConnId>();
    const std::string frame = m.value("f", "");
    if (kind == "out") { // for a socket of this process
        const auto it = m_bound.find(conn);
        if (it == m_bound.end()) return;
        const bool close = m.contains("x");
        m_out.push_back({conn, frame, close, std::uint16_t(m.value("x", 0))});
        if (close) m_bound.erase(it);
        return;
    }
    const std::string process = m.value("p", "");
    if (process.empty()) return;
    const auto key = std::make_pair(process, conn);
    if (kind == "open") {
        const ConnId id = m_nextRelayed++;
        m_relayed[id] = {process, conn};
        m_relayedIds[key] = id;
        if (!m_service.connected(id, now, true)) {
            m_directory.send(process,
                             json{{"k", "out"}, {"c", conn}, {"x", kCloseTryLater}}.dump());
            m_relayed.erase(id);
            m_relayedIds.erase(key);
        }
        return;
    }
    const auto it = m_relayedIds.find(key);
    if (it == m_relayedIds.end()) return;
    const ConnId id = it->second;
    if (kind == "in") {
        m_service.received(id, frame, now, m.value("b", false));
    } else if (kind == "gone") {
        m_relayed.erase(id);
        m_relayedIds.erase(it);
        m_service.disconnected(id, now);
    }
}

std::vector<Outgoing> RoomRouter::takeOutput() {
    // A close the service asks of a relayed connection is carried out here, as a transport
    // would: the service then hears that it is gone (which may tell its room something more).
    for (auto out = m_service.takeOutput(); !out.empty(); out = m_service.takeOutput()) {
        for (Outgoing& o : out) {
            const auto it = m_relayed.find(o.conn);
            if (it == m_relayed.end()) {
                m_out.push_back(std::move(o));
                continue;
            }
            json m{{"k", "out"}, {"c", it->second.conn}, {"f", std::move(o.frame)}};
            if (o.close) m["x"] = o.closeCode;
            m_directory.send(it->second.process, m.dump());
            if (o.close) {
                m_relayedIds.erase({it->second.process, it->second.conn});
                m_relayed.erase(it);
                m_service.disconnected(o.conn, m_lastNow);
            }
        }
    }
    m_directory.flush();
    std::vector<Outgoing> out;
    out.swap(m_out);
    return out;
}

void RoomRouter::tick(Millis now) {
    m_lastNow = now;
    m_service.tick(now);
    for (const std::string& code : m_directory.keepAlive(m_service.roomCodes()))
        m_service.letRoomGo(code);
    // Connections whose room's owner died: closed, so that their apps resume and the room is
    // taken over where they land.
    std::set<std::string> owners;
    for (const auto& [conn, owner] : m_bound) owners.insert(owner);
    for (const std::string& owner : owners) {
        if (m_directory.alive(owner)) continue;
        for (auto it = m_bound.begin(); it != m_bound.end();) {
            if (it->second != owner) {
                ++it;
                continue;
            }
            m_out.push_back({it->first, {}, true, kCloseTryAgain});
            it = m_bound.erase(it);
        }
    }
    // Connections another process held, which died with it.
    std::set<std::string> fronts;
    for (const auto& [id, r] : m_relayed) fronts.insert(r.process);
    for (const std::string& front : fronts) {
        if (m_directory.alive(front)) continue;
        for (auto it = m_relayed.begin(); it != m_relayed.end();) {
            if (it->second.process != front) {
                ++it;
                continue;
            }
            const ConnId id = it->first;
            m_relayedIds.erase({it->second.process, it->second.conn});
            it = m_relayed.erase(it);
            m_service.disconnected(id, now);
        }
    }
}

void RoomRouter::releaseAll() {
    m_directory.release(m_service.roomCodes());
}

} // namespace gunjin::net
