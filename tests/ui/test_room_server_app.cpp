// 友達と対戦 through a room server (issue 38): the app's 対戦サーバー preference, rooms made on
// a gunjin-server started apart (the built binary, on the loopback, over TLS with certificates
// made in the test), their gunjins:// links joined from another app, the private server's
// certificate trusted by its fingerprint, a changed or invalid certificate refused, a plain
// gunjin:// server, a dropped connection resumed over TLS, and a game that goes on after the
// server was killed and started again on its store.
#include "ui/game_session.h"
#include "ui/instance_channel.h"
#include "ui/lan_lobby.h"
#include "ui/launch_request.h"
#include "ui/preferences.h"
#include "ui/room_watch.h"

#include "net/room_client.h"
#include "net/room_server.h"
#include "net/server_address.h"

#include "../net/test_certificate.h"
#include "play_modes.h"
#include "wait.h"

#include <catch2/catch.hpp>

#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gunjin;
using gunjin::net::testing::CertificateOptions;
using gunjin::net::testing::makeCertificate;
using gunjin::net::testing::TempDir;
using gunjin::net::testing::TestCertificate;
using gunjin::ui::GameSession;
using gunjin::ui::LanLobby;
using Phase = GameSession::Phase;

namespace {

// gunjin-server as its own process on 127.0.0.1: over TLS with `certificate`, else plain; its
// rooms kept in `store` if one is named.
struct ServerProcess {
    explicit ServerProcess(const TestCertificate* certificate, int wantedPort = 0,
                           const QString& store = {}) {
        QStringList args{QStringLiteral("--bind"),   QStringLiteral("127.0.0.1"),
                         QStringLiteral("--port"),   QString::number(wantedPort),
                         QStringLiteral("--status"), QStringLiteral("0")};
        if (!store.isEmpty()) args << QStringLiteral("--store") << store;
        if (certificate)
            args << QStringLiteral("--certificate")
                 << QString::fromStdString(certificate->certificateFile)
                 << QStringLiteral("--private-key")
                 << QString::fromStdString(certificate->privateKeyFile);
        process.setProgram(QStringLiteral(GUNJIN_SERVER_BINARY));
        process.setArguments(args);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.start();
        REQUIRE(process.waitForStarted(5000));
        // "listening on 127.0.0.1:PORT (…)"
        const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
        QByteArray out;
        REQUIRE(waitFor(
            [&] {
                out += process.readAllStandardOutput();
                return listening.match(QString::fromUtf8(out)).hasMatch() ||
                       process.state() == QProcess::NotRunning;
            },
            5000));
        const auto match = listening.match(QString::fromUtf8(out));
        INFO(process.readAllStandardError().toStdString());
        REQUIRE(match.hasMatch());
        port = match.captured(1).toInt();
    }
    ~ServerProcess() { stop(); }
    void stop() {
        if (process.state() == QProcess::NotRunning) return;
        process.terminate(); // SIGTERM: a clean stop
        if (!process.waitForFinished(5000)) process.kill();
        process.waitForFinished(2000);
    }
    QProcess process;
    int port = 0;
};

// One player's app: a GameSession and a LanLobby whose 対戦サーバー is `server`, with settings
// (and so trusted certificates) of its own.
struct App {
    App(const char* name, const QString& server) {
        game.setSettingsFile(dir.filePath(QStringLiteral("game.ini")));
        game.setSeed(name[0]);
        game.motion()->setPaced(false);
        lobby = std::make_unique<LanLobby>();
        lobby->setGame(&game);
        lobby->setSettingsFile(dir.filePath(QStringLiteral("app.ini")));
        lobby->setServer(server);
    }
    QTemporaryDir dir;
    GameSession game;
    std::unique_ptr<LanLobby> lobby;
};

QString fingerprintOf(const TestCertificate& certificate) {
    const auto certs =
        QSslCertificate::fromPath(QString::fromStdString(certificate.certificateFile));
    REQUIRE(certs.size() == 1);
    return net::certificateFingerprint(certs.front());
}

QString tlsServer(int port) {
    return QStringLiteral("gunjins://127.0.0.1:%1").arg(port);
}

// The system's CAs and, for the test, `extra` as if the system trusted it; restored after.
struct ExtraCa {
    explicit ExtraCa(const TestCertificate& extra)
        : saved(QSslConfiguration::defaultConfiguration()) {
        QSslConfiguration config = saved;
        config.addCaCertificates(QString::fromStdString(extra.certificateFile));
        QSslConfiguration::setDefaultConfiguration(config);
    }
    ~ExtraCa() { QSslConfiguration::setDefaultConfiguration(saved); }
    QSslConfiguration saved;
};

} // namespace

