#include "help_book.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QVariantMap>

namespace gunjin::ui {

HelpBook::HelpBook(QObject* parent) : QObject(parent) {
    reload();
}

void HelpBook::setLanguage(const QString& language) {
    const QString code = language == u"en" ? QStringLiteral("en") : QStringLiteral("ja");
    if (code == m_language) return;
    m_language = code;
    reload();
    emit changed();
}

void HelpBook::setFolder(const QString& folder) {
    if (folder == m_folder) return;
    m_folder = folder;
    reload();
    emit changed();
}

void HelpBook::setCurrent(int section) {
    if (section == m_current) return;
    m_current = section;
    emit changed();
}

void HelpBook::reload() {
    m_names.clear();
    for (const QString& language : {QStringLiteral("ja"), QStringLiteral("en")})
        for (const QString& file :
             QDir(m_folder + u'/' + language).entryList({QStringLiteral("*.md")}, QDir::Files))
            m_names << file.chopped(3);
    m_names.sort();
    m_names.removeDuplicates();

    m_documents.clear();
    m_sections.clear();
    for (const QString& name : std::as_const(m_names)) {
        QString text = read(name, m_language);
        if (text.isEmpty()) {
            const QString file = QStringLiteral("help/%1/%2.md").arg(m_language, name);
            text = m_language == u"en"
                       ? QStringLiteral("# %1\n\nThis section's document (%2) is missing or "
                                        "cannot be read.")
                             .arg(name, file)
                       : QStringLiteral("# %1\n\nこの項の文書（%2）がないか、読めません。")
                             .arg(name, file);
        }
        m_sections << QVariantMap{{QStringLiteral("name"), name},
                                  {QStringLiteral("title"), titleOf(text, name)}};
        m_documents << text;
    }
}

QString HelpBook::path(const QString& name, const QString& language) const {
    return m_folder + u'/' + language + u'/' + name + QStringLiteral(".md");
}

QString HelpBook::read(const QString& name, const QString& language) const {
    QFile file(path(name, language));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

QString HelpBook::document(int index) const {
    return index >= 0 && index < m_documents.size() ? m_documents[index] : QString();
}

QString HelpBook::titleOf(const QString& markdown, const QString& fallback) {
    const QString first = markdown.section(u'\n', 0, 0).trimmed();
    if (!first.startsWith(QStringLiteral("# "))) return fallback;
    return first.mid(2).trimmed();
}

QList<HelpBook::Part> HelpBook::split(const QString& markdown) {
    static const QRegularExpression diagramLine(
        QStringLiteral(R"(^!\[([^\]]*)\]\(diagram:([^)\s]+)\)\s*$)"));
    QList<Part> parts;
    QStringList text;
    const auto flush = [&] {
        const QString joined = text.join(u'\n').trimmed();
        if (!joined.isEmpty()) parts << Part{joined, {}, {}};
        text.clear();
    };
    for (const QString& line : markdown.split(u'\n')) {
        const QRegularExpressionMatch m = diagramLine.match(line.trimmed());
        if (!m.hasMatch()) {
            text << line;
            continue;
        }
        flush();
        parts << Part{{}, m.captured(2), m.captured(1).trimmed()};
    }
    flush();
    return parts;
}

QVariantList HelpBook::parts() const {
    QVariantList list;
    QVariantList row; // consecutive diagrams
    const auto endRow = [&] {
        if (!row.isEmpty()) list << QVariantMap{{QStringLiteral("diagrams"), row}};
        row.clear();
    };
    for (const Part& part : split(document(m_current))) {
        if (part.diagram.isEmpty()) {
            endRow();
            list << QVariantMap{{QStringLiteral("markdown"), part.markdown}};
        } else {
            row << QVariantMap{{QStringLiteral("diagram"), part.diagram},
                               {QStringLiteral("caption"), part.caption}};
        }
    }
    endRow();
    return list;
}

} // namespace gunjin::ui
