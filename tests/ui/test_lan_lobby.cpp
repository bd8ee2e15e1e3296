// 友達と対戦 through the app's facades: one LanLobby hosts (the room server inside the app),
// another joins from the shown address, both GameSessions play a game by clicks, swap
// sides for a rematch, and the away offer appears when one player vanishes.
#include "ui/board_geometry.h"
#include "ui/game_session.h"
#include "ui/lan_address.h"
#include "ui/lan_lobby.h"

#include "core/journal.h"
#include "core/types.h"

#include "wait.h"

#include "play_modes.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QUdpSocket>
#include <QWebSocket>
#include <QWebSocketServer>

#include <functional>

using namespace gunjin;
using gunjin::ui::GameSession;
using gunjin::ui::LanLobby;
using Phase = GameSession::Phase;

namespace {

struct Seat {
    explicit Seat(const char* name) {
        game.setSettingsFile(dir.filePath(QStringLiteral("%1.ini").arg(name)));
        game.setSeed(name[0]);
        game.recorder()->setFolder(dir.filePath(QStringLiteral("%1-records").arg(name)));
        game.motion()->setPaced(false); // what the game does, not how it looks
        lobby = std::make_unique<LanLobby>();
        lobby->setGame(&game);
        lobby->setProperty("bindAddress", QStringLiteral("127.0.0.1"));
        lobby->setProperty("port", 0);
    }
    void clickAMove() { clickAMoveOf(game); }
    // The journals of this seat's games, read back, oldest first.
    std::vector<gunjin::Journal> journals() const {
        std::vector<gunjin::Journal> read;
        const QDir folder(game.recorder()->folder());
        for (const QString& name :
             folder.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name)) {
            QFile file(folder.filePath(name));
            REQUIRE(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            auto journal = gunjin::readJournal(std::string_view(text.constData(), text.size()));
            INFO((journal ? std::string() : journal.error()));
            REQUIRE(journal);
            read.push_back(std::move(*journal));
        }
        return read;
    }
    // The host makes a room (in the app, or on the server it was given), the guest joins it
    // by its link.
    static void meet(Seat& host, Seat& guest) {
        host.lobby->host();
        REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
        REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
        REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }));
    }
    // Both commit their setups; the game starts.
    static void startGame(Seat& host, Seat& guest) {
        REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }));
        host.game.confirmSetup();
        guest.game.confirmSetup();
        REQUIRE(waitFor(
            [&] { return host.game.phase() == Phase::Play && guest.game.phase() == Phase::Play; }));
    }
    QTemporaryDir dir;
    GameSession game;
    std::unique_ptr<LanLobby> lobby;
};

// Lets the event loop run for `ms`.
void idle(int ms) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

} // namespace

TEST_CASE("LAN in the app: the host leaving mid-game - the friend is told at once that the room "
          "closed and nothing is retried, and both records hold the game with its result",
          "[lan][ui]") {
    Seat host("host"), guest("guest");
    Seat::meet(host, guest);
    Seat::startGame(host, guest);
    host.clickAMove();
    REQUIRE(waitFor([&] { return guest.game.ply() == 1; }));

    host.lobby->leave(); // 部屋を出る: the game is resigned
    host.game.backToMenu();
    REQUIRE(waitFor([&] { return !guest.lobby->roomOpen(); }));
    CHECK(guest.game.phase() == Phase::Over);
    CHECK(guest.game.narrator()->result() == GameSession::Won);
    CHECK(guest.lobby->status() == QStringLiteral("相手が部屋を出ました。"));
    // The room's server stopped with the host's leave: the friend goes on reading the room's
    // end, not "reconnecting" beside its result.
    idle(2500);
    CHECK(guest.lobby->state() == LanLobby::State::InRoom);
    CHECK(guest.lobby->status() == QStringLiteral("相手が部屋を出ました。"));
    CHECK_FALSE(guest.lobby->offerCpu());
    // Nothing is left to watch in a closed room.
    CHECK(guest.lobby->watchLink().isEmpty());
    CHECK(guest.lobby->watchers() == 0);

    // Whoever ended it, both players' records hold the game, ended, with the same result.
    const auto hostJournals = host.journals();
    const auto guestJournals = guest.journals();
    REQUIRE(hostJournals.size() == 1);
    REQUIRE(guestJournals.size() == 1);
    for (const auto* journal : {&hostJournals[0], &guestJournals[0]}) {
        CHECK(journal->ended);
        REQUIRE(journal->record);
        CHECK(journal->record->result.status == gunjin::GameStatus::SecondWon);
        CHECK(journal->record->result.reason == gunjin::EndReason::Resignation);
        CHECK(journal->plies() == 1);
    }
    guest.lobby->leave();
}

