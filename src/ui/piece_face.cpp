#include "piece_face.h"

#include <QFont>
#include <QImage>
#include <QPainter>
#include <QTimer>

#include <algorithm>

namespace gunjin::ui {

namespace {
// The plate's texture size: about twice the pixels a piece covers on a large window.
constexpr int kWidth = 128;
constexpr int kHeight = 136;

// A character as it stands in vertical writing: the long-vowel mark of ジェット機 turns upright.
QString upright(QChar c) {
    return c == QChar(0x30FC) ? QStringLiteral("丨") : QString(c);
}

// Writes `text` top to bottom, centred in `box`, as large as fits up to `maxPx`: names of more
// than three characters in two columns, the right one first (ミサ｜イル), as on real pieces,
// rather than one column too small to read.
void drawVertical(QPainter& p, const QString& text, const QRectF& box, int maxPx, QFont font) {
    const int chars = int(text.size());
    const int columns = chars > 3 ? 2 : 1;
    const int rows = (chars + columns - 1) / columns;
    const int px =
        std::min({maxPx, int(box.height() / (rows * 0.98)), int(box.width() / (columns * 1.02))});
    font.setPixelSize(px);
    p.setFont(font);
    const qreal line = px * 0.98;
    const qreal top = box.top() + (box.height() - line * rows) / 2;
    const qreal columnWidth = px * 1.02;
    const qreal right = box.center().x() + columnWidth * columns / 2;
    for (int i = 0; i < chars; ++i) {
        const int column = i / rows, row = i % rows;
        p.drawText(QRectF(right - (column + 1) * columnWidth, top + row * line, columnWidth, line),
                   Qt::AlignCenter, upright(text.at(i)));
    }
}
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

        // Vertical writing; long names get a smaller size.
        const int chars = int(m_label.size());
        const bool captioned = !m_caption.isEmpty();
        constexpr int kCaptionHeight = 42;
        const int textHeight = captioned ? kHeight - kCaptionHeight : kHeight - 8;
        int px = chars > 2 ? 43 : 60;
        if (captioned) px = chars > 2 ? 28 : 40;
        QFont font(m_font);
        font.setBold(true);
        p.setPen(m_ink);
        drawVertical(p, m_label, QRectF(4, 4, kWidth - 8, textHeight), px, font);
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
    // A tag with a dashed edge in the note's colours, which no known type's plate uses.
    const QColor ink = m_guessInk;
    const QRectF tag(8, 6, kWidth - 16, kHeight - 12);
    p.setBrush(m_guessPaper);
    QPen edge(ink, 4, Qt::DashLine);
    p.setPen(edge);
    p.drawRoundedRect(tag, 10, 10);

    // As large as a known type's kanji, in a plain weight, then a smaller question mark.
    const bool captioned = !m_caption.isEmpty();
    const int chars = int(m_guess.size());
    const int captionHeight = captioned ? 30 : 0;
    const qreal markHeight = captioned ? 18 : 26;
    QFont font(m_font);
    p.setPen(ink);
    const QRectF text(tag.left() + 4, tag.top() + 4, tag.width() - 8,
                      tag.height() - 8 - captionHeight - markHeight);
    drawVertical(p, m_guess, text, captioned ? (chars > 2 ? 22 : 30) : (chars > 2 ? 31 : 44), font);
    font.setPixelSize(int(markHeight));
    font.setBold(true);
    p.setFont(font);
    p.drawText(QRectF(tag.left(), text.bottom(), tag.width(), markHeight), Qt::AlignCenter,
               QStringLiteral("？"));
    if (captioned) {
        QFont small(QStringLiteral("DejaVu Sans"));
        int size = 22;
        small.setPixelSize(size);
        const QString line = m_caption + QLatin1Char('?');
        while (size > 12 && QFontMetrics(small).horizontalAdvance(line) > tag.width() - 8)
            small.setPixelSize(--size);
        p.setFont(small);
        p.drawText(QRectF(tag.left(), tag.bottom() - captionHeight - 2, tag.width(), captionHeight),
                   Qt::AlignCenter, line);
    }
}

} // namespace gunjin::ui
