// gunjin-server: the room server without the app (docs/protocol.md), on the LAN (ws://) or
// on the internet over TLS (wss://, --certificate and --private-key).
//
//   gunjin-server [--config FILE] [--KEY VALUE]...   (the keys: --help)
//
// The config file holds `key = value` lines with the same keys; the command line overrides
// it. Prints "listening on ADDR:PORT" once bound, a status line every `status` seconds (under
// systemd both go to the journal), reloads the certificate and key on SIGHUP and stops
// cleanly on SIGINT/SIGTERM. With `store`, its rooms outlive it: a restart takes them up again.
// Exit code 2 for bad options or config, 1 when it cannot listen, its store is refused, or the
// store cannot be written any more.
#include "common/console.h"
#include "core/utf8_path.h"
#include "net/room_server.h"
#include "net/server_settings.h"
#if GUNJIN_NET_REDIS
#include "net/redis_connection.h"
#endif

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>

using namespace gunjin::net;

namespace {

volatile std::sig_atomic_t g_stop = 0;   // set by the signal handler only
volatile std::sig_atomic_t g_reload = 0; // likewise
void onStop(int) {
    g_stop = 1;
}
#ifdef SIGHUP // not on Windows
void onReload(int) {
    g_reload = 1;
}
#endif

int usage() {
    std::cout << "usage: gunjin-server [--config FILE] [--KEY VALUE]...\n"
              << settingsHelp()
              << "A config file holds the same keys, one `key = value` per line; a line that\n"
                 "starts with '#' is a comment. The command line overrides the file.\n"
                 "Output (the journal under systemd): \"listening on ADDR:PORT\", status lines\n"
                 "and errors. SIGHUP reloads the certificate and key; SIGINT and SIGTERM stop.\n";
    return 0;
}

// A bad option or config: the problem alone, not the whole usage (it would fill the journal).
int badOption(const std::string& problem) {
    std::cerr << "gunjin-server: " << problem << "; see gunjin-server --help\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    const gunjin::apps::Console console(argc, argv); // UTF-8 arguments, binary stdio
    ServerSettings settings;
    // The config file first, whatever its place on the command line, so that options override.
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::string_view(argv[i]) != "--config") continue;
        std::ifstream file(gunjin::utf8Path(argv[i + 1]), std::ios::binary);
        if (!file)
            return badOption(std::string("cannot read the config file ") + argv[i + 1] + ": " +
                             std::strerror(errno));
        std::ostringstream text;
        text << file.rdbuf();
        if (auto error = applyConfig(settings, text.str()))
            return badOption(std::string(argv[i + 1]) + ", " + *error);
    }
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") return usage();
        if (!arg.starts_with("--")) return badOption("unexpected argument " + std::string(arg));
        if (i + 1 >= argc) return badOption("missing value after " + std::string(arg));
        const std::string_view value = argv[++i];
        if (arg == "--config") continue;
        if (auto error = applySetting(settings, arg.substr(2), value)) return badOption(*error);
    }

    std::signal(SIGINT, onStop);
    std::signal(SIGTERM, onStop);
#ifdef SIGHUP
    std::signal(SIGHUP, onReload);
#endif
    const ServerOptions& options = settings.options;
    RoomServer server(options);
    const auto started = server.start();
    if (const auto* error = std::get_if<std::string>(&started)) {
        std::cerr << "gunjin-server: " << *error << "\n";
        return 1;
    }
    if (!options.storeFile.empty())
        std::cout << "rooms kept in " << options.storeFile << ": " << server.stats().rooms
                  << " taken up again" << std::endl;
#if GUNJIN_NET_REDIS
    if (!options.redisUrl.empty()) {
        const auto redis = parseRedisUrl(options.redisUrl);
        const auto* address = std::get_if<RedisAddress>(&redis);
        std::cout << "rooms kept in Redis at " << address->host << ":" << address->port
                  << (address->tls ? " over TLS" : "")
                  << ", shared with every server given the same URL" << std::endl;
        // Tokens and hidden setups would cross that link in clear.
        if (!address->loopback() && !address->tls)
            std::cerr << "gunjin-server: Redis at " << address->host
                      << " is reached without TLS: use rediss:// unless it is on a private "
                         "network"
                      << std::endl;
    }
#endif
    std::cout << "listening on " << options.bindAddress << ":" << std::get<std::uint16_t>(started)
              << (options.tls.enabled() ? " (wss://, TLS)" : " (ws://)") << std::endl;

    const auto every = std::chrono::seconds(settings.statusSeconds);
    auto nextStatus = std::chrono::steady_clock::now() + every;
    while (!g_stop) {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        if (const auto failure = server.failure()) {
            // Nothing more is answered; the players resume on the next start (systemd's).
            std::cerr << "gunjin-server: " << *failure << "; stopping" << std::endl;
            server.stop();
            return 1;
        }
        if (g_reload) {
            g_reload = 0;
            if (!options.tls.enabled())
                std::cout << "SIGHUP: nothing to reload (no TLS)" << std::endl;
            else if (auto error = server.reloadTls())
                std::cerr << "gunjin-server: kept the previous certificate: " << *error
                          << std::endl;
            else
                std::cout << "certificate reloaded from " << options.tls.certificateFile
                          << std::endl;
        }
        if (settings.statusSeconds > 0 && std::chrono::steady_clock::now() >= nextStatus) {
            const ServerStats s = server.stats();
            std::cout << "rooms " << s.rooms << ", connections " << s.connections << ", frames in "
                      << s.framesIn << ", out " << s.framesOut << std::endl;
            nextStatus += every;
        }
    }
    server.stop();
    std::cout << "stopped" << std::endl;
    return 0;
}
