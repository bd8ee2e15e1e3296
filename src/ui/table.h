// Where a game is refereed, as the session sees it: seats hand it setups and moves, it tells
// what happened. A LocalTable referees on this device (core::Match); a RemoteTable is a seat
// at a LAN room whose server referees. Either way a move is checked by the referee whoever
// sent it, and only the views of the sides playing at this device are held here.
//
// Threading: GUI thread only; nothing here throws.
#pragma once

#include "core/journal.h"
#include "core/view.h"
#include "journal_file.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace gunjin {
class Match;
}

namespace gunjin::ui {

class Table : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual const RuleSet& rules() const = 0;
    // The view of `side` once the game has started; nullptr before, and for a side that
    // plays at another device.
    virtual const SideView* view(Side side) const = 0;
    // The final setup of setup.side(); the game starts (started()) once both sides gave one.
    virtual void submitSetup(const Setup& setup) = 0;
    // The setup of `side` changed after it was submitted and before the game started: the
    // submission is taken back (`current` is the new arrangement).
    virtual void withdrawSetup(const Setup& current) = 0;
    virtual bool setupSubmitted(Side side) const = 0;
    // A move of `side`; refused (refused()) when it is not that side's turn or not legal.
    virtual void submitMove(Side side, Move m) = 0;
    // R-END-5 for `side`.
    virtual void resign(Side side) = 0;
    // Instead of a setup phase: the unfinished game of `journal` (at `path`) goes on, and so
    // does its journal; started() comes with the moves played. False with `error` when the
    // game cannot go on here (a room's game goes on through its server).
    virtual bool resume(const QString& path, const Journal& journal, QString& error) {
        (void)path;
        (void)journal;
        error.clear();
        return false;
    }

    // Once the game starts, it is written to a new journal in `folder` as it goes (the core's
    // journal format); `header` says who plays how (its rules and start time are filled in
    // here). What is written is what this table holds: both setups where the referee runs,
    // the own side's view at a LAN seat.
    void keepJournal(const QString& folder, const JournalHeader& header);
    // A guess note of a side played here goes into the journal (never anywhere else).
    void writeNote(const GuessNote& note) { writeJournal(journalNoteLine(note)); }
    // Nothing more is written: the journal is closed (and its lock let go) now, not when the
    // table is deleted, so that the menu may offer the game at once.
    void closeJournal() { m_journal.reset(); }
    // The journal's file once the game has started ("" before, or when none is kept).
    QString journalPath() const { return m_journal ? m_journal->path() : QString(); }

signals:
    void started();
    // A move was played; the views here are already updated.
    void announced(const gunjin::Announcement& a);
    // The game is over; the views here hold the end and the reveal.
    void ended();
    void refused(const QString& reason);
    // The record could not be written (the game goes on; the reason is for the player).
    void journalFailed(const QString& reason);

protected:
    // A new journal holding the header and then `firstLine`; false (and journalFailed) when
    // it cannot be written, or when no folder was given.
    bool openJournal(const std::string& firstLine);
    // Goes on with the journal at `path` (of which `completeBytes` were read).
    bool reopenJournal(const QString& path, qint64 completeBytes, QString& error);
    // Appends a line; a failure is reported once and the journal is dropped.
    void writeJournal(const std::string& line);
    // Milliseconds since the start or the last call: the time a mover took.
    std::int64_t lapMs() { return m_clock.isValid() ? m_clock.restart() : 0; }

private:
    QString m_journalFolder;
    JournalHeader m_header;
    std::unique_ptr<JournalFile> m_journal;
    QElapsedTimer m_clock;
};

// The referee on this device. It keeps the game's record (both setups: it is where the
// referee runs) when given a folder.
class LocalTable : public Table {
    Q_OBJECT
public:
    LocalTable(const RuleSet& rules, QObject* parent);
    ~LocalTable() override;

    // The game is rebuilt from both setups and its moves through the referee.
    bool resume(const QString& path, const Journal& journal, QString& error) override;

    const RuleSet& rules() const override { return m_rules; }
    const SideView* view(Side side) const override;
    void submitSetup(const Setup& setup) override;
    void withdrawSetup(const Setup& current) override;
    bool setupSubmitted(Side side) const override;
    void submitMove(Side side, Move m) override;
    void resign(Side side) override;

private:
    RuleSet m_rules;
    std::optional<Setup> m_setups[2];
    std::unique_ptr<Match> m_match;
};

} // namespace gunjin::ui