TEST_CASE("LAN in the app: host, join by address, play, rematch with sides swapped - in both "
          "rule sets (F-INFO-3 over the wire)",
          "[lan][ui]") {
    // The federation game under the referee's judgement: nothing of the other side is ever
    // shown, so no square may carry a label on both screens.
    const QString rules = GENERATE(as<QString>{}, "classic", "federation:judge=referee");
    INFO(rules.toStdString());
    Seat host("host"), guest("guest");
    CHECK_FALSE(guest.lobby->join(QStringLiteral("not an address")));
    CHECK_FALSE(guest.lobby->error().isEmpty());
    // A link cut short: said, and the look-up of the same text that comes after the press
    // (the typing paused) leaves the reason standing.
    CHECK_FALSE(guest.lobby->join(QStringLiteral("gunjin://127.0.0.1:47999/abc")));
    const QString why = guest.lobby->error();
    CHECK_FALSE(why.isEmpty());
    CHECK_FALSE(guest.lobby->lookUp(QStringLiteral("gunjin://127.0.0.1:47999/abc")));
    CHECK(guest.lobby->error() == why);

    host.lobby->setProperty("ruleCode", rules);
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    CHECK(host.game.gameRuleCode() == rules);
    CHECK(host.lobby->hosting());
    CHECK(playing(host.game, gunjin::ui::PlayMode::Lan));
    CHECK(host.game.humanIsFirst()); // the creator plays first
    const QString url = host.lobby->roomUrl();
    CHECK(url.startsWith(QLatin1String("gunjin://127.0.0.1:")));
    CHECK_FALSE(host.lobby->opponentJoined());

    // The host commits early; 決定 can still be taken back by a change.
    host.game.confirmSetup();
    CHECK(host.game.mode()->setupCommitted());
    host.game.setupEditor()->mirror();
    CHECK_FALSE(host.game.mode()->setupCommitted());

    REQUIRE(guest.lobby->join(QStringLiteral("  ") + url.toUpper() + QStringLiteral("\n")));
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }));
    CHECK_FALSE(guest.game.humanIsFirst());
    // The guest plays the room's rules, whatever its own settings say.
    CHECK(guest.game.gameRuleCode() == rules);
    CHECK(guest.game.board()->squareCount() == host.game.board()->squareCount());
    CHECK(guest.game.federation() == (rules != "classic"));
    REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }));

    guest.game.confirmSetup();
    REQUIRE(waitFor([&] { return host.lobby->opponentReady(); }));
    CHECK(host.game.phase() == Phase::Setup); // the host has not committed again
    host.game.confirmSetup();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Play && guest.game.phase() == Phase::Play; }));

    // A game by clicks; each side sees only its own labels.
    int opponentLabels = 0;
    int combatReplies = 0;
    while (host.game.phase() == Phase::Play && host.game.ply() < 60) {
        REQUIRE(waitFor([&] {
            return host.game.humanToMove() || guest.game.humanToMove() ||
                   host.game.phase() == Phase::Over;
        }));
        if (host.game.phase() == Phase::Over) break;
        Seat& mover = host.game.humanToMove() ? host : guest;
        const int ply = mover.game.ply();
        mover.clickAMove();
        REQUIRE(waitFor([&] {
            return (host.game.ply() > ply && guest.game.ply() > ply) ||
                   host.game.phase() == Phase::Over;
        }));
        // After the opponent's move, combat or not, the other side is told it is its turn.
        Seat& other = &mover == &host ? guest : host;
        if (other.game.phase() == Phase::Play) {
            INFO(other.game.narrator()->message().toStdString());
            CHECK(other.game.narrator()->message().endsWith(QStringLiteral("あなたの番です。")));
            if (other.game.noCombatPlies() == 0) ++combatReplies;
        }
        // A square's piece is labelled for its owner only: never on both screens - but for
        // the federation's 元帥, which plays face up (F-INFO-1).
        for (int s = 0; s < host.game.board()->squareCount(); ++s) {
            const QString label = host.game.labelAt(s);
            if (!label.isEmpty() && !guest.game.labelAt(s).isEmpty() &&
                !(host.game.federation() && label == QStringLiteral("元帥")))
                ++opponentLabels;
        }
    }
    CHECK(opponentLabels == 0);
    if (host.game.phase() == Phase::Play) {
        guest.game.resign();
        REQUIRE(waitFor(
            [&] { return host.game.phase() == Phase::Over && guest.game.phase() == Phase::Over; }));
        CHECK(host.game.narrator()->result() == GameSession::Won);
        CHECK(guest.game.narrator()->result() == GameSession::Lost);
    }
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Over; }));
    // A click after the end names the button that is there.
    guest.game.clickSquare(0);
    CHECK(guest.game.narrator()->message().contains(
        QStringLiteral("先手と後手を入れ替えてもう一局")));

    // 先手と後手を入れ替えてもう一局
    host.game.playAgain();
    REQUIRE(waitFor([&] { return guest.lobby->opponentWantsRematch(); }));
    guest.game.playAgain();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Setup && guest.game.phase() == Phase::Setup; }));
    CHECK_FALSE(host.game.humanIsFirst());
    CHECK(guest.game.humanIsFirst());

    // The host leaving ends the room for the guest (the friend leaving would not: the room
    // would wait for another).
    host.lobby->leave();
    REQUIRE(waitFor([&] { return !guest.lobby->roomOpen(); }));
    CHECK(guest.lobby->status() == QStringLiteral("相手が部屋を出ました。"));
    CHECK_FALSE(playing(host.game, gunjin::ui::PlayMode::Lan));
    CHECK_FALSE(host.lobby->active());
    guest.lobby->leave();
}

