// How each opponent piece has behaved so far, as a few small categorical features: what the
// learnt piece model (piece_model.h) reads. Computed from a side's view alone — its
// announcements (moves, combats and their outcomes, strikes), the squares the pieces stood on
// and our own known types — so it can never learn more than the side may know (R-INFO-3).
//
// The features and their bins are part of the model file's format: changing any of them means
// a new format version and retraining (scripts/train_beliefs.sh).
#pragma once

#include "core/view.h"

#include <array>
#include <cstdint>

namespace gunjin::ai {

// The features, in the model file's order.
enum class BehaviourFeature : std::uint8_t {
    Moves,          // own moves made
    Attacks,        // moves onto one of our pieces
    AttacksWon,     // of which the attacker stayed
    ClosestToHq,    // fewest steps to our HQ it has stood at
    Progress,       // steps toward our HQ from its setup square to where it stands (or fell)
    Fled,           // moves away from one of our pieces next to it, without attacking
    FledFrom,       // the strongest of our pieces it fled from: none, another type, captain
                    // or lieutenant, officer
    Idle,           // own moves of its side since it last moved (never moved: a bin of its own)
    NearOwnHq,      // steps to its own HQ where it stands, once it has moved
    FirstMove,      // ply of its first move
    AttackedWeaker, // whom it attacked: none below captain, one, more, or one of our officers
    Stood,          // its side's moves of another piece while one of ours stood next to it
};
inline constexpr int kBehaviourFeatureCount = 12;
// Bins of each feature, in the order above.
inline constexpr std::array<int, kBehaviourFeatureCount> kBehaviourBins = {6, 4, 3, 7, 6, 3,
                                                                           4, 5, 5, 5, 4, 4};
inline constexpr int kBehaviourMaxBins = 7;

// The context a piece's features are read in: the phase of the game (the view's ply) and how
// deep in its camp the piece was set up (front row, second row, further back). The setup
// square's own evidence is the setup prior's business; the context only says what to expect.
inline constexpr int kBehaviourPhases = 5;
inline constexpr int kBehaviourDepths = 3;
inline constexpr int kBehaviourContexts = kBehaviourPhases * kBehaviourDepths;

struct PieceBehaviour {
    std::uint8_t context = 0;                                // < kBehaviourContexts
    std::array<std::uint8_t, kBehaviourFeatureCount> bins{}; // bins[f] < kBehaviourBins[f]
};

// Whether feature f says anything of its own about the piece: naive Bayes counts each piece of
// evidence once, so what one feature already implies is not counted again. Moves and Stood
// always apply; the rest describe how a piece moved and apply once it has; AttacksWon and
// AttackedWeaker once it has attacked, FledFrom once it has fled.
constexpr bool applies(const PieceBehaviour& b, int f) {
    switch (static_cast<BehaviourFeature>(f)) {
    case BehaviourFeature::Moves:
    case BehaviourFeature::Stood: return true;
    case BehaviourFeature::AttacksWon:
    case BehaviourFeature::AttackedWeaker:
        return b.bins[static_cast<int>(BehaviourFeature::Attacks)] > 0;
    case BehaviourFeature::FledFrom: return b.bins[static_cast<int>(BehaviourFeature::Fled)] > 0;
    default: return b.bins[static_cast<int>(BehaviourFeature::Moves)] > 0;
    }
}

// For every opponent piece id (indexed by id; other entries are zero): its context and bins.
// Precondition: `view` is a view of an ongoing or finished game (only its announcements, its
// side's own types and the squares are read).
std::array<PieceBehaviour, kMaxSquares> observeBehaviour(const SideView& view);

} // namespace gunjin::ai
