// Where this device's games are kept (record_folder.h): each game's journal, written by its
// table as it goes; the stopped game 続きから offers; the notice of damaged or unwritable
// records; and, once a game has ended, its record for 振り返る.
//
// Threading: GUI thread only.
#pragma once

#include "record_folder.h"

#include <QObject>
#include <QSettings>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace gunjin::ui {

class Table;

class Recorder : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session owns its recorder")
    // Where games are recorded (one journal file a game, written as it goes); empty = the
    // platform's application-data folder. Tests use a folder of their own.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY recordsChanged)
    // 続きから: the CPU or hot-seat game played last that stopped before its end (a crash, a
    // kill, a closed window, or the menu chosen mid-game) and can go on; what it was, in words.
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY recordsChanged)
    Q_PROPERTY(QString continueSummary READ continueSummary NOTIFY recordsChanged)
    // Damaged record files that were passed over (they are left as they are), or a record
    // that could not be written; empty when all is well.
    Q_PROPERTY(QString notice READ notice NOTIFY recordsChanged)
    // Why each damaged file of the notice was passed over (the reader's English message), for
    // a secondary line; "" when there is none.
    Q_PROPERTY(QString noticeDetail READ noticeDetail NOTIFY recordsChanged)
    // The record of the game at the table once it has ended (振り返る); "" while it goes on,
    // or when no record could be written.
    Q_PROPERTY(QString finishedRecord READ finishedRecord NOTIFY finishedChanged)

public:
    explicit Recorder(QObject* parent = nullptr);

    QString folder() const;
    void setFolder(const QString& folder);
    bool canContinue() const { return m_unfinished.has_value(); }
    QString continueSummary() const;
    QString notice() const { return m_notice; }
    QString noticeDetail() const { return m_noticeDetail; }
    QString finishedRecord() const { return m_finished; }
    const std::optional<UnfinishedGame>& unfinished() const { return m_unfinished; }
    // The stopped game to go on with: the one 続きから offers (`path` empty) or the journal at
    // `path`; nullopt with what is wrong, in the UI's words, in `error` (and the reader's
    // English message in `detail`, when given).
    std::optional<UnfinishedGame> gameToContinue(const QString& path, QString& error,
                                                 QString* detail = nullptr) const;

    // Looks at the folder again for a game to continue (`atMenu` false: none is offered while
    // a game is on).
    void check(bool atMenu);
    // The game 続きから offered is going on: it is no longer offered.
    void forgetUnfinished();
    // `table` writes its game to the folder as it goes, under `header`; a failure becomes the
    // notice.
    void keep(Table* table, const JournalHeader& header);
    // A game has started: the oldest records beyond the setting records/keep go.
    void prune(QSettings& settings);
    // The game at `table` ended (its journal is the finished record), or nullptr: none.
    void setFinished(const Table* table);
    // The UI language changed: 続きから is described anew.
    void retranslate() { emit recordsChanged(); }

signals:
    void recordsChanged();
    void finishedChanged();
    // The folder was set: the session looks at it again.
    void folderChanged();

private:
    QString m_folder;
    std::optional<UnfinishedGame> m_unfinished;
    QString m_notice;
    QString m_noticeDetail;
    QString m_stoppedNotice; // LAN games found stopped (their room gone), until a game begins
    QString m_finished;
};

} // namespace gunjin::ui
