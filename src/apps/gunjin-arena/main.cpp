// gunjin-arena: games between two CPU levels, to measure strength and time per move.
//
//   gunjin-arena A B --games N --seed S [--jobs J] [--records FILE] [--rules CODE] [--cap-ms MS]
//
// A and B: a level id (ai::kLevels); oracle-<level> (sees the true setup; measurement only);
// rusher (a plain heuristic bot that rushes the HQ, rusher.h); marcher, baiter or spyhunter (bots
// that play the plans people use against programs, exploiters.h); or <level>@<gunjin-cli> (that
// level as another build plays it: its gunjin-cli's `ai-move`, cli.md, asked for every move —
// to measure a change against the build it started from). Games come in pairs that share one pair
// of おまかせ setups, played once with A first and once with B first. Each game is printed on its
// own stdout line as it is decided (same seed, same lines, whatever J is); progress goes to stderr;
// the last stdout line is one JSON object with the totals, the time per move, and how many moves
// the wall-clock cap cut short (a_capped, b_capped: a game with such a move may not replay the
// same). --records writes every game as a gunjin-record (one JSON line per game, in game order) for
// `gunjin-cli replay`.
// --rules plays another rule set (rules.h's code; the classic game by default). --cap-ms sets the
// levels' wall-clock cap per move (ai::MoveOptions::cap, 1800 by default); 0 lifts it, so that
// games on a busy machine replay the same (another build's level keeps its own cap).
#include "exploiters.h"
#include "rusher.h"

#include "common/console.h"

#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "ai/oracle.h"

#include "core/json_io.h"
#include "core/match.h"
#include "core/utf8_path.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <iostream>
#include <mutex>
#include <numeric>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace gunjin;

namespace {

struct Player {
    enum class Kind { Level, Oracle, Rusher, Exploiter, OtherBuild };
    std::string name;
    Kind kind = Kind::Level;
    ai::Level level = ai::Level::Random;
    arena::Plan plan = arena::Plan::Marcher; // Exploiter
    std::string cli;                         // OtherBuild: the gunjin-cli to ask
};

std::optional<Player> parsePlayer(std::string_view text) {
    Player p;
    p.name = std::string(text);
    if (text == "rusher") {
        p.kind = Player::Kind::Rusher;
        return p;
    }
    if (const auto plan = arena::parsePlan(text)) {
        p.kind = Player::Kind::Exploiter;
        p.plan = *plan;
        return p;
    }
    if (const auto at = text.find('@'); at != std::string_view::npos) {
        p.kind = Player::Kind::OtherBuild;
        p.cli = std::string(text.substr(at + 1));
        text = text.substr(0, at);
        if (p.cli.empty()) return std::nullopt;
    } else if (text.starts_with("oracle-")) {
        p.kind = Player::Kind::Oracle;
        text = text.substr(7);
    }
    const auto level = ai::parseLevel(text);
    if (!level) return std::nullopt;
    p.level = *level;
    return p;
}

// The move another build's CPU plays: its gunjin-cli reads the game so far (a gunjin-record)
// and prints the move (cli.md's ai-move). nullopt, with the reason on stderr, when it fails.
std::optional<Move> askOtherBuild(const Player& p, const Match& match, std::uint64_t seed) {
#if defined(__unix__) || defined(__APPLE__)
    std::string file = (std::filesystem::temp_directory_path() / "gunjin-arena-XXXXXX").string();
    char* path = file.data();
    const int fd = mkstemp(path);
    if (fd < 0) return std::nullopt;
    close(fd);
    {
        std::ofstream out(path);
        out << recordToJson(match.record()) << "\n";
    }
    const std::string command = "'" + p.cli + "' ai-move " + std::string(ai::levelId(p.level)) +
                                " --seed " + std::to_string(seed) + " < " + path;
    std::string text;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[64];
        while (std::fgets(buffer, sizeof buffer, pipe)) text += buffer;
        pclose(pipe);
    }
    std::remove(path);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    const auto move = parseMove(text, match.referee().position().rules());
    if (!move) std::cerr << "gunjin-arena: " << p.cli << " answered '" << text << "'\n";
    return move;
#else
    (void)match, (void)seed;
    std::cerr << "gunjin-arena: " << p.name << ": other builds are asked on Unix only\n";
    return std::nullopt;
#endif
}

