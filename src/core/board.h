// Board geometry (R-BOARD-*, R-MOVE-3, R-MOVE-5..7), computed at compile time.
// Immutable constant tables: safe to read from any thread.
#pragma once

#include "types.h"

namespace gunjin {

// Absolute directions; North is toward row 8 (the first player's forward).
enum class Direction : std::uint8_t { North, South, East, West };
constexpr int kDirectionCount = 4;

constexpr Direction forwardOf(Side s) {
    return s == Side::First ? Direction::North : Direction::South;
}

// A line of squares leaving a square in one direction, nearest first.
struct Ray {
    std::uint8_t length = 0;
    std::array<Square, 7> squares{};
};

// Up to two rays per direction: from an HQ the north and south lines run along both the c and
// the d column (R-BOARD-5); everywhere else there is at most one.
struct RaySet {
    std::uint8_t count = 0;
    std::array<Ray, 2> rays{};
};

struct SquareGeometry {
    std::uint8_t stepCount = 0;
    std::array<Square, 4> steps{}; // orthogonal neighbours, bridges included
    std::uint8_t sideStepCount = 0;
    std::array<Square, 2> sideSteps{}; // east/west neighbours (a plane's sideways move)
    // Ground lines: stop at the river except along the b and e columns, end on entering an HQ.
    std::array<RaySet, kDirectionCount> slides{};
    // Plane lines (north, south only): cross the river, end on entering an HQ. From an HQ the
    // d-column line leaves out a square the c-column line already reached (the far HQ), so
    // that each destination is listed once.
    std::array<RaySet, 2> jumps{};
};

namespace detail {

constexpr int kDc[4] = {0, 0, 1, -1};
constexpr int kDr[4] = {1, -1, 0, 0};

// Grid cells a square covers: one, or two for an HQ (c and d).
constexpr int cellsOf(Square s, int (&cols)[2]) {
    cols[0] = columnOf(s);
    if (isHq(s)) {
        cols[1] = 3;
        return 2;
    }
    return 1;
}

// One step from a cell; kNoSquare off the board or across the river off the bridges.
constexpr Square stepFrom(int col, int row, int dir, bool crossRiverAnywhere) {
    const int c = col + kDc[dir];
    const int r = row + kDr[dir];
    const bool crossesRiver = (row == 4 && r == 5) || (row == 5 && r == 4);
    if (crossesRiver && !crossRiverAnywhere && col != 1 && col != 4) return kNoSquare;
    return squareAt(c, r);
}

constexpr Ray walk(Square origin, int col, int row, int dir, bool jumps) {
    Ray ray;
    for (;;) {
        const Square next = stepFrom(col, row, dir, jumps);
        if (next == kNoSquare) break;
        if (next != origin) {
            ray.squares[ray.length++] = next;
            if (isHq(next)) break; // R-MOVE-7: a line ends on entering an HQ
        }
        col += kDc[dir];
        row += kDr[dir];
    }
    return ray;
}

constexpr SquareGeometry buildGeometry(Square s) {
    SquareGeometry g;
    int cols[2] = {0, 0};
    const int cellCount = cellsOf(s, cols);
    const int row = rowOf(s);
    for (int dir = 0; dir < kDirectionCount; ++dir) {
        // Sideways lines of an HQ start from the cell on that side (hq1 east: e1, f1).
        const bool vertical = dir < 2;
        for (int k = 0; k < cellCount; ++k) {
            if (!vertical && cellCount == 2 && k != (dir == 2 ? 1 : 0)) continue;
            const int col = cols[k];
            const Square n = stepFrom(col, row, dir, false);
            if (n != kNoSquare && n != s) {
                bool seen = false;
                for (int i = 0; i < g.stepCount; ++i) seen = seen || g.steps[i] == n;
                if (!seen) {
                    g.steps[g.stepCount++] = n;
                    if (!vertical) g.sideSteps[g.sideStepCount++] = n;
                }
            }
            const Ray slide = walk(s, col, row, dir, false);
            if (slide.length > 0) g.slides[dir].rays[g.slides[dir].count++] = slide;
            if (vertical) {
                Ray jump = walk(s, col, row, dir, true);
                if (g.jumps[dir].count == 1) { // drop squares the first line already holds
                    const Ray& first = g.jumps[dir].rays[0];
                    Ray kept;
                    for (int i = 0; i < jump.length; ++i) {
                        bool dup = false;
                        for (int j = 0; j < first.length; ++j)
                            dup = dup || first.squares[j] == jump.squares[i];
                        if (!dup) kept.squares[kept.length++] = jump.squares[i];
                    }
                    jump = kept;
                }
                if (jump.length > 0) g.jumps[dir].rays[g.jumps[dir].count++] = jump;
            }
        }
    }
    return g;
}

constexpr std::array<SquareGeometry, kSquareCount> buildAll() {
    std::array<SquareGeometry, kSquareCount> all{};
    for (int s = 0; s < kSquareCount; ++s) all[s] = buildGeometry(static_cast<Square>(s));
    return all;
}

} // namespace detail

inline constexpr std::array<SquareGeometry, kSquareCount> kGeometry = detail::buildAll();

constexpr const SquareGeometry& geometry(Square s) {
    return kGeometry[s];
}

// R-COMBAT-6: the square directly behind a flag, one row toward its owner's back row
// (behind c2/d2 is hq1). Ruling: a square in an HQ or on the owner's back row has nothing
// behind it (an HQ spans two columns, so no single square is "directly" behind it).
constexpr Square squareBehind(Square s, Side owner) {
    if (isHq(s)) return kNoSquare;
    const int row = rowOf(s) + (owner == Side::First ? -1 : 1);
    return squareAt(columnOf(s), row);
}

} // namespace gunjin