TEST_CASE("Room server setting: what a player may type, kept in canonical form, and a bad entry "
          "refused with the reason and nothing lost",
          "[server][ui]") {
    using net::parseServerAddress;
    using net::ServerAddress;
    using enum net::ServerAddressProblem;
    const auto address = [](std::string_view text) {
        const auto parsed = parseServerAddress(text);
        REQUIRE(std::holds_alternative<ServerAddress>(parsed));
        return std::get<ServerAddress>(parsed);
    };
    const auto problem = [](std::string_view text) {
        const auto parsed = parseServerAddress(text);
        REQUIRE(std::holds_alternative<net::ServerAddressProblem>(parsed));
        return std::get<net::ServerAddressProblem>(parsed);
    };
    // A bare host is TLS on 443; a port may follow; gunjins:// says the same.
    CHECK(address(" Rooms.Example.org ") == ServerAddress{"rooms.example.org", 443, true});
    CHECK(address("rooms.example.org:8443") == ServerAddress{"rooms.example.org", 8443, true});
    CHECK(address("GUNJINS://rooms.example.org/") == ServerAddress{"rooms.example.org", 443, true});
    CHECK(address("gunjins://[2001:db8::1]:9000") == ServerAddress{"2001:db8::1", 9000, true});
    CHECK(address("2001:db8::1") == ServerAddress{"2001:db8::1", 443, true});
    // Plain ws:// only when written so (a server on the LAN).
    CHECK(address("gunjin://192.168.1.5:47800") == ServerAddress{"192.168.1.5", 47800, false});
    CHECK(address("gunjin://192.168.1.5") == ServerAddress{"192.168.1.5", 47800, false});
    CHECK(net::serverAddressText(address("rooms.example.org")) ==
          "gunjins://rooms.example.org:443");
    CHECK(net::serverAddressText(address("gunjins://[::1]:9")) == "gunjins://[::1]:9");
    CHECK(problem("   ") == Empty);
    CHECK(problem("https://rooms.example.org") == NotGunjin);
    CHECK(problem("gunjins://:443") == NoHost);
    CHECK(problem("rooms example.org") == BadHost);
    CHECK(problem("rooms.example.org:0") == BadPort);
    CHECK(problem("rooms.example.org:70000") == BadPort);
    CHECK(problem("rooms.example.org:") == BadPort);
    CHECK(problem("gunjins://rooms.example.org:443/abc23456xy") == HasPath);

    QTemporaryDir dir;
    gunjin::ui::Preferences prefs;
    prefs.setFile(dir.filePath(QStringLiteral("prefs.ini")));
    CHECK(prefs.roomServer().isEmpty()); // none: rooms in the app, as before
    CHECK(prefs.setRoomServer(QStringLiteral("rooms.example.org")).isEmpty());
    CHECK(prefs.roomServer() == QStringLiteral("gunjins://rooms.example.org:443"));
    const QString bad = prefs.setRoomServer(QStringLiteral("https://rooms.example.org"));
    CHECK(bad.contains(QStringLiteral("gunjins://")));
    CHECK(prefs.roomServer() == QStringLiteral("gunjins://rooms.example.org:443")); // kept
    CHECK_FALSE(prefs.setRoomServer(QStringLiteral("rooms.example.org:99999")).isEmpty());
    CHECK_FALSE(prefs.setRoomServer(QStringLiteral("gunjins://h:1/abc23456xy")).isEmpty());
    CHECK(prefs.setRoomServer(QStringLiteral("gunjin://192.168.1.5:47800")).isEmpty());
    CHECK(prefs.roomServer() == QStringLiteral("gunjin://192.168.1.5:47800"));
    {
        gunjin::ui::Preferences again; // remembered between runs
        again.setFile(dir.filePath(QStringLiteral("prefs.ini")));
        CHECK(again.roomServer() == QStringLiteral("gunjin://192.168.1.5:47800"));
    }
    CHECK(prefs.setRoomServer(QString()).isEmpty());
    CHECK(prefs.roomServer().isEmpty());
    {
        // A damaged value in the file means no server (rooms in the app), never a guess.
        QSettings(dir.filePath(QStringLiteral("damaged.ini")), QSettings::IniFormat)
            .setValue(QStringLiteral("network/roomServer"), QStringLiteral("http://x y/z"));
        gunjin::ui::Preferences damaged;
        damaged.setFile(dir.filePath(QStringLiteral("damaged.ini")));
        CHECK(damaged.roomServer().isEmpty());
    }

    // The lobby takes the preference; one it cannot read means the LAN.
    LanLobby lobby;
    lobby.setServer(QStringLiteral("gunjins://rooms.example.org:443"));
    CHECK(lobby.viaServer());
    lobby.setServer(QString());
    CHECK_FALSE(lobby.viaServer());
}

