#include "sqlite_room_store.h"

#include <sqlite3.h>

#include <cerrno>
#include <cstring>
#include <map>
#include <unordered_map>
#include <utility>

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace gunjin::net {

namespace {

// PRAGMA application_id of a gunjin-server store: "GUNJ". Tells our file from other programs'.
constexpr int kApplicationId = 0x47554e4a;

constexpr const char* kSchema = R"sql(
CREATE TABLE rooms(
    code TEXT PRIMARY KEY NOT NULL,
    rules TEXT NOT NULL,
    creator_token TEXT NOT NULL,
    watch_token TEXT NOT NULL,
    created_at INTEGER NOT NULL);
CREATE TABLE lines(
    room TEXT NOT NULL,
    n INTEGER NOT NULL,
    line TEXT NOT NULL,
    PRIMARY KEY(room, n)) WITHOUT ROWID;
)sql";

struct Statement {
    sqlite3_stmt* s = nullptr;
    ~Statement() { sqlite3_finalize(s); }
};

class SqliteRoomStore final : public RoomStore {
public:
    SqliteRoomStore(sqlite3* db, std::string path) : m_db(db), m_path(std::move(path)) {}
    ~SqliteRoomStore() override {
        for (Statement* s : {&m_insertRoom, &m_insertLine, &m_deleteLines, &m_deleteRoom})
            sqlite3_finalize(std::exchange(s->s, nullptr));
        sqlite3_close(m_db);
    }

    std::optional<std::string> prepare() {
        const std::pair<Statement*, const char*> statements[] = {
            {&m_insertRoom, "INSERT INTO rooms(code, rules, creator_token, watch_token, "
                            "created_at) VALUES(?1, ?2, ?3, ?4, ?5)"},
            {&m_insertLine, "INSERT INTO lines(room, n, line) VALUES(?1, ?2, ?3)"},
            {&m_deleteLines, "DELETE FROM lines WHERE room = ?1"},
            {&m_deleteRoom, "DELETE FROM rooms WHERE code = ?1"},
        };
        for (const auto& [statement, sql] : statements)
            if (sqlite3_prepare_v2(m_db, sql, -1, &statement->s, nullptr) != SQLITE_OK)
                return failure("cannot prepare its statements");
        return std::nullopt;
    }

    std::variant<std::vector<StoredRoom>, std::string> load() override {
        std::vector<StoredRoom> rooms;
        std::map<std::string, std::size_t, std::less<>> index;
        {
            Statement q;
            if (sqlite3_prepare_v2(m_db,
                                   "SELECT code, rules, creator_token, watch_token, created_at "
                                   "FROM rooms ORDER BY rowid",
                                   -1, &q.s, nullptr) != SQLITE_OK)
                return *failure("cannot read its rooms");
            int rc;
            while ((rc = sqlite3_step(q.s)) == SQLITE_ROW) {
                StoredRoom room;
                room.head.code = text(q.s, 0);
                room.head.rules = text(q.s, 1);
                room.head.creatorToken = text(q.s, 2);
                room.head.watchToken = text(q.s, 3);
                room.head.createdAt = sqlite3_column_int64(q.s, 4);
                index.emplace(room.head.code, rooms.size());
                rooms.push_back(std::move(room));
            }
            if (rc != SQLITE_DONE) return *failure("cannot read its rooms");
        }
        Statement q;
        if (sqlite3_prepare_v2(m_db, "SELECT room, n, line FROM lines ORDER BY room, n", -1, &q.s,
                               nullptr) != SQLITE_OK)
            return *failure("cannot read its rooms' lines");
        int rc;
        while ((rc = sqlite3_step(q.s)) == SQLITE_ROW) {
            const std::string code = text(q.s, 0);
            const auto n = sqlite3_column_int64(q.s, 1);
            const auto it = index.find(code);
            if (it == index.end())
                return m_path + " is damaged: lines of a room it does not hold (" +
                       code.substr(0, 16) + ")";
            StoredRoom& room = rooms[it->second];
            if (n != std::int64_t(room.lines.size()))
                return m_path + " is damaged: room " + code + " misses line " +
                       std::to_string(room.lines.size());
            room.lines.push_back(text(q.s, 2));
        }
        if (rc != SQLITE_DONE) return *failure("cannot read its rooms' lines");
        m_nextLine.clear();
        for (const StoredRoom& room : rooms)
            m_nextLine[room.head.code] = std::int64_t(room.lines.size());
        return rooms;
    }

    void addRoom(const RoomHead& head) override {
        m_staged.push_back({Change::Add, head.code, {}, head});
        m_pending = true;
    }
    void append(std::string_view code, std::string line) override {
        m_staged.push_back({Change::Line, std::string(code), std::move(line), {}});
        m_pending = true;
    }
    void removeRoom(std::string_view code) override {
        m_staged.push_back({Change::Remove, std::string(code), {}, {}});
        m_pending = true;
    }

    std::optional<std::string> commit() override {
        if (m_staged.empty()) return std::nullopt;
        auto next = m_nextLine; // kept only if the transaction is
        auto error = exec("BEGIN IMMEDIATE");
        for (std::size_t i = 0; !error && i < m_staged.size(); ++i)
            error = write(m_staged[i], next);
        if (!error) error = exec("COMMIT");
        if (error) {
            exec("ROLLBACK");
        } else {
            m_nextLine = std::move(next);
            ++m_counts.commits;
            m_counts.changes += m_staged.size();
            for (const Change& c : m_staged)
                m_counts.bytes += c.line.size() + (c.kind == Change::Add
                                                       ? c.head.code.size() + c.head.rules.size() +
                                                             c.head.creatorToken.size() +
                                                             c.head.watchToken.size() + 8
                                                       : 0);
        }
        m_staged.clear();
        m_pending = false;
        return error;
    }

private:
    struct Change {
        enum Kind { Add, Line, Remove } kind;
        std::string code;
        std::string line;
        RoomHead head;
    };

    static std::string text(sqlite3_stmt* s, int column) {
        const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s, column));
        return p ? std::string(p, std::size_t(sqlite3_column_bytes(s, column))) : std::string();
    }

    std::optional<std::string> failure(const std::string& what) const {
        return m_path + ": " + what + " (" + sqlite3_errmsg(m_db) + ")";
    }

    std::optional<std::string> exec(const char* sql) {
        if (sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK) return std::nullopt;
        return failure(std::string("cannot write (") + sql + ")");
    }

    std::optional<std::string> step(Statement& s) {
        const int rc = sqlite3_step(s.s);
        sqlite3_reset(s.s);
        sqlite3_clear_bindings(s.s);
        if (rc == SQLITE_DONE) return std::nullopt;
        return failure("cannot write a change");
    }

    void bind(Statement& s, int i, const std::string& value) {
        sqlite3_bind_text(s.s, i, value.data(), int(value.size()), SQLITE_TRANSIENT);
    }

    std::optional<std::string> write(const Change& c,
                                     std::unordered_map<std::string, std::int64_t>& next) {
        switch (c.kind) {
        case Change::Add:
            bind(m_insertRoom, 1, c.head.code);
            bind(m_insertRoom, 2, c.head.rules);
            bind(m_insertRoom, 3, c.head.creatorToken);
            bind(m_insertRoom, 4, c.head.watchToken);
            sqlite3_bind_int64(m_insertRoom.s, 5, c.head.createdAt);
            next[c.code] = 0;
            return step(m_insertRoom);
        case Change::Line:
            bind(m_insertLine, 1, c.code);
            sqlite3_bind_int64(m_insertLine.s, 2, next[c.code]++);
            bind(m_insertLine, 3, c.line);
            return step(m_insertLine);
        case Change::Remove:
            next.erase(c.code);
            bind(m_deleteLines, 1, c.code);
            if (auto error = step(m_deleteLines)) return error;
            bind(m_deleteRoom, 1, c.code);
            return step(m_deleteRoom);
        }
        return std::nullopt;
    }

    sqlite3* m_db;
    std::string m_path;
    Statement m_insertRoom, m_insertLine, m_deleteLines, m_deleteRoom;
    std::vector<Change> m_staged;
    std::unordered_map<std::string, std::int64_t> m_nextLine;
};

