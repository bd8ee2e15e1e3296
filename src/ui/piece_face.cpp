#include "piece_face.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>

#include "piece_names.h"
#include "wood_grain.h"

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

// Katakana, the long-vowel mark included: in a column of three characters or more they are set
// flattened (平体, kKanaSquash of their height, and closer together), as display type sets a
// katakana word in a narrow column, so that タンク and スパイ are written about as large as a
// two-kanji name (issue 55: in full-height characters they were too small to read on a small
// window). Longer katakana names are written across in two lines instead (writtenAcross).
bool isKatakana(QChar c) {
    return c.unicode() >= 0x30A1 && c.unicode() <= 0x30FC;
}
constexpr qreal kKanaSquash = 0.62;

// One character placed on the texture: where its text is drawn from (the baseline origin;
// turned a quarter when `turned`) and where its ink lies.
struct Placed {
    QString text;
    QPointF origin;
    bool turned = false;
    qreal squash = 1; // its height's scale (平体)
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
// Whether all of `r` lies inside `allowed` (an empty polygon allows everything).
bool within(const QPolygonF& allowed, const QRectF& r) {
    if (allowed.isEmpty()) return true;
    for (const QPointF& corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()})
        if (!allowed.containsPoint(corner, Qt::OddEvenFill)) return false;
    return true;
}

Column layoutColumn(const QString& text, const QRectF& box, int maxPx, QFont font,
                    const QPolygonF& allowed) {
    std::vector<Placed> glyphs;
    for (int px = maxPx; px >= 6; --px) {
        font.setPixelSize(px);
        const QFontMetricsF metrics(font);
        // Synthetic bold (the kanji font has no bold face) widens the ink a little beyond the
        // outline the metrics measure.
        const qreal pad = font.bold() ? px / 24.0 + 0.5 : 0.5;
        const bool flattened =
            text.size() >= 3 && std::any_of(text.begin(), text.end(), isKatakana);
        const qreal gap = px * (flattened ? 0.08 : 0.12);
        const qreal shift = px * 0.1; // a small kana's move to the right
        glyphs.clear();
        qreal height = -gap, halfWidth = 0;
        for (QChar c : text) {
            const bool turned = turnsInVerticalWriting(c);
            const qreal squash = text.size() >= 3 && isKatakana(c) ? kKanaSquash : 1;
            QRectF ink = inkAround(metrics, QString(c), turned, pad);
            ink = QRectF(ink.left(), ink.top() * squash, ink.width(), ink.height() * squash);
            const qreal dx = isSmallKana(c) ? shift : 0;
            halfWidth = std::max(halfWidth, ink.width() / 2 + dx);
            height += gap + ink.height();
            glyphs.push_back({QString(c), {}, turned, squash, ink});
        }
        if ((height > box.height() || 2 * halfWidth > box.width()) && px > 6) continue;
        qreal y = box.top() + (box.height() - height) / 2;
        bool inside = true;
        for (Placed& g : glyphs) {
            const qreal centre = box.center().x() + (isSmallKana(g.text.at(0)) ? shift : 0);
            const QRectF at(centre - g.ink.width() / 2, y, g.ink.width(), g.ink.height());
            // On whole pixels: strokes between two pixels come out pale.
            const QPointF origin = at.topLeft() - g.ink.topLeft();
            g.origin = QPointF(std::round(origin.x()), std::round(origin.y()));
            g.ink.translate(g.origin);
            inside = inside && within(allowed, g.ink);
            y += at.height() + gap;
        }
        if (!inside && px > 6) continue;
        break;
    }
    return {font, glyphs};
}

// A katakana name of four characters or more (ミサイル, ジェット) is written across in two lines,
// the first half above the second (ミサ / イル), as signs set a long katakana word in a square:
// in one column its characters had to be flattened to a quarter of the face's height and were
// hard to read at 1280 x 800 and nearly unreadable at 640 x 600 (issue 55). Two lines of two
// are written at full height, about as large as a two-kanji name. Lines read left to right,
// top to bottom - not two columns, which read in the wrong order (issue 34).
bool writtenAcross(const QString& text) {
    return text.size() >= 4 && std::all_of(text.begin(), text.end(), isKatakana);
}

