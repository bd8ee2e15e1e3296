#include "rules.h"

#include <nlohmann/json.hpp>

namespace gunjin {

namespace {

// One option of a rule code: its key, its values (the default first) and the field it sets.
struct OptionSpec {
    std::string_view key;
    std::array<std::string_view, 4> values;
    int valueCount;
    // The index of the value a rule set holds, and setting it.
    int (*get)(const RuleSet&);
    void (*set)(RuleSet&, int);
};

constexpr int asInt(bool b) {
    return b ? 1 : 0;
}

// rules.md § House rules, in rule order.
const std::array<OptionSpec, 7> kClassicOptions = {{
    {"h1",
     {"tank", "engineer"},
     2,
     [](const RuleSet& r) { return asInt(r.engineerBeatsTank); },
     [](RuleSet& r, int v) { r.engineerBeatsTank = v == 1; }},
    {"h2",
     {"removed", "stays"},
     2,
     [](const RuleSet& r) { return asInt(r.mineStays); },
     [](RuleSet& r, int v) { r.mineStays = v == 1; }},
    {"h3",
     {"occupation", "flag", "general", "all"},
     4,
     [](const RuleSet& r) { return static_cast<int>(r.win); },
     [](RuleSet& r, int v) { r.win = static_cast<WinCondition>(v); }},
    {"h4",
     {"allowed", "forbidden"},
     2,
     [](const RuleSet& r) { return asInt(r.mineInHqForbidden); },
     [](RuleSet& r, int v) { r.mineInHqForbidden = v == 1; }},
    {"h5",
     {"forbidden", "allowed"},
     2,
     [](const RuleSet& r) { return asInt(r.flagOnBackRowAllowed); },
     [](RuleSet& r, int v) { r.flagOnBackRowAllowed = v == 1; }},
    {"h6",
     {"jumps", "stops"},
     2,
     [](const RuleSet& r) { return asInt(r.planeStops); },
     [](RuleSet& r, int v) { r.planeStops = v == 1; }},
    {"h7",
     {"referee", "open"},
     2,
     [](const RuleSet& r) { return asInt(r.openJudgement); },
     [](RuleSet& r, int v) { r.openJudgement = v == 1; }},
}};

// rules-federation.md F-INFO: open judgement is the default.
const std::array<OptionSpec, 1> kFederationOptions = {{
    {"judge",
     {"open", "referee"},
     2,
     [](const RuleSet& r) { return asInt(!r.openJudgement); },
     [](RuleSet& r, int v) { r.openJudgement = v == 0; }},
}};

struct GameSpec {
    std::string_view name;
    RuleSet defaults;
    const OptionSpec* options;
    int optionCount;
};

const std::array<GameSpec, 2> kGames = {{
    {"classic", RuleSet::classic(), kClassicOptions.data(), int(kClassicOptions.size())},
    {"federation", RuleSet::federation(), kFederationOptions.data(),
     int(kFederationOptions.size())},
}};

const GameSpec& specOf(Game g) {
    return kGames[static_cast<int>(g)];
}

std::string joined(const OptionSpec& o) {
    std::string text;
    for (int i = 0; i < o.valueCount; ++i) {
        if (i) text += i + 1 == o.valueCount ? " or " : ", ";
        text += o.values[i];
    }
    return text;
}

bool isDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

// rules.md / rules-federation.md, Pieces: counts in the rule book's order.
constexpr std::array<std::pair<PieceType, int>, 16> kClassicArmy = {
    {{PieceType::General, 1},
     {PieceType::LieutenantGeneral, 1},
     {PieceType::MajorGeneral, 1},
     {PieceType::Colonel, 1},
     {PieceType::LieutenantColonel, 1},
     {PieceType::Major, 1},
     {PieceType::Captain, 2},
     {PieceType::FirstLieutenant, 2},
     {PieceType::SecondLieutenant, 2},
     {PieceType::Cavalry, 1},
     {PieceType::Engineer, 2},
     {PieceType::Tank, 2},
     {PieceType::Plane, 2},
     {PieceType::Spy, 1},
     {PieceType::Mine, 2},
     {PieceType::Flag, 1}}};
constexpr std::array<std::pair<PieceType, int>, 15> kFederationArmy = {
    {{PieceType::Marshal, 1},
     {PieceType::General, 1},
     {PieceType::LieutenantGeneral, 1},
     {PieceType::MajorGeneral, 1},
     {PieceType::Colonel, 2},
     {PieceType::LieutenantColonel, 2},
     {PieceType::Major, 2},
     {PieceType::Artillery, 2},
     {PieceType::Engineer, 3},
     {PieceType::Tank, 2},
     {PieceType::Spy, 1},
     {PieceType::Jet, 2},
     {PieceType::Missile, 2},
     {PieceType::AtomicBomb, 1},
     {PieceType::Mine, 2}}};

struct ArmyTable {
    std::array<std::uint8_t, kTypeCount> counts{};
    std::vector<PieceType> order;
};

template <std::size_t N> ArmyTable makeArmy(const std::array<std::pair<PieceType, int>, N>& list) {
    ArmyTable t;
    for (const auto& [type, n] : list) {
        t.counts[index(type)] = static_cast<std::uint8_t>(n);
        t.order.push_back(type);
    }
    return t;
}

const ArmyTable& army(Game g) {
    static const ArmyTable classic = makeArmy(kClassicArmy);
    static const ArmyTable federation = makeArmy(kFederationArmy);
    return g == Game::Classic ? classic : federation;
}

} // namespace

int RuleSet::count(PieceType t) const {
    return t == PieceType::Unknown ? 0 : army(game).counts[index(t)];
}

const std::vector<PieceType>& RuleSet::types() const {
    return army(game).order;
}

std::string RuleSet::code() const {
    const GameSpec& g = specOf(game);
    std::string text(g.name);
    char sep = ':';
    for (int i = 0; i < g.optionCount; ++i) {
        const OptionSpec& o = g.options[i];
        const int v = o.get(*this);
        if (v == o.get(g.defaults)) continue;
        text += sep;
        text += o.key;
        text += '=';
        text += o.values[v];
        sep = ',';
    }
    return text;
}

namespace {

Result<RuleSet> readRuleCode(std::string_view code) {
    if (code.empty()) return Error{"empty rule code (try classic or federation)"};
    if (code.size() > 200) return Error{"rule code is too long"};
    const auto colon = code.find(':');
    std::string_view head = code.substr(0, colon);
    const std::string_view tail =
        colon == std::string_view::npos ? std::string_view{} : code.substr(colon + 1);
    std::string_view version = "1";
    if (const auto dot = head.find('.'); dot != std::string_view::npos) {
        version = head.substr(dot + 1);
        head = head.substr(0, dot);
    }
    const GameSpec* game = nullptr;
    for (const GameSpec& g : kGames)
        if (g.name == head) game = &g;
    if (!game)
        return Error{"unknown rule set \"" + std::string(head) + "\" (classic or federation)"};
    if (!isDigits(version)) {
        std::string message = "version \"";
        message.append(version).append("\" of ").append(game->name).append(" is not a number");
        return Error{message};
    }
    if (version.find_first_not_of('0') == std::string_view::npos || version.size() > 3 ||
        std::stoi(std::string(version)) != 1)
        return Error{"version " + std::string(version) + " of " + std::string(game->name) +
                     " is not known (this program knows version 1)"};
    RuleSet rules = game->defaults;
    if (colon != std::string_view::npos && tail.empty())
        return Error{"nothing after ':' in the rule code"};
    std::uint32_t seen = 0;
    std::string_view rest = tail;
    while (!rest.empty()) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (comma != std::string_view::npos && rest.empty())
            return Error{"a ',' with no option after it in the rule code"};
        const auto eq = item.find('=');
        if (eq == std::string_view::npos)
            return Error{"option \"" + std::string(item) + "\" needs a value (OPTION=VALUE)"};
        const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
        int which = -1;
        for (int i = 0; i < game->optionCount; ++i)
            if (game->options[i].key == key) which = i;
        if (which < 0) {
            std::string keys;
            for (int i = 0; i < game->optionCount; ++i)
                keys += (i ? ", " : "") + std::string(game->options[i].key);
            return Error{"\"" + std::string(key) + "\" is not an option of " +
                         std::string(game->name) + " (its options: " + keys + ")"};
        }
        if (seen >> which & 1) return Error{"option " + std::string(key) + " is given twice"};
        seen |= 1u << which;
        const OptionSpec& o = game->options[which];
        int v = -1;
        for (int i = 0; i < o.valueCount; ++i)
            if (o.values[i] == value) v = i;
        if (v < 0)
            return Error{std::string(key) + "=" + std::string(value) + ": unknown value (" +
                         std::string(key) + " is " + joined(o) + ")"};
        o.set(rules, v);
    }
    return rules;
}

} // namespace