struct GameResult {
    int index = 0;
    bool aFirst = true;
    GameStatus status = GameStatus::Ongoing;
    EndReason reason = EndReason::None;
    int plies = 0;
    std::uint64_t movesHash = 0;
    std::vector<double> msA, msB;
    int cappedA = 0, cappedB = 0; // moves cut by the wall-clock cap (then not reproducible)
    std::string record;           // gunjin-record JSON, one line
    double aPoints() const {
        if (status == GameStatus::Draw) return 0.5;
        const bool firstWon = status == GameStatus::FirstWon;
        return firstWon == aFirst ? 1.0 : 0.0;
    }
};

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t z = a ^ (b + 0x9E3779B97F4A7C15ull + (a << 6) + (a >> 2));
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

GameResult playGame(const Player& a, const Player& b, int game, std::uint64_t seed, int threads,
                    const RuleSet& rules, std::chrono::milliseconds cap) {
    Rng setupRng(mix(seed, static_cast<std::uint64_t>(game / 2)));
    const Setup first = ai::autoSetup(rules, Side::First, setupRng);
    const Setup second = ai::autoSetup(rules, Side::Second, setupRng);
    GameResult r;
    r.index = game;
    r.aFirst = game % 2 == 0;
    Match match(first, second);
    ai::MoveOptions options;
    options.threads = threads;
    options.cap = cap;
    std::uint64_t hash = 1469598103934665603ull;
    while (!match.isOver()) {
        const Side side = match.referee().position().sideToMove();
        const bool aMoves = (side == Side::First) == r.aFirst;
        const Player& p = aMoves ? a : b;
        const std::uint64_t moveSeed = mix(mix(seed, static_cast<std::uint64_t>(game)),
                                           static_cast<std::uint64_t>(index(side)));
        const auto start = std::chrono::steady_clock::now();
        std::optional<Move> m;
        switch (p.kind) {
        case Player::Kind::Level:
            m = ai::chooseMove(match.view(side), p.level, moveSeed, options);
            break;
        case Player::Kind::Oracle:
            m = ai::chooseOracleMove(match.referee().position(), match.view(side), p.level,
                                     moveSeed, options);
            break;
        case Player::Kind::Rusher: m = arena::chooseRusherMove(match.view(side), moveSeed); break;
        case Player::Kind::Exploiter:
            m = arena::choosePlanMove(match.view(side), p.plan, moveSeed);
            break;
        case Player::Kind::OtherBuild: m = askOtherBuild(p, match, moveSeed); break;
        }
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        (aMoves ? r.msA : r.msB).push_back(ms);
        if (ms >= static_cast<double>(options.cap.count())) ++(aMoves ? r.cappedA : r.cappedB);
        if (!m || !match.play(*m)) {
            std::cerr << "gunjin-arena: " << p.name << " produced no legal move\n";
            std::exit(3);
        }
        hash = (hash ^ m->bits) * 1099511628211ull;
    }
    r.status = match.referee().status();
    r.reason = match.referee().reason();
    r.plies = match.referee().ply();
    r.movesHash = hash;
    r.record = recordToJson(match.record());
    return r;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size()))) - 1;
    return v[std::min(i, v.size() - 1)];
}

double maxRssMb() {
#if defined(__unix__) || defined(__APPLE__)
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
#if defined(__APPLE__)
    return static_cast<double>(u.ru_maxrss) / (1024.0 * 1024.0);
#else
    return static_cast<double>(u.ru_maxrss) / 1024.0;
#endif
#else
    return 0;
#endif
}