TEST_CASE("LAN in the app: the away offer after the opponent has been gone a while", "[lan][ui]") {
    Seat host("host"), guest("guest");
    host.lobby->setProperty("awayMs", 1500); // instead of 2 minutes
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }));
    guest.lobby.reset(); // the guest's app is gone without leaving
    REQUIRE(waitFor([&] { return !host.lobby->opponentConnected(); }));
    CHECK_FALSE(host.lobby->offerCpu());
    REQUIRE(waitFor([&] { return host.lobby->offerCpu(); }, 6000));
    // CPU と新しく対局する: the room is left and a CPU game starts.
    host.lobby->leave();
    REQUIRE(host.game.startCpuGame(QStringLiteral("easy"), true));
    CHECK_FALSE(playing(host.game, gunjin::ui::PlayMode::Lan));
    CHECK(host.game.phase() == Phase::Setup);

    // A wrong address is reported, and nothing changes.
    Seat late("late");
    REQUIRE(late.lobby->join(QStringLiteral("gunjin://127.0.0.1:1/abc23456xy")));
    REQUIRE(waitFor([&] { return !late.lobby->error().isEmpty(); }));
    CHECK(late.lobby->state() == LanLobby::State::Idle);
    CHECK(late.game.phase() == Phase::Menu);
}

TEST_CASE("LAN in the app: a waiting room is found on the network and joined from the list",
          "[lan][ui]") {
    // A port of the test's own for the announcements, sent to loopback instead of broadcast.
    QUdpSocket probe;
    REQUIRE(probe.bind(QHostAddress::LocalHost, 0));
    const int beaconPort = probe.localPort();
    probe.close();

    Seat host("host"), guest("guest");
    for (Seat* s : {&host, &guest}) {
        s->lobby->setProperty("beaconTarget", QStringLiteral("127.0.0.1"));
        s->lobby->setProperty("beaconPort", beaconPort);
    }
    guest.lobby->startSearching();
    host.lobby->host();
    REQUIRE(waitFor([&] { return !guest.lobby->foundRooms().isEmpty(); }, 5000));
    const QVariantMap found = guest.lobby->foundRooms().first().toMap();
    CHECK(found.value(QStringLiteral("url")).toString() == host.lobby->roomUrl());
    CHECK_FALSE(found.value(QStringLiteral("name")).toString().isEmpty());
    REQUIRE(guest.lobby->join(found.value(QStringLiteral("url")).toString()));
    REQUIRE(waitFor(
        [&] { return guest.game.phase() == Phase::Setup && host.lobby->opponentJoined(); }));
    guest.lobby->leave();
    host.lobby->leave();
}

