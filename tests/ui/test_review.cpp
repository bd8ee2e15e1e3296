// 棋譜 (issue 20): the list of finished games and the review of one - the right position at
// every move from either side's view and with every piece revealed, in both rule sets; a
// side's view never shows an opponent type it was not shown (R-INFO-1, F-INFO-1, F-INFO-3);
// damaged and unfinished records are refused with a reason.
#include "ui/game_review.h"
#include "ui/game_session.h"
#include "ui/piece_model.h"
#include "ui/piece_names.h"
#include "ui/record_folder.h"
#include "ui/record_list.h"
#include "ui/rule_names.h"

#include "core/journal.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/rng.h"

#include "play_modes.h"
#include "wait.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace gunjin;
using gunjin::ui::GameReview;
using gunjin::ui::GameSession;
using gunjin::ui::PieceModel;
using gunjin::ui::RecordList;
using Viewpoint = GameReview::Viewpoint;

namespace {

struct Written {
    QByteArray text;
    GameRecord record;
};

// A random game of `rules` as the app writes it: to its end when `finish`, else cut after a
// few moves.
Written randomJournal(const RuleSet& rules, Rng& rng, GameMode mode, Side human,
                      const std::string& started, bool finish = true, bool resign = false) {
    std::string text;
    JournalHeader h;
    h.rules = rules.code();
    h.started = started;
    h.mode = mode;
    h.level = mode == GameMode::Cpu ? "easy" : "";
    h.human = human;
    h.players[index(human)] = "あなた";
    h.players[index(opponent(human))] = mode == GameMode::Cpu ? "CPU（初級）" : "先手";
    text += journalHeaderLine(h);
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    text += journalStartLine(match.record().first, match.record().second);
    const int limit = finish ? (resign ? 40 : 5000) : 12;
    while (!match.isOver() && match.referee().ply() < limit) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        const auto a = match.play(moves[rng.below(moves.size())]);
        REQUIRE(a);
        text += journalMoveLine(*a, rules, 100);
    }
    if (finish && !match.isOver()) REQUIRE(match.resign(match.referee().position().sideToMove()));
    const GameRecord record = match.record();
    if (finish) text += journalEndLine(record.result, record.resigned);
    return {QByteArray::fromStdString(text), record};
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    QDir().mkpath(dir.filePath(QStringLiteral("records")));
    const QString path = QDir(dir.filePath(QStringLiteral("records"))).filePath(name);
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(text);
    return path;
}

// The label the board's pieces show for piece `id` ("" hidden or not on the board).
QString pieceLabel(GameReview& r, int id) {
    auto* m = r.pieces();
    return m->data(m->index(id), PieceModel::LabelRole).toString();
}

bool pieceOwn(GameReview& r, int id) {
    auto* m = r.pieces();
    return m->data(m->index(id), PieceModel::OwnRole).toBool();
}

// Every step of the review, from every viewpoint, against a fresh referee's replay.
void requireEveryStepRight(GameReview& review, const GameRecord& record) {
    const RuleSet& rules = record.first.rules();
    const int squares = rules.board().squareCount;
    for (Viewpoint vp : {Viewpoint::FirstView, Viewpoint::SecondView, Viewpoint::AllPieces}) {
        review.setViewpoint(vp);
        const Side side = vp == Viewpoint::SecondView ? Side::Second : Side::First;
        Match match(record.first, record.second);
        std::array<bool, kMaxSquares> shown{}; // ids the announcements showed to both sides
        for (int ply = 0; ply <= review.plies(); ++ply) {
            if (ply > 0) {
                const auto a = match.play(record.moves[std::size_t(ply - 1)]);
                REQUIRE(a);
                for (int i = 0; i < a->revealCount; ++i) shown[a->reveals[i].id] = true;
            }
            if (ply == review.plies() && record.resigned) REQUIRE(match.resign(*record.resigned));
            review.setPly(ply);
            REQUIRE(review.ply() == ply);
            const Position& want = vp == Viewpoint::AllPieces ? match.referee().position()
                                                              : match.view(side).position();
            const bool over = match.isOver();
            for (int s = 0; s < squares; ++s) {
                INFO("viewpoint " << int(vp) << " ply " << ply << " square " << s);
                const auto sq = static_cast<Square>(s);
                CHECK(review.labelAt(s) ==
                      (want.isEmpty(sq) ? QString() : ui::pieceName(want.typeAt(sq))));
            }
            // The 3D pieces: an opponent type only when the side was shown it (R-INFO-1): by
            // open judgement, the public 元帥 (F-INFO-3) or the end (R-END-6).
            const Position& full = match.referee().position();
            for (int id = 0; id < squares; ++id) {
                if (vp == Viewpoint::AllPieces || pieceOwn(review, id)) continue;
                const QString label = pieceLabel(review, id);
                if (label.isEmpty()) continue;
                INFO("viewpoint " << int(vp) << " ply " << ply << " piece " << id);
                const PieceType t = full.piece(static_cast<PieceId>(id)).type;
                CHECK(label == ui::pieceName(t));
                CHECK((over || shown[id] || t == PieceType::Marshal));
            }
        }
    }
}

} // namespace