Result<RuleSet> RuleSet::fromCode(std::string_view code) {
    auto rules = readRuleCode(code);
    if (!rules) return Error{rules.error(), ErrorKind::Rules};
    return rules;
}

std::string moveText(Move m, const RuleSet& rules) {
    const BoardLayout& b = rules.board();
    std::string text(b.name(m.from()));
    switch (m.kind()) {
    case MoveKind::Step:
    case MoveKind::Tow: text += '-'; break;
    case MoveKind::Strike: text += '*'; break;
    case MoveKind::Launch: text += "**"; break;
    }
    text += b.name(m.to());
    if (m.kind() == MoveKind::Tow) text += "+bomb";
    return text;
}

std::optional<Move> parseMove(std::string_view text, const RuleSet& rules) {
    const BoardLayout& b = rules.board();
    MoveKind kind = MoveKind::Step;
    std::size_t cut = text.find('-'), gap = 1;
    if (cut == std::string_view::npos) {
        cut = text.find('*');
        if (cut == std::string_view::npos) return std::nullopt;
        kind = MoveKind::Strike;
        if (text.substr(cut, 2) == "**") {
            kind = MoveKind::Launch;
            gap = 2;
        }
    }
    std::string_view to = text.substr(cut + gap);
    if (kind == MoveKind::Step && to.size() > 5 && to.substr(to.size() - 5) == "+bomb") {
        kind = MoveKind::Tow;
        to = to.substr(0, to.size() - 5);
    }
    // Strikes, launches and tows belong to the federation game only.
    if (kind != MoveKind::Step && rules.game != Game::Federation) return std::nullopt;
    const auto from = b.parse(text.substr(0, cut));
    const auto dest = b.parse(to);
    if (!from || !dest) return std::nullopt;
    return Move(*from, *dest, kind);
}

