#include "setup.h"

#include "federation_board.h"

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

// R-BOARD-2 entry squares / F-BOARD-2 bridgeheads: where no mine (and no classic flag) stands.
bool isGateSquare(const RuleSet& rules, Square s) {
    return rules.game == Game::Classic ? isEntrySquare(s) : federation::isBridgehead(s);
}

bool isBackRow(const BoardLayout& b, Square s) {
    return b.rowOf(s) == 1 || b.rowOf(s) == b.rows;
}

} // namespace

bool setupAllows(const RuleSet& rules, Side side, Square s, PieceType t) {
    const BoardLayout& b = rules.board();
    if (t == PieceType::Unknown || rules.count(t) == 0 || !b.inTerritory(s, side)) return false;
    if (rules.game == Game::Classic) {
        if ((t == PieceType::Mine || t == PieceType::Flag) && isEntrySquare(s)) return false;
        if (t == PieceType::Flag && isBackRow(b, s) && !rules.flagOnBackRowAllowed) return false;
        return !(t == PieceType::Mine && b.isHq(s) && rules.mineInHqForbidden);
    }
    if ((t == PieceType::Marshal) != (s == b.hqOf(side))) return false;
    return !(t == PieceType::Mine && federation::isBridgehead(s));
}

std::vector<SetupProblem> checkSetup(const RuleSet& rules, Side side,
                                     const std::vector<SetupEntry>& entries) {
    const BoardLayout& b = rules.board();
    const bool classic = rules.game == Game::Classic;
    // r[n] collects the details of rule n (R-SETUP-n or F-SETUP-n).
    std::array<std::string, 5> r;
    std::array<int, kMaxSquares> perSquare{};
    std::array<int, kTypeCount> perType{};
    bool marshalOnHq = false;
    for (const SetupEntry& e : entries) {
        if (!b.contains(e.square)) {
            append(r[1], "a piece has no valid square");
            continue;
        }
        const std::string sq(b.name(e.square));
        if (!b.inTerritory(e.square, side))
            append(r[1], sq + " is outside " + sideText(side) + "'s territory");
        else if (++perSquare[e.square] == 2)
            append(r[1], sq + " holds more than one piece");
        if (e.type == PieceType::Unknown || rules.count(e.type) == 0) {
            append(r[1], sq + " holds a piece of no type of this game");
            continue;
        }
        ++perType[index(e.type)];
        const std::string name(pieceTypeId(e.type));
        if (classic) {
            if ((e.type == PieceType::Mine || e.type == PieceType::Flag) && isEntrySquare(e.square))
                append(r[2], name + " on entry square " + sq);
            if (e.type == PieceType::Flag && isBackRow(b, e.square) && !rules.flagOnBackRowAllowed)
                append(r[3], "flag on back-row square " + sq);
            if (e.type == PieceType::Mine && b.isHq(e.square) && rules.mineInHqForbidden)
                append(r[4], "mine in the HQ " + sq + " (forbidden by this rule set, H-4)");
        } else {
            if (e.type == PieceType::Marshal) {
                if (e.square == b.hqOf(side))
                    marshalOnHq = true;
                else
                    append(r[2], "a marshal on " + sq + ", off the HQ " +
                                     std::string(b.name(b.hqOf(side))));
            }
            if (e.type == PieceType::Mine && isGateSquare(rules, e.square))
                append(r[3], "mine on bridgehead " + sq);
        }
    }
    if (!classic && !marshalOnHq && perType[index(PieceType::Marshal)] == 0)
        append(r[2], "no marshal on the HQ " + std::string(b.name(b.hqOf(side))));
    std::string empty;
    for (int i = 0; i < rules.armySize(); ++i) {
        const Square s = Setup::slotSquare(rules, side, i);
        if (perSquare[s] == 0) {
            if (!empty.empty()) empty += ' ';
            empty += b.name(s);
        }
    }
    if (!empty.empty()) append(r[1], "no piece on " + empty);
    for (PieceType t : rules.types()) {
        const int have = perType[index(t)];
        const int want = rules.count(t);
        if (have != want)
            append(r[1], std::string(pieceTypeId(t)) + ": " + std::to_string(have) +
                             " placed, the army has " + std::to_string(want));
    }
    std::vector<SetupProblem> problems;
    const std::string prefix = classic ? "R-SETUP-" : "F-SETUP-";
    for (int n = 1; n < int(r.size()); ++n)
        if (!r[n].empty()) problems.push_back({n, r[n], prefix + std::to_string(n)});
    return problems;
}

std::vector<SetupProblem> checkSetup(Side side, const std::vector<SetupEntry>& entries) {
    return checkSetup(RuleSet::classic(), side, entries);
}

