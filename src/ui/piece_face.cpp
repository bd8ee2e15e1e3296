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
    if (m_label.isEmpty() && !m_guess.isEmpty()) {
        QPainter p(&image);
        drawGuess(p);
    }
    // Rows top to bottom as the texture's v runs (Quick 3D flips images loaded from files the
    // same way).
    m_image = image;
    const QImage flipped = image.mirrored(false, true);
    setTextureData(
        QByteArray(reinterpret_cast<const char*>(flipped.constBits()), flipped.sizeInBytes()));
}

void PieceFace::drawGuess(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    // A pale blue tag with a dashed blue edge: the colours of a pencilled note, which no known
    // type's plate uses.
    const QColor ink(0x1d, 0x4f, 0xa8);
    const QRectF tag(8, 6, kWidth - 16, kHeight - 12);
    p.setBrush(QColor(0xdd, 0xea, 0xff));
    QPen edge(ink, 4, Qt::DashLine);
    p.setPen(edge);
    p.drawRoundedRect(tag, 10, 10);

    // As large as a known type's kanji, in a plain weight, then a smaller question mark.
    const bool captioned = !m_caption.isEmpty();
    const int chars = int(m_guess.size());
    const int px = captioned ? (chars > 2 ? 22 : 30) : (chars > 2 ? 31 : 44);
    QFont font(m_font);
    font.setPixelSize(px);
    p.setFont(font);
    p.setPen(ink);
    const qreal line = px * 1.0;
    const qreal mark = px * 0.6;
    const int captionHeight = captioned ? 30 : 0;
    const qreal height = line * chars + mark;
    const qreal top = tag.top() + (tag.height() - captionHeight - height) / 2;
    for (int i = 0; i < chars; ++i)
        p.drawText(QRectF(tag.left(), top + i * line, tag.width(), line), Qt::AlignCenter,
                   m_guess.at(i));
    font.setPixelSize(int(mark));
    font.setBold(true);
    p.setFont(font);
    p.drawText(QRectF(tag.left(), top + chars * line, tag.width(), mark), Qt::AlignCenter,
               QStringLiteral("？"));
    if (captioned) {
        QFont small(QStringLiteral("DejaVu Sans"));
        int size = 22;
        small.setPixelSize(size);
        const QString text = m_caption + QLatin1Char('?');
        while (size > 12 && QFontMetrics(small).horizontalAdvance(text) > tag.width() - 8)
            small.setPixelSize(--size);
        p.setFont(small);
        p.drawText(QRectF(tag.left(), tag.bottom() - captionHeight - 2, tag.width(), captionHeight),
                   Qt::AlignCenter, text);
    }
}

} // namespace gunjin::ui