Column layoutRows(const QString& text, const QRectF& box, int maxPx, QFont font,
                  const QPolygonF& allowed) {
    const qsizetype half = (text.size() + 1) / 2;
    const QString lines[2] = {text.left(half), text.mid(half)};
    std::vector<Placed> glyphs;
    for (int px = maxPx; px >= 6; --px) {
        font.setPixelSize(px);
        const QFontMetricsF metrics(font);
        const qreal pad = font.bold() ? px / 24.0 + 0.5 : 0.5;
        // The characters of a line close together by their ink and the two lines well apart,
        // so that they read as two lines of a word and not as two columns.
        const qreal gapAcross = px * 0.04, gapDown = px * 0.24;
        glyphs.clear();
        qreal widest = 0, lineTop[2], lineBottom[2], lineWidth[2];
        for (int l = 0; l < 2; ++l) {
            lineTop[l] = 1e9, lineBottom[l] = -1e9, lineWidth[l] = -gapAcross;
            for (QChar c : lines[l]) {
                const QRectF ink =
                    metrics.tightBoundingRect(QString(c)).adjusted(-pad, -pad, pad, pad);
                lineTop[l] = std::min(lineTop[l], ink.top());
                lineBottom[l] = std::max(lineBottom[l], ink.bottom());
                lineWidth[l] += ink.width() + gapAcross;
                glyphs.push_back({QString(c), {}, false, 1, ink});
            }
            widest = std::max(widest, lineWidth[l]);
        }
        const qreal height = lineBottom[0] - lineTop[0] + gapDown + lineBottom[1] - lineTop[1];
        // A pixel to spare: the baselines are rounded to whole pixels.
        if ((height > box.height() - 1 || widest > box.width()) && px > 6) continue;
        // Baselines: the block centred in the box by its ink.
        const qreal baseline[2] = {box.top() + (box.height() - height) / 2 - lineTop[0],
                                   box.top() + (box.height() - height) / 2 + lineBottom[0] -
                                       lineTop[0] + gapDown - lineTop[1]};
        bool inside = true;
        std::size_t i = 0;
        for (int l = 0; l < 2; ++l) {
            qreal x = box.center().x() - lineWidth[l] / 2;
            for (qsizetype k = 0; k < lines[l].size(); ++k, ++i) {
                Placed& g = glyphs[i];
                // On whole pixels: strokes between two pixels come out pale.
                g.origin = QPointF(std::round(x - g.ink.left()), std::round(baseline[l]));
                x += g.ink.width() + gapAcross;
                g.ink.translate(g.origin);
                inside = inside && within(allowed, g.ink);
            }
        }
        if (!inside && px > 6) continue;
        break;
    }
    return {font, glyphs};
}

void drawColumn(QPainter& p, const QString& text, const QRectF& box, int maxPx, const QFont& font,
                const QPolygonF& allowed, std::vector<PieceFace::Glyph>& out) {
    const Column column = writtenAcross(text) ? layoutRows(text, box, maxPx, font, allowed)
                                              : layoutColumn(text, box, maxPx, font, allowed);
    p.setFont(column.font);
    for (const Placed& g : column.glyphs) {
        p.save();
        p.translate(g.origin);
        p.scale(1, g.squash);
        if (g.turned) p.rotate(90);
        p.drawText(QPointF(0, 0), g.text);
        p.restore();
        out.push_back({g.text, g.ink});
    }
}

// One line (the English caption, a note's question mark), as large as fits `box` up to
// `maxPx`, centred in it by its ink; `narrow` < 1 draws it that much narrower (a painter's
// scale: the same on every platform, whatever condensed faces it has).
void drawLine(QPainter& p, const QString& text, const QRectF& box, int maxPx, QFont font,
              const QPolygonF& allowed, std::vector<PieceFace::Glyph>& out, qreal narrow = 1) {
    for (int px = maxPx;; --px) {
        font.setPixelSize(px);
        const QFontMetricsF metrics(font);
        const qreal pad = font.bold() ? px / 24.0 + 0.5 : 0.5;
        const QRectF drawn = metrics.tightBoundingRect(text).adjusted(-pad, -pad, pad, pad);
        const QRectF ink(drawn.left() * narrow, drawn.top(), drawn.width() * narrow,
                         drawn.height());
        if ((ink.width() > box.width() || ink.height() > box.height()) && px > 8) continue;
        QRectF at(0, 0, ink.width(), ink.height());
        at.moveCenter(box.center());
        const QPointF origin = at.topLeft() - ink.topLeft();
        const QPointF whole(std::round(origin.x()), std::round(origin.y()));
        if (!within(allowed, ink.translated(whole)) && px > 8) continue;
        p.save();
        p.setFont(font);
        p.translate(whole);
        p.scale(narrow, 1);
        p.drawText(QPointF(0, 0), text);
        p.restore();
        out.push_back({text, ink.translated(whole)});
        return;
    }
}
// The polygon moved inward by `inset` (convex, either winding).
QPolygonF insetPolygon(const QPolygonF& polygon, qreal inset) {
    const qsizetype n = polygon.size();
    if (n < 3 || inset == 0) return polygon;
    qreal area = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF& a = polygon[i];
        const QPointF& b = polygon[(i + 1) % n];
        area += a.x() * b.y() - b.x() * a.y();
    }
    const qreal turn = area > 0 ? 1 : -1; // the inward side of each edge
    const auto inward = [turn](const QPointF& from, const QPointF& to) {
        const QPointF d = to - from;
        const qreal length = std::hypot(d.x(), d.y());
        return QPointF(-d.y(), d.x()) * (turn / length);
    };
    QPolygonF result;
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF& previous = polygon[(i + n - 1) % n];
        const QPointF& here = polygon[i];
        const QPointF& next = polygon[(i + 1) % n];
        const QPointF a = inward(previous, here), b = inward(here, next);
        result << here + (a + b) * (inset / (1 + a.x() * b.x() + a.y() * b.y()));
    }
    return result;
}