TEST_CASE("LAN in the app: announcements are untrusted input", "[lan][ui]") {
    gunjin::ui::RoomFinder finder;
    CHECK(finder.take(
        R"({"gunjin":1,"name":"Taro's PC","url":"gunjin://192.168.1.5:47800/abc23456xy"})"));
    CHECK(finder.rooms().size() == 1);
    // The same room again refreshes it; no duplicate.
    CHECK(finder.take(
        R"({"gunjin":1,"name":"Taro's PC","url":"GUNJIN://192.168.1.5:47800/ABC23456XY"})"));
    CHECK(finder.rooms().size() == 1);
    for (const char* bad :
         {"", "{", "[]", R"({"gunjin":2,"name":"x","url":"gunjin://h:1/abc23456xy"})",
          R"({"gunjin":1,"name":"x","url":"http://h/abc"})", R"({"gunjin":1,"name":"x"})",
          R"({"gunjin":1,"name":"x","url":"gunjin://h:1/abc23456x1"})"})
        CHECK_FALSE(finder.take(bad));
    CHECK_FALSE(finder.take(QByteArray(600, ' ')));
    // A name is kept short and printable.
    CHECK(finder.take(QByteArray(R"({"gunjin":1,"name":"a\u0007b\nc)") + QByteArray(60, 'x') +
                      R"(","url":"gunjin://10.0.0.2:47800/abc23456xy"})"));
    const QString name = finder.rooms().last().toMap().value(QStringLiteral("name")).toString();
    CHECK(name.startsWith(QLatin1String("abc")));
    CHECK(name.size() <= 40);
    // There is a limit to how many rooms a flood can add.
    for (int i = 0; i < 100; ++i)
        (void)finder.take(
            QStringLiteral(R"({"gunjin":1,"name":"n","url":"gunjin://10.0.1.%1:47800/abc23456xy"})")
                .arg(i)
                .toUtf8());
    CHECK(finder.rooms().size() <= 32);
}

TEST_CASE("LAN in the app: when the host's app stops, the guest tries again, is then told that "
          "the room ended with that app, and is offered a CPU game",
          "[lan][ui]") {
    Seat host("host"), guest("guest");
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    guest.lobby->setProperty("awayMs", 60'000); // the offer comes from the room's end
    REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }));
    host.lobby.reset(); // the host's app (and with it the server) is gone without a word
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Reconnecting; }));
    CHECK_FALSE(guest.lobby->status().isEmpty());
    CHECK_FALSE(guest.lobby->offerCpu());
    // Nothing listens at the room's address any more (the PC refuses): not a dropped network.
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Idle; }, 5000));
    CHECK(guest.lobby->error().contains(QStringLiteral("相手のアプリが終了した")));
    CHECK(guest.lobby->offerCpu());
    guest.lobby->leave();
    CHECK(guest.lobby->state() == LanLobby::State::Idle);
    CHECK_FALSE(playing(guest.game, gunjin::ui::PlayMode::Lan));
}

TEST_CASE("LAN in the app: a room that no longer exists is reported and the CPU is offered",
          "[lan][ui]") {
    Seat host("host"), guest("guest");
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    const auto address = gunjin::net::parseRoomUrl(host.lobby->roomUrl().toStdString());
    REQUIRE(address);
    REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }));
    host.lobby.reset(); // the host's server goes away with its rooms...
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Reconnecting; }));
    gunjin::net::ServerOptions options; // ...and a new one answers on the same port
    options.bindAddress = "127.0.0.1";
    options.port = address->port;
    gunjin::net::RoomServer fresh(options);
    REQUIRE(std::holds_alternative<std::uint16_t>(fresh.start()));
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Idle; }));
    CHECK_FALSE(guest.lobby->error().isEmpty());
    CHECK(guest.lobby->offerCpu());
    guest.lobby->leave();
    REQUIRE(guest.game.startCpuGame(QStringLiteral("easy"), true));
    fresh.stop();
}

TEST_CASE("LAN in the app: the joiner sees the room's rules before joining - in the room list and "
          "for a typed address - and both agree on them",
          "[lan][ui][rules]") {
    QUdpSocket probe;
    REQUIRE(probe.bind(QHostAddress::LocalHost, 0));
    const int beaconPort = probe.localPort();
    probe.close();

    Seat host("host"), guest("guest"), other("other");
    CHECK(host.lobby->ruleCode() == "classic"); // until the app binds its rules settings
    for (Seat* s : {&host, &guest}) {
        s->lobby->setProperty("beaconTarget", QStringLiteral("127.0.0.1"));
        s->lobby->setProperty("beaconPort", beaconPort);
    }
    host.lobby->setProperty("ruleCode", QStringLiteral("federation:judge=referee"));
    guest.lobby->startSearching();
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.lobby->state() == LanLobby::State::InRoom; }));
    CHECK(host.lobby->roomRuleCode() == "federation:judge=referee");
    CHECK(host.lobby->roomRulesText() == "連盟ルール（9×9）・審判あり");

    // The list of rooms found on the LAN says what each plays.
    REQUIRE(waitFor([&] { return !guest.lobby->foundRooms().isEmpty(); }, 5000));
    const QVariantMap found = guest.lobby->foundRooms().first().toMap();
    CHECK(found.value(QStringLiteral("rules")).toString() == "federation:judge=referee");
    CHECK(found.value(QStringLiteral("rulesText")).toString() == "連盟ルール（9×9）・審判あり");

    // A typed address: the lobby asks the room (room_info) before 参加する.
    CHECK_FALSE(other.lobby->lookUp(QStringLiteral("gunjin://127.0.0.1")));
    CHECK(other.lobby->roomRuleCode().isEmpty());
    REQUIRE(other.lobby->lookUp(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return !other.lobby->roomRuleCode().isEmpty(); }));
    CHECK(other.lobby->roomRuleCode() == "federation:judge=referee");
    CHECK_FALSE(other.lobby->lookingUp());
    CHECK(other.lobby->error().isEmpty());
    CHECK(other.lobby->state() == LanLobby::State::Idle); // asking took no seat

    REQUIRE(guest.lobby->join(found.value(QStringLiteral("url")).toString()));
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::InRoom; }));
    CHECK(guest.lobby->roomRuleCode() == host.lobby->roomRuleCode());

    // Once the room is full, a look says so.
    REQUIRE(other.lobby->lookUp(host.lobby->roomUrl() + " ")); // the same room, asked again
    REQUIRE(waitFor([&] { return !other.lobby->lookingUp(); }));
    CHECK(other.lobby->error() == "その部屋にはもう 2 人そろっています。");
    guest.lobby->leave();
    host.lobby->leave();
    CHECK(host.lobby->roomRuleCode().isEmpty());
}

