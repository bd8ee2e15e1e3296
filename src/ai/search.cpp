#include "search.h"

#include "core/combat.h"

#include <algorithm>

namespace gunjin::ai {

Child playKnown(const Position& pos, Move m) {
    Child c{pos, false};
    const Side mover = pos.sideToMove();
    c.pos.applyOutcome(m, judgeMove(pos, m));
    const Square to = m.to();
    c.occupied = to == hqOf(opponent(mover)) && !c.pos.isEmpty(to) && c.pos.sideAt(to) == mover &&
                 isOfficer(c.pos.typeAt(to));
    return c;
}

namespace {

struct Ordered {
    Move move;
    int key;
};

// Occupations, then attacks by what they are expected to win, then quiet moves forward first.
int orderKey(const Position& pos, Move m) {
    const Side mover = pos.sideToMove();
    const PieceType t = pos.typeAt(m.from());
    if (m.to() == hqOf(opponent(mover)) && isOfficer(t)) return 1'000'000;
    if (pos.isEmpty(m.to())) {
        const int gain = stepsToEnemyHq(m.from(), mover) - stepsToEnemyHq(m.to(), mover);
        return gain;
    }
    const int victim = pieceValue(pos.typeAt(m.to()), true);
    const int own = pieceValue(t, true);
    switch (judgeMove(pos, m)) {
    case CombatOutcome::AttackerWon: return 100'000 + victim;
    case CombatOutcome::BothRemoved: return 50'000 + victim - own;
    default: return -100'000 - own;
    }
}

int sortMoves(const Position& pos, const MoveList& list, std::array<Ordered, 256>& out,
              bool tacticalOnly) {
    int n = 0;
    for (Move m : list) {
        const bool tactical = !pos.isEmpty(m.to()) || (m.to() == hqOf(opponent(pos.sideToMove())) &&
                                                       isOfficer(pos.typeAt(m.from())));
        if (tacticalOnly && !tactical) continue;
        out[n++] = {m, orderKey(pos, m)};
    }
    std::stable_sort(out.begin(), out.begin() + n,
                     [](const Ordered& a, const Ordered& b) { return a.key > b.key; });
    return n;
}

} // namespace

int Searcher::scoreMove(const Position& pos, Move m, int depth, int qdepth) {
    const Child c = playKnown(pos, m);
    if (c.occupied) return kWinScore - 1;
    if (c.pos.noCombatPlies() >= kNoCombatLimit) return 0; // R-END-2
    return -search(c.pos, depth, -kWinScore, kWinScore, 1, qdepth);
}

int Searcher::search(const Position& pos, int depth, int alpha, int beta, int ply, int qdepth) {
    if (depth <= 0 || stopped()) return quiesce(pos, alpha, beta, ply, qdepth);
    ++m_nodes;
    MoveList list;
    generateMoves(pos, list);
    if (list.empty()) // R-END-4, or R-END-3 when the other side is stuck too
        return hasLegalMove(pos, opponent(pos.sideToMove())) ? -(kWinScore - ply) : 0;
    std::array<Ordered, 256> moves;
    const int n = sortMoves(pos, list, moves, false);
    int best = -kWinScore;
    for (int i = 0; i < n; ++i) {
        const Child c = playKnown(pos, moves[i].move);
        int score;
        if (c.occupied)
            score = kWinScore - ply - 1;
        else if (c.pos.noCombatPlies() >= kNoCombatLimit)
            score = 0;
        else
            score = -search(c.pos, depth - 1, -beta, -alpha, ply + 1, qdepth);
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

int Searcher::quiesce(const Position& pos, int alpha, int beta, int ply, int qdepth) {
    ++m_nodes;
    const int standPat = evaluate(pos, pos.sideToMove());
    if (qdepth <= 0 || standPat >= beta || stopped()) return standPat;
    alpha = std::max(alpha, standPat);
    MoveList list;
    generateMoves(pos, list);
    std::array<Ordered, 256> moves;
    const int n = sortMoves(pos, list, moves, true);
    int best = standPat;
    for (int i = 0; i < n; ++i) {
        if (moves[i].key < 0) break; // losing attacks never help the side making them
        const Child c = playKnown(pos, moves[i].move);
        const int score =
            c.occupied ? kWinScore - ply - 1 : -quiesce(c.pos, -beta, -alpha, ply + 1, qdepth - 1);
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

} // namespace gunjin::ai
