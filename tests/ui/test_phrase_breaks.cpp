// Line breaks and spacing of the game's Japanese lines (issue 34): a wrapped message never
// splits a word ("8 手ま / で") nor leaves a bracket alone ("（f3）"), and a place name that is
// Japanese (相手の総司令部) has no stray spaces around it. Laid out with Qt's own QTextLayout,
// in the kanji font the app uses, at every width from narrow to wide.
#include "ui/move_words.h"
#include "ui/phrase_breaks.h"

#include "core/match.h"
#include "core/movegen.h"
#include "core/rng.h"

#include <catch2/catch.hpp>

#include <QFont>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTextLayout>

using namespace gunjin;
using gunjin::ui::keepPhrases;
using gunjin::ui::tidySpacing;

namespace {

constexpr QChar kJoiner(0x2060);

// Where each line of `text` starts when wrapped at `width` pixels (Qt's word wrap, as a Label
// with wrapMode Text.Wrap lays it out).
std::vector<int> lineStarts(const QString& text, qreal width) {
    QFont font(QStringLiteral("IPAGothic"));
    font.setPixelSize(14);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    std::vector<int> starts;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        starts.push_back(line.textStart());
    }
    layout.endLayout();
    return starts;
}

// The text as written: no joiners, plain spaces.
QString plain(QString text) {
    return text.remove(kJoiner).replace(QChar(0x00A0), u' ');
}

// The width of the widest phrase: narrower, a phrase has to break somewhere.
qreal widestPhrase(const QString& text) {
    QFont font(QStringLiteral("IPAGothic"));
    font.setPixelSize(14);
    const QFontMetricsF metrics(font);
    qreal widest = 0;
    QString phrase;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        // A run of Latin text ("6×8", "17:05") counts as one piece as well.
        const bool end = i == text.size() || (text[i].isSpace() && text[i] != QChar(0x00A0)) ||
                         (i > 0 && text[i] != kJoiner && text[i - 1] != kJoiner &&
                          text[i - 1] != QChar(0x00A0) &&
                          !(text[i].unicode() < 0x2E80 && text[i - 1].unicode() < 0x2E80));
        if (end) {
            widest = std::max(widest, metrics.horizontalAdvance(plain(phrase)));
            phrase.clear();
        }
        if (i < text.size()) phrase += text[i];
    }
    return widest;
}