// One integer a PRAGMA answers; nullopt on an error (such as a file that is no database).
std::optional<std::int64_t> pragmaValue(sqlite3* db, const char* sql) {
    Statement q;
    if (sqlite3_prepare_v2(db, sql, -1, &q.s, nullptr) != SQLITE_OK) return std::nullopt;
    if (sqlite3_step(q.s) != SQLITE_ROW) return std::nullopt;
    return sqlite3_column_int64(q.s, 0);
}

std::string firstText(sqlite3* db, const char* sql) {
    Statement q;
    if (sqlite3_prepare_v2(db, sql, -1, &q.s, nullptr) != SQLITE_OK ||
        sqlite3_step(q.s) != SQLITE_ROW)
        return std::string("(") + sqlite3_errmsg(db) + ")";
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(q.s, 0));
    return p ? p : "";
}

// A missing store is created private to its owner (0600); SQLite gives its WAL the same mode.
std::optional<std::string> createPrivate(const std::string& path) {
#if !defined(_WIN32)
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0)
        ::close(fd);
    else if (errno != EEXIST)
        return "cannot create " + path + ": " + std::strerror(errno);
#else
    (void)path; // the service's directory carries the access rights
#endif
    return std::nullopt;
}

// A store that was made readable by others (a copy, a restore from a backup) is narrowed to
// its owner: it holds the players' tokens and hidden setups.
std::optional<std::string> narrowToOwner(const std::string& path) {
#if !defined(_WIN32)
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return path + " is not a regular file";
    if ((st.st_mode & 077) && ::chmod(path.c_str(), st.st_mode & 0700) != 0)
        return "cannot make " + path + " private to its owner: " + std::strerror(errno);
#else
    (void)path;
#endif
    return std::nullopt;
}

} // namespace

