// The help as documents: one Markdown file per section and language, embedded at
// :/help/<language>/NN-name.md (resources/help/, whose README tells writers the format). The
// sections are the files' names in order; a section's title is its file's first line ("# ...").
// A line that is only a diagram reference, ![caption](diagram:RULES/KIND/WHAT), splits the
// text: QML shows the Markdown parts with Text.MarkdownText and each diagram as a
// BoardDiagram under its caption.
//
// A missing or unreadable file is shown as a short document that says which file it is; a
// section that exists in one language only is listed all the same.
//
// Threading: GUI thread.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class HelpBook : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // "ja" or "en" (anything else reads as "ja", the source language).
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    // Where the documents are: ":/help" (the embedded ones) unless a test points elsewhere.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY changed)
    // The section shown (index into sections), -1 for none.
    Q_PROPERTY(int current READ current WRITE setCurrent NOTIFY changed)
    // [{name: "04-moves", title: "動かし方"}, ...] in file-name order.
    Q_PROPERTY(QVariantList sections READ sections NOTIFY changed)
    // The current section's whole Markdown (or the missing-file message); "" for none.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The current section in display order: [{markdown: "..."} or {diagrams: [{diagram:
    // "classic/moves/tank@b3", caption: "..."}, ...]}, ...] - diagram lines with only empty
    // lines between them make one row (shown side by side where the width allows).
    Q_PROPERTY(QVariantList parts READ parts NOTIFY changed)

public:
    // One display part of a document: Markdown, or a diagram (reference without "diagram:").
    struct Part {
        QString markdown;
        QString diagram;
        QString caption;
    };

    explicit HelpBook(QObject* parent = nullptr);

    QString language() const { return m_language; }
    void setLanguage(const QString& language);
    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    int current() const { return m_current; }
    void setCurrent(int section);

    // Section names ("04-moves"): the .md files of every language folder, sorted.
    QStringList sectionNames() const { return m_names; }
    QVariantList sections() const { return m_sections; }
    QString text() const { return document(m_current); }
    QVariantList parts() const;

    // Section `index`'s Markdown in the current language, or the missing-file message.
    QString document(int index) const;
    // The file of a section in a language; "" when it cannot be read.
    QString read(const QString& name, const QString& language) const;
    // A document's title: its first line without "# ", or `fallback` when it has none.
    static QString titleOf(const QString& markdown, const QString& fallback);
    // Splits a document at its diagram lines.
    static QList<Part> split(const QString& markdown);

signals:
    void changed();

private:
    QString path(const QString& name, const QString& language) const;
    // Reads the folder's sections and the current language's documents.
    void reload();
    QStringList m_names;
    QStringList m_documents; // the current language's, by section
    QVariantList m_sections;
    QString m_language = QStringLiteral("ja");
    QString m_folder = QStringLiteral(":/help");
    int m_current = -1;
};

} // namespace gunjin::ui
