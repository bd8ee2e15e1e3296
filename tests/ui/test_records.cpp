// Game records on this device (issue 20): every CPU and hot-seat game is written as it goes, a
// game left before its end is offered as 続きから and goes on at the same position, side to move
// and level - also after the process was killed at a random moment - and damaged record files
// are reported and passed over, never changed.
#include "ui/game_session.h"
#include "ui/piece_names.h"
#include "ui/record_folder.h"
#include "ui/record_list.h"

#include "core/json_io.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/rng.h"

#include "step.h"
#include "wait.h"

#include "play_modes.h"
#include "session_fixture.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <set>

using namespace gunjin;
using gunjin::ui::GameSession;
using Phase = GameSession::Phase;

namespace {

struct Fixture : SessionFixture {
    explicit Fixture(quint64 seed = 11) : SessionFixture(seed) {}
    QStringList records() const { return journals(); }
    QByteArray recordText(int i) const { return journalText(i); }
};

Journal readBack(const QByteArray& text) {
    return SessionFixture::readBack(text);
}

// What the session shows `side` equals the referee's view after the journal's moves: the
// labels of its own pieces, who stands where, and every legal move from every square.
void requireShowsRefereesView(GameSession& g, const Journal& journal, Side side) {
    Match match(journal.record->first, journal.record->second);
    for (Move m : journal.record->moves) REQUIRE(match.play(m));
    const Position& pos = match.view(side).position();
    REQUIRE(g.ply() == int(journal.plies()));
    MoveList moves;
    generateMoves(pos, moves);
    for (int s = 0; s < g.board()->squareCount(); ++s) {
        INFO("square " << s);
        const auto sq = static_cast<Square>(s);
        // Own types, and what the rules show of the other side (the federation's 元帥).
        CHECK(g.labelAt(s) == (pos.isEmpty(sq) ? QString() : ui::pieceName(pos.typeAt(sq))));
        std::set<int> want, got;
        if (pos.sideToMove() == side)
            for (Move m : moves)
                if (m.from() == sq) want.insert(m.to());
        for (const QVariant& v : g.destinationsFrom(s)) got.insert(v.toInt());
        CHECK(got == want);
    }
}

} // namespace

TEST_CASE("Records: a CPU game is written as it goes - left for the menu, 続きから goes on at the "
          "same position, side to move and level - in both rule sets",
          "[ui][records]") {
    const QString rules = GENERATE(as<QString>{}, "classic", "federation");
    INFO(rules.toStdString());
    Fixture f;
    f.game.setRuleCode(rules);
    f.game.checkRecords();
    CHECK_FALSE(f.game.recorder()->canContinue());
    REQUIRE(f.game.startCpuGame(QStringLiteral("easy"), false));
    CHECK(f.records().isEmpty()); // nothing is written for a setup alone
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == Phase::Play);
    REQUIRE(f.records().size() == 1);
    for (int i = 0; i < 6; ++i) REQUIRE(step(f.game));
    // On to a combat, so that the log has something to bring back.
    for (int i = 0; i < 80 && f.game.narrator()->log().isEmpty(); ++i) REQUIRE(step(f.game));
    REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
    const int plies = f.game.ply();
    const QStringList told = f.game.narrator()->log();
    REQUIRE_FALSE(told.isEmpty());

    // The journal holds both setups and every move so far (it is where the referee runs).
    const Journal written = readBack(f.recordText(0));
    CHECK(written.header.mode == GameMode::Cpu);
    CHECK(written.header.level == "easy");
    CHECK(written.header.human == Side::Second);
    CHECK(QString::fromStdString(written.header.rules) == f.game.gameRuleCode());
    CHECK(int(written.plies()) == plies);
    CHECK_FALSE(written.finished());

    f.game.backToMenu();
    REQUIRE(f.game.recorder()->canContinue());
    CHECK(f.game.recorder()->continueSummary().contains(QStringLiteral("初級")));
    CHECK(f.game.recorder()->continueSummary().contains(QString::number(plies)));
    CHECK(f.game.recorder()->notice().isEmpty());

    // Another session - the app started again - finds it too.
    GameSession again;
    again.setSettingsFile(f.dir.filePath(QStringLiteral("settings.ini")));
    again.setProperty("minimumThinkMs", 0);
    again.motion()->setPaced(false);
    again.recorder()->setFolder(f.dir.filePath(QStringLiteral("records")));
    REQUIRE(again.recorder()->canContinue());
    REQUIRE(again.continueGame());
    CHECK(again.phase() == Phase::Play);
    CHECK(again.gameRuleCode() == f.game.gameRuleCode());
    CHECK(cpuLevel(again) == "easy");
    CHECK_FALSE(again.humanIsFirst());
    CHECK(again.humanToMove());
    CHECK_FALSE(again.recorder()->canContinue());
    // Resuming is told in the message; the log holds the combats told before the stop, newest
    // first, and nothing else (resumed again, it gains no line).
    CHECK(again.narrator()->message().contains(QStringLiteral("続きから")));
    CHECK(again.narrator()->log() == told);
    requireShowsRefereesView(again, written, Side::Second);

    // It goes on in the same file, to its end.
    while (step(again)) {
    }
    REQUIRE(again.phase() == Phase::Over);
    CHECK(f.records().size() == 1);
    const Journal whole = readBack(f.recordText(0));
    CHECK(whole.finished());
    CHECK(whole.ended);
    CHECK(int(whole.plies()) == again.ply());
    again.backToMenu();
    CHECK_FALSE(again.recorder()->canContinue()); // the newest game ended
}

