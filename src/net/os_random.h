// Secrets (room codes, seat tokens) come from the operating system's random source, never from
// a seeded generator: whoever could predict them could take a seat. Tests inject their own
// source through SecretSource to get reproducible rooms.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>

namespace gunjin::net {

// Fills `out` with bytes from the OS (getentropy on Linux/macOS, BCryptGenRandom on Windows).
// Aborts if the OS refuses: running on without secrets would be worse than stopping.
void osRandomBytes(std::span<std::uint8_t> out);

using SecretSource = std::function<void(std::span<std::uint8_t>)>;

// `bytes` from `source`, written in lowercase hex (2 digits a byte): tokens and ids.
std::string randomHex(const SecretSource& source, std::size_t bytes);

} // namespace gunjin::net
