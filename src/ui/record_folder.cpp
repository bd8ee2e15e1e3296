#include "record_folder.h"

#include "core/json_io.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace gunjin::ui {

namespace {

// Journal files, newest first (their names are their start times).
QStringList journalsNewestFirst(const QString& folder) {
    return QDir(folder).entryList({QStringLiteral("*.jsonl")}, QDir::Files,
                                  QDir::Name | QDir::Reversed);
}

// How many of the newest records are looked at for a game to continue: damage that deep is
// not worth the start-up time.
constexpr int kLookBack = 8;

} // namespace

QString defaultRecordFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/records");
}

std::optional<UnfinishedGame> findUnfinished(const QString& folder, QStringList& skipped) {
    const QStringList names = journalsNewestFirst(folder);
    for (int i = 0; i < names.size() && i < kLookBack; ++i) {
        const QString path = QDir(folder).filePath(names[i]);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            skipped << QStringLiteral("%1: %2").arg(names[i], file.errorString());
            continue;
        }
        const QByteArray text = file.read(qint64(kMaxJsonBytes) + 1);
        auto journal = readJournal(std::string_view(text.constData(), std::size_t(text.size())));
        if (!journal) {
            skipped << QStringLiteral("%1: %2").arg(names[i],
                                                    QString::fromStdString(journal.error()));
            continue;
        }
        // A LAN game goes on through its room, not from this side's journal.
        if (journal->header.mode == "lan") return std::nullopt;
        if (!journal->record) continue; // stopped before the game began: nothing to continue
        if (journal->finished()) return std::nullopt;
        return UnfinishedGame{path, std::move(*journal)};
    }
    return std::nullopt;
}

int pruneRecords(const QString& folder, int keep) {
    const QStringList names = journalsNewestFirst(folder);
    int removed = 0;
    for (int i = std::max(keep, 0); i < names.size(); ++i)
        if (QFile::remove(QDir(folder).filePath(names[i]))) ++removed;
    return removed;
}

} // namespace gunjin::ui
