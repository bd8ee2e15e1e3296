#include "setup.h"

#include <algorithm>

namespace gunjin {

namespace {

void append(std::string& to, const std::string& detail) {
    if (!to.empty()) to += "; ";
    to += detail;
}

std::string sideText(Side s) {
    return s == Side::First ? "the first player" : "the second player";
}

} // namespace

std::vector<SetupProblem> checkSetup(Side side, const std::vector<SetupEntry>& entries) {
    std::string r1, r2, r3;
    std::array<int, kSquareCount> perSquare{};
    std::array<int, kPieceTypeCount> perType{};
    for (const SetupEntry& e : entries) {
        const std::string sq(squareName(e.square));
        if (e.square >= kSquareCount) {
            append(r1, "a piece has no valid square");
            continue;
        }
        if (!inTerritory(e.square, side))
            append(r1, sq + " is outside " + sideText(side) + "'s territory");
        else if (++perSquare[e.square] == 2)
            append(r1, sq + " holds more than one piece");
        if (e.type == PieceType::Unknown) {
            append(r1, sq + " holds a piece of no known type");
            continue;
        }
        ++perType[index(e.type)];
        const std::string name(pieceTypeId(e.type));
        if ((e.type == PieceType::Mine || e.type == PieceType::Flag) && isEntrySquare(e.square))
            append(r2, name + " on entry square " + sq);
        if (e.type == PieceType::Flag && (rowOf(e.square) == 1 || rowOf(e.square) == 8))
            append(r3, "flag on back-row square " + sq);
    }
    std::string empty;
    for (int s = 0; s < kSquareCount; ++s)
        if (inTerritory(static_cast<Square>(s), side) && perSquare[s] == 0) {
            if (!empty.empty()) empty += ' ';
            empty += squareName(static_cast<Square>(s));
        }
    if (!empty.empty()) append(r1, "no piece on " + empty);
    for (PieceType t : kAllPieceTypes) {
        const int have = perType[index(t)];
        const int want = armyCount(t);
        if (have != want)
            append(r1, std::string(pieceTypeId(t)) + ": " + std::to_string(have) +
                           " placed, the army has " + std::to_string(want));
    }
    std::vector<SetupProblem> problems;
    if (!r1.empty()) problems.push_back({1, r1});
    if (!r2.empty()) problems.push_back({2, r2});
    if (!r3.empty()) problems.push_back({3, r3});
    return problems;
}

Result<Setup> Setup::fromEntries(Side side, const std::vector<SetupEntry>& entries) {
    if (const auto problems = checkSetup(side, entries); !problems.empty())
        return Error{"R-SETUP-" + std::to_string(problems[0].rule) + ": " + problems[0].message};
    Setup setup(side);
    for (const SetupEntry& e : entries)
        setup.m_types[side == Side::First ? e.square : e.square - 23] = e.type;
    return setup;
}

Setup Setup::random(Side side, Rng& rng) {
    // Place the flag, then the mines, then shuffle the rest into the free squares. Every flag
    // square leaves the same number of mine placements, so the result is uniform.
    Setup setup(side);
    std::vector<int> flagSlots, free;
    for (int slot = 0; slot < kArmySize; ++slot) {
        const Square s = slotSquare(side, slot);
        if (!isEntrySquare(s) && rowOf(s) != 1 && rowOf(s) != 8) flagSlots.push_back(slot);
    }
    const int flagSlot = flagSlots[rng.below(static_cast<std::uint32_t>(flagSlots.size()))];
    setup.m_types[flagSlot] = PieceType::Flag;
    for (int mine = 0; mine < armyCount(PieceType::Mine); ++mine) {
        std::vector<int> mineSlots;
        for (int slot = 0; slot < kArmySize; ++slot)
            if (setup.m_types[slot] != PieceType::Flag && setup.m_types[slot] != PieceType::Mine &&
                !isEntrySquare(slotSquare(side, slot)))
                mineSlots.push_back(slot);
        setup.m_types[mineSlots[rng.below(static_cast<std::uint32_t>(mineSlots.size()))]] =
            PieceType::Mine;
    }
    std::vector<PieceType> rest;
    for (PieceType t : kAllPieceTypes)
        if (t != PieceType::Mine && t != PieceType::Flag)
            for (int n = 0; n < armyCount(t); ++n) rest.push_back(t);
    for (int i = static_cast<int>(rest.size()) - 1; i > 0; --i)
        std::swap(rest[i], rest[rng.below(static_cast<std::uint32_t>(i + 1))]);
    std::size_t next = 0;
    for (int slot = 0; slot < kArmySize; ++slot)
        if (setup.m_types[slot] != PieceType::Flag && setup.m_types[slot] != PieceType::Mine)
            setup.m_types[slot] = rest[next++];
    assert(next == rest.size());
    return setup;
}

std::vector<SetupEntry> Setup::entries() const {
    std::vector<SetupEntry> out;
    out.reserve(kArmySize);
    for (int slot = 0; slot < kArmySize; ++slot)
        out.push_back({slotSquare(m_side, slot), m_types[slot]});
    return out;
}

Setup Setup::mirrored() const {
    Setup m(m_side);
    for (int slot = 0; slot < kArmySize; ++slot) {
        const Square s = slotSquare(m_side, slot);
        const Square t = squareAt(5 - columnOf(s), rowOf(s)); // an HQ maps onto itself
        m.m_types[m_side == Side::First ? t : t - 23] = m_types[slot];
    }
    return m;
}

void Setup::swapSquares(Square a, Square b) {
    assert(inTerritory(a, m_side) && inTerritory(b, m_side));
    const int off = m_side == Side::First ? 0 : 23;
    std::swap(m_types[a - off], m_types[b - off]);
}

Position startingPosition(const Setup& first, const Setup& second) {
    assert(first.side() == Side::First && second.side() == Side::Second);
    Position pos;
    for (const Setup* s : {&first, &second})
        for (const SetupEntry& e : s->entries()) pos.place(e.square, s->side(), e.type);
    return pos;
}

} // namespace gunjin
