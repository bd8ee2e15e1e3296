#include "evaluation.h"

#include "core/board.h"
#include "core/combat.h"

namespace gunjin::ai {

namespace {

// Breadth-first step distances from an HQ over orthogonal neighbours (bridges included).
constexpr std::array<std::uint8_t, kSquareCount> distancesFrom(Square hq) {
    std::array<std::uint8_t, kSquareCount> d{};
    for (auto& x : d) x = 99;
    std::array<Square, kSquareCount> queue{};
    int head = 0, tail = 0;
    d[hq] = 0;
    queue[tail++] = hq;
    while (head < tail) {
        const Square s = queue[head++];
        const SquareGeometry& g = geometry(s);
        for (int i = 0; i < g.stepCount; ++i) {
            const Square n = g.steps[i];
            if (d[n] == 99) {
                d[n] = static_cast<std::uint8_t>(d[s] + 1);
                queue[tail++] = n;
            }
        }
    }
    return d;
}

constexpr std::array<std::array<std::uint8_t, kSquareCount>, 2> kToHq = {distancesFrom(kHq8),
                                                                         distancesFrom(kHq1)};

constexpr std::array<int, kPieceTypeCount> kValue = {
    // general .. major
    900, 700, 600, 400, 350, 300,
    // captain, first/second lieutenant, cavalry, engineer, tank, plane, spy, mine, flag
    220, 180, 150, 130, 220, 500, 550, 280, 160, 60};

// Bonus for an officer n steps from the enemy HQ.
constexpr std::array<int, 12> kOfficerProgress = {0, 120, 60, 40, 28, 20, 14, 9, 5, 2, 0, 0};

// Penalty for an enemy officer n steps from our HQ that would win there. It reaches past the
// search horizon: a holder that leaves, or a weak one left in charge, is punished before the
// officer is close enough for the search to see the occupation.
constexpr std::array<int, 7> kHqThreat = {0, 400, 120, 60, 35, 20, 12};

bool holdsOwnHq(const Position& pos, int me) {
    const Square hq = me == 0 ? kHq1 : kHq8;
    return !pos.isEmpty(hq) && index(pos.sideAt(hq)) == me;
}

} // namespace

int pieceValue(PieceType t, bool opponentGeneralAlive) {
    if (t == PieceType::Spy && !opponentGeneralAlive) return 40;
    return kValue[index(t)];
}

int stepsToEnemyHq(Square s, Side side) {
    return kToHq[index(side)][s];
}

int evaluate(const Position& pos, Side side) {
    std::array<bool, 2> generalAlive{false, false};
    pos.forEachOnBoard([&](Square, const Piece& p) {
        if (p.type == PieceType::General) generalAlive[index(p.side)] = true;
    });
    std::array<int, 2> score{0, 0};
    std::array<int, 2> officers{0, 0};
    std::array<int, 2> movers{0, 0};
    std::array<int, 2> hqDanger{0, 0}; // enemy officers' progress toward each side's HQ
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        const int me = index(p.side);
        int v = pieceValue(p.type, generalAlive[1 - me]);
        if (isMovable(p.type)) ++movers[me];
        if (isOfficer(p.type)) {
            ++officers[me];
            const int d = std::min<int>(kToHq[me][s], 11);
            hqDanger[1 - me] += kOfficerProgress[d];
            // Weaker officers are the ones to send; the general mostly stays home.
            v += kOfficerProgress[d] * (p.type == PieceType::General ? 1 : 2);
        } else if (isMovable(p.type)) {
            const int row = p.side == Side::First ? rowOf(s) : 9 - rowOf(s);
            v += 3 * row;
        }
        score[me] += v;
    });
    for (int me = 0; me < 2; ++me) {
        if (officers[me] == 0) score[me] -= 1500; // cannot win by occupation any more
        if (movers[me] == 0) score[me] -= 5000;   // loses at its turn (R-END-4)
        // An empty HQ, or one whose holder loses to an officer close by, is a race we may
        // lose (R-END-1).
        if (!holdsOwnHq(pos, me))
            score[me] -= 40 + 3 * hqDanger[me];
        else
            score[me] += 30;
    }
    for (int me = 0; me < 2; ++me) {
        const Square hq = me == 0 ? kHq1 : kHq8;
        // An enemy piece standing in our HQ holds nothing for us: treat the HQ as open.
        const bool empty = !holdsOwnHq(pos, me);
        pos.forEachOnBoard([&](Square s, const Piece& p) {
            if (index(p.side) == me || !isOfficer(p.type)) return;
            const int d = kToHq[1 - me][s];
            if (d >= static_cast<int>(kHqThreat.size())) return;
            if (empty || judge(p.type, pos.typeAt(hq)) == CombatOutcome::AttackerWon)
                score[me] -= kHqThreat[d];
        });
    }
    int total = score[index(side)] - score[1 - index(side)];
    // Near the no-combat limit everything tends to a draw: the side ahead must fight first.
    const int nc = pos.noCombatPlies();
    if (nc > 60) total = total * (kNoCombatLimit - nc) / (kNoCombatLimit - 60);
    return total;
}

} // namespace gunjin::ai
