#include "wood_grain.h"

#include "value_noise.h"

#include <QHash>
#include <QQuickWindow>
#include <QSGSimpleTextureNode>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gunjin::ui {

namespace {
struct Key {
    QSize size;
    QRgb base, grain;
    int rings;
    quint32 seed;
    bool operator==(const Key&) const = default;
};
size_t qHash(const Key& k, size_t s = 0) {
    return ::qHash(k.size.width(), s) ^ ::qHash(k.size.height() * 31, s) ^ ::qHash(k.base, s) ^
           ::qHash(k.grain * 7u, s) ^ ::qHash(k.rings * 131, s) ^ ::qHash(k.seed * 977u, s);
}
} // namespace

QImage woodImage(QSize size, QColor base, QColor grain, int rings, quint32 seed) {
    static QHash<Key, QImage> cache;
    const Key key{size, base.rgb(), grain.rgb(), rings, seed};
    if (const auto found = cache.constFind(key); found != cache.constEnd()) return *found;
    const QImage image = drawWood(size, base, grain, rings, seed);
    cache.insert(key, image);
    return image;
}

QImage drawWood(QSize size, QColor base, QColor grain, int rings, quint32 seed) {
    QImage image(size, QImage::Format_RGBA8888);
    const int w = size.width(), h = size.height();
    const float pi = std::numbers::pi_v<float>;
    for (int y = 0; y < h; ++y) {
        auto* line = reinterpret_cast<uchar*>(image.scanLine(y));
        const float v = float(y) / h;
        for (int x = 0; x < w; ++x) {
            const float u = float(x) / w;
            // The rings wander slowly along the grain.
            const float warp = 0.10f * (valueNoise(u * 2.0f, v * 1.2f, seed) - 0.5f) +
                               0.035f * (valueNoise(u * 5, v * 2.5f, seed + 1) - 0.5f) +
                               0.02f * std::sin(v * 2 * pi * 0.9f + float(seed));
            const float ring = (u + warp) * float(rings);
            const float within = ring - std::floor(ring);
            // Early wood lightens toward the late-wood line, which is dark and sharp.
            const float late =
                smoothstep(0.72f, 0.9f, within) * (1 - smoothstep(0.93f, 1.0f, within));
            const float early = within * within * 0.3f;
            // Fibres: fine streaks along the grain.
            const float fibre = valueNoise(u * float(w) * 0.45f, v * 5, seed + 2) - 0.5f;
            const float t = std::clamp(0.5f * late + early + 0.16f * fibre, 0.f, 1.f);
            line[4 * x + 0] = uchar(base.red() + (grain.red() - base.red()) * t);
            line[4 * x + 1] = uchar(base.green() + (grain.green() - base.green()) * t);
            line[4 * x + 2] = uchar(base.blue() + (grain.blue() - base.blue()) * t);
            line[4 * x + 3] = 255;
        }
    }
    return image;
}

WoodTexture::WoodTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent) {
    setFormat(RGBA8);
    setHasTransparency(false);
    redraw();
}

void WoodTexture::redraw() {
    const QImage image = woodImage(m_pixels, m_base, m_grain, m_rings, quint32(m_seed));
    setSize(image.size());
    // The cache keeps the pixels for the process's life: every texture of the same wood shares
    // them.
    setTextureData(QByteArray::fromRawData(reinterpret_cast<const char*>(image.constBits()),
                                           image.sizeInBytes()));
}

WoodPanel::WoodPanel(QQuickItem* parent) : QQuickItem(parent) {
    setFlag(ItemHasContents);
}

QSGNode* WoodPanel::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
    auto* node = static_cast<QSGSimpleTextureNode*>(old);
    if (!node) {
        node = new QSGSimpleTextureNode;
        node->setOwnsTexture(true);
        node->setFiltering(QSGTexture::Linear);
    }
    if (m_stale || !node->texture()) {
        m_stale = false;
        QImage image = woodImage(QSize(384, 512), m_base, m_grain, m_rings, quint32(m_seed));
        // Turned a quarter: the grain runs left to right.
        if (m_across) image = image.transformed(QTransform().rotate(90));
        node->setTexture(window()->createTextureFromImage(image));
    }
    node->setRect(boundingRect());
    return node;
}

} // namespace gunjin::ui
