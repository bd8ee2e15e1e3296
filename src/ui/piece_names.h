// Piece names in the UI language: 大将 in Japanese, "General" in English. Messages and lists
// use the full names; the button board the short ones; the 3D pieces carry kanji and, as an
// option for players who do not read them, the English abbreviation.
#pragma once

#include "core/types.h"

#include <QString>

namespace gunjin::ui {

QString pieceName(PieceType t); // "" for Unknown

// The English abbreviation ("Lt Gen", "1st Lt"); "" for Unknown.
QString pieceEnglishShortName(PieceType t);

// A name short enough for a button: the kanji in Japanese, the English abbreviation when the
// UI language translates piece names. "" for Unknown.
QString pieceShortName(PieceType t);
// The kanji written on the piece itself, whatever the UI language; "" for Unknown.
QString pieceKanji(PieceType t);
// What a 3D piece's face writes for the name `kanji` (pieceKanji): the name itself, but
// ジェット機 as ジェット - five characters in one column were too small to read on a small
// window (issue 55), and ジェット alone is how players say it. Other text is returned as is.
QString pieceFaceText(const QString& kanji);

} // namespace gunjin::ui
