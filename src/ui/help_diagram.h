// A board diagram of the help documents: what a reference such as
// "classic/moves/tank@b3" names, and the squares it marks - computed by the core (its move
// generator, the flag's stand-in rule, the strike areas), never listed by hand.
//
// A reference is RULES/KIND/WHAT (resources/help/README.md):
//   RULES  a rule code ("classic", "federation", "classic:h6=stops")
//   moves  PIECE[+PIECE...]: the squares the first piece can reach (steps, slides, flights,
//          bridge crossings, tows; attacks on opponent pieces)
//   flag   PIECE[+PIECE...]: the first piece is a classic flag; marks the square whose piece
//          lends it its strength (R-COMBAT-6), and names the type it fights as
//   strike SQUARE / bomb SQUARE: the area a missile strike / an 原爆 launch on SQUARE judges
// PIECE is TYPE@SQUARE, a first player's piece (type ids of rules.md: tank, plane, jet, ...),
// or ?@SQUARE, an opponent's face-down piece.
//
// Plain values; any thread.
#pragma once

#include "core/position.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace gunjin::ui {

struct HelpDiagram {
    enum class Kind { Moves, Flag, Strike, Bomb };

    struct Piece {
        Square square = kNoSquare;
        Side side = Side::First;
        PieceType type = PieceType::Unknown; // Unknown: an opponent's face-down piece
    };

    RuleSet rules;
    Kind kind = Kind::Moves;
    std::vector<Piece> pieces; // the subject first (moves, flag); none for a strike
    Square target = kNoSquare; // strike, bomb
    std::uint64_t marked = 0;  // bit s: square s is marked
    PieceType flagStrength = PieceType::Unknown; // flag: the type it fights as

    // The position the diagram shows: its pieces on an empty board, the first player to move.
    Position position() const;
    bool isMarked(Square s) const { return s < 64 && (marked >> s & 1); }
};

// Parses a reference and computes its marks; an error that says what is wrong (an unknown
// rule code, kind, type or square, a square used twice, a type the rule set has not, ...).
Result<HelpDiagram> readHelpDiagram(const QString& reference);

} // namespace gunjin::ui
