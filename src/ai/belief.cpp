#include "belief.h"

#include "core/board.h"
#include "core/combat.h"
#include "core/federation_board.h"
#include "core/movegen.h"
#include "core/setup.h"

namespace gunjin::ai {

CombatOutcome outcomeAgainstFlag(const RuleSet& rules, PieceType attacker,
                                 std::optional<PieceType> behind) {
    if (!behind || *behind == PieceType::Flag) return CombatOutcome::AttackerWon; // R-COMBAT-7
    return judge(rules, attacker, *behind);                                       // R-COMBAT-6
}

namespace {

// A type an opponent piece shows to everyone from the start (F-INFO-3).
bool isPublicType(const RuleSet& rules, PieceType t) {
    return rules.game == Game::Federation && t == PieceType::Marshal;
}

} // namespace

Position startPosition(const SideView& view) {
    const Position& now = view.position();
    const Side own = view.side();
    Position start(now.rules());
    for (int id = 0; id < now.squareCount(); ++id) {
        const auto bit = std::uint64_t{1} << id;
        const auto square = static_cast<Square>(id);
        const PieceType t = now.piece(static_cast<PieceId>(id)).type;
        if (now.pieceMask(own) & bit)
            start.place(square, own, t);
        else if (now.pieceMask(opponent(own)) & bit)
            start.place(square, opponent(own),
                        isPublicType(now.rules(), t) ? t : PieceType::Unknown);
    }
    // A view built from a scenario position may start with the other side to move.
    const auto& history = view.announcements();
    start.setSideToMove(history.empty() ? now.sideToMove() : history.front().mover);
    return start;
}

Belief::Belief(const SideView& view) : m_side(view.side()), m_pos(startPosition(view)) {
    const RuleSet& rules = m_pos.rules();
    const Side opp = opponent(m_side);
    const TypeMask army = armyTypes(rules);
    for (PieceId id = 0; id < m_pos.squareCount(); ++id) {
        if (!(m_pos.pieceMask(opp) & (std::uint64_t{1} << id))) continue;
        const auto square = static_cast<Square>(id);
        m_opponentIds.push_back(id);
        TypeMask mask = 0;
        for (PieceType t : rules.types())
            if (setupAllows(rules, opp, square, t)) mask |= typeBit(t);
        // A test scenario may put pieces outside their territory: only the classic game's
        // square rules (R-SETUP-2/3) still say something there.
        if (!rules.board().inTerritory(square, opp)) {
            mask = army & ~typeBit(PieceType::Marshal);
            if (rules.game == Game::Classic) {
                if (isEntrySquare(square)) mask &= ~kImmobileTypes;
                if ((rowOf(square) == 1 || rowOf(square) == 8) && !rules.flagOnBackRowAllowed)
                    mask &= ~typeBit(PieceType::Flag);
            }
        }
        if (const PieceType t = m_pos.piece(id).type; t != PieceType::Unknown) mask = typeBit(t);
        m_masks[id] = mask;
    }
    for (const Announcement& a : view.announcements()) observe(a);
    m_pos.setNoCombatPlies(view.position().noCombatPlies());
    propagate();
}

void Belief::observe(const Announcement& a) {
    const RuleSet& rules = m_pos.rules();
    const Side opp = opponent(m_side);
    const TypeMask army = armyTypes(rules);
    const Move m = a.move;
    const PieceId mover = m_pos.pieceAt(m.from());
    assert(mover != kNoPiece);
    // Open judgement (H-7, F-INFO-1): what the move's combat showed.
    for (int i = 0; i < a.revealCount; ++i) {
        const RevealedPiece& r = a.reveals[i];
        if (m_pos.pieceMask(opp) & (std::uint64_t{1} << r.id)) m_masks[r.id] &= typeBit(r.type);
    }
    if (m.isStrike()) {
        observeStrike(a);
    } else if (a.mover != m_side) {
        m_moved[mover] = true;
        if (m.kind() == MoveKind::Tow) {
            // Only a missile tows, and what it brings along is the 原爆 (F-MOVE-7).
            m_masks[mover] &= typeBit(PieceType::Missile);
            const PieceId bomb = m_pos.pieceAt(a.towFrom);
            if (bomb != kNoPiece) m_masks[bomb] &= typeBit(PieceType::AtomicBomb);
        } else {
            TypeMask shape = 0;
            forEachType(army & kMovableTypes, [&](PieceType t) {
                if (couldMoveAs(m_pos, m, t)) shape |= typeBit(t);
            });
            m_masks[mover] &= shape; // moved, so nothing immobile (R-MOVE-8, F-MOVE-6)
            if (a.outcome != CombatOutcome::None) {
                const PieceType defending = effectiveDefender(m_pos, m.to());
                TypeMask fits = 0;
                forEachType(army & kMovableTypes, [&](PieceType t) {
                    if (judge(rules, t, defending) == a.outcome) fits |= typeBit(t);
                });
                m_masks[mover] &= fits;
            }
        }
    } else if (a.outcome != CombatOutcome::None) {
        const PieceId defender = m_pos.pieceAt(m.to());
        const PieceType attacker = m_pos.typeAt(m.from());
        TypeMask fits = 0;
        forEachType(army & ~typeBit(PieceType::Flag), [&](PieceType t) {
            if (judge(rules, attacker, t) == a.outcome) fits |= typeBit(t);
        });
        if (rules.count(PieceType::Flag) > 0) {
            const Square behindSquare = squareBehind(m.to(), opp);
            PieceId behind = kNoPiece;
            if (behindSquare != kNoSquare && !m_pos.isEmpty(behindSquare) &&
                m_pos.sideAt(behindSquare) != m_side)
                behind = m_pos.pieceAt(behindSquare);
            const DefenceRecord record{defender, behind, attacker, a.outcome};
            if (flagFits(record)) fits |= typeBit(PieceType::Flag);
            m_defences.push_back(record);
        }
        m_masks[defender] &= fits;
    }
    applyAnnouncement(m_pos, a);
}

// F-STRIKE-1..4 as a side sees them: which squares of the area lost a piece, and whether the
// strike was an air collision.
void Belief::observeStrike(const Announcement& a) {
    const Side opp = opponent(m_side);
    const StrikeResult& r = a.strike;
    std::uint64_t removedOpp = 0; // opponent piece ids the strike removed
    for (int i = 0; i < r.removedCount; ++i) {
        const bool second = (r.removedSecond >> i & 1) != 0;
        if ((second ? Side::Second : Side::First) == opp)
            removedOpp |= std::uint64_t{1} << m_pos.pieceAt(r.removed[i]);
    }
    if (a.mover != m_side) {
        // The striker is a missile; in a launch, the other piece of its own that went is the
        // 原爆 (F-STRIKE-4).
        const PieceId striker = m_pos.pieceAt(a.move.from());
        m_moved[striker] = true;
        m_masks[striker] &= typeBit(PieceType::Missile);
        if (r.bomb)
            for (std::uint64_t bits = removedOpp & ~(std::uint64_t{1} << striker); bits;
                 bits &= bits - 1)
                m_masks[std::countr_zero(bits)] &= typeBit(PieceType::AtomicBomb);
        return;
    }
    // Our strike: every opponent piece of the area was judged against our weapon.
    const federation::FedGeometry& g = federation::geometry(r.target);
    for (federation::SquareMask bits = r.bomb ? g.bombArea : g.strikeArea; bits; bits &= bits - 1) {
        const auto s = static_cast<Square>(std::countr_zero(bits));
        if (m_pos.isEmpty(s) || m_pos.sideAt(s) != opp) continue;
        const PieceId id = m_pos.pieceAt(s);
        const bool removed = (removedOpp >> id & 1) != 0;
        TypeMask fits = 0;
        forEachType(m_masks[id], [&](PieceType t) {
            // F-STRIKE-2: in a collision exactly the missiles of the area go; otherwise the
            // area holds none, and the weapon's table decides (F-STRIKE-3/4).
            const bool goes = r.collision ? t == PieceType::Missile
                                          : t != PieceType::Missile && strikeRemoves(r.bomb, t);
            if (goes == removed && (r.collision || t != PieceType::Missile)) fits |= typeBit(t);
        });
        m_masks[id] = fits;
    }
}

bool Belief::flagFits(const DefenceRecord& r) const {
    const RuleSet& rules = m_pos.rules();
    if (!contains(m_masks[r.defender], PieceType::Flag)) return false;
    if (r.behind == kNoPiece)
        return outcomeAgainstFlag(rules, r.attacker, std::nullopt) == r.outcome;
    bool fits = false;
    forEachType(m_masks[r.behind] & ~typeBit(PieceType::Flag), [&](PieceType y) {
        fits = fits || outcomeAgainstFlag(rules, r.attacker, y) == r.outcome;
    });
    return fits;
}

void Belief::propagate() {
    const RuleSet& rules = m_pos.rules();
    const TypeCounts counts = armyCounts(rules);
    // Counts and the flag's stand-ins narrow each other; repeat until nothing changes.
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<TypeMask> masks;
        for (PieceId id : m_opponentIds) masks.push_back(m_masks[id]);
        narrowToAssignable(masks, counts);
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
                forEachType(armyTypes(rules) & ~typeBit(PieceType::Flag), [&](PieceType y) {
                    if (outcomeAgainstFlag(rules, r.attacker, y) == r.outcome) fits |= typeBit(y);
                });
                if ((m_masks[r.behind] & fits) != m_masks[r.behind]) {
                    m_masks[r.behind] &= fits;
                    changed = true;
                }
            }
        }
    }
}

bool Belief::accepts(const TypeAssignment& types) const {
    const RuleSet& rules = m_pos.rules();
    TypeCounts used{};
    for (PieceId id : m_opponentIds) {
        const PieceType t = types[id];
        if (t == PieceType::Unknown || !contains(m_masks[id], t)) return false;
        if (++used[index(t)] > rules.count(t)) return false;
    }
    for (const DefenceRecord& r : m_defences) {
        if (types[r.defender] != PieceType::Flag) continue;
        const auto behind =
            r.behind == kNoPiece ? std::nullopt : std::optional<PieceType>(types[r.behind]);
        if (outcomeAgainstFlag(rules, r.attacker, behind) != r.outcome) return false;
    }
    return true;
}

} // namespace gunjin::ai
