// Guess notes (メモ): the type a player suspects of each opponent piece. They are the player's
// own thoughts about hidden information: never part of a view, an announcement or a protocol
// frame, never handed to a seat (the CPU does not see them), kept only with the game's journal
// on the device where they were made (journal.h, "note" lines).
//
// A note names a piece by its id, which is public (the square it was set up on), so a note
// tells nothing the side does not already know.
#pragma once

#include "position.h"
#include "result.h"

#include <array>
#include <cstddef>
#include <span>

namespace gunjin {

// One change of a note, as a journal keeps it.
struct GuessNote {
    std::size_t ply = 0;                 // moves played when it was written
    Side side = Side::First;             // whose note
    PieceId piece = kNoPiece;            // a piece of the other side
    PieceType type = PieceType::Unknown; // Unknown: the note was cleared
    friend bool operator==(const GuessNote&, const GuessNote&) = default;
};

// One side's notes: the suspected type of each opponent piece id (Unknown for none).
class GuessNotes {
public:
    GuessNotes() { clear(); }
    PieceType at(PieceId id) const { return id < kMaxSquares ? m_types[id] : PieceType::Unknown; }
    // Precondition: id < kMaxSquares.
    void set(PieceId id, PieceType type);
    void clear() { m_types.fill(PieceType::Unknown); }
    bool empty() const;
    // The notes of `side` after the first `ply` moves, from a journal's notes in their order.
    static GuessNotes replay(std::span<const GuessNote> notes, Side side, std::size_t ply);
    friend bool operator==(const GuessNotes&, const GuessNotes&) = default;

private:
    std::array<PieceType, kMaxSquares> m_types;
};

// Whether `side` may write `type` on piece `id` in `pos` (a full position or that side's view:
// both hold every piece id): the piece must be the other side's and on the board, and the type
// one the other side's army holds under the position's rules (or Unknown, which clears).
// Outside input (a journal line, a click): an Error with the reason, true otherwise.
Result<bool> checkGuessNote(const Position& pos, Side side, PieceId id, PieceType type);

} // namespace gunjin
