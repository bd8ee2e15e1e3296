// The core's text (UTF-8 in std::string / std::string_view) as a QString.
#pragma once

#include <QString>

#include <string_view>

namespace gunjin::ui {

inline QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace gunjin::ui