std::variant<std::unique_ptr<RoomStore>, std::string> openSqliteStore(const std::string& path) {
    if (auto error = createPrivate(path)) return *error;
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) !=
        SQLITE_OK) {
        std::string message = "cannot open " + path + " (" + sqlite3_errmsg(db) + ")";
        sqlite3_close(db);
        return message;
    }
    auto store = std::make_unique<SqliteRoomStore>(db, path); // closes db from here on
    const auto refuse = [&](const std::string& why) { return path + " is refused: " + why; };
    // A restarted server may find its predecessor's lock for a moment (the kernel drops it when
    // the process is gone); a second live server keeps it, and is told so.
    sqlite3_busy_timeout(db, 3000);
    // One process: the lock is taken at the first access and kept until the store is closed,
    // and the WAL needs no shared-memory file beside it.
    sqlite3_exec(db, "PRAGMA locking_mode=EXCLUSIVE", nullptr, nullptr, nullptr);
    const auto applicationId = pragmaValue(db, "PRAGMA application_id");
    if (!applicationId) {
        if (sqlite3_errcode(db) == SQLITE_BUSY)
            return refuse("another gunjin-server process holds it");
        return refuse(std::string("it is not a gunjin-server store (") + sqlite3_errmsg(db) + ")");
    }
    const auto version = pragmaValue(db, "PRAGMA user_version").value_or(-1);
    const auto objects = pragmaValue(db, "SELECT count(*) FROM sqlite_master").value_or(-1);
    if (objects < 0) return refuse(std::string("it cannot be read (") + sqlite3_errmsg(db) + ")");
    const bool fresh = objects == 0 && *applicationId == 0 && version == 0;
    if (!fresh && *applicationId != kApplicationId)
        return refuse("it is another program's database, not a gunjin-server store");
    if (!fresh && version != kSqliteStoreVersion)
        return refuse("it was written by a gunjin-server of store version " +
                      std::to_string(version) + "; this one reads version " +
                      std::to_string(kSqliteStoreVersion));
    if (!fresh) {
        const std::string check = firstText(db, "PRAGMA quick_check");
        if (check != "ok") return refuse("it is damaged (" + check.substr(0, 200) + ")");
    }
    // Each commit reaches the disk before the server answers: a power cut loses no move the
    // players were told of.
    if (firstText(db, "PRAGMA journal_mode=WAL") != "wal")
        return refuse(std::string("it cannot keep a write-ahead log (") + sqlite3_errmsg(db) + ")");
    sqlite3_exec(db, "PRAGMA synchronous=FULL", nullptr, nullptr, nullptr);
    if (fresh) {
        const std::string init = std::string("BEGIN IMMEDIATE;") + kSchema +
                                 "PRAGMA application_id=" + std::to_string(kApplicationId) +
                                 ";PRAGMA user_version=" + std::to_string(kSqliteStoreVersion) +
                                 ";COMMIT;";
        if (sqlite3_exec(db, init.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK)
            return "cannot create a store in " + path + " (" + sqlite3_errmsg(db) + ")";
    } else if (sqlite3_exec(db, "BEGIN IMMEDIATE; COMMIT;", nullptr, nullptr, nullptr) !=
               SQLITE_OK) {
        if (sqlite3_errcode(db) == SQLITE_BUSY)
            return refuse("another gunjin-server process holds it");
        return "cannot write " + path + " (" + sqlite3_errmsg(db) + ")";
    }
    if (auto error = store->prepare()) return *error;
    if (auto error = narrowToOwner(path)) return *error;
    return std::unique_ptr<RoomStore>(std::move(store));
}

} // namespace gunjin::net