TEST_CASE("Room server links: gunjins links are joined wherever gunjin links are - typed, "
          "pasted, on the command line",
          "[server][ui]") {
    LanLobby lobby;
    CHECK(lobby.linkProblem(QStringLiteral("gunjins://rooms.example.org/abc23456xy")).isEmpty());
    CHECK(
        lobby.linkProblem(QStringLiteral("gunjins://rooms.example.org:8443/abc23456xy")).isEmpty());
    CHECK(lobby.linkProblem(QStringLiteral("https://rooms.example.org/abc23456xy"))
              .contains(QStringLiteral("gunjins://")));
    const auto request = gunjin::ui::launchRequest(
        {QStringLiteral("--x"), QStringLiteral("gunjins://rooms.example.org:8443/abc23456xy")});
    CHECK(request.kind == gunjin::ui::LaunchRequest::Kind::RoomLink);
    CHECK(request.text == QStringLiteral("gunjins://rooms.example.org:8443/abc23456xy"));
}

TEST_CASE("Room server in the app: a room made on a separately started TLS server, its gunjins "
          "link joined from another app - the private certificate trusted by its fingerprint "
          "first - and a dropped connection resumed over TLS",
          "[server][ui][tls]") {
    TempDir tmp;
    const TestCertificate certificate = makeCertificate(tmp.path, "server");
    ServerProcess server(&certificate);
    const QString fingerprint = fingerprintOf(certificate);
    App host("host", tlsServer(server.port)), guest("guest", tlsServer(server.port));
    CHECK(host.lobby->viaServer());

    // The self-signed certificate: refused, the fingerprint shown, nothing made.
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.lobby->certificateQuestion(); }, 8000));
    CHECK(host.lobby->state() == LanLobby::State::Idle);
    CHECK(host.lobby->certificateFingerprint() == fingerprint);
    CHECK(host.lobby->certificateHost() == QStringLiteral("127.0.0.1:%1").arg(server.port));
    CHECK_FALSE(host.lobby->certificateChanged());
    CHECK(host.lobby->error().contains(QStringLiteral("証明書")));
    CHECK(host.game.phase() == Phase::Menu);

    // Trusted: the room is made on the server (the app runs none) with a link from anywhere.
    host.lobby->trustCertificate();
    CHECK_FALSE(host.lobby->certificateQuestion());
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }, 8000));
    CHECK(host.lobby->hosting());
    CHECK_FALSE(host.lobby->roomInApp());
    CHECK(host.lobby->hostAddresses().isEmpty());
    const QString url = host.lobby->roomUrl();
    INFO(url.toStdString());
    CHECK(url.startsWith(QStringLiteral("gunjins://127.0.0.1:%1/").arg(server.port)));
    CHECK(net::parseRoomLink(url.toStdString()).index() == 0);

    // The friend opens the link: asked about the same certificate, trusts it, joins.
    REQUIRE(guest.lobby->joinLink(url));
    REQUIRE(waitFor([&] { return guest.lobby->certificateQuestion(); }, 8000));
    CHECK(guest.lobby->certificateFingerprint() == fingerprint);
    guest.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }, 8000));
    REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }));
    CHECK_FALSE(guest.game.humanIsFirst());

    // A dropped connection comes back by itself, through the trusted certificate.
    guest.lobby->dropConnection();
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::Reconnecting; }));
    REQUIRE(waitFor([&] { return guest.lobby->state() == LanLobby::State::InRoom; }, 8000));
    CHECK_FALSE(guest.lobby->certificateQuestion());

    guest.game.confirmSetup();
    host.game.confirmSetup();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Play && guest.game.phase() == Phase::Play; },
        8000));
    // The host's connection drops mid-game and resumes; the game goes on.
    host.lobby->dropConnection();
    REQUIRE(waitFor([&] { return host.lobby->state() == LanLobby::State::InRoom; }, 8000));
    guest.game.resign();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Over && guest.game.phase() == Phase::Over; },
        8000));
    CHECK(host.game.narrator()->result() == GameSession::Won);

    // Another app of the host's (same settings) trusts the server already: no question.
    App again("again", tlsServer(server.port));
    again.lobby->setSettingsFile(host.dir.filePath(QStringLiteral("app.ini")));
    again.lobby->host();
    REQUIRE(waitFor([&] { return again.game.phase() == Phase::Setup; }, 8000));
    CHECK_FALSE(again.lobby->certificateQuestion());
    again.lobby->leave();
    host.lobby->leave();
    REQUIRE(waitFor([&] { return !guest.lobby->roomOpen(); }));
    guest.lobby->leave();
}

