// 棋譜 (review): a finished game from this device's records, shown on the same board as a game
// in play - the position after any move, from 先手's view, 後手's view (what that side knew
// then: its own types, and what the announcements showed it) or with every piece revealed,
// with each move and combat in words. A side's view shows the guess notes (メモ) its player had
// written by that move. It is a BoardPresenter, as a game in play is: BoardView and
// ButtonBoard show it the same way (nothing can be chosen or clicked in a review).
//
// Only finished games are opened: a game that can still be continued is not reviewed (it
// would show the opponent's setup).
//
// Threading: GUI thread only; nothing here throws.
#pragma once

#include "board_presenter.h"
#include "core/journal.h"
#include "core/record_file.h"
#include "core/timeline.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace gunjin::ui {

class GameReview : public BoardPresenter {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ loaded NOTIFY gameChanged)
    // Why the last file could not be opened; empty when it was.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The technical reason under it (the reader's English message), "" when there is none.
    Q_PROPERTY(QString errorDetail READ errorDetail NOTIFY errorChanged)
    Q_PROPERTY(QString path READ path NOTIFY gameChanged)
    // The game in a line (date, who played, rule set) and its result with the reason.
    Q_PROPERTY(QString title READ title NOTIFY gameChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY gameChanged)
    Q_PROPERTY(int plies READ plies NOTIFY gameChanged)
    // The move shown: 0 (the setups) .. plies (the end, everything revealed).
    Q_PROPERTY(int ply READ ply WRITE setPly NOTIFY plyChanged)
    Q_PROPERTY(Viewpoint viewpoint READ viewpoint WRITE setViewpoint NOTIFY viewChanged)
    // The move that led to the position shown, in words ("" at the start).
    Q_PROPERTY(QString moveText READ moveText NOTIFY plyChanged)
    // How the squares of the headings are named on this game's board ("" with no game).
    Q_PROPERTY(QString squareLegend READ squareLegend NOTIFY gameChanged)
    // Every combat and strike: [{ply, text}] in the words of the viewpoint.
    Q_PROPERTY(QVariantList combats READ combats NOTIFY viewChanged)

public:
    enum class Viewpoint { FirstView, SecondView, AllPieces };
    Q_ENUM(Viewpoint)

    explicit GameReview(QObject* parent = nullptr);

    bool loaded() const { return m_timeline.has_value(); }
    QString error() const { return m_error; }
    QString errorDetail() const { return m_errorDetail; }
    QString path() const { return m_path; }
    QString title() const;
    QString resultText() const;
    int plies() const { return m_timeline ? int(m_timeline->plies()) : 0; }
    int ply() const { return m_ply; }
    void setPly(int ply);
    Viewpoint viewpoint() const { return m_viewpoint; }
    void setViewpoint(Viewpoint v);
    QString moveText() const;
    QString squareLegend() const;
    QVariantList combats() const;

    // Opens the record at `path` - a journal of this app, or an exported record file
    // (.gunjin.json, docs/records.md) - at its first move, from the view of the side played
    // here (先手 for hot-seat). Every move is replayed by the referee. False, with `error`, for
    // a file that cannot be read, is damaged, or holds a game that has not ended; the game
    // shown before stays.
    Q_INVOKABLE bool openFile(const QString& path);
    // The same for a file's text.
    bool openText(const QByteArray& text, const QString& path);
    // 書き出す: writes the game shown as one record file at `path` (replaced if it exists);
    // false, with `error`, when it cannot be written.
    Q_INVOKABLE bool exportTo(const QString& path);
    // A file name for the export: the start time and the game ("gunjin-20261201-1015.gunjin.json").
    Q_INVOKABLE QString exportName() const;
    Q_INVOKABLE void close();
    // ←/→: one move back or on; a step forward plays the move's combat cue.
    Q_INVOKABLE void step(int delta);
    const GameTimeline* timeline() const { return m_timeline ? &*m_timeline : nullptr; }

signals:
    void viewChanged();
    void plyChanged();
    void errorChanged();

private:
    // Shows move `ply` (clamped) at once.
    void showPly(int ply);
    void setError(const QString& e, const QString& detail = {});
    // The side whose words and knowledge `v` uses (the bottom side for AllPieces).
    static Side sideOf(Viewpoint v) {
        return v == Viewpoint::SecondView ? Side::Second : Side::First;
    }
    void refresh();
    QString describe(std::size_t index) const; // move `index` (0-based) in the viewpoint's words

    std::optional<GameTimeline> m_timeline;
    Journal m_journal; // the game shown, as read (for the export)
    JournalHeader m_header;
    QString m_path;
    QString m_error;
    QString m_errorDetail;
    int m_ply = 0;
    Viewpoint m_viewpoint = Viewpoint::FirstView;
};

} // namespace gunjin::ui
