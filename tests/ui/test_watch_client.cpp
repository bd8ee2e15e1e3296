// The app's spectator (net::WatchClient) against the real room server on loopback: it follows
// a game two RoomClients play, move by move, over a dropped connection, to the end's reveal;
// the players are told how many watch; a bad watch token or another app version is refused.
#include "net/room_client.h"
#include "net/room_server.h"
#include "net/watch_client.h"

#include "core/movegen.h"
#include "core/rng.h"

#include "wait.h"

#include <catch2/catch.hpp>

#include <QFile>

using namespace gunjin;
using namespace gunjin::net;

namespace {

// A player: the client plus the view it rebuilds from the events.
struct Player {
    Player() {
        client.setRetryDelays(20, 200);
        QObject::connect(&client, &RoomClient::started,
                         [this](const SideView& v) { view.emplace(v); });
        QObject::connect(&client, &RoomClient::announced, [this](const Announcement& a) {
            REQUIRE(view);
            REQUIRE(view->apply(a).ok());
        });
        QObject::connect(&client, &RoomClient::ended,
                         [this](const EndEvent& e) { REQUIRE(view->applyEnd(e).ok()); });
        QObject::connect(&client, &RoomClient::failed,
                         [this](const QString& code, const QString&) { errors << code; });
        QObject::connect(&client, &RoomClient::watchersChanged, [this](int n) { heard = n; });
    }
    bool myTurn() const {
        return view && !view->isOver() && view->position().sideToMove() == client.side();
    }
    RoomClient client;
    std::optional<SideView> view;
    QStringList errors;
    int heard = -1; // the last watchersChanged
};

// A spectator: the client and everything it said.
struct Spectator {
    Spectator() {
        client.setRetryDelays(20, 200);
        QObject::connect(&client, &WatchClient::started, [this](const PublicView&) { ++starts; });
        QObject::connect(&client, &WatchClient::announced,
                         [this](const Announcement& a, const Position&) { moves.push_back(a); });
        QObject::connect(&client, &WatchClient::ended, [this](const EndEvent&) { ++ends; });
        QObject::connect(&client, &WatchClient::failed,
                         [this](const QString& code, const QString&) { errors << code; });
    }
    WatchClient client;
    std::vector<Announcement> moves;
    int starts = 0, ends = 0;
    QStringList errors;
};

struct Server {
    explicit Server() {
        ServerOptions options;
        options.bindAddress = "127.0.0.1";
        options.limits.framesPerSecond = 2000; // the scripted players move without thinking
        options.limits.frameBurst = 2000;
        server = std::make_unique<RoomServer>(options);
        const auto started = server->start();
        REQUIRE(std::holds_alternative<std::uint16_t>(started));
        port = std::get<std::uint16_t>(started);
    }
    std::unique_ptr<RoomServer> server;
    quint16 port = 0;
};

// The watch link of a's room, as the players hand it out.
RoomAddress watchAddress(const RoomClient& seat) {
    RoomAddress address = seat.address();
    address.room.clear();
    address.watch = seat.watchToken();
    return address;
}

// Plays one random legal move and waits until both players have it.
void playOne(Player& a, Player& b, Rng& rng) {
    REQUIRE(waitFor([&] { return a.myTurn() || b.myTurn(); }));
    Player& mover = a.myTurn() ? a : b;
    MoveList moves;
    generateMoves(mover.view->position(), moves);
    const int ply = mover.view->ply();
    mover.client.sendMove(moves[int(rng.below(std::uint32_t(moves.size())))], ply + 1);
    REQUIRE(waitFor([&] { return a.view->ply() > ply && b.view->ply() > ply; }));
}

} // namespace

