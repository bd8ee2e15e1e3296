// The tutorial (issue 56): every lesson file reads in both languages; each lesson's goal can be
// reached within its moves against its opponent, as the core judges it; and each is played to
// its goal through the session, by clicks, as a learner would - the opponent's types hidden all
// along, the lesson remembered as done, 次へ going on to the next.
#include "ui/game_session.h"

#include "ai/lesson_reply.h"
#include "core/movegen.h"
#include "core/view_checks.h"
#include "ui/human_seat.h"
#include "ui/lesson_mode.h"

#include "session_fixture.h"
#include "wait.h"

#include <catch2/catch.hpp>

#include <QRegularExpression>

#include <algorithm>

using namespace gunjin;
using gunjin::ui::GameSession;
using gunjin::ui::Lesson;
using gunjin::ui::LessonBook;
using gunjin::ui::LessonMode;
using gunjin::ui::PlayMode;
using Phase = GameSession::Phase;

namespace {

const LessonBook& book() {
    static const LessonBook b = LessonBook::load(QStringLiteral(":/lessons"));
    return b;
}

// The learner's moves that meet `lesson`'s goal against its opponent, found by trying every
// move up to the lesson's limit; empty when none does.
struct Node {
    Referee referee;
    SideView learner;
    SideView opponent;
};

bool solve(const Lesson& lesson, const Node& node, int depth, std::vector<Move>& path) {
    if (depth == 0) return false;
    MoveList moves;
    generateMoves(node.referee.position(), moves);
    for (const Move m : moves) {
        Node next = node;
        const auto a = next.referee.play(m);
        REQUIRE(a);
        REQUIRE(next.learner.apply(*a));
        REQUIRE(next.opponent.apply(*a));
        if (next.referee.isOver()) {
            REQUIRE(next.learner.applyEnd(endEventFor(next.referee, Side::First)));
        }
        path.push_back(m);
        const LessonState state = lessonState(lesson.goal, next.learner);
        if (state == LessonState::Done) return true;
        if (state == LessonState::Going) {
            const auto reply = ai::lessonReply(next.opponent, lesson.movers);
            REQUIRE(reply); // a lesson's opponent always has a move (R-END-4 would end it)
            const auto b = next.referee.play(*reply);
            REQUIRE(b);
            REQUIRE(next.learner.apply(*b));
            REQUIRE(next.opponent.apply(*b));
            if (!next.referee.isOver() && solve(lesson, next, depth - 1, path)) return true;
        }
        path.pop_back();
    }
    return false;
}

std::vector<Move> solution(const Lesson& lesson) {
    const Node start{Referee(lesson.start), SideView::fromPosition(lesson.start, Side::First),
                     SideView::fromPosition(lesson.start, Side::Second)};
    std::vector<Move> path;
    solve(lesson, start, lesson.goal.moveLimit, path);
    return path;
}

LessonMode* lessonMode(GameSession& g) {
    return qobject_cast<LessonMode*>(g.mode());
}

// The learner's move by clicks, once it is their turn.
void playByClicks(GameSession& g, Move m) {
    REQUIRE(waitFor([&] { return g.humanToMove(); }));
    g.clickSquare(m.from());
    // A launch or a tow is chosen on the missile, as its buttons do.
    if (m.kind() == MoveKind::Launch) g.input()->setLaunchMode(true);
    if (m.kind() == MoveKind::Tow) g.input()->setTowMode(true);
    g.clickSquare(m.to());
}

} // namespace

TEST_CASE("Tutorial: every lesson file reads, with its words in Japanese and English",
          "[ui][tutorial]") {
    INFO(book().errors.join(u'\n').toStdString());
    CHECK(book().errors.isEmpty());
    // The classic game's lessons: moving, each kind of piece that moves its own way, combat,
    // mines, the flag, the spy and the HQ.
    REQUIRE(book().of(QStringLiteral("classic")).size() >= 9);
    for (const QString game : {QStringLiteral("classic"), QStringLiteral("federation")}) {
        const auto lessons = book().of(game);
        // One rule set per game: 次へ goes on on the same board.
        for (const Lesson* l : lessons) {
            INFO(l->name.toStdString());
            CHECK(l->name.startsWith(game + u'-'));
            CHECK(l->rules == lessons.front()->rules);
            CHECK(l->goal.moveLimit > 0);
            for (const QString lang : {QStringLiteral("ja"), QStringLiteral("en")}) {
                const Lesson::Words& w = l->in(lang);
                CHECK_FALSE(w.title.isEmpty());
                CHECK_FALSE(w.text.isEmpty());
                CHECK_FALSE(w.task.isEmpty());
                CHECK_FALSE(w.done.isEmpty());
            }
            CHECK(l->in(QStringLiteral("ja")).text.size() ==
                  l->in(QStringLiteral("en")).text.size());
            // The words are in their language: kana in the Japanese, none in the English.
            const QString en = l->in(QStringLiteral("en")).text.join(u' ');
            CHECK_FALSE(en.contains(QRegularExpression(QStringLiteral("[\\x{3040}-\\x{30ff}]"))));
        }
    }
}

