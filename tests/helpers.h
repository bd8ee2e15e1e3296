// Small builders shared by the tests.
#pragma once

#include "core/json_io.h"
#include "core/movegen.h"
#include "core/referee.h"
#include "core/view.h"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace gunjin::test {

constexpr Side F = Side::First;
constexpr Side S = Side::Second;
using T = PieceType;

// The rule set of a rule code (rules.md § House rules) that must be valid.
inline RuleSet rulesOf(const char* code) {
    const auto r = RuleSet::fromCode(code);
    REQUIRE(r);
    return *r;
}

inline Square sq(const char* name) {
    const auto s = parseSquare(name);
    REQUIRE(s.has_value());
    return *s;
}

inline Move mv(const char* text) {
    const auto m = parseMove(text);
    REQUIRE(m.has_value());
    return *m;
}

struct P {
    const char* square;
    Side side;
    PieceType type;
};

inline Position makePosition(std::initializer_list<P> pieces, Side toMove = F, int noCombat = 0) {
    Position pos;
    for (const P& p : pieces) pos.place(sq(p.square), p.side, p.type);
    pos.setSideToMove(toMove);
    pos.setNoCombatPlies(noCombat);
    return pos;
}

// The same for any rule set's board and notation.
inline Square sq(const RuleSet& rules, const char* name) {
    const auto s = rules.board().parse(name);
    INFO("square " << name);
    REQUIRE(s.has_value());
    return *s;
}

inline Move mv(const RuleSet& rules, const char* text) {
    const auto m = parseMove(text, rules);
    INFO("move " << text);
    REQUIRE(m.has_value());
    return *m;
}

inline Position makePosition(const RuleSet& rules, std::initializer_list<P> pieces,
                             Side toMove = F) {
    Position pos(rules);
    for (const P& p : pieces) pos.place(sq(rules, p.square), p.side, p.type);
    pos.setSideToMove(toMove);
    return pos;
}

// Legal moves as sorted text, for readable comparisons.
inline std::vector<std::string> movesText(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(moveText(m));
    std::sort(out.begin(), out.end());
    return out;
}

// Destinations of the piece on `from`, sorted.
inline std::vector<std::string> destinations(const Position& pos, const char* from) {
    MoveList list;
    generatePieceMoves(pos, pos.pieceAt(sq(from)), list);
    std::vector<std::string> out;
    for (Move m : list) out.emplace_back(squareName(m.to()));
    std::sort(out.begin(), out.end());
    return out;
}

// The type of every piece id of a position whose types are all known (Unknown for unused ids):
// the shape of ai::TypeAssignment.
inline std::array<PieceType, kMaxSquares> trueTypes(const Position& full) {
    std::array<PieceType, kMaxSquares> types;
    types.fill(PieceType::Unknown);
    for (int id = 0; id < full.squareCount(); ++id)
        if ((full.pieceMask(F) | full.pieceMask(S)) >> id & 1)
            types[id] = full.piece(static_cast<PieceId>(id)).type;
    return types;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// Random damage to text from outside: 1-6 edits of bytes, cuts, repeats and JSON punctuation.
inline std::string mutate(std::string s, Rng& rng) {
    static const std::string alphabet =
        std::string("{}[]\",:0123456789-.eE truefalsnul\\abcdhq\xff") + '\0';
    const int edits = 1 + static_cast<int>(rng.below(6));
    for (int i = 0; i < edits && !s.empty(); ++i) {
        const std::size_t at = rng.below(static_cast<std::uint32_t>(s.size()));
        switch (rng.below(6)) {
        case 0: s[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]; break;
        case 1:
            s.insert(at, 1, alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]);
            break;
        case 2: s.erase(at, 1 + rng.below(8)); break;
        case 3: s.resize(at); break;
        case 4:
            s.insert(at,
                     s.substr(rng.below(static_cast<std::uint32_t>(s.size())), 1 + rng.below(40)));
            break;
        case 5: s[at] = static_cast<char>(rng.below(256)); break;
        }
    }
    return s;
}

// Plays `moves` from `start` (alternating from its side to move) and returns `side`'s view of
// the game: what a CPU or a bot of that side would be given.
inline SideView viewAfter(const Position& start, Side side,
                          std::initializer_list<const char*> moves) {
    Referee referee(start);
    SideView view = SideView::fromPosition(start, side);
    for (const char* m : moves) {
        auto a = referee.play(mv(m));
        REQUIRE(a);
        REQUIRE(view.apply(*a));
    }
    return view;
}

} // namespace gunjin::test
