// 観戦 through the app's facades: two LanLobbies play a game by clicks, a RoomWatch follows it
// from the host's watch link. Its board never shows a hidden type before the end (only the
// federation's 元帥), shows every piece at the end, says each move in the sides' names, and the
// players' lobbies count the spectator.
#include "ui/board_geometry.h"
#include "ui/game_session.h"
#include "ui/lan_lobby.h"
#include "ui/piece_model.h"
#include "ui/room_watch.h"
#include "ui/square_model.h"

#include "play_modes.h"
#include "wait.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace gunjin;
using gunjin::ui::GameSession;
using gunjin::ui::LanLobby;
using gunjin::ui::RoomWatch;
using Phase = GameSession::Phase;

namespace {

struct Seat {
    explicit Seat(const char* name) {
        game.setSettingsFile(dir.filePath(QStringLiteral("%1.ini").arg(name)));
        game.setSeed(name[0]);
        game.motion()->setPaced(false);
        lobby = std::make_unique<LanLobby>();
        lobby->setGame(&game);
        lobby->setProperty("bindAddress", QStringLiteral("127.0.0.1"));
        lobby->setProperty("port", 0);
        lobby->setProperty("testAddresses", QStringList{QStringLiteral("127.0.0.1")});
    }
    void clickAMove() { clickAMoveOf(game); }
    QTemporaryDir dir;
    GameSession game;
    std::unique_ptr<LanLobby> lobby;
};

} // namespace

