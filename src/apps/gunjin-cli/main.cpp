// gunjin-cli: the scriptable referee. Its contract is ../shared/spec/cli.md; keep it exact.
// Exit status: 0 success, 1 an illegal move, 2 bad input or usage.
#include "ai/auto_setup.h"
#include "ai/cpu_player.h"
#include "common/console.h"
#include "core/json_io.h"
#include "core/match.h"
#include "core/record_file.h"
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

// Every command, for --help (standard output, exit 0).
int help() {
    std::cout
        << "usage: gunjin-cli COMMAND [ARGS] [--rules CODE]   (JSON on standard input)\n"
           "  rules CODE             the rule set of a rule code, as JSON (classic,\n"
           "                         federation, classic:h1=engineer,h7=open, ...)\n"
           "  legal-moves            every legal move of the side to move\n"
           "  apply MOVE             play MOVE (e.g. b4-b5, c2*e8) and print the result\n"
           "  view SIDE              the position as SIDE (first|second) sees it\n"
           "  check-setup SIDE       check {\"pieces\":[...]} of SIDE against the setup rules\n"
           "  auto-setup SIDE --seed N   (no input) an automatic (おまかせ) setup for SIDE\n"
           "  ai-move LEVEL --seed N     the CPU's move for the side to move in a game\n"
           "                             (LEVEL: "
        << ai::levelIdList()
        << ")\n"
           "  replay [--ply N]       replay a game (cli.md's game JSON, a gunjin-record or a\n"
           "                         record file); print the position after N moves\n"
           "  record-view SIDE       what SIDE (first|second) saw of a game (a record file or\n"
           "                         game JSON): JSON lines - start, one per move, end\n"
           "  record-file            read a journal (JSON lines, as the app writes it) and\n"
           "                         print it as a record file\n"
           "  selfplay [--seed N] [--first LEVEL] [--second LEVEL]\n"
           "                         (no input) a game between CPU levels (default random)\n";
    return 0;
}

// A command line that does not fit: one line that says what is wrong (exit 2).
int usage(const std::string& problem) {
    std::cerr << "gunjin-cli: " << problem << " (gunjin-cli --help lists the commands)\n";
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

// The rule set named by --rules, if any (cli.md § Rule sets); the input's "rules" must agree.
using GivenRules = std::optional<RuleSet>;

int rulesCommand(const std::string& code, const GivenRules& given) {
    const auto rules = RuleSet::fromCode(code);
    if (!rules) return inputError("bad rule code \"" + code + "\": " + rules.error());
    if (given && !(*given == *rules))
        return inputError("the rule code \"" + rules->code() + "\" differs from --rules \"" +
                          given->code() + "\"");
    std::cout << ruleSetToJson(*rules) << '\n';
    return 0;
}

int legalMoves(const GivenRules& given) {
    auto pos = positionFromJson(readInput(), {.allowUnknownOpponent = true, .rules = given});
    if (!pos) return inputError(pos.error());
    MoveList moves;
    generateMoves(*pos, moves);
    std::vector<std::string> lines;
    for (Move m : moves) lines.push_back(moveText(m, pos->rules()));
    std::sort(lines.begin(), lines.end());
    for (const auto& l : lines) std::cout << l << '\n';
    return 0;
}

// Not "apply": std::apply would be found too, through the std::optional argument (ADL).
int applyCommand(const std::string& moveArg, const GivenRules& given) {
    auto pos = positionFromJson(readInput(), {.rules = given});
    if (!pos) return inputError(pos.error());
    const RuleSet& rules = pos->rules();
    const auto move = readMove(moveArg, rules);
    if (!move) return inputError(move.error());
    Referee referee(*pos);
    const auto played = referee.play(*move);
    if (!played) {
        std::cerr << "gunjin-cli: illegal move " << moveText(*move, rules) << ": " << played.error()
                  << '\n';
        return kExitIllegal;
    }
    std::cout << moveResultToJson(*played, referee.position()) << '\n';
    return 0;
}

int view(const std::string& sideArg, const GivenRules& given) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side \"" + sideArg + "\" (first or second)");
    auto pos = positionFromJson(readInput(), {.rules = given});
    if (!pos) return inputError(pos.error());
    std::cout << positionToJson(SideView::fromPosition(*pos, *side).position()) << '\n';
    return 0;
}

