#include "table_top.h"

#include "value_noise.h"
#include "wood_grain.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace gunjin::ui {

namespace {
// Dark walnut, so the lighter board and its pieces stand out on it.
const QColor kWood(0x6a, 0x45, 0x2a);
const QColor kGrain(0x3e, 0x25, 0x14);
// About 6 scene units a pixel over the 3000-unit table (14 pixels a square): the far table is
// dark and the near one under the board, and each pixel of it costs memory twice over (the
// picture and its texture) under the software renderer.
constexpr int kPixels = 512;

} // namespace

QImage tableTopImage(int size, QColor wood, QColor grain, QColor edge) {
    // Planks' worth of rings across the table; the board covers about its middle third.
    QImage image = drawWood(QSize(size, size), wood, grain, 40, 11);
    for (int y = 0; y < size; ++y) {
        auto* line = image.scanLine(y);
        const float v = (y + 0.5f) / size - 0.5f;
        for (int x = 0; x < size; ++x) {
            const float u = (x + 0.5f) / size - 0.5f;
            // The lamp's pool: full light under the board, gone at 0.45 of the width out.
            const float dark = smoothstep(0.1f, 0.45f, std::sqrt(u * u + v * v));
            const float keep = (1 - dark) * (1 - 0.35f * dark);
            uchar* p = line + 4 * x;
            p[0] = uchar(std::lround(p[0] * keep + edge.red() * (1 - keep)));
            p[1] = uchar(std::lround(p[1] * keep + edge.green() * (1 - keep)));
            p[2] = uchar(std::lround(p[2] * keep + edge.blue() * (1 - keep)));
        }
    }
    return image;
}

TableTopTexture::TableTopTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent) {
    setFormat(RGBA8);
    setHasTransparency(false);
    redraw();
}

void TableTopTexture::setEdgeColor(const QColor& colour) {
    if (m_edge == colour) return;
    m_edge = colour;
    emit changed();
    redraw();
}

void TableTopTexture::redraw() {
    // Shared by every scene (a review and a game may both show a board) while the colour holds.
    static QHash<QRgb, QImage> cache;
    auto found = cache.find(m_edge.rgb());
    if (found == cache.end())
        found = cache.insert(m_edge.rgb(), tableTopImage(kPixels, kWood, kGrain, m_edge));
    setSize(found->size());
    setTextureData(QByteArray::fromRawData(reinterpret_cast<const char*>(found->constBits()),
                                           found->sizeInBytes()));
}

} // namespace gunjin::ui
