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

// The CPU or hot-seat game in `folder` that began, has not ended and was played last (its file
// written last); nullopt when there is none. LAN games go on through their room, not from this
// side's journal. Damaged records among the newest few are named with their reason in `skipped`
// (never changed); older ones are passed over silently (棋譜 names them).
std::optional<UnfinishedGame> findUnfinished(const QString& folder, QStringList& skipped);

// The game of the journal at `path` when it can go on here (a CPU or hot-seat game that began
// and has not ended); else nullopt and what is wrong in `error`, in the UI's words.
std::optional<UnfinishedGame> readUnfinished(const QString& path, QString& error);

// Removes the oldest records beyond the newest `keep`; returns how many went.
int pruneRecords(const QString& folder, int keep);

} // namespace gunjin::ui