TEST_CASE("Room server in the app: the opponent gone a while is offered as a CPU game, as on "
          "the LAN (the server's away limit shortened)",
          "[server][ui][tls]") {
    TempDir tmp;
    const TestCertificate certificate = makeCertificate(tmp.path, "server");
    // In this process, for a limit of 1.5 s instead of 2 minutes (gunjin-server has no option).
    net::ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.tls = {certificate.certificateFile, certificate.privateKeyFile};
    options.limits.awayMs = 1500;
    net::RoomServer server(options);
    const auto started = server.start();
    REQUIRE(std::holds_alternative<std::uint16_t>(started));
    const int port = std::get<std::uint16_t>(started);
    App host("host", tlsServer(port)), guest("guest", tlsServer(port));
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.lobby->certificateQuestion(); }, 8000));
    host.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }, 8000));
    REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return guest.lobby->certificateQuestion(); }, 8000));
    guest.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }, 8000));
    CHECK(host.lobby->friendInRoom()); // leaving would end the friend's game: asked first
    guest.lobby.reset();               // the friend's app is gone without leaving
    REQUIRE(waitFor([&] { return !host.lobby->opponentConnected(); }, 5000));
    CHECK_FALSE(host.lobby->offerCpu());
    REQUIRE(waitFor([&] { return host.lobby->offerCpu(); }, 6000));
    CHECK(host.lobby->status() == QStringLiteral("相手の接続が 2 分以上切れています。"));
    host.lobby->leave();
    server.stop();
}