TEST_CASE("Records: a hot-seat game continues behind the curtain, for the side to move",
          "[ui][records]") {
    Fixture f;
    REQUIRE(f.game.startHotSeatGame());
    f.game.mode()->liftCurtain();
    f.game.confirmSetup();
    f.game.mode()->liftCurtain();
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == Phase::Play);
    for (int i = 0; i < 3; ++i) { // first, second, first: the second player is to move
        f.game.mode()->liftCurtain();
        REQUIRE(step(f.game));
        f.game.mode()->handOver();
    }
    f.game.backToMenu();
    REQUIRE(f.game.recorder()->canContinue());
    CHECK(f.game.recorder()->continueSummary().contains(QStringLiteral("2 人で対戦")));
    REQUIRE(f.game.continueGame());
    CHECK(playing(f.game, gunjin::ui::PlayMode::HotSeat));
    CHECK(curtainDown(f.game)); // nobody's pieces are shown until the player sits down
    for (int s = 0; s < f.game.board()->squareCount(); ++s) CHECK(f.game.labelAt(s).isEmpty());
    CHECK(f.game.mode()->curtainTitle().contains(QStringLiteral("後手")));
    f.game.mode()->liftCurtain();
    requireShowsRefereesView(f.game, readBack(f.recordText(0)), Side::Second);
}

TEST_CASE("Records: a stopped game is never dropped - one left by the menu or もう一度 stays "
          "offered and listed as 中断 after newer games end, and goes on from 棋譜",
          "[ui][records]") {
    Fixture f;
    // A hot-seat game left by the menu at move 3.
    REQUIRE(f.game.startHotSeatGame());
    for (int side = 0; side < 2; ++side) {
        f.game.mode()->liftCurtain();
        f.game.confirmSetup();
    }
    for (int i = 0; i < 3; ++i) {
        f.game.mode()->liftCurtain();
        REQUIRE(step(f.game));
        f.game.mode()->handOver();
    }
    f.game.backToMenu();
    REQUIRE(f.game.recorder()->canContinue());
    // A CPU game left by もう一度 in the middle, and the game after it resigned.
    REQUIRE(f.game.startCpuGame(QStringLiteral("random"), true));
    f.game.confirmSetup();
    REQUIRE(step(f.game));
    REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
    const int cpuPlies = f.game.ply();
    f.game.playAgain();
    REQUIRE(f.game.phase() == Phase::Setup);
    f.game.confirmSetup();
    REQUIRE(step(f.game));
    REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
    f.game.resign();
    REQUIRE(f.game.phase() == Phase::Over);
    const Journal j = readBack(f.recordText(2));
    CHECK(j.ended);
    CHECK(j.record->resigned == Side::First);
    CHECK(j.record->result.reason == EndReason::Resignation);
    f.game.backToMenu();
    REQUIRE(f.records().size() == 3);

    // The newest game ended: 続きから offers the newest stopped one, the CPU game.
    REQUIRE(f.game.recorder()->canContinue());
    CHECK(f.game.recorder()->continueSummary().contains(QStringLiteral("CPU")));
    CHECK(f.game.recorder()->continueSummary().contains(QString::number(cpuPlies)));
    // 棋譜 lists all three: the ended one, and both stopped ones as 中断.
    ui::RecordList list;
    list.setFolder(f.dir.filePath(QStringLiteral("records")));
    REQUIRE(list.total() == 3);
    CHECK_FALSE(list.stoppedAt(0));
    CHECK(list.stoppedAt(1));
    CHECK(list.stoppedAt(2));
    CHECK(list.data(list.index(2), ui::RecordList::ResultRole)
              .toString()
              .contains(QStringLiteral("中断")));
    // The hot-seat game goes on from its row, behind the curtain, at move 3.
    REQUIRE(f.game.continueGameAt(list.pathAt(2)));
    CHECK(playing(f.game, gunjin::ui::PlayMode::HotSeat));
    CHECK(f.game.ply() == 3);
    CHECK(curtainDown(f.game));
    f.game.mode()->liftCurtain();
    CHECK(f.game.narrator()->message().contains(QStringLiteral("続きから")));
    CHECK(f.game.narrator()->log().join(' ').indexOf(QStringLiteral("続きから")) < 0);
    requireShowsRefereesView(f.game, readBack(f.recordText(0)), Side::Second);
    // Another record cannot start in the middle of a game, nor an ended one at all.
    CHECK_FALSE(f.game.continueGameAt(list.pathAt(1)));
    CHECK(f.game.ply() == 3);
    REQUIRE(step(f.game)); // played on: now the stopped game played last
    f.game.backToMenu();
    REQUIRE(f.game.recorder()->canContinue());
    CHECK(f.game.recorder()->continueSummary().contains(QStringLiteral("2 人で対戦")));
    CHECK(f.game.recorder()->continueSummary().contains(QStringLiteral("4 手")));
    CHECK_FALSE(f.game.continueGameAt(list.pathAt(0)));
    CHECK(f.game.narrator()->message().contains(QStringLiteral("終わっています")));
    CHECK(f.game.phase() == Phase::Menu);
    // Stopped again, both are still there.
    list.reload();
    CHECK(list.stoppedAt(1));
    CHECK(list.stoppedAt(2));
}

