// The table under the board (issue 55: "the board sits in a flat dark void"): lit wood in the
// middle that fades to exactly the scene's clear colour, so the table has no visible edge.
#include "ui/table_top.h"

#include <catch2/catch.hpp>

#include <cmath>

using gunjin::ui::tableTopImage;

namespace {
int brightness(QRgb c) {
    return qRed(c) + qGreen(c) + qBlue(c);
}
} // namespace

TEST_CASE("The table's lamp light fades to the clear colour before the table's edge", "[table]") {
    const QColor wood(0x6a, 0x45, 0x2a), grain(0x3e, 0x25, 0x14), edge(0x23, 0x1d, 0x18);
    const int size = 256;
    const QImage image = tableTopImage(size, wood, grain, edge);
    REQUIRE(image.size() == QSize(size, size));
    // The corners and the middle of every side are the clear colour itself.
    for (const QPoint p : {QPoint(0, 0), QPoint(size - 1, 0), QPoint(0, size - 1),
                           QPoint(size - 1, size - 1), QPoint(size / 2, 0), QPoint(0, size / 2),
                           QPoint(size / 2, size - 1), QPoint(size - 1, size / 2)}) {
        INFO("pixel " << p.x() << ", " << p.y());
        CHECK((image.pixel(p) & 0xffffff) == (edge.rgb() & 0xffffff));
    }
    // Under the board it is wood, between its two colours, and the light falls off outward:
    // the average along a ring drops from the middle to the edge.
    const auto ring = [&](double r) {
        long sum = 0;
        for (int a = 0; a < 64; ++a) {
            const double t = a * 3.14159265 / 32;
            sum += brightness(image.pixel(int(size / 2 + r * size * std::cos(t)),
                                          int(size / 2 + r * size * std::sin(t))));
        }
        return sum / 64;
    };
    const QRgb middle = image.pixel(size / 2, size / 2);
    CHECK(brightness(middle) <= brightness(wood.rgb()));
    CHECK(brightness(middle) >= brightness(grain.rgb()));
    CHECK(ring(0.02) > ring(0.15));
    CHECK(ring(0.15) > ring(0.3));
    CHECK(ring(0.3) > ring(0.39));
    CHECK(ring(0.3) > brightness(edge.rgb()));
}