std::optional<long long> parseNumber(std::string_view s) {
    long long v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

int usage() {
    std::cerr << "usage: gunjin-arena A B --games N --seed S [--jobs J] [--records FILE] "
                 "[--rules CODE] [--cap-ms MS]\n"
                 "  A, B: "
              << ai::levelIdList(" | ")
              << " | oracle-<level> | rusher | marcher | baiter | spyhunter"
                 " | <level>@<gunjin-cli>\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    const gunjin::apps::Console console(argc, argv); // UTF-8 arguments, binary stdio
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.size() < 2) return usage();
    const auto a = parsePlayer(args[0]);
    const auto b = parsePlayer(args[1]);
    if (!a || !b) {
        std::cerr << "gunjin-arena: unknown level '" << (a ? args[1] : args[0]) << "'\n";
        return usage();
    }
    long long games = -1, seed = -1, jobs = 1, capMs = 1800;
    std::string recordsPath;
    RuleSet rules = RuleSet::classic();
    for (std::size_t i = 2; i < args.size(); i += 2) {
        if (i + 1 >= args.size()) return usage();
        if (args[i] == "--records") {
            recordsPath = std::string(args[i + 1]);
            continue;
        }
        if (args[i] == "--rules") {
            const auto parsed = RuleSet::fromCode(args[i + 1]);
            if (!parsed) {
                std::cerr << "gunjin-arena: bad rule code '" << args[i + 1]
                          << "': " << parsed.error() << "\n";
                return 2;
            }
            rules = *parsed;
            continue;
        }
        const auto v = parseNumber(args[i + 1]);
        if (!v || *v < 0) {
            std::cerr << "gunjin-arena: bad number '" << args[i + 1] << "'\n";
            return 2;
        }
        if (args[i] == "--games")
            games = *v;
        else if (args[i] == "--seed")
            seed = *v;
        else if (args[i] == "--jobs")
            jobs = *v;
        else if (args[i] == "--cap-ms")
            capMs = *v;
        else
            return usage();
    }
    if (games <= 0 || seed < 0 || jobs <= 0) return usage();
    // --cap-ms 0: no wall-clock cap, so a busy machine changes the times but never a move.
    const long long cap = capMs == 0 ? 3'600'000 : capMs;

    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const int threadsPerGame = static_cast<int>(std::max<long long>(1, cores / jobs));
    std::vector<GameResult> results(static_cast<std::size_t>(games));
    std::atomic<long long> next{0};
    std::mutex outputMutex;
    int finished = 0;
    int nextToPrint = 0;
    std::vector<bool> ready(static_cast<std::size_t>(games), false);
    auto worker = [&] {
        for (long long i; (i = next++) < games;) {
            GameResult r = playGame(*a, *b, static_cast<int>(i), static_cast<std::uint64_t>(seed),
                                    threadsPerGame, rules, std::chrono::milliseconds(cap));
            std::lock_guard lock(outputMutex);
            results[static_cast<std::size_t>(i)] = std::move(r);
            ready[static_cast<std::size_t>(i)] = true;
            ++finished;
            // Game lines in game order, so the output does not depend on --jobs.
            while (nextToPrint < games && ready[static_cast<std::size_t>(nextToPrint)]) {
                const GameResult& g = results[static_cast<std::size_t>(nextToPrint)];
                std::cout << "game " << g.index << ": " << a->name << " "
                          << (g.aFirst ? "first" : "second") << ", " << gameStatusId(g.status)
                          << " by " << endReasonId(g.reason) << " after " << g.plies
                          << " plies, moves " << std::hex << g.movesHash << std::dec << "\n"
                          << std::flush;
                ++nextToPrint;
            }
            double points = 0;
            for (std::size_t k = 0; k < results.size(); ++k)
                if (ready[k]) points += results[k].aPoints();
            std::cerr << "[" << finished << "/" << games << "] " << a->name << " " << points
                      << " - " << (finished - points) << " " << b->name << "\n";
        }
    };
    std::vector<std::thread> pool;
    for (long long j = 1; j < jobs; ++j) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();

    if (!recordsPath.empty()) {
        std::ofstream out(utf8Path(recordsPath), std::ios::binary); // "\n", never "\r\n"
        for (const GameResult& g : results) out << g.record << "\n";
        if (!out) {
            std::cerr << "gunjin-arena: cannot write " << recordsPath << "\n";
            return 1;
        }
    }

    // How the games ended, per outcome: what a change in a level's play shifts first.
    constexpr std::size_t kReasons = static_cast<std::size_t>(EndReason::AllMovableTaken) + 1;
    std::array<std::array<int, kReasons>, 3> endings{}; // [a won, b won, draw][EndReason]
    double plies = 0, points = 0, squares = 0;
    std::vector<double> msA, msB;
    int cappedA = 0, cappedB = 0;
    for (const GameResult& g : results) {
        cappedA += g.cappedA;
        cappedB += g.cappedB;
        const double p = g.aPoints();
        const int outcome = g.status == GameStatus::Draw ? 2 : p == 1.0 ? 0 : 1;
        ++endings[static_cast<std::size_t>(outcome)][static_cast<std::size_t>(g.reason)];
        points += p;
        squares += p * p;
        plies += g.plies;
        msA.insert(msA.end(), g.msA.begin(), g.msA.end());
        msB.insert(msB.end(), g.msB.begin(), g.msB.end());
    }
    const auto count = [&](std::size_t outcome) {
        return std::accumulate(endings[outcome].begin(), endings[outcome].end(), 0);
    };
    const int aWins = count(0), bWins = count(1), draws = count(2);
    const double n = static_cast<double>(games);
    const double score = points / n;
    const double sd = std::sqrt(std::max(0.0, squares / n - score * score));
    const double half = 1.96 * sd / std::sqrt(n);
    char line[1024];
    std::snprintf(line, sizeof line,
                  "{\"a\":\"%s\",\"b\":\"%s\",\"games\":%lld,\"a_wins\":%d,\"b_wins\":%d,"
                  "\"draws\":%d,\"a_score\":%.4f,\"plies_mean\":%.1f,\"a_ms_median\":%.2f,"
                  "\"a_ms_p99\":%.2f,\"b_ms_median\":%.2f,\"b_ms_p99\":%.2f,"
                  "\"a_score_ci95\":[%.4f,%.4f],\"a_capped\":%d,\"b_capped\":%d,\"seed\":%lld,"
                  "\"jobs\":%lld,\"max_rss_mb\":%.1f,\"rules\":\"%s\"",
                  a->name.c_str(), b->name.c_str(), games, aWins, bWins, draws, score, plies / n,
                  percentile(msA, 0.5), percentile(msA, 0.99), percentile(msB, 0.5),
                  percentile(msB, 0.99), std::max(0.0, score - half), std::min(1.0, score + half),
                  cappedA, cappedB, seed, jobs, maxRssMb(), rules.code().c_str());
    std::ostringstream summary;
    summary << line;
    const auto by = [&](const char* key, int outcome, std::initializer_list<EndReason> reasons) {
        summary << ",\"" << key << "\":{";
        const char* sep = "";
        for (EndReason r : reasons) {
            summary << sep << '"' << endReasonId(r) << "\":"
                    << endings[static_cast<std::size_t>(outcome)][static_cast<std::size_t>(r)];
            sep = ",";
        }
        summary << "}";
    };
    // The reasons the rule set can end a game with: its way to win (R-END-1, H-3, F-END-1),
    // then the counters and stalemates.
    EndReason decisive = EndReason::Occupation;
    if (rules.game == Game::Federation)
        decisive = EndReason::MarshalTaken;
    else if (rules.win == WinCondition::Flag)
        decisive = EndReason::FlagTaken;
    else if (rules.win == WinCondition::General)
        decisive = EndReason::GeneralDefeated;
    else if (rules.win == WinCondition::AllMovable)
        decisive = EndReason::AllMovableTaken;
    by("a_wins_by", 0, {decisive, EndReason::NoLegalMoves});
    by("b_wins_by", 1, {decisive, EndReason::NoLegalMoves});
    if (decisive == EndReason::GeneralDefeated || decisive == EndReason::AllMovableTaken)
        by("draws_by", 2, {EndReason::NoCombatLimit, EndReason::BothNoLegalMoves, decisive});
    else
        by("draws_by", 2, {EndReason::NoCombatLimit, EndReason::BothNoLegalMoves});
    std::cout << summary.str() << "}" << std::endl;
    return 0;
}
