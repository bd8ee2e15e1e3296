// Rooms kept in a store (issue 54): a server killed at any moment and started again on the same
// SQLite file takes every room up again - classic and federation games, a setup half made, a
// rematch asked and not answered, a room waiting for a new joiner, a closing room - with every
// seat's and spectator's log event for event, so that their seq numbers continue; a change
// the server had not acknowledged is sent again and counts once; a damaged, foreign or newer
// store is refused whole.
#include "net_harness.h"
#include "temp_dir.h"

#include "net/sqlite_room_store.h"

#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <memory>

#if !defined(_WIN32)
#include <sys/stat.h>
#endif

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

std::unique_ptr<RoomStore> openStore(const std::filesystem::path& file) {
    auto opened = openSqliteStore(file.string());
    if (auto* error = std::get_if<std::string>(&opened)) FAIL(*error);
    return std::move(std::get<std::unique_ptr<RoomStore>>(opened));
}

// Runs `sql` on the store file as another program would; returns the rows it changed.
int editStore(const std::filesystem::path& file, const std::string& sql) {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(file.string().c_str(), &db) == SQLITE_OK);
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr);
    const int changed = sqlite3_changes(db);
    sqlite3_close(db);
    REQUIRE(rc == SQLITE_OK);
    return changed;
}

std::string refusal(const std::filesystem::path& file) {
    auto opened = openSqliteStore(file.string());
    REQUIRE(std::holds_alternative<std::string>(opened));
    return std::get<std::string>(opened);
}

// Every frame a room's logs hold, as the server would send them.
struct RoomFrames {
    std::array<std::vector<std::string>, 2> seats;
    std::vector<std::string> spectators;
};
RoomFrames framesOf(const Room& room) {
    RoomFrames f;
    for (SeatIndex seat : {0, 1})
        for (std::size_t i = 0; i < room.logSize(seat); ++i)
            f.seats[seat].push_back(room.frame(seat, i));
    for (std::size_t i = 0; i < room.publicLogSize(); ++i)
        f.spectators.push_back(room.publicFrame(i));
    return f;
}

bool isConnectionEvent(const std::string& frame) {
    const auto m = readFrame(frame);
    const auto* e = std::get_if<EventMessage>(&m);
    return e && std::holds_alternative<OpponentConnection>(e->event);
}