TEST_CASE("Room server in the app: a gunjins link handed to the running app by a later launch "
          "joins the room on the TLS server",
          "[server][ui][tls][instance]") {
    using gunjin::ui::InstanceChannel;
    using gunjin::ui::LaunchRequest;
    TempDir tmp;
    const TestCertificate certificate = makeCertificate(tmp.path, "server");
    ServerProcess server(&certificate);
    App host("host", tlsServer(server.port)), guest("guest", QString());
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.lobby->certificateQuestion(); }, 8000));
    host.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }, 8000));
    const QString link = host.lobby->roomUrl();

    // The guest's app (no room server of its own: links say where the room is) holds the
    // channel and joins what it is handed, as main() does.
    const QString name = guest.dir.filePath(QStringLiteral("ch"));
    InstanceChannel running(name);
    REQUIRE(running.start({}) == InstanceChannel::Role::Primary);
    QObject::connect(&running, &InstanceChannel::received, [&](const QStringList& arguments) {
        const LaunchRequest request = gunjin::ui::launchRequest(arguments);
        if (request.kind == LaunchRequest::Kind::RoomLink) guest.lobby->joinLink(request.text);
    });
    CHECK(InstanceChannel(name).start(gunjin::ui::launchRequest({link}).arguments()) ==
          InstanceChannel::Role::Forwarded);
    REQUIRE(waitFor([&] { return guest.lobby->certificateQuestion(); }, 8000));
    guest.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }, 8000));
    CHECK(guest.lobby->roomUrl() == link);
    CHECK(guest.game.mode()->title() == QStringLiteral("友達と対戦（対戦サーバー）"));
    REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }));
    guest.lobby->leave();
    host.lobby->leave();
}

TEST_CASE("Room server in the app: a server that shows another certificate than the one trusted "
          "is refused as changed, and may be declined",
          "[server][ui][tls]") {
    TempDir tmp;
    const TestCertificate first = makeCertificate(tmp.path, "first");
    const TestCertificate second = makeCertificate(tmp.path, "second");
    auto server = std::make_unique<ServerProcess>(&first);
    const int port = server->port;
    App app("app", tlsServer(port));
    app.lobby->host();
    REQUIRE(waitFor([&] { return app.lobby->certificateQuestion(); }, 8000));
    app.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return app.game.phase() == Phase::Setup; }, 8000));
    app.lobby->leave();
    app.game.backToMenu();

    // The same HOST:PORT with another certificate.
    server.reset();
    ServerProcess other(&second, port);
    app.lobby->host();
    REQUIRE(waitFor([&] { return app.lobby->certificateQuestion(); }, 8000));
    CHECK(app.lobby->certificateChanged());
    CHECK(app.lobby->certificateFingerprint() == fingerprintOf(second));
    CHECK(app.lobby->certificateFingerprint() != fingerprintOf(first));
    CHECK(app.lobby->error().contains(QStringLiteral("変わって")));
    CHECK(app.lobby->state() == LanLobby::State::Idle);
    app.lobby->declineCertificate();
    CHECK_FALSE(app.lobby->certificateQuestion());
    CHECK_FALSE(app.lobby->error().isEmpty()); // the refusal stays said
    CHECK(app.game.phase() == Phase::Menu);

    // Looking a room up before joining meets the same refusal.
    REQUIRE(app.lobby->lookUp(QStringLiteral("gunjins://127.0.0.1:%1/abc23456xy").arg(port)));
    REQUIRE(waitFor([&] { return app.lobby->certificateQuestion(); }, 8000));
    CHECK(app.lobby->certificateChanged());
    app.lobby->declineCertificate();
}

TEST_CASE("Room server in the app: a connection that comes back to another certificate in the "
          "middle of a room is asked about, not used",
          "[server][ui][tls]") {
    TempDir tmp;
    const TestCertificate first = makeCertificate(tmp.path, "first");
    const TestCertificate second = makeCertificate(tmp.path, "second");
    auto server = std::make_unique<ServerProcess>(&first);
    const int port = server->port;
    App app("app", tlsServer(port));
    app.lobby->host();
    REQUIRE(waitFor([&] { return app.lobby->certificateQuestion(); }, 8000));
    app.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return app.lobby->state() == LanLobby::State::InRoom; }, 8000));

    // The server goes; another answers at the same HOST:PORT with another certificate.
    server.reset();
    REQUIRE(waitFor([&] { return app.lobby->state() == LanLobby::State::Reconnecting; }));
    ServerProcess other(&second, port);
    REQUIRE(waitFor([&] { return app.lobby->certificateQuestion(); }, 8000));
    CHECK(app.lobby->certificateChanged());
    CHECK(app.lobby->certificateFingerprint() == fingerprintOf(second));
    CHECK(app.lobby->state() == LanLobby::State::Reconnecting); // still trying, not connected
    // Trusted: the next attempt goes through, and this server has no such room.
    app.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return app.lobby->state() == LanLobby::State::Idle; }, 8000));
    CHECK(app.lobby->offerCpu());
    CHECK(app.lobby->error().contains(QStringLiteral("部屋はもうありません")));
}