TEST_CASE("watch in the app: RoomWatch shows a served game without a hidden type until the end, "
          "then every piece, and the players count it",
          "[lan][ui][watch]") {
    const QString rules = GENERATE(as<QString>{}, "classic:h7=open", "federation");
    INFO(rules.toStdString());
    Seat host("host"), guest("guest");
    host.lobby->setProperty("ruleCode", rules);
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    const QString link = host.lobby->watchLink();
    CHECK(link.startsWith(QLatin1String("gunjin://127.0.0.1:")));
    CHECK(link.contains(QLatin1String("/watch/")));
    CHECK(RoomWatch::isWatchLink(link));
    CHECK_FALSE(RoomWatch::isWatchLink(host.lobby->roomUrl()));
    CHECK(host.lobby->watchers() == 0);

    // 参加する with a watch link asks for 観戦 and takes no seat.
    {
        Seat other("other");
        QSignalSpy asked(other.lobby.get(), &LanLobby::watchRequested);
        CHECK(other.lobby->join(link));
        REQUIRE(asked.size() == 1);
        CHECK(asked.front().front().toString() == link);
        CHECK_FALSE(other.lobby->active());
    }

    RoomWatch watch;
    watch.motion()->setPaced(false);
    watch.client().setRetryDelays(20, 200);
    CHECK_FALSE(watch.active());
    REQUIRE(watch.watch(QStringLiteral(" ") + link + QStringLiteral(" ")));
    CHECK(watch.active());
    CHECK(watch.link() == link);
    REQUIRE(waitFor([&] { return watch.connection() == RoomWatch::Connection::Watching; }));
    CHECK(watch.status() == QStringLiteral("接続中"));
    CHECK_FALSE(watch.hasGame());
    CHECK_FALSE(watch.turnText().isEmpty());
    CHECK_FALSE(watch.rulesText().isEmpty());
    REQUIRE(waitFor([&] { return host.lobby->watchers() == 1; }));
    CHECK(watch.watchers() == 1);

    REQUIRE(guest.lobby->join(host.lobby->roomUrl()));
    REQUIRE(waitFor([&] { return guest.game.phase() == Phase::Setup; }));
    REQUIRE(waitFor([&] { return guest.lobby->watchers() == 1; })); // with the seat
    CHECK_FALSE(guest.lobby->watchLink().isEmpty());
    guest.game.confirmSetup();
    host.game.confirmSetup();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Play && watch.hasGame(); }));
    CHECK(watch.gameNumber() == 1);
    const int squares = watch.board()->squareCount();
    CHECK(squares == host.game.board()->squareCount());
    const bool federation = rules.startsWith(QLatin1String("federation"));

    // The board: every piece where the players' boards have one, no hidden type on it.
    auto checkBoard = [&] {
        for (int s = 0; s < squares; ++s) {
            INFO("square " << s);
            const QString label = watch.labelAt(s);
            CHECK((label.isEmpty() || (federation && label == QStringLiteral("元帥"))));
            const bool occupied =
                host.game.squares()
                    ->data(host.game.squares()->index(s), ui::SquareModel::OccupantRole)
                    .toInt() != 0;
            const bool shown = watch.squares()
                                   ->data(watch.squares()->index(s), ui::SquareModel::OccupantRole)
                                   .toInt() != 0;
            CHECK(occupied == shown);
        }
    };
    checkBoard();
    int combats = 0;
    while (host.game.phase() == Phase::Play && host.game.ply() < 40) {
        REQUIRE(waitFor([&] {
            return host.game.humanToMove() || guest.game.humanToMove() ||
                   host.game.phase() == Phase::Over;
        }));
        if (host.game.phase() == Phase::Over) break;
        Seat& mover = host.game.humanToMove() ? host : guest;
        const int ply = mover.game.ply();
        mover.clickAMove();
        REQUIRE(waitFor([&] {
            return (host.game.ply() > ply && guest.game.ply() > ply && watch.ply() > ply) ||
                   host.game.phase() == Phase::Over;
        }));
        if (host.game.phase() == Phase::Over) break;
        CHECK(watch.ply() == host.game.ply());
        checkBoard();
        // The move in the sides' names.
        CHECK(watch.moveText().contains(ply % 2 == 0 ? QStringLiteral("（先手）")
                                                     : QStringLiteral("（後手）")));
        CHECK(watch.turnText().startsWith(host.game.humanToMove() ? QStringLiteral("先手")
                                                                  : QStringLiteral("後手")));
        CHECK_FALSE(watch.over());
        combats = int(watch.log().size());
        if (watch.ply() == 6) {
            // The spectator's cable is pulled: it says so, takes the watch up, misses nothing.
            QSignalSpy connection(&watch, &RoomWatch::connectionChanged);
            watch.client().dropConnection();
            REQUIRE(waitFor([&] {
                return watch.connection() == RoomWatch::Connection::Watching &&
                       connection.size() >= 2;
            }));
            CHECK(watch.ply() == host.game.ply());
        }
    }
    if (host.game.phase() == Phase::Play) {
        guest.game.resign();
        REQUIRE(waitFor([&] { return host.game.phase() == Phase::Over; }));
    }
    REQUIRE(waitFor([&] { return watch.over(); }, 5000));
    // Every piece on the board shows its type; the result is the host's.
    for (int s = 0; s < squares; ++s) {
        const bool shown = watch.squares()
                               ->data(watch.squares()->index(s), ui::SquareModel::OccupantRole)
                               .toInt() != 0;
        CHECK(shown == !watch.labelAt(s).isEmpty());
    }
    CHECK_FALSE(watch.resultText().isEmpty());
    CHECK(watch.sounds()->playedCount() > 0); // the moves and the end, as in a game
    CHECK(watch.log().size() >= combats);
    // The board turns to 後手's side.
    CHECK_FALSE(watch.flipped());
    watch.setFlipped(true);
    CHECK(watch.flipped());
    CHECK_FALSE(watch.humanIsFirst());
    // Clicks change nothing.
    watch.clickSquare(0);
    CHECK(watch.selectedSquare() == -1);

    // 観戦をやめる: the players' count goes back.
    watch.stop();
    CHECK_FALSE(watch.active());
    REQUIRE(waitFor([&] { return host.lobby->watchers() == 0 && guest.lobby->watchers() == 0; }));
    // Nothing of this game stays on the board for the next watch: no piece, no square taken,
    // no face (the next room's armies must not look revealed before its game starts).
    auto emptyBoard = [&] {
        for (int s = 0; s < watch.board()->squareCount(); ++s) {
            INFO("square " << s);
            CHECK(watch.squares()
                      ->data(watch.squares()->index(s), ui::SquareModel::OccupantRole)
                      .toInt() == 0);
            CHECK(watch.labelAt(s).isEmpty());
        }
        for (int row = 0; row < watch.pieces()->rowCount(); ++row)
            CHECK_FALSE(watch.pieces()
                            ->data(watch.pieces()->index(row), ui::PieceModel::AliveRole)
                            .toBool());
    };
    emptyBoard();
    REQUIRE(
        watch.watch(QStringLiteral("gunjin://127.0.0.1:1/watch/") + QString(32, QLatin1Char('a'))));
    emptyBoard(); // and while the next watch connects
    watch.stop();
}