TEST_CASE("Tutorial: a lesson file that does not fit is refused with its reason",
          "[ui][tutorial]") {
    const QByteArray words =
        R"("ja": {"title": "t", "text": ["p"], "task": "k", "done": "d"},
           "en": {"title": "t", "text": ["p"], "task": "k", "done": "d"})";
    const auto read = [&](const QByteArray& body) {
        return ui::readLesson(QStringLiteral("x"), "{" + body + "," + words + "}");
    };
    const QByteArray ok = R"("rules": "classic", "own": ["major@b3"], "theirs": ["captain@f8"],
                             "movers": ["f8"], "goal": "reach b5 in 3")";
    REQUIRE(read(ok));
    const std::pair<QByteArray, const char*> bad[] = {
        {R"("rules": "chess", "own": ["major@b3"], "theirs": ["captain@f8"], "movers": ["f8"],
            "goal": "reach b5 in 3")",
         "chess"},
        {R"("rules": "classic", "own": ["jet@b3"], "theirs": ["captain@f8"], "movers": ["f8"],
            "goal": "reach b5 in 3")",
         "jet"},
        {R"("rules": "classic", "own": ["major@b3"], "theirs": ["captain@b3"], "movers": ["b3"],
            "goal": "reach b5 in 3")",
         "two pieces"},
        {R"("rules": "classic", "own": ["major@b3"], "theirs": ["mine@f8"], "movers": ["f8"],
            "goal": "reach b5 in 3")",
         "mover"},
        {R"("rules": "classic", "own": ["major@b3"], "theirs": ["captain@f8"], "movers": ["f8"],
            "goal": "take b5 in 3")",
         "nothing of theirs"},
        {R"("rules": "classic", "own": ["major@b3"], "theirs": ["captain@f8"], "movers": ["f8"],
            "goal": "reach b3 in 3")",
         "reached already"},
        {R"("rules": "classic", "own": ["major@b3"], "theirs": ["captain@f8"], "movers": ["f8"],
            "goal": "go b5")",
         "not a goal"},
    };
    for (const auto& [body, why] : bad) {
        const auto lesson = read(body);
        INFO(body.toStdString());
        REQUIRE_FALSE(lesson);
        CHECK_THAT(lesson.error(), Catch::Contains(why));
    }
    CHECK_FALSE(ui::readLesson(QStringLiteral("x"), "{" + ok + "}")); // no words
    CHECK_FALSE(ui::readLesson(QStringLiteral("x"), "not json"));
}

TEST_CASE("Tutorial: each lesson's goal can be reached within its moves against its opponent",
          "[ui][tutorial]") {
    for (const Lesson& l : book().lessons) {
        INFO(l.name.toStdString());
        CHECK(lessonState(l.goal, SideView::fromPosition(l.start, Side::First)) ==
              LessonState::Going);
        CHECK_FALSE(solution(l).empty());
    }
}

TEST_CASE("Tutorial: every lesson played by clicks through the session, its opponent's types "
          "hidden (R-INFO-1), done, remembered, and 次へ goes on",
          "[ui][tutorial]") {
    SessionFixture f(3);
    GameSession& g = f.game;
    ui::Tutorial& tutorial = *g.tutorial();
    CHECK(tutorial.offered()); // the first start offers it
    CHECK(tutorial.next() == book().of(QStringLiteral("classic")).front()->name);
    for (const QString game : {QStringLiteral("classic"), QStringLiteral("federation")}) {
        tutorial.setGame(game);
        const auto lessons = book().of(game);
        if (lessons.empty()) continue;
        REQUIRE(g.startLesson(lessons.front()->name));
        CHECK_FALSE(tutorial.offered()); // begun: the offer is put away
        for (std::size_t i = 0; i < lessons.size(); ++i) {
            const Lesson& l = *lessons[i];
            INFO(l.name.toStdString());
            LessonMode* mode = lessonMode(g);
            REQUIRE(mode);
            REQUIRE(mode->name() == l.name);
            CHECK(mode->kind() == PlayMode::Lesson);
            CHECK(g.phase() == Phase::Play);
            CHECK(mode->place() == QStringLiteral("%1 / %2").arg(i + 1).arg(lessons.size()));
            CHECK(g.narrator()->message().contains(mode->task()));
            std::vector<Square> entered; // squares the learner's pieces have moved to
            for (const Move m : solution(l)) {
                // The opponent's pieces that stay put are face down on the learner's board.
                l.start.forEachOnBoard([&](Square s, const Piece& p) {
                    const bool stays =
                        std::find(l.movers.begin(), l.movers.end(), PieceId(s)) == l.movers.end();
                    const bool ours = std::find(entered.begin(), entered.end(), s) != entered.end();
                    if (p.side == Side::Second && stays && !ours && !isPublic(l.rules, p.type))
                        CHECK(g.labelAt(s).isEmpty());
                });
                playByClicks(g, m);
                if (!m.isStrike()) entered.push_back(m.to());
            }
            REQUIRE(waitFor([&] { return mode->state() != LessonMode::Going; }));
            CHECK(mode->state() == LessonMode::Done);
            CHECK(mode->verdict() == l.in(QStringLiteral("ja")).done);
            CHECK(tutorial.isDone(l.name));
            if (i + 1 < lessons.size()) {
                CHECK(mode->nextName() == lessons[i + 1]->name);
                mode->next();
            } else {
                CHECK(mode->nextName().isEmpty());
            }
        }
        CHECK(tutorial.doneCount() == int(lessons.size()));
        g.backToMenu();
    }
    // Nothing of a lesson is recorded.
    CHECK(f.journals().isEmpty());
}

