// 棋譜: the games in the record folder, newest first, with what a list shows (date, mode,
// opponent or level, rule set, result, number of moves), filtered by mode and result. A CPU or
// hot-seat game stopped before its end is listed as 中断 (outcome "stopped"): it goes on from
// here (GameSession::continueGameAt), it is not reviewed.
// Read without replaying the moves (summarizeJournal), so a thousand records list at once;
// a game is checked move by move when it is opened (GameReview). Damaged files are named in
// `notice` and left as they are. A LAN journal cut off before its end is not listed (its room
// resumes it, and it lacks the opponent's pieces).
//
// Threading: GUI thread only.
#pragma once

#include "core/journal.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace gunjin::ui {

class RecordList : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // Where the records are; empty = the platform's application-data folder (record_folder.h).
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged)
    // -1 (all) or a PlayMode.Kind (PlayMode.Cpu, PlayMode.HotSeat, PlayMode.Lan).
    Q_PROPERTY(int modeFilter READ modeFilter WRITE setModeFilter NOTIFY filterChanged)
    // "" (all), "won" or "lost" (from the side played here; hot-seat games are neither), "drawn",
    // "stopped" (中断).
    Q_PROPERTY(QString resultFilter READ resultFilter WRITE setResultFilter NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Games in the folder, before filtering.
    Q_PROPERTY(int total READ total NOTIFY countChanged)
    Q_PROPERTY(QString notice READ notice NOTIFY countChanged)
    // Why each file of the notice could not be read, as the reader said it ("" for none).
    Q_PROPERTY(QString noticeDetail READ noticeDetail NOTIFY countChanged)

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        DateRole,     // "2026/12/1 10:15" (local time)
        ModeRole,     // CPU と対戦 / 2 人で対戦 / 友達と対戦 (a LAN or a server room)
        OpponentRole, // "CPU（上級）", the friend's name, or 先手 vs 後手
        RulesRole,    // 軍人将棋（6×8） / 連盟ルール（9×9）
        ResultRole,   // あなたの勝ち / 先手の勝ち / 引き分け ...
        MovesRole,    // number of moves
        OutcomeRole // "won" / "lost" (the side played here), "drawn", "stopped" (中断, goes on),
                    // or "" (a hot-seat game someone won)
    };

    explicit RecordList(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    int modeFilter() const { return m_mode; }
    void setModeFilter(int mode);
    QString resultFilter() const { return m_result; }
    void setResultFilter(const QString& result);
    int count() const { return int(m_shown.size()); }
    int total() const { return int(m_all.size()); }
    QString notice() const { return m_notice; }
    QString noticeDetail() const { return m_noticeDetail; }

    // Reads the folder again.
    Q_INVOKABLE void reload();
    // The file of row `row` ("" when out of range).
    Q_INVOKABLE QString pathAt(int row) const;
    // Whether row `row` is a stopped game (中断) rather than a finished one.
    Q_INVOKABLE bool stoppedAt(int row) const;

signals:
    void folderChanged();
    void filterChanged();
    void countChanged();

private:
    struct Entry {
        QString path, date, mode, opponent, rules, result;
        GameMode modeId = GameMode::Cpu;
        QString outcomeId; // won / lost / drawn / stopped / "" (a hot-seat game someone won)
        int moves = 0;
    };
    // Shows the entries that pass the filters, after replacing them with `entries` if given.
    void applyFilter(std::vector<Entry>* entries = nullptr);

    QString m_folder;
    int m_mode = -1;
    QString m_result;
    QString m_notice;
    QString m_noticeDetail;
    std::vector<Entry> m_all;
    std::vector<int> m_shown; // indexes into m_all
};

} // namespace gunjin::ui
