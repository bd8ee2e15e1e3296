// The folder where this device keeps its games (one journal file a game): the game left
// unfinished that 続きから continues, and a bound on how many records are kept.
//
// Threading: any thread, one caller at a time per folder.
#pragma once

#include "core/journal.h"

#include <QCoreApplication>
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

// A game is never dropped: one stopped before its end (the menu or もう一度 chosen mid-game,
// the window closed, a crash, a LAN game played meanwhile) stays in its journal and can go
// on until it ends, however many games came after it.

// The game in `folder` that began, has not ended and was played last (its file written last);
// nullopt when there is none: a CPU or hot-seat game, or a LAN game whose seat its journal
// keeps (it goes on through its room, if the room still lives). A game another running copy
// of the app writes is passed over. A LAN game whose room is certainly gone - it lived in
// this app, or its 24 hours are up - is marked stopped (its journal gets the stopped line)
// and its start time named in `stopped`. Damaged records among the newest few are named in
// `skipped` (never changed), and in `reasons`, when given, with why (the reader's English
// message); older ones are passed over silently (棋譜 names them).
std::optional<UnfinishedGame> findUnfinished(const QString& folder, QStringList& skipped,
                                             QStringList& stopped, QStringList* reasons = nullptr);

// Appends the stopped line to the LAN journal at `path` (of which `completeBytes` were read);
// false when it cannot be written or another copy of the app has it open.
bool markStopped(const QString& path, qint64 completeBytes, StopReason reason);

// The game of the journal at `path` when it can go on here (a CPU or hot-seat game that began
// and has not ended, or a LAN game whose seat may be taken back); else nullopt and what is
// wrong in `error`, in the UI's words (and in `detail`, when given, the reader's English
// message, or "").
std::optional<UnfinishedGame> readUnfinished(const QString& path, QString& error,
                                             QString* detail = nullptr);

// Removes the oldest records beyond the newest `keep`; returns how many went.
int pruneRecords(const QString& folder, int keep);

} // namespace gunjin::ui