TEST_CASE("watch: a spectator follows a served game move by move over a dropped connection and "
          "sees both armies at the end, the players see the count",
          "[net][lan][watch]") {
    Server server;
    Player a, b;
    a.client.create(QStringLiteral("127.0.0.1"), server.port, QStringLiteral("federation"));
    REQUIRE(waitFor([&] { return a.client.state() == RoomClient::State::Seated; }));
    CHECK(isToken(a.client.watchToken()));
    CHECK(a.client.watchers() == 0);
    b.client.join(a.client.address());
    REQUIRE(waitFor([&] { return b.client.state() == RoomClient::State::Seated; }));
    CHECK(b.client.watchToken() == a.client.watchToken()); // either may hand it out

    Spectator w;
    w.client.watch(watchAddress(a.client));
    CHECK(w.client.state() == WatchClient::State::Connecting);
    REQUIRE(waitFor([&] { return w.client.state() == WatchClient::State::Watching; }));
    CHECK(w.client.ruleCode() == QStringLiteral("federation"));
    CHECK_FALSE(w.client.view()); // the players arrange
    // Both players hear that one watches.
    REQUIRE(waitFor([&] { return a.client.watchers() == 1 && b.client.watchers() == 1; }));
    CHECK(a.heard == 1);
    CHECK(w.client.watchers() == 1);

    Rng rng(77);
    const RuleSet rules = *RuleSet::fromCode("federation");
    a.client.sendSetup(Setup::random(rules, Side::First, rng));
    a.client.sendReady();
    b.client.sendSetup(Setup::random(rules, Side::Second, rng));
    b.client.sendReady();
    REQUIRE(waitFor([&] { return a.view && b.view && w.client.view(); }));
    CHECK(w.starts == 1);
    CHECK(w.client.game() == 1);

    // A second spectator comes and goes: everyone's count follows.
    {
        Spectator w2;
        w2.client.watch(watchAddress(b.client));
        REQUIRE(waitFor([&] { return a.client.watchers() == 2 && w.client.watchers() == 2; }));
        w2.client.stop();
        CHECK(w2.client.state() == WatchClient::State::Idle);
        REQUIRE(waitFor([&] { return a.client.watchers() == 1 && b.client.watchers() == 1; }));
    }

    int drops = 0;
    while (!a.view->isOver() && a.view->ply() < 50) {
        playOne(a, b, rng);
        if (a.view->ply() % 9 == 0) {
            // The spectator's cable is pulled; moves go on while it is away.
            w.client.dropConnection();
            ++drops;
            if (!a.view->isOver()) playOne(a, b, rng);
        }
        REQUIRE(waitFor([&] { return w.client.view()->ply() == a.view->ply(); }, 5000));
        CHECK(w.client.state() == WatchClient::State::Watching);
    }
    if (!a.view->isOver()) {
        b.client.resign();
        REQUIRE(waitFor([&] { return a.view->isOver() && b.view->isOver(); }));
    }
    REQUIRE(waitFor([&] { return w.ends == 1; }, 5000));
    CHECK(drops >= 3);
    // Every move once, in order, as the players saw them; the squares are the players'.
    CHECK(w.moves == a.view->announcements());
    CHECK(w.client.view()->announcements() == a.view->announcements());
    const PublicView& seen = *w.client.view();
    CHECK(seen.status() == a.view->status());
    REQUIRE(seen.endEvent());
    CHECK(int(seen.endEvent()->reveal.size()) == 2 * rules.armySize());
    // Both armies revealed: the spectator's types are each side's own.
    for (const RevealedPiece& r : seen.endEvent()->reveal) {
        const SideView& owner = seen.start().piece(r.id).side == Side::First ? *a.view : *b.view;
        CHECK(r.type == owner.start().piece(r.id).type);
    }
    CHECK(w.errors.isEmpty());
    CHECK(a.errors.isEmpty());
    CHECK(b.errors.isEmpty());

    // The room closes (its creator leaves): the spectator is told and stops.
    a.client.leave();
    REQUIRE(waitFor([&] { return w.client.state() == WatchClient::State::Closed; }, 5000));
    CHECK(w.client.closingReason() == QStringLiteral("left"));
}

TEST_CASE("watch: an unknown watch token is no_such_room, another app version is refused, and a "
          "silent address is unreachable",
          "[net][lan][watch]") {
    Server server;
    RoomAddress address;
    address.host = "127.0.0.1";
    address.port = server.port;
    address.watch = "0123456789abcdef0123456789abcdef";
    {
        Spectator w;
        w.client.watch(address);
        REQUIRE(waitFor([&] { return !w.errors.isEmpty(); }, 5000));
        CHECK(w.errors == QStringList{QStringLiteral("no_such_room")});
        CHECK(w.client.state() == WatchClient::State::Idle);
    }
    {
        Spectator w;
        w.client.setProtocolVersion(2);
        w.client.watch(address);
        REQUIRE(waitFor([&] { return !w.errors.isEmpty(); }, 5000));
        CHECK(w.errors == QStringList{QStringLiteral("unsupported_protocol")});
    }
    {
        Spectator w;
        RoomAddress seat = address;
        seat.watch.clear();
        seat.room = "abcd234567";
        w.client.watch(seat); // a seat's link is no watch link
        CHECK(w.errors == QStringList{QStringLiteral("no_watch")});
        CHECK(w.client.state() == WatchClient::State::Idle);
    }
    {
        server.server->stop();
        Spectator w;
        w.client.watch(address);
        REQUIRE(waitFor([&] { return !w.errors.isEmpty(); }, 5000));
        CHECK(w.errors == QStringList{QStringLiteral("unreachable")});
    }
}