// The polygon's width along the horizontal line at `y` (0 when the line misses it).
qreal widthAt(const QPolygonF& polygon, qreal y) {
    qreal left = 1e9, right = -1e9;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF& a = polygon[i];
        const QPointF& b = polygon[(i + 1) % polygon.size()];
        if ((a.y() - y) * (b.y() - y) > 0 || a.y() == b.y()) continue;
        const qreal x = a.x() + (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y());
        left = std::min(left, x), right = std::max(right, x);
    }
    return right > left ? right - left : 0;
}

// The box a column of text is centred in: the part of `inner` below the point where the
// allowed region is at least `share` of its widest (under a piece's pointed top).
QRectF columnBox(const QRectF& inner, const QPolygonF& allowed, qreal share) {
    if (allowed.isEmpty()) return inner;
    const QRectF bounds = allowed.boundingRect();
    qreal top = inner.top();
    while (top < inner.bottom() && widthAt(allowed, top) < share * bounds.width()) top += 1;
    return QRectF(inner.left(), top, inner.width(), inner.bottom() - top);
}
} // namespace

QPolygonF PieceFace::face(qreal inset) const {
    QPolygonF polygon;
    for (const QVariant& point : m_outline) {
        const QPointF p = point.toPointF();
        polygon << QPointF(p.x() * kWidth, p.y() * kHeight);
    }
    if (polygon.size() < 3) polygon = QPolygonF(QRectF(0, 0, kWidth, kHeight)).mid(0, 4);
    return insetPolygon(polygon, inset);
}

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

QString PieceFace::text() const {
    return pieceFaceText(!m_label.isEmpty() ? m_label : m_guess);
}