TEST_CASE("Room server in the app: a certificate a CA vouches for but expired or for another "
          "name is refused with a clear message and no trust is offered",
          "[server][ui][tls]") {
    TempDir tmp;
    CertificateOptions expiredOptions;
    expiredOptions.notBefore = -2 * 86400;
    expiredOptions.notAfter = -86400;
    CertificateOptions otherNameOptions;
    otherNameOptions.altNames = "DNS:rooms.example.org";
    const auto [options, why] =
        GENERATE_COPY(std::pair{expiredOptions, QStringLiteral("有効期限切れ")},
                      std::pair{otherNameOptions, QStringLiteral("別のサーバー名")});
    const TestCertificate certificate = makeCertificate(tmp.path, "vouched", options);
    const ExtraCa ca(certificate);
    ServerProcess server(&certificate);
    App app("app", tlsServer(server.port));
    app.lobby->host();
    REQUIRE(waitFor([&] { return !app.lobby->error().isEmpty(); }, 8000));
    INFO(app.lobby->error().toStdString());
    CHECK(app.lobby->error().contains(why));
    CHECK_FALSE(app.lobby->certificateQuestion());
    CHECK(app.lobby->state() == LanLobby::State::Idle);
    CHECK(app.game.phase() == Phase::Menu);
}

TEST_CASE("Room server in the app: a server killed mid-game (SIGKILL) and started again on its "
          "store - both apps say they are reconnecting, take their seats back, and the game "
          "goes on",
          "[server][ui][store]") {
    TempDir tmp;
    const QString store = QString::fromStdString((tmp.path / "rooms.db").string());
    auto server = std::make_unique<ServerProcess>(nullptr, 0, store);
    const int port = server->port;
    const QString address = QStringLiteral("gunjin://127.0.0.1:%1").arg(port);
    App host("host", address), guest("guest", address);
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }, 8000));
    REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }, 8000));
    host.game.confirmSetup();
    guest.game.confirmSetup();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Play && guest.game.phase() == Phase::Play; },
        8000));
    for (int ply = 1; ply <= 4; ++ply) {
        App& mover = host.game.humanToMove() ? host : guest;
        clickAMoveOf(mover.game);
        REQUIRE(waitFor([&] { return host.game.ply() == ply && guest.game.ply() == ply; }, 8000));
    }

    // An OOM kill, a crash: no goodbye. Both apps notice and say so, and keep trying.
    server->process.kill();
    server->process.waitForFinished(5000);
    for (App* app : {&host, &guest}) {
        REQUIRE(
            waitFor([&] { return app->lobby->state() == LanLobby::State::Reconnecting; }, 8000));
        CHECK(app->lobby->status().contains(QStringLiteral("つなぎ直しています")));
        CHECK(app->game.phase() == Phase::Play); // the board stays as it was
    }
    // The service manager starts it again a few seconds later, on the same store.
    QTest::qWait(3000);
    CHECK(host.lobby->state() == LanLobby::State::Reconnecting);
    server = std::make_unique<ServerProcess>(nullptr, port, store);
    for (App* app : {&host, &guest})
        REQUIRE(waitFor([&] { return app->lobby->state() == LanLobby::State::InRoom; }, 15000));
    CHECK(host.game.ply() == 4);
    CHECK(guest.game.ply() == 4);
    App& mover = host.game.humanToMove() ? host : guest;
    clickAMoveOf(mover.game);
    REQUIRE(waitFor([&] { return host.game.ply() == 5 && guest.game.ply() == 5; }, 8000));
    guest.game.resign();
    REQUIRE(waitFor(
        [&] { return host.game.phase() == Phase::Over && guest.game.phase() == Phase::Over; },
        8000));
    CHECK(host.game.narrator()->result() == GameSession::Won);
    guest.lobby->leave();
    host.lobby->leave();
}

