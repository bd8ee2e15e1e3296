// The federation board's movement geometry (F-BOARD-*, F-MOVE-3/4, F-STRIKE-1/4), computed at
// compile time. Square numbers are those of board_layout.h: the first camp is 0..24 (row 1 is
// a1 b1 c1 hq1 g1 h1 i1), e5 is 25, the second camp 26..50. Immutable constant tables: safe to
// read from any thread.
#pragma once

#include "board.h"

namespace gunjin::federation {

constexpr int kColumns = 9;
constexpr int kRows = 9;
constexpr int kSquares = 51;
constexpr Square kHq1 = 3;
constexpr Square kE5 = 25;
constexpr Square kHq9 = 47;

constexpr Square hqSquare(Side s) {
    return s == Side::First ? kHq1 : kHq9;
}
constexpr bool isHq(Square s) {
    return s == kHq1 || s == kHq9;
}

// Square at a grid cell (column 0..8, row 1..9); kNoSquare off the board and on the river.
constexpr Square squareAt(int column, int row) {
    if (column < 0 || column >= kColumns || row < 1 || row > kRows) return kNoSquare;
    auto backRow = [](int base, int col) {
        return static_cast<Square>(col < 3 ? base + col : col < 6 ? base + 3 : base + col - 2);
    };
    switch (row) {
    case 1: return backRow(0, column);
    case 2: return static_cast<Square>(7 + column);
    case 3: return static_cast<Square>(16 + column);
    case 5: return column == 4 ? kE5 : kNoSquare;
    case 7: return static_cast<Square>(26 + column);
    case 8: return static_cast<Square>(35 + column);
    case 9: return backRow(44, column);
    default: return kNoSquare; // rows 4 and 6: river
    }
}

// The bridgeheads (F-BOARD-2), each with the far end of its arm.
constexpr std::array<std::array<Square, 2>, 4> kBridgeArms = {{{18, 32},   // c3 - g7
                                                               {22, 28},   // g3 - c7
                                                               {32, 18},   // g7 - c3
                                                               {28, 22}}}; // c7 - g3

// F-BOARD-2: c3, g3, c7, g7 (where no mine may stand, F-SETUP-3).
constexpr bool isBridgehead(Square s) {
    for (const auto& arm : kBridgeArms)
        if (arm[0] == s) return true;
    return false;
}

using SquareMask = std::uint64_t;
constexpr SquareMask bit(Square s) {
    return SquareMask{1} << s;
}

// Up to three rays per direction: from an HQ the lines toward the river run along each of
// its three columns (F-MOVE-3).
struct FedRay {
    std::uint8_t length = 0;
    std::array<Square, 8> squares{};
};
struct FedRaySet {
    std::uint8_t count = 0;
    std::array<FedRay, 3> rays{};
};

struct FedGeometry {
    std::uint8_t stepCount = 0;
    std::array<Square, 5> steps{}; // adjacent squares (F-BOARD-3/4), e5's bridge links included
    Square farEnd = kNoSquare;     // a bridgehead's straight crossing (needs e5 empty)
    std::array<FedRaySet, kDirectionCount> slides{}; // grid lines; end on entering an HQ
    SquareMask adjacent = 0;                         // the steps as a mask
    SquareMask strikeArea = 0;                       // target and its 4 grid neighbours
    SquareMask bombArea = 0;                         // the 3 × 3 block around the target
};

namespace detail {

constexpr int cellsOf(Square s, int (&cols)[3], int& row) {
    for (int r = 1; r <= kRows; ++r)
        for (int c = 0; c < kColumns; ++c)
            if (squareAt(c, r) == s) {
                int n = 0;
                row = r;
                for (int k = c; k < kColumns && squareAt(k, r) == s; ++k) cols[n++] = k;
                return n;
            }
    return 0;
}

constexpr SquareMask areaMask(int col, int row, bool block) {
    SquareMask m = 0;
    for (int dc = -1; dc <= 1; ++dc)
        for (int dr = -1; dr <= 1; ++dr) {
            if (!block && dc != 0 && dr != 0) continue;
            const Square s = squareAt(col + dc, row + dr);
            if (s != kNoSquare) m |= bit(s);
        }
    return m;
}

constexpr FedGeometry buildGeometry(Square s) {
    FedGeometry g;
    int cols[3] = {0, 0, 0};
    int row = 0;
    const int cellCount = cellsOf(s, cols, row);
    auto addStep = [&g](Square n) {
        if (n == kNoSquare || (g.adjacent & bit(n))) return;
        g.steps[g.stepCount++] = n;
        g.adjacent |= bit(n);
    };
    for (int dir = 0; dir < kDirectionCount; ++dir) {
        const bool vertical = dir < 2;
        for (int k = 0; k < cellCount; ++k) {
            // Sideways lines of an HQ start from its cell on that side (hq1 east: g1, h1, i1).
            if (!vertical && cellCount > 1 && k != (dir == 2 ? cellCount - 1 : 0)) continue;
            int c = cols[k], r = row;
            FedRay ray;
            for (;;) {
                c += ::gunjin::detail::kDc[dir];
                r += ::gunjin::detail::kDr[dir];
                const Square n = squareAt(c, r);
                if (n == kNoSquare || n == kE5) break; // the river; e5 only by the bridge
                if (n == s) continue;
                ray.squares[ray.length++] = n;
                if (isHq(n)) break;
            }
            if (ray.length > 0) {
                addStep(ray.squares[0]);
                g.slides[dir].rays[g.slides[dir].count++] = ray;
            }
        }
    }
    for (const auto& arm : kBridgeArms)
        if (arm[0] == s) {
            addStep(kE5);
            g.farEnd = arm[1];
        }
    if (s == kE5)
        for (const auto& arm : kBridgeArms) addStep(arm[0]);
    if (s != kE5 && !isHq(s)) {
        g.strikeArea = areaMask(cols[0], row, false);
        g.bombArea = areaMask(cols[0], row, true);
    } else if (s == kE5) {
        g.strikeArea = areaMask(4, 5, false);
        g.bombArea = areaMask(4, 5, true);
    }
    return g;
}

constexpr std::array<FedGeometry, kSquares> buildAll() {
    std::array<FedGeometry, kSquares> all{};
    for (int s = 0; s < kSquares; ++s) all[s] = buildGeometry(static_cast<Square>(s));
    return all;
}

} // namespace detail

inline constexpr std::array<FedGeometry, kSquares> kGeometry = detail::buildAll();

constexpr const FedGeometry& geometry(Square s) {
    return kGeometry[s];
}

} // namespace gunjin::federation