// Rooms in every state a kill can find them in, played from fixed seeds.
struct Scene {
    explicit Scene(FakeNet& n)
        : net(n), classic(n, 11, "classic"), federation(n, 12, "federation"), arranging(n, 13),
          rematching(n, 14, "federation"), waiting(n, 15), closing(n, 16),
          classicWatcher(n, classic.a.watch), federationWatcher(n, federation.a.watch),
          closingWatcher(n, closing.a.watch) {
        classic.arrange();
        classic.playRandom(30);
        federation.arrange();
        federation.playRandom(20);
        arranging.a.submit(Setup::random(arranging.a.rules, arranging.a.side, arranging.rng));
        arranging.a.say(Ready{});
        arranging.b.submit(Setup::random(arranging.b.rules, arranging.b.side, arranging.rng));
        rematching.arrange();
        rematching.playRandom();
        rematching.a.say(Rematch{});
        waiting.b.say(Leave{});
        closing.a.say(Leave{}); // the creator goes: the joiner is told, the spectator let go
        for (SimClient* c : clients()) c->process();
        for (SimWatcher* w : watchers()) w->process();
        closingWatcher.process();
        CHECK(closingWatcher.closing == "left");
        // A seat that dropped and came back; another away past the away limit (2 min), whose
        // opponent is told so by a tick.
        net.drop(classic.b.conn);
        classic.b.reconnect();
        net.drop(federation.a.conn);
        for (int i = 0; i < 5; ++i) {
            net.advance(30'000);
            for (SimClient* c : clients())
                if (c != &federation.a) c->say(Ping{});
            for (SimWatcher* w : watchers()) w->say(Ping{});
        }
        const auto* away = std::get_if<OpponentConnection>(&federation.b.events.back());
        REQUIRE(away);
        CHECK(away->away);
    }
    std::vector<SimClient*> clients() {
        return {&classic.a,   &classic.b,    &federation.a, &federation.b, &arranging.a,
                &arranging.b, &rematching.a, &rematching.b, &waiting.a,    &closing.b};
    }
    std::vector<SimWatcher*> watchers() { return {&classicWatcher, &federationWatcher}; }
    std::vector<std::string> codes() {
        return {classic.a.room,    federation.a.room, arranging.a.room,
                rematching.a.room, waiting.a.room,    closing.a.room};
    }
    void reconnectAll() {
        for (SimClient* c : clients()) c->reconnect();
        for (SimWatcher* w : watchers()) w->reconnect();
        for (SimClient* c : clients()) {
            INFO(c->room << " " << c->lastError());
            CHECK(c->errors.empty());
        }
    }
    // Every game to its end.
    void finish() {
        classic.playRandom();
        federation.playRandom();
        arranging.b.say(Ready{});
        arranging.playRandom();
        rematching.b.say(Rematch{});
        rematching.arrange();
        rematching.playRandom();
        SimClient newcomer(net);
        newcomer.join(waiting.a.room);
        CHECK(newcomer.errors.empty());
        // The spectator the closing room let go finds no room behind its token.
        closingWatcher.reconnect();
        CHECK(closingWatcher.lastError() == "no_such_room");
        for (SimClient* c : clients()) c->process();
        for (SimWatcher* w : watchers()) w->process();
    }

    FakeNet& net;
    Pair classic, federation, arranging, rematching, waiting, closing;
    SimWatcher classicWatcher, federationWatcher, closingWatcher;
};

} // namespace

TEST_CASE("a server killed and started again on its store takes every room up, event for event",
          "[net][store]") {
    // Control: every connection drops at once and comes back, on a server that lives on.
    FakeNet control;
    Scene expected(control);
    for (SimClient* c : expected.clients()) control.drop(c->conn);
    for (SimWatcher* w : expected.watchers()) control.drop(w->conn);
    expected.reconnectAll();
    expected.finish();

    // The same rooms on a server with a store, killed where the control's connections dropped.
    TempDir dir;
    const auto file = dir.path / "rooms.db";
    auto store = openStore(file);
    FakeNet net;
    net.useStore(*store);
    Scene scene(net);
    std::map<std::string, RoomFrames> before;
    for (const std::string& code : scene.codes()) {
        REQUIRE(net.service.room(code));
        before[code] = framesOf(*net.service.room(code));
    }
    store.reset(); // the process is gone: its file is closed
    store = openStore(file);
    net.restart(*store, 99);

    // Rebuilt byte for byte; what follows is the seats' going away with the dead server.
    REQUIRE(net.service.roomCount() == before.size());
    for (const auto& [code, old] : before) {
        INFO("room " << code);
        const Room* room = net.service.room(code);
        REQUIRE(room);
        const RoomFrames now = framesOf(*room);
        CHECK(now.spectators == old.spectators);
        for (SeatIndex seat : {0, 1}) {
            REQUIRE(now.seats[seat].size() >= old.seats[seat].size());
            CHECK(std::equal(old.seats[seat].begin(), old.seats[seat].end(),
                             now.seats[seat].begin()));
            for (std::size_t i = old.seats[seat].size(); i < now.seats[seat].size(); ++i)
                CHECK(isConnectionEvent(now.seats[seat][i]));
        }
    }

    scene.reconnectAll(); // each checks seq continuity: none lost, none twice
    scene.finish();

    const auto expectedClients = expected.clients();
    const auto clients = scene.clients();
    for (std::size_t i = 0; i < clients.size(); ++i) {
        INFO("client " << i);
        CHECK(clients[i]->events == expectedClients[i]->events);
        CHECK(clients[i]->lastSeq == expectedClients[i]->lastSeq);
    }
    for (Pair* p : {&scene.classic, &scene.federation, &scene.arranging, &scene.rematching}) {
        REQUIRE(p->a.view);
        CHECK(p->a.view->isOver());
    }
    const auto expectedWatchers = expected.watchers();
    const auto watchers = scene.watchers();
    for (std::size_t i = 0; i < watchers.size(); ++i) {
        CHECK(watchers[i]->events == expectedWatchers[i]->events);
        CHECK(watchers[i]->games == expectedWatchers[i]->games);
    }
    // The same results: each game's end line, as both seats and the spectators were told.
    CHECK(scene.classic.a.view->endEvent() == expected.classic.a.view->endEvent());
    CHECK(scene.federation.b.view->endEvent() == expected.federation.b.view->endEvent());
}

