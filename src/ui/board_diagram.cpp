#include "board_diagram.h"

#include "piece_names.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace gunjin::ui {

namespace {

constexpr double kMargin = 0.5;   // coordinates' room, in squares (left and bottom)
constexpr double kRiverGap = 0.5; // a river between rows (classic), in squares
constexpr double kBorder = 0.16;  // the board's wooden rim, in squares (every side)
constexpr double kErrorHeight = 64;

// The colours of the 3D board and pieces (Theme.qml, PieceBody.qml): the diagrams look like
// the board the player plays on.
const QColor kBoardWood{0xd7, 0xb7, 0x7a};
const QColor kBoardEdge{0x7a, 0x4f, 0x27};
const QColor kHqWood{0xc9, 0xa2, 0x5e};
const QColor kGridLine{0x5a, 0x3b, 0x1c};
const QColor kRiver{0x5f, 0x93, 0xb5};
const QColor kPlank{0x8a, 0x5a, 0x2b};
const QColor kFirstPiece{0xc8, 0x48, 0x2c};
const QColor kSecondPiece{0xe9, 0xd5, 0xad};
const QColor kPlate{0xfb, 0xf3, 0xe2};
const QColor kFirstInk{0xa3, 0x20, 0x0e};
const QColor kSecondInk{0x3b, 0x2a, 0x17};
const QColor kSubjectRing{0xff, 0xd2, 0x1f};
const QColor kStrengthInk{0x1d, 0x6b, 0x2e}; // the flag's stand-in, as its green mark

QString label(PieceType type, const QString& language) {
    if (type == PieceType::Unknown) return QStringLiteral("?");
    return language == u"en" ? pieceEnglishShortName(type) : pieceKanji(type);
}

// Draws `text` centred in `box`, its font shrunk until it fits the width.
void drawFitted(QPainter* p, const QRectF& box, const QString& text, double pixelSize) {
    QFont font = p->font();
    font.setPixelSize(std::max(6, int(pixelSize)));
    while (font.pixelSize() > 6 && QFontMetricsF(font).horizontalAdvance(text) > box.width())
        font.setPixelSize(font.pixelSize() - 1);
    p->setFont(font);
    p->drawText(box, Qt::AlignCenter, text);
}

// Kanji written top to bottom in `box`, as on the pieces' faces (a long vowel mark turned to
// stand); Latin text (the English abbreviations) is fitted on one line instead.
void drawOnPlate(QPainter* p, const QRectF& box, const QString& text, double pixelSize) {
    const bool latin = !text.isEmpty() && text.at(0).unicode() < 0x3000;
    if (latin || text.size() < 2) {
        drawFitted(p, box, text, pixelSize);
        return;
    }
    QFont font = p->font();
    font.setBold(true);
    const double step = std::min(box.height() / text.size(), box.width() * 0.95);
    font.setPixelSize(std::max(6, int(std::min(pixelSize, step * 0.92))));
    p->setFont(font);
    const double top = box.center().y() - step * text.size() / 2;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i) == QChar(0x30FC) ? QChar(0xFF5C) : text.at(i);
        p->drawText(QRectF(box.left(), top + i * step, box.width(), step), Qt::AlignCenter, c);
    }
}

} // namespace

BoardDiagram::BoardDiagram(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
}

void BoardDiagram::setReference(const QString& reference) {
    if (reference == m_reference) return;
    m_reference = reference;
    refresh();
}

void BoardDiagram::setLanguage(const QString& language) {
    if (language == m_language) return;
    m_language = language;
    emit changed();
    update();
}

void BoardDiagram::setReachColor(const QColor& color) {
    if (color == m_reachColor) return;
    m_reachColor = color;
    emit changed();
    update();
}

void BoardDiagram::setAreaColor(const QColor& color) {
    if (color == m_areaColor) return;
    m_areaColor = color;
    emit changed();
    update();
}

void BoardDiagram::setAttackColor(const QColor& color) {
    if (color == m_attackColor) return;
    m_attackColor = color;
    update();
    emit changed();
}

void BoardDiagram::setTextColor(const QColor& color) {
    if (color == m_textColor) return;
    m_textColor = color;
    emit changed();
    update();
}

void BoardDiagram::refresh() {
    m_diagram.reset();
    m_error.clear();
    if (!m_reference.isEmpty()) {
        auto read = readHelpDiagram(m_reference);
        if (read)
            m_diagram = std::move(*read);
        else
            m_error = QStringLiteral("diagram:%1 - %2")
                          .arg(m_reference, QString::fromStdString(read.error()));
    }
    resize();
    emit changed();
    update();
}