TEST_CASE("Review: every move of a finished game, from 先手's view, 後手's view and with every "
          "piece revealed, is the referee's position - both rule sets (R-INFO-1, F-INFO-1, "
          "F-INFO-3, R-END-6)",
          "[ui][review]") {
    const auto code = GENERATE(std::string("classic"), std::string("classic:h7=open"),
                               std::string("federation"), std::string("federation:judge=referee"));
    const bool resign = GENERATE(false, true);
    INFO(code << (resign ? " resigned" : ""));
    const RuleSet rules = *RuleSet::fromCode(code);
    Rng rng(std::hash<std::string>{}(code) + resign);
    QTemporaryDir dir;
    const Written w = randomJournal(rules, rng, GameMode::HotSeat, Side::First,
                                    "2026-12-01T10:00:00Z", true, resign);
    const QString path = writeFile(dir, QStringLiteral("a.jsonl"), w.text);
    GameReview review;
    REQUIRE(review.openFile(path));
    CHECK(review.error().isEmpty());
    CHECK(review.plies() == int(w.record.moves.size()));
    CHECK(review.ply() == 0);
    CHECK(review.board()->squareCount() == rules.board().squareCount);
    CHECK_FALSE(review.resultText().isEmpty());
    requireEveryStepRight(review, w.record);
    // The combat list names every combat and strike, with the move it jumps to.
    int fights = 0;
    for (std::size_t i = 0; i < w.record.moves.size(); ++i) {
        const Announcement& a = review.timeline()->announcement(i);
        if (a.outcome != CombatOutcome::None || a.move.isStrike()) ++fights;
    }
    const QVariantList combats = review.combats();
    CHECK(combats.size() == fights);
    for (const QVariant& c : combats) {
        const int ply = c.toMap().value(QStringLiteral("ply")).toInt();
        review.setPly(ply);
        CHECK(review.moveText() == c.toMap().value(QStringLiteral("text")).toString());
    }
}

TEST_CASE("Review: a side's words name only what it was shown - stepping plays the combat cue",
          "[ui][review]") {
    const RuleSet rules = RuleSet::classic(); // referee judgement: no type is ever shown
    Rng rng(5);
    QTemporaryDir dir;
    const Written w = randomJournal(rules, rng, GameMode::Cpu, Side::First, "2026-12-01T10:00:00Z");
    GameReview review;
    REQUIRE(review.openFile(writeFile(dir, QStringLiteral("a.jsonl"), w.text)));
    CHECK(review.viewpoint() == Viewpoint::FirstView); // the side played here
    int cues = 0;
    QObject::connect(&review, &GameReview::combat, [&cues](int, int) { ++cues; });
    Match match(w.record.first, w.record.second);
    int fights = 0;
    for (int ply = 1; ply <= review.plies(); ++ply) {
        const Position before = match.view(Side::First).position();
        const auto a = match.play(w.record.moves[std::size_t(ply - 1)]);
        REQUIRE(a);
        review.step(1);
        REQUIRE(review.ply() == ply);
        if (a->outcome == CombatOutcome::None) continue;
        ++fights;
        // The step plays the combat on the board as a game does (Motion); the next skips it.
        CHECK(review.motion()->busy());
        // The opponent's piece in a combat is never named under referee judgement.
        const Square theirs = a->mover == Side::First ? a->move.to() : a->move.from();
        const PieceType hidden = match.referee().position().piece(before.pieceAt(theirs)).type;
        const PieceType own =
            before.typeAt(a->mover == Side::First ? a->move.from() : a->move.to());
        if (hidden != own) CHECK_FALSE(review.moveText().contains(ui::pieceName(hidden)));
    }
    CHECK(cues == fights);
    review.step(-1);
    CHECK(review.ply() == review.plies() - 1);
    CHECK(cues == fights); // stepping back plays nothing
}