TEST_CASE("Records: damaged files are reported and passed over, never changed", "[ui][records]") {
    Fixture f;
    REQUIRE(f.game.startCpuGame(QStringLiteral("random"), true));
    f.game.confirmSetup();
    REQUIRE(step(f.game));
    f.game.backToMenu();
    REQUIRE(f.game.recorder()->canContinue());
    const QString folder = f.dir.filePath(QStringLiteral("records"));
    const QByteArray good = f.recordText(0);

    Rng rng(99);
    const std::vector<std::pair<const char*, QByteArray>> damaged = {
        {"random bytes",
         [&rng] {
             QByteArray b;
             for (int i = 0; i < 300; ++i) b.append(char(rng.below(256)));
             return b;
         }()},
        {"wrong version", QByteArray(good).replace("\"version\":1", "\"version\":9")},
        {"truncated header", good.left(20) + "\n"},
        {"illegal move", good + good.mid(good.indexOf("{\"move\""))},
    };
    int n = 0;
    for (const auto& [what, bytes] : damaged) {
        INFO(what);
        // Newer than the good game: looked at first.
        const QString path =
            QDir(folder).filePath(QStringLiteral("99999999-00000%1.jsonl").arg(n++));
        QFile out(path);
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        f.game.checkRecords();
        CHECK(f.game.recorder()->canContinue()); // the good game behind it is still offered
        CHECK(f.game.recorder()->notice().contains(QFileInfo(path).fileName()));
        QFile back(path);
        REQUIRE(back.open(QIODevice::ReadOnly));
        CHECK(back.readAll() == bytes); // left exactly as it was
    }
    // The notice names the files; why, in the reader's English, is the detail line only.
    CHECK_FALSE(f.game.recorder()->notice().contains(QStringLiteral("line ")));
    CHECK(f.game.recorder()->noticeDetail().contains(
        QStringLiteral("99999999-000001.jsonl: line 1: journal version 9 is not supported")));
    // 続きから of a damaged one: what is wrong, in the player's words, and that nothing is lost.
    CHECK_FALSE(
        f.game.continueGameAt(QDir(folder).filePath(QStringLiteral("99999999-000001.jsonl"))));
    CHECK(f.game.narrator()->message().startsWith(
        QStringLiteral("この対局は新しい版のアプリで遊ばれたため、この版では続けられません。")));
    CHECK(f.game.narrator()->message().contains(QStringLiteral("ファイルはそのまま")));
    CHECK(
        f.game.narrator()->detail().startsWith(QStringLiteral("詳細: line 1: journal version 9")));
    CHECK_FALSE(
        f.game.continueGameAt(QDir(folder).filePath(QStringLiteral("99999999-000003.jsonl"))));
    CHECK(f.game.narrator()->message().contains(QStringLiteral("ルールで指せない手")));
    // Keeping the newest N: the oldest go first.
    CHECK(ui::pruneRecords(folder, 2) == 3);
    const QStringList left =
        QDir(folder).entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    CHECK(left == QStringList{QStringLiteral("99999999-000002.jsonl"),
                              QStringLiteral("99999999-000003.jsonl")});
}

