// Measurements of the desktop app on a real window (issue targets: start-up, frame rate while
// orbiting, idle CPU, memory during a game). Each prints one JSON line to stdout and quits.
#pragma once

#include <QElapsedTimer>
#include <QStringList>

#include <optional>

class QQuickWindow;

namespace gunjin::app {

struct BenchOptions {
    enum class Kind { Startup, Orbit, Idle, Game, Records, Sound, Motion } kind = Kind::Startup;
    double seconds = 5;
    int records = 1000; // --bench-records: how many finished games the list holds
    QString rules;      // a rule code for the game; empty: the remembered choice
    // --bench-room with --bench-idle: "host" (make a LAN room on 127.0.0.1) or a room's link
    // (join it as the friend); empty: a CPU game's board.
    QString room;
};

// Parses --bench-startup, --bench-orbit SECONDS, --bench-idle SECONDS, --bench-game, each with
// an optional --rules CODE, and --bench-records N (棋譜: N random finished games in a temporary
// record folder; the time to show the list, then each step of a 600-move game's review) and
// --bench-motion (with --rules: a move, a combat and, in the federation game, a missile strike
// and an 原爆 played on the board as a review steps onto them: frames per second while each
// animates) and --bench-sound (every sound cue through Qt Multimedia, as in a game: how long the
// requests take, with or without a sound device); nullopt when none is given. `error` is set for a
// malformed option.
//
// --bench-idle S --bench-room host|LINK measures a LAN room instead of a CPU game. host: makes a
// room in the app on 127.0.0.1 (any free port, announced on loopback only), prints
// "gunjin: room LINK" to stderr, and measures S seconds while it waits alone (a line with
// "friend":false); then, if a friend takes the seat within 60 s, S seconds with both arranging
// ("friend":true), and leaves. LINK: joins that room as the friend, measures S seconds in the
// setup, prints its line ("room":"friend") and stays until the room closes (so that the host's
// second measurement, which starts later, sees nobody leave).
std::optional<BenchOptions> parseBench(const QStringList& args, QString& error);

// Starts the measurement on the loaded window; `sinceMain` started at the top of main().
void runBench(QQuickWindow* window, const BenchOptions& options, const QElapsedTimer& sinceMain);

} // namespace gunjin::app
