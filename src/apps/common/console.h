// The command-line programs' side of the operating system: arguments as UTF-8 and standard
// streams that carry bytes unchanged. On Linux and macOS both already hold; on Windows, argv is
// in the ANSI code page (kanji in a file name are lost) and the C runtime turns "\n" into
// "\r\n" on standard output, which would make a record written there differ from one written
// elsewhere.
#pragma once

#include <string>
#include <vector>

namespace gunjin::apps {

// The console set up at the start of main, before anything reads or writes the standard
// streams: argc and argv become the arguments in UTF-8 (pointing into this object, which
// must live as long as they are used), and the standard streams carry bytes unchanged
// (binary mode; a Windows console shown UTF-8).
class Console {
public:
    Console(int& argc, char**& argv);
    Console(const Console&) = delete; // argv points into this object
    Console& operator=(const Console&) = delete;

private:
    std::vector<std::string> m_arguments; // Windows only: the wide command line in UTF-8
    std::vector<char*> m_pointers;        // m_arguments' buffers, then nullptr, as argv ends
};

} // namespace gunjin::apps
