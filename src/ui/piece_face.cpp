#include "piece_face.h"

#include <QFont>
#include <QImage>
#include <QPainter>
#include <QTimer>

namespace gunjin::ui {

namespace {
// The plate's texture size: about twice the pixels a piece covers on a large window.
constexpr int kWidth = 128;
constexpr int kHeight = 136;
} // namespace

PieceFace::PieceFace(QQuick3DObject* parent) : QQuick3DTextureData(parent) {
    setSize(QSize(kWidth, kHeight));
    setFormat(RGBA8);
    setHasTransparency(false);
    redraw();
}

void PieceFace::scheduleRedraw() {
    // Several properties change together when a piece is turned over: draw once for all.
    if (m_redrawQueued) return;
    m_redrawQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_redrawQueued = false;
        if (m_dirty) redraw();
    });
}

QImage PieceFace::image() const {
    return m_image;
}

void PieceFace::redraw() {
    m_dirty = false;
    QImage image(kWidth, kHeight, QImage::Format_RGBA8888);
    image.fill(m_label.isEmpty() ? m_blank : m_plate);
    if (!m_label.isEmpty()) {
        QPainter p(&image);
        p.setRenderHint(QPainter::TextAntialiasing);

        // Vertical writing, one character per line; long names get a smaller size.
        const int chars = int(m_label.size());
        const bool captioned = !m_caption.isEmpty();
        constexpr int kCaptionHeight = 42;
        const int textHeight = captioned ? kHeight - kCaptionHeight : kHeight - 8;
        int px = chars > 2 ? 43 : 60;
        if (captioned) px = chars > 2 ? 28 : 40;
        QFont font(m_font);
        font.setBold(true);
        font.setPixelSize(px);
        p.setFont(font);
        p.setPen(m_ink);
        const qreal line = px * 0.98;
        const qreal top = 4 + (textHeight - line * chars) / 2;
        for (int i = 0; i < chars; ++i)
            p.drawText(QRectF(0, top + i * line, kWidth, line), Qt::AlignCenter, m_label.at(i));
        if (captioned) {
            QFont small(QStringLiteral("DejaVu Sans"));
            small.setBold(true);
            // As large as the plate allows: shrink a long caption until it fits.
            int size = 32;
            small.setPixelSize(size);
            while (size > 14 && QFontMetrics(small).horizontalAdvance(m_caption) > kWidth - 8)
                small.setPixelSize(--size);
            p.setFont(small);
            p.drawText(QRectF(2, kHeight - kCaptionHeight, kWidth - 4, kCaptionHeight - 4),
                       Qt::AlignCenter, m_caption);
        }
    }
    // Rows top to bottom as the texture's v runs (Quick 3D flips images loaded from files the
    // same way).
    m_image = image;
    const QImage flipped = image.mirrored(false, true);
    setTextureData(
        QByteArray(reinterpret_cast<const char*>(flipped.constBits()), flipped.sizeInBytes()));
}

} // namespace gunjin::ui
