// The command-line programs' side of the operating system: arguments as UTF-8 and standard
// streams that carry bytes unchanged. On Linux and macOS both already hold; on Windows, argv is
// in the ANSI code page (kanji in a file name are lost) and the C runtime turns "\n" into
// "\r\n" on standard output, which would make a record written there differ from one written
// elsewhere.
#pragma once

#include <string>
#include <vector>

namespace gunjin::apps {

// The process's arguments in UTF-8, as argc/argv for the existing parsers. Call once, at the
// start of main, before anything reads or writes the standard streams.
class ConsoleArguments {
public:
    ConsoleArguments(int argc, char** argv);
    ConsoleArguments(const ConsoleArguments&) = delete; // data() points into this object
    ConsoleArguments& operator=(const ConsoleArguments&) = delete;
    int count() const { return static_cast<int>(m_pointers.size()) - 1; }
    char** data() { return m_pointers.data(); }

private:
    std::vector<std::string> m_arguments;
    std::vector<char*> m_pointers; // m_arguments' buffers, then nullptr, as argv ends
};

// Standard input, output and error in binary mode, and a Windows console shown UTF-8 text.
void useBinaryStandardStreams();

} // namespace gunjin::apps
