#include "core/board.h"
#include <catch2/catch.hpp>
using namespace gunjin;
TEST_CASE("placeholder") {
    CHECK(kSquareCount == 46);
}