TEST_CASE("a move the killed server never acknowledged is sent again and counts once",
          "[net][store]") {
    TempDir dir;
    const auto file = dir.path / "rooms.db";
    auto store = openStore(file);
    FakeNet net;
    net.useStore(*store);
    Pair p(net, 21);
    p.arrange();
    p.playRandom(6);
    SimClient& mover = p.mover();
    const int ply = mover.view->ply();
    const PlayMove move{mover.randomMove(p.rng), ply + 1};

    SECTION("received, not committed: the restarted server never heard it") {
        net.service.received(mover.conn, toJson(move, mover.rules), net.now);
        store.reset();
        store = openStore(file);
        net.restart(*store, 5);
        p.a.reconnect();
        p.b.reconnect();
        CHECK(mover.view->ply() == ply);
        mover.say(move); // the app sends its pending move again
        CHECK(mover.errors.empty());
    }
    SECTION("committed, its events never sent: the resend is stale and the events come once") {
        net.service.received(mover.conn, toJson(move, mover.rules), net.now);
        REQUIRE(!store->commit());
        store.reset();
        store = openStore(file);
        net.restart(*store, 5);
        p.a.reconnect();
        p.b.reconnect();
        CHECK(mover.view->ply() == ply + 1); // replayed from the log after last_seq
        mover.say(move);
        CHECK(mover.lastError() == "stale_ply");
        mover.errors.clear();
    }
    p.a.process();
    p.b.process();
    CHECK(p.a.view->ply() == ply + 1);
    CHECK(p.b.view->ply() == ply + 1);
    p.playRandom(); // and the game goes on to its end
    CHECK(p.a.view->isOver());
}

