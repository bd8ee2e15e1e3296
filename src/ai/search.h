// Alpha-beta search on a position in which every type is known (one sampled world, or the
// truth for the oracle). Single-threaded; one Searcher per thread.
#pragma once

#include "budget.h"
#include "evaluation.h"

#include "core/movegen.h"

namespace gunjin::ai {

// The position after m and how m itself ended the game, if it did: by occupation (R-END-1),
// by H-3's ways to win, by taking the marshal (F-END-1). The counters and stalemates are the
// search's business.
enum class MoveEnd : std::uint8_t { None, MoverWon, MoverLost, Draw };
struct Child {
    Position pos;
    MoveEnd end = MoveEnd::None;
};
Child playKnown(const Position& pos, Move m);

class Searcher {
public:
    // The budget is polled; once exhausted, searches return early with rough scores.
    explicit Searcher(const Budget& budget, const EvalOptions& eval = {})
        : m_budget(budget), m_eval(eval) {}

    // Score of move m for the side to move in pos, looking `depth` further plies (0: only
    // captures and occupations) after it.
    int scoreMove(const Position& pos, Move m, int depth, int qdepth);
    // Negamax score for the side to move.
    int search(const Position& pos, int depth, int alpha, int beta, int ply, int qdepth);
    // Captures and occupations only, with the static score as a floor.
    int quiesce(const Position& pos, int alpha, int beta, int ply, int qdepth);

    long long nodes() const { return m_nodes; }
    bool wasStopped() const { return m_stopped; }

private:
    bool stopped() {
        if (!m_stopped && (m_nodes & 255) == 0) m_stopped = m_budget.exhausted();
        return m_stopped;
    }
    Budget m_budget;
    EvalOptions m_eval;
    bool m_stopped = false;
    long long m_nodes = 0;
};

} // namespace gunjin::ai
