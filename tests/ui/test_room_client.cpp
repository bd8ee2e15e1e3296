// The app's LAN client against the real room server on loopback: a whole game between two
// RoomClients, with connections cut at random moments and resumed by the clients themselves.
#include "net/room_client.h"
#include "net/room_server.h"

#include "core/movegen.h"
#include "core/rng.h"

#include "wait.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>

#include <functional>

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
            REQUIRE(view->apply(a).ok()); // every event fits, none twice
        });
        QObject::connect(&client, &RoomClient::ended,
                         [this](const EndEvent& e) { REQUIRE(view->applyEnd(e).ok()); });
        QObject::connect(&client, &RoomClient::failed,
                         [this](const QString& code, const QString&) { errors << code; });
        QObject::connect(&client, &RoomClient::opponentJoined, [this] { joined = true; });
    }
    bool myTurn() const {
        return view && !view->isOver() && view->position().sideToMove() == client.side();
    }
    RoomClient client;
    std::optional<SideView> view;
    QStringList errors;
    bool joined = false;
};

} // namespace

TEST_CASE("LAN: a whole game between two app clients over loopback, with dropped connections",
          "[net][lan]") {
    ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.limits.framesPerSecond = 2000; // the scripted players move without thinking
    options.limits.frameBurst = 2000;
    RoomServer server(options);
    const auto started = server.start();
    REQUIRE(std::holds_alternative<std::uint16_t>(started));
    const quint16 port = std::get<std::uint16_t>(started);

    Player a, b;
    a.client.create(QStringLiteral("127.0.0.1"), port);
    REQUIRE(waitFor([&] { return a.client.state() == RoomClient::State::Seated; }));
    CHECK(a.client.side() == Side::First);
    const RoomAddress address = a.client.address();
    CHECK(isRoomCode(address.room));
    b.client.join(address);
    REQUIRE(waitFor([&] { return b.client.state() == RoomClient::State::Seated && a.joined; }));
    CHECK(b.client.side() == Side::Second);

    Rng rng(2024);
    a.client.sendSetup(Setup::random(Side::First, rng));
    a.client.sendReady();
    b.client.sendSetup(Setup::random(Side::Second, rng));
    b.client.dropConnection(); // the setup may or may not have arrived: the client resends it
    b.client.sendReady();
    REQUIRE(waitFor([&] { return a.view && b.view; }));

    int drops = 0;
    while (!a.view->isOver() && a.view->ply() < 400) {
        REQUIRE(waitFor([&] { return a.myTurn() || b.myTurn(); }));
        Player& mover = a.myTurn() ? a : b;
        MoveList moves;
        generateMoves(mover.view->position(), moves);
        const int ply = mover.view->ply();
        mover.client.sendMove(moves[int(rng.below(std::uint32_t(moves.size())))], ply + 1);
        // Now and then a connection dies right after a send or while the other waits.
        if (rng.below(12) == 0) {
            (rng.below(2) ? a : b).client.dropConnection();
            ++drops;
        }
        REQUIRE(waitFor([&] { return a.view->ply() > ply && b.view->ply() > ply; }));
    }
    if (!a.view->isOver()) {
        a.client.resign();
        REQUIRE(waitFor([&] { return a.view->isOver() && b.view->isOver(); }));
    }
    REQUIRE(waitFor([&] { return b.view->isOver(); }));
    CHECK(drops > 5);
    CHECK(a.view->status() == b.view->status());
    CHECK(a.view->ply() == b.view->ply());
    CHECK(a.view->announcements() == b.view->announcements());
    CHECK(a.errors.isEmpty());
    CHECK(b.errors.isEmpty());

    // A wrong room and an unreachable server are reported, not hung on.
    Player c;
    c.client.join(RoomAddress{"127.0.0.1", port, "2345678923"});
    REQUIRE(waitFor([&] { return !c.errors.isEmpty(); }));
    CHECK(c.errors.first() == "no_such_room");
    CHECK(c.client.state() == RoomClient::State::Idle);
    server.stop();
    Player d;
    d.client.create(QStringLiteral("127.0.0.1"), port);
    REQUIRE(waitFor([&] { return !d.errors.isEmpty(); }));
    CHECK(d.errors.first() == "unreachable");
}
