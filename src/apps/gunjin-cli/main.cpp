// gunjin-cli: the scriptable referee. Its contract is ../shared/spec/cli.md; keep it exact.
// Exit status: 0 success, 1 an illegal move, 2 bad input or usage.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "core/json_io.h"
#include "core/match.h"
#include "text_board.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

using namespace gunjin;

namespace {

constexpr int kExitIllegal = 1;
constexpr int kExitInput = 2;

int inputError(const std::string& message) {
    std::cerr << "gunjin-cli: " << message << '\n';
    return kExitInput;
}

// Reads standard input, at most kMaxJsonBytes (+1 to detect more).
std::string readInput() {
    std::string text;
    std::istreambuf_iterator<char> it(std::cin), end;
    while (it != end && text.size() <= kMaxJsonBytes) text.push_back(*it++);
    return text;
}

int usage() {
    std::cerr << "usage: gunjin-cli COMMAND [ARGS]   (JSON on standard input)\n"
                 "  legal-moves            every legal move of the side to move\n"
                 "  apply MOVE             play MOVE (e.g. b4-b5) and print the result\n"
                 "  view SIDE              the position as SIDE (first|second) sees it\n"
                 "  check-setup SIDE       check {\"pieces\":[...]} of SIDE against R-SETUP\n"
                 "  auto-setup SIDE --seed N   (no input) an automatic (おまかせ) setup for SIDE\n"
                 "  ai-move LEVEL --seed N     the CPU's move for the side to move in a game\n"
                 "                             (LEVEL: random, easy, medium, hard)\n"
                 "  replay [--ply N]       replay a game record; print the position after N moves\n"
                 "  selfplay [--seed N] [--first LEVEL] [--second LEVEL]\n"
                 "                         (no input) a game between CPU levels (default random)\n";
    return kExitInput;
}

std::optional<std::uint64_t> parseSeed(const std::vector<std::string>& args) {
    std::uint64_t seed = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--seed") return std::nullopt;
        if (i + 1 >= args.size()) return std::nullopt;
        const std::string& v = args[++i];
        const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), seed);
        if (ec != std::errc() || p != v.data() + v.size()) return std::nullopt;
    }
    return seed;
}

int legalMoves() {
    auto pos = positionFromJson(readInput(), {.allowUnknownOpponent = true});
    if (!pos) return inputError(pos.error());
    MoveList moves;
    generateMoves(*pos, moves);
    std::vector<std::string> lines;
    for (Move m : moves) lines.push_back(moveText(m));
    std::sort(lines.begin(), lines.end());
    for (const auto& l : lines) std::cout << l << '\n';
    return 0;
}

int apply(const std::string& moveArg) {
    const auto move = parseMove(moveArg);
    if (!move) return inputError("\"" + moveArg + "\" is not a move (FROM-TO, e.g. b4-b5)");
    auto pos = positionFromJson(readInput());
    if (!pos) return inputError(pos.error());
    Referee referee(*pos);
    const auto played = referee.play(*move);
    if (!played) {
        std::cerr << "gunjin-cli: illegal move " << moveText(*move) << ": " << played.error()
                  << '\n';
        return kExitIllegal;
    }
    std::cout << moveResultToJson(*played, referee.position()) << '\n';
    return 0;
}

int view(const std::string& sideArg) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side \"" + sideArg + "\" (first or second)");
    auto pos = positionFromJson(readInput());
    if (!pos) return inputError(pos.error());
    std::cout << positionToJson(SideView::fromPosition(*pos, *side).position()) << '\n';
    return 0;
}

int checkSetupCommand(const std::string& sideArg) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side \"" + sideArg + "\" (first or second)");
    auto entries = setupEntriesFromJson(readInput(), *side);
    if (!entries) return inputError(entries.error());
    const auto problems = checkSetup(*side, *entries);
    if (problems.empty()) std::cout << "ok\n";
    for (const auto& p : problems) std::cout << "R-SETUP-" << p.rule << ": " << p.message << '\n';
    return 0;
}

int autoSetupCommand(const std::string& sideArg, std::uint64_t seed) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side '" + sideArg + "' (first or second)");
    Rng rng(seed);
    std::cout << setupToJson(ai::autoSetup(*side, rng)) << '\n';
    return 0;
}