QImage PieceFace::image() const {
    // From the texture data itself: a copy of the image kept beside it cost 70 KB a piece
    // (issue 55: the federation game's memory).
    const QByteArray data = textureData();
    const QSize at = size();
    if (data.size() < qsizetype(at.width()) * at.height() * 4) return {};
    return QImage(reinterpret_cast<const uchar*>(data.constData()), at.width(), at.height(),
                  QImage::Format_RGBA8888)
        .mirrored(false, true);
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
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const bool grain = m_grainColor.alpha() > 0;
    const auto drawGrain = [&](const QPolygonF& where) {
        if (!grain) return;
        // The same wood for every face, so that hidden pieces stay alike.
        const QImage wood = woodImage(QSize(64, 128), Qt::white, m_grainColor, 5, 11);
        p.save();
        QPainterPath clip;
        clip.addPolygon(where);
        p.setClipPath(clip);
        p.setCompositionMode(QPainter::CompositionMode_Multiply);
        p.setOpacity(0.55);
        p.drawImage(QRectF(0, 0, kWidth, kHeight), wood);
        p.restore();
    };
    if (m_label.isEmpty()) {
        // The blank face is the body's wood or lacquer all over.
        drawGrain(QPolygonF(QRectF(0, 0, kWidth, kHeight)));
    } else {
        // A known type: its plate, inset in the body's colour when there is a rim, with a thin
        // ruled line inside its edge; then the name.
        const QPolygonF plate = face(m_rim);
        if (m_rim > 0) {
            image.fill(m_blank);
            drawGrain(QPolygonF(QRectF(0, 0, kWidth, kHeight)));
            p.setPen(Qt::NoPen);
            p.setBrush(m_plate);
            p.drawPolygon(plate);
        }
        // The plate itself stays plain: a known type reads apart from a blank 白木 face.
        QColor rule = m_ink;
        rule.setAlphaF(0.45f);
        p.setPen(QPen(rule, 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(face(m_rim + 2.5));
        p.setPen(m_ink);
        // The name in one column; the caption, when there is one, takes the bottom third. Ink
        // stays inside the ruled line.
        const QPolygonF allowed = face(m_rim + 4);
        const bool captioned = !m_caption.isEmpty();
        // Tall and narrowed: at 25 px, "Maj Gen" was about 7 px high on a 1280 × 800 screen
        // (a play-test).
        constexpr int kCaptionHeight = 34;
        const QRectF inner = allowed.boundingRect().adjusted(1, 1, -1, -1);
        QRectF name = columnBox(inner, allowed, 0.55);
        if (captioned) name.setBottom(inner.bottom() - kCaptionHeight - 3);
        QFont font(m_font);
        font.setBold(true);
        if (m_emblemColor.alpha() > 0) {
            // A five-pointed star in the pointed top, above the name.
            const QRectF bounds = allowed.boundingRect();
            const qreal radius = std::min(9.0, (name.top() - bounds.top()) * 0.42);
            const QPointF centre(bounds.center().x(), name.top() - radius - 2);
            if (radius > 3) {
                QPolygonF star;
                for (int i = 0; i < 10; ++i) {
                    const qreal r = i % 2 ? radius * 0.42 : radius;
                    const qreal a = -M_PI / 2 + i * M_PI / 5;
                    star << centre + QPointF(r * std::cos(a), r * std::sin(a));
                }
                p.setPen(Qt::NoPen);
                p.setBrush(m_emblemColor);
                p.drawPolygon(star);
                p.setPen(m_ink);
                p.setBrush(Qt::NoBrush);
            }
        }
        drawColumn(p, text(), name, captioned ? 40 : 60, font, allowed, m_glyphs);
        if (captioned) {
            QFont small(QStringLiteral("DejaVu Sans"));
            small.setBold(true);
            drawLine(p, m_caption,
                     QRectF(inner.left(), inner.bottom() - kCaptionHeight, inner.width(),
                            kCaptionHeight),
                     kCaptionHeight, small, allowed, m_glyphs, 0.72);
        }
    }
    if (m_label.isEmpty() && !m_guess.isEmpty()) drawGuess(p);
    p.end();
    // Rows top to bottom as the texture's v runs (Quick 3D flips images loaded from files the
    // same way).
    const QImage flipped = image.mirrored(false, true);
    setTextureData(
        QByteArray(reinterpret_cast<const char*>(flipped.constBits()), flipped.sizeInBytes()));
}

void PieceFace::drawGuess(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    // A tag with a dashed edge in the note's colours, which no known type's plate uses.
    const QColor ink = m_guessInk;
    const QPolygonF tag = face(m_rim + 3);
    p.setBrush(m_guessPaper);
    QPen edge(ink, 4, Qt::DashLine);
    edge.setJoinStyle(Qt::RoundJoin);
    p.setPen(edge);
    p.drawPolygon(tag);

    // The name in a plain weight in one column as on a known type's plate, then a smaller
    // question mark and the caption, all clear of the dashed edge.
    const bool captioned = !m_caption.isEmpty();
    // Half the dashed edge's 4-pixel pen lies inside the tag: the ink keeps clear of it too.
    const QPolygonF allowed = face(m_rim + 3 + 2 + kMargin);
    const QRectF inner = allowed.boundingRect().adjusted(1, 1, -1, -1);
    const qreal captionHeight = captioned ? 20 : 0;
    const qreal markHeight = captioned ? 15 : 19;
    const QRectF caption(inner.left() + 2, inner.bottom() - captionHeight, inner.width() - 4,
                         captionHeight);
    const QRectF mark(inner.left(), caption.top() - markHeight - (captioned ? 2 : 0), inner.width(),
                      markHeight);
    QRectF name = columnBox(inner, allowed, 0.62);
    name.setBottom(mark.top() - 1);
    p.setPen(ink);
    QFont font(m_font);
    drawColumn(p, pieceFaceText(m_guess), name, captioned ? 30 : 44, font, allowed, m_glyphs);
    font.setBold(true);
    drawLine(p, QStringLiteral("？"), mark, int(markHeight), font, allowed, m_glyphs);
    if (captioned)
        drawLine(p, m_caption + QLatin1Char('?'), caption, 20, QFont(QStringLiteral("DejaVu Sans")),
                 allowed, m_glyphs);
}

} // namespace gunjin::ui