Result<Setup> Setup::fromEntries(const RuleSet& rules, Side side,
                                 const std::vector<SetupEntry>& entries) {
    if (const auto problems = checkSetup(rules, side, entries); !problems.empty())
        return Error{problems[0].id + ": " + problems[0].message, ErrorKind::Setup};
    Setup setup(rules, side);
    const Square begin = rules.board().territoryBegin(side);
    for (const SetupEntry& e : entries) setup.m_types[e.square - begin] = e.type;
    return setup;
}

Setup Setup::randomClassicDefault(Side side, Rng& rng) {
    // Place the flag, then the mines, then shuffle the rest into the free squares. Every flag
    // square leaves the same number of mine placements, so the result is uniform.
    Setup setup(RuleSet::classic(), side);
    std::vector<int> flagSlots;
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

Setup Setup::random(const RuleSet& rules, Side side, Rng& rng) {
    if (rules.game == Game::Classic && !rules.mineInHqForbidden && !rules.flagOnBackRowAllowed) {
        Setup setup = randomClassicDefault(side, rng); // the same sequence as before rule sets
        setup.m_rules = rules; // options that leave the setup rules alone still travel with it
        return setup;
    }
    const int n = rules.armySize();
    std::vector<PieceType> army;
    for (PieceType t : rules.types())
        for (int k = 0; k < rules.count(t); ++k) army.push_back(t);
    if (rules.game == Game::Classic) {
        // H-4 / H-5 change where the flag and the mines may stand; rejection sampling keeps the
        // draw uniform over the legal setups whatever the options.
        for (;;) {
            for (int i = n - 1; i > 0; --i)
                std::swap(army[i], army[rng.below(static_cast<std::uint32_t>(i + 1))]);
            std::vector<SetupEntry> entries;
            for (int i = 0; i < n; ++i) entries.push_back({slotSquare(rules, side, i), army[i]});
            if (checkSetup(rules, side, entries).empty()) {
                Setup setup(rules, side);
                std::copy(army.begin(), army.end(), setup.m_types.begin());
                return setup;
            }
        }
    }
    // Federation: the marshal on the HQ (F-SETUP-2), the mines on two of the squares that are
    // neither HQ nor bridgehead (F-SETUP-3), the rest shuffled into the free squares. Each step
    // is uniform, so the setup is.
    Setup setup(rules, side);
    const BoardLayout& b = rules.board();
    std::vector<bool> used(n, false);
    const int hqSlot = b.hqOf(side) - b.territoryBegin(side);
    setup.m_types[hqSlot] = PieceType::Marshal;
    used[hqSlot] = true;
    for (int k = 0; k < rules.count(PieceType::Mine); ++k) {
        std::vector<int> free;
        for (int i = 0; i < n; ++i)
            if (!used[i] && !isGateSquare(rules, slotSquare(rules, side, i))) free.push_back(i);
        const int slot = free[rng.below(static_cast<std::uint32_t>(free.size()))];
        setup.m_types[slot] = PieceType::Mine;
        used[slot] = true;
    }
    std::vector<PieceType> rest;
    for (PieceType t : army)
        if (t != PieceType::Marshal && t != PieceType::Mine) rest.push_back(t);
    for (int i = static_cast<int>(rest.size()) - 1; i > 0; --i)
        std::swap(rest[i], rest[rng.below(static_cast<std::uint32_t>(i + 1))]);
    std::size_t next = 0;
    for (int i = 0; i < n; ++i)
        if (!used[i]) setup.m_types[i] = rest[next++];
    assert(next == rest.size());
    return setup;
}

std::vector<SetupEntry> Setup::entries() const {
    std::vector<SetupEntry> out;
    out.reserve(size());
    for (int slot = 0; slot < size(); ++slot)
        out.push_back({slotSquare(m_rules, m_side, slot), m_types[slot]});
    return out;
}

Setup Setup::mirrored() const {
    const BoardLayout& b = m_rules.board();
    const Square begin = b.territoryBegin(m_side);
    Setup m(m_rules, m_side);
    for (int slot = 0; slot < size(); ++slot) {
        const Square s = slotSquare(m_rules, m_side, slot);
        const Cell c = b.firstCell[s];
        // The mirrored square's leftmost cell; an HQ maps onto itself.
        const Square t = b.squareAt(b.columns - c.column - b.cellCount[s], c.row);
        m.m_types[t - begin] = m_types[slot];
    }
    return m;
}

void Setup::swapSquares(Square a, Square b) {
    const BoardLayout& board = m_rules.board();
    assert(board.inTerritory(a, m_side) && board.inTerritory(b, m_side));
    const int off = board.territoryBegin(m_side);
    std::swap(m_types[a - off], m_types[b - off]);
}

Position startingPosition(const Setup& first, const Setup& second) {
    assert(first.side() == Side::First && second.side() == Side::Second);
    assert(first.rules() == second.rules());
    Position pos(first.rules());
    for (const Setup* s : {&first, &second})
        for (const SetupEntry& e : s->entries()) pos.place(e.square, s->side(), e.type);
    return pos;
}

} // namespace gunjin
