#include "record_list.h"

#include "core/journal.h"
#include "core/json_io.h"
#include "player_names.h"
#include "problem_words.h"
#include "record_dates.h"
#include "record_folder.h"
#include "rule_names.h"
#include "utf8_text.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

namespace gunjin::ui {

RecordList::RecordList(QObject* parent) : QAbstractListModel(parent) {}

int RecordList::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant RecordList::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= count()) return {};
    const Entry& e = m_all[std::size_t(m_shown[std::size_t(index.row())])];
    switch (role) {
    case PathRole: return e.path;
    case DateRole: return e.date;
    case ModeRole: return e.mode;
    case OpponentRole: return e.opponent;
    case RulesRole: return e.rules;
    case ResultRole: return e.result;
    case MovesRole: return e.moves;
    case OutcomeRole: return e.outcomeId;
    default: return {};
    }
}

QHash<int, QByteArray> RecordList::roleNames() const {
    return {{PathRole, "path"},         {DateRole, "date"},      {ModeRole, "mode"},
            {OpponentRole, "opponent"}, {RulesRole, "rules"},    {ResultRole, "result"},
            {MovesRole, "moves"},       {OutcomeRole, "outcome"}};
}

void RecordList::setFolder(const QString& folder) {
    if (folder == m_folder) return;
    m_folder = folder;
    emit folderChanged();
    reload();
}

void RecordList::setModeFilter(int mode) {
    if (mode < -1 || mode > int(GameMode::Lan)) mode = -1; // anything else shows all
    if (mode == m_mode) return;
    m_mode = mode;
    emit filterChanged();
    applyFilter();
}

void RecordList::setResultFilter(const QString& result) {
    if (result == m_result) return;
    m_result = result;
    emit filterChanged();
    applyFilter();
}

QString RecordList::pathAt(int row) const {
    if (row < 0 || row >= count()) return {};
    return m_all[std::size_t(m_shown[std::size_t(row)])].path;
}

bool RecordList::stoppedAt(int row) const {
    if (row < 0 || row >= count()) return false;
    return m_all[std::size_t(m_shown[std::size_t(row)])].outcomeId == QLatin1String("stopped");
}

void RecordList::reload() {
    const QDir dir(m_folder.isEmpty() ? defaultRecordFolder() : m_folder);
    // Journal names are their start times: by name, newest first.
    const QStringList names =
        dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name | QDir::Reversed);
    std::vector<Entry> all;
    all.reserve(std::size_t(names.size()));
    // The notice names the files; why each was passed over is the detail line.
    QStringList skipped, why;
    for (const QString& name : names) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            skipped << name;
            why << QStringLiteral("%1: %2").arg(name, file.errorString());
            continue;
        }
        const QByteArray text = file.read(qint64(kMaxJsonBytes) + 1);
        const auto summary =
            summarizeJournal(std::string_view(text.constData(), std::size_t(text.size())));
        if (!summary) {
            skipped << name;
            why << QStringLiteral("%1: %2").arg(name, qs(summary.error()));
            continue;
        }
        const JournalHeader& h = summary->header;
        // Unfinished: a stopped game is listed as 中断, to go on with (a LAN game through its
        // room, while its journal keeps the seat and the room lives). A game never begun has
        // nothing to keep.
        if (!summary->end && !summary->started) continue;
        Entry e;
        e.path = file.fileName();
        e.date = fullStartTime(qs(h.started));
        e.modeId = h.mode;
        const bool hotSeat = h.mode == GameMode::HotSeat;
        e.mode = h.mode == GameMode::Cpu ? tr("CPU と対戦")
                 : hotSeat               ? tr("2 人（この端末）")
                                         : tr("友達と対戦");
        // Hot-seat: both players sat here; the mode says it all.
        e.opponent = opponentName(h);
        const auto rules = RuleSet::fromCode(h.rules);
        e.rules = rules ? gameName(rules->game) : qs(h.rules);
        if (!summary->end) {
            e.outcomeId = QStringLiteral("stopped");
            // A LAN game whose room went (or of an app that kept no seat) cannot go on.
            const bool goesOn = h.mode != GameMode::Lan || (summary->seat && !summary->stopped);
            e.result = goesOn ? tr("中断（続きから）") : tr("中断（部屋がなくなりました）");
            e.moves = int(summary->plies);
            all.push_back(std::move(e));
            continue;
        }
        const GameStatus status = summary->end->status;
        if (status == GameStatus::Draw) {
            e.outcomeId = QStringLiteral("drawn");
            //: A game's result in the list of records
            e.result = tr("引き分け");
        } else if (hotSeat) {
            e.result = status == GameStatus::FirstWon ? tr("先手の勝ち") : tr("後手の勝ち");
        } else {
            const bool won = (status == GameStatus::FirstWon) == (h.human == Side::First);
            e.outcomeId = won ? QStringLiteral("won") : QStringLiteral("lost");
            e.result = won ? tr("あなたの勝ち") : tr("あなたの負け");
        }
        //: After a game's result: it ended by resignation
        if (summary->end->reason == EndReason::Resignation) e.result += tr("（投了）");
        e.moves = int(summary->plies);
        all.push_back(std::move(e));
    }
    m_notice = skipped.isEmpty()
                   ? QString()
                   //: %1 is the names of the files
                   : tr("読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1")
                         .arg(skipped.join(QStringLiteral(", ")));
    m_noticeDetail = ProblemWords::detail(why.join(QStringLiteral("; ")));
    applyFilter(&all);
}

void RecordList::applyFilter(std::vector<Entry>* entries) {
    beginResetModel();
    if (entries) m_all = std::move(*entries);
    m_shown.clear();
    for (int i = 0; i < int(m_all.size()); ++i) {
        const Entry& e = m_all[std::size_t(i)];
        if ((m_mode < 0 || int(e.modeId) == m_mode) &&
            (m_result.isEmpty() || e.outcomeId == m_result))
            m_shown.push_back(i);
    }
    endResetModel();
    emit countChanged();
}

} // namespace gunjin::ui
