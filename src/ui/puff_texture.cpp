#include "puff_texture.h"

#include <QSize>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gunjin::ui {

namespace {
constexpr int kSize = 128;

quint32 hash(qint32 x, qint32 y) {
    quint32 h = quint32(x) * 374761393u + quint32(y) * 668265263u + 0x9e3779b9u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return h ^ (h >> 16);
}

// Smooth value noise in 0..1, wrapping every `period` cells so the puff has no seam.
float noise(float x, float y, int period) {
    const float fx = std::floor(x), fy = std::floor(y);
    const auto ix = qint32(fx), iy = qint32(fy);
    const float tx = x - fx, ty = y - fy;
    const float sx = tx * tx * (3 - 2 * tx), sy = ty * ty * (3 - 2 * ty);
    const auto at = [period](qint32 i, qint32 j) {
        return float(hash((i % period + period) % period, (j % period + period) % period) &
                     0xffff) /
               65535.f;
    };
    const float top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
    const float bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
    return top + (bottom - top) * sy;
}

// Billows around the puff: noise over the angle (wrapping) and the distance from the middle.
float billow(float angle, float r) {
    const float a = angle / (2 * std::numbers::pi_v<float>)+0.5f;
    float sum = 0, weight = 0, amp = 1;
    for (int octave = 0, period = 6; octave < 4; ++octave, period *= 2, amp *= 0.5f) {
        sum += amp * noise(a * float(period), r * float(period) * 0.7f, period);
        weight += amp;
    }
    return sum / weight;
}
} // namespace

QByteArray puffPixels(int size, bool billows) {
    QByteArray bytes(size * size * 4, Qt::Uninitialized);
    auto* out = reinterpret_cast<uchar*>(bytes.data());
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const float u = (x + 0.5f) / float(size) * 2 - 1;
            const float v = (y + 0.5f) / float(size) * 2 - 1;
            const float r = std::sqrt(u * u + v * v);
            float alpha = 0, shade = 1;
            if (billows) {
                const float n = billow(std::atan2(v, u), r);
                // A lumpy rim (the cloud's outline) and a mottled body, darker in its hollows.
                const float edge = 0.62f + 0.34f * n;
                const float t = std::clamp(1 - r / edge, 0.f, 1.f);
                alpha = std::min(1.f, t * 1.6f) * (0.7f + 0.3f * n);
                shade = 0.78f + 0.22f * n;
            } else {
                const float t = std::clamp(1 - r, 0.f, 1.f);
                alpha = t * t;
            }
            uchar* p = out + 4 * (y * size + x);
            p[0] = p[1] = p[2] = uchar(std::lround(255 * shade));
            p[3] = uchar(std::lround(255 * std::clamp(alpha, 0.f, 1.f)));
        }
    return bytes;
}

PuffTexture::PuffTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent) {
    setSize(QSize(kSize, kSize));
    setFormat(RGBA8);
    setHasTransparency(true);
    redraw();
}

void PuffTexture::setBillows(bool billows) {
    if (m_billows == billows) return;
    m_billows = billows;
    emit billowsChanged();
    redraw();
}

void PuffTexture::redraw() {
    static const QByteArray cloud = puffPixels(kSize, true);
    static const QByteArray glow = puffPixels(kSize, false);
    setTextureData(m_billows ? cloud : glow);
}

} // namespace gunjin::ui