Result<Move> readMove(std::string_view text, const RuleSet& rules) {
    if (const auto m = parseMove(text, rules)) return *m;
    const bool classic = rules.game == Game::Classic;
    std::string shape =
        classic ? "FROM-TO, e.g. b4-b5" : "FROM-TO, FROM-TO+bomb, FROM*TARGET or FROM**TARGET";
    // Name the square that does not exist, when the notation itself is right.
    const std::size_t cut = text.find_first_of("-*");
    if (cut != std::string_view::npos && cut > 0) {
        std::size_t gap = text.substr(cut, 2) == "**" ? 2 : 1;
        std::string_view to = text.substr(cut + gap);
        if (!classic && text[cut] == '-' && to.size() > 5 && to.substr(to.size() - 5) == "+bomb")
            to = to.substr(0, to.size() - 5);
        const bool fancy = text[cut] == '*' || to.size() != text.substr(cut + gap).size();
        if (!(classic && fancy) && !to.empty())
            for (std::string_view part : {text.substr(0, cut), to})
                if (!rules.board().parse(part)) {
                    std::string message = "\"";
                    message.append(part).append("\" is not a square of the ").append(rules.code());
                    message.append(" game (in the move \"").append(text).append("\")");
                    return Error{message};
                }
    }
    std::string message = "\"";
    message.append(text).append("\" is not a move of ").append(rules.code()).append(" (");
    message.append(shape).append(")");
    return Error{message};
}

std::string ruleSetToJson(const RuleSet& rules) {
    using Json = nlohmann::ordered_json;
    const GameSpec& g = specOf(rules.game);
    Json options = Json::object();
    for (int i = 0; i < g.optionCount; ++i) {
        const OptionSpec& o = g.options[i];
        options[std::string(o.key)] = o.values[o.get(rules)];
    }
    Json pieces = Json::object();
    for (PieceType t : rules.types()) pieces[std::string(pieceTypeId(t))] = rules.count(t);
    const BoardLayout& b = rules.board();
    return Json{{"rules", rules.code()},
                {"game", g.name},
                {"version", 1},
                {"options", std::move(options)},
                {"board", {{"columns", b.columns}, {"rows", b.rows}, {"squares", b.squareCount}}},
                {"army", rules.armySize()},
                {"pieces", std::move(pieces)}}
        .dump();
}

} // namespace gunjin
