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
// What a piece's face writes for type `t`: its kanji, but a name longer than a face holds
// legibly in its short form - ジェット機 as ジェット (how players say it) and 飛行機 as 飛行 (two
// kanji as the ranks are): on a 640 x 600 window their characters were too small to read
// (issue 55). Derived from the type alone, for both games. "" for Unknown.
QString pieceFaceName(PieceType t);
// The same for the name `kanji` (pieceKanji of a type); other text is returned as is.
QString pieceFaceText(const QString& kanji);
// The name on a square of the button board: pieceFaceName in Japanese, the English
// abbreviation when the UI language translates piece names. "" for Unknown.
QString pieceButtonName(PieceType t);

} // namespace gunjin::ui
