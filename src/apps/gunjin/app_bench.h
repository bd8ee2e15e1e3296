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
};

// Parses --bench-startup, --bench-orbit SECONDS, --bench-idle SECONDS, --bench-game, each with
// an optional --rules CODE, and --bench-records N (棋譜: N random finished games in a temporary
// record folder; the time to show the list, then each step of a 600-move game's review) and
// --bench-motion (with --rules: a move, a combat and, in the federation game, a missile strike
// and an 原爆 played on the board as a review steps onto them: frames per second while each
// animates) and --bench-sound (every sound cue through Qt Multimedia, as in a game: how long the
// requests take, with or without a sound device); nullopt when none is given. `error` is set for a
// malformed option.
std::optional<BenchOptions> parseBench(const QStringList& args, QString& error);

// Starts the measurement on the loaded window; `sinceMain` started at the top of main().
void runBench(QQuickWindow* window, const BenchOptions& options, const QElapsedTimer& sinceMain);

} // namespace gunjin::app
