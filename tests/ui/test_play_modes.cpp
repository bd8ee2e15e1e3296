// The play modes, each driven through the session alone (its invokables and properties, as
// QML drives it): who views, the curtain, what 決定 and もう一度 do, the voice of the result,
// and what the record's header says. The mode decides; the session never asks which it is.
#include "ui/game_session.h"

#include "core/journal.h"
#include "core/match.h"
#include "core/movegen.h"
#include "net/room_client.h"
#include "ui/hot_seat_mode.h"
#include "ui/lan_mode.h"

#include "play_modes.h"
#include "session_fixture.h"
#include "step.h"
#include "wait.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

using namespace gunjin;
using gunjin::ui::GameSession;
using gunjin::ui::PlayMode;
using Phase = GameSession::Phase;

namespace {

struct Fixture : SessionFixture {
    explicit Fixture(quint64 seed = 5) : SessionFixture(seed) {}
    JournalHeader header() const { return onlyJournal().header; }
    // Every type the board shows is hidden, and nothing is said.
    bool blind() {
        for (int s = 0; s < game.board()->squareCount(); ++s)
            if (!game.labelAt(s).isEmpty()) return false;
        return game.narrator()->message().isEmpty() && game.narrator()->log().isEmpty();
    }
};

} // namespace

TEST_CASE("Play modes: the CPU mode - one person at the board, the CPU's level, もう一度 plays "
          "the same level and sides again",
          "[ui][modes]") {
    Fixture f;
    REQUIRE(f.game.mode() == nullptr); // on the menu nobody plays
    REQUIRE(f.game.startCpuGame(QStringLiteral("easy"), false));
    REQUIRE(playing(f.game, PlayMode::Cpu));
    PlayMode* mode = f.game.mode();
    CHECK(cpuLevel(f.game) == "easy");
    CHECK(mode->title().contains(cpuLevelName(f.game)));
    CHECK_FALSE(f.game.humanIsFirst()); // the human plays 後手 and sees its own side
    CHECK(mode->viewerLine().contains(QStringLiteral("後手")));
    CHECK_FALSE(mode->curtain());
    CHECK(mode->confirmLabel() == QStringLiteral("この並べ方で決定"));
    // 決定 remembers the arrangement (前回の並べ方) and the game starts at once.
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == Phase::Play);
    CHECK(f.game.setupEditor()->hasLast());
    const JournalHeader h = f.header();
    CHECK(h.mode == GameMode::Cpu);
    CHECK(h.level == "easy");
    CHECK(h.human == Side::Second);
    // The CPU moves first; the player answers by clicks.
    REQUIRE(step(f.game));
    // 投了: the result is told to "you".
    f.game.resign();
    REQUIRE(f.game.phase() == Phase::Over);
    CHECK(f.game.narrator()->resultTitle() == QStringLiteral("あなたの負けです"));
    CHECK(f.game.narrator()->resultDetail().startsWith(QStringLiteral("あなたが投了しました。")));
    CHECK_FALSE(f.game.recorder()->finishedRecord().isEmpty());
    // もう一度: a new CPU mode of the same level and sides, at the setup.
    QSignalSpy modeChanged(&f.game, &GameSession::modeChanged);
    f.game.playAgain();
    CHECK(f.game.phase() == Phase::Setup);
    CHECK(modeChanged.count() >= 1);
    CHECK(playing(f.game, PlayMode::Cpu));
    CHECK(cpuLevel(f.game) == "easy");
    CHECK_FALSE(f.game.humanIsFirst());
    CHECK(f.game.narrator()->result() == GameSession::Undecided);
    CHECK(f.game.recorder()->finishedRecord().isEmpty());
    f.game.backToMenu();
    CHECK(f.game.mode() == nullptr);
}

TEST_CASE("Play modes: an unknown CPU level or rule code starts nothing", "[ui][modes]") {
    Fixture f;
    CHECK_FALSE(f.game.startCpuGame(QStringLiteral("expert"), true));
    CHECK(f.game.mode() == nullptr);
    CHECK(f.game.phase() == Phase::Menu);
    CHECK(f.game.narrator()->message().contains(QStringLiteral("expert")));
    f.game.setRuleCode(QStringLiteral("classic:h3=flg"));
    CHECK_FALSE(f.game.startHotSeatGame());
    CHECK(f.game.mode() == nullptr);
    // In the player's words; what the rules reader said only as the detail line.
    CHECK(
        f.game.narrator()->message().startsWith(QStringLiteral("このルールコードは読めません。")));
    CHECK_FALSE(f.game.narrator()->message().contains(QStringLiteral("unknown value")));
    CHECK(f.game.narrator()->detail().contains(QStringLiteral("h3=flg: unknown value")));
}

