// The board of each game as one table: its squares, their names, the grid cells they cover,
// the territories and the HQs (R-BOARD-*, F-BOARD-*). Everything that names, parses or places
// squares without knowing which game it plays asks this table; movement geometry lives in
// board.h (classic) and federation_board.h.
//
// Squares are numbered from the first player's back row, rank by rank, left to right; an HQ
// is one square covering two (classic) or three (federation) grid cells. The first player's
// territory is squares [0, territorySize), the second's the last territorySize squares; the
// federation board's one river square e5 lies between them.
// Immutable constant tables: safe to read from any thread.
#pragma once

#include "types.h"

#include <string_view>

namespace gunjin {

struct Cell {
    std::int8_t column = -1; // 0 = a
    std::int8_t row = -1;    // 1 = the first player's back row
};

// A bridge as drawn: a plank from one grid cell to another (R-BOARD-2's two straight bridges,
// F-BOARD-2's two crossing arms).
struct Bridge {
    Cell from;
    Cell to;
};

struct BoardLayout {
    Game game = Game::Classic;
    int columns = 0;       // grid width
    int rows = 0;          // grid height
    int squareCount = 0;   // squares of the board
    int territorySize = 0; // squares of one camp (= pieces of one army)
    std::array<Square, 2> hq{};
    std::array<std::array<char, 4>, kMaxSquares> names{}; // NUL-terminated
    std::array<std::array<Square, 9>, 10> cellSquare{};   // [row][column], kNoSquare where none
    std::array<Cell, kMaxSquares> firstCell{};            // leftmost cell of each square
    std::array<std::uint8_t, kMaxSquares> cellCount{};    // 1, or 2/3 for an HQ
    // The river, for drawing: either a gap between two rows (classic: after row 4, no cells)
    // or whole rows of river cells (federation: rows 4-6, where only e5 is a square).
    int riverAfterRow = 0;                   // 0 when the river is made of rows
    int riverFirstRow = 0, riverLastRow = 0; // 0 when the river is a gap
    std::array<Bridge, 2> bridges{};

    bool contains(Square s) const { return s < squareCount; }
    bool isHq(Square s) const { return s == hq[0] || s == hq[1]; }
    Square hqOf(Side side) const { return hq[index(side)]; }
    Square territoryBegin(Side side) const {
        return static_cast<Square>(side == Side::First ? 0 : squareCount - territorySize);
    }
    bool inTerritory(Square s, Side side) const {
        const Square b = territoryBegin(side);
        return s >= b && s < b + territorySize;
    }
    // Square at a grid cell; kNoSquare off the board or on the river. HQ cells give the HQ.
    Square squareAt(int column, int row) const {
        if (column < 0 || column >= columns || row < 1 || row > rows) return kNoSquare;
        return cellSquare[row][column];
    }
    int rowOf(Square s) const { return firstCell[s].row; }
    // Centre column of a square in grid units (2.5 for the classic HQ over c and d).
    double centreColumn(Square s) const { return firstCell[s].column + (cellCount[s] - 1) / 2.0; }
    bool isRiverCell(int column, int row) const {
        return row >= riverFirstRow && row <= riverLastRow && riverFirstRow > 0 &&
               squareAt(column, row) == kNoSquare && column >= 0 && column < columns;
    }
    // Canonical name ("a1", "hq1", "e5", ...); "-" for no square.
    std::string_view name(Square s) const { return contains(s) ? names[s].data() : "-"; }
    // Canonical names and the grid names of HQ cells (c1/d1, d1/e1/f1, ...).
    std::optional<Square> parse(std::string_view text) const;
};

const BoardLayout& boardLayout(Game game);

} // namespace gunjin
