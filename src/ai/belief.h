// What one side can infer about the opponent's hidden types from its own view alone
// (R-INFO-1, F-INFO): the rule set's setup rules, the way each piece moved, every combat
// against a piece of known type, what open judgement showed, what each strike removed and
// left standing, and the exact army counts. Built from a SideView, so it can never learn more
// than the side may know (R-INFO-2, R-INFO-3, F-INFO-3).
//
// Sound by construction: every rule only removes types that the observations exclude, so the
// true type of every opponent piece always stays possible.
#pragma once

#include "type_matching.h"

#include "core/view.h"

#include <vector>

namespace gunjin::ai {

// A combat in which an opponent piece defended against one of ours. If that piece was the flag
// it fought as the piece behind it (R-COMBAT-6/7), which ties two unknowns together. Only the
// classic game (which has a flag) records these.
struct DefenceRecord {
    PieceId defender;
    PieceId behind; // opponent piece directly behind at the time, or kNoPiece
    PieceType attacker;
    CombatOutcome outcome;
};

// A type for every piece id (indexed by id); entries of our own pieces are ignored.
using TypeAssignment = std::array<PieceType, kMaxSquares>;

class Belief {
public:
    // Replays the view's announcements from its start. Precondition: `view` is a view of an
    // ongoing or finished game; only what the view holds is read, never revealed types.
    explicit Belief(const SideView& view);

    Side side() const { return m_side; }
    const RuleSet& rules() const { return m_pos.rules(); }
    // The current position as the side sees it (opponent types Unknown).
    const Position& position() const { return m_pos; }
    // Every opponent piece id, removed ones too, ascending.
    const std::vector<PieceId>& opponentIds() const { return m_opponentIds; }
    // Types the piece may still have (never empty for a true game).
    TypeMask possible(PieceId id) const { return m_masks[id]; }
    bool hasMoved(PieceId id) const { return m_moved[id]; }
    const std::vector<DefenceRecord>& defences() const { return m_defences; }

    // Whether a complete assignment of opponent types agrees with every observation and the
    // army counts.
    bool accepts(const TypeAssignment& types) const;

private:
    void observe(const Announcement& a);
    void propagate();
    bool flagFits(const DefenceRecord& r) const;

    Side m_side;
    Position m_pos;
    std::vector<PieceId> m_opponentIds;
    void observeStrike(const Announcement& a);

    std::array<TypeMask, kMaxSquares> m_masks{};
    std::array<bool, kMaxSquares> m_moved{};
    std::vector<DefenceRecord> m_defences;
};

// The start of the view's game as its side saw it: every piece on its setup square (its id),
// opponent types Unknown (but the public federation marshal), the first mover to move.
Position startPosition(const SideView& view);

// The outcome a piece of type `attacker` gets against a defending flag with `behind` (or
// nothing) directly behind it (R-COMBAT-6/7), under the classic rule set's options.
CombatOutcome outcomeAgainstFlag(const RuleSet& rules, PieceType attacker,
                                 std::optional<PieceType> behind);

} // namespace gunjin::ai