int checkSetupCommand(const std::string& sideArg, const GivenRules& given) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side \"" + sideArg + "\" (first or second)");
    const std::string input = readInput();
    auto rules = rulesOfJson(input, {given});
    if (!rules) return inputError(rules.error());
    auto entries = setupEntriesFromJson(input, *rules, *side);
    if (!entries) return inputError(entries.error());
    const auto problems = checkSetup(*rules, *side, *entries);
    if (problems.empty()) std::cout << "ok\n";
    for (const auto& p : problems) std::cout << p.id << ": " << p.message << '\n';
    return 0;
}

// The CPU's おまかせ setup, legal under the rule set.
int autoSetupCommand(const std::string& sideArg, std::uint64_t seed, const RuleSet& rules) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side '" + sideArg + "' (first or second)");
    Rng rng(seed);
    std::cout << setupToJson(ai::autoSetup(rules, *side, rng)) << '\n';
    return 0;
}

// Replays the game with the referee and asks the CPU, which sees only the view of the side to
// move (R-INFO-3). An illegal move in the game is an input error, as for replay.
int aiMoveCommand(const std::string& levelArg, std::uint64_t seed, const GivenRules& given) {
    const auto level = ai::parseLevel(levelArg);
    if (!level) return inputError("unknown level '" + levelArg + "' (" + ai::levelIdList() + ")");
    auto record = gameFromJson(readInput(), {given});
    if (!record) return inputError(record.error());
    const RuleSet& rules = record->first.rules();
    Match match(record->first, record->second);
    for (std::size_t i = 0; i < record->moves.size(); ++i) {
        auto played = match.play(record->moves[i]);
        if (!played)
            return inputError("move " + std::to_string(i + 1) + " (" +
                              moveText(record->moves[i], rules) + "): " + played.error());
    }
    if (match.isOver() || record->resigned)
        return inputError("the game is over; there is no move to choose");
    const Side side = match.referee().position().sideToMove();
    const auto move = ai::chooseMove(match.view(side), *level, seed);
    if (!move) return inputError("the side to move has no legal move");
    std::cout << moveText(*move, rules) << '\n';
    return 0;
}

// Replays a game (cli.md's "Games", a gunjin-record or a record file) with the referee. An illegal
// move is an input error (exit 2), as for every command that reads a game.
int replayCommand(const std::vector<std::string>& args, const GivenRules& given) {
    std::optional<std::size_t> ply;
    if (args.size() == 2 && args[0] == "--ply") {
        std::size_t n = 0;
        const auto [p, ec] = std::from_chars(args[1].data(), args[1].data() + args[1].size(), n);
        if (ec != std::errc() || p != args[1].data() + args[1].size())
            return usage("--ply needs a whole number of moves");
        ply = n;
    } else if (!args.empty()) {
        return usage("replay takes nothing but --ply N");
    }
    auto record = gameFromJson(readInput(), {given});
    if (!record) return inputError(record.error());
    auto referee = ply ? replay(*record, *ply) : replayAll(*record);
    if (!referee) return inputError(referee.error());
    std::cout << gameStateToJson(*referee) << '\n';
    return 0;
}

// What one side saw of a game (docs/records.md): JSON lines built from that side's view in a
// Match - the start (own types, the opponent as it sees it), each move's announcement, the end.
int recordView(const std::string& sideArg, const GivenRules& given) {
    const auto side = parseSide(sideArg);
    if (!side) return inputError("unknown side \"" + sideArg + "\" (first or second)");
    auto record = gameFromJson(readInput(), {given});
    if (!record) return inputError(record.error());
    const auto lines = recordViewLines(*record, *side);
    if (!lines) return inputError(lines.error());
    for (const std::string& line : *lines) std::cout << line << '\n';
    return 0;
}

// A journal as the app writes it (JSON lines) turned into a record file (docs/records.md).
int recordFile(const GivenRules& given) {
    auto file = journalToRecordFile(readInput());
    if (!file) return inputError(file.error());
    if (given) {
        const auto journal = readRecordFile(*file);
        if (!journal || !(journal->record->first.rules() == *given))
            return inputError("the journal's rules differ from --rules \"" + given->code() + "\"");
    }
    std::cout << *file;
    return 0;
}

