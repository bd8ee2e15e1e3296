#include "shadow_blot.h"

#include <QByteArray>
#include <QSize>

#include <algorithm>
#include <cmath>

namespace gunjin::ui {

namespace {
constexpr int kSize = 64;

const QByteArray& pixels() {
    static const QByteArray data = [] {
        QByteArray bytes(kSize * kSize * 4, Qt::Uninitialized);
        auto* out = reinterpret_cast<uchar*>(bytes.data());
        for (int y = 0; y < kSize; ++y)
            for (int x = 0; x < kSize; ++x) {
                // Distance from a rounded rectangle's core (0 inside it, 1 at the edge).
                const float u = std::abs((x + 0.5f) / kSize * 2 - 1);
                const float v = std::abs((y + 0.5f) / kSize * 2 - 1);
                const float du = std::max(0.f, u - 0.35f) / 0.65f;
                const float dv = std::max(0.f, v - 0.35f) / 0.65f;
                const float r = std::min(1.f, std::sqrt(du * du + dv * dv));
                const float a = (1 - r) * (1 - r) * (1 + 2 * r); // smooth fall-off
                uchar* p = out + 4 * (y * kSize + x);
                p[0] = p[1] = p[2] = 0;
                p[3] = uchar(std::lround(255 * a));
            }
        return bytes;
    }();
    return data;
}
} // namespace

ShadowBlot::ShadowBlot(QQuick3DObject* parent) : QQuick3DTextureData(parent) {
    setSize(QSize(kSize, kSize));
    setFormat(RGBA8);
    setHasTransparency(true);
    setTextureData(pixels());
}

} // namespace gunjin::ui
