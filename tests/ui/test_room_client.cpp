// The app's LAN client against the real room server on loopback: a whole game between two
// RoomClients, with connections cut at random moments and resumed by the clients themselves.
#include "net/room_client.h"
#include "net/room_server.h"
#include "ui/remote_table.h"

#include "core/movegen.h"
#include "core/rng.h"

#include "wait.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

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
    // The app's seat at this client, writing its journal to `folder` (issue 20).
    void keepJournal(const QString& folder) {
        table =
            std::make_unique<ui::RemoteTable>(&client, client.side(), RuleSet::classic(), nullptr);
        JournalHeader header;
        header.mode = GameMode::Lan;
        header.human = client.side();
        table->keepJournal(folder, header);
    }
    // The journal as read back: the one file in `folder`.
    Result<Journal> journal(const QString& folder) const {
        const QStringList files = QDir(folder).entryList({QStringLiteral("*.jsonl")}, QDir::Files);
        if (files.size() != 1)
            return Error{"expected one journal, found " + std::to_string(files.size())};
        QFile file(QDir(folder).filePath(files.first()));
        if (!file.open(QIODevice::ReadOnly)) return Error{"cannot open the journal"};
        const QByteArray text = file.readAll();
        return readJournal(std::string_view(text.constData(), std::size_t(text.size())));
    }
    bool myTurn() const {
        return view && !view->isOver() && view->position().sideToMove() == client.side();
    }
    RoomClient client;
    std::unique_ptr<ui::RemoteTable> table; // after the client: gone before it
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
    QTemporaryDir records;
    const QString aRecords = records.filePath(QStringLiteral("a"));
    const QString bRecords = records.filePath(QStringLiteral("b"));
    a.keepJournal(aRecords);
    b.keepJournal(bRecords);

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
        if (ply % 25 == 0) {
            // Written as it goes, one file over every dropped connection, each side's own view.
            const auto now = b.journal(bRecords);
            INFO((now ? std::string() : now.error()));
            REQUIRE(now);
            CHECK_FALSE(now->record);
            CHECK(now->plies() == std::size_t(b.view->ply()));
        }
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
    // Both sides' journals, completed by the reveal, hold the same whole game.
    const auto aGame = a.journal(aRecords);
    const auto bGame = b.journal(bRecords);
    INFO((aGame ? std::string() : aGame.error()) << (bGame ? std::string() : bGame.error()));
    REQUIRE(aGame);
    REQUIRE(bGame);
    REQUIRE(aGame->record);
    REQUIRE(bGame->record);
    CHECK(aGame->ended);
    CHECK(*aGame->record == *bGame->record);
    CHECK(aGame->plies() == std::size_t(a.view->ply()));
    CHECK(aGame->record->result.status == a.view->status());

    // A wrong room and an unreachable server are reported, not hung on.
    Player c;
    c.client.join(*parseRoomUrl("127.0.0.1:" + std::to_string(port) + "/2345678923"));
    REQUIRE(waitFor([&] { return !c.errors.isEmpty(); }));
    CHECK(c.errors.first() == "no_such_room");
    CHECK(c.client.state() == RoomClient::State::Idle);
    server.stop();
    Player d;
    d.client.create(QStringLiteral("127.0.0.1"), port);
    REQUIRE(waitFor([&] { return !d.errors.isEmpty(); }));
    CHECK(d.errors.first() == "unreachable");
}

namespace {

// A loopback server for the tests below (scripted players do not think: no rate limit).
struct Loopback {
    Loopback() {
        ServerOptions options;
        options.bindAddress = "127.0.0.1";
        options.limits.framesPerSecond = 2000;
        options.limits.frameBurst = 2000;
        server = std::make_unique<RoomServer>(options);
        const auto started = server->start();
        REQUIRE(std::holds_alternative<std::uint16_t>(started));
        port = std::get<std::uint16_t>(started);
    }
    std::unique_ptr<RoomServer> server;
    quint16 port = 0;
};

} // namespace