TEST_CASE("Records: killed at random moments, every restart offers the game at its last "
          "completed move, the position the referee's",
          "[ui][records][crash]") {
    Rng rng(20261201);
    int resumed = 0;
    for (int run = 0; run < 24; ++run) {
        const char* rules = run % 2 ? "federation" : "classic";
        INFO("run " << run << " " << rules);
        Fixture f;
        QProcess child;
        child.start(QStringLiteral(GUNJIN_RECORD_CHILD),
                    {f.dir.filePath(QStringLiteral("records")), QString::fromLatin1(rules),
                     QString::number(1000 + run)});
        REQUIRE(child.waitForStarted());
        // Let it play a while, then kill it without warning.
        QElapsedTimer clock;
        clock.start();
        const qint64 at = 40 + rng.below(700);
        while (clock.elapsed() < at && child.state() == QProcess::Running)
            child.waitForReadyRead(int(at - clock.elapsed()));
        if (child.state() != QProcess::NotRunning) {
            child.kill(); // SIGKILL
            REQUIRE(child.waitForFinished());
        }
        INFO("child said: " << child.readAllStandardError().toStdString());
        int lastPly = 0;
        bool over = false;
        for (const QByteArray& line : child.readAllStandardOutput().split('\n')) {
            if (line.startsWith("ply ")) lastPly = line.mid(4).toInt();
            if (line == "over") over = true;
        }
        f.game.checkRecords();
        CHECK(f.game.recorder()->notice().isEmpty());
        const QStringList files = f.records();
        if (files.isEmpty()) { // killed before both setups were in
            CHECK(lastPly == 0);
            CHECK_FALSE(f.game.recorder()->canContinue());
            continue;
        }
        const Journal j = readBack(f.recordText(0));
        // Every announced move is on disk; at most the one being written when it died is not
        // announced yet.
        CHECK(int(j.plies()) >= lastPly);
        CHECK(int(j.plies()) <= lastPly + 1);
        if (over || j.finished()) {
            CHECK_FALSE(f.game.recorder()->canContinue());
            continue;
        }
        REQUIRE(f.game.recorder()->canContinue());
        REQUIRE(f.game.continueGame());
        const Side human = f.game.humanIsFirst() ? Side::First : Side::Second;
        CHECK(human == ((1000 + run) % 2 == 0 ? Side::First : Side::Second));
        CHECK(cpuLevel(f.game) == "random");
        requireShowsRefereesView(f.game, j, human);
        ++resumed;
        // And it plays on.
        for (int i = 0; i < 4 && step(f.game); ++i) {
        }
    }
    CHECK(resumed >= 12); // most kills land mid-game
}

TEST_CASE("Records: a stopped game continued from 棋譜 stays one row - 中断 while stopped, then "
          "the finished game in its place with every move, nothing left behind (issue 55)",
          "[ui][records]") {
    Fixture f;
    ui::RecordList list;
    list.setFolder(f.dir.filePath(QStringLiteral("records")));
    REQUIRE(f.game.startCpuGame(QStringLiteral("random"), true));
    f.game.confirmSetup();
    for (int i = 0; i < 4; ++i) REQUIRE(step(f.game));
    REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
    f.game.backToMenu();
    list.reload();
    REQUIRE(list.total() == 1);
    REQUIRE(list.stoppedAt(0));
    const QString path = list.pathAt(0);
    const int stoppedAt = list.data(list.index(0), ui::RecordList::MovesRole).toInt();
    CHECK(stoppedAt == 4 * 2);

    // Continued from its row and stopped again: still one row, further on.
    REQUIRE(f.game.continueGameAt(path));
    for (int i = 0; i < 2; ++i) REQUIRE(step(f.game));
    REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
    f.game.backToMenu();
    list.reload();
    REQUIRE(list.total() == 1);
    CHECK(list.stoppedAt(0));
    CHECK(list.pathAt(0) == path);
    CHECK(list.data(list.index(0), ui::RecordList::MovesRole).toInt() == stoppedAt + 4);

    // Continued to its end: the row is the finished game, with every move from the first.
    REQUIRE(f.game.continueGameAt(path));
    while (step(f.game)) {
    }
    REQUIRE(f.game.phase() == Phase::Over);
    const int plies = f.game.ply();
    f.game.backToMenu();
    list.reload();
    REQUIRE(list.total() == 1);
    CHECK_FALSE(list.stoppedAt(0));
    CHECK(list.pathAt(0) == path);
    CHECK(list.data(list.index(0), ui::RecordList::MovesRole).toInt() == plies);
    list.setResultFilter(QStringLiteral("stopped"));
    CHECK(list.count() == 0);
    CHECK_FALSE(f.game.recorder()->canContinue());
    const Journal whole = readBack(f.recordText(0));
    CHECK(whole.finished());
    CHECK(int(whole.plies()) == plies);
}
