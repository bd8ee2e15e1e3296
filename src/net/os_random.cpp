#include "os_random.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#if defined(_WIN32)
// windows.h first: bcrypt.h uses its types (NTSTATUS, ULONG) without including it.
#include <windows.h>

#include <bcrypt.h>
#else
#include <unistd.h>
#if defined(__APPLE__)
#include <sys/random.h>
#endif
#endif

namespace gunjin::net {

void osRandomBytes(std::span<std::uint8_t> out) {
#if defined(_WIN32)
    const NTSTATUS status = BCryptGenRandom(nullptr, out.data(), static_cast<ULONG>(out.size()),
                                            BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    if (status != 0) {
        std::fputs("gunjin: the system random source failed\n", stderr);
        std::abort();
    }
#else
    // getentropy hands out at most 256 bytes per call.
    for (std::size_t done = 0; done < out.size();) {
        const std::size_t n = std::min<std::size_t>(256, out.size() - done);
        if (getentropy(out.data() + done, n) != 0) {
            std::perror("gunjin: getentropy");
            std::abort();
        }
        done += n;
    }
#endif
}

std::string randomHex(const SecretSource& source, std::size_t bytes) {
    std::vector<std::uint8_t> raw(bytes);
    source(raw);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(2 * bytes);
    for (std::uint8_t b : raw) {
        out += kHex[b >> 4];
        out += kHex[b & 15];
    }
    return out;
}

} // namespace gunjin::net
