// An independent, deliberately naive move generator written straight from rules.md on grid
// cells (no precomputed rays), to cross-check the fast one.
#pragma once

#include "core/position.h"

#include <set>
#include <string>

namespace gunjin::test {

inline bool refCrossesRiverIllegally(int col, int row, int nrow) {
    const bool crosses = (row == 4 && nrow == 5) || (row == 5 && nrow == 4);
    return crosses && col != 1 && col != 4; // R-MOVE-3: only the b and e bridges
}

inline std::set<std::string> referenceMoves(const Position& pos) {
    static const int dc[4] = {0, 0, 1, -1}, dr[4] = {1, -1, 0, 0};
    std::set<std::string> out;
    const Side us = pos.sideToMove();
    auto own = [&](Square s) { return !pos.isEmpty(s) && pos.sideAt(s) == us; };
    auto add = [&](Square from, Square to) {
        out.insert(std::string(squareName(from)) + "-" + std::string(squareName(to)));
    };
    for (int s = 0; s < kSquareCount; ++s) {
        const Square from = static_cast<Square>(s);
        if (pos.isEmpty(from) || pos.sideAt(from) != us) continue;
        const PieceType t = pos.typeAt(from);
        if (t == PieceType::Mine || t == PieceType::Flag) continue; // R-MOVE-8
        std::vector<int> cols{columnOf(from)};
        if (isHq(from)) cols.push_back(3);
        const int row = rowOf(from);
        const int fwd = us == Side::First ? 1 : -1;
        for (int col : cols) {
            for (int d = 0; d < 4; ++d) {
                const bool vertical = dr[d] != 0;
                if (t == PieceType::Engineer) { // slide; stop at pieces, river, HQ
                    int c = col, r = row;
                    for (;;) {
                        const int nc = c + dc[d], nr = r + dr[d];
                        const Square to = squareAt(nc, nr);
                        if (to == kNoSquare || refCrossesRiverIllegally(c, r, nr)) break;
                        c = nc;
                        r = nr;
                        if (to == from) continue; // the other cell of our own HQ
                        if (own(to)) break;
                        add(from, to);
                        if (!pos.isEmpty(to) || isHq(to)) break;
                    }
                } else if (t == PieceType::Plane && vertical) { // jump; stop only at an HQ
                    for (int r = row + dr[d]; r >= 1 && r <= 8; r += dr[d]) {
                        const Square to = squareAt(col, r);
                        if (!own(to)) add(from, to);
                        if (isHq(to)) break;
                    }
                } else { // one step
                    const int nc = col + dc[d], nr = row + dr[d];
                    const Square to = squareAt(nc, nr);
                    if (to == kNoSquare || to == from || refCrossesRiverIllegally(col, row, nr))
                        continue;
                    if (!own(to)) add(from, to);
                }
            }
            if (t == PieceType::Tank || t == PieceType::Cavalry) { // two straight forward
                const Square mid = squareAt(col, row + fwd);
                if (mid == kNoSquare || refCrossesRiverIllegally(col, row, row + fwd)) continue;
                if (isHq(mid) || !pos.isEmpty(mid)) continue;
                const Square to = squareAt(col, row + 2 * fwd);
                if (to == kNoSquare || refCrossesRiverIllegally(col, row + fwd, row + 2 * fwd))
                    continue;
                if (!own(to)) add(from, to);
            }
        }
    }
    return out;
}

} // namespace gunjin::test