void BoardDiagram::setCellSize(qreal size) {
    if (size == m_cellSize) return;
    m_cellSize = size;
    resize();
    emit changed();
}

void BoardDiagram::resize() {
    if (!m_diagram) {
        setImplicitWidth(0);
        setImplicitHeight(m_error.isEmpty() ? 0 : kErrorHeight);
        return;
    }
    setImplicitWidth(m_cellSize * (m_diagram->rules.board().columns + kMargin));
    setImplicitHeight(width() * heightPerWidth());
}

QColor BoardDiagram::markColor() const {
    const bool area = m_diagram && (m_diagram->kind == HelpDiagram::Kind::Strike ||
                                    m_diagram->kind == HelpDiagram::Kind::Bomb);
    return area ? m_areaColor : m_reachColor;
}

QStringList BoardDiagram::markedSquares() const {
    QStringList names;
    if (!m_diagram) return names;
    const BoardLayout& board = m_diagram->rules.board();
    for (int s = 0; s < board.squareCount; ++s)
        if (m_diagram->isMarked(static_cast<Square>(s)))
            names << QString::fromLatin1(board.name(static_cast<Square>(s)));
    return names;
}

bool BoardDiagram::attacked(Square s) const {
    if (!m_diagram || m_diagram->kind != HelpDiagram::Kind::Moves || !m_diagram->isMarked(s))
        return false;
    for (const HelpDiagram::Piece& piece : m_diagram->pieces)
        if (piece.square == s) return piece.side != Side::First;
    return false;
}

QStringList BoardDiagram::attackedSquares() const {
    QStringList names;
    if (!m_diagram) return names;
    const BoardLayout& board = m_diagram->rules.board();
    for (int s = 0; s < board.squareCount; ++s)
        if (attacked(static_cast<Square>(s)))
            names << QString::fromLatin1(board.name(static_cast<Square>(s)));
    return names;
}

double BoardDiagram::heightPerWidth() const {
    if (!m_diagram) return 0;
    const BoardLayout& board = m_diagram->rules.board();
    const double gap = board.riverAfterRow > 0 ? kRiverGap : 0;
    return (board.rows + gap + kMargin + 2 * kBorder) / (board.columns + kMargin + 2 * kBorder);
}

void BoardDiagram::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.width() != oldGeometry.width()) resize();
}

BoardDiagram::Frame BoardDiagram::frame() const {
    Frame f;
    if (!m_diagram) return f;
    const BoardLayout& board = m_diagram->rules.board();
    const double gap = board.riverAfterRow > 0 ? kRiverGap : 0;
    const double across = board.columns + kMargin + 2 * kBorder;
    const double down = board.rows + gap + kMargin + 2 * kBorder;
    f.cell = width() / across;
    if (height() > 0) f.cell = std::min(f.cell, height() / down);
    f.left = (width() - across * f.cell) / 2 + (kMargin + kBorder) * f.cell;
    f.top = kBorder * f.cell;
    f.gap = gap * f.cell;
    return f;
}

QRectF BoardDiagram::cellRect(const Frame& f, int column, int row) const {
    const BoardLayout& board = m_diagram->rules.board();
    const double y = f.top + (board.rows - row) * f.cell + (row <= board.riverAfterRow ? f.gap : 0);
    return {f.left + column * f.cell, y, f.cell, f.cell};
}

QRectF BoardDiagram::rectOf(const Frame& f, Square s) const {
    const BoardLayout& board = m_diagram->rules.board();
    const Cell cell = board.firstCell[s];
    QRectF r = cellRect(f, cell.column, cell.row);
    r.setWidth(f.cell * board.cellCount[s]);
    return r;
}

QRectF BoardDiagram::squareRect(const QString& name) const {
    if (!m_diagram) return {};
    const auto square = m_diagram->rules.board().parse(name.toStdString());
    if (!square) return {};
    return rectOf(frame(), *square);
}