TEST_CASE("Review: unfinished, damaged and unreadable records are refused with a reason - the game "
          "shown stays",
          "[ui][review]") {
    Rng rng(9);
    QTemporaryDir dir;
    const RuleSet rules = RuleSet::classic();
    const Written done =
        randomJournal(rules, rng, GameMode::Cpu, Side::First, "2026-12-01T10:00:00Z");
    const Written open =
        randomJournal(rules, rng, GameMode::Cpu, Side::First, "2026-12-01T11:00:00Z", false);
    GameReview review;
    REQUIRE(review.openFile(writeFile(dir, QStringLiteral("done.jsonl"), done.text)));
    const int plies = review.plies();

    CHECK_FALSE(review.openFile(writeFile(dir, QStringLiteral("open.jsonl"), open.text)));
    CHECK(review.error().contains(QStringLiteral("続きから")));
    QByteArray illegal = done.text;
    const int at = illegal.indexOf("\"move\":\"") + 8;
    illegal.replace(at, 5, "a1-a8"); // a move the referee refuses
    CHECK_FALSE(review.openFile(writeFile(dir, QStringLiteral("bad.jsonl"), illegal)));
    // Told in the player's words; the reader's English only as the detail line.
    CHECK(review.error().startsWith(QStringLiteral("この棋譜にはルールで指せない手")));
    CHECK_FALSE(review.error().contains(QStringLiteral("line 3")));
    CHECK(review.errorDetail().startsWith(QStringLiteral("詳細: line 3: move ")));
    CHECK_FALSE(review.openFile(writeFile(dir, QStringLiteral("junk.jsonl"), "\x01\x02garbage\n")));
    CHECK(review.error().startsWith(QStringLiteral("この棋譜ファイルは壊れていて読めません")));
    CHECK(review.error().contains(QStringLiteral("ファイルはそのまま")));
    CHECK_FALSE(review.errorDetail().isEmpty());
    CHECK_FALSE(review.openFile(dir.filePath(QStringLiteral("missing.jsonl"))));
    CHECK_FALSE(review.error().isEmpty());
    CHECK(review.errorDetail().isEmpty()); // the system's reason is in its own words already
    CHECK(review.loaded());
    CHECK(review.plies() == plies); // the game shown before is still there
}

TEST_CASE("棋譜 list: games newest first, filtered by mode and result - a stopped game listed as "
          "中断 to go on with, damaged ones named",
          "[ui][review]") {
    Rng rng(21);
    QTemporaryDir dir;
    const RuleSet classic = RuleSet::classic();
    const RuleSet federation = *RuleSet::fromCode("federation");
    struct Game {
        const RuleSet* rules;
        GameMode mode;
        Side human;
        bool finish;
    };
    const Game games[] = {{&classic, GameMode::Cpu, Side::First, true},
                          {&federation, GameMode::Cpu, Side::Second, true},
                          {&classic, GameMode::HotSeat, Side::First, true},
                          {&federation, GameMode::HotSeat, Side::First, true},
                          {&classic, GameMode::Cpu, Side::First, false}};
    std::vector<Written> written;
    for (int i = 0; i < 5; ++i) {
        const std::string started = "2026-12-0" + std::to_string(i + 1) + "T10:00:00Z";
        written.push_back(randomJournal(*games[i].rules, rng, games[i].mode, games[i].human,
                                        started, games[i].finish));
        writeFile(dir, QStringLiteral("2026120%1-100000.jsonl").arg(i + 1), written.back().text);
    }
    writeFile(dir, QStringLiteral("20261130-100000.jsonl"), "{\"format\":\"other\"}\n");

    RecordList list;
    list.setFolder(dir.filePath(QStringLiteral("records")));
    CHECK(list.total() == 5);
    CHECK(list.count() == 5);
    CHECK(list.notice().contains(QStringLiteral("20261130-100000.jsonl")));
    // The file is named; why (the reader's English) is the detail line only.
    CHECK_FALSE(list.notice().contains(QStringLiteral("gunjin-journal")));
    CHECK(list.noticeDetail().startsWith(QStringLiteral("詳細: 20261130-100000.jsonl: line 1")));
    // Newest first, each with its number of moves and rule set; the newest was stopped.
    CHECK(list.stoppedAt(0));
    CHECK(list.data(list.index(0), RecordList::OutcomeRole).toString() == "stopped");
    CHECK(list.data(list.index(0), RecordList::ResultRole)
              .toString()
              .contains(QStringLiteral("中断")));
    for (int row = 0; row < 5; ++row) {
        const int game = 4 - row;
        CHECK(list.stoppedAt(row) == !games[game].finish);
        INFO("row " << row);
        const QModelIndex i = list.index(row);
        CHECK(list.data(i, RecordList::MovesRole).toInt() ==
              int(written[std::size_t(game)].record.moves.size()));
        CHECK(list.pathAt(row).endsWith(QStringLiteral("2026120%1-100000.jsonl").arg(game + 1)));
        CHECK(list.data(i, RecordList::RulesRole).toString() ==
              ui::gameName(games[game].rules->game));
    }
    list.setModeFilter(int(GameMode::HotSeat));
    CHECK(list.count() == 2);
    list.setModeFilter(int(GameMode::Cpu));
    CHECK(list.count() == 3);
    int won = 0;
    for (int g : {0, 1}) {
        const GameRecord& r = written[std::size_t(g)].record;
        const bool humanWon =
            r.result.status ==
            (games[g].human == Side::First ? GameStatus::FirstWon : GameStatus::SecondWon);
        won += humanWon;
    }
    list.setResultFilter(QStringLiteral("won"));
    CHECK(list.count() == won);
    list.setModeFilter(-1);
    list.setResultFilter(QStringLiteral("stopped"));
    REQUIRE(list.count() == 1);
    CHECK(list.stoppedAt(0));
    list.setResultFilter(QString());
    CHECK(list.count() == 5);
    // Every finished game opens in the review; the stopped one goes on instead.
    GameReview review;
    for (int row = 0; row < list.count(); ++row)
        CHECK(review.openFile(list.pathAt(row)) == !list.stoppedAt(row));
}

