// 棋譜 (review): a finished game from this device's records, shown on the same board as a game
// in play - the position after any move, from 先手's view, 後手's view (what that side knew
// then: its own types, and what the announcements showed it) or with every piece revealed,
// with each move and combat in words. A side's view shows the guess notes (メモ) its player had
// written by that move. It offers the board interface BoardView and ButtonBoard
// use (board, squares, pieces, humanIsFirst, selectedSquare, missileSelected, clickSquare,
// hoverSquare, squareLabel, and the gameChanged / combat / strike signals).
//
// Only finished games are opened: a game that can still be continued is not reviewed (it
// would show the opponent's setup).
//
// Threading: GUI thread only; nothing here throws.
#pragma once

#include "board_geometry.h"
#include "core/journal.h"
#include "core/record_file.h"
#include "core/timeline.h"
#include "piece_model.h"
#include "square_model.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace gunjin::ui {

class GameReview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractListModel* squares READ squares CONSTANT)
    Q_PROPERTY(QAbstractListModel* pieces READ pieces CONSTANT)
    Q_PROPERTY(BoardGeometry* board READ board CONSTANT)
    Q_PROPERTY(bool loaded READ loaded NOTIFY gameChanged)
    // Why the last file could not be opened; empty when it was.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString path READ path NOTIFY gameChanged)
    // The game in a line (date, who played, rule set) and its result with the reason.
    Q_PROPERTY(QString title READ title NOTIFY gameChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY gameChanged)
    Q_PROPERTY(int plies READ plies NOTIFY gameChanged)
    // The move shown: 0 (the setups) .. plies (the end, everything revealed).
    Q_PROPERTY(int ply READ ply WRITE setPly NOTIFY plyChanged)
    Q_PROPERTY(Viewpoint viewpoint READ viewpoint WRITE setViewpoint NOTIFY viewChanged)
    // The board turns toward 先手 unless 後手's view is shown.
    Q_PROPERTY(bool humanIsFirst READ humanIsFirst NOTIFY viewChanged)
    // The move that led to the position shown, in words ("" at the start).
    Q_PROPERTY(QString moveText READ moveText NOTIFY plyChanged)
    // Every combat and strike: [{ply, text}] in the words of the viewpoint.
    Q_PROPERTY(QVariantList combats READ combats NOTIFY viewChanged)
    // The board interface: nothing is chosen in a review.
    Q_PROPERTY(int selectedSquare READ selectedSquare CONSTANT)
    Q_PROPERTY(bool missileSelected READ missileSelected CONSTANT)

public:
    enum class Viewpoint { FirstView, SecondView, AllPieces };
    Q_ENUM(Viewpoint)

    explicit GameReview(QObject* parent = nullptr);

    QAbstractListModel* squares() { return &m_squares; }
    QAbstractListModel* pieces() { return &m_pieces; }
    BoardGeometry* board() { return &m_board; }
    bool loaded() const { return m_timeline.has_value(); }
    QString error() const { return m_error; }
    QString path() const { return m_path; }
    QString title() const;
    QString resultText() const;
    int plies() const { return m_timeline ? int(m_timeline->plies()) : 0; }
    int ply() const { return m_ply; }
    void setPly(int ply);
    Viewpoint viewpoint() const { return m_viewpoint; }
    void setViewpoint(Viewpoint v);
    bool humanIsFirst() const { return m_viewpoint != Viewpoint::SecondView; }
    QString moveText() const;
    QVariantList combats() const;
    int selectedSquare() const { return -1; }
    bool missileSelected() const { return false; }

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
    // The board interface: a click or hover in a review changes nothing.
    Q_INVOKABLE void clickSquare(int) {}
    Q_INVOKABLE void hoverSquare(int) {}
    Q_INVOKABLE QString squareLabel(int square) const;
    // The type shown on a square at the current step ("" for none or a hidden piece); tests.
    Q_INVOKABLE QString labelAt(int square) const;

    // The side whose words and knowledge the viewpoint uses (the bottom side for AllPieces).
    Side viewer() const {
        return m_viewpoint == Viewpoint::SecondView ? Side::Second : Side::First;
    }
    const GameTimeline* timeline() const { return m_timeline ? &*m_timeline : nullptr; }

signals:
    void gameChanged();
    void viewChanged();
    void plyChanged();
    void errorChanged();
    // The same cues as a game in play, for the move just stepped onto.
    void combat(int square, int outcome);
    void strike(int target, const QVariantList& area, bool bomb, bool ownStrike, bool collision);

private:
    void setError(const QString& e);
    void refresh();
    QString describe(std::size_t index) const; // move `index` (0-based) in the viewpoint's words

    SquareModel m_squares;
    PieceModel m_pieces;
    BoardGeometry m_board;
    std::optional<GameTimeline> m_timeline;
    Journal m_journal; // the game shown, as read (for the export)
    JournalHeader m_header;
    QString m_path;
    QString m_error;
    int m_ply = 0;
    Viewpoint m_viewpoint = Viewpoint::FirstView;
};

} // namespace gunjin::ui
