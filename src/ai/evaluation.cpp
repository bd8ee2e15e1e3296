#include "evaluation.h"

#include "core/board.h"
#include "core/combat.h"
#include "core/federation_board.h"
#include "core/movegen.h"

namespace gunjin::ai {

namespace {

// Breadth-first step distances from an HQ over a board's adjacency (bridges included; on the
// federation board the ×-bridge through e5, F-BOARD-3/4). `geometryOf(s)` gives a square's
// steps.
template <int N, class Geometry>
constexpr std::array<std::uint8_t, N> distancesFrom(Square hq, Geometry geometryOf) {
    std::array<std::uint8_t, N> d{};
    for (auto& x : d) x = 99;
    std::array<Square, N> queue{};
    int head = 0, tail = 0;
    d[hq] = 0;
    queue[tail++] = hq;
    while (head < tail) {
        const Square s = queue[head++];
        const auto& g = geometryOf(s);
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

constexpr auto classicGeometry = [](Square s) -> const SquareGeometry& { return geometry(s); };
constexpr auto federationGeometry = [](Square s) -> const federation::FedGeometry& {
    return federation::geometry(s);
};

constexpr std::array<std::array<std::uint8_t, kSquareCount>, 2> kToHq = {
    distancesFrom<kSquareCount>(kHq8, classicGeometry),
    distancesFrom<kSquareCount>(kHq1, classicGeometry)};

// Steps between any two squares of the classic board.
constexpr std::array<std::array<std::uint8_t, kSquareCount>, kSquareCount> classicPairDistances() {
    std::array<std::array<std::uint8_t, kSquareCount>, kSquareCount> d{};
    for (int s = 0; s < kSquareCount; ++s)
        d[s] = distancesFrom<kSquareCount>(static_cast<Square>(s), classicGeometry);
    return d;
}
constexpr auto kBetween = classicPairDistances();

constexpr std::array<std::array<std::uint8_t, federation::kSquares>, 2> kFederationToHq = {
    distancesFrom<federation::kSquares>(federation::kHq9, federationGeometry),
    distancesFrom<federation::kSquares>(federation::kHq1, federationGeometry)};

// F-COMBAT-1's table: the artillery beats jets and mines, a missile strikes up to five pieces
// once, the 原爆 nine (with a missile next to it). The marshal is priceless: losing it ends the
// game, which the search sees.
constexpr std::array<int, kTypeCount> kFederationValue = {
    // general .. major; four classic-only types; engineer, tank; plane (classic); spy, mine;
    // flag (classic); marshal, artillery, jet, missile, 原爆
    900, 700, 600, 400, 350, 300, 0, 0, 0, 0, 150, 250, 0, 250, 200, 0, 0, 320, 450, 500, 400};

// Rows counted from each side's own back row (1..9).
constexpr std::array<std::array<std::uint8_t, federation::kSquares>, 2> federationForwardRows() {
    std::array<std::array<std::uint8_t, federation::kSquares>, 2> rows{};
    for (int r = 1; r <= federation::kRows; ++r)
        for (int c = 0; c < federation::kColumns; ++c)
            if (const Square s = federation::squareAt(c, r); s != kNoSquare) {
                rows[0][s] = static_cast<std::uint8_t>(r);
                rows[1][s] = static_cast<std::uint8_t>(federation::kRows + 1 - r);
            }
    return rows;
}
constexpr auto kFederationForwardRow = federationForwardRows();

// The squares next to each side's HQ: where its guard stands (F-MOVE-8).
constexpr std::array<federation::SquareMask, 2> kFederationRing = {
    federation::geometry(federation::kHq1).adjacent,
    federation::geometry(federation::kHq9).adjacent};

constexpr std::array<int, kPieceTypeCount> kValue = {
    // general .. major
    900, 700, 600, 400, 350, 300,
    // captain, first/second lieutenant, cavalry, engineer, tank, plane, spy, mine, flag
    220, 180, 150, 130, 220, 500, 550, 280, 160, 60};

// Bonus for an officer n steps from the enemy HQ.
constexpr std::array<int, 12> kOfficerProgress = {0, 120, 60, 40, 28, 20, 14, 9, 5, 2, 0, 0};

// Bonus for a spy n steps from the enemy general (R-COMBAT-3: it wins attacking or defending),
// past the search's horizon: in the worlds that put the general on a piece, the spy walks
// toward it, so a general the beliefs have located is hunted, and one marching on our HQ meets
// the spy on its way.
constexpr std::array<int, 6> kSpyHunt = {0, 70, 45, 25, 12, 5};

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

int pieceValue(const RuleSet& rules, PieceType t, bool opponentGeneralAlive) {
    if (rules.game == Game::Federation) {
        if (t == PieceType::Spy && !opponentGeneralAlive) return 40;
        return kFederationValue[index(t)];
    }
    int v = pieceValue(t, opponentGeneralAlive);
    if (rules.win == WinCondition::Flag && t == PieceType::Flag) v += 2500;
    if (rules.win == WinCondition::General && t == PieceType::General) v += 2500;
    return v;
}

int stepsToEnemyHq(Square s, Side side) {
    return kToHq[index(side)][s];
}

int stepsToEnemyHq(const RuleSet& rules, Square s, Side side) {
    if (rules.game == Game::Federation) return kFederationToHq[index(side)][s];
    return kToHq[index(side)][s];
}

namespace {

// Near the no-combat limit everything tends to a draw: the side ahead must fight first. From
// `start` plies on; the later it starts, the less a combat that resets the count is worth for
// its own sake (a sacrifice only to reset it).
int towardDraw(const Position& pos, int total, int start = 60) {
    const int nc = pos.noCombatPlies();
    if (nc > start) total = total * (kNoCombatLimit - nc) / (kNoCombatLimit - start);
    return total;
}

// The federation game: material, officers walking toward the enemy marshal, and the guard of
// each HQ (F-MOVE-8: while one piece stands next to it no move enters; without one, an
// officer next to it takes the marshal and wins, F-END-1).
int evaluateFederation(const Position& pos, Side side, const EvalOptions& options) {
    // One pass over the pieces; what depends on other pieces (the spy's general, the 原爆's
    // missile) is settled from the counts afterwards. Hot: called at every leaf.
    std::array<std::array<std::uint8_t, kTypeCount>, 2> count{};
    std::array<int, 2> score{0, 0};
    std::array<int, 2> guards{0, 0};
    std::array<int, 2> danger{0, 0};           // enemy officers close to each side's HQ
    std::array<int, 2> strikeOnlyGuards{0, 0}; // missiles and 原爆 beside each side's HQ
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        const int me = index(p.side);
        ++count[me][index(p.type)];
        int v = kFederationValue[index(p.type)];
        if (kFederationRing[me] & federation::bit(s)) {
            ++guards[me];
            strikeOnlyGuards[me] += p.type == PieceType::AtomicBomb || p.type == PieceType::Missile;
        }
        if (isOfficer(p.type)) {
            const int d = std::min<int>(kFederationToHq[me][s], 11);
            v += kOfficerProgress[d] * (p.type == PieceType::General ? 1 : 2);
            if (d < static_cast<int>(kHqThreat.size())) danger[1 - me] += kHqThreat[d];
        } else if (isMovable(p.type)) {
            v += 3 * kFederationForwardRow[me][s];
        }
        score[me] += v;
    });
    for (int me = 0; me < 2; ++me) {
        const auto& own = count[me];
        const auto n = [&](PieceType t) { return static_cast<int>(own[index(t)]); };
        if (count[1 - me][index(PieceType::General)] == 0)
            score[me] -= n(PieceType::Spy) * (kFederationValue[index(PieceType::Spy)] - 40);
        if (n(PieceType::Missile) == 0) // an 原爆 that can never go off
            score[me] -=
                n(PieceType::AtomicBomb) * (kFederationValue[index(PieceType::AtomicBomb)] - 60);
        int officers = 0, movers = 0;
        for (int t = 0; t < kTypeCount; ++t) {
            if (isOfficer(static_cast<PieceType>(t))) officers += own[t];
            if (isMovable(static_cast<PieceType>(t))) movers += own[t];
        }
        if (officers == 0) score[me] -= 1500; // can never take the marshal (F-END-1)
        if (n(PieceType::Missile) == 0 && strikeOnlyGuards[1 - me] > 0)
            score[me] -= options.strikeReserve;
        if (movers == 0) score[me] -= 5000; // loses at its turn (F-END-2)
        // One guard can be struck or lured away; two hold better. Unguarded, every enemy
        // officer nearby is a race.
        score[me] += guards[me] == 0 ? -40 - 3 * danger[me] : guards[me] == 1 ? 20 : 40;
    }
    // A federation game is often won or lost by material long before the limit; starting the
    // drift at 60 made a side far ahead throw a general away just to reset the count.
    return towardDraw(pos, score[index(side)] - score[1 - index(side)], 80);
}

// The classic game under H-3 (flag, general, every movable piece): entering the HQ does
// nothing, so only material and pressure count.
int evaluateWithoutOccupation(const Position& pos, Side side) {
    const RuleSet& rules = pos.rules();
    std::array<bool, 2> generalAlive{false, false};
    pos.forEachOnBoard([&](Square, const Piece& p) {
        if (p.type == PieceType::General) generalAlive[index(p.side)] = true;
    });
    std::array<int, 2> score{0, 0};
    std::array<int, 2> movers{0, 0};
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        const int me = index(p.side);
        score[me] += pieceValue(rules, p.type, generalAlive[1 - me]);
        if (!isMovable(p.type)) return;
        ++movers[me];
        const int row = p.side == Side::First ? rowOf(s) : 9 - rowOf(s);
        score[me] += 3 * row;
    });
    for (int me = 0; me < 2; ++me) {
        if (movers[me] == 0) score[me] -= 5000; // R-END-4
        // Taking every movable piece wins: the last few are worth more than their rank.
        if (rules.win == WinCondition::AllMovable && movers[me] < 5)
            score[me] -= (5 - movers[me]) * 350;
    }
    return towardDraw(pos, score[index(side)] - score[1 - index(side)]);
}

// A race for the HQ of side `me` (R-END-1) that the search cannot see to its end: an enemy
// officer a few steps away that the holder cannot stop (or an empty HQ), against the nearest of
// our pieces that would hold the HQ against it. Whoever is to move gets its tempo. Distances
// ignore what stands in the way, so a race counted as lost may still be saved by an
// interception; the penalty is a share of the game, not all of it. This is what lets the
// beliefs' guess at a marching piece's strength turn into a defender sent in time: in the
// worlds where the marcher is strong the race is lost, in the others it is not.
// By steps; a level's EvalOptions scale it and say how far it looks.
constexpr std::array<int, 6> kRaceLost = {0, 1500, 900, 600, 400, 200};

struct Unit {
    Square square;
    PieceType type;
};

int lostRace(const Position& pos, int me, const Unit* ours, int ourCount, const Unit* theirs,
             int theirCount, const EvalOptions& options) {
    const Square hq = me == 0 ? kHq1 : kHq8;
    const bool held = !pos.isEmpty(hq) && index(pos.sideAt(hq)) == me;
    const PieceType holder = held ? effectiveDefender(pos, hq) : PieceType::Unknown;
    const bool ourMove = index(pos.sideToMove()) == me;
    int worst = 0;
    for (int i = 0; i < theirCount; ++i) {
        const Unit& e = theirs[i];
        const int d = kToHq[1 - me][e.square];
        if (d >= static_cast<int>(kRaceLost.size()) || d > options.raceHorizon ||
            kRaceLost[d] <= worst)
            continue;
        if (held && judge(pos.rules(), e.type, holder) != CombatOutcome::AttackerWon) continue;
        // Our piece must stand in the HQ before the officer's d-th move; a weak holder has to
        // step out first.
        const int allowed = (ourMove ? d : d - 1) - (held ? 1 : 0);
        bool stopped = false;
        for (int k = 0; k < ourCount && !stopped; ++k) {
            const Unit& u = ours[k];
            if (u.square == hq) continue;
            stopped = kToHq[1 - me][u.square] <= allowed &&
                      judge(pos.rules(), e.type, u.type) != CombatOutcome::AttackerWon;
        }
        if (!stopped) worst = kRaceLost[d];
    }
    return worst * options.raceScale / 100;
}

} // namespace

