#include "piece_names.h"

#include <QCoreApplication>

namespace gunjin::ui {

QString pieceName(PieceType t) {
    // The same names as pieceTypeKanji(), marked for translation in one context.
    static constexpr const char* kNames[kTypeCount] = {
        QT_TRANSLATE_NOOP("Piece", "大将"),       QT_TRANSLATE_NOOP("Piece", "中将"),
        QT_TRANSLATE_NOOP("Piece", "少将"),       QT_TRANSLATE_NOOP("Piece", "大佐"),
        QT_TRANSLATE_NOOP("Piece", "中佐"),       QT_TRANSLATE_NOOP("Piece", "少佐"),
        QT_TRANSLATE_NOOP("Piece", "大尉"),       QT_TRANSLATE_NOOP("Piece", "中尉"),
        QT_TRANSLATE_NOOP("Piece", "少尉"),       QT_TRANSLATE_NOOP("Piece", "騎兵"),
        QT_TRANSLATE_NOOP("Piece", "工兵"),       QT_TRANSLATE_NOOP("Piece", "タンク"),
        QT_TRANSLATE_NOOP("Piece", "飛行機"),     QT_TRANSLATE_NOOP("Piece", "スパイ"),
        QT_TRANSLATE_NOOP("Piece", "地雷"),       QT_TRANSLATE_NOOP("Piece", "軍旗"),
        QT_TRANSLATE_NOOP("Piece", "元帥"),       QT_TRANSLATE_NOOP("Piece", "砲兵"),
        QT_TRANSLATE_NOOP("Piece", "ジェット機"), QT_TRANSLATE_NOOP("Piece", "ミサイル"),
        QT_TRANSLATE_NOOP("Piece", "原爆")};
    if (t == PieceType::Unknown) return {};
    return QCoreApplication::translate("Piece", kNames[index(t)]);
}

} // namespace gunjin::ui

namespace gunjin::ui {

QString pieceEnglishShortName(PieceType t) {
    static constexpr const char* kShort[kTypeCount] = {
        "Gen",    "Lt Gen", "Maj Gen", "Col",  "Lt Col", "Maj",   "Capt",
        "1st Lt", "2nd Lt", "Cav",     "Eng",  "Tank",   "Plane", "Spy",
        "Mine",   "Flag",   "Mshl",    "Arty", "Jet",    "Msl",   "A-bomb"};
    if (t == PieceType::Unknown) return {};
    return QString::fromLatin1(kShort[index(t)]);
}

QString pieceKanji(PieceType t) {
    if (t == PieceType::Unknown) return {};
    const std::string_view kanji = pieceTypeKanji(t);
    return QString::fromUtf8(kanji.data(), qsizetype(kanji.size()));
}

QString pieceFaceName(PieceType t) {
    switch (t) {
    case PieceType::Jet: return QStringLiteral("ジェット");
    case PieceType::Plane: return QStringLiteral("飛行");
    default: return pieceKanji(t);
    }
}

QString pieceFaceText(const QString& kanji) {
    for (int i = 0; i < kTypeCount; ++i) {
        const auto t = PieceType(i);
        if (kanji == pieceKanji(t)) return pieceFaceName(t);
    }
    return kanji;
}

QString pieceButtonName(PieceType t) {
    if (t == PieceType::Unknown) return {};
    return pieceName(t) == pieceKanji(t) ? pieceFaceName(t) : pieceEnglishShortName(t);
}

QString pieceShortName(PieceType t) {
    if (t == PieceType::Unknown) return {};
    const QString source = pieceKanji(t);
    // Japanese is the source language: an untranslated name is already short.
    return pieceName(t) == source ? source : pieceEnglishShortName(t);
}

} // namespace gunjin::ui
