// A file name held as UTF-8 text (arguments, settings, JSON) as a path the operating system
// opens: on Windows, a path made from a plain std::string is read in the ANSI code page, and
// a name with kanji would name another file or none.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace gunjin {

inline std::filesystem::path utf8Path(std::string_view text) {
    return std::filesystem::path(std::u8string(text.begin(), text.end()));
}

} // namespace gunjin