TEST_CASE("LAN in the app: rule codes in words, and a bad code refused before a room is made",
          "[lan][ui][rules]") {
    Seat host("host");
    LanLobby& lobby = *host.lobby;
    CHECK(lobby.rulesText("classic") == "軍人将棋（6×8）・基本ルール");
    CHECK(lobby.rulesText("classic:h1=engineer,h7=open") ==
          "軍人将棋（6×8）・工兵がタンクに勝つ・駒を見せ合う判定");
    CHECK(lobby.rulesText("federation") == "連盟ルール（9×9）・駒を見せ合う判定");
    CHECK(lobby.rulesText("federation:judge=referee") == "連盟ルール（9×9）・審判あり");
    CHECK(lobby.rulesText("chess") == "この版では遊べないルール");
    CHECK(lobby.rulesText("") == "ルール不明");
    CHECK(lobby.canonicalRuleCode("classic:h7=open,h1=engineer") == "classic:h1=engineer,h7=open");
    CHECK(lobby.canonicalRuleCode("chess").isEmpty());

    lobby.setRuleCode(QStringLiteral("classic:h3=flg"));
    lobby.host();
    // In the player's words; the reader's English only as the detail line.
    CHECK(lobby.error().startsWith(QStringLiteral("このルールコードは読めません。")));
    CHECK(lobby.error().endsWith(QStringLiteral("部屋は作られていません。")));
    CHECK_FALSE(lobby.error().contains(QLatin1String("unknown value")));
    CHECK(lobby.errorDetail() ==
          QStringLiteral("詳細: classic:h3=flg: h3=flg: unknown value (h3 is occupation, flag, "
                         "general or all)"));
    CHECK(lobby.state() == LanLobby::State::Idle);
    CHECK_FALSE(lobby.hosting());
    CHECK(host.game.phase() == Phase::Menu);
}

TEST_CASE("LAN in the app: a room of another version (an old app's server) is refused with a "
          "message to update, not a broken game",
          "[lan][ui][rules]") {
    // An app of protocol version 1 hosting: it answers every hello as version 1 servers do.
    QWebSocketServer old(QStringLiteral("old"), QWebSocketServer::NonSecureMode);
    REQUIRE(old.listen(QHostAddress::LocalHost, 0));
    QObject::connect(&old, &QWebSocketServer::newConnection, [&] {
        QWebSocket* socket = old.nextPendingConnection();
        QObject::connect(socket, &QWebSocket::textMessageReceived, socket, [socket] {
            socket->sendTextMessage(QStringLiteral(
                R"({"type":"error","code":"unsupported_protocol","message":"this server speaks protocol 1"})"));
            socket->close();
        });
    });
    const QString url = QStringLiteral("gunjin://127.0.0.1:%1/abc23456xy").arg(old.serverPort());

    Seat guest("guest");
    REQUIRE(guest.lobby->lookUp(url));
    REQUIRE(waitFor([&] { return !guest.lobby->error().isEmpty(); }));
    INFO(guest.lobby->error().toStdString());
    CHECK(guest.lobby->error().contains(QStringLiteral("最新版")));
    // The server's English words are the detail line, not part of the sentence.
    CHECK_FALSE(guest.lobby->error().contains(QLatin1String("protocol 1")));
    CHECK(guest.lobby->errorDetail() ==
          QStringLiteral("詳細: unsupported_protocol: this server speaks protocol 1"));

    REQUIRE(guest.lobby->join(url));
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Idle; }));
    CHECK(guest.lobby->error().contains(QStringLiteral("最新版")));
    CHECK(guest.game.phase() == Phase::Menu); // no game began
}

