#include "board_layout.h"

namespace gunjin {

namespace {

// The grid shape of each game: which cells are squares, which belong to an HQ.
struct Shape {
    Game game;
    int columns, rows;
    int hqFirstColumn, hqCells;
    bool isRiver(int column, int row) const {
        // rules-federation.md F-BOARD-1/2: rows 4-6 are river, except the bridge's e5.
        return game == Game::Federation && row >= 4 && row <= 6 && !(row == 5 && column == 4);
    }
};

BoardLayout build(const Shape& shape) {
    BoardLayout b;
    b.game = shape.game;
    b.columns = shape.columns;
    b.rows = shape.rows;
    for (auto& row : b.cellSquare) row.fill(kNoSquare);
    int next = 0;
    for (int row = 1; row <= shape.rows; ++row) {
        for (int col = 0; col < shape.columns; ++col) {
            if (shape.isRiver(col, row)) continue;
            const bool backRow = row == 1 || row == shape.rows;
            const bool hqCell =
                backRow && col >= shape.hqFirstColumn && col < shape.hqFirstColumn + shape.hqCells;
            if (hqCell && col > shape.hqFirstColumn) { // a further cell of the HQ just made
                const Square hq = b.cellSquare[row][shape.hqFirstColumn];
                b.cellSquare[row][col] = hq;
                ++b.cellCount[hq];
                continue;
            }
            const auto s = static_cast<Square>(next++);
            b.cellSquare[row][col] = s;
            b.firstCell[s] = {static_cast<std::int8_t>(col), static_cast<std::int8_t>(row)};
            b.cellCount[s] = 1;
            auto& t = b.names[s];
            if (hqCell) {
                b.hq[row == 1 ? 0 : 1] = s;
                t = {'h', 'q', static_cast<char>('0' + row), 0};
            } else {
                t = {static_cast<char>('a' + col), static_cast<char>('0' + row), 0, 0};
            }
        }
    }
    b.squareCount = next;
    // Both territories hold the same number of squares; the federation's e5 lies between.
    b.territorySize = shape.game == Game::Classic ? next / 2 : (next - 1) / 2;
    auto cell = [](int col, int row) {
        return Cell{static_cast<std::int8_t>(col), static_cast<std::int8_t>(row)};
    };
    if (shape.game == Game::Classic) { // R-BOARD-2: b and e cross between rows 4 and 5
        b.riverAfterRow = 4;
        b.bridges = {Bridge{cell(1, 4), cell(1, 5)}, Bridge{cell(4, 4), cell(4, 5)}};
    } else { // F-BOARD-1/2: rows 4-6, the arms c3-g7 and g3-c7 crossing on e5
        b.riverFirstRow = 4;
        b.riverLastRow = 6;
        b.bridges = {Bridge{cell(2, 3), cell(6, 7)}, Bridge{cell(6, 3), cell(2, 7)}};
    }
    return b;
}

} // namespace

const BoardLayout& boardLayout(Game game) {
    static const BoardLayout classic = build({Game::Classic, 6, 8, 2, 2});
    static const BoardLayout federation = build({Game::Federation, 9, 9, 3, 3});
    return game == Game::Classic ? classic : federation;
}

std::optional<Square> BoardLayout::parse(std::string_view text) const {
    for (int i = 0; i < squareCount; ++i)
        if (std::string_view(names[i].data()) == text) return static_cast<Square>(i);
    // The grid names of an HQ's cells (R-BOARD-3, F-BOARD-3).
    if (text.size() == 2 && text[0] >= 'a' && text[1] >= '1' && text[1] <= '9') {
        const Square s = squareAt(text[0] - 'a', text[1] - '0');
        if (s != kNoSquare && isHq(s)) return s;
    }
    return std::nullopt;
}

} // namespace gunjin