// Replays the game with the referee and asks the CPU, which sees only the view of the side to
// move (R-INFO-3). An illegal move in the game is an input error, as for replay.
int aiMoveCommand(const std::string& levelArg, std::uint64_t seed) {
    const auto level = ai::parseLevel(levelArg);
    if (!level) return inputError("unknown level '" + levelArg + "' (random, easy, medium, hard)");
    auto record = recordFromJson(readInput());
    if (!record) return inputError(record.error());
    Match match(record->first, record->second);
    for (std::size_t i = 0; i < record->moves.size(); ++i) {
        auto played = match.play(record->moves[i]);
        if (!played)
            return inputError("move " + std::to_string(i + 1) + " (" + moveText(record->moves[i]) +
                              "): " + played.error());
    }
    if (match.isOver() || record->resigned)
        return inputError("the game is over; there is no move to choose");
    const Side side = match.referee().position().sideToMove();
    const auto move = ai::chooseMove(match.view(side), *level, seed);
    if (!move) return inputError("the side to move has no legal move");
    std::cout << moveText(*move) << '\n';
    return 0;
}

// Replays a game (cli.md's "Games" or a gunjin-record) with the referee. An illegal move is an
// input error (exit 2), as for every command that reads a game.
int replayCommand(const std::vector<std::string>& args) {
    std::optional<std::size_t> ply;
    if (args.size() == 2 && args[0] == "--ply") {
        std::size_t n = 0;
        const auto [p, ec] = std::from_chars(args[1].data(), args[1].data() + args[1].size(), n);
        if (ec != std::errc() || p != args[1].data() + args[1].size()) return usage();
        ply = n;
    } else if (!args.empty()) {
        return usage();
    }
    auto record = recordFromJson(readInput());
    if (!record) return inputError(record.error());
    auto referee = ply ? replay(*record, *ply) : replayAll(*record);
    if (!referee) return inputError(referee.error());
    std::cout << gameStateToJson(*referee) << '\n';
    return 0;
}

// A game between two CPU players (uniformly random by default), told move by move, then
// drawn with every piece revealed. Each CPU sees only its own side's view.
int selfplay(std::uint64_t seed, ai::Level firstLevel, ai::Level secondLevel) {
    Rng rng(seed);
    const bool randomOnly = firstLevel == ai::Level::Random && secondLevel == ai::Level::Random;
    const Setup first =
        randomOnly ? Setup::random(Side::First, rng) : ai::autoSetup(Side::First, rng);
    const Setup second =
        randomOnly ? Setup::random(Side::Second, rng) : ai::autoSetup(Side::Second, rng);
    Match match(first, second);
    std::cout << "Self-play, seed " << seed << ": " << ai::levelId(firstLevel) << " (先手) vs "
              << ai::levelId(secondLevel) << " (後手)\n\n"
              << drawBoard(match.referee().position()) << '\n';
    while (!match.isOver()) {
        const Side side = match.referee().position().sideToMove();
        const auto move =
            ai::chooseMove(match.view(side), side == Side::First ? firstLevel : secondLevel,
                           seed * 2 + static_cast<std::uint64_t>(index(side)));
        const auto a = match.play(*move);
        std::cout << a->ply << ". " << (a->mover == Side::First ? "先手 " : "後手 ")
                  << moveText(a->move);
        if (a->outcome != CombatOutcome::None)
            std::cout << "  combat: " << combatOutcomeId(a->outcome);
        std::cout << '\n';
    }
    const Referee& referee = match.referee();
    std::cout << '\n'
              << drawBoard(referee.position()) << "\nResult: " << gameStatusId(referee.status())
              << " (" << endReasonId(referee.reason()) << ") after " << referee.ply() << " moves\n";
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return usage();
    const std::string& cmd = args[0];
    if (cmd == "legal-moves" && args.size() == 1) return legalMoves();
    if (cmd == "apply" && args.size() == 2) return apply(args[1]);
    if (cmd == "view" && args.size() == 2) return view(args[1]);
    if (cmd == "check-setup" && args.size() == 2) return checkSetupCommand(args[1]);
    if (cmd == "replay") return replayCommand({args.begin() + 1, args.end()});
    if ((cmd == "auto-setup" || cmd == "ai-move") && args.size() >= 2) {
        const auto seed = parseSeed({args.begin() + 2, args.end()});
        if (!seed) return usage();
        return cmd == "auto-setup" ? autoSetupCommand(args[1], *seed)
                                   : aiMoveCommand(args[1], *seed);
    }
    if (cmd == "selfplay") {
        std::uint64_t seed = 1;
        ai::Level levels[2] = {ai::Level::Random, ai::Level::Random};
        for (std::size_t i = 1; i + 1 < args.size(); i += 2) {
            if (args[i] == "--first" || args[i] == "--second") {
                const auto level = ai::parseLevel(args[i + 1]);
                if (!level) return inputError("unknown level '" + args[i + 1] + "'");
                levels[args[i] == "--first" ? 0 : 1] = *level;
            } else {
                const auto s = parseSeed({args[i], args[i + 1]});
                if (!s) return usage();
                seed = *s;
            }
        }
        if (args.size() % 2 == 0) return usage();
        return selfplay(seed, levels[0], levels[1]);
    }
    return usage();
}
