#include "console.h"

#if defined(_WIN32)
// windows.h first: shellapi.h needs its types.
#include <windows.h>

#include <fcntl.h>
#include <io.h>
#include <shellapi.h>

#include <cstdio>
#endif

namespace gunjin::apps {

#if defined(_WIN32)
namespace {

std::string toUtf8(const wchar_t* text) {
    const int bytes = WideCharToMultiByte(CP_UTF8, 0, text, -1, nullptr, 0, nullptr, nullptr);
    if (bytes <= 1) return {};
    std::string out(static_cast<std::size_t>(bytes - 1), '\0');
    WideCharToMultiByte(CP_UTF8, 0, text, -1, out.data(), bytes, nullptr, nullptr);
    return out;
}

} // namespace
#endif

Console::Console([[maybe_unused]] int& argc, [[maybe_unused]] char**& argv) {
#if defined(_WIN32)
    // The wide command line is what the user typed; argv lost what the code page cannot say.
    int wideCount = 0;
    if (wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &wideCount)) {
        for (int i = 0; i < wideCount; ++i) m_arguments.push_back(toUtf8(wide[i]));
        LocalFree(wide);
        for (std::string& a : m_arguments) m_pointers.push_back(a.data());
        m_pointers.push_back(nullptr);
        argc = wideCount;
        argv = m_pointers.data();
    }
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8); // no effect when the output is a file or a pipe
#endif
    // Elsewhere the arguments are the bytes the user gave (UTF-8 on any current system) and
    // the streams do not translate line ends.
}

} // namespace gunjin::apps
