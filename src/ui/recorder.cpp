#include "recorder.h"

#include "player_names.h"
#include "problem_words.h"
#include "record_dates.h"
#include "rule_names.h"
#include "table.h"
#include "utf8_text.h"

#include <QDateTime>

#include <algorithm>

namespace gunjin::ui {

Recorder::Recorder(QObject* parent) : QObject(parent) {}

QString Recorder::folder() const {
    return m_folder.isEmpty() ? defaultRecordFolder() : m_folder;
}

void Recorder::setFolder(const QString& folder) {
    if (folder == m_folder) return;
    m_folder = folder;
    emit folderChanged();
}

void Recorder::check(bool atMenu) {
    QStringList skipped, stopped, reasons;
    m_unfinished = atMenu ? findUnfinished(folder(), skipped, stopped, &reasons) : std::nullopt;
    QStringList notices;
    if (!stopped.isEmpty())
        //: %1 is one sentence per game: when it started and why its room is gone
        m_stoppedNotice = tr("%1対局は中断として棋譜に残しました。").arg(stopped.join(QString()));
    // Said until the next game begins: a later look at the folder finds nothing new to say.
    if (!m_stoppedNotice.isEmpty()) notices << m_stoppedNotice;
    if (!skipped.isEmpty())
        //: %1 is the names of the files
        notices << tr("読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1")
                       .arg(skipped.join(QStringLiteral(", ")));
    m_notice = notices.join(QLatin1Char('\n'));
    m_noticeDetail = ProblemWords::detail(reasons.join(QStringLiteral("; ")));
    emit recordsChanged();
}

std::optional<UnfinishedGame> Recorder::gameToContinue(const QString& path, QString& error,
                                                       QString* detail) const {
    if (!path.isEmpty()) return readUnfinished(path, error, detail);
    if (!m_unfinished) error = tr("続きから遊べる対局はありません。");
    return m_unfinished;
}

void Recorder::forgetUnfinished() {
    m_unfinished.reset();
    emit recordsChanged();
}

QString Recorder::continueSummary() const {
    if (!m_unfinished) return {};
    const JournalHeader& h = m_unfinished->journal.header;
    const auto rules = RuleSet::fromCode(h.rules);
    QString who = tr("2 人で対戦");
    //: The game to continue: a game with a friend, taken back through its room
    if (h.mode == GameMode::Lan) who = tr("友達と対戦");
    if (h.mode == GameMode::Cpu) {
        const auto level = ai::parseLevel(h.level);
        //: The game to continue: %1 is the CPU's level (Easy)
        who = tr("CPU（%1）と対戦").arg(level ? levelName(*level) : qs(h.level));
    }
    //: The game to continue: %1 is the date and time, %2 the opponent (vs …), %3 the game, %n
    //: the number of moves
    return tr("%1　%2・%3・%n 手まで", "", int(m_unfinished->journal.plies()))
        .arg(shortStartTime(qs(h.started)), who, rules ? gameName(rules->game) : qs(h.rules))
        .trimmed();
}

void Recorder::keep(Table* table, const JournalHeader& header) {
    m_stoppedNotice.clear();
    table->keepJournal(folder(), header);
    connect(table, &Table::journalFailed, this, [this](const QString& reason) {
        m_notice = reason;
        emit recordsChanged();
    });
}

void Recorder::prune(QSettings& settings) {
    const int keep = settings.value(QStringLiteral("records/keep"), 1000).toInt();
    pruneRecords(folder(), std::max(keep, 1));
}

void Recorder::setFinished(const Table* table) {
    const QString path = table ? table->journalPath() : QString();
    if (path == m_finished) return;
    m_finished = path;
    emit finishedChanged();
}

} // namespace gunjin::ui
