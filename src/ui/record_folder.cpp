#include "record_folder.h"

#include "journal_file.h"
#include "problem_words.h"
#include "record_dates.h"

#include "core/json_io.h"

#include <algorithm>
#include <vector>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gunjin::ui {

namespace {

// Journal files, newest first (their names are their start times).
QStringList journalsNewestFirst(const QString& folder) {
    return QDir(folder).entryList({QStringLiteral("*.jsonl")}, QDir::Files,
                                  QDir::Name | QDir::Reversed);
}

// How many of the newest records name their damage on the menu: older damage is 棋譜's to
// report, not worth a line at every start.
constexpr int kReportDepth = 8;

QByteArray readRecordText(QFile& file) {
    return file.read(qint64(kMaxJsonBytes) + 1);
}

std::string_view view(const QByteArray& text) {
    return std::string_view(text.constData(), std::size_t(text.size()));
}

// A CPU or hot-seat game that began and has no end line, or a LAN game whose seat may be
// taken back (neither ended nor stopped): worth reading whole.
bool mayGoOn(const JournalSummary& s) {
    if (s.header.mode == GameMode::Lan) return s.seat && !s.end && !s.stopped;
    return s.started && !s.end;
}

// How long a room lives at most (docs/protocol.md, Rooms): a LAN game started longer ago
// than this cannot have its room any more.
constexpr qint64 kRoomLifetimeSecs = 24 * 3600;

// Why the room of a LAN journal's seat is certainly gone, if it is.
std::optional<StopReason> roomCertainlyGone(const Journal& journal) {
    if (journal.seat->heldHere) return StopReason::AppClosed; // it lived in this app
    const QDateTime started =
        QDateTime::fromString(QString::fromStdString(journal.header.started), Qt::ISODate);
    if (started.isValid() && started.secsTo(QDateTime::currentDateTimeUtc()) > kRoomLifetimeSecs)
        return StopReason::RoomClosed;
    return std::nullopt;
}

QString stoppedGameText(const Journal& journal, StopReason why) {
    const QString when = shortStartTime(QString::fromStdString(journal.header.started));
    return why == StopReason::AppClosed
               //: %1 is when the game started
               ? QCoreApplication::translate("RecordFolder",
                                             "%1 からの友達との対局は、部屋がこのアプリの中にあった"
                                             "ため、アプリの終了とともに終わりました。")
                     .arg(when)
               //: %1 is when the game started
               : QCoreApplication::translate("RecordFolder",
                                             "%1 からの友達との対局は、部屋の期限（24 時間）が"
                                             "過ぎました。")
                     .arg(when);
}

} // namespace

QString defaultRecordFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/records");
}

bool markStopped(const QString& path, qint64 completeBytes, StopReason reason) {
    QString error;
    auto file = JournalFile::reopen(path, completeBytes, error);
    return file && file->append(journalStoppedLine(reason), error);
}

std::optional<UnfinishedGame> findUnfinished(const QString& folder, QStringList& skipped,
                                             QStringList& stopped, QStringList* reasons) {
    const QStringList names = journalsNewestFirst(folder);
    // The games that may go on, by the summary (it reads no move, so a folder of finished
    // games is passed over quickly), with when each was last played.
    struct Candidate {
        QDateTime played;
        int name;
        QByteArray text;
    };
    std::vector<Candidate> candidates;
    auto skip = [&](int i, const QString& why) {
        if (i >= kReportDepth) return;
        skipped << names[i];
        if (reasons) *reasons << QStringLiteral("%1: %2").arg(names[i], why);
    };
    for (int i = 0; i < names.size(); ++i) {
        QFile file(QDir(folder).filePath(names[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            skip(i, file.errorString());
            continue;
        }
        QByteArray text = readRecordText(file);
        const auto summary = summarizeJournal(view(text));
        if (!summary) {
            skip(i, QString::fromStdString(summary.error()));
            continue;
        }
        // A game another copy of the app is playing is its own.
        if (mayGoOn(*summary) && !JournalFile::inUse(file.fileName()))
            candidates.push_back({QFileInfo(file).lastModified(), i, std::move(text)});
    }
    // The one played last comes first (a game started earlier may have been played since).
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.played > b.played; });
    for (Candidate& c : candidates) {
        auto journal = readJournal(view(c.text));
        if (!journal) {
            skip(c.name, QString::fromStdString(journal.error()));
            continue;
        }
        const QString path = QDir(folder).filePath(names[c.name]);
        if (journal->header.mode == GameMode::Lan) {
            if (!journal->seat || journal->ended || journal->stopped) continue;
            if (const auto gone = roomCertainlyGone(*journal)) {
                // Said once: the stopped line makes it a game of the past.
                if (markStopped(path, qint64(journal->completeBytes), *gone))
                    stopped << stoppedGameText(*journal, *gone);
                continue;
            }
            return UnfinishedGame{path, std::move(*journal)};
        }
        // Decided by its last move, the end line not yet written when the app stopped.
        if (!journal->record || journal->finished()) continue;
        return UnfinishedGame{path, std::move(*journal)};
    }
    return std::nullopt;
}

std::optional<UnfinishedGame> readUnfinished(const QString& path, QString& error, QString* detail) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 is the system's error message
        error = QCoreApplication::translate("RecordFolder", "棋譜ファイルを開けません（%1）。")
                    .arg(file.errorString());
        return std::nullopt;
    }
    const QByteArray text = readRecordText(file);
    auto journal = readJournal(view(text));
    if (!journal) {
        error = ProblemWords::resume(journal.errorKind());
        if (detail) *detail = ProblemWords::detail(journal.error());
        return std::nullopt;
    }
    if (journal->header.mode == GameMode::Lan) {
        if (journal->ended) {
            error = QCoreApplication::translate("RecordFolder", "この対局はもう終わっています。");
            return std::nullopt;
        }
        if (!journal->seat || journal->stopped) {
            error = QCoreApplication::translate(
                "RecordFolder",
                "この友達との対局は中断しました。部屋がもうないため続けられません。");
            return std::nullopt;
        }
        if (JournalFile::inUse(path)) {
            error = QCoreApplication::translate(
                "RecordFolder", "この対局は、ほかに開いているアプリで続いています。");
            return std::nullopt;
        }
        return UnfinishedGame{path, std::move(*journal)};
    }
    if (!journal->record) {
        error = QCoreApplication::translate(
            "RecordFolder", "この対局は並べる前にやめたので、続ける手がありません。");
        return std::nullopt;
    }
    if (journal->finished()) {
        error = QCoreApplication::translate("RecordFolder", "この対局はもう終わっています。");
        return std::nullopt;
    }
    return UnfinishedGame{path, std::move(*journal)};
}

int pruneRecords(const QString& folder, int keep) {
    const QStringList names = journalsNewestFirst(folder);
    int removed = 0;
    for (int i = std::max(keep, 0); i < names.size(); ++i)
        if (QFile::remove(QDir(folder).filePath(names[i]))) ++removed;
    return removed;
}

} // namespace gunjin::ui