void BoardDiagram::paint(QPainter* p) {
    if (!m_error.isEmpty()) {
        p->setPen(QColor(0xb8, 0x36, 0x1f));
        p->drawText(boundingRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_error);
        return;
    }
    if (!m_diagram) return;
    const HelpDiagram& d = *m_diagram;
    const BoardLayout& board = d.rules.board();
    const Frame f = frame();
    if (f.cell <= 0) return;
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const double line = std::max(1.0, f.cell / 30);

    // The board: a wooden rim, the playing field's wood with a faint grain, the river (a gap
    // between rows, or river cells), the bridges over it.
    const QRectF all = cellRect(f, 0, board.rows).united(cellRect(f, board.columns - 1, 1));
    const double rim = kBorder * f.cell;
    const QRectF outer = all.adjusted(-rim, -rim, rim, rim);
    QLinearGradient edge(outer.topLeft(), outer.bottomLeft());
    edge.setColorAt(0, kBoardEdge.lighter(118));
    edge.setColorAt(1, kBoardEdge.darker(125));
    p->setPen(QPen(kBoardEdge.darker(160), line));
    p->setBrush(edge);
    p->drawRoundedRect(outer, rim * 0.8, rim * 0.8);
    QLinearGradient wood(all.topLeft(), all.bottomRight());
    wood.setColorAt(0, kBoardWood.lighter(106));
    wood.setColorAt(1, kBoardWood.darker(106));
    p->fillRect(all, wood);
    p->save();
    p->setClipRect(all);
    QColor grain = kGridLine;
    grain.setAlphaF(0.045);
    p->setPen(QPen(grain, std::max(1.0, f.cell / 24)));
    int fibreIndex = 0;
    for (double y = all.top() + f.cell * 0.13; y < all.bottom();
         y += f.cell * (0.21 + 0.17 * ((fibreIndex++ * 7) % 5) / 4)) {
        QPainterPath fibre;
        fibre.moveTo(all.left(), y);
        for (double x = all.left(); x <= all.right() + f.cell; x += f.cell)
            fibre.quadTo(x + f.cell / 2, y + f.cell * 0.04 * std::sin(x / f.cell + y / 40),
                         x + f.cell, y);
        p->drawPath(fibre);
    }
    p->restore();
    QPainterPath river;
    if (board.riverAfterRow > 0) {
        const QRectF above = cellRect(f, 0, board.riverAfterRow + 1);
        river.addRect(QRectF(all.left(), above.bottom(), all.width(), f.gap));
    }
    for (int row = 1; row <= board.rows; ++row)
        for (int column = 0; column < board.columns; ++column)
            if (board.isRiverCell(column, row)) river.addRect(cellRect(f, column, row));
    QLinearGradient water(all.topLeft(), all.topRight());
    water.setColorAt(0, kRiver.darker(108));
    water.setColorAt(0.5, kRiver.lighter(112));
    water.setColorAt(1, kRiver.darker(108));
    p->fillPath(river, water);
    p->save();
    p->setClipPath(river);
    p->setPen(QPen(kPlank, f.cell * 0.4, Qt::SolidLine, Qt::FlatCap));
    for (const Bridge& b : board.bridges) {
        const QRectF from = cellRect(f, b.from.column, b.from.row);
        const QRectF to = cellRect(f, b.to.column, b.to.row);
        // Past both ends, so that a plank across a gap reaches the squares on either side.
        const QPointF dir = (to.center() - from.center()) / 4;
        p->drawLine(from.center() - dir, to.center() + dir);
    }
    p->restore();

    // The squares: HQs darker, every square outlined.
    p->setPen(QPen(kGridLine, line));
    p->setBrush(Qt::NoBrush);
    for (int s = 0; s < board.squareCount; ++s) {
        const QRectF r = rectOf(f, static_cast<Square>(s));
        if (board.isHq(static_cast<Square>(s))) {
            QColor hq = kHqWood;
            hq.setAlphaF(0.8);
            p->fillRect(r, hq);
        }
        p->drawRect(r);
    }

    // The coordinates, as the first player sees the board.
    p->setPen(m_textColor);
    QFont font = p->font();
    font.setPixelSize(std::max(10, int(f.cell * 0.3)));
    p->setFont(font);
    for (int column = 0; column < board.columns; ++column) {
        const QRectF r = cellRect(f, column, 1);
        p->drawText(QRectF(r.left(), r.bottom() + rim, r.width(), kMargin * f.cell),
                    Qt::AlignCenter, QString(QChar(u'a' + column)));
    }
    for (int row = 1; row <= board.rows; ++row) {
        const QRectF r = cellRect(f, 0, row);
        p->drawText(
            QRectF(r.left() - rim - kMargin * f.cell, r.top(), kMargin * f.cell, r.height()),
            Qt::AlignCenter, QString::number(row));
    }

    // The marks: a strike's area tinted, an empty marked square dotted (the frames come last).
    const QColor mark = markColor();
    const bool area = d.kind == HelpDiagram::Kind::Strike || d.kind == HelpDiagram::Kind::Bomb;
    const Position pos = d.position();
    const double frameWidth = f.cell * 0.09, inset = f.cell * 0.06;
    for (int s = 0; s < board.squareCount; ++s) {
        if (!d.isMarked(static_cast<Square>(s))) continue;
        const QRectF r = rectOf(f, static_cast<Square>(s));
        if (area) {
            QColor tint = mark;
            tint.setAlphaF(0.4);
            p->fillRect(r.adjusted(line, line, -line, -line), tint);
        }
        if (!area && pos.isEmpty(static_cast<Square>(s))) {
            p->setPen(Qt::NoPen);
            p->setBrush(mark);
            p->drawEllipse(r.center(), f.cell * 0.15, f.cell * 0.15);
        }
    }
    if (d.target != kNoSquare) {
        const QRectF r = rectOf(f, d.target);
        p->setPen(QPen(kGridLine, f.cell * 0.06));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(r.center(), f.cell * 0.28, f.cell * 0.28);
        p->drawLine(r.center() - QPointF(f.cell * 0.38, 0), r.center() + QPointF(f.cell * 0.38, 0));
        p->drawLine(r.center() - QPointF(0, f.cell * 0.38), r.center() + QPointF(0, f.cell * 0.38));
    }

    // The pieces as on the board: the first player's vermilion, the opponent's plain wood, each
    // with its light face plate and the name in ink; the subject ringed.
    for (std::size_t i = 0; i < d.pieces.size(); ++i) {
        const HelpDiagram::Piece& piece = d.pieces[i];
        const QRectF square = rectOf(f, piece.square);
        const double size = f.cell * 0.8;
        const QRectF r(square.center() - QPointF(size / 2, size / 2), QSizeF(size, size));
        const bool first = piece.side == Side::First;
        const QColor body = first ? kFirstPiece : kSecondPiece;
        // A shadow to the lower right, as the board's light falls.
        QColor shadow = Qt::black;
        shadow.setAlphaF(0.22);
        p->setPen(Qt::NoPen);
        p->setBrush(shadow);
        p->drawRoundedRect(r.translated(f.cell * 0.03, f.cell * 0.04), f.cell * 0.08,
                           f.cell * 0.08);
        QLinearGradient block(r.topLeft(), r.bottomRight());
        block.setColorAt(0, body.lighter(112));
        block.setColorAt(1, body.darker(112));
        p->setPen(QPen(i == 0 ? kSubjectRing : body.darker(150), i == 0 ? f.cell * 0.07 : line));
        p->setBrush(block);
        p->drawRoundedRect(r, f.cell * 0.08, f.cell * 0.08);
        const QRectF plate = r.adjusted(size * 0.11, size * 0.07, -size * 0.11, -size * 0.07);
        p->setPen(Qt::NoPen);
        p->setBrush(kPlate);
        p->drawRoundedRect(plate, f.cell * 0.04, f.cell * 0.04);
        p->setPen(first ? kFirstInk : kSecondInk);
        const QString name = label(piece.type, m_language);
        if (i == 0 && d.kind == HelpDiagram::Kind::Flag && d.flagStrength != PieceType::Flag) {
            // The flag's name and, below, the type it fights as (with nothing of its own
            // behind it, it fights as itself: its name alone, and no square is marked).
            const QRectF upper(plate.left(), plate.top(), plate.width(), plate.height() * 0.5);
            const QRectF lower(plate.left(), plate.center().y(), plate.width(),
                               plate.height() * 0.5);
            drawFitted(p, upper.adjusted(1, 0, -1, 0), name, f.cell * 0.22);
            p->setPen(kStrengthInk); // the type it fights as, in the green of its mark
            drawFitted(p, lower.adjusted(1, 0, -1, 0), label(d.flagStrength, m_language),
                       f.cell * 0.2);
        } else {
            drawOnPlate(p, plate.adjusted(1, 1, -1, -1), name, f.cell * 0.3);
        }
    }

    // The frames, over the pieces' shadows, as the game draws them: in a moves diagram the
    // chosen piece's square yellow and each opponent piece it can attack red (an empty square
    // it reaches has its dot only); the flag's stand-in and a strike's area in the mark colour.
    p->setBrush(Qt::NoBrush);
    const auto frameAt = [&](Square s, const QColor& color) {
        p->setPen(QPen(color, frameWidth, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p->drawRect(rectOf(f, s).adjusted(inset, inset, -inset, -inset));
    };
    const bool moves = d.kind == HelpDiagram::Kind::Moves;
    if (moves && !d.pieces.empty()) frameAt(d.pieces.front().square, kSubjectRing);
    for (int s = 0; s < board.squareCount; ++s) {
        const auto square = static_cast<Square>(s);
        if (!d.isMarked(square)) continue;
        if (attacked(square))
            frameAt(square, m_attackColor);
        else if (!moves)
            frameAt(square, mark);
    }
}

} // namespace gunjin::ui
