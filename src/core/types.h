// Compact value types of the game: sides, piece types, squares and moves.
// Qt-free; every type here is trivially copyable and fits in a register.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gunjin {

enum class Side : std::uint8_t { First = 0, Second = 1 };

// The two games: the 6 × 8 game of rules.md and the 9 × 9 federation game of
// rules-federation.md. A RuleSet (rules.h) is one of them with its options.
enum class Game : std::uint8_t { Classic = 0, Federation = 1 };

constexpr Side opponent(Side s) {
    return s == Side::First ? Side::Second : Side::First;
}
constexpr int index(Side s) {
    return static_cast<int>(s);
}

// The piece types of both rule sets: the 16 of rules.md, then the five the federation game
// adds (rules-federation.md), then Unknown for opponent pieces in a side's view. Which types an
// army holds, and how many, is the rule set's business (RuleSet::count).
enum class PieceType : std::uint8_t {
    General,
    LieutenantGeneral,
    MajorGeneral,
    Colonel,
    LieutenantColonel,
    Major,
    Captain,
    FirstLieutenant,
    SecondLieutenant,
    Cavalry,
    Engineer,
    Tank,
    Plane,
    Spy,
    Mine,
    Flag,
    Marshal,
    Artillery,
    Jet,
    Missile,
    AtomicBomb,
    Unknown
};

constexpr int kTypeCount = 21; // real types of both rule sets, Unknown excluded

// The classic game's 16 types in rules.md's order, and its army size (R-SETUP-1). The CPU and
// the app still play the classic game only; they use these until they ask the rule set.
constexpr int kPieceTypeCount = 16;
constexpr int kArmySize = 23;

constexpr std::array<PieceType, kPieceTypeCount> kAllPieceTypes = {PieceType::General,
                                                                   PieceType::LieutenantGeneral,
                                                                   PieceType::MajorGeneral,
                                                                   PieceType::Colonel,
                                                                   PieceType::LieutenantColonel,
                                                                   PieceType::Major,
                                                                   PieceType::Captain,
                                                                   PieceType::FirstLieutenant,
                                                                   PieceType::SecondLieutenant,
                                                                   PieceType::Cavalry,
                                                                   PieceType::Engineer,
                                                                   PieceType::Tank,
                                                                   PieceType::Plane,
                                                                   PieceType::Spy,
                                                                   PieceType::Mine,
                                                                   PieceType::Flag};

constexpr int index(PieceType t) {
    return static_cast<int>(t);
}

// How many of each type one classic army holds (rules.md, Pieces); 0 for federation types.
constexpr int armyCount(PieceType t) {
    constexpr std::array<std::uint8_t, kPieceTypeCount> counts = {1, 1, 1, 1, 1, 1, 2, 2,
                                                                  2, 1, 2, 2, 2, 1, 2, 1};
    return index(t) < kPieceTypeCount ? counts[index(t)] : 0;
}

// Whether a piece of the type ever moves by itself (R-MOVE-8, F-MOVE-6).
constexpr bool isMovable(PieceType t) {
    return t != PieceType::Mine && t != PieceType::Flag && t != PieceType::Unknown &&
           t != PieceType::Marshal && t != PieceType::AtomicBomb;
}

// R-PIECE-1, F-PIECE-1: the six officers (occupy the HQ; take the marshal).
constexpr bool isOfficer(PieceType t) {
    return index(t) <= index(PieceType::Major);
}

// Stable English ids of rules.md and rules-federation.md ("general", ...). Unknown is "unknown".
std::string_view pieceTypeId(PieceType t);
// Japanese name as printed on the piece (大将, ...). Unknown is "?".
std::string_view pieceTypeKanji(PieceType t);
// Parses an id of either rule set; "unknown" only when allowUnknown. Whether the type belongs
// to a rule set's army is RuleSet::count's business.
std::optional<PieceType> parsePieceType(std::string_view id, bool allowUnknown = false);

std::string_view sideId(Side s); // "first" / "second"
std::optional<Side> parseSide(std::string_view id);

// ---- Squares -------------------------------------------------------------------------------
// The 46 squares (R-BOARD-3), numbered rank by rank from the first player's back row:
// row 1 is a1 b1 hq1 e1 f1 (0..4), rows 2..7 hold six squares each (5..40), row 8 is
// a8 b8 hq8 e8 f8 (41..45). The first player's territory is therefore 0..22, the second's
// 23..45.
using Square = std::uint8_t;
constexpr int kSquareCount = 46;
// Squares of the largest board (the federation game's 51, board_layout.h); arrays indexed by
// square or piece id in a Position have this size, so one Position holds either game.
constexpr int kMaxSquares = 51;
constexpr Square kNoSquare = 0xFF;
constexpr Square kHq1 = 2;
constexpr Square kHq8 = 43;