TEST_CASE("LAN: host and guest agree on a federation room's rules and play strikes, launches and "
          "moves through the server (F-STRIKE-1, F-STRIKE-4)",
          "[net][lan][rules]") {
    Loopback net;
    Player a, b;
    QStringList rulesA, rulesB;
    QObject::connect(&a.client, &RoomClient::rulesChanged, [&](const QString& c) { rulesA << c; });
    QObject::connect(&b.client, &RoomClient::rulesChanged, [&](const QString& c) { rulesB << c; });

    // The guest asks the room what it plays before joining.
    a.client.create(QStringLiteral("127.0.0.1"), net.port, QStringLiteral("federation"));
    REQUIRE(waitFor([&] { return a.client.state() == RoomClient::State::Seated; }));
    CHECK(a.client.ruleCode() == "federation");
    CHECK(a.client.rules() == RuleSet::federation());
    RoomProbe probe;
    QString probedRules;
    bool probedOpen = false;
    QObject::connect(&probe, &RoomProbe::answered,
                     [&](const QString&, const QString& rules, bool open) {
                         probedRules = rules;
                         probedOpen = open;
                     });
    probe.ask(a.client.address());
    REQUIRE(waitFor([&] { return !probedRules.isEmpty(); }));
    CHECK(probedRules == "federation");
    CHECK(probedOpen);

    b.client.join(a.client.address());
    REQUIRE(waitFor([&] { return b.client.state() == RoomClient::State::Seated && a.joined; }));
    CHECK(b.client.ruleCode() == a.client.ruleCode());
    CHECK(rulesA == QStringList{"federation"});
    CHECK(rulesB == QStringList{"federation"});

    Rng rng(77);
    a.client.sendSetup(Setup::random(a.client.rules(), a.client.side(), rng));
    b.client.sendSetup(Setup::random(b.client.rules(), b.client.side(), rng));
    a.client.sendReady();
    b.client.sendReady();
    REQUIRE(waitFor([&] { return a.view && b.view; }));
    // Both start events play the room's rules.
    CHECK(a.view->rules() == RuleSet::federation());
    CHECK(b.view->rules() == RuleSet::federation());

    int strikes = 0, launches = 0;
    while (!a.view->isOver() && a.view->ply() < 40) {
        REQUIRE(waitFor([&] { return a.myTurn() || b.myTurn(); }));
        Player& mover = a.myTurn() ? a : b;
        MoveList moves;
        generateMoves(mover.view->position(), moves);
        // Each side's first move is a strike; a launch whenever one is possible; else any move.
        std::optional<Move> chosen;
        for (const Move m : moves)
            if ((mover.view->ply() < 2 && m.kind() == MoveKind::Strike) ||
                m.kind() == MoveKind::Launch)
                chosen = m;
        const Move move = chosen ? *chosen : moves[int(rng.below(std::uint32_t(moves.size())))];
        strikes += move.kind() == MoveKind::Strike;
        launches += move.kind() == MoveKind::Launch;
        const int ply = mover.view->ply();
        mover.client.sendMove(move, ply + 1);
        REQUIRE(waitFor([&] { return a.view->ply() > ply && b.view->ply() > ply; }));
        // A strike is announced to both with what it removed (squares and sides only).
        if (move.isStrike()) CHECK(a.view->announcements().back().strike.removedCount > 0);
    }
    CHECK(strikes > 0);
    CHECK(launches > 0);
    CHECK(a.view->announcements() == b.view->announcements());
    CHECK(a.errors.isEmpty());
    CHECK(b.errors.isEmpty());
    // A setup of the other game is refused by the client before it goes out.
    Player c;
    c.client.create(QStringLiteral("127.0.0.1"), net.port, QStringLiteral("federation"));
    REQUIRE(waitFor([&] { return c.client.state() == RoomClient::State::Seated; }));
    c.client.sendSetup(Setup::random(Side::First, rng));
    CHECK(c.errors == QStringList{"illegal_setup"});
}

TEST_CASE("LAN: an app of the old protocol version is refused cleanly, with the server's words "
          "to update it",
          "[net][lan][rules]") {
    Loopback net;
    Player old;
    QString message;
    QObject::connect(&old.client, &RoomClient::failed,
                     [&](const QString&, const QString& m) { message = m; });
    old.client.setProtocolVersion(1);
    bool seated = false;
    QObject::connect(&old.client, &RoomClient::seated, [&] { seated = true; });
    old.client.create(QStringLiteral("127.0.0.1"), net.port);
    REQUIRE(waitFor([&] { return !old.errors.isEmpty(); }));
    CHECK(old.errors == QStringList{"unsupported_protocol"});
    CHECK(message.contains(QLatin1String("update the app")));
    CHECK(old.client.state() == RoomClient::State::Idle);
    // Not retried, not seated: a clean refusal.
    waitFor([] { return false; }, 300);
    CHECK(old.errors.size() == 1);
    CHECK_FALSE(seated);
    CHECK(net.server->stats().rooms == 0);

    // The room probe of an old app gets the same answer.
    RoomProbe probe;
    probe.setProtocolVersion(1);
    QString code;
    QObject::connect(&probe, &RoomProbe::failed,
                     [&](const QString&, const QString& c, const QString&) { code = c; });
    probe.ask(*parseRoomUrl("127.0.0.1:" + std::to_string(net.port) + "/2345678923"));
    REQUIRE(waitFor([&] { return !code.isEmpty(); }));
    CHECK(code == "unsupported_protocol");
}

TEST_CASE("LAN: a bad rule code on create is refused with bad_rules and the client goes idle",
          "[net][lan][rules]") {
    Loopback net;
    Player p;
    p.client.create(QStringLiteral("127.0.0.1"), net.port, QStringLiteral("classic:h3=flg"));
    REQUIRE(waitFor([&] { return !p.errors.isEmpty(); }));
    CHECK(p.errors == QStringList{"bad_rules"});
    CHECK(p.client.state() == RoomClient::State::Idle);
    CHECK(p.client.ruleCode().isEmpty());
    CHECK(net.server->stats().rooms == 0);
}
