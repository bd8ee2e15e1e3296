// One app per user: a later launch hands its link or record to the running app, which joins
// the room from there; a crashed app's lock and socket do not stop the next launch. Each test
// uses a channel of its own (a socket in a temporary folder), so test runs never meet.
#include "ui/game_session.h"
#include "ui/instance_channel.h"
#include "ui/lan_lobby.h"
#include "ui/launch_request.h"

#include "wait.h"

#include "play_modes.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using gunjin::ui::GameSession;
using gunjin::ui::InstanceChannel;
using gunjin::ui::LanLobby;
using gunjin::ui::LaunchRequest;
using gunjin::ui::launchRequest;
using Role = InstanceChannel::Role;

namespace {

// A child that holds (or hands over to) the channel; reads its lines as they come.
struct Child {
    Child(const QString& name, const QStringList& args = {}) {
        process.start(QStringLiteral(GUNJIN_INSTANCE_CHILD), QStringList{name} + args);
    }
    ~Child() {
        process.kill();
        process.waitForFinished(5000);
    }
    bool waitForLine(const QString& line) {
        return waitFor([&] {
            out += QString::fromLocal8Bit(process.readAllStandardOutput());
            return out.split(QLatin1Char('\n')).contains(line);
        });
    }
    QProcess process;
    QString out;
};

} // namespace

TEST_CASE("Launch arguments: a room link, a record, or nothing", "[instance][ui]") {
    using Kind = LaunchRequest::Kind;
    CHECK(launchRequest({}).kind == Kind::None);
    CHECK(launchRequest({"--bench-orbit", "8"}).kind == Kind::None);
    const LaunchRequest link = launchRequest({"gunjin://192.168.1.20:47800/abc23456xy"});
    CHECK(link.kind == Kind::RoomLink);
    CHECK(link.text == "gunjin://192.168.1.20:47800/abc23456xy");
    CHECK(link.arguments() == QStringList{link.text});
    // A watch link too: the window opens 観戦 for it instead of joining.
    const LaunchRequest watch =
        launchRequest({"gunjin://192.168.1.20:47800/watch/0123456789abcdef0123456789abcdef"});
    CHECK(watch.kind == Kind::RoomLink);
    CHECK(watch.text == "gunjin://192.168.1.20:47800/watch/0123456789abcdef0123456789abcdef");
    // A wrong link is still a link: the app says what is wrong with it.
    CHECK(launchRequest({"http://example.com/abc"}).kind == Kind::RoomLink);
    CHECK(launchRequest({"GUNJIN:abc"}).kind == Kind::RoomLink);
    const LaunchRequest record = launchRequest({"--x", "game.gunjin.json"});
    CHECK(record.kind == Kind::Record);
    CHECK(record.text == QFileInfo(QStringLiteral("game.gunjin.json")).absoluteFilePath());
    CHECK(QFileInfo(record.text).isAbsolute()); // the running app has another working folder
    const LaunchRequest url = launchRequest({"file:///tmp/a%20b.gunjin.json"});
    CHECK(url.kind == Kind::Record);
    CHECK(url.text == "/tmp/a b.gunjin.json");
    CHECK(launchRequest({"notes.txt"}).kind == Kind::None);
}

