// Where a room server keeps its rooms so that a restart, a crash or a kill loses none: each
// room's head and its journal lines (room_journal.h), written durably before the server sends
// anything that depends on them. RoomService stages changes; RoomServer commits them once per
// batch of frames (a group commit) and only then sends the batch's replies and events.
// Qt-free. One thread uses a store at a time (the server's).
#pragma once

#include "room_journal.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gunjin::net {

struct StoredRoom {
    RoomHead head;
    std::vector<std::string> lines; // in the order they were written
};

class RoomStore {
public:
    virtual ~RoomStore() = default;

    // Every room the store holds, in the order they were made. An error (a store that cannot
    // be read to its end) comes back as a message; nothing is half-read.
    virtual std::variant<std::vector<StoredRoom>, std::string> load() = 0;

    // Staged until commit(), in order.
    virtual void addRoom(const RoomHead& head) = 0;
    virtual void append(std::string_view code, std::string line) = 0;
    virtual void removeRoom(std::string_view code) = 0;
    bool pending() const { return m_pending; }

    // What was written since the store was opened: commits, the changes they carried (rooms
    // added and removed, journal lines), and the bytes of the rooms' heads and lines.
    struct Counts {
        std::uint64_t commits = 0;
        std::uint64_t changes = 0;
        std::uint64_t bytes = 0;
    };
    Counts counts() const { return m_counts; }

    // Writes what was staged, durably (on disk, or acknowledged by the store's server), all or
    // nothing. An error comes back as a message and the staged changes are dropped: the caller
    // must not send what depended on them.
    virtual std::optional<std::string> commit() = 0;

protected:
    bool m_pending = false;
    Counts m_counts;
};

} // namespace gunjin::net
