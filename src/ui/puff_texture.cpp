#include "puff_texture.h"

#include "value_noise.h"

#include <QSize>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gunjin::ui {

namespace {
constexpr int kSize = 128;

// Billows around the puff: noise over the angle (wrapping) and the distance from the middle.
float billow(float angle, float r) {
    const float a = angle / (2 * std::numbers::pi_v<float>)+0.5f;
    float sum = 0, weight = 0, amp = 1;
    for (int octave = 0, period = 6; octave < 4; ++octave, period *= 2, amp *= 0.5f) {
        sum += amp * valueNoise(a * float(period), r * float(period) * 0.7f, 17u, period);
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
