#include "combat.h"

#include "board.h"

namespace gunjin {

// R-COMBAT-1 ranks, strongest first; lower is stronger.
int strengthRank(PieceType t) {
    switch (t) {
    case PieceType::General: return 0;
    case PieceType::LieutenantGeneral: return 1;
    case PieceType::MajorGeneral: return 2;
    case PieceType::Plane: return 3;
    case PieceType::Tank: return 4;
    case PieceType::Colonel: return 5;
    case PieceType::LieutenantColonel: return 6;
    case PieceType::Major: return 7;
    case PieceType::Captain: return 8;
    case PieceType::FirstLieutenant: return 9;
    case PieceType::SecondLieutenant: return 10;
    case PieceType::Cavalry: return 11;
    case PieceType::Engineer: return 12;
    case PieceType::Spy: return 13;
    default: return 99; // mine, flag: never compared by rank
    }
}

namespace {

// F-COMBAT-1: attacker → the defenders it beats (it ties with its own type, loses to the rest).
struct FederationTable {
    std::array<std::uint32_t, kTypeCount> beats{};
    constexpr void add(PieceType a, std::initializer_list<PieceType> ds) {
        for (PieceType d : ds) beats[index(a)] |= 1u << index(d);
    }
};

constexpr FederationTable makeFederationTable() {
    using P = PieceType;
    FederationTable t;
    t.add(P::General, {P::LieutenantGeneral, P::MajorGeneral, P::Colonel, P::LieutenantColonel,
                       P::Major, P::Jet, P::Artillery, P::Engineer, P::Tank});
    t.add(P::LieutenantGeneral, {P::MajorGeneral, P::Colonel, P::LieutenantColonel, P::Major,
                                 P::Jet, P::Artillery, P::Engineer, P::Tank, P::Spy});
    t.add(P::MajorGeneral, {P::Colonel, P::LieutenantColonel, P::Major, P::Jet, P::Artillery,
                            P::Engineer, P::Tank, P::Spy});
    t.add(P::Colonel, {P::LieutenantColonel, P::Major, P::Artillery, P::Engineer, P::Spy});
    t.add(P::LieutenantColonel, {P::Major, P::Artillery, P::Engineer, P::Spy});
    t.add(P::Major, {P::Artillery, P::Engineer, P::Spy});
    t.add(P::Jet,
          {P::Colonel, P::LieutenantColonel, P::Major, P::Mine, P::Engineer, P::Tank, P::Spy});
    t.add(P::Artillery, {P::Jet, P::Mine, P::Engineer, P::Tank, P::Spy});
    t.add(P::Engineer, {P::Mine, P::Tank, P::Spy});
    t.add(P::Tank, {P::Colonel, P::LieutenantColonel, P::Major, P::Spy});
    t.add(P::Spy, {P::General});
    return t;
}

constexpr FederationTable kFederationTable = makeFederationTable();

CombatOutcome judgeFederation(PieceType attacker, PieceType defender) {
    if (defender == PieceType::Marshal) // F-COMBAT-1: an officer beats it
        return isOfficer(attacker) ? CombatOutcome::AttackerWon : CombatOutcome::DefenderWon;
    if (attacker == defender) return CombatOutcome::BothRemoved; // F-COMBAT-2
    // A losing attacker is removed; a winning mine stays (F-COMBAT-3).
    return kFederationTable.beats[index(attacker)] >> index(defender) & 1
               ? CombatOutcome::AttackerWon
               : CombatOutcome::DefenderWon;
}

CombatOutcome judgeClassic(const RuleSet& rules, PieceType attacker, PieceType defender) {
    if (defender == PieceType::Mine) { // R-COMBAT-5; H-2
        if (attacker == PieceType::Plane || attacker == PieceType::Engineer)
            return CombatOutcome::AttackerWon;
        return rules.mineStays ? CombatOutcome::DefenderWon : CombatOutcome::BothRemoved;
    }
    if (defender == PieceType::Flag) return CombatOutcome::AttackerWon; // R-COMBAT-7
    if (attacker == defender) return CombatOutcome::BothRemoved;        // R-COMBAT-2
    if (attacker == PieceType::Spy && defender == PieceType::General)   // R-COMBAT-3
        return CombatOutcome::AttackerWon;
    if (attacker == PieceType::General && defender == PieceType::Spy)
        return CombatOutcome::DefenderWon;
    if (rules.engineerBeatsTank) { // H-1, attacking or defending
        if (attacker == PieceType::Engineer && defender == PieceType::Tank)
            return CombatOutcome::AttackerWon;
        if (attacker == PieceType::Tank && defender == PieceType::Engineer)
            return CombatOutcome::DefenderWon;
    }
    return strengthRank(attacker) < strengthRank(defender)
               ? CombatOutcome::AttackerWon
               : CombatOutcome::DefenderWon; // R-COMBAT-1
}

} // namespace

CombatOutcome judge(const RuleSet& rules, PieceType attacker, PieceType defender) {
    assert(isMovable(attacker) && defender != PieceType::Unknown);
    return rules.game == Game::Federation ? judgeFederation(attacker, defender)
                                          : judgeClassic(rules, attacker, defender);
}

PieceType effectiveDefender(const Position& pos, Square s) {
    const Piece& defender = pos.piece(pos.pieceAt(s));
    if (defender.type != PieceType::Flag) return defender.type;
    const Square behind = squareBehind(s, defender.side);
    if (behind == kNoSquare || pos.isEmpty(behind)) return PieceType::Flag;
    const Piece& back = pos.piece(pos.pieceAt(behind));
    return back.side == defender.side ? back.type : PieceType::Flag; // R-COMBAT-7
}

CombatOutcome judgeMove(const Position& pos, Move m) {
    assert(!m.isStrike());
    if (pos.isEmpty(m.to())) return CombatOutcome::None;
    if (pos.rules().game == Game::Federation)
        return judgeFederation(pos.typeAt(m.from()), pos.typeAt(m.to()));
    return judgeClassic(pos.rules(), pos.typeAt(m.from()), effectiveDefender(pos, m.to()));
}

bool strikeRemoves(bool bomb, PieceType target) {
    // F-STRIKE-3: the missile beats everything but the marshal. F-STRIKE-4: the 原爆 beats
    // everything but the marshal and a missile (and takes an opponent 原爆 with it).
    if (target == PieceType::Marshal) return false;
    return !(bomb && target == PieceType::Missile);
}

} // namespace gunjin
