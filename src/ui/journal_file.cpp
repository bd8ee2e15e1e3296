#include "journal_file.h"

#include <QDateTime>
#include <QDir>

namespace gunjin::ui {

namespace {

QString lockPath(const QString& path) {
    return path + QStringLiteral(".lock");
}

} // namespace

JournalFile::JournalFile(const QString& path) : m_file(path), m_lock(lockPath(path)) {
    // A game may be played for hours: the lock is stale only when its process is gone.
    m_lock.setStaleLockTime(0);
}

bool JournalFile::lock(QString& error) {
    if (m_lock.tryLock(0)) return true;
    error = m_lock.error() == QLockFile::LockFailedError
                ? QObject::tr("この対局は、ほかに開いているアプリで続いています。")
                //: %1 is the lock file's path
                : QObject::tr("棋譜を書けません（%1 を作れません）。").arg(lockPath(path()));
    return false;
}

bool JournalFile::inUse(const QString& path) {
    QLockFile probe(lockPath(path));
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock();
        return false;
    }
    return probe.error() == QLockFile::LockFailedError;
}

std::unique_ptr<JournalFile> JournalFile::create(const QString& folder, const JournalHeader& header,
                                                 QString& error) {
    if (!QDir().mkpath(folder)) {
        //: %1 is the folder's path
        error = QObject::tr("棋譜のフォルダを作れません: %1").arg(folder);
        return nullptr;
    }
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    // Two games started in one millisecond (tests) get a suffix instead of sharing a file.
    QString path;
    for (int n = 0; path.isEmpty() || QFile::exists(path); ++n)
        path = QDir(folder).filePath(stamp + (n ? QStringLiteral("-%1").arg(n) : QString()) +
                                     QStringLiteral(".jsonl"));
    std::unique_ptr<JournalFile> file(new JournalFile(path));
    if (!file->lock(error)) return nullptr;
    if (!file->m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        //: %1 is the system's error message
        error = QObject::tr("棋譜を書けません: %1").arg(file->m_file.errorString());
        return nullptr;
    }
    if (!file->append(journalHeaderLine(header), error)) return nullptr;
    return file;
}

std::unique_ptr<JournalFile> JournalFile::reopen(const QString& path, qint64 completeBytes,
                                                 QString& error) {
    std::unique_ptr<JournalFile> file(new JournalFile(path));
    if (!file->lock(error)) return nullptr;
    if (!file->m_file.open(QIODevice::ReadWrite)) {
        error = QObject::tr("棋譜を書けません: %1").arg(file->m_file.errorString());
        return nullptr;
    }
    // Only a cut-off last line lies beyond completeBytes (the reader said so).
    if (file->m_file.size() > completeBytes && !file->m_file.resize(completeBytes)) {
        error = QObject::tr("棋譜を書けません: %1").arg(file->m_file.errorString());
        return nullptr;
    }
    file->m_file.seek(completeBytes);
    return file;
}

bool JournalFile::append(const std::string& line, QString& error) {
    const auto size = static_cast<qint64>(line.size());
    // One write call for the whole line, then out of Qt's buffer into the system's: a kill of
    // the process after this returns cannot lose the line.
    if (m_file.write(line.data(), size) != size || !m_file.flush()) {
        error = QObject::tr("棋譜を書けません: %1").arg(m_file.errorString());
        return false;
    }
    return true;
}

} // namespace gunjin::ui
