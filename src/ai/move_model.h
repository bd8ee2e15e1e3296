// How well a guess at the opponent's hidden types explains the moves the opponent chose.
//
// A player who knows its own pieces plays moves that make sense for them: it attacks what its
// piece beats, steps away from what beats it, walks officers toward our HQ. So among the
// setups that fit every announcement, those in which the opponent's recent choices look
// sensible are likelier. Each recent opponent move is scored against its alternatives with a
// short capture search in the world the guess describes, and turned into a probability by a
// softmax mixed with a uniform floor (the model is rough, so no single move may rule a setup
// out). Only the side's own view is read (R-INFO-3).
#pragma once

#include "belief.h"
#include "budget.h"
#include "sampler.h"

#include "core/view.h"

#include <vector>

namespace gunjin::ai {

struct MoveModelParams {
    int recentMoves = 40;      // opponent moves looked at, the latest ones
    double temperature = 50.0; // score units per factor e of likelihood
    double floor = 0.15;       // share of the uniform part in each move's probability
    // A quiet move that brings a piece next to one it beats threatens to take it: this share
    // (%) of the best such piece's value is added to the move's score. The capture search alone
    // cannot see it (after the move, the side that is threatened may stand pat), so a piece
    // that walks up to one of ours that has shown its strength would look no likelier to be
    // strong than one that wanders; 0 = not weighed.
    int threatShare = 50;
};

class MoveModel {
public:
    // `view` must outlive the model.
    MoveModel(const SideView& view, const MoveModelParams& params);

    // Natural log of the probability of the opponent's recent moves in the world where its
    // pieces (removed ones too) have `types`. Precondition: `types` is accepted by the view's
    // Belief. Single-threaded per call; calls may run on several threads at once.
    double logLikelihood(const TypeAssignment& types, const Budget& budget) const;

    // Whether there is anything to weigh (the opponent has moved in the window).
    bool informative() const { return m_firstScored < m_history.size(); }

private:
    // What the quiet move m threatens in `pos` (every type known): see threatShare.
    double threat(const Position& pos, Move m) const;

    const std::vector<Announcement>& m_history;
    Position m_start; // every piece on its setup square, opponent types Unknown
    Side m_side;
    std::size_t m_firstScored = 0; // index of the first announcement scored
    MoveModelParams m_params;
};

// `keep` setups drawn from `candidates` samples of `sampler` by systematic resampling on the
// model's likelihood (importance resampling: the prior-weighted posterior the sampler draws from,
// times the likelihood). Candidate i comes from its own stream derived from rng, and the
// candidates are shared between `threads` in a fixed way, so the result does not depend on the
// thread count (unless the budget runs out: then only the candidates drawn so far, at least
// one, are used). Precondition: candidates >= 1, keep >= 1.
std::vector<TypeAssignment> drawExplained(const Sampler& sampler, const MoveModel& model,
                                          int candidates, int keep, Rng& rng, int threads,
                                          const Budget& budget);

} // namespace gunjin::ai
