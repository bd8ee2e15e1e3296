// The sprite every strike effect is drawn with (issue 55: cones and spheres read as
// placeholders): soft-edged, round, and - for smoke and flame - with a broken, billowing rim.
#include "ui/puff_texture.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>

using gunjin::ui::puffPixels;

namespace {
int alphaAt(const QByteArray& pixels, int size, int x, int y) {
    return uchar(pixels[4 * (y * size + x) + 3]);
}
} // namespace

TEST_CASE("A puff is soft and round - and a cloud's rim billows", "[puff]") {
    const int size = 64;
    for (const bool billows : {false, true}) {
        INFO((billows ? "cloud" : "glow"));
        const QByteArray pixels = puffPixels(size, billows);
        REQUIRE(pixels.size() == size * size * 4);
        // Nothing outside the inscribed circle: a square's edge never shows.
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const double u = (x + 0.5) / size * 2 - 1, v = (y + 0.5) / size * 2 - 1;
                if (u * u + v * v >= 1) REQUIRE(alphaAt(pixels, size, x, y) == 0);
            }
        // Dense in the middle, thinning outward, with no hard step between neighbours.
        const int middle = alphaAt(pixels, size, size / 2, size / 2);
        CHECK(middle > 150);
        int steepest = 0;
        for (int x = size / 2; x + 1 < size; ++x)
            steepest = std::max(steepest, std::abs(alphaAt(pixels, size, x, size / 2) -
                                                   alphaAt(pixels, size, x + 1, size / 2)));
        CHECK(steepest < 60);
        // How far out the puff reaches along 16 directions: one circle for a glow, a rim
        // broken in and out for a cloud.
        std::set<int> reach;
        for (int a = 0; a < 16; ++a) {
            const double t = a * 3.14159265 / 8;
            int r = 0;
            while (r < size / 2 - 1 && alphaAt(pixels, size, int(size / 2 + r * std::cos(t)),
                                               int(size / 2 + r * std::sin(t))) > 20)
                ++r;
            reach.insert(r);
        }
        if (billows)
            CHECK(*reach.rbegin() - *reach.begin() >= 4);
        else
            CHECK(*reach.rbegin() - *reach.begin() <= 2);
    }
}