TEST_CASE("LAN in the app: the link's address is the one of the default route's interface",
          "[lan][ui]") {
    using gunjin::ui::defaultRouteInterface;
    // /proc/net/route as Linux writes it (tabs, padded lines; addresses little-endian hex).
    const QString header = QStringLiteral(
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT  "
        "     \n");
    const QString one =
        header +
        QStringLiteral("eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0          \n"
                       "eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0          \n");
    CHECK(defaultRouteInterface(one) == QLatin1String("eth0"));
    // Several interfaces: a container bridge, wired and wireless with default routes of
    // different metrics, a VPN's two half routes (0/1 and 128/1 are not the default route).
    const QString several =
        header + QStringLiteral("docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0\n"
                                "tun0\t00000000\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0\n"
                                "tun0\t00000080\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0\n"
                                "wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n"
                                "enp3s0\t00000000\t0100A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n"
                                "enp3s0\t0000A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0\n");
    CHECK(defaultRouteInterface(several) == QLatin1String("enp3s0"));
    // A default route that is down does not count.
    const QString down =
        header + QStringLiteral("eth1\t00000000\t0102000A\t0002\t0\t0\t0\t00000000\t0\t0\t0\n"
                                "wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n");
    CHECK(defaultRouteInterface(down) == QLatin1String("wlan0"));
    // No default route, nothing, or not the table: no interface.
    CHECK(defaultRouteInterface(header).isEmpty());
    CHECK(defaultRouteInterface(QString()).isEmpty());
    CHECK(defaultRouteInterface(QStringLiteral("eth0\t00000000\t0\t3\t0\t0\t0\t00000000\n"))
              .isEmpty());
    CHECK(defaultRouteInterface(header + QStringLiteral("eth0\tzz\t0\t3\t0\t0\t0\t00000000\n"))
              .isEmpty());

    using gunjin::ui::LanAddress;
    using gunjin::ui::rankLanAddresses;
    const QList<LanAddress> candidates = {
        {QStringLiteral("172.17.0.1"), QStringLiteral("docker0"), {}},
        {QStringLiteral("127.0.0.1"), QStringLiteral("lo"), {}},
        {QStringLiteral("169.254.7.7"), QStringLiteral("eth2"), {}},
        {QStringLiteral("192.0.2.2"), QStringLiteral("eth1"), {}},
        {QStringLiteral("fe80::1"), QStringLiteral("enp3s0"), {}},
        {QStringLiteral("192.168.0.20"), QStringLiteral("enp3s0"), QStringLiteral("192.168.0.255")},
        {QStringLiteral("192.168.0.20"), QStringLiteral("enp3s0"), {}}};
    const auto addresses = [](const QList<LanAddress>& list) {
        QStringList out;
        for (const LanAddress& a : list) out << a.address;
        return out;
    };
    // The default route's interface first (not the container bridge listed before it), each
    // address once; loopback and IPv6 are never offered; link-local last.
    const auto ranked = rankLanAddresses(candidates, defaultRouteInterface(several));
    CHECK(addresses(ranked) ==
          QStringList{"192.168.0.20", "172.17.0.1", "192.0.2.2", "169.254.7.7"});
    CHECK(ranked.front().broadcast == QLatin1String("192.168.0.255"));
    CHECK(addresses(rankLanAddresses(candidates, QStringLiteral("eth1"))).front() ==
          QLatin1String("192.0.2.2"));
    // Without a route (another OS): private addresses first, as before.
    CHECK(addresses(rankLanAddresses(candidates, {})) ==
          QStringList{"172.17.0.1", "192.168.0.20", "192.0.2.2", "169.254.7.7"});
    CHECK(rankLanAddresses({{QStringLiteral("127.0.0.1"), {}, {}}}, {}).isEmpty());
    // This PC's own list is ranked the same way and never offers loopback.
    for (const LanAddress& a : gunjin::ui::lanAddresses())
        CHECK_FALSE(a.address.startsWith("127."));
}

TEST_CASE("LAN in the app: the host picks the link's address, and the announcement follows",
          "[lan][ui]") {
    QUdpSocket probe;
    REQUIRE(probe.bind(QHostAddress::LocalHost, 0));
    const int beaconPort = probe.localPort();
    probe.close();
    Seat host("host");
    host.lobby->setProperty("beaconTarget", QStringLiteral("127.0.0.1"));
    host.lobby->setProperty("beaconPort", beaconPort);
    // Addresses only written into the link (the server listens on loopback alone).
    host.lobby->setProperty("testAddresses", QStringList{"192.0.2.2", "198.51.100.7"});
    gunjin::ui::RoomFinder finder;
    REQUIRE(finder.start(quint16(beaconPort)));
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    CHECK(host.lobby->hostAddresses().size() == 2);
    CHECK(host.lobby->hostAddress() == QLatin1String("192.0.2.2"));
    const QString first = host.lobby->roomUrl();
    CHECK(first.startsWith(QLatin1String("gunjin://192.0.2.2:")));
    const auto heard = [&](const QString& url) {
        for (const QVariant& r : finder.rooms())
            if (r.toMap().value(QStringLiteral("url")).toString() == url) return true;
        return false;
    };
    REQUIRE(waitFor([&] { return heard(first); }, 5000));

    host.lobby->setHostAddress(QStringLiteral("198.51.100.7"));
    const QString second = host.lobby->roomUrl();
    CHECK(second ==
          QString(first).replace(QLatin1String("192.0.2.2"), QLatin1String("198.51.100.7")));
    REQUIRE(waitFor([&] { return heard(second); }, 5000));
    // Something not offered is not taken.
    host.lobby->setHostAddress(QStringLiteral("203.0.113.1"));
    CHECK(host.lobby->roomUrl() == second);
    host.lobby->leave();
    CHECK(host.lobby->hostAddresses().isEmpty());
}

