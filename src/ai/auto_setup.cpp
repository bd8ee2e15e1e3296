#include "auto_setup.h"

#include "core/board.h"
#include "core/federation_board.h"
#include "core/setup_check.h"

#include <array>
#include <cassert>
#include <vector>

namespace gunjin::ai {

Square ownerFrame(Square s, Side owner) {
    if (owner == Side::First) return s;
    if (isHq(s)) return kHq1;
    return squareAt(5 - columnOf(s), 9 - rowOf(s));
}

namespace {

using Layout = std::array<PieceType, kArmySize>; // first player's squares 0..22

constexpr PieceType kEmpty = PieceType::Unknown;

// How much each type leans toward each row (1 = back row ... 4 = front row); the numbers are
// relative weights, not probabilities.
struct RowWeights {
    PieceType type;
    std::array<int, 4> byRow;
};
constexpr std::array<RowWeights, 14> kRowWeights = {{
    {PieceType::LieutenantGeneral, {2, 4, 6, 5}},
    {PieceType::MajorGeneral, {1, 3, 6, 6}},
    {PieceType::Plane, {2, 3, 5, 6}},
    {PieceType::Tank, {1, 3, 5, 7}},
    {PieceType::Spy, {3, 5, 4, 2}},
    {PieceType::Engineer, {2, 3, 5, 5}},
    {PieceType::Cavalry, {1, 2, 5, 6}},
    {PieceType::Colonel, {2, 4, 5, 4}},
    {PieceType::LieutenantColonel, {2, 4, 5, 4}},
    {PieceType::Major, {3, 4, 4, 4}},
    {PieceType::Captain, {3, 4, 4, 4}},
    {PieceType::FirstLieutenant, {4, 4, 4, 4}},
    {PieceType::SecondLieutenant, {5, 4, 3, 4}},
    {PieceType::General, {4, 3, 1, 1}}, // only when not placed by the HQ rule
}};

bool flagAllowed(Square s) {
    return rowOf(s) != 1 && !isEntrySquare(s); // R-SETUP-2, R-SETUP-3
}
// R-SETUP-2, and under H-4 R-SETUP-4 (no mine in the HQ).
bool mineAllowed(Square s, bool mineInHqForbidden = false) {
    return !isEntrySquare(s) && !(mineInHqForbidden && isHq(s));
}

// A square drawn with probability proportional to weight(square) over the empty ones of a
// layout (of either game's camp).
template <class L, class W> Square drawSquare(const L& layout, Rng& rng, W weight) {
    constexpr int n = std::tuple_size_v<L>;
    std::array<int, n> w{};
    int total = 0;
    for (int s = 0; s < n; ++s) {
        w[s] = layout[s] == kEmpty ? weight(static_cast<Square>(s)) : 0;
        total += w[s];
    }
    if (total == 0) return kNoSquare;
    int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    for (int s = 0; s < n; ++s) {
        if (pick < w[s]) return static_cast<Square>(s);
        pick -= w[s];
    }
    return kNoSquare;
}

void placeHqAndGeneral(Layout& layout, Rng& rng, bool mineInHqForbidden) {
    if (rng.below(100) < 55 || mineInHqForbidden) {
        layout[kHq1] = PieceType::General;
        return;
    }
    layout[kHq1] = PieceType::Mine;
    // b1, e1, c2, d2 are next to the HQ; c2/d2 also keep the general near the front line.
    const Square near[4] = {squareAt(1, 1), squareAt(4, 1), squareAt(2, 2), squareAt(3, 2)};
    const int weights[4] = {2, 2, 3, 3};
    int pick = static_cast<int>(rng.below(10));
    for (int i = 0; i < 4; ++i) {
        if (pick < weights[i]) {
            layout[near[i]] = PieceType::General;
            return;
        }
        pick -= weights[i];
    }
}

// The flag goes where the piece directly behind it is (or becomes) the general, the lieutenant
// general or a mine. When taking the flag wins (H-3), a tie on it loses the game too, so only
// an officer that beats the attackers may back it, never a mine (R-COMBAT-6: the flag would go
// with the mine and its attacker).
void placeFlag(Layout& layout, Rng& rng, bool flagDecides) {
    struct Option {
        Square flag, behind;
        PieceType backer; // kEmpty: the piece already there backs the flag
    };
    std::vector<Option> options;
    for (int s = 0; s < kArmySize; ++s) {
        const auto flag = static_cast<Square>(s);
        if (!flagAllowed(flag) || layout[flag] != kEmpty || rowOf(flag) > 3) continue;
        const Square behind = squareBehind(flag, Side::First);
        if (behind == kNoSquare) continue;
        const PieceType there = layout[behind];
        if (there == PieceType::General || (there == PieceType::Mine && !flagDecides)) {
            for (int i = 0; i < 3; ++i) options.push_back({flag, behind, kEmpty}); // favoured
        } else if (there == kEmpty) {
            options.push_back({flag, behind, PieceType::LieutenantGeneral});
            if (mineAllowed(behind) && !flagDecides)
                options.push_back({flag, behind, PieceType::Mine});
        }
    }
    assert(!options.empty());
    const Option& o = options[rng.below(static_cast<std::uint32_t>(options.size()))];
    layout[o.flag] = PieceType::Flag;
    if (o.backer != kEmpty) layout[o.behind] = o.backer;
}

template <class L> int count(const L& layout, PieceType t) {
    int n = 0;
    for (PieceType x : layout) n += x == t;
    return n;
}

Layout makeLayout(Rng& rng, bool mineInHqForbidden, bool flagDecides) {
    Layout layout;
    layout.fill(kEmpty);
    placeHqAndGeneral(layout, rng, mineInHqForbidden);
    placeFlag(layout, rng, flagDecides);
    while (count(layout, PieceType::Mine) < armyCount(PieceType::Mine)) {
        // Mines mostly guard the back rows, sometimes block a lane further up.
        const int rowWeight[4] = {6, 5, 3, 1};
        layout[drawSquare(layout, rng, [&](Square s) {
            return mineAllowed(s, mineInHqForbidden) ? rowWeight[rowOf(s) - 1] : 0;
        })] = PieceType::Mine;
    }
    for (const RowWeights& rw : kRowWeights) {
        while (count(layout, rw.type) < armyCount(rw.type)) {
            const Square s =
                drawSquare(layout, rng, [&](Square sq) { return rw.byRow[rowOf(sq) - 1]; });
            assert(s != kNoSquare);
            layout[s] = rw.type;
        }
    }
    return layout;
}

// ---- The federation game (rules-federation.md) ----------------------------------------------
// Layouts in the first player's frame: squares 0..24 (row 1 a1 b1 c1 hq1 g1 h1 i1, rows 2-3).
using FedLayout = std::array<PieceType, 25>;

// Row weights (row 1 = back, 3 = front, next to the bridgeheads c3 and g3).
constexpr std::array<RowWeights, 11> kFedRowWeights = {{
    {PieceType::General, {1, 3, 5, 0}},
    {PieceType::LieutenantGeneral, {1, 3, 5, 0}},
    {PieceType::MajorGeneral, {1, 3, 5, 0}},
    {PieceType::Tank, {1, 3, 5, 0}},
    {PieceType::Engineer, {1, 3, 5, 0}},
    {PieceType::Artillery, {2, 4, 4, 0}},
    {PieceType::Colonel, {2, 3, 4, 0}},
    {PieceType::LieutenantColonel, {2, 3, 4, 0}},
    {PieceType::Major, {2, 3, 4, 0}},
    {PieceType::Spy, {2, 4, 3, 0}},
    {PieceType::Jet, {3, 3, 2, 0}}, // a jet flies from anywhere
}};

FedLayout makeFederationLayout(const RuleSet& rules, Rng& rng) {
    const BoardLayout& b = rules.board();
    const Square hq = b.hqOf(Side::First);
    auto row = [&](Square s) { return b.rowOf(s); };
    FedLayout layout;
    layout.fill(kEmpty);
    layout[hq] = PieceType::Marshal; // F-SETUP-2
    // The 原爆 in the back two rows, where at least one neighbour is free for a missile.
    const Square bomb = drawSquare(layout, rng, [&](Square s) {
        int free = 0;
        const auto& g = federation::geometry(s);
        for (int i = 0; i < g.stepCount; ++i)
            free += g.steps[i] < 25 && layout[g.steps[i]] == kEmpty;
        return row(s) <= 2 && free >= 2 ? 3 : 0;
    });
    assert(bomb != kNoSquare);
    layout[bomb] = PieceType::AtomicBomb;
    const auto& around = federation::geometry(bomb);
    // Missiles next to it: the first nearly always, the second often (the seed's advice).
    for (int k = 0; k < rules.count(PieceType::Missile); ++k) {
        const bool next = rng.below(100) < (k == 0 ? 95u : 60u);
        Square s = kNoSquare;
        if (next)
            s = drawSquare(layout, rng, [&](Square q) {
                return (around.adjacent & federation::bit(q)) && q < 25 ? 1 : 0;
            });
        if (s == kNoSquare)
            s = drawSquare(layout, rng, [&](Square q) { return row(q) <= 2 ? 2 : 1; });
        layout[s] = PieceType::Missile;
    }
    // Mines cover the rows behind the bridgeheads and the HQ's approaches; never on a
    // bridgehead (F-SETUP-3).
    for (int k = 0; k < rules.count(PieceType::Mine); ++k) {
        const int weight[3] = {2, 4, 3};
        layout[drawSquare(layout, rng, [&](Square s) {
            return federation::isBridgehead(s) ? 0 : weight[row(s) - 1];
        })] = PieceType::Mine;
    }
    for (const RowWeights& rw : kFedRowWeights)
        while (count(layout, rw.type) < rules.count(rw.type)) {
            const Square s =
                drawSquare(layout, rng, [&](Square q) { return rw.byRow[row(q) - 1]; });
            assert(s != kNoSquare);
            layout[s] = rw.type;
        }
    return layout;
}

Setup federationSetup(const RuleSet& rules, Side side, Rng& rng) {
    const FedLayout layout = makeFederationLayout(rules, rng);
    const bool mirror = rng.below(2) == 1;
    const BoardLayout& b = rules.board();
    std::vector<SetupEntry> entries;
    for (int slot = 0; slot < b.territorySize; ++slot) {
        const Square own = Setup::slotSquare(rules, side, slot);
        // The square in the first player's frame: a 180° turn for the second player.
        const Cell c = b.firstCell[own];
        int col = c.column, row = c.row;
        if (side == Side::Second) {
            col = b.columns - c.column - b.cellCount[own];
            row = b.rows + 1 - c.row;
        }
        if (mirror) col = b.columns - col - b.cellCount[own];
        entries.push_back({own, layout[b.squareAt(col, row)]});
    }
    auto setup = Setup::fromEntries(rules, side, entries);
    assert(setup); // F-SETUP-1..3 hold by construction
    return *setup;
}

// One draw of the generator, whether or not it walls a piece in.
Setup drawSetup(const RuleSet& rules, Side side, Rng& rng) {
    if (rules.game == Game::Federation) return federationSetup(rules, side, rng);
    const Layout layout = makeLayout(rng, rules.mineInHqForbidden, rules.win == WinCondition::Flag);
    const bool mirror = rng.below(2) == 1;
    std::vector<SetupEntry> entries;
    for (int slot = 0; slot < kArmySize; ++slot) {
        const Square own = Setup::slotSquare(side, slot);
        Square frame = ownerFrame(own, side);
        if (mirror && !isHq(frame)) frame = squareAt(5 - columnOf(frame), rowOf(frame));
        entries.push_back({own, layout[frame]});
    }
    auto setup = Setup::fromEntries(rules, side, entries);
    assert(setup); // every placement above respects R-SETUP-1..3 (and R-SETUP-4 under H-4)
    return *setup;
}

} // namespace

Setup autoSetup(Side side, Rng& rng) {
    return autoSetup(RuleSet::classic(), side, rng);
}

Setup autoSetup(const RuleSet& rules, Side side, Rng& rng) {
    // A draw that walls a piece in (core/setup_check.h) is drawn again: the setups kept have
    // the odds they had among themselves, and a seed whose first draw was fine gives the same
    // setup as before. About 1 classic draw in 19 and 1 federation draw in 45 is drawn again.
    for (;;) {
        Setup setup = drawSetup(rules, side, rng);
        if (!wallsInAnyPiece(setup)) return setup;
    }
}

} // namespace gunjin::ai
