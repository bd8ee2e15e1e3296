// The room server's store in one SQLite file (gunjin-server --store FILE): WAL, every commit
// synced to disk, the file and its WAL readable by the service user only (0600), held by one
// server process at a time (an exclusive lock).
// Qt-free; not thread-safe (one thread uses it).
#pragma once

#include "room_store.h"

#include <memory>
#include <string>
#include <variant>

namespace gunjin::net {

// The store's format version (PRAGMA user_version). Version 1 is the first; a later version
// adds its migration from the earlier ones to openSqliteStore.
constexpr int kSqliteStoreVersion = 1;

// Opens `path`, creating an empty store when there is no file. Refused with a message, and
// nothing opened: a file that is not an SQLite database, a database of another program, a
// store of another version, a damaged store (its integrity check fails), a store another
// process holds, a directory that cannot be written.
std::variant<std::unique_ptr<RoomStore>, std::string> openSqliteStore(const std::string& path);

} // namespace gunjin::net