TEST_CASE("a restarted server keeps the rooms' absolute times", "[net][store]") {
    TempDir dir;
    const auto file = dir.path / "rooms.db";
    auto store = openStore(file);
    ServiceLimits limits; // connections and rooms that stay a day without a word
    limits.idleTimeoutMs = limits.emptyRoomMs = 48 * 3'600'000;
    FakeNet net(limits);
    net.useStore(*store);
    Pair young(net, 31);
    net.advance(23 * 3'600'000); // the first room is 23 hours old when the second is made
    Pair old(net, 32);
    store.reset();
    store = openStore(file);
    net.now += 2 * 3'600'000; // the server was down for two hours
    net.restart(*store, 7);
    CHECK(net.service.roomCount() == 2);
    net.advance(1'000); // the first tick: the room made 25 hours ago closes as expired
    CHECK(net.service.room(young.a.room) == nullptr);
    REQUIRE(net.service.room(old.a.room));
    young.a.reconnect();
    CHECK(young.a.lastError() == "no_such_room");
    old.a.reconnect();
    CHECK(old.a.errors.empty());
}

TEST_CASE("a store that is damaged, foreign, newer or held elsewhere is refused whole",
          "[net][store]") {
    TempDir dir;
    const auto file = dir.path / "rooms.db";

    SECTION("not a database") {
        std::ofstream(file) << "room,token\nabc,def\n";
        CHECK_THAT(refusal(file), Catch::Contains("is refused: it is not a gunjin-server store"));
    }
    SECTION("another program's database") {
        editStore(file, "CREATE TABLE notes(text)");
        CHECK_THAT(refusal(file), Catch::Contains("another program's database"));
    }
    SECTION("a newer store version") {
        openStore(file).reset();
        editStore(file, "PRAGMA user_version=2");
        CHECK_THAT(refusal(file), Catch::Contains("store version 2; this one reads version 1"));
    }
    SECTION("held by another server") {
        auto first = openStore(file);
        CHECK_THAT(refusal(file), Catch::Contains("another gunjin-server process holds it"));
    }
    SECTION("damaged pages") {
        {
            auto store = openStore(file);
            FakeNet net;
            net.useStore(*store);
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                Pair p(net, seed);
                p.arrange();
                p.playRandom(10);
            }
        }
        const auto size = std::filesystem::file_size(file);
        REQUIRE(size > 16 * 4096);
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(std::streamoff(size / 2));
        const std::string garbage(3 * 4096, '\x5a');
        f.write(garbage.data(), std::streamsize(garbage.size()));
        f.close();
        const std::string why = refusal(file);
        CHECK_THAT(why, Catch::Contains("is refused:"));
        CHECK_THAT(why, Catch::Contains("damaged") || Catch::Contains("not a gunjin-server"));
    }
    SECTION("a line no server wrote: the room is named and nothing is taken up") {
        std::string code;
        {
            auto store = openStore(file);
            FakeNet net;
            net.useStore(*store);
            Pair first(net, 41);
            Pair second(net, 42);
            second.arrange();
            second.playRandom(4);
            code = second.a.room;
        }
        REQUIRE(editStore(file, "UPDATE lines SET line = replace(line, '\"ply\":3', "
                                "'\"ply\":9') WHERE room = '" +
                                    code + "' AND instr(line, '\"ply\":3') > 0") == 1);
        auto store = openStore(file);
        RoomService service({}, seededSecrets(3), "test");
        const auto error = service.useStore(*store, 0);
        REQUIRE(error);
        CHECK_THAT(*error, Catch::Contains("its room " + code + " cannot be rebuilt: line"));
        CHECK_THAT(*error, Catch::Contains("stale_ply"));
        CHECK(service.roomCount() == 0);
    }
    SECTION("a setup no server accepted: refused by its code alone, no piece of it named") {
        std::string code;
        {
            auto store = openStore(file);
            FakeNet net;
            net.useStore(*store);
            Pair p(net, 43);
            p.arrange();
            code = p.a.room;
        }
        // The first setup's flag becomes a second general: an army the referee refuses.
        REQUIRE(editStore(file, "UPDATE lines SET line = replace(line, '\"flag\"', "
                                "'\"general\"') WHERE room = '" +
                                    code + "' AND n = (SELECT min(n) FROM lines WHERE room = '" +
                                    code + "' AND instr(line, '\"flag\"') > 0)") == 1);
        auto store = openStore(file);
        RoomService service({}, seededSecrets(3), "test");
        const auto error = service.useStore(*store, 0);
        REQUIRE(error);
        CHECK_THAT(*error, Catch::Contains("(illegal_setup)"));
        for (const char* hidden : {"general", "flag", "square", "a1", "大将", "軍旗"})
            CHECK_THAT(*error, !Catch::Contains(hidden));
    }
}

#if !defined(_WIN32)
TEST_CASE("the store and its write-ahead log are private to the server's user", "[net][store]") {
    TempDir dir;
    const auto file = dir.path / "rooms.db";
    auto store = openStore(file);
    FakeNet net;
    net.useStore(*store);
    Pair p(net, 51);
    p.arrange();
    for (const auto& path : {file, std::filesystem::path(file.string() + "-wal")}) {
        INFO(path);
        struct stat st {};
        REQUIRE(::stat(path.c_str(), &st) == 0);
        CHECK((st.st_mode & 0777) == 0600);
    }
    store.reset();
    std::filesystem::permissions(
        file, std::filesystem::perms::group_read | std::filesystem::perms::others_read,
        std::filesystem::perm_options::add);
    store = openStore(file); // a copy made readable by others is narrowed again
    struct stat st {};
    REQUIRE(::stat(file.c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
}
#endif
