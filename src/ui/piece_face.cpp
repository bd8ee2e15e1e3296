#include "piece_face.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace gunjin::ui {

namespace {
// The plate's texture size: about twice the pixels a piece covers on a large window.
constexpr int kWidth = 128;
constexpr int kHeight = 136;
// Texture pixels kept clear of ink along the plate's (or the note tag's) edge.
constexpr int kMargin = 6;

// Vertical writing turns these a quarter (the long-vowel mark becomes a vertical stroke).
bool turnsInVerticalWriting(QChar c) {
    switch (c.unicode()) {
    case 0x30FC: // ー
    case 0xFF5E: // ～
    case 0x301C: // 〜
    case 0x2026: // …
    case 0x2015: // ―
        return true;
    default: return false;
    }
}

// Small kana (ッ, ェ, ャ...): in vertical writing they sit towards the right of the column.
bool isSmallKana(QChar c) {
    static const QString small = QStringLiteral("ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ");
    return small.contains(c);
}

// One character placed on the texture: where its text is drawn from (the baseline origin;
// turned a quarter when `turned`) and where its ink lies.
struct Placed {
    QString text;
    QPointF origin;
    bool turned = false;
    QRectF ink;
};

// The ink of `text` around its origin, turned a quarter clockwise when `turned`.
QRectF inkAround(const QFontMetricsF& metrics, const QString& text, bool turned, qreal pad) {
    const QRectF r = metrics.tightBoundingRect(text).adjusted(-pad, -pad, pad, pad);
    if (!turned) return r;
    // rotate(90) takes (x, y) to (-y, x).
    return QRectF(QPointF(-r.bottom(), r.left()), QPointF(-r.top(), r.right()));
}

// Every name is written the same way: one column, top to bottom, as large as fits `box` up to
// `maxPx`, centred in it. The characters stand one under the other by their ink with an even
// gap (so the small kana of ジェット機 take less room than full ones, as in display type), small
// kana moved towards the column's right and the long-vowel mark turned upright, as vertical
// writing sets them. Two columns read in the wrong order (issue 34), and one column at a fixed
// size ran off the plate; this column only shrinks.
struct Column {
    QFont font; // at the size chosen
    std::vector<Placed> glyphs;
};
Column layoutColumn(const QString& text, const QRectF& box, int maxPx, QFont font) {
    std::vector<Placed> glyphs;
    for (int px = maxPx; px >= 6; --px) {
        font.setPixelSize(px);
        const QFontMetricsF metrics(font);
        // Synthetic bold (the kanji font has no bold face) widens the ink a little beyond the
        // outline the metrics measure.
        const qreal pad = font.bold() ? px / 24.0 + 0.5 : 0.5;
        const qreal gap = px * 0.12;
        const qreal shift = px * 0.1; // a small kana's move to the right
        glyphs.clear();
        qreal height = -gap, halfWidth = 0;
        for (QChar c : text) {
            const bool turned = turnsInVerticalWriting(c);
            const QRectF ink = inkAround(metrics, QString(c), turned, pad);
            const qreal dx = isSmallKana(c) ? shift : 0;
            halfWidth = std::max(halfWidth, ink.width() / 2 + dx);
            height += gap + ink.height();
            glyphs.push_back({QString(c), {}, turned, ink});
        }
        if ((height > box.height() || 2 * halfWidth > box.width()) && px > 6) continue;
        qreal y = box.top() + (box.height() - height) / 2;
        for (Placed& g : glyphs) {
            const qreal centre = box.center().x() + (isSmallKana(g.text.at(0)) ? shift : 0);
            const QRectF at(centre - g.ink.width() / 2, y, g.ink.width(), g.ink.height());
            // On whole pixels: strokes between two pixels come out pale.
            const QPointF origin = at.topLeft() - g.ink.topLeft();
            g.origin = QPointF(std::round(origin.x()), std::round(origin.y()));
            g.ink.translate(g.origin);
            y += at.height() + gap;
        }
        break;
    }
    return {font, glyphs};
}

void drawColumn(QPainter& p, const QString& text, const QRectF& box, int maxPx, const QFont& font,
                std::vector<PieceFace::Glyph>& out) {
    const Column column = layoutColumn(text, box, maxPx, font);
    p.setFont(column.font);
    for (const Placed& g : column.glyphs) {
        p.save();
        p.translate(g.origin);
        if (g.turned) p.rotate(90);
        p.drawText(QPointF(0, 0), g.text);
        p.restore();
        out.push_back({g.text, g.ink});
    }
}

// One line (the English caption, a note's question mark), as large as fits `box` up to
// `maxPx`, centred in it by its ink.
void drawLine(QPainter& p, const QString& text, const QRectF& box, int maxPx, QFont font,
              std::vector<PieceFace::Glyph>& out) {
    for (int px = maxPx;; --px) {
        font.setPixelSize(px);
        const QFontMetricsF metrics(font);
        const qreal pad = font.bold() ? px / 24.0 + 0.5 : 0.5;
        const QRectF ink = metrics.tightBoundingRect(text).adjusted(-pad, -pad, pad, pad);
        if ((ink.width() > box.width() || ink.height() > box.height()) && px > 8) continue;
        QRectF at(0, 0, ink.width(), ink.height());
        at.moveCenter(box.center());
        const QPointF origin = at.topLeft() - ink.topLeft();
        const QPointF whole(std::round(origin.x()), std::round(origin.y()));
        p.setFont(font);
        p.drawText(whole, text);
        out.push_back({text, ink.translated(whole)});
        return;
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

QVariantList PieceFace::glyphBoxes() const {
    QVariantList list;
    for (const Glyph& g : m_glyphs)
        list << QVariantMap{{QStringLiteral("text"), g.text},
                            {QStringLiteral("x"), g.box.x()},
                            {QStringLiteral("y"), g.box.y()},
                            {QStringLiteral("width"), g.box.width()},
                            {QStringLiteral("height"), g.box.height()}};
    return list;
}

void PieceFace::redraw() {
    m_dirty = false;
    m_glyphs.clear();
    QImage image(kWidth, kHeight, QImage::Format_RGBA8888);
    image.fill(m_label.isEmpty() ? m_blank : m_plate);
    if (!m_label.isEmpty()) {
        QPainter p(&image);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.setPen(m_ink);
        // The name in one column; the caption, when there is one, takes the bottom third.
        const bool captioned = !m_caption.isEmpty();
        constexpr int kCaptionHeight = 34;
        const QRectF inner(kMargin, kMargin, kWidth - 2 * kMargin, kHeight - 2 * kMargin);
        QRectF name = inner;
        if (captioned) name.setBottom(inner.bottom() - kCaptionHeight - 4);
        QFont font(m_font);
        font.setBold(true);
        drawColumn(p, m_label, name, captioned ? 40 : 60, font, m_glyphs);
        if (captioned) {
            QFont small(QStringLiteral("DejaVu Sans"));
            small.setBold(true);
            drawLine(p, m_caption,
                     QRectF(inner.left(), inner.bottom() - kCaptionHeight, inner.width(),
                            kCaptionHeight),
                     30, small, m_glyphs);
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

    // The name in a plain weight in one column as on a known type's plate, then a smaller
    // question mark and the caption, all clear of the dashed edge.
    const bool captioned = !m_caption.isEmpty();
    const QRectF inner = tag.adjusted(kMargin + 2, kMargin + 2, -kMargin - 2, -kMargin - 2);
    const qreal captionHeight = captioned ? 22 : 0;
    const qreal markHeight = captioned ? 16 : 20;
    const QRectF caption(inner.left() + 6, inner.bottom() - captionHeight, inner.width() - 12,
                         captionHeight);
    const QRectF mark(inner.left(), caption.top() - markHeight - (captioned ? 2 : 0), inner.width(),
                      markHeight);
    const QRectF name(inner.left(), inner.top(), inner.width(), mark.top() - 1 - inner.top());
    p.setPen(ink);
    QFont font(m_font);
    drawColumn(p, m_guess, name, captioned ? 30 : 44, font, m_glyphs);
    font.setBold(true);
    drawLine(p, QStringLiteral("？"), mark, int(markHeight), font, m_glyphs);
    if (captioned)
        drawLine(p, m_caption + QLatin1Char('?'), caption, 22, QFont(QStringLiteral("DejaVu Sans")),
                 m_glyphs);
}

} // namespace gunjin::ui