TEST_CASE("Play modes: hot-seat - a curtain before each setup and turn, 交代する after a move, "
          "the result in the sides' names",
          "[ui][modes]") {
    const QString code = GENERATE(QStringLiteral("classic"), QStringLiteral("federation"));
    INFO(code.toStdString());
    Fixture f(9);
    f.game.setRuleCode(code);
    REQUIRE(f.game.startHotSeatGame());
    REQUIRE(playing(f.game, PlayMode::HotSeat));
    PlayMode* mode = f.game.mode();
    // Setup: the curtain names 先手; behind it the board is blind.
    CHECK(mode->curtain());
    CHECK(mode->curtainButton() == QStringLiteral("先手の番を始める"));
    CHECK(mode->curtainTitle().contains(QStringLiteral("駒を並べます")));
    CHECK(f.blind());
    mode->liftCurtain();
    CHECK_FALSE(mode->curtain());
    CHECK(f.game.humanIsFirst());
    CHECK(mode->viewerLine().contains(QStringLiteral("先手")));
    f.game.confirmSetup();
    // 後手 arranges behind a curtain of their own.
    CHECK(f.game.phase() == Phase::Setup);
    CHECK(mode->curtainButton() == QStringLiteral("後手の番を始める"));
    CHECK(f.blind());
    mode->liftCurtain();
    CHECK_FALSE(f.game.humanIsFirst());
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == Phase::Play);
    CHECK_FALSE(f.game.setupEditor()->hasLast()); // neither player's habits are kept
    CHECK(f.header().mode == GameMode::HotSeat);
    // Play: 先手 sits down, moves, and must hand over before anything else.
    CHECK(mode->curtain());
    CHECK(mode->curtainTitle().contains(QStringLiteral("先手の番です")));
    CHECK_FALSE(f.game.humanToMove());
    mode->liftCurtain();
    REQUIRE(f.game.humanToMove());
    REQUIRE(step(f.game));
    CHECK(mode->handOverPending());
    CHECK_FALSE(f.game.humanToMove());
    const int anySquare = 0;
    f.game.clickSquare(anySquare);
    CHECK(f.game.narrator()->message().contains(QStringLiteral("交代する")));
    mode->handOver();
    CHECK(mode->curtain());
    CHECK_FALSE(mode->handOverPending());
    CHECK(f.blind());
    CHECK(mode->curtainButton() == QStringLiteral("後手の番を始める"));
    mode->liftCurtain();
    CHECK_FALSE(f.game.humanIsFirst());
    // 後手 resigns: the result names the sides, not "you".
    f.game.resign();
    REQUIRE(f.game.phase() == Phase::Over);
    CHECK_FALSE(mode->curtain()); // the end reveals everything
    CHECK(f.game.narrator()->resultTitle() == QStringLiteral("先手の勝ちです"));
    CHECK(f.game.narrator()->resultDetail().startsWith(QStringLiteral("後手が投了しました。")));
    // もう一度: hot-seat again, curtain first.
    f.game.playAgain();
    CHECK(playing(f.game, PlayMode::HotSeat));
    CHECK(f.game.mode()->curtain());
    CHECK(f.game.phase() == Phase::Setup);
}

TEST_CASE("Play modes: LAN - 決定 commits and waits, 並べ直す takes it back, the server ends a "
          "resignation, もう一局 asks the friend",
          "[ui][modes][lan]") {
    const RuleSet rules = RuleSet::classic();
    Fixture f;
    net::RoomClient client; // never connected: the test speaks for the server
    f.game.startOnlineGame(&client, true, rules);
    REQUIRE(playing(f.game, PlayMode::Lan));
    PlayMode* mode = f.game.mode();
    CHECK(f.game.humanIsFirst());
    CHECK_FALSE(mode->curtain());
    CHECK(mode->confirmLabel() == QStringLiteral("決定して相手を待つ"));
    CHECK(f.game.narrator()->message().contains(QStringLiteral("先手（朱の駒）")));
    f.game.confirmSetup();
    CHECK(f.game.phase() == Phase::Setup); // the friend has not committed
    CHECK(mode->setupCommitted());
    CHECK(mode->confirmLabel() == QStringLiteral("決定しました・相手を待っています"));
    mode->takeBackSetup();
    CHECK_FALSE(mode->setupCommitted());
    f.game.confirmSetup();
    CHECK(mode->setupCommitted());
    // The server says both setups are final.
    Rng rng(3);
    const Setup first = f.game.setupEditor()->setup();
    const Setup second = Setup::random(rules, Side::Second, rng);
    Match match(first, second);
    emit client.started(SideView(first));
    REQUIRE(f.game.phase() == Phase::Play);
    CHECK(f.game.narrator()->message().contains(QStringLiteral("あなたの番")));
    CHECK(f.header().mode == GameMode::Lan);
    // 投了 goes to the server; the end comes back from it.
    f.game.resign();
    CHECK(f.game.phase() == Phase::Play);
    CHECK(f.game.narrator()->message() == QStringLiteral("投了を伝えています…"));
    REQUIRE(match.resign(Side::First));
    emit client.ended(endEventFor(match.referee(), Side::First));
    REQUIRE(f.game.phase() == Phase::Over);
    CHECK(f.game.narrator()->resultTitle() == QStringLiteral("あなたの負けです"));
    // A click after the end says how to go on in a room.
    f.game.clickSquare(0);
    CHECK(f.game.narrator()->message().contains(QStringLiteral("先手と後手を入れ替えて")));
    // もう一局 asks the friend; the server's next game swaps the sides.
    f.game.playAgain();
    CHECK(f.game.narrator()->message().contains(QStringLiteral("申し込みました")));
    CHECK(f.game.phase() == Phase::Over);
    emit client.newGame(false, 2);
    REQUIRE(f.game.phase() == Phase::Setup);
    REQUIRE(playing(f.game, PlayMode::Lan));
    CHECK_FALSE(f.game.humanIsFirst());
    CHECK(f.game.gameRuleCode() == QStringLiteral("classic"));
    f.game.leaveOnline();
    CHECK(f.game.mode() == nullptr);
}
