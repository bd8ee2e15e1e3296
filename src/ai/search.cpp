#include "search.h"

#include "core/combat.h"
#include "core/federation_board.h"
#include "core/referee.h"

#include <algorithm>

namespace gunjin::ai {

namespace {

// The classic game won by occupation: the hot path, without the referee's bookkeeping.
bool wonByOccupationOnly(const RuleSet& rules) {
    return rules.game == Game::Classic && rules.win == WinCondition::Occupation;
}

} // namespace

Child playKnown(const Position& pos, Move m) {
    Child c{pos, MoveEnd::None};
    const Side mover = pos.sideToMove();
    if (wonByOccupationOnly(pos.rules())) {
        c.pos.applyOutcome(m, judgeMove(pos, m));
        const Square to = m.to();
        if (to == hqOf(opponent(mover)) && !c.pos.isEmpty(to) && c.pos.sideAt(to) == mover &&
            isOfficer(c.pos.typeAt(to)))
            c.end = MoveEnd::MoverWon;
        return c;
    }
    applyAnnouncement(c.pos, resolveMove(pos, m));
    const RemovedPieces removed = {pos.aliveMask(Side::First) & ~c.pos.aliveMask(Side::First),
                                   pos.aliveMask(Side::Second) & ~c.pos.aliveMask(Side::Second)};
    const GameEnd end = decisiveEnd(c.pos, mover, m, removed);
    if (end.status == GameStatus::Draw)
        c.end = MoveEnd::Draw;
    else if (end.status != GameStatus::Ongoing)
        c.end = end.status == winFor(mover) ? MoveEnd::MoverWon : MoveEnd::MoverLost;
    return c;
}

namespace {

// What a strike or 原爆 launch is expected to win in a known position: the opponent's material
// it removes, less the weapon spent (F-STRIKE-1..4).
int strikeGain(const Position& pos, Move m) {
    const Side us = pos.sideToMove();
    const bool bomb = m.kind() == MoveKind::Launch;
    const federation::FedGeometry& g = federation::geometry(m.to());
    const RuleSet& rules = pos.rules();
    int gain = 0;
    bool collision = false;
    for (federation::SquareMask bits = bomb ? g.bombArea : g.strikeArea; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        if (pos.isEmpty(s) || pos.sideAt(s) == us) continue;
        const PieceType t = pos.typeAt(s);
        if (t == PieceType::Missile) collision = true;
        if (strikeRemoves(bomb, t)) gain += pieceValue(rules, t, true);
    }
    const int spent = pieceValue(rules, PieceType::Missile, true) +
                      (bomb ? pieceValue(rules, PieceType::AtomicBomb, true) : 0);
    if (collision) return -spent / 2; // the weapons trade; nothing else happens
    return gain - spent;
}

// Whether m by this piece wins at once: an officer entering the enemy HQ (occupation, or in
// the federation game taking the unguarded marshal, F-MOVE-8).
bool entersToWin(const Position& pos, Move m, PieceType t) {
    const RuleSet& rules = pos.rules();
    if (rules.game == Game::Classic && rules.win != WinCondition::Occupation) return false;
    return !m.isStrike() && m.to() == pos.board().hqOf(opponent(pos.sideToMove())) && isOfficer(t);
}

struct Ordered {
    Move move;
    int key;
};

// Occupations, then attacks by what they are expected to win, then quiet moves forward first.
int orderKey(const Position& pos, Move m) {
    const Side mover = pos.sideToMove();
    const PieceType t = pos.typeAt(m.from());
    const RuleSet& rules = pos.rules();
    if (entersToWin(pos, m, t)) return 1'000'000;
    if (m.isStrike()) {
        const int gain = strikeGain(pos, m);
        return gain > 0 ? 100'000 + gain : -100'000 + gain;
    }
    if (pos.isEmpty(m.to())) {
        const int gain =
            stepsToEnemyHq(rules, m.from(), mover) - stepsToEnemyHq(rules, m.to(), mover);
        return gain;
    }
    const int victim = pieceValue(rules, pos.typeAt(m.to()), true);
    const int own = pieceValue(rules, t, true);
    switch (judgeMove(pos, m)) {
    case CombatOutcome::AttackerWon: return 100'000 + victim;
    case CombatOutcome::BothRemoved: return 50'000 + victim - own;
    default: return -100'000 - own;
    }
}

// Storage left uninitialised, like MoveList's: one is made at every node.
struct OrderedMoves {
    OrderedMoves() {}
    Ordered& operator[](int i) { return items[i]; }
    Ordered* begin() { return items; }
    union {
        Ordered items[MoveList::kCapacity];
    };
};

int sortMoves(const Position& pos, const MoveList& list, OrderedMoves& out, bool tacticalOnly) {
    int n = 0;
    for (Move m : list) {
        const bool tactical =
            m.isStrike() || !pos.isEmpty(m.to()) || entersToWin(pos, m, pos.typeAt(m.from()));
        if (tacticalOnly && !tactical) continue;
        out[n++] = {m, orderKey(pos, m)};
    }
    std::stable_sort(out.begin(), out.begin() + n,
                     [](const Ordered& a, const Ordered& b) { return a.key > b.key; });
    return n;
}

} // namespace

namespace {

// The score of a child that ended the game by its move, for the side that made it.
int endScore(MoveEnd end, int ply) {
    switch (end) {
    case MoveEnd::MoverWon: return kWinScore - ply - 1;
    case MoveEnd::MoverLost: return -(kWinScore - ply - 1);
    default: return 0;
    }
}

} // namespace

int Searcher::scoreMove(const Position& pos, Move m, int depth, int qdepth) {
    const Child c = playKnown(pos, m);
    if (c.end != MoveEnd::None) return endScore(c.end, 0);
    if (c.pos.noCombatPlies() >= kNoCombatLimit) return 0; // R-END-2
    return -search(c.pos, depth, -kWinScore, kWinScore, 1, qdepth);
}

namespace {

// The federation game's jets and missiles give a side a hundred moves and more, most of them
// attacks or strikes; a full-width search of them all does not fit a move's time. Below the
// root its searches look at the likeliest ones only, in the order above: at most kWideInterior
// moves at a full-width node, kWideQuiescence capture-like moves in the capture search. The
// classic game (about 25 moves) is searched in full.
constexpr int kWideInterior = 14;
constexpr int kWideQuiescence = 6;

int breadth(const Position& pos, int wide, int n) {
    return pos.rules().game == Game::Federation ? std::min(n, wide) : n;
}

} // namespace

int Searcher::search(const Position& pos, int depth, int alpha, int beta, int ply, int qdepth) {
    if (depth <= 0 || stopped()) return quiesce(pos, alpha, beta, ply, qdepth);
    ++m_nodes;
    MoveList list;
    generateMoves(pos, list);
    if (list.empty()) // R-END-4, or R-END-3 when the other side is stuck too
        return hasLegalMove(pos, opponent(pos.sideToMove())) ? -(kWinScore - ply) : 0;
    OrderedMoves moves;
    const int n = breadth(pos, kWideInterior, sortMoves(pos, list, moves, false));
    int best = -kWinScore;
    for (int i = 0; i < n; ++i) {
        const Child c = playKnown(pos, moves[i].move);
        int score;
        if (c.end != MoveEnd::None)
            score = endScore(c.end, ply);
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
    const int standPat = evaluate(pos, pos.sideToMove(), m_eval);
    if (qdepth <= 0 || standPat >= beta || stopped()) return standPat;
    alpha = std::max(alpha, standPat);
    MoveList list;
    generateMoves(pos, list);
    OrderedMoves moves;
    const int n = breadth(pos, kWideQuiescence, sortMoves(pos, list, moves, true));
    int best = standPat;
    for (int i = 0; i < n; ++i) {
        if (moves[i].key < 0) break; // losing attacks never help the side making them
        const Child c = playKnown(pos, moves[i].move);
        const int score = c.end != MoveEnd::None
                              ? endScore(c.end, ply)
                              : -quiesce(c.pos, -beta, -alpha, ply + 1, qdepth - 1);
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

} // namespace gunjin::ai
