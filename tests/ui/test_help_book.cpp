// The help documents (HelpBook): every section in both languages, none empty, titled, its
// Markdown read by Qt without markup left over, its diagram references valid and the same in
// both languages; a missing document reads as a message, not an empty page.
#include "ui/help_book.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>

using gunjin::ui::HelpBook;

namespace {

QStringList diagramsOf(const QString& markdown) {
    QStringList references;
    for (const HelpBook::Part& part : HelpBook::split(markdown))
        if (!part.diagram.isEmpty()) references << part.diagram;
    return references;
}

void write(const QString& path, const QByteArray& text) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

TEST_CASE("Every help section has a Japanese and an English document, neither empty", "[help]") {
    HelpBook book;
    const QStringList names = book.sectionNames();
    REQUIRE(names.size() >= 25); // the 25 sections of the help
    for (const QString& name : names) {
        INFO(name.toStdString());
        CHECK(QRegularExpression(QStringLiteral("^\\d\\d-[a-z0-9-]+$")).match(name).hasMatch());
        const QString ja = book.read(name, QStringLiteral("ja"));
        const QString en = book.read(name, QStringLiteral("en"));
        CHECK(ja.size() > 50);
        CHECK(en.size() > 50);
        // Titled by a first-level heading, the title in the document's own language.
        CHECK(HelpBook::titleOf(ja, {}).size() > 0);
        CHECK(HelpBook::titleOf(en, {}).size() > 0);
        CHECK(HelpBook::titleOf(ja, {}) != HelpBook::titleOf(en, {}));
        // The same diagrams, in the same order, in both languages.
        CHECK(diagramsOf(ja) == diagramsOf(en));
    }
}

TEST_CASE("The help's Markdown leaves no markup in the text a player reads", "[help]") {
    HelpBook book;
    for (const QString& language : {QStringLiteral("ja"), QStringLiteral("en")}) {
        book.setLanguage(language);
        for (int i = 0; i < book.sectionNames().size(); ++i) {
            for (const HelpBook::Part& part : HelpBook::split(book.document(i))) {
                if (part.markdown.isEmpty()) {
                    CHECK(!part.caption.isEmpty()); // every diagram has a caption
                    continue;
                }
                // (Code spans show notation such as c2**e8 as it is written.)
                static const QRegularExpression codeSpan(QStringLiteral("`[^`]*`"));
                QTextDocument document;
                document.setMarkdown(QString(part.markdown).replace(codeSpan, QStringLiteral("x")));
                const QString plain = document.toPlainText();
                INFO(language.toStdString() << " " << book.sectionNames()[i].toStdString());
                CHECK(!plain.contains(QStringLiteral("**")));
                CHECK(!plain.contains(QStringLiteral("![")));
                CHECK(!plain.contains(QStringLiteral("diagram:")));
                CHECK(!plain.contains(u'<'));
            }
        }
    }
}

TEST_CASE("The help's title list and text follow the language", "[help]") {
    HelpBook book;
    book.setCurrent(3);
    const QString jaTitle = book.sections()[3].toMap()[QStringLiteral("title")].toString();
    const QString jaText = book.text();
    int changed = 0;
    QObject::connect(&book, &HelpBook::changed, [&] { ++changed; });
    book.setLanguage(QStringLiteral("en"));
    CHECK(changed == 1);
    CHECK(book.current() == 3);
    const QString enTitle = book.sections()[3].toMap()[QStringLiteral("title")].toString();
    CHECK(enTitle != jaTitle);
    CHECK(book.text().startsWith(QStringLiteral("# ") + enTitle));
    CHECK(jaText.startsWith(QStringLiteral("# ") + jaTitle));
    book.setLanguage(QStringLiteral("fr")); // not a language of the help: Japanese
    CHECK(book.language() == QStringLiteral("ja"));
    CHECK(book.text() == jaText);
}

TEST_CASE("A document splits at its diagram lines, captions kept", "[help]") {
    const auto parts = HelpBook::split(
        QStringLiteral("# T\n\nBefore.\n\n![The tank](diagram:classic/moves/tank@b3)\n\nAfter "
                       "![inline](diagram:x) stays text.\n"));
    REQUIRE(parts.size() == 3);
    CHECK(parts[0].markdown == QStringLiteral("# T\n\nBefore."));
    CHECK(parts[1].diagram == QStringLiteral("classic/moves/tank@b3"));
    CHECK(parts[1].caption == QStringLiteral("The tank"));
    CHECK(parts[2].markdown.startsWith(QStringLiteral("After")));
}

TEST_CASE("Consecutive diagrams make one row of a section's parts", "[help]") {
    HelpBook book;
    book.setCurrent(int(book.sectionNames().indexOf(QStringLiteral("04-moves"))));
    const QVariantList parts = book.parts();
    REQUIRE(parts.size() == 3); // text, three diagrams, text
    CHECK(parts[0].toMap().contains(QStringLiteral("markdown")));
    const QVariantList row = parts[1].toMap()[QStringLiteral("diagrams")].toList();
    REQUIRE(row.size() == 3);
    CHECK(row[0].toMap()[QStringLiteral("diagram")] == QStringLiteral("classic/moves/tank@b3"));
    CHECK(row[0].toMap()[QStringLiteral("caption")].toString().contains(QStringLiteral("b5")));
    CHECK(parts[2].toMap().contains(QStringLiteral("markdown")));
}

TEST_CASE("A missing or empty help document reads as a message that names the file", "[help]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("ja")));
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("en")));
    write(dir.filePath(QStringLiteral("ja/01-a.md")), "# 甲\n\n本文。\n");
    write(dir.filePath(QStringLiteral("en/01-a.md")), "");
    write(dir.filePath(QStringLiteral("en/02-b.md")), "# B\n\nText.\n");
    HelpBook book;
    book.setFolder(dir.path());
    CHECK(book.sectionNames() == QStringList{QStringLiteral("01-a"), QStringLiteral("02-b")});
    book.setCurrent(1); // no Japanese document
    CHECK(book.text().contains(QStringLiteral("help/ja/02-b.md")));
    CHECK(book.sections()[1].toMap()[QStringLiteral("title")].toString() == QStringLiteral("02-b"));
    book.setLanguage(QStringLiteral("en"));
    CHECK(book.text() == QStringLiteral("# B\n\nText."));
    book.setCurrent(0); // an empty English document
    CHECK(book.text().contains(QStringLiteral("help/en/01-a.md")));
    CHECK(book.text().contains(QStringLiteral("cannot be read")));
    book.setCurrent(7); // no such section
    CHECK(book.text().isEmpty());
    CHECK(book.parts().isEmpty());
}
