// Every piece of both sides as one side sees it, for the 3D board. Rows are piece ids (the
// public setup squares), so neither the order nor the count depends on a hidden type; an
// opponent piece carries no label until the end of the game reveals it (R-INFO-1, R-END-6),
// but the federation marshal, face up from the start (F-INFO-3), and a piece an open
// judgement showed (H-7, F-INFO-1): for a moment after the combat, and for as long as the
// player wants if the memory aid is on.
#pragma once

#include "core/guess_notes.h"
#include "core/view.h"

#include <QAbstractListModel>

#include <array>

namespace gunjin::ui {

// What open judgement has shown the viewer of opponent pieces: the type of each piece id it
// showed (Unknown for none), and the ids shown by the latest move.
struct Sightings {
    std::array<PieceType, kMaxSquares> seen;
    std::uint64_t latest = 0;
    Sightings() { seen.fill(PieceType::Unknown); }
    // Records the pieces `a` showed; they become the latest.
    void note(const Announcement& a);
};

struct PieceState {
    bool exists = false; // the id holds a piece in this game
    Side side = Side::First;
    Square square = kNoSquare;            // kNoSquare once removed
    PieceType shown = PieceType::Unknown; // Unknown for every hidden opponent piece
    bool flash = false;                   // shown for a moment by the latest combat
    bool remembered = false;              // shown through the memory aid
    PieceType guess = PieceType::Unknown; // the viewer's guess note, while the type is hidden
    friend bool operator==(const PieceState&, const PieceState&) = default;
};

class PieceModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        SideRole = Qt::UserRole + 1, // 0 first player, 1 second
        OwnRole,                     // a piece of the viewing side
        LabelRole,                   // kanji, or "" while hidden
        RevealedRole,                // an opponent piece shown (end, marshal, judgement)
        SquareRole,                  // -1 once removed
        AliveRole,
        ColumnRole, // centre column of its square in grid units; last square once removed
        RowRole,
        EnglishNameRole, // the English abbreviation of a shown type, "" while hidden
        MarshalRole,     // the federation's face-up 元帥 (its own look)
        FlashRole,       // shown for a moment by the latest combat's open judgement
        RememberedRole,  // shown only through the memory aid
        GuessRole,       // kanji of the viewer's guess note on a hidden piece, "" for none
        GuessEnglishRole // the same as an English abbreviation
    };

    explicit PieceModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows `view`: its own types, the opponent's only once revealed (or as `sightings` and
    // `memoryAid` allow; `flash` shows the latest sightings); `blind` hides every type (the
    // hot-seat curtain is down). `notes`, the viewer's guess notes, are shown on the opponent
    // pieces whose type is hidden (never when blind). The model always has kMaxSquares rows
    // (ids no piece of this board has are never alive): a different board changes every row
    // in place, never removes one; otherwise rows that did not change are not reported, so
    // the 3D scene redraws only what moved.
    void show(const SideView& view, bool blind = false, const Sightings* sightings = nullptr,
              bool flash = false, bool memoryAid = false, const GuessNotes* notes = nullptr) {
        show(view.position(), view.side(), blind, sightings, flash, memoryAid, notes);
    }
    // The same for a position as `viewer` knew it (a review step). A full position shows every
    // type: the review's 全部見る after the game.
    void show(const Position& pos, Side viewer, bool blind = false,
              const Sightings* sightings = nullptr, bool flash = false, bool memoryAid = false,
              const GuessNotes* notes = nullptr);

    // Piece `id`, about to be removed by a combat it started, was last seen on `square` (where
    // it fought), not on the square it left (precondition: id < kMaxSquares).
    void lastSeenAt(PieceId id, Square square) { m_lastSquare[id] = square; }

    // What is shown of piece `id` (precondition: id < kMaxSquares).
    const PieceState& piece(PieceId id) const { return m_pieces[id]; }

private:
    const BoardLayout* m_board;
    Side m_viewer = Side::First;
    std::array<PieceState, kMaxSquares> m_pieces{};
    std::array<Square, kMaxSquares> m_lastSquare{}; // where a removed piece was last seen
};

} // namespace gunjin::ui