// Not a test: a room to look at (screenshots of the spectator screen). Hosts a server on
// GUNJIN_DRIVE_PORT, writes the room's watch link to GUNJIN_DRIVE_LINK, waits until someone
// watches, then plays GUNJIN_DRIVE_MOVES random moves of GUNJIN_DRIVE_RULES, one every
// GUNJIN_DRIVE_PAUSE_MS, resigns if GUNJIN_DRIVE_RESIGN is set, and keeps the room open for
// GUNJIN_DRIVE_SECONDS. With GUNJIN_DRIVE_SEAT_LINK the second seat's link is written there
// for the app to join, and two spectators watch. Run by hand: gunjin-ui-tests "[.drive]".
TEST_CASE("watch: drive a room for a spectator to look at", "[.drive]") {
    auto env = [](const char* name, const char* fallback) {
        const QByteArray v = qgetenv(name);
        return v.isEmpty() ? QString::fromLatin1(fallback) : QString::fromLocal8Bit(v);
    };
    ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.port = std::uint16_t(env("GUNJIN_DRIVE_PORT", "47911").toInt());
    RoomServer server(options);
    const auto started = server.start();
    REQUIRE(std::holds_alternative<std::uint16_t>(started));
    const quint16 port = std::get<std::uint16_t>(started);
    const QString code = env("GUNJIN_DRIVE_RULES", "classic");
    const RuleSet rules = *RuleSet::fromCode(code.toStdString());
    Player a, b;
    a.client.create(QStringLiteral("127.0.0.1"), port, code);
    REQUIRE(waitFor([&] { return a.client.state() == RoomClient::State::Seated; }));
    if (const QString seatLink = env("GUNJIN_DRIVE_SEAT_LINK", ""); !seatLink.isEmpty()) {
        // The second seat is left for the app (its link written there); two spectators watch.
        QFile link(seatLink);
        REQUIRE(link.open(QIODevice::WriteOnly));
        link.write(QByteArray::fromStdString(roomUrl(a.client.address())) + "\n");
        link.close();
        Spectator w1, w2;
        w1.client.watch(watchAddress(a.client));
        w2.client.watch(watchAddress(a.client));
        waitFor([] { return false; }, env("GUNJIN_DRIVE_SECONDS", "30").toInt() * 1000);
        return;
    }
    b.client.join(a.client.address());
    REQUIRE(waitFor([&] { return b.client.state() == RoomClient::State::Seated; }));
    QFile out(env("GUNJIN_DRIVE_LINK", "/tmp/gunjin-watch-link"));
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(roomUrl(watchAddress(a.client))) + "\n");
    out.close();
    // GUNJIN_DRIVE_EARLY: the game starts at once (a spectator arrives in a running game).
    if (qgetenv("GUNJIN_DRIVE_EARLY").isEmpty())
        REQUIRE(waitFor([&] { return a.client.watchers() > 0; }, 60000));
    Rng rng(std::uint64_t(env("GUNJIN_DRIVE_SEED", "5").toInt()));
    a.client.sendSetup(Setup::random(rules, Side::First, rng));
    a.client.sendReady();
    b.client.sendSetup(Setup::random(rules, Side::Second, rng));
    b.client.sendReady();
    REQUIRE(waitFor([&] { return a.view && b.view; }));
    const int moves = env("GUNJIN_DRIVE_MOVES", "30").toInt();
    const int pause = env("GUNJIN_DRIVE_PAUSE_MS", "300").toInt();
    while (!a.view->isOver() && a.view->ply() < moves) {
        playOne(a, b, rng);
        waitFor([] { return false; }, pause);
    }
    if (!qgetenv("GUNJIN_DRIVE_RESIGN").isEmpty() && !a.view->isOver()) b.client.resign();
    waitFor([] { return false; }, env("GUNJIN_DRIVE_SECONDS", "30").toInt() * 1000);
}