TEST_CASE("LAN in the app: after the friend leaves, the host's room waits for another at the "
          "same link",
          "[lan][ui]") {
    // The announcements, on loopback: they stop while the friend is in, and come back.
    QUdpSocket heard;
    REQUIRE(heard.bind(QHostAddress::LocalHost, 0));
    Seat host("host"), guest("guest"), later("later");
    host.lobby->setProperty("beaconTarget", QStringLiteral("127.0.0.1"));
    host.lobby->setProperty("beaconPort", int(heard.localPort()));
    bool got = false; // since the last reset
    const auto announced = [&] {
        while (heard.hasPendingDatagrams()) {
            QByteArray d(int(heard.pendingDatagramSize()), '\0');
            heard.readDatagram(d.data(), d.size());
            got = got || d.contains(host.lobby->roomUrl().toUtf8());
        }
        return got;
    };
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    const QString url = host.lobby->roomUrl();
    REQUIRE(waitFor(announced, 5000));
    const auto statusKnown = [&] {
        return host.lobby->statusTexts().contains(host.lobby->status());
    };
    CHECK(statusKnown());
    REQUIRE(guest.lobby->join(url));
    REQUIRE(waitFor([&] { return host.lobby->friendInRoom(); }));
    CHECK(statusKnown());
    CHECK(host.lobby->rematchPossible() == true);
    (void)announced();
    got = false;
    CHECK_FALSE(waitFor(announced, 2500)); // a full room is not announced
    guest.lobby->leave();
    REQUIRE(waitFor([&] { return host.lobby->opponentLeft(); }));
    CHECK(waitFor(announced, 3000)); // it waits again: announced again
    CHECK_FALSE(host.lobby->opponentJoined());
    CHECK(host.lobby->roomOpen());
    CHECK_FALSE(host.lobby->rematchPossible());
    CHECK(host.lobby->status().startsWith(QStringLiteral("相手が部屋を出ました。")));
    CHECK(statusKnown());
    CHECK(host.lobby->roomUrl() == url);
    CHECK(host.game.phase() == Phase::Setup);
    REQUIRE(later.lobby->join(url));
    REQUIRE(
        waitFor([&] { return host.lobby->friendInRoom() && later.game.phase() == Phase::Setup; }));
    CHECK_FALSE(host.lobby->opponentLeft());
    host.game.confirmSetup();
    later.game.confirmSetup();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Play && later.game.phase() == Phase::Play; }));
    later.lobby->leave();
    host.lobby->leave();
}

namespace {

// The app as it comes back after it stopped: a new session and lobby on the same record folder
// and settings (what the stopped app left on disk), nothing else.
struct Restarted {
    explicit Restarted(const Seat& before) {
        game.setSettingsFile(before.game.settingsFile());
        game.recorder()->setFolder(before.game.recorder()->folder());
        game.motion()->setPaced(false);
        lobby = std::make_unique<LanLobby>();
        lobby->setGame(&game);
        lobby->setProperty("bindAddress", QStringLiteral("127.0.0.1"));
        lobby->setProperty("port", 0);
        game.checkRecords();
    }
    GameSession game;
    std::unique_ptr<LanLobby> lobby;
};

// Plays moves by clicks, whoever is to move, until `plies` were played or the game ended.
void playUntil(Seat& a, GameSession& bGame, const std::function<void()>& bMove, int plies) {
    while (a.game.phase() == Phase::Play && a.game.ply() < plies) {
        const int ply = a.game.ply();
        REQUIRE(waitFor([&] {
            return a.game.humanToMove() || bGame.humanToMove() || a.game.phase() != Phase::Play;
        }));
        if (a.game.phase() != Phase::Play) break;
        if (a.game.humanToMove())
            a.clickAMove();
        else
            bMove();
        REQUIRE(waitFor([&] {
            return (a.game.ply() > ply && bGame.ply() > ply) || a.game.phase() != Phase::Play;
        }));
    }
}

} // namespace