TEST_CASE("振り返る: a CPU game that ended opens in the review at its last move", "[ui][review]") {
    QTemporaryDir dir;
    GameSession game;
    game.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
    game.recorder()->setFolder(dir.filePath(QStringLiteral("records")));
    game.setSeed(3);
    game.setProperty("minimumThinkMs", 0);
    game.motion()->setPaced(false);
    REQUIRE(game.startCpuGame(QStringLiteral("random"), true));
    game.confirmSetup();
    CHECK(game.recorder()->finishedRecord().isEmpty()); // not while it goes on
    for (int moves = 0; moves < 6; ++moves) {
        REQUIRE(waitFor([&] { return game.humanToMove(); }));
        clickAMoveOf(game);
    }
    REQUIRE(waitFor([&] { return game.humanToMove(); }));
    const int plies = game.ply();
    game.resign();
    REQUIRE(game.phase() == GameSession::Phase::Over);
    REQUIRE_FALSE(game.recorder()->finishedRecord().isEmpty());
    GameReview review;
    REQUIRE(review.openFile(game.recorder()->finishedRecord()));
    CHECK(review.plies() == plies);
    CHECK(review.resultText().contains(QStringLiteral("投了")));
    CHECK(review.viewpoint() == Viewpoint::FirstView);
}

