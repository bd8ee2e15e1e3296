#include "way_over_pieces.h"

#include <cmath>

namespace gunjin::ui {

bool passesOverPieces(const BoardLayout& board, const Position& before, Square from, Square to) {
    const double x0 = board.centreColumn(from), y0 = board.rowOf(from);
    const double x1 = board.centreColumn(to), y1 = board.rowOf(to);
    const double len2 = (x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0);
    if (len2 <= 0) return false;
    bool over = false;
    before.forEachOnBoard([&](Square s, const Piece&) {
        if (over || s == from || s == to) return;
        const double x = board.centreColumn(s), y = board.rowOf(s);
        const double t = ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / len2;
        if (t <= 0 || t >= 1) return;
        const double dx = x0 + t * (x1 - x0) - x, dy = y0 + t * (y1 - y0) - y;
        over = std::hypot(dx, dy) < 0.5;
    });
    return over;
}

} // namespace gunjin::ui
