// One side's initial arrangement (R-SETUP-*), its validation and random generation.
#pragma once

#include "position.h"
#include "result.h"
#include "rng.h"

#include <string>
#include <vector>

namespace gunjin {

struct SetupEntry {
    Square square;
    PieceType type;
};

// A broken setup rule: its number n of R-SETUP-n and what is wrong, readable by a player.
struct SetupProblem {
    int rule;
    std::string message;
};

// Checks a list of entries for one side against R-SETUP-1..3. Returns one problem per broken
// rule (details of the same rule joined by "; "), in rule order; empty when the setup is legal.
// Any list is accepted (duplicates, Unknown types, squares anywhere) and reported.
std::vector<SetupProblem> checkSetup(Side side, const std::vector<SetupEntry>& entries);

// A legal setup: the type on each of the side's 23 territory squares. Held by square, so it
// carries no listing order.
class Setup {
public:
    // The setup, or an error naming the first broken rule ("R-SETUP-n: ...").
    static Result<Setup> fromEntries(Side side, const std::vector<SetupEntry>& entries);
    // Uniformly random among all legal setups.
    static Setup random(Side side, Rng& rng);

    Side side() const { return m_side; }
    // Territory slot i (0..22) is square i for the first player and 23 + i for the second.
    static Square slotSquare(Side side, int slot) {
        return static_cast<Square>(side == Side::First ? slot : 23 + slot);
    }
    PieceType typeAt(Square s) const {
        assert(inTerritory(s, m_side));
        return m_types[m_side == Side::First ? s : s - 23];
    }
    std::vector<SetupEntry> entries() const; // in square order

    // The mirror image across the board's centre column (左右反転); still legal.
    Setup mirrored() const;
    void swapSquares(Square a, Square b); // no rule check; see checkSetup

    friend bool operator==(const Setup&, const Setup&) = default;

private:
    Setup(Side side) : m_side(side) {}
    Side m_side;
    std::array<PieceType, kArmySize> m_types{};
};

// The starting position of a game: both setups, first player to move.
Position startingPosition(const Setup& first, const Setup& second);

} // namespace gunjin
