#include "auto_setup.h"

#include "core/board.h"

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
bool mineAllowed(Square s) {
    return !isEntrySquare(s); // R-SETUP-2
}

// A square drawn with probability proportional to weight(square) over the empty ones.
template <class W> Square drawSquare(const Layout& layout, Rng& rng, W weight) {
    std::array<int, kArmySize> w{};
    int total = 0;
    for (int s = 0; s < kArmySize; ++s) {
        w[s] = layout[s] == kEmpty ? weight(static_cast<Square>(s)) : 0;
        total += w[s];
    }
    if (total == 0) return kNoSquare;
    int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    for (int s = 0; s < kArmySize; ++s) {
        if (pick < w[s]) return static_cast<Square>(s);
        pick -= w[s];
    }
    return kNoSquare;
}

void placeHqAndGeneral(Layout& layout, Rng& rng) {
    if (rng.below(100) < 55) {
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
// general or a mine.
void placeFlag(Layout& layout, Rng& rng) {
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
        if (there == PieceType::General || there == PieceType::Mine) {
            for (int i = 0; i < 3; ++i) options.push_back({flag, behind, kEmpty}); // favoured
        } else if (there == kEmpty) {
            options.push_back({flag, behind, PieceType::LieutenantGeneral});
            if (mineAllowed(behind)) options.push_back({flag, behind, PieceType::Mine});
        }
    }
    assert(!options.empty());
    const Option& o = options[rng.below(static_cast<std::uint32_t>(options.size()))];
    layout[o.flag] = PieceType::Flag;
    if (o.backer != kEmpty) layout[o.behind] = o.backer;
}

int count(const Layout& layout, PieceType t) {
    int n = 0;
    for (PieceType x : layout) n += x == t;
    return n;
}

Layout makeLayout(Rng& rng) {
    Layout layout;
    layout.fill(kEmpty);
    placeHqAndGeneral(layout, rng);
    placeFlag(layout, rng);
    while (count(layout, PieceType::Mine) < armyCount(PieceType::Mine)) {
        // Mines mostly guard the back rows, sometimes block a lane further up.
        const int rowWeight[4] = {6, 5, 3, 1};
        layout[drawSquare(layout, rng, [&](Square s) {
            return mineAllowed(s) ? rowWeight[rowOf(s) - 1] : 0;
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

} // namespace

Setup autoSetup(Side side, Rng& rng) {
    const Layout layout = makeLayout(rng);
    const bool mirror = rng.below(2) == 1;
    std::vector<SetupEntry> entries;
    for (int slot = 0; slot < kArmySize; ++slot) {
        const Square own = Setup::slotSquare(side, slot);
        Square frame = ownerFrame(own, side);
        if (mirror && !isHq(frame)) frame = squareAt(5 - columnOf(frame), rowOf(frame));
        entries.push_back({own, layout[frame]});
    }
    auto setup = Setup::fromEntries(side, entries);
    assert(setup); // every placement above respects R-SETUP-1..3
    return *setup;
}

} // namespace gunjin::ai