// Whether wrapping `text` at some width puts a line start inside `word`.
bool splitsAnywhere(const QString& text, const QString& word, qreal from) {
    const qsizetype at = plain(text).indexOf(word);
    REQUIRE(at >= 0);
    for (qreal w = from; w <= 420; w += 3) {
        int plainIndex = 0, rawIndex = 0;
        const std::vector<int> starts = lineStarts(text, w);
        for (int start : starts) {
            for (; rawIndex < start; ++rawIndex)
                if (text[rawIndex] != kJoiner) ++plainIndex;
            if (plainIndex > at && plainIndex < at + word.size()) return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("Phrases: word joiners between the characters of a phrase, none in Latin text",
          "[ui][text]") {
    const QString j(kJoiner);
    CHECK(keepPhrases(QStringLiteral("あなたの大将は勝ちました（f3）")) ==
          QStringLiteral("あ%1な%1た%1の大%1将%1は勝%1ち%1ま%1し%1た%1（%1f3%1）").arg(j));
    CHECK(keepPhrases(QStringLiteral("CPU（中級）と対戦・8 手まで")) ==
          QStringLiteral("CPU%1（%1中%1級%1）%1と対%1戦%1・8\u00a0手%1ま%1で").arg(j));
    CHECK(keepPhrases(QStringLiteral("相手の駒を 4 枚取りました")) ==
          QStringLiteral("相%1手%1の駒%1を 4\u00a0枚%1取%1り%1ま%1し%1た").arg(j));
    CHECK(keepPhrases(QStringLiteral("終わったら「この並べ方で決定」を")) ==
          QStringLiteral("終%1わ%1っ%1た%1ら「%1こ%1の並%1べ方%1で決%1定%1」%1を").arg(j));
    CHECK(keepPhrases(QStringLiteral("You won (f3).")) == QStringLiteral("You won (f3)."));
    CHECK(keepPhrases(keepPhrases(QStringLiteral("ミサイルを発射"))) ==
          keepPhrases(QStringLiteral("ミサイルを発射")));
}

TEST_CASE("Phrases: a wrapped line never starts inside a word or at a bracket, at any width",
          "[ui][text]") {
    const QString lines[] = {
        QStringLiteral("あなたの大将は勝ちました（f3）"),
        QStringLiteral("d5 を原爆で攻撃し、相手の駒を 4 枚取りました"),
        QStringLiteral(
            "途中の対局があります：12/3 17:05　CPU（中級）と対戦・軍人将棋（6×8）・8 手まで"),
        QStringLiteral("相手の駒が相手の総司令部から d7 へ動きました。あなたの番です。"),
    };
    for (const QString& line : lines) {
        INFO(line.toStdString());
        const QString text = keepPhrases(line);
        CHECK(plain(text) == line);
        const qreal from = widestPhrase(text) + 1;
        for (qreal w = from; w <= 420; w += 3) {
            const std::vector<int> starts = lineStarts(text, w);
            for (int start : starts) {
                if (start == 0) continue;
                INFO("width " << w << ", line at " << start);
                CHECK(text[start] != kJoiner);
                CHECK(text[start - 1] != kJoiner);
                CHECK(text[start] != u'（');
            }
        }
    }
    // Without the joiners Qt does split these (the play-test's "8 手ま / で" and "（f3）").
    CHECK(splitsAnywhere(lines[2], QStringLiteral("手まで"), 40));
    CHECK(splitsAnywhere(lines[1], QStringLiteral("4 枚"), 40));
    CHECK(splitsAnywhere(lines[0], QStringLiteral("勝ちました（f3）"), 40));
    CHECK_FALSE(splitsAnywhere(keepPhrases(lines[2]), QStringLiteral("8 手まで"),
                               widestPhrase(keepPhrases(lines[2])) + 1));
    CHECK_FALSE(splitsAnywhere(keepPhrases(lines[1]), QStringLiteral("4 枚"),
                               widestPhrase(keepPhrases(lines[1])) + 1));
    CHECK_FALSE(splitsAnywhere(keepPhrases(lines[0]), QStringLiteral("勝ちました（f3）"),
                               widestPhrase(keepPhrases(lines[0])) + 1));
}

TEST_CASE("Spacing: no space between two Japanese words - a square name keeps its spaces",
          "[ui][text]") {
    CHECK(tidySpacing(QStringLiteral("相手の駒が 相手の総司令部 から d7 へ動きました。")) ==
          QStringLiteral("相手の駒が相手の総司令部から d7 へ動きました。"));
    CHECK(tidySpacing(QStringLiteral("相手の駒が c5 から d7 へ")) ==
          QStringLiteral("相手の駒が c5 から d7 へ"));
    CHECK(tidySpacing(QStringLiteral("The opponent moved from c5 to d7.")) ==
          QStringLiteral("The opponent moved from c5 to d7."));
}

// Only the classic game names an HQ in a move's news: the federation's marshal never leaves
// its HQ, and no strike targets one.
TEST_CASE("Spacing: the news of a move out of the opponent's HQ has no stray spaces",
          "[ui][text]") {
    for (const char* code : {"classic", "classic:h7=open"}) {
        INFO(code);
        const RuleSet rules = *RuleSet::fromCode(code);
        const ui::MoveWords words(rules);
        int told = 0;
        for (std::uint64_t seed = 1; seed < 400 && told < 3; ++seed) {
            Rng rng(seed);
            Match match(Setup::random(rules, Side::First, rng),
                        Setup::random(rules, Side::Second, rng));
            const Square hq = rules.board().hqOf(Side::Second);
            for (int ply = 0; ply < 200 && !match.isOver(); ++ply) {
                MoveList moves;
                generateMoves(match.referee().position(), moves);
                if (moves.size() == 0) break;
                Move chosen = moves[rng.below(moves.size())];
                for (Move m : moves)
                    if (m.from() == hq && !m.isStrike()) chosen = m;
                const Position before = match.view(Side::First).position();
                const auto a = match.play(chosen);
                REQUIRE(a);
                if (chosen.from() != hq || a->outcome != CombatOutcome::None) continue;
                const QString news = words.news(Side::First, before, *a);
                INFO(news.toStdString());
                CHECK(news.contains(QStringLiteral("相手の駒が相手の総司令部から ")));
                CHECK_FALSE(news.contains(QRegularExpression(
                    QStringLiteral("[\\x{3040}-\\x{9fff}] [\\x{3040}-\\x{9fff}]"))));
                ++told;
            }
        }
        CHECK(told > 0);
    }
}

// A play-tester read a 飛行機's attack from across the board as a move no piece could make.
// Whether a piece passed over others is public (the squares alone say it), so the words say it
// for every such move, as it starts and once it is told, and for no other move.
TEST_CASE("R-MOVE-6 and R-MOVE-9: a move over pieces is told as a jump - and no other move",
          "[ui][text]") {
    const RuleSet rules = *RuleSet::fromCode("classic");
    const BoardLayout& board = rules.board();
    const ui::MoveWords words(rules);
    const QString jump = QStringLiteral("駒を飛び越えて");
    int jumps = 0, others = 0;
    for (std::uint64_t seed = 1; seed < 60; ++seed) {
        Rng rng(seed);
        Match match(Setup::random(rules, Side::First, rng),
                    Setup::random(rules, Side::Second, rng));
        for (int ply = 0; ply < 150 && !match.isOver(); ++ply) {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            if (moves.size() == 0) break;
            const Move chosen = moves[rng.below(moves.size())];
            const Position before = match.view(Side::First).position();
            // Over pieces: along a column (an HQ spans the column it is entered or left by),
            // with a piece on a square strictly between.
            bool over = false;
            const double c0 = board.centreColumn(chosen.from()),
                         c1 = board.centreColumn(chosen.to());
            const int column = int(board.isHq(chosen.from()) ? c1 : c0);
            if ((c0 == c1 || board.isHq(chosen.from()) || board.isHq(chosen.to())) &&
                std::abs(c0 - c1) < 1) {
                const int r0 = board.rowOf(chosen.from()), r1 = board.rowOf(chosen.to());
                for (int r = std::min(r0, r1) + 1; r < std::max(r0, r1); ++r)
                    if (const Square s = board.squareAt(column, r); s != kNoSquare)
                        over = over || !before.isEmpty(s);
            }
            // From HQ to HQ a plane may have flown down either of their columns: not judged.
            const bool hqToHq = board.isHq(chosen.from()) && board.isHq(chosen.to());
            const Side mover = before.sideToMove();
            const auto a = match.play(chosen);
            REQUIRE(a);
            if (mover != Side::Second || hqToHq) continue;
            const QString news = words.news(Side::First, before, *a);
            const QString start = words.underWay(Side::First, before, *a);
            INFO(news.toStdString() << " / " << start.toStdString());
            CHECK(news.contains(jump) == over);
            if (a->outcome != CombatOutcome::None) CHECK(start.contains(jump) == over);
            ++(over ? jumps : others);
        }
    }
    CHECK(jumps >= 5);
    CHECK(others >= 100);
}

// A play-tester saw our missile and 原爆 vanish in an air collision and could not tell why
// nothing else happened: both sides' words say so, with the rule.
TEST_CASE("F-STRIKE-2: an air collision is told to both sides with what it means", "[ui][text]") {
    const RuleSet rules = *RuleSet::fromCode("federation");
    const ui::MoveWords words(rules);
    int told = 0;
    for (std::uint64_t seed = 1; seed < 400 && told < 4; ++seed) {
        Rng rng(seed);
        Match match(Setup::random(rules, Side::First, rng),
                    Setup::random(rules, Side::Second, rng));
        for (int ply = 0; ply < 300 && !match.isOver(); ++ply) {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            if (moves.size() == 0) break;
            Move chosen = moves[rng.below(moves.size())];
            for (Move m : moves) // strikes when there are any: collisions come sooner
                if (m.isStrike() && rng.below(2) == 0) chosen = m;
            const Side mover = match.referee().position().sideToMove();
            const Position mine = match.view(mover).position();
            const Position theirs = match.view(opponent(mover)).position();
            const auto a = match.play(chosen);
            REQUIRE(a);
            if (!a->move.isStrike() || !a->strike.collision) continue;
            const QString striker = words.news(mover, mine, *a);
            const QString struck = words.news(opponent(mover), theirs, *a);
            INFO(striker.toStdString() << " / " << struck.toStdString());
            CHECK(striker.contains(QStringLiteral("空中衝突")));
            CHECK(striker.contains(QStringLiteral("ほかの駒には何も起きません")));
            CHECK(struck.contains(QStringLiteral("空中衝突")));
            CHECK(struck.contains(QStringLiteral("ほかの駒は無事です")));
            ++told;
        }
    }
    CHECK(told >= 2);
}
