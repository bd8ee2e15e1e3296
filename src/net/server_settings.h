// gunjin-server's settings, from its config file and its command line: one table of keys, so
// that `port = 47800` in the file and `--port 47800` on the command line mean the same.
// Qt-free; errors are values (a file or an argument is outside input).
#pragma once

#include "room_server.h"

#include <optional>
#include <string>
#include <string_view>

namespace gunjin::net {

struct ServerSettings {
    ServerOptions options;
    int statusSeconds = 60; // a status line on standard output this often (0: never)
    ServerSettings() { options.port = 47800; }
};

// Sets `key` (a name of the table: bind, port, max-rooms, max-connections, max-watchers, rate,
// burst, name, status, certificate, private-key, store, redis) to `value`. Returns an error message
// and leaves `settings` as it was when the key is unknown or the value out of range.
std::optional<std::string> applySetting(ServerSettings& settings, std::string_view key,
                                        std::string_view value);

// A config file: one `key = value` per line; blank lines and lines starting with '#' are
// ignored. Every line is checked: the first error comes back as "line N: ..." and nothing of
// the file is applied.
std::optional<std::string> applyConfig(ServerSettings& settings, std::string_view text);

// The keys, one per line with what each means, for --help.
std::string settingsHelp();

} // namespace gunjin::net