TEST_CASE("Tutorial: a lesson gone wrong says why, takes no more moves, and やり直す starts it "
          "again, and the words follow the language",
          "[ui][tutorial]") {
    SessionFixture f(4);
    GameSession& g = f.game;
    const QString name = QStringLiteral("classic-06-mine");
    REQUIRE(book().find(name));
    REQUIRE(g.startLesson(name));
    LessonMode* mode = lessonMode(g);
    REQUIRE(mode);
    // The major walks onto the mine: both go (R-COMBAT-5), and the lesson asked to keep it.
    const RuleSet& rules = book().find(name)->rules;
    const auto at = [&](const char* s) { return int(*rules.board().parse(s)); };
    playByClicks(g, Move(Square(at("a4")), Square(at("b4"))));
    REQUIRE(waitFor([&] { return g.humanToMove(); }));
    playByClicks(g, Move(Square(at("b4")), Square(at("b5"))));
    REQUIRE(waitFor([&] { return mode->state() != LessonMode::Going; }));
    CHECK(mode->state() == LessonMode::Failed);
    CHECK(mode->verdict().contains(QStringLiteral("駒を失ってしまいました。")));
    CHECK(mode->verdict().contains(QStringLiteral("やり直す")));
    CHECK_FALSE(g.tutorial()->isDone(name));
    CHECK_FALSE(g.humanToMove()); // the board takes no more moves
    // English words.
    g.tutorial()->setLanguage(QStringLiteral("en"));
    CHECK(mode->lessonTitle() == book().find(name)->in(QStringLiteral("en")).title);
    g.tutorial()->setLanguage(QStringLiteral("ja"));
    // やり直す: the same lesson from its start.
    g.playAgain();
    mode = lessonMode(g);
    REQUIRE(mode);
    CHECK(mode->name() == name);
    CHECK(mode->state() == LessonMode::Going);
    CHECK(g.humanToMove());
    // The major is back on a4 and the mine's square holds a piece again.
    CHECK_FALSE(g.labelAt(at("a4")).isEmpty());
    CHECK(g.labelAt(at("b4")).isEmpty());
    CHECK(g.destinationsFrom(at("a4")).contains(at("b4")));
    // An unknown lesson starts nothing.
    g.backToMenu();
    CHECK_FALSE(g.startLesson(QStringLiteral("classic-99-none")));
    CHECK(g.mode() == nullptr);
}

TEST_CASE("ヒント: against the Easy CPU the CPU's choice from the player's own view chooses the "
          "piece and says the move, and other games offer none",
          "[ui][tutorial]") {
    SessionFixture f(6);
    GameSession& g = f.game;
    REQUIRE(g.startCpuGame(QStringLiteral("medium"), true));
    g.confirmSetup();
    CHECK_FALSE(g.hintOffered());
    g.backToMenu();
    REQUIRE(g.startCpuGame(QStringLiteral("easy"), true));
    CHECK_FALSE(g.hintOffered()); // not while arranging
    g.confirmSetup();
    REQUIRE(g.phase() == Phase::Play);
    REQUIRE(waitFor([&] { return g.humanToMove(); }));
    CHECK(g.hintOffered());
    CHECK(g.selectedSquare() == -1);
    g.askHint();
    REQUIRE(waitFor([&] { return g.selectedSquare() != -1; }));
    CHECK_FALSE(g.hintThinking());
    const int from = g.selectedSquare();
    const QVariantList to = g.destinationsFrom(from);
    REQUIRE_FALSE(to.isEmpty());
    const QString said = g.narrator()->message();
    CHECK(said.startsWith(QStringLiteral("ヒント：")));
    CHECK(said.contains(g.squareLabel(from)));
    // The suggested square is one of the chosen piece's.
    bool named = false;
    for (const QVariant& t : to) named = named || said.contains(g.squareLabel(t.toInt()));
    CHECK(named);
    // Played as suggested, the game goes on.
    g.clickSquare(to.front().toInt());
    CHECK(waitFor([&] { return g.ply() >= 1; }));
    // A hint asked on the opponent's turn is refused in words.
    g.backToMenu();
    REQUIRE(g.startCpuGame(QStringLiteral("easy"), false));
    g.confirmSetup();
    REQUIRE_FALSE(g.humanToMove()); // the CPU moves first, on its worker thread
    g.askHint();
    CHECK(g.narrator()->message() == QStringLiteral("ヒントは、あなたの番に出せます。"));
    CHECK_FALSE(g.hintThinking());
}
