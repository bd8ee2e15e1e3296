// An independent, deliberately naive move generator for the federation game, written straight
// from rules-federation.md on the 9 × 9 grid (no precomputed rays or masks, nothing from
// federation_board.h / federation_movegen.h), to cross-check the fast one. It asks the position
// only which grid cell belongs to which square number (BoardLayout::squareAt) and what stands
// where; square names, adjacency, the river, the HQ, the bridge, slides, flights, missiles and
// the guard rule are all worked out here from the grid.
//
// Also here, from the same text: the combat table of F-COMBAT-1 and what a strike removes
// (F-STRIKE-1..4), for the property tests.
#pragma once

#include "core/position.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gunjin::test::fedref {

constexpr int kCols = 9; // a..i
constexpr int kRows = 9; // 1..9

// F-BOARD-1/2: rows 4-6 are the river; only e5 (column 4, row 5) stands in it.
inline bool onGrid(int c, int r) {
    return c >= 0 && c < kCols && r >= 1 && r <= kRows;
}
inline bool riverCell(int c, int r) {
    return r >= 4 && r <= 6 && !(c == 4 && r == 5);
}
inline bool isCell(int c, int r) {
    return onGrid(c, r) && !riverCell(c, r);
}
// F-BOARD-3: d1 e1 f1 and d9 e9 f9 are the two HQs.
inline bool hqCell(int c, int r) {
    return (r == 1 || r == kRows) && c >= 3 && c <= 5;
}

// The grid as the rules describe it, tied to the position's square numbers.
struct Grid {
    std::vector<std::pair<int, int>> cells[kMaxSquares]; // (column, row) of each square
    std::string names[kMaxSquares];
    Square hq[2] = {kNoSquare, kNoSquare};
    Square e5 = kNoSquare;
    Square c3 = kNoSquare, g3 = kNoSquare, c7 = kNoSquare, g7 = kNoSquare;
    int squareCount = 0;

    Square at(int c, int r) const { return isCell(c, r) ? layout->squareAt(c, r) : kNoSquare; }
    const BoardLayout* layout = nullptr;
};

inline const Grid& grid() {
    static const Grid g = [] {
        Grid g;
        g.layout = &boardLayout(Game::Federation);
        for (int r = 1; r <= kRows; ++r)
            for (int c = 0; c < kCols; ++c) {
                if (!isCell(c, r)) continue;
                const Square s = g.layout->squareAt(c, r);
                if (s == kNoSquare || s >= kMaxSquares) continue; // reported by the tests
                if (g.cells[s].empty()) {
                    ++g.squareCount;
                    g.names[s] = hqCell(c, r) ? "hq" + std::to_string(r)
                                              : std::string(1, char('a' + c)) + std::to_string(r);
                }
                g.cells[s].push_back({c, r});
            }
        g.hq[0] = g.at(4, 1);
        g.hq[1] = g.at(4, kRows);
        g.e5 = g.at(4, 5);
        g.c3 = g.at(2, 3);
        g.g3 = g.at(6, 3);
        g.c7 = g.at(2, 7);
        g.g7 = g.at(6, 7);
        return g;
    }();
    return g;
}

inline std::string name(Square s) {
    return s < kMaxSquares ? grid().names[s] : "-";
}

// F-BOARD-2: the bridgeheads and the far end of each one's arm (c3-g7, g3-c7).
inline bool isBridgehead(Square s) {
    const Grid& g = grid();
    return s == g.c3 || s == g.g3 || s == g.c7 || s == g.g7;
}
inline Square farEnd(Square s) {
    const Grid& g = grid();
    if (s == g.c3) return g.g7;
    if (s == g.g7) return g.c3;
    if (s == g.g3) return g.c7;
    if (s == g.c7) return g.g3;
    return kNoSquare;
}

// F-BOARD-3/4: "next to". Orthogonal grid neighbours of any of the square's cells (an HQ is
// one square), e5 only with the four bridgeheads.
inline std::vector<Square> adjacent(Square s) {
    const Grid& g = grid();
    static const int dc[4] = {0, 0, 1, -1}, dr[4] = {1, -1, 0, 0};
    std::vector<Square> out;
    auto add = [&](Square n) {
        if (n == kNoSquare || n == s) return;
        for (Square x : out)
            if (x == n) return;
        out.push_back(n);
    };
    if (s == g.e5) {
        for (Square b : {g.c3, g.g3, g.c7, g.g7}) add(b);
        return out;
    }
    for (auto [c, r] : g.cells[s])
        for (int d = 0; d < 4; ++d) {
            const Square n = g.at(c + dc[d], r + dr[d]);
            if (n != g.e5) add(n);
        }
    if (isBridgehead(s)) add(g.e5);
    return out;
}

