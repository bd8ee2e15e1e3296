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

CombatOutcome judge(PieceType attacker, PieceType defender) {
    assert(isMovable(attacker) && defender != PieceType::Unknown);
    if (defender == PieceType::Mine) // R-COMBAT-5
        return attacker == PieceType::Plane || attacker == PieceType::Engineer
                   ? CombatOutcome::AttackerWon
                   : CombatOutcome::BothRemoved;
    if (defender == PieceType::Flag) return CombatOutcome::AttackerWon; // R-COMBAT-7
    if (attacker == defender) return CombatOutcome::BothRemoved;        // R-COMBAT-2
    if (attacker == PieceType::Spy && defender == PieceType::General)   // R-COMBAT-3
        return CombatOutcome::AttackerWon;
    if (attacker == PieceType::General && defender == PieceType::Spy)
        return CombatOutcome::DefenderWon;
    return strengthRank(attacker) < strengthRank(defender)
               ? CombatOutcome::AttackerWon
               : CombatOutcome::DefenderWon; // R-COMBAT-1
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
    if (pos.isEmpty(m.to())) return CombatOutcome::None;
    return judge(pos.typeAt(m.from()), effectiveDefender(pos, m.to()));
}

} // namespace gunjin