constexpr bool isHq(Square s) {
    return s == kHq1 || s == kHq8;
}
constexpr Square hqOf(Side s) {
    return s == Side::First ? kHq1 : kHq8;
}
constexpr bool inTerritory(Square s, Side side) {
    return side == Side::First ? s < 23 : (s >= 23 && s < kSquareCount);
}

// Row 1..8 of a square.
constexpr int rowOf(Square s) {
    if (s < 5) return 1;
    if (s >= 41) return 8;
    return 2 + (s - 5) / 6;
}

// Column 0..5 (a..f) of a square; the HQs report column c (2).
constexpr int columnOf(Square s) {
    if (s < 5) return s < 3 ? s : s + 1;
    if (s >= 41) return s - 41 < 3 ? s - 41 : s - 41 + 1;
    return (s - 5) % 6;
}

// Square at a grid cell (column 0..5, row 1..8); c1/d1 give hq1, c8/d8 give hq8.
constexpr Square squareAt(int column, int row) {
    if (column < 0 || column > 5 || row < 1 || row > 8) return kNoSquare;
    if (row == 1 || row == 8) {
        const Square base = row == 1 ? 0 : 41;
        if (column < 2) return base + column;
        if (column < 4) return base + 2;
        return base + column - 1;
    }
    return static_cast<Square>(5 + (row - 2) * 6 + column);
}

// Canonical name: "a1".."f8", "hq1", "hq8".
std::string_view squareName(Square s);
// Accepts the canonical names and the aliases c1, d1, c8, d8.
std::optional<Square> parseSquare(std::string_view name);

// R-BOARD-2 entry squares.
constexpr bool isEntrySquare(Square s) {
    return s == squareAt(1, 4) || s == squareAt(4, 4) || s == squareAt(1, 5) || s == squareAt(4, 5);
}

// ---- Moves ---------------------------------------------------------------------------------
// What a move does besides going FROM-TO (rules-federation.md; the classic game has Step only).
enum class MoveKind : std::uint8_t {
    Step,   // FROM-TO: a step, slide, jump, bridge crossing or flight (attack if TO is occupied)
    Tow,    // FROM-TO+bomb: a missile step that brings the 原爆 into FROM (F-MOVE-7)
    Strike, // FROM*TARGET: missile strike (F-STRIKE-1)
    Launch  // FROM**TARGET: the missile on FROM launches the 原爆 (F-STRIKE-4)
};

// A move packs origin, destination and kind into 16 bits, as in Stockfish: 6 bits per square
// (both boards have fewer than 64), 2 bits of kind.
struct Move {
    std::uint16_t bits = 0xFFFF;

    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Step)
        : bits(static_cast<std::uint16_t>(from | to << 6 | static_cast<int>(kind) << 12)) {}
    constexpr Square from() const { return static_cast<Square>(bits & 63); }
    constexpr Square to() const { return static_cast<Square>(bits >> 6 & 63); }
    constexpr MoveKind kind() const { return static_cast<MoveKind>(bits >> 12 & 3); }
    constexpr bool isStrike() const {
        return kind() == MoveKind::Strike || kind() == MoveKind::Launch;
    }
    constexpr bool isValid() const { return bits != 0xFFFF; }
    friend constexpr bool operator==(Move a, Move b) = default;
};

// "b4-b5" with the classic game's canonical square names (the rule-set-aware forms are in
// rules.h).
std::string moveText(Move m);
// Parses a classic FROM-TO (aliases accepted); nullopt when a square is unknown or the shape is
// wrong.
std::optional<Move> parseMove(std::string_view text);

// ---- Combat --------------------------------------------------------------------------------
enum class CombatOutcome : std::uint8_t { None, AttackerWon, DefenderWon, BothRemoved };
std::string_view combatOutcomeId(CombatOutcome o); // "attacker_won", ...

// ---- Game end ------------------------------------------------------------------------------
enum class GameStatus : std::uint8_t { Ongoing, FirstWon, SecondWon, Draw };
enum class EndReason : std::uint8_t {
    None,
    Occupation,       // R-END-1
    NoCombatLimit,    // R-END-2
    BothNoLegalMoves, // R-END-3
    NoLegalMoves,     // R-END-4
    Resignation,      // R-END-5
    MarshalTaken,     // F-END-1
    FlagTaken,        // H-3 (taking the flag)
    GeneralDefeated,  // H-3 (defeating the general)
    AllMovableTaken   // H-3 (taking every movable piece)
};
std::string_view gameStatusId(GameStatus s); // "ongoing", "first_won", ...
std::string_view endReasonId(EndReason r);   // "occupation", ...; None gives ""
std::optional<GameStatus> parseGameStatus(std::string_view id);
std::optional<EndReason> parseEndReason(std::string_view id);

constexpr GameStatus winFor(Side s) {
    return s == Side::First ? GameStatus::FirstWon : GameStatus::SecondWon;
}

constexpr int kNoCombatLimit = 100; // R-END-2

} // namespace gunjin