inline bool areAdjacent(Square a, Square b) {
    for (Square n : adjacent(a))
        if (n == b) return true;
    return false;
}

// F-MOVE-8: a piece of `side` stands next to its HQ.
inline bool guarded(const Position& pos, Side side) {
    for (Square n : adjacent(grid().hq[index(side)]))
        if (!pos.isEmpty(n) && pos.sideAt(n) == side) return true;
    return false;
}

inline bool isOfficerType(PieceType t) { // F-PIECE-1
    switch (t) {
    case PieceType::General:
    case PieceType::LieutenantGeneral:
    case PieceType::MajorGeneral:
    case PieceType::Colonel:
    case PieceType::LieutenantColonel:
    case PieceType::Major: return true;
    default: return false;
    }
}

inline bool isSlider(PieceType t) { // F-MOVE-3
    return t == PieceType::Artillery || t == PieceType::Engineer || t == PieceType::Tank ||
           t == PieceType::Spy;
}

// Every legal move of the side to move, as canonical text (cli.md § Rule sets).
inline std::set<std::string> moves(const Position& pos) {
    const Grid& g = grid();
    static const int dc[4] = {0, 0, 1, -1}, dr[4] = {1, -1, 0, 0};
    std::set<std::string> out;
    const Side us = pos.sideToMove();
    const Side them = opponent(us);
    const Square theirHq = g.hq[index(them)];
    const bool theirHqGuarded = guarded(pos, them);
    auto own = [&](Square s) { return !pos.isEmpty(s) && pos.sideAt(s) == us; };
    // F-MOVE-1 and F-MOVE-8.
    auto enterable = [&](Square s) { return !own(s) && !(s == theirHq && theirHqGuarded); };
    auto step = [&](Square from, Square to) { out.insert(name(from) + "-" + name(to)); };
    // Our 原爆, wherever it is (one per army).
    std::vector<Square> bombs;
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        if (p.side == us && p.type == PieceType::AtomicBomb) bombs.push_back(s);
    });
    for (int si = 0; si < g.squareCount; ++si) {
        const auto from = static_cast<Square>(si);
        if (!own(from)) continue;
        const PieceType t = pos.typeAt(from);
        if (isOfficerType(t)) { // F-MOVE-2 and the bridge, F-MOVE-4
            for (Square n : adjacent(from))
                if (enterable(n)) step(from, n);
            if (isBridgehead(from) && pos.isEmpty(g.e5) && enterable(farEnd(from)))
                step(from, farEnd(from));
        } else if (isSlider(t)) { // F-MOVE-3
            for (auto [c0, r0] : g.cells[from])
                for (int d = 0; d < 4; ++d) {
                    int c = c0, r = r0;
                    for (;;) {
                        c += dc[d];
                        r += dr[d];
                        if (!isCell(c, r)) break; // off the board or into the river
                        const Square to = g.at(c, r);
                        if (to == from) continue; // another cell of the HQ we stand on
                        if (!enterable(to)) break;
                        step(from, to);
                        if (!pos.isEmpty(to) || to == g.hq[0] || to == g.hq[1]) break;
                    }
                }
            // F-MOVE-4: the bridge, one move that ends where it lands.
            if (from == g.e5) {
                for (Square b : {g.c3, g.g3, g.c7, g.g7})
                    if (enterable(b)) step(from, b);
            } else if (isBridgehead(from)) {
                if (enterable(g.e5)) step(from, g.e5);
                if (pos.isEmpty(g.e5) && enterable(farEnd(from))) step(from, farEnd(from));
            }
        } else if (t == PieceType::Jet) { // F-MOVE-5
            for (int s = 0; s < g.squareCount; ++s) {
                const auto to = static_cast<Square>(s);
                if (to != from && to != theirHq && !own(to)) step(from, to);
            }
        } else if (t == PieceType::Missile) {
            bool withBomb = false;
            for (Square b : bombs) withBomb = withBomb || areAdjacent(from, b);
            std::vector<Square> dests;
            for (Square n : adjacent(from))
                if (pos.isEmpty(n)) dests.push_back(n); // F-MOVE-2: onto an empty square only
            if (isBridgehead(from) && pos.isEmpty(g.e5) && pos.isEmpty(farEnd(from)))
                dests.push_back(farEnd(from));
            for (Square to : dests) {
                step(from, to);
                if (withBomb) out.insert(name(from) + "-" + name(to) + "+bomb"); // F-MOVE-7
            }
            pos.forEachOnBoard([&](Square s, const Piece& p) { // F-STRIKE-1, F-STRIKE-4
                if (p.side != them || s == theirHq) return;
                out.insert(name(from) + "*" + name(s));
                if (withBomb) out.insert(name(from) + "**" + name(s));
            });
        }
        // Marshal, mine, 原爆: never by themselves (F-MOVE-6).
    }
    return out;
}