TEST_CASE("Online game never lost: the friend's app stops mid-game (nothing said to the room), "
          "starts again, is offered its game and takes its seat back - the game goes on and both "
          "records end alike",
          "[lan][ui][resume]") {
    // A room server apart from both apps, as on the internet (rooms outlive an app).
    gunjin::net::ServerOptions options;
    options.bindAddress = "127.0.0.1";
    gunjin::net::RoomServer server(options);
    const auto port = server.start();
    REQUIRE(std::holds_alternative<std::uint16_t>(port));
    const QString address =
        QStringLiteral("gunjin://127.0.0.1:%1").arg(std::get<std::uint16_t>(port));

    Seat host("host"), guest("guest");
    host.lobby->setServer(address);
    Seat::meet(host, guest);
    Seat::startGame(host, guest);
    playUntil(
        host, guest.game, [&] { guest.clickAMove(); }, 5);
    REQUIRE(host.game.phase() == Phase::Play);
    const int plies = host.game.ply();
    const bool guestFirst = guest.game.humanIsFirst();
    const QStringList log = guest.game.narrator()->log();
    CHECK_FALSE(log.isEmpty()); // (a combat was fought: the seeds and moves are fixed)

    // The friend's app stops as a kill would stop it: no leave, the connection just ends.
    guest.lobby.reset();
    REQUIRE(waitFor([&] { return !host.lobby->opponentConnected(); }));
    Restarted back(guest);
    // 続きから offers the game with the friend.
    REQUIRE(back.game.recorder()->canContinue());
    CHECK(back.game.recorder()->continueSummary().contains(QStringLiteral("友達と対戦")));
    REQUIRE(back.game.continueGame());
    REQUIRE(waitFor([&] { return back.game.phase() == Phase::Play; }));
    CHECK(back.game.ply() == plies);
    CHECK(back.game.humanIsFirst() == guestFirst);
    CHECK(back.game.narrator()->log() == log); // the combats told before the stop
    CHECK(back.lobby->state() == LanLobby::State::InRoom);
    REQUIRE(waitFor([&] { return host.lobby->opponentConnected(); }));
    CHECK_FALSE(back.game.recorder()->canContinue());

    // The game goes on both ways, then ends; both records hold it whole, with one result.
    playUntil(
        host, back.game, [&] { clickAMoveOf(back.game); }, plies + 4);
    if (host.game.phase() == Phase::Play) {
        host.game.resign();
        REQUIRE(waitFor([&] { return back.game.phase() == Phase::Over; }));
    }
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Over; }));
    const auto hostJournals = host.journals();
    const auto guestJournals = guest.journals(); // the same folder the restarted app wrote to
    REQUIRE(hostJournals.size() == 1);
    REQUIRE(guestJournals.size() == 1);
    REQUIRE(hostJournals[0].record);
    REQUIRE(guestJournals[0].record);
    CHECK(hostJournals[0].record->moves == guestJournals[0].record->moves);
    CHECK(hostJournals[0].record->result == guestJournals[0].record->result);
    CHECK(int(guestJournals[0].plies()) == host.game.ply());
    back.lobby->leave();
    host.lobby->leave();
    server.stop();
}

TEST_CASE("Online game never lost: when the app that holds a LAN room stops, its friend is told "
          "and both records keep the game as 中断 - the host's app, started again, says why",
          "[lan][ui][resume]") {
    Seat host("host"), guest("guest");
    Seat::meet(host, guest);
    Seat::startGame(host, guest);
    playUntil(
        host, guest.game, [&] { guest.clickAMove(); }, 3);

    host.lobby.reset(); // the host's app stops, and its room with it
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Idle; }, 8000));
    CHECK(guest.lobby->error().contains(QStringLiteral("相手のアプリが終了した")));
    CHECK(guest.lobby->error().contains(QStringLiteral("中断")));
    CHECK(guest.lobby->offerCpu());
    // Said where the game's messages are read, not only in the room's status line.
    CHECK(guest.game.narrator()->message() == guest.lobby->error());
    const auto guestJournals = guest.journals();
    REQUIRE(guestJournals.size() == 1);
    CHECK(guestJournals[0].stopped == gunjin::StopReason::AppGone);

    // The host's app comes back: the room lived in it, so the game is over - said, not offered.
    Restarted back(host);
    CHECK_FALSE(back.game.recorder()->canContinue());
    CHECK(back.game.recorder()->notice().contains(QStringLiteral("アプリの終了とともに")));
    const auto hostJournals = host.journals();
    REQUIRE(hostJournals.size() == 1);
    CHECK(hostJournals[0].stopped == gunjin::StopReason::AppClosed);
    // Said until a game begins: then it is a game of the past like any other.
    back.game.checkRecords();
    CHECK(back.game.recorder()->notice().contains(QStringLiteral("アプリの終了とともに")));
    REQUIRE(back.game.startCpuGame(QStringLiteral("easy"), true));
    back.game.backToMenu();
    CHECK(back.game.recorder()->notice().isEmpty());
    guest.lobby->leave();
}
