// The setup editor warns, without refusing, when an arrangement walls pieces in for good
// (core/setup_check.h; issue 34): it names each piece with its square and what boxes it in, in
// Japanese and in English.
#include "ui/language.h"
#include "ui/setup_editor.h"

#include "core/setup_check.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

#include <set>

using namespace gunjin;
using gunjin::ui::SetupEditor;

namespace {

Square at(const RuleSet& rules, const char* name) {
    const auto s = rules.board().parse(name);
    REQUIRE(s);
    return *s;
}

// Swaps pieces in the editor, as a player would, until each listed square holds its type. List
// the flag and the mines first: then no swap moves one of them where it may not stand.
void arrange(SetupEditor& editor, std::initializer_list<std::pair<const char*, PieceType>> want) {
    const RuleSet& rules = editor.setup().rules();
    std::set<Square> done;
    for (const auto& [name, type] : want) {
        const Square s = at(rules, name);
        if (editor.setup().typeAt(s) != type) {
            Square from = kNoSquare;
            for (const SetupEntry& e : editor.setup().entries())
                if (e.type == type && e.square != s && !done.count(e.square)) {
                    from = e.square;
                    break;
                }
            REQUIRE(from != kNoSquare);
            editor.click(from);
            editor.click(s);
            INFO(name);
            REQUIRE(editor.setup().typeAt(s) == type);
        }
        done.insert(s);
    }
}

} // namespace

TEST_CASE("R-MOVE-8 R-BOARD-4: the setup editor names the pieces an arrangement walls in "
          "(issue 34's 中将 f1 and 少尉 e1)",
          "[ui]") {
    ui::Language language;
    language.setChoice(QStringLiteral("ja"));
    Rng rng(34);
    SetupEditor editor;
    editor.begin(RuleSet::classic(), Side::First, &rng, nullptr);
    editor.setOpen(true);
    CHECK(editor.wallWarning().isEmpty()); // おまかせ never walls a piece in

    QSignalSpy changed(&editor, &SetupEditor::changed);
    arrange(editor, {{"f2", PieceType::Flag},
                     {"e2", PieceType::Mine},
                     {"hq1", PieceType::Mine},
                     {"f1", PieceType::LieutenantGeneral},
                     {"e1", PieceType::SecondLieutenant}});
    CHECK(changed.count() > 0);
    CHECK(editor.wallWarning() ==
          QStringLiteral("e1 の少尉と f1 の中将は、地雷と軍旗に囲まれて動けません。"
                         "並べ方のきまりには合っているので、このままでも始められます。"));
    // A warning, not a refusal: the arrangement is legal and stays.
    CHECK(checkSetup(editor.setup().rules(), Side::First, editor.setup().entries()).empty());
    CHECK(editor.setup().typeAt(at(editor.setup().rules(), "f1")) == PieceType::LieutenantGeneral);

    SECTION("in English") {
        language.setChoice(QStringLiteral("en"));
        CHECK(editor.wallWarning() ==
              QStringLiteral("Second Lieutenant on e1 and Lieutenant General on f1 can never "
                             "move, boxed in by Mine and Flag. This setup is allowed, so you can "
                             "still start with it."));
        language.setChoice(QStringLiteral("ja"));
    }
    SECTION("gone once a way out opens") {
        // The mine in the HQ swapped with a movable piece: the HQ is a way out.
        editor.click(at(editor.setup().rules(), "hq1"));
        editor.click(at(editor.setup().rules(), "a3"));
        CHECK(editor.wallWarning().isEmpty());
    }
}

TEST_CASE("F-MOVE-6 F-BOARD-3: the federation editor names the marshal among the walls", "[ui]") {
    ui::Language language;
    language.setChoice(QStringLiteral("ja"));
    Rng rng(9);
    SetupEditor editor;
    editor.begin(RuleSet::federation(), Side::Second, &rng, nullptr);
    editor.setOpen(true);
    CHECK(editor.wallWarning().isEmpty());
    // g9 is the second player's c1: next to its HQ, h9 and g8.
    arrange(editor, {{"h9", PieceType::Mine}, {"g8", PieceType::Mine}, {"g9", PieceType::Spy}});
    CHECK(editor.wallWarning() ==
          QStringLiteral("g9 のスパイは、元帥と地雷に囲まれて動けません。"
                         "並べ方のきまりには合っているので、このままでも始められます。"));
    language.setChoice(QStringLiteral("en"));
    CHECK(editor.wallWarning().startsWith(
        QStringLiteral("Spy on g9 can never move, boxed in by Marshal and Mine.")));
    language.setChoice(QStringLiteral("ja"));
}