TEST_CASE("Export and import: a reviewed game written as one record file opens again, replayed by "
          "the referee, and writes the same bytes - a damaged one is refused with the reason",
          "[ui][review]") {
    const auto code = GENERATE(std::string("classic:h7=open"), std::string("federation"));
    const RuleSet rules = *RuleSet::fromCode(code);
    Rng rng(std::hash<std::string>{}(code));
    QTemporaryDir dir;
    const Written w =
        randomJournal(rules, rng, GameMode::Cpu, Side::Second, "2026-12-01T09:00:00Z");
    GameReview review;
    REQUIRE(review.openFile(writeFile(dir, QStringLiteral("a.jsonl"), w.text)));
    CHECK(review.exportName().endsWith(QStringLiteral(".gunjin.json")));
    const QString first = dir.filePath(QStringLiteral("first.gunjin.json"));
    REQUIRE(review.exportTo(first));
    review.close();
    REQUIRE(review.openFile(first)); // the record file, read back through the referee
    CHECK(review.plies() == int(w.record.moves.size()));
    CHECK(review.viewpoint() == Viewpoint::SecondView); // the side played here, kept
    requireEveryStepRight(review, w.record);
    const QString second = dir.filePath(QStringLiteral("second.gunjin.json"));
    REQUIRE(review.exportTo(second));
    QFile a(first), b(second);
    REQUIRE(a.open(QIODevice::ReadOnly));
    REQUIRE(b.open(QIODevice::ReadOnly));
    const QByteArray bytes = a.readAll();
    CHECK(bytes == b.readAll());

    // A record file whose first move was changed is refused, naming the move.
    QByteArray bad = bytes;
    const int moves = bad.indexOf("\"moves\"");
    REQUIRE(moves > 0);
    const int quote = bad.indexOf('"', bad.indexOf('[', moves) + 1);
    const int end = bad.indexOf('"', quote + 1);
    bad.replace(quote + 1, end - quote - 1, "a1-a9");
    CHECK_FALSE(review.openFile(writeFile(dir, QStringLiteral("bad.gunjin.json"), bad)));
    CHECK_FALSE(review.error().isEmpty());
    CHECK_FALSE(review.error().contains(QStringLiteral("a1-a9")));
    CHECK(review.errorDetail().contains(QStringLiteral("a1-a9")));
    // A damaged one (cut in the middle): what the play-tester saw as "damaged JSON: parse
    // error at line 41" is a sentence; the parser's words are the detail.
    CHECK_FALSE(review.openFile(
        writeFile(dir, QStringLiteral("cut.gunjin.json"), bytes.left(bytes.size() / 2))));
    CHECK(review.error().startsWith(QStringLiteral("この棋譜ファイルは壊れていて読めません")));
    CHECK_FALSE(review.error().contains(QStringLiteral("JSON")));
    CHECK(review.errorDetail().startsWith(QStringLiteral("詳細: damaged JSON: parse error")));
    CHECK(review.loaded()); // the game shown stays
    // Not writable: refused with the system's reason.
    CHECK_FALSE(review.exportTo(dir.filePath(QStringLiteral("no/such/folder/x.gunjin.json"))));
    CHECK_FALSE(review.error().isEmpty());
}

TEST_CASE(
    "Records: a LAN game's journal cut off before its end, with no seat to take back, is "
    "listed as 中断 that cannot go on, neither reviewed nor continued - ended, it is reviewed "
    "from this side - an older stopped game stays offered",
    "[ui][review][records]") {
    Rng rng(33);
    QTemporaryDir dir;
    const RuleSet rules = *RuleSet::fromCode("federation");
    // An older CPU game left unfinished: the LAN game played after it does not hide it.
    const Written open =
        randomJournal(rules, rng, GameMode::Cpu, Side::First, "2026-12-01T09:00:00Z", false);
    const QString openPath = writeFile(dir, QStringLiteral("20261201-090000-000.jsonl"), open.text);
    // A LAN game as this side (second) was told it, as RemoteTable writes it.
    JournalHeader h;
    h.rules = rules.code();
    h.started = "2026-12-01T10:00:00Z";
    h.mode = GameMode::Lan;
    h.human = Side::Second;
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    std::string text = journalHeaderLine(h) + journalViewLine(match.view(Side::Second));
    while (!match.isOver() && match.referee().ply() < 30) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        REQUIRE(match.play(moves[rng.below(moves.size())]));
        text += journalToldLine(match.view(Side::Second).announcements().back(), rules, 700);
    }
    const QString cutPath = writeFile(dir, QStringLiteral("20261201-100000-000.jsonl"),
                                      QByteArray::fromStdString(text));
    const QString folder = dir.filePath(QStringLiteral("records"));
    QStringList skipped, stopped;
    // The room, not the journal, resumes the LAN game; the CPU game before it goes on.
    const auto unfinished = ui::findUnfinished(folder, skipped, stopped);
    REQUIRE(unfinished);
    CHECK(unfinished->path == openPath);
    CHECK(unfinished->journal.plies() == open.record.moves.size());
    CHECK(skipped.isEmpty());
    RecordList list;
    list.setFolder(folder);
    list.reload();
    REQUIRE(list.total() == 2); // the cut LAN journal is listed too: every game is
    CHECK(list.pathAt(0) == cutPath);
    CHECK(list.stoppedAt(0));
    CHECK(list.data(list.index(0), RecordList::ResultRole).toString() ==
          QStringLiteral("中断（部屋がなくなりました）"));
    CHECK(list.pathAt(1) == openPath);
    CHECK(list.stoppedAt(1));
    QString why;
    CHECK_FALSE(ui::readUnfinished(cutPath, why));
    CHECK(why.contains(QStringLiteral("続けられません")));
    GameReview review;
    CHECK_FALSE(review.openFile(cutPath));
    CHECK(review.error().contains(QStringLiteral("LAN")));

    if (!match.isOver()) REQUIRE(match.resign(Side::First));
    text += journalEndEventLine(*match.view(Side::Second).endEvent(), rules);
    writeFile(dir, QStringLiteral("20261201-100000-000.jsonl"), QByteArray::fromStdString(text));
    list.reload();
    REQUIRE(list.total() == 2);
    CHECK(list.pathAt(0) == cutPath);
    CHECK_FALSE(list.stoppedAt(0));
    CHECK(ui::findUnfinished(folder, skipped, stopped)->path == openPath);
    REQUIRE(review.openFile(cutPath));
    CHECK(review.plies() == int(match.record().moves.size()));
    CHECK(review.viewpoint() == Viewpoint::SecondView);
}