// F-COMBAT-1: whether `attacker` beats `defender` (neither the same type nor a marshal).
inline bool beats(PieceType attacker, PieceType defender) {
    using P = PieceType;
    auto in = [&](std::initializer_list<P> list) {
        for (P p : list)
            if (p == defender) return true;
        return false;
    };
    switch (attacker) {
    case P::General:
        return in({P::LieutenantGeneral, P::MajorGeneral, P::Colonel, P::LieutenantColonel,
                   P::Major, P::Jet, P::Artillery, P::Engineer, P::Tank});
    case P::LieutenantGeneral:
        return in({P::MajorGeneral, P::Colonel, P::LieutenantColonel, P::Major, P::Jet,
                   P::Artillery, P::Engineer, P::Tank, P::Spy});
    case P::MajorGeneral:
        return in({P::Colonel, P::LieutenantColonel, P::Major, P::Jet, P::Artillery, P::Engineer,
                   P::Tank, P::Spy});
    case P::Colonel: return in({P::LieutenantColonel, P::Major, P::Artillery, P::Engineer, P::Spy});
    case P::LieutenantColonel: return in({P::Major, P::Artillery, P::Engineer, P::Spy});
    case P::Major: return in({P::Artillery, P::Engineer, P::Spy});
    case P::Jet:
        return in(
            {P::Colonel, P::LieutenantColonel, P::Major, P::Mine, P::Engineer, P::Tank, P::Spy});
    case P::Artillery: return in({P::Jet, P::Mine, P::Engineer, P::Tank, P::Spy});
    case P::Engineer: return in({P::Mine, P::Tank, P::Spy});
    case P::Tank: return in({P::Colonel, P::LieutenantColonel, P::Major, P::Spy});
    case P::Spy: return in({P::General});
    default: return false;
    }
}

// F-COMBAT-1..3: the outcome of an attack.
inline CombatOutcome judge(PieceType attacker, PieceType defender) {
    if (defender == PieceType::Marshal)
        return isOfficerType(attacker) ? CombatOutcome::AttackerWon : CombatOutcome::DefenderWon;
    if (attacker == defender) return CombatOutcome::BothRemoved;
    return beats(attacker, defender) ? CombatOutcome::AttackerWon : CombatOutcome::DefenderWon;
}

// F-STRIKE-1/4: the squares of a strike's area around `target` (grid geometry; a river cell
// or a cell off the board holds nothing; an HQ is in when one of its cells is).
inline std::vector<Square> area(Square target, bool bomb) {
    const Grid& g = grid();
    std::vector<Square> out;
    const auto [c0, r0] = g.cells[target].front();
    for (int dc = -1; dc <= 1; ++dc)
        for (int dr = -1; dr <= 1; ++dr) {
            if (!bomb && dc != 0 && dr != 0) continue;
            const Square s = g.at(c0 + dc, r0 + dr);
            if (s == kNoSquare) continue;
            bool seen = false;
            for (Square x : out) seen = seen || x == s;
            if (!seen) out.push_back(s);
        }
    return out;
}

struct StrikeEffect {
    bool collision = false;
    std::set<Square> judged;  // opponent pieces in the area
    std::set<Square> removed; // every square that loses its piece, the weapons included
};

// F-STRIKE-2..4 for the strike or launch m in pos (every type known).
inline StrikeEffect strike(const Position& pos, Move m) {
    StrikeEffect e;
    const Side us = pos.sideAt(m.from());
    const bool bomb = m.kind() == MoveKind::Launch;
    e.removed.insert(m.from());
    if (bomb)
        for (Square n : adjacent(m.from()))
            if (!pos.isEmpty(n) && pos.sideAt(n) == us && pos.typeAt(n) == PieceType::AtomicBomb)
                e.removed.insert(n);
    for (Square s : area(m.to(), bomb))
        if (!pos.isEmpty(s) && pos.sideAt(s) != us) {
            e.judged.insert(s);
            if (pos.typeAt(s) == PieceType::Missile) e.collision = true;
        }
    for (Square s : e.judged) {
        const PieceType t = pos.typeAt(s);
        if (e.collision) {
            if (t == PieceType::Missile) e.removed.insert(s);
        } else if (t != PieceType::Marshal && !(bomb && t == PieceType::Missile)) {
            e.removed.insert(s);
        }
    }
    return e;
}

} // namespace gunjin::test::fedref
