// The face of a 3D piece as texture data: the piece's kanji written top to bottom on a light
// plate, an optional small caption (English names for players who do not read kanji) under
// them, or a plain face in the piece's colour while its type is hidden. A hidden piece the
// player has noted (a guess note, メモ) shows the guess on a blue paper tag with a dashed edge
// and a question mark - never the light plate and bold ink of a known type.
//
// Why not a Texture with a sourceItem: Qt 6.4 renders such a texture through a layer whose
// update does not schedule a new frame of the 3D view, so a changed label stayed blank or
// stale until something else moved. Texture data marks the texture dirty itself, and the
// view draws the change in the next frame.
//
// Threading: GUI thread (a QML object).
#pragma once

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QPolygonF>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dtexturedata.h>

#include <vector>

namespace gunjin::ui {

class PieceFace : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    // The kanji shown, "" for a hidden piece (the face is then plain `blankColor`).
    Q_PROPERTY(QString label READ label WRITE setLabel NOTIFY changed)
    // The player's guess on a hidden piece (kanji; only drawn while `label` is ""), in
    // `guessInk` on a `guessPaper` tag.
    Q_PROPERTY(QString guess READ guess WRITE setGuess NOTIFY changed)
    Q_PROPERTY(QColor guessInk READ guessInk WRITE setGuessInk NOTIFY changed)
    Q_PROPERTY(QColor guessPaper READ guessPaper WRITE setGuessPaper NOTIFY changed)
    // The characters the face writes for the name or the note (pieceFaceText: ジェット機 is
    // written ジェット), "" for a blank face.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // A short line under the kanji ("" for none).
    Q_PROPERTY(QString caption READ caption WRITE setCaption NOTIFY changed)
    Q_PROPERTY(QColor blankColor READ blankColor WRITE setBlankColor NOTIFY changed)
    Q_PROPERTY(QColor plateColor READ plateColor WRITE setPlateColor NOTIFY changed)
    Q_PROPERTY(QColor inkColor READ inkColor WRITE setInkColor NOTIFY changed)
    Q_PROPERTY(QString fontFamily READ fontFamily WRITE setFontFamily NOTIFY changed)
    // The visible face's outline in texture coordinates (0..1, y down: PieceGeometry's
    // faceOutline); empty for the whole texture. Ink is kept inside it, the plate follows it.
    Q_PROPERTY(QVariantList outline READ outline WRITE setOutline NOTIFY changed)
    // The width of the body's colour left around a known type's plate, in texture pixels.
    Q_PROPERTY(int rim READ rim WRITE setRim NOTIFY changed)
    // Wood grain over the plate and the blank face (白木), in this colour at low strength;
    // transparent for none.
    Q_PROPERTY(QColor grainColor READ grainColor WRITE setGrainColor NOTIFY changed)
    // A known type's mark in the pointed top above the name (a star for the federation's own
    // types), in this colour; transparent for none. Never drawn on a blank face.
    Q_PROPERTY(QColor emblemColor READ emblemColor WRITE setEmblemColor NOTIFY changed)

public:
    explicit PieceFace(QQuick3DObject* parent = nullptr);

    QString label() const { return m_label; }
    void setLabel(const QString& v) { set(m_label, v); }
    QString text() const;
    QString guess() const { return m_guess; }
    void setGuess(const QString& v) { set(m_guess, v); }
    QColor guessInk() const { return m_guessInk; }
    void setGuessInk(const QColor& v) { set(m_guessInk, v); }
    QColor guessPaper() const { return m_guessPaper; }
    void setGuessPaper(const QColor& v) { set(m_guessPaper, v); }
    QString caption() const { return m_caption; }
    void setCaption(const QString& v) { set(m_caption, v); }
    QColor blankColor() const { return m_blank; }
    void setBlankColor(const QColor& v) { set(m_blank, v); }
    QColor plateColor() const { return m_plate; }
    void setPlateColor(const QColor& v) { set(m_plate, v); }
    QColor inkColor() const { return m_ink; }
    void setInkColor(const QColor& v) { set(m_ink, v); }
    QString fontFamily() const { return m_font; }
    void setFontFamily(const QString& v) { set(m_font, v); }
    QVariantList outline() const { return m_outline; }
    void setOutline(const QVariantList& v) { set(m_outline, v); }
    int rim() const { return m_rim; }
    void setRim(int v) { set(m_rim, v); }
    QColor grainColor() const { return m_grainColor; }
    void setGrainColor(const QColor& v) { set(m_grainColor, v); }
    QColor emblemColor() const { return m_emblemColor; }
    void setEmblemColor(const QColor& v) { set(m_emblemColor, v); }

    // The texture's pixels as they are drawn now (tests).
    Q_INVOKABLE QImage image() const;

    // Where each character of the name or note lies on the texture (its ink, in texture
    // pixels), in reading order; then a note's question mark, then the caption (one box for
    // the line). Tests check the drawn pixels against it.
    struct Glyph {
        QString text;
        QRectF box;
    };
    const std::vector<Glyph>& glyphs() const { return m_glyphs; }
    // The same for QML tests: [{text, x, y, width, height}] in texture pixels, of a texture
    // `size` large.
    Q_INVOKABLE QVariantList glyphBoxes() const;
    Q_INVOKABLE QSize textureSize() const { return size(); }

signals:
    void changed();

private:
    template <typename T> void set(T& member, const T& value) {
        if (member == value) return;
        member = value;
        m_dirty = true;
        emit changed();
        scheduleRedraw();
    }
    void scheduleRedraw();
    void redraw();

    void drawGuess(QPainter& p);
    // The outline in texture pixels, moved inward by `inset`.
    QPolygonF face(qreal inset) const;

    QString m_label;
    QString m_guess;
    QString m_caption;
    QColor m_blank{0xc8, 0x48, 0x2c};
    QColor m_plate{0xfb, 0xf3, 0xe2};
    QColor m_ink{0x3b, 0x2a, 0x17};
    QColor m_guessInk{0x1d, 0x4f, 0xa8};
    QColor m_guessPaper{0xdd, 0xea, 0xff};
    QString m_font;
    QVariantList m_outline;
    int m_rim = 0;
    QColor m_grainColor{Qt::transparent};
    QColor m_emblemColor{Qt::transparent};
    std::vector<Glyph> m_glyphs;
    bool m_dirty = true;
    bool m_redrawQueued = false;
};

} // namespace gunjin::ui
