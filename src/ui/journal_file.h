// The file a game on this device is written to as it goes (the core's journal format): each
// line is written whole and flushed to the system at once, so that a crash or a kill loses at
// most the line being written.
//
// While a journal is open its lock file (PATH.lock) is held, so that another copy of the app
// on this device (the same record folder) neither continues nor stops a game that is being
// played; a lock left by a process that died is stale and taken over.
//
// Threading: GUI thread only.
#pragma once

#include "core/journal.h"

#include <QFile>
#include <QLockFile>
#include <QString>

#include <memory>

namespace gunjin::ui {

class JournalFile {
public:
    // A new journal in `folder` (made if missing), named after the start time so that names
    // sort by age; nullptr and `error` when it cannot be written.
    static std::unique_ptr<JournalFile> create(const QString& folder, const JournalHeader& header,
                                               QString& error);
    // Goes on with the journal at `path`, of which the first `completeBytes` were read: a line
    // the app was writing when it stopped (and nothing else) is cut away first. Refused while
    // another copy of the app has it open.
    static std::unique_ptr<JournalFile> reopen(const QString& path, qint64 completeBytes,
                                               QString& error);
    // Another running copy of the app (or this one) is writing the journal at `path`.
    static bool inUse(const QString& path);

    // Appends one line (ending in '\n'); false and `error` when the system refused it.
    bool append(const std::string& line, QString& error);
    QString path() const { return m_file.fileName(); }

private:
    explicit JournalFile(const QString& path);
    bool lock(QString& error);
    QFile m_file;
    QLockFile m_lock;
};

} // namespace gunjin::ui