TEST_CASE("watch in the app: a link that is not a watch link, and a room that is not there, are "
          "said in words",
          "[lan][ui][watch]") {
    RoomWatch watch;
    CHECK_FALSE(watch.watch(QStringLiteral("gunjin://127.0.0.1:47800/abcd234567")));
    CHECK(watch.active()); // the screen says why
    CHECK(watch.connection() == RoomWatch::Connection::Failed);
    CHECK(watch.status().contains(QStringLiteral("観戦のリンクではありません")));
    watch.stop();
    CHECK_FALSE(watch.active());

    Seat host("host");
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    QString link = host.lobby->watchLink();
    link.replace(link.size() - 4, 4, QStringLiteral("0000"));
    REQUIRE(watch.watch(link));
    REQUIRE(waitFor([&] { return watch.connection() == RoomWatch::Connection::Failed; }, 5000));
    CHECK(watch.status().contains(QStringLiteral("部屋が見つかりません")));
}

TEST_CASE("watch in the app: a watch the app stopped in is offered when it starts again and taken "
          "up from the start - 観戦をやめる and the room's end offer nothing",
          "[lan][ui][watch][resume]") {
    Seat host("host");
    host.lobby->host();
    REQUIRE(waitFor([&] { return host.game.phase() == Phase::Setup; }));
    const QString link = host.lobby->watchLink();
    const QString settings = host.dir.filePath(QStringLiteral("spectator.ini"));
    {
        RoomWatch watch;
        watch.setSettingsFile(settings);
        CHECK(watch.unfinishedWatch().isEmpty());
        REQUIRE(watch.watch(link));
        REQUIRE(waitFor([&] { return watch.connection() == RoomWatch::Connection::Watching; }));
        CHECK(watch.unfinishedWatch() == link);
    } // the app stops while watching
    RoomWatch again;
    again.setSettingsFile(settings);
    CHECK(again.unfinishedWatch() == link);
    REQUIRE(again.watchAgain());
    REQUIRE(waitFor([&] { return again.connection() == RoomWatch::Connection::Watching; }));
    REQUIRE(waitFor([&] { return host.lobby->watchers() == 1; }));
    again.stop(); // 観戦をやめる
    CHECK(again.unfinishedWatch().isEmpty());
    {
        RoomWatch later;
        later.setSettingsFile(settings);
        CHECK(later.unfinishedWatch().isEmpty());
        CHECK_FALSE(later.watchAgain());
        // Watching when the room closes: nothing is left to go back to.
        REQUIRE(later.watch(link));
        REQUIRE(waitFor([&] { return later.connection() == RoomWatch::Connection::Watching; }));
        CHECK(later.unfinishedWatch() == link);
        host.lobby->leave();
        REQUIRE(waitFor([&] { return later.connection() == RoomWatch::Connection::Closed; }));
        CHECK(later.unfinishedWatch().isEmpty());
    }
    RoomWatch last;
    last.setSettingsFile(settings);
    CHECK(last.unfinishedWatch().isEmpty());
}

TEST_CASE("watch in the app: when the app that holds the room stops, the spectator is told the "
          "room ended with it instead of reconnecting for ever",
          "[lan][ui][watch]") {
    auto host = std::make_unique<Seat>("host");
    host->lobby->host();
    REQUIRE(waitFor([&] { return host->game.phase() == Phase::Setup; }));
    RoomWatch watch;
    watch.client().setRetryDelays(100, 400);
    REQUIRE(watch.watch(host->lobby->watchLink()));
    REQUIRE(waitFor([&] { return watch.connection() == RoomWatch::Connection::Watching; }));
    host.reset(); // the host's app stops, and its room with it
    REQUIRE(waitFor([&] { return watch.connection() == RoomWatch::Connection::Failed; }, 8000));
    CHECK(watch.status().contains(QStringLiteral("アプリが終了")));
    CHECK(watch.unfinishedWatch().isEmpty()); // nothing to go back to
}
