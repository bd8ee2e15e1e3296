#include "table.h"

#include <QDateTime>

namespace gunjin::ui {

void Table::keepJournal(const QString& folder, const JournalHeader& header) {
    m_journalFolder = folder;
    m_header = header;
}

bool Table::openJournal(const std::string& firstLine) {
    m_clock.start();
    if (m_journalFolder.isEmpty()) return false;
    m_header.rules = rules().code();
    m_header.started = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    QString error;
    m_journal = JournalFile::create(m_journalFolder, m_header, error);
    if (!m_journal) {
        emit journalFailed(error);
        return false;
    }
    writeJournal(firstLine);
    return m_journal != nullptr;
}

bool Table::reopenJournal(const QString& path, qint64 completeBytes, QString& error) {
    m_journal = JournalFile::reopen(path, completeBytes, error);
    m_clock.start();
    return m_journal != nullptr;
}

void Table::writeJournal(const std::string& line) {
    if (!m_journal) return;
    QString error;
    if (m_journal->append(line, error)) return;
    m_journal.reset(); // one message, not one per move
    emit journalFailed(error);
}

} // namespace gunjin::ui
