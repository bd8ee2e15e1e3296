#include "belief.h"

#include "core/board.h"
#include "core/combat.h"
#include "core/movegen.h"

namespace gunjin::ai {

CombatOutcome outcomeAgainstFlag(PieceType attacker, std::optional<PieceType> behind) {
    if (!behind || *behind == PieceType::Flag) return CombatOutcome::AttackerWon; // R-COMBAT-7
    return judge(attacker, *behind);                                              // R-COMBAT-6
}

Belief::Belief(const SideView& view) : m_side(view.side()) {
    // The start of the game: every piece on its setup square (its id), opponent types unknown.
    const Position& now = view.position();
    const Side opp = opponent(m_side);
    for (int id = 0; id < kSquareCount; ++id) {
        const auto bit = std::uint64_t{1} << id;
        const auto square = static_cast<Square>(id);
        if (now.pieceMask(m_side) & bit) {
            m_pos.place(square, m_side, now.piece(static_cast<PieceId>(id)).type);
        } else if (now.pieceMask(opp) & bit) {
            m_pos.place(square, opp, PieceType::Unknown);
            m_opponentIds.push_back(static_cast<PieceId>(id));
            TypeMask mask = kAnyType;
            if (isEntrySquare(square)) mask &= ~kImmobileTypes; // R-SETUP-2
            if (rowOf(square) == 1 || rowOf(square) == 8)
                mask &= ~typeBit(PieceType::Flag); // R-SETUP-3
            m_masks[id] = mask;
        }
    }
    // A view built from a scenario position may start with the other side to move.
    if (!view.announcements().empty())
        m_pos.setSideToMove(view.announcements().front().mover);
    else
        m_pos.setSideToMove(now.sideToMove());
    for (const Announcement& a : view.announcements()) observe(a);
    m_pos.setNoCombatPlies(now.noCombatPlies());
    propagate();
}

void Belief::observe(const Announcement& a) {
    const Move m = a.move;
    const PieceId mover = m_pos.pieceAt(m.from());
    assert(mover != kNoPiece);
    if (a.mover != m_side) {
        TypeMask shape = 0;
        for (PieceType t : kAllPieceTypes)
            if (isMovable(t) && couldMoveAs(m_pos, m, t)) shape |= typeBit(t);
        m_masks[mover] &= shape; // moved, so neither mine nor flag (R-MOVE-8)
        m_moved[mover] = true;
        if (a.outcome != CombatOutcome::None) {
            const PieceType defending = effectiveDefender(m_pos, m.to());
            TypeMask fits = 0;
            for (PieceType t : kAllPieceTypes)
                if (isMovable(t) && judge(t, defending) == a.outcome) fits |= typeBit(t);
            m_masks[mover] &= fits;
        }
    } else if (a.outcome != CombatOutcome::None) {
        const PieceId defender = m_pos.pieceAt(m.to());
        const PieceType attacker = m_pos.typeAt(m.from());
        const Square behindSquare = squareBehind(m.to(), opponent(m_side));
        PieceId behind = kNoPiece;
        if (behindSquare != kNoSquare && !m_pos.isEmpty(behindSquare) &&
            m_pos.sideAt(behindSquare) != m_side)
            behind = m_pos.pieceAt(behindSquare);
        TypeMask fits = 0;
        for (PieceType t : kAllPieceTypes)
            if (t != PieceType::Flag && judge(attacker, t) == a.outcome) fits |= typeBit(t);
        const DefenceRecord record{defender, behind, attacker, a.outcome};
        if (flagFits(record)) fits |= typeBit(PieceType::Flag);
        m_masks[defender] &= fits;
        m_defences.push_back(record);
    }
    m_pos.applyOutcome(m, a.outcome);
}

bool Belief::flagFits(const DefenceRecord& r) const {
    if (!contains(m_masks[r.defender], PieceType::Flag)) return false;
    if (r.behind == kNoPiece) return outcomeAgainstFlag(r.attacker, std::nullopt) == r.outcome;
    for (PieceType y : kAllPieceTypes)
        if (contains(m_masks[r.behind], y) && y != PieceType::Flag &&
            outcomeAgainstFlag(r.attacker, y) == r.outcome)
            return true;
    return false;
}

void Belief::propagate() {
    // Counts and the flag's stand-ins narrow each other; repeat until nothing changes.
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<TypeMask> masks;
        for (PieceId id : m_opponentIds) masks.push_back(m_masks[id]);
        narrowToAssignable(masks, armyCounts());
        // Only a test scenario with more pieces of a type than an army holds has no complete
        // assignment; its per-piece evidence is all there is to go on.
        if (!masks.empty() && masks[0] == 0) return;
        for (std::size_t i = 0; i < masks.size(); ++i) {
            changed |= masks[i] != m_masks[m_opponentIds[i]];
            m_masks[m_opponentIds[i]] = masks[i];
        }
        for (const DefenceRecord& r : m_defences) {
            TypeMask& d = m_masks[r.defender];
            if (contains(d, PieceType::Flag) && !flagFits(r)) {
                d &= ~typeBit(PieceType::Flag);
                changed = true;
            }
            if (d == typeBit(PieceType::Flag) && r.behind != kNoPiece) {
                TypeMask fits = 0;
                for (PieceType y : kAllPieceTypes)
                    if (y != PieceType::Flag && outcomeAgainstFlag(r.attacker, y) == r.outcome)
                        fits |= typeBit(y);
                if ((m_masks[r.behind] & fits) != m_masks[r.behind]) {
                    m_masks[r.behind] &= fits;
                    changed = true;
                }
            }
        }
    }
}

bool Belief::accepts(const TypeAssignment& types) const {
    TypeCounts used{};
    for (PieceId id : m_opponentIds) {
        const PieceType t = types[id];
        if (t == PieceType::Unknown || !contains(m_masks[id], t)) return false;
        if (++used[index(t)] > armyCount(t)) return false;
    }
    for (const DefenceRecord& r : m_defences) {
        if (types[r.defender] != PieceType::Flag) continue;
        const auto behind =
            r.behind == kNoPiece ? std::nullopt : std::optional<PieceType>(types[r.behind]);
        if (outcomeAgainstFlag(r.attacker, behind) != r.outcome) return false;
    }
    return true;
}

} // namespace gunjin::ai
