#include "piece_behaviour.h"

#include "belief.h"
#include "evaluation.h"

#include "core/board.h"
#include "core/federation_board.h"
#include "core/neighbours.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>

namespace gunjin::ai {

namespace {

struct Track {
    int moves = 0, attacks = 0, attacksWon = 0, fled = 0;
    int closest = 99;
    int fledFrom = 0; // 0 none, 1 other, 2 captain or lieutenant, 3 officer (strongest kept)
    int lastMoveTurn = -1;
    int firstMovePly = -1;
    int attackedWeak = 0, attackedOfficer = 0;
    int stood = 0;
    Square last = kNoSquare; // where it stands, or where it fell
};

int bucket(int v, std::initializer_list<int> upper) {
    int b = 0;
    for (int u : upper) {
        if (v <= u) return b;
        ++b;
    }
    return b;
}

int rankClass(PieceType t) {
    if (isOfficer(t)) return 3;
    if (t == PieceType::Captain || t == PieceType::FirstLieutenant ||
        t == PieceType::SecondLieutenant)
        return 2;
    return 1;
}

// 0 for the front row of `owner`'s camp, 1 for the next, 2 further back.
int setupDepth(const RuleSet& rules, Square s, Side owner) {
    const BoardLayout& board = rules.board();
    int front = owner == Side::First ? 0 : 99;
    for (int q = board.territoryBegin(owner); q < board.territoryBegin(owner) + board.territorySize;
         ++q) {
        const int row = board.rowOf(static_cast<Square>(q));
        front = owner == Side::First ? std::max(front, row) : std::min(front, row);
    }
    return std::min(std::abs(board.rowOf(s) - front), 2);
}

} // namespace

std::array<PieceBehaviour, kMaxSquares> observeBehaviour(const SideView& view) {
    const Side me = view.side();
    const Side opp = opponent(me);
    const RuleSet& rules = view.rules();
    Position pos = startPosition(view);
    std::array<Track, kMaxSquares> tracks{};
    for (int id = 0; id < pos.squareCount(); ++id) {
        if (!(pos.pieceMask(opp) & (std::uint64_t{1} << id))) continue;
        tracks[id].last = static_cast<Square>(id);
        tracks[id].closest = stepsToEnemyHq(rules, static_cast<Square>(id), opp);
    }
    int oppTurns = 0; // moves the opponent has made
    for (const Announcement& a : view.announcements()) {
        const Move m = a.move;
        if (a.mover == opp) {
            ++oppTurns;
            const PieceId id = pos.pieceAt(m.from());
            // Every other piece of its side next to one of ours stood its ground this turn.
            pos.forEachOnBoard([&](Square s, const Piece& p) {
                if (p.side != opp || s == m.from()) return;
                bool threatened = false;
                forEachNeighbour(rules, s, [&](Square n) {
                    threatened |= !pos.isEmpty(n) && pos.sideAt(n) == me;
                });
                tracks[pos.pieceAt(s)].stood += threatened;
            });
            if (id != kNoPiece && !m.isStrike()) {
                Track& t = tracks[id];
                ++t.moves;
                t.lastMoveTurn = oppTurns;
                if (t.firstMovePly < 0) t.firstMovePly = a.ply;
                const bool attack = !pos.isEmpty(m.to()) && pos.sideAt(m.to()) == me;
                if (attack) {
                    ++t.attacks;
                    t.attacksWon += a.outcome == CombatOutcome::AttackerWon;
                    const PieceType target = pos.typeAt(m.to());
                    if (isOfficer(target))
                        ++t.attackedOfficer;
                    else if (index(target) > index(PieceType::Captain))
                        ++t.attackedWeak;
                } else {
                    // Our pieces next to it before the move that it is no longer next to.
                    int strongest = 0;
                    forEachNeighbour(rules, m.from(), [&](Square n) {
                        if (pos.isEmpty(n) || pos.sideAt(n) != me) return;
                        bool stillNext = false;
                        forEachNeighbour(rules, m.to(), [&](Square q) { stillNext |= q == n; });
                        if (!stillNext) strongest = std::max(strongest, rankClass(pos.typeAt(n)));
                    });
                    if (strongest > 0) {
                        ++t.fled;
                        t.fledFrom = std::max(t.fledFrom, strongest);
                    }
                }
                t.last = m.to();
                t.closest = std::min(t.closest, stepsToEnemyHq(rules, m.to(), opp));
            }
        }
        applyAnnouncement(pos, a);
    }

    std::array<PieceBehaviour, kMaxSquares> out{};
    const int phase = bucket(view.ply(), {19, 39, 79, 139});
    for (int id = 0; id < pos.squareCount(); ++id) {
        if (!(pos.pieceMask(opp) & (std::uint64_t{1} << id))) continue;
        const Track& t = tracks[id];
        const auto setup = static_cast<Square>(id);
        PieceBehaviour& b = out[id];
        b.context =
            static_cast<std::uint8_t>(phase * kBehaviourDepths + setupDepth(rules, setup, opp));
        const int progress = stepsToEnemyHq(rules, setup, opp) - stepsToEnemyHq(rules, t.last, opp);
        const int idle = t.moves == 0 ? 0 : 1 + bucket(oppTurns - t.lastMoveTurn, {1, 4, 15});
        const int nearOwn =
            t.moves == 0 ? 0 : 1 + bucket(stepsToEnemyHq(rules, t.last, me), {1, 2, 4});
        const int first = t.moves == 0 ? 0 : 1 + bucket(t.firstMovePly, {10, 30, 80});
        const int attackedWeaker = t.attackedOfficer > 0 ? 3
                                   : t.attackedWeak > 1  ? 2
                                                         : t.attackedWeak;
        const std::array<int, kBehaviourFeatureCount> bins = {
            bucket(t.moves, {0, 1, 2, 4, 8}),
            bucket(t.attacks, {0, 1, 2}),
            bucket(t.attacksWon, {0, 1}),
            bucket(t.closest, {1, 2, 3, 4, 5, 6}),
            bucket(progress, {-1, 0, 1, 2, 4}),
            bucket(t.fled, {0, 1}),
            t.fledFrom,
            idle,
            nearOwn,
            first,
            attackedWeaker,
            bucket(t.stood, {0, 2, 6}),
        };
        for (int f = 0; f < kBehaviourFeatureCount; ++f) {
            assert(bins[f] >= 0 && bins[f] < kBehaviourBins[f]);
            b.bins[f] = static_cast<std::uint8_t>(bins[f]);
        }
    }
    return out;
}

} // namespace gunjin::ai
