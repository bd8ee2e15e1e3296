// The help's board diagrams (HelpDiagram, BoardDiagram): every diagram the documents reference
// is valid, marks exactly what the core computes (the move generator, the flag's stand-in, the
// strike areas), and is drawn that way: the mark colour inside every marked square and in no
// other. A bad reference is an error that says what is wrong, drawn as text.
#include "ui/board_diagram.h"
#include "ui/help_book.h"

#include "core/board.h"
#include "core/combat.h"
#include "core/movegen.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QPainter>
#include <set>

using namespace gunjin;
using gunjin::ui::BoardDiagram;
using gunjin::ui::HelpBook;
using gunjin::ui::HelpDiagram;

namespace {

// Every diagram reference of the help, from its Japanese documents (test_help_book checks that
// the English ones reference the same).
QStringList helpDiagrams() {
    HelpBook book;
    QStringList references;
    for (int i = 0; i < book.sectionNames().size(); ++i)
        for (const HelpBook::Part& part : HelpBook::split(book.document(i)))
            if (!part.diagram.isEmpty()) references << part.diagram;
    return references;
}

QStringList names(const RuleSet& rules, const std::set<Square>& squares) {
    QStringList list;
    for (const Square s : squares) list << QString::fromLatin1(rules.board().name(s));
    return list;
}

// What the core says the diagram marks, asked of the core directly.
QStringList coreMarks(const HelpDiagram& d) {
    std::set<Square> squares;
    if (d.kind == HelpDiagram::Kind::Strike || d.kind == HelpDiagram::Kind::Bomb) {
        const std::uint64_t area = strikeArea(d.rules, d.target, d.kind == HelpDiagram::Kind::Bomb);
        for (int s = 0; s < d.rules.board().squareCount; ++s)
            if (area >> s & 1) squares.insert(static_cast<Square>(s));
        return names(d.rules, squares);
    }
    Position pos(d.rules);
    for (const HelpDiagram::Piece& p : d.pieces) pos.place(p.square, p.side, p.type);
    const Square subject = d.pieces.front().square;
    if (d.kind == HelpDiagram::Kind::Moves) {
        MoveList moves;
        generatePieceMoves(pos, pos.pieceAt(subject), moves);
        for (const Move m : moves)
            if (!m.isStrike()) squares.insert(m.to());
    } else {
        const PieceType strength = effectiveDefender(pos, subject);
        CHECK(d.flagStrength == strength);
        const Square behind = squareBehind(subject, Side::First);
        if (strength != PieceType::Flag) {
            REQUIRE(behind != kNoSquare);
            CHECK(pos.typeAt(behind) == strength);
            squares.insert(behind);
        }
    }
    return names(d.rules, squares);
}

// The diagram painted at `width`, on white.
QImage painted(BoardDiagram& item, double width) {
    item.setSize(QSizeF(width, 10));
    item.setSize(QSizeF(width, item.implicitHeight()));
    QImage image(item.size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    item.paint(&painter);
    return image;
}

int pixelsOf(const QImage& image, const QRectF& rect, QColor colour) {
    int count = 0;
    const QRect r = rect.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (image.pixelColor(x, y).rgb() == colour.rgb()) ++count;
    return count;
}

} // namespace

TEST_CASE("The help references diagrams of moves, the flag and both strike areas", "[help]") {
    const QStringList references = helpDiagrams();
    std::set<HelpDiagram::Kind> kinds;
    for (const QString& reference : references) {
        const auto diagram = ui::readHelpDiagram(reference);
        INFO(reference.toStdString() << ": " << (diagram ? "" : diagram.error()));
        REQUIRE(diagram.ok());
        kinds.insert(diagram->kind);
    }
    CHECK(kinds.size() == 4);
}

TEST_CASE("Each help diagram marks what the core computes, and paints exactly those", "[help]") {
    for (const QString& reference : helpDiagrams()) {
        INFO(reference.toStdString());
        BoardDiagram item;
        item.setReference(reference);
        REQUIRE(item.error().isEmpty());
        REQUIRE(item.diagram());
        const HelpDiagram& d = *item.diagram();
        const QStringList marked = item.markedSquares();
        CHECK(marked == coreMarks(d));
        CHECK((d.kind == HelpDiagram::Kind::Flag || !marked.isEmpty()));

        const QImage image = painted(item, 380);
        const BoardLayout& board = d.rules.board();
        for (int s = 0; s < board.squareCount; ++s) {
            const QString name = QString::fromLatin1(board.name(static_cast<Square>(s)));
            INFO(name.toStdString());
            const int marks = pixelsOf(image, item.squareRect(name), item.markColor());
            const int attacks = pixelsOf(image, item.squareRect(name), item.attackColor());
            if (item.attackedSquares().contains(name)) {
                CHECK(attacks > 100); // the game's red frame
                CHECK(marks == 0);
            } else if (marked.contains(name)) {
                // A frame around the square; in a moves diagram an empty square's dot only.
                const bool dot = d.kind == HelpDiagram::Kind::Moves;
                CHECK(marks > (dot ? 40 : 100));
                CHECK(attacks == 0);
            } else {
                CHECK(marks == 0);
                CHECK(attacks == 0);
            }
        }
    }
}

TEST_CASE("Diagrams of known cases: a tank over the bridge, the flag, a strike's 5 squares",
          "[help]") {
    BoardDiagram item;
    // R-MOVE: one square any way, two forward when the square between is empty - over the
    // river on the bridge of column b.
    item.setReference(QStringLiteral("classic/moves/tank@b3"));
    CHECK(item.markedSquares() == QStringList({"b2", "a3", "c3", "b4", "b5"}));
    // R-COMBAT-6: the flag on c2 fights as the general in hq1.
    item.setReference(QStringLiteral("classic/flag/flag@c2+general@hq1"));
    CHECK(item.markedSquares() == QStringList({"hq1"}));
    CHECK(item.diagram()->flagStrength == PieceType::General);
    // F-STRIKE-1 / F-STRIKE-4: 5 squares for a missile, 9 for the 原爆.
    item.setReference(QStringLiteral("federation/strike/b8"));
    CHECK(item.markedSquares().size() == 5);
    item.setReference(QStringLiteral("federation/bomb/b8"));
    CHECK(item.markedSquares().size() == 9);
    CHECK(item.markColor() == item.areaColor());
}

TEST_CASE("A diagram draws its rule set's board in proportion", "[help]") {
    BoardDiagram item;
    item.setReference(QStringLiteral("classic/moves/tank@b3"));
    painted(item, 380);
    const QRectF b4 = item.squareRect(QStringLiteral("b4")),
                 b5 = item.squareRect(QStringLiteral("b5"));
    CHECK(b4.width() == Approx(b4.height()));
    CHECK(b5.bottom() < b4.top() - b4.height() / 4); // the river between rows 4 and 5
    CHECK(item.squareRect(QStringLiteral("hq1")).width() == Approx(2 * b4.width()));
    CHECK(item.squareRect(QStringLiteral("a8")).top() >= 0);
    CHECK(item.squareRect(QStringLiteral("f1")).right() <= 380);
    CHECK(item.squareRect(QStringLiteral("f1")).bottom() < item.implicitHeight());
    CHECK(item.squareRect(QStringLiteral("z9")).isEmpty());

    item.setReference(QStringLiteral("federation/strike/b8"));
    painted(item, 380);
    const QRectF e5 = item.squareRect(QStringLiteral("e5"));
    CHECK(item.squareRect(QStringLiteral("hq9")).width() == Approx(3 * e5.width()));
    CHECK(item.squareRect(QStringLiteral("e4")).isEmpty()); // river, not a square
    CHECK(item.implicitHeight() == Approx(380)); // 9 rows and the coordinates over 9 columns
}

TEST_CASE("A bad diagram reference is an error that says what is wrong", "[help]") {
    const std::vector<std::pair<const char*, const char*>> cases = {
        {"classic/moves", "RULES/KIND/WHAT"},
        {"chess/moves/tank@b3", "chess"},
        {"classic/jump/tank@b3", "jump"},
        {"classic/moves/tank@z9", "z9"},
        {"classic/moves/tankb3", "TYPE@SQUARE"},
        {"classic/moves/jet@b3", "jet"},
        {"classic/moves/lancer@b3", "lancer"},
        {"classic/moves/mine@b3", "does not move"},
        {"classic/moves/tank@b3+?@b3", "two pieces"},
        {"classic/moves/?@b3", "first player"},
        {"classic/flag/tank@b3", "flag"},
        {"classic/strike/b3", "federation"},
        {"federation/bomb/x1", "x1"}};
    for (const auto& [reference, says] : cases) {
        INFO(reference);
        BoardDiagram item;
        item.setReference(QString::fromLatin1(reference));
        CHECK(item.error().contains(QString::fromLatin1(says)));
        CHECK(item.markedSquares().isEmpty());
        CHECK(item.implicitHeight() > 0); // the error is drawn, not an empty gap
        const QImage image = painted(item, 300);
        CHECK(!image.isNull());
    }
}

TEST_CASE("A moves diagram marks as the game does - a green dot on an empty square, a red frame "
          "on an opponent piece to attack, a yellow frame on the chosen piece",
          "[help]") {
    BoardDiagram item;
    item.setReachColor(QColor(0x2f, 0xae, 0x4a));  // Theme.reachable, as HelpContent binds them
    item.setAttackColor(QColor(0xe3, 0x2b, 0x2b)); // Theme.attack
    // The engineer on e3 reaches e4, e5 and attacks the opponent's piece on e6 (R-MOVE).
    item.setReference(QStringLiteral("classic/moves/engineer@e3+?@e6"));
    REQUIRE(item.markedSquares().contains(QStringLiteral("e6")));
    CHECK(item.attackedSquares() == QStringList{QStringLiteral("e6")});
    const QImage image = painted(item, 380);
    const auto count = [&](const char* square, const QColor& color) {
        return pixelsOf(image, item.squareRect(QString::fromLatin1(square)), color);
    };
    CHECK(count("e6", item.attackColor()) > 100);
    CHECK(count("e6", item.reachColor()) == 0); // never green, as it was
    CHECK(count("e4", item.reachColor()) > 50); // the dot
    CHECK(count("e4", item.attackColor()) == 0);
    CHECK(count("e3", QColor(0xff, 0xd2, 0x1f)) > 100); // Theme.selected
    // A strike's area keeps its own colour, and nothing in it is an attack frame.
    item.setReference(QStringLiteral("federation/strike/b8"));
    CHECK(item.attackedSquares().isEmpty());
}