int evaluate(const Position& pos, Side side, const EvalOptions& options) {
    if (pos.rules().game == Game::Federation) return evaluateFederation(pos, side, options);
    if (pos.rules().win != WinCondition::Occupation) return evaluateWithoutOccupation(pos, side);
    std::array<bool, 2> generalAlive{false, false};
    pos.forEachOnBoard([&](Square, const Piece& p) {
        if (p.type == PieceType::General) generalAlive[index(p.side)] = true;
    });
    std::array<int, 2> score{0, 0};
    std::array<int, 2> officers{0, 0};
    std::array<int, 2> movers{0, 0};
    std::array<int, 2> hqDanger{0, 0}; // enemy officers' progress toward each side's HQ
    // Movable pieces, and officers close to the enemy HQ, for the races (lostRace).
    std::array<std::array<Unit, kArmySize>, 2> units;
    std::array<std::array<Unit, kArmySize>, 2> racers;
    std::array<int, 2> unitCount{0, 0}, racerCount{0, 0};
    std::array<Square, 2> spy{kNoSquare, kNoSquare}, general{kNoSquare, kNoSquare};
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        const int me = index(p.side);
        if (p.type == PieceType::Spy) spy[me] = s;
        if (p.type == PieceType::General) general[me] = s;
        int v = pieceValue(p.type, generalAlive[1 - me]);
        if (isMovable(p.type)) {
            ++movers[me];
            if (unitCount[me] < kArmySize) units[me][unitCount[me]++] = {s, p.type};
        }
        if (isOfficer(p.type)) {
            ++officers[me];
            const int d = std::min<int>(kToHq[me][s], 11);
            if (d < static_cast<int>(kRaceLost.size()) && racerCount[me] < kArmySize)
                racers[me][racerCount[me]++] = {s, p.type};
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
        if (options.hqRaces)
            score[me] -= lostRace(pos, me, units[me].data(), unitCount[me], racers[1 - me].data(),
                                  racerCount[1 - me], options);
        if (options.spyHunts && spy[me] != kNoSquare && general[1 - me] != kNoSquare) {
            const int d = kBetween[spy[me]][general[1 - me]];
            if (d < static_cast<int>(kSpyHunt.size())) score[me] += kSpyHunt[d];
        }
    }
    for (int me = 0; me < 2; ++me) {
        const Square hq = me == 0 ? kHq1 : kHq8;
        // An enemy piece standing in our HQ holds nothing for us: treat the HQ as open.
        const bool empty = !holdsOwnHq(pos, me);
        pos.forEachOnBoard([&](Square s, const Piece& p) {
            if (index(p.side) == me || !isOfficer(p.type)) return;
            const int d = kToHq[1 - me][s];
            if (d >= static_cast<int>(kHqThreat.size())) return;
            if (empty || judge(pos.rules(), p.type, pos.typeAt(hq)) == CombatOutcome::AttackerWon)
                score[me] -= kHqThreat[d] * options.raceScale / 100;
        });
    }
    return towardDraw(pos, score[index(side)] - score[1 - index(side)]);
}

} // namespace gunjin::ai
