#include "guess_notes.h"

#include <algorithm>
#include <cassert>

namespace gunjin {

void GuessNotes::set(PieceId id, PieceType type) {
    assert(id < kMaxSquares);
    m_types[id] = type;
}

bool GuessNotes::empty() const {
    return std::all_of(m_types.begin(), m_types.end(),
                       [](PieceType t) { return t == PieceType::Unknown; });
}

GuessNotes GuessNotes::replay(std::span<const GuessNote> notes, Side side, std::size_t ply) {
    GuessNotes out;
    for (const GuessNote& n : notes) {
        if (n.ply > ply) break; // in their order, so the rest came later still
        if (n.side == side && n.piece < kMaxSquares) out.set(n.piece, n.type);
    }
    return out;
}

Result<bool> checkGuessNote(const Position& pos, Side side, PieceId id, PieceType type) {
    if (id >= pos.board().squareCount || !(pos.pieceMask(opponent(side)) >> id & 1))
        return Error{"no piece of the other side has the id " + std::to_string(int(id))};
    if (pos.piece(id).square == kNoSquare)
        return Error{"the piece " + std::to_string(int(id)) + " is no longer on the board"};
    if (type != PieceType::Unknown && pos.rules().count(type) == 0)
        return Error{"the rules have no " + std::string(pieceTypeId(type))};
    return true;
}

} // namespace gunjin
