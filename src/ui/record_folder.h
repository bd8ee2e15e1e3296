// The folder where this device keeps its games (one journal file a game): the game left
// unfinished that 続きから continues, and a bound on how many records are kept.
//
// Threading: any thread, one caller at a time per folder.
#pragma once

#include "core/journal.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gunjin::ui {

// The platform's application-data folder + "/records".
QString defaultRecordFolder();

struct UnfinishedGame {
    QString path;
    Journal journal; // read and replayed: its moves are legal
};

// The newest record in `folder` when it is a game played on this device (CPU or hot-seat)
// that has not ended; nullopt when the newest readable record ended, was a LAN game, or there
// is none. Damaged records on the way are passed over (never changed) and named with their
// reason in `skipped`.
std::optional<UnfinishedGame> findUnfinished(const QString& folder, QStringList& skipped);

// Removes the oldest records beyond the newest `keep`; returns how many went.
int pruneRecords(const QString& folder, int keep);

} // namespace gunjin::ui
