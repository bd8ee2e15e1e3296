// Piece names in the UI language: 大将 in Japanese, "General" in English. The 3D pieces keep
// their kanji; messages, lists and the button board use these.
#pragma once

#include "core/types.h"

#include <QString>

namespace gunjin::ui {

QString pieceName(PieceType t); // "" for Unknown

} // namespace gunjin::ui