TEST_CASE("棋譜 list and review: the CPU's name comes from its level in the language of the "
          "moment, not from the words of the day it was recorded",
          "[ui][review]") {
    Rng rng(41);
    QTemporaryDir dir;
    Written w =
        randomJournal(RuleSet::classic(), rng, GameMode::Cpu, Side::First, "2026-12-01T10:00:00Z");
    // Recorded while the app was in English.
    w.text.replace(QByteArray("CPU（初級）"), QByteArray("CPU (Easy)"));
    REQUIRE(w.text.contains("CPU (Easy)"));
    const QString path = writeFile(dir, QStringLiteral("a.jsonl"), w.text);
    RecordList list;
    list.setFolder(dir.filePath(QStringLiteral("records")));
    list.reload();
    REQUIRE(list.total() == 1);
    // No translator is installed here: the Japanese of the source.
    CHECK(list.data(list.index(0), RecordList::OpponentRole).toString() ==
          QStringLiteral("CPU（初級）"));
    GameReview review;
    REQUIRE(review.openFile(path));
    CHECK(review.title().contains(QStringLiteral("CPU（初級）と対戦")));
    CHECK_FALSE(review.title().contains(QStringLiteral("Easy")));
}

TEST_CASE("Review: each move reads in words - from → to, an attack, a strike or a launch named, "
          "no notation - and the squares' letters and numbers are explained (R-BOARD-1, "
          "F-BOARD-1)",
          "[ui][review]") {
    const auto code = GENERATE(std::string("classic"), std::string("federation"));
    INFO(code);
    const RuleSet rules = *RuleSet::fromCode(code);
    Rng rng(std::hash<std::string>{}(code) + 3);
    QTemporaryDir dir;
    const Written w =
        randomJournal(rules, rng, GameMode::Cpu, Side::First, "2026-12-01T10:00:00Z", true);
    GameReview review;
    REQUIRE(review.openFile(writeFile(dir, QStringLiteral("a.jsonl"), w.text)));
    const QString legend = review.squareLegend();
    const bool classic = rules.game == Game::Classic;
    CHECK(legend.contains(classic ? QStringLiteral("a〜f") : QStringLiteral("a〜i")));
    CHECK(legend.contains(classic ? QStringLiteral("1〜8") : QStringLiteral("1〜9")));
    CHECK(legend.contains(QStringLiteral("d2")));
    int attacks = 0, strikes = 0;
    for (int ply = 1; ply <= review.plies(); ++ply) {
        review.setPly(ply);
        const Announcement& a = review.timeline()->announcement(std::size_t(ply - 1));
        const QString head = review.moveText().section(QLatin1Char('\n'), 0, 0);
        INFO("ply " << ply << ": " << head.toStdString());
        CHECK(head.startsWith(
            QStringLiteral("%1 手目（%2）：")
                .arg(ply)
                .arg(a.mover == Side::First ? QStringLiteral("先手") : QStringLiteral("後手"))));
        // Never the notation's signs (d2-e7, d2*e7, c2**e8, +bomb).
        const QString move = head.section(QStringLiteral("："), 1);
        CHECK_FALSE(move.contains(QLatin1Char('*')));
        CHECK_FALSE(move.contains(QLatin1Char('-')));
        CHECK_FALSE(move.contains(QLatin1Char('+')));
        if (a.move.isStrike()) {
            ++strikes;
            CHECK(move.contains(a.move.kind() == MoveKind::Launch ? QStringLiteral("原爆を発射")
                                                                  : QStringLiteral("を攻撃")));
        } else {
            CHECK(move.contains(QStringLiteral("→")));
            CHECK(move.contains(QStringLiteral("で攻撃")) == (a.outcome != CombatOutcome::None));
            attacks += a.outcome != CombatOutcome::None;
        }
    }
    CHECK(attacks > 0);
    if (!classic) CHECK(strikes > 0);
}
