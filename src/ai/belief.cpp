#include "belief.h"

#include "core/board.h"
#include "core/combat.h"
#include "core/movegen.h"

namespace gunjin::ai {

CombatOutcome outcomeAgainstFlag(PieceType attacker, std::optional<PieceType> behind) {
    if (!behind || *behind == PieceType::Flag) return CombatOutcome::AttackerWon; // R-COMBAT-7
    return judge(attacker, *behind);                                              // R-COMBAT-6
}

Position startPosition(const SideView& view) {
    const Position& now = view.position();
    const Side own = view.side();
    Position start;
    for (int id = 0; id < kSquareCount; ++id) {
        const auto bit = std::uint64_t{1} << id;
        const auto square = static_cast<Square>(id);
        if (now.pieceMask(own) & bit)
            start.place(square, own, now.piece(static_cast<PieceId>(id)).type);
        else if (now.pieceMask(opponent(own)) & bit)
            start.place(square, opponent(own), PieceType::Unknown);
    }
    // A view built from a scenario position may start with the other side to move.
    const auto& history = view.announcements();
    start.setSideToMove(history.empty() ? now.sideToMove() : history.front().mover);
    return start;
}

Belief::Belief(const SideView& view) : m_side(view.side()), m_pos(startPosition(view)) {
    for (PieceId id = 0; id < kSquareCount; ++id) {
        if (!(m_pos.pieceMask(opponent(m_side)) & (std::uint64_t{1} << id))) continue;
        const auto square = static_cast<Square>(id);
        m_opponentIds.push_back(id);
        TypeMask mask = kAnyType;
        if (isEntrySquare(square)) mask &= ~kImmobileTypes; // R-SETUP-2
        if (rowOf(square) == 1 || rowOf(square) == 8)
            mask &= ~typeBit(PieceType::Flag); // R-SETUP-3
        m_masks[id] = mask;
    }
    for (const Announcement& a : view.announcements()) observe(a);
    m_pos.setNoCombatPlies(view.position().noCombatPlies());
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
