// Smooth value noise for the textures made from code (wood_grain, puff_texture, table_top): a
// hash of the integer lattice and a smoothstep blend between its corners; and the smoothstep.
//
// Threading: pure functions.
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace gunjin::ui {

// 0 below `a`, 1 above `b`, and a smooth S between them.
inline float smoothstep(float a, float b, float x) {
    const float t = std::clamp((x - a) / (b - a), 0.f, 1.f);
    return t * t * (3 - 2 * t);
}

// A well-mixed 32-bit hash of a lattice point and a seed.
inline quint32 latticeHash(qint32 x, qint32 y, quint32 seed) {
    quint32 h = quint32(x) * 374761393u + quint32(y) * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return h ^ (h >> 16);
}

// Value noise in 0..1 at (x, y). With a `period` > 0 the lattice wraps every `period` cells
// in both directions, so a picture made of it tiles (or closes round a circle) without a seam.
inline float valueNoise(float x, float y, quint32 seed, qint32 period = 0) {
    const float fx = std::floor(x), fy = std::floor(y);
    const auto ix = qint32(fx), iy = qint32(fy);
    const float tx = x - fx, ty = y - fy;
    const float sx = tx * tx * (3 - 2 * tx), sy = ty * ty * (3 - 2 * ty);
    const auto wrap = [period](qint32 i) {
        return period > 0 ? (i % period + period) % period : i;
    };
    const auto at = [&](qint32 i, qint32 j) {
        return float(latticeHash(wrap(i), wrap(j), seed) & 0xffff) / 65535.f;
    };
    const float top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
    const float bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
    return top + (bottom - top) * sy;
}

} // namespace gunjin::ui