TEST_CASE("Instance channel: a later launch hands its arguments over - a crashed primary's "
          "lock and socket are taken over",
          "[instance][ui]") {
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("ch"));
    {
        Child primary(name);
        REQUIRE(primary.waitForLine(QStringLiteral("primary")));
        // This process comes second: it hands over and would quit.
        InstanceChannel second(name);
        CHECK(second.start({QStringLiteral("gunjin://h:1/abc23456xy")}) == Role::Forwarded);
        CHECK(primary.waitForLine(QStringLiteral("got gunjin://h:1/abc23456xy")));
        // A plain launch only asks the running one to come forward.
        CHECK(InstanceChannel(name).start({}) == Role::Forwarded);
        CHECK(primary.waitForLine(QStringLiteral("got ")));
        // A third process too.
        Child third(name, {QStringLiteral("x.gunjin.json")});
        CHECK(third.waitForLine(QStringLiteral("forwarded")));
        CHECK(primary.waitForLine(QStringLiteral("got x.gunjin.json")));

        primary.process.kill(); // SIGKILL: no clean-up at all
        REQUIRE(primary.process.waitForFinished(5000));
    }
    CHECK(QFileInfo::exists(name + QStringLiteral(".lock"))); // left behind by the crash
    // The next launch becomes the primary; later ones reach it.
    InstanceChannel next(name);
    REQUIRE(next.start({}, 1000) == Role::Primary);
    QStringList got;
    QObject::connect(&next, &InstanceChannel::received,
                     [&](const QStringList& arguments) { got = arguments; });
    Child later(name, {QStringLiteral("gunjin://h:2/abc23456xy")});
    CHECK(later.waitForLine(QStringLiteral("forwarded")));
    CHECK(waitFor([&] { return got == QStringList{"gunjin://h:2/abc23456xy"}; }));
}

TEST_CASE("Instance channel: gunjin gunjin://… handed to the running app joins the room from "
          "there - a bad link is named",
          "[instance][lan][ui]") {
    QTemporaryDir dir;
    GameSession hostGame, guestGame;
    hostGame.setSettingsFile(dir.filePath(QStringLiteral("host.ini")));
    guestGame.setSettingsFile(dir.filePath(QStringLiteral("guest.ini")));
    LanLobby host, guest;
    host.setGame(&hostGame);
    guest.setGame(&guestGame);
    for (LanLobby* lobby : {&host, &guest}) {
        lobby->setProperty("bindAddress", QStringLiteral("127.0.0.1"));
        lobby->setProperty("port", 0);
    }
    host.host();
    REQUIRE(waitFor([&] { return hostGame.phase() == GameSession::Phase::Setup; }));
    const QString link = host.roomUrl();

    // The guest's app runs and holds the channel; it joins what it is handed, as main() does.
    const QString name = dir.filePath(QStringLiteral("ch"));
    InstanceChannel running(name);
    REQUIRE(running.start({}) == Role::Primary);
    QObject::connect(&running, &InstanceChannel::received, [&](const QStringList& arguments) {
        const LaunchRequest request = launchRequest(arguments);
        if (request.kind == LaunchRequest::Kind::RoomLink) guest.joinLink(request.text);
    });

    // A link with a fault: nothing is joined and the lobby says what is wrong.
    const QString noPort =
        QString(link).replace(QRegularExpression(QStringLiteral(":\\d+/")), QStringLiteral("/"));
    CHECK(InstanceChannel(name).start(launchRequest({noPort}).arguments()) == Role::Forwarded);
    REQUIRE(waitFor([&] { return !guest.error().isEmpty(); }));
    CHECK(guest.error().contains(QStringLiteral("ポート")));
    CHECK(guest.state() == LanLobby::State::Idle);

    // `gunjin LINK` from another process: the running app joins that host, port and room.
    Child launch(name, {link});
    CHECK(launch.waitForLine(QStringLiteral("forwarded")));
    REQUIRE(waitFor([&] { return guest.state() != LanLobby::State::Idle; }));
    CHECK(guest.roomUrl() == link);
    CHECK(guest.error().isEmpty());
    REQUIRE(waitFor([&] { return guestGame.phase() == GameSession::Phase::Setup; }));
    CHECK(playing(guestGame, gunjin::ui::PlayMode::Lan));
    CHECK_FALSE(guestGame.humanIsFirst());
    REQUIRE(waitFor([&] { return host.opponentJoined(); }));
    CHECK(host.friendInRoom());
    CHECK_FALSE(guest.friendInRoom()); // the guest's app does not hold the room
    guest.leave();
    REQUIRE(waitFor([&] { return !host.friendInRoom(); }));
    host.leave();
}
