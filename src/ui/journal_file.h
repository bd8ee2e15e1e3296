// The file a game on this device is written to as it goes (the core's journal format): each
// line is written whole and flushed to the system at once, so that a crash or a kill loses at
// most the line being written.
//
// Threading: GUI thread only.
#pragma once

#include "core/journal.h"

#include <QFile>
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
    // the app was writing when it stopped (and nothing else) is cut away first.
    static std::unique_ptr<JournalFile> reopen(const QString& path, qint64 completeBytes,
                                               QString& error);

    // Appends one line (ending in '\n'); false and `error` when the system refused it.
    bool append(const std::string& line, QString& error);
    QString path() const { return m_file.fileName(); }

private:
    explicit JournalFile(const QString& path) : m_file(path) {}
    QFile m_file;
};

} // namespace gunjin::ui