// A game between two CPU players (uniformly random by default), told move by move, then
// drawn with every piece revealed. Each CPU sees only its own side's view.
int selfplay(std::uint64_t seed, ai::Level firstLevel, ai::Level secondLevel,
             const RuleSet& rules) {
    Rng rng(seed);
    const bool randomOnly = firstLevel == ai::Level::Random && secondLevel == ai::Level::Random;
    const Setup first = randomOnly ? Setup::random(rules, Side::First, rng)
                                   : ai::autoSetup(rules, Side::First, rng);
    const Setup second = randomOnly ? Setup::random(rules, Side::Second, rng)
                                    : ai::autoSetup(rules, Side::Second, rng);
    Match match(first, second);
    std::cout << "Self-play (" << rules.code() << "), seed " << seed << ": "
              << ai::levelId(firstLevel) << " (先手) vs " << ai::levelId(secondLevel)
              << " (後手)\n\n"
              << drawBoard(match.referee().position()) << '\n';
    while (!match.isOver()) {
        const Side side = match.referee().position().sideToMove();
        const std::optional<Move> move =
            ai::chooseMove(match.view(side), side == Side::First ? firstLevel : secondLevel,
                           seed * 2 + static_cast<std::uint64_t>(index(side)));
        const auto a = match.play(*move);
        std::cout << a->ply << ". " << (a->mover == Side::First ? "先手 " : "後手 ")
                  << moveText(a->move, rules);
        if (a->outcome != CombatOutcome::None)
            std::cout << "  combat: " << combatOutcomeId(a->outcome);
        if (a->move.isStrike()) {
            // What went: the opponent's pieces, then the weapons spent (F-STRIKE-2..4).
            const int theirs = a->strike.removedCount - 1 - a->strike.bomb;
            std::cout << (a->strike.bomb ? "  launch: " : "  strike: ")
                      << (a->strike.collision ? "air collision, " : "") << theirs
                      << (a->strike.collision ? " opponent missile(s)" : " opponent piece(s)")
                      << " removed; " << (a->strike.bomb ? "missile and 原爆" : "missile")
                      << " spent";
        }
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
    const gunjin::apps::Console console(argc, argv); // UTF-8 arguments, binary stdio
    std::vector<std::string> args;
    GivenRules given;
    // --rules CODE may stand anywhere among the arguments (cli.md § Rule sets).
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--rules") {
            if (i + 1 >= argc) return usage("--rules needs a rule code");
            if (given) return inputError("--rules is given twice");
            const auto rules = RuleSet::fromCode(argv[++i]);
            if (!rules)
                return inputError(std::string("bad rule code \"") + argv[i] +
                                  "\": " + rules.error());
            given = *rules;
        } else {
            args.emplace_back(argv[i]);
        }
    }
    const RuleSet rules = given.value_or(RuleSet::classic());
    if (args.empty()) return usage("no command");
    const std::string& cmd = args[0];
    if (cmd == "--help" || cmd == "help") return help();
    if (cmd == "rules" && args.size() == 2) return rulesCommand(args[1], given);
    if (cmd == "legal-moves" && args.size() == 1) return legalMoves(given);
    if (cmd == "apply" && args.size() == 2) return applyCommand(args[1], given);
    if (cmd == "view" && args.size() == 2) return view(args[1], given);
    if (cmd == "check-setup" && args.size() == 2) return checkSetupCommand(args[1], given);
    if (cmd == "record-view" && args.size() == 2) return recordView(args[1], given);
    if (cmd == "record-file" && args.size() == 1) return recordFile(given);
    if (cmd == "replay") return replayCommand({args.begin() + 1, args.end()}, given);
    if ((cmd == "auto-setup" || cmd == "ai-move") && args.size() >= 2) {
        const auto seed = parseSeed({args.begin() + 2, args.end()});
        if (!seed)
            return usage(cmd + " takes " + (cmd == "auto-setup" ? "SIDE" : "LEVEL") +
                         " and --seed N, N a whole number");
        return cmd == "auto-setup" ? autoSetupCommand(args[1], *seed, rules)
                                   : aiMoveCommand(args[1], *seed, given);
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
                if (!s) return usage("selfplay takes --seed N, --first LEVEL and --second LEVEL");
                seed = *s;
            }
        }
        if (args.size() % 2 == 0)
            return usage("selfplay takes --seed N, --first LEVEL and --second LEVEL");
        return selfplay(seed, levels[0], levels[1], rules);
    }
    static const std::vector<std::pair<std::string, std::string>> kShapes = {
        {"rules", "rules takes one rule code"},
        {"legal-moves", "legal-moves takes no argument"},
        {"apply", "apply takes one MOVE"},
        {"view", "view takes one SIDE"},
        {"check-setup", "check-setup takes one SIDE"},
        {"record-view", "record-view takes one SIDE"},
        {"record-file", "record-file takes no argument"},
        {"auto-setup", "auto-setup takes SIDE and --seed N"},
        {"ai-move", "ai-move takes LEVEL and --seed N"}};
    for (const auto& [name, shape] : kShapes)
        if (cmd == name) return usage(shape);
    return usage("unknown command \"" + cmd + "\"");
}
