// A test's own directory under the system's temporary directory (certificates, stores).
#pragma once

#include <filesystem>
#include <random>
#include <string>

namespace gunjin::net::testing {

// A directory of its own under the system's temporary directory, removed at the end.
struct TempDir {
    TempDir() {
        std::random_device device;
        path = std::filesystem::temp_directory_path() /
               ("gunjin-test-" + std::to_string(device()) + "-" + std::to_string(device()));
        std::filesystem::create_directories(path);
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    std::filesystem::path path;
};

} // namespace gunjin::net::testing