TEST_CASE("Room server in the app: a plain gunjin:// server (on a LAN) makes and joins rooms",
          "[server][ui]") {
    ServerProcess server(nullptr);
    const QString address = QStringLiteral("gunjin://127.0.0.1:%1").arg(server.port);
    App host("host", address), guest("guest", address);
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }, 8000));
    CHECK_FALSE(host.lobby->roomInApp());
    const QString url = host.lobby->roomUrl();
    CHECK(url.startsWith(QStringLiteral("gunjin://127.0.0.1:%1/").arg(server.port)));
    REQUIRE(guest.lobby->join(url));
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }, 8000));
    REQUIRE(waitFor([&] { return host.lobby->opponentJoined(); }));
    CHECK_FALSE(guest.lobby->certificateQuestion());
    guest.lobby->leave();
    host.lobby->leave();

    // No server there: said, with the server's address.
    server.stop();
    App late("late", address);
    late.lobby->host();
    REQUIRE(waitFor([&] { return !late.lobby->error().isEmpty(); }, 8000));
    CHECK(late.lobby->error().contains(address));
}

TEST_CASE("Room server in the app: a spectator of a room on a TLS server is asked about the "
          "private certificate, watches once it is trusted, and shares the players' trust list",
          "[server][ui][tls][watch]") {
    TempDir tmp;
    const TestCertificate certificate = makeCertificate(tmp.path, "server");
    ServerProcess server(&certificate);
    App host("host", tlsServer(server.port));
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.lobby->certificateQuestion(); }, 8000));
    host.lobby->trustCertificate();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }, 8000));
    const QString link = host.lobby->watchLink();
    INFO(link.toStdString());
    REQUIRE(link.startsWith(QStringLiteral("gunjins://127.0.0.1:%1/watch/").arg(server.port)));

    // A spectator with settings of its own: refused, asked, no connection used.
    QTemporaryDir dir;
    gunjin::ui::RoomWatch watcher;
    watcher.setProperty("settingsFile", dir.filePath(QStringLiteral("watch.ini")));
    REQUIRE(watcher.watch(link));
    REQUIRE(waitFor([&] { return watcher.certificateQuestion(); }, 8000));
    CHECK(watcher.connection() == gunjin::ui::RoomWatch::Connection::Failed);
    CHECK(watcher.certificateFingerprint() == fingerprintOf(certificate));
    CHECK(watcher.certificateHost() == QStringLiteral("127.0.0.1:%1").arg(server.port));
    CHECK(watcher.status().contains(QStringLiteral("証明書")));
    CHECK(host.lobby->watchers() == 0);

    // A player's app on the same settings, opened before the trust is given.
    App player("player", tlsServer(server.port));
    player.lobby->setSettingsFile(dir.filePath(QStringLiteral("watch.ini")));

    // 信頼して観戦する: watching, and the players count it.
    watcher.trustCertificate();
    CHECK_FALSE(watcher.certificateQuestion());
    REQUIRE(waitFor(
        [&] { return watcher.connection() == gunjin::ui::RoomWatch::Connection::Watching; }, 8000));
    REQUIRE(waitFor([&] { return host.lobby->watchers() == 1; }, 8000));
    // That player makes a room with no question: the list is read again at 部屋を作る (as after
    // a restart).
    player.lobby->host();
    REQUIRE(waitFor([&] { return player.game.phase() == Phase::Setup; }, 8000));
    CHECK_FALSE(player.lobby->certificateQuestion());
    player.lobby->leave();

    // The trust list is the players' too: the host's own settings watch without a question.
    gunjin::ui::RoomWatch second;
    second.setProperty("settingsFile", host.dir.filePath(QStringLiteral("app.ini")));
    REQUIRE(second.watch(link));
    REQUIRE(waitFor(
        [&] { return second.connection() == gunjin::ui::RoomWatch::Connection::Watching; }, 8000));
    CHECK_FALSE(second.certificateQuestion());
    REQUIRE(waitFor([&] { return host.lobby->watchers() == 2; }, 8000));
    second.stop();
    watcher.stop();
    REQUIRE(waitFor([&] { return host.lobby->watchers() == 0; }, 8000));
    host.lobby->leave();
}
