// gunjin-server: the LAN room server without the app (docs/protocol.md).
//
//   gunjin-server [--bind ADDR] [--port N] [--max-rooms N] [--max-connections N]
//                 [--rate FRAMES_PER_S] [--burst N] [--name TEXT] [--status SECONDS]
//
// Prints "listening on ADDR:PORT" once bound, a status line every --status seconds (0: never)
// and stops cleanly on SIGINT/SIGTERM. Exit code 2 for bad options, 1 when it cannot listen.
#include "net/room_server.h"

#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <thread>

using namespace gunjin::net;

namespace {

volatile std::sig_atomic_t g_stop = 0; // set by the signal handler only
void onSignal(int) {
    g_stop = 1;
}

template <class T> bool parseNumber(std::string_view text, T& out, T min, T max) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return false;
    out = value;
    return true;
}

int usage(const std::string& problem) {
    if (!problem.empty()) std::cerr << "gunjin-server: " << problem << "\n";
    std::cerr << "usage: gunjin-server [--bind ADDR] [--port N] [--max-rooms N]\n"
                 "                     [--max-connections N] [--rate FRAMES_PER_S] [--burst N]\n"
                 "                     [--name TEXT] [--status SECONDS]\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    ServerOptions options;
    options.port = 47800;
    int statusSeconds = 60;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") return usage(""), 0;
        if (i + 1 >= argc) return usage("missing value after " + std::string(arg));
        const std::string_view value = argv[++i];
        bool ok = true;
        if (arg == "--bind")
            options.bindAddress = value;
        else if (arg == "--port")
            ok = parseNumber<std::uint16_t>(value, options.port, 0, 65535);
        else if (arg == "--max-rooms")
            ok = parseNumber<std::size_t>(value, options.limits.maxRooms, 1, 1'000'000);
        else if (arg == "--max-connections")
            ok = parseNumber<std::size_t>(value, options.limits.maxConnections, 2, 1'000'000);
        else if (arg == "--rate") {
            int rate = 0;
            ok = parseNumber(value, rate, 1, 100'000);
            options.limits.framesPerSecond = rate;
        } else if (arg == "--burst") {
            int burst = 0;
            ok = parseNumber(value, burst, 1, 100'000);
            options.limits.frameBurst = burst;
        } else if (arg == "--name")
            options.name = value.substr(0, 64);
        else if (arg == "--status")
            ok = parseNumber(value, statusSeconds, 0, 86'400);
        else
            return usage("unknown option " + std::string(arg));
        if (!ok) return usage("bad value for " + std::string(arg) + ": " + std::string(value));
    }

    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    RoomServer server(options);
    const auto started = server.start();
    if (const auto* error = std::get_if<std::string>(&started)) {
        std::cerr << "gunjin-server: " << *error << "\n";
        return 1;
    }
    std::cout << "listening on " << options.bindAddress << ":" << std::get<std::uint16_t>(started)
              << std::endl;

    auto nextStatus = std::chrono::steady_clock::now() + std::chrono::seconds(statusSeconds);
    while (!g_stop) {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        if (statusSeconds > 0 && std::chrono::steady_clock::now() >= nextStatus) {
            const ServerStats s = server.stats();
            std::cout << "rooms " << s.rooms << ", connections " << s.connections << ", frames in "
                      << s.framesIn << ", out " << s.framesOut << std::endl;
            nextStatus += std::chrono::seconds(statusSeconds);
        }
    }
    server.stop();
    std::cout << "stopped" << std::endl;
    return 0;
}
