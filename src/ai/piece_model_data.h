// The shipped piece models' text (src/ai/data/piece_model_*.txt), embedded at build time by
// data/embed_piece_models.cmake. Unchecked bytes: PieceModel::parse checks them.
#pragma once

#include "core/types.h"

#include <string_view>

namespace gunjin::ai {

std::string_view embeddedPieceModel(Game game);

} // namespace gunjin::ai
