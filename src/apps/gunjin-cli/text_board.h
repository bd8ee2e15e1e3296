// Plain-text drawing of a position for terminals (gunjin-cli selfplay / show).
#pragma once

#include "core/position.h"

#include <string>

namespace gunjin {

// Two-letter code of a type: first player's pieces upper case, second's lower case;
// unknown pieces "??".
std::string pieceCode(PieceType t, Side side);

// Rows 8 to 1, columns a to f; the HQ spans the c and d cells. Ends with a legend line.
std::string drawBoard(const Position& pos);

} // namespace gunjin
