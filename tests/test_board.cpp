#include "core/board.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;

namespace {
std::vector<std::string> neighbours(const char* name) {
    const SquareGeometry& g = geometry(sq(name));
    std::vector<std::string> out;
    for (int i = 0; i < g.stepCount; ++i) out.emplace_back(squareName(g.steps[i]));
    return sorted(out);
}
} // namespace

TEST_CASE("R-BOARD-1: columns a-f, rows 1-8, territories split between rows 4 and 5") {
    CHECK(squareName(squareAt(0, 1)) == "a1");
    CHECK(squareName(squareAt(5, 8)) == "f8");
    CHECK(rowOf(sq("e4")) == 4);
    CHECK(columnOf(sq("e4")) == 4);
    int first = 0, second = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        const bool f = inTerritory(static_cast<Square>(s), Side::First);
        const bool b = inTerritory(static_cast<Square>(s), Side::Second);
        CHECK(f != b);
        CHECK(f == (rowOf(static_cast<Square>(s)) <= 4));
        first += f;
        second += b;
    }
    CHECK(first == 23);
    CHECK(second == 23);
    // River: no ordinary step between rows 4 and 5 off the bridges.
    CHECK(neighbours("a4") == std::vector<std::string>{"a3", "b4"});
    CHECK(neighbours("c5") == std::vector<std::string>{"b5", "c6", "d5"});
}

TEST_CASE("R-BOARD-2: bridges join b4-b5 and e4-e5 - those four are entry squares") {
    CHECK(neighbours("b4") == std::vector<std::string>{"a4", "b3", "b5", "c4"});
    CHECK(neighbours("e5") == std::vector<std::string>{"d5", "e4", "e6", "f5"});
    std::vector<std::string> entries;
    for (int s = 0; s < kSquareCount; ++s)
        if (isEntrySquare(static_cast<Square>(s)))
            entries.emplace_back(squareName(static_cast<Square>(s)));
    CHECK(sorted(entries) == std::vector<std::string>{"b4", "b5", "e4", "e5"});
}

TEST_CASE("R-BOARD-3: the HQ is one square - 46 squares - aliases c1 d1 c8 d8") {
    CHECK(kSquareCount == 46);
    CHECK(sq("c1") == kHq1);
    CHECK(sq("d1") == kHq1);
    CHECK(sq("hq1") == kHq1);
    CHECK(sq("c8") == kHq8);
    CHECK(sq("d8") == kHq8);
    CHECK(squareName(kHq1) == "hq1");
    CHECK(squareName(kHq8) == "hq8");
    CHECK_FALSE(parseSquare("g1").has_value());
    CHECK_FALSE(parseSquare("a9").has_value());
    CHECK_FALSE(parseSquare("").has_value());
    CHECK_FALSE(parseSquare("hq2").has_value());
    // Canonical names round-trip; every square has a distinct name.
    std::set<std::string> names;
    for (int s = 0; s < kSquareCount; ++s) {
        const auto name = std::string(squareName(static_cast<Square>(s)));
        CHECK(parseSquare(name) == static_cast<Square>(s));
        names.insert(name);
    }
    CHECK(names.size() == 46);
}

TEST_CASE("R-BOARD-4: HQ adjacency") {
    CHECK(neighbours("hq1") == std::vector<std::string>{"b1", "c2", "d2", "e1"});
    CHECK(neighbours("hq8") == std::vector<std::string>{"b8", "c7", "d7", "e8"});
    CHECK(neighbours("c2") == std::vector<std::string>{"b2", "c3", "d2", "hq1"});
    CHECK(neighbours("b1") == std::vector<std::string>{"a1", "b2", "hq1"});
}

TEST_CASE("R-BOARD-5: forward is toward the opponent - HQ lines run along c and d") {
    CHECK(forwardOf(Side::First) == Direction::North);
    CHECK(forwardOf(Side::Second) == Direction::South);
    const SquareGeometry& g = geometry(kHq1);
    const RaySet& north = g.slides[static_cast<int>(Direction::North)];
    REQUIRE(north.count == 2);
    auto text = [](const Ray& r) {
        std::string s;
        for (int i = 0; i < r.length; ++i) s += std::string(squareName(r.squares[i])) + " ";
        return s;
    };
    CHECK(text(north.rays[0]) == "c2 c3 c4 ");
    CHECK(text(north.rays[1]) == "d2 d3 d4 ");
    CHECK(text(g.slides[static_cast<int>(Direction::West)].rays[0]) == "b1 a1 ");
    CHECK(text(g.slides[static_cast<int>(Direction::East)].rays[0]) == "e1 f1 ");
    CHECK(g.slides[static_cast<int>(Direction::South)].count == 0);
    // A second-player tank on hq8 moves forward (south) along both columns.
    const auto pos = makePosition({{"hq8", S, T::Tank}}, S);
    CHECK(destinations(pos, "hq8") == std::vector<std::string>{"b8", "c6", "c7", "d6", "d7", "e8"});
}
