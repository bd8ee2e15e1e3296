#include "json_io.h"

#include "json_read.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gunjin {

namespace {

using namespace json_read;
using OrderedJson = nlohmann::ordered_json;

// The entries of one side's setup list; `side` present on an entry must match.
Result<std::vector<SetupEntry>> readEntries(const Json& list, const RuleSet& rules, Side side,
                                            const std::string& where) {
    std::vector<SetupEntry> entries;
    std::uint64_t used = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& item = list[i];
        const std::string at = where + "[" + std::to_string(i) + "]";
        if (!item.is_object()) return Error{at + " must be an object"};
        auto sq = squareField(item, rules, at);
        if (!sq) return sq.failure();
        auto type = typeField(item, rules, at, false);
        if (!type) return type.failure();
        if (const auto it = item.find("side"); it != item.end()) {
            auto s = sideValue(*it, at + ".side");
            if (!s) return s.failure();
            if (*s != side) return Error{at + ": a piece of the other side in this setup"};
        }
        if (used >> *sq & 1)
            return Error{at + ": two pieces on square " + std::string(rules.board().name(*sq))};
        used |= std::uint64_t{1} << *sq;
        entries.push_back({*sq, *type});
    }
    return entries;
}

// withIds adds each piece's handle: the square it started on (public knowledge, R-INFO-2).
OrderedJson positionObject(const Position& pos, bool withIds = false) {
    const BoardLayout& b = pos.board();
    OrderedJson pieces = OrderedJson::array();
    pos.forEachOnBoard([&](Square s, const Piece& p) {
        OrderedJson piece = {
            {"square", b.name(s)}, {"side", sideId(p.side)}, {"type", pieceTypeId(p.type)}};
        if (withIds) piece["id"] = b.name(pos.pieceAt(s));
        pieces.push_back(std::move(piece));
    });
    return {{"rules", pos.rules().code()},
            {"to_move", sideId(pos.sideToMove())},
            {"no_combat_plies", pos.noCombatPlies()},
            {"pieces", std::move(pieces)}};
}

OrderedJson strikeObject(const StrikeResult& r, const RuleSet& rules) {
    const BoardLayout& b = rules.board();
    std::vector<std::pair<std::string_view, Side>> removed;
    for (int i = 0; i < r.removedCount; ++i)
        removed.push_back(
            {b.name(r.removed[i]), r.removedSecond >> i & 1 ? Side::Second : Side::First});
    std::sort(removed.begin(), removed.end()); // cli.md: by square name in byte order
    OrderedJson list = OrderedJson::array();
    for (const auto& [name, side] : removed)
        list.push_back({{"square", name}, {"side", sideId(side)}});
    return {{"target", b.name(r.target)},
            {"bomb", r.bomb},
            {"collision", r.collision},
            {"removed", std::move(list)}};
}

OrderedJson announcementObject(const Announcement& a, const RuleSet& rules) {
    const BoardLayout& b = rules.board();
    OrderedJson combat = nullptr;
    if (a.outcome != CombatOutcome::None)
        combat = {{"square", b.name(a.move.to())}, {"outcome", combatOutcomeId(a.outcome)}};
    OrderedJson reason = nullptr;
    if (a.reason != EndReason::None) reason = endReasonId(a.reason);
    OrderedJson obj = {{"event", "move"},
                       {"ply", a.ply},
                       {"mover", sideId(a.mover)},
                       {"move", moveText(a.move, rules)},
                       {"combat", combat}};
    if (a.move.isStrike()) obj["strike"] = strikeObject(a.strike, rules);
    if (a.move.kind() == MoveKind::Tow) obj["tow"] = b.name(a.towFrom);
    if (a.revealCount > 0) {
        OrderedJson shown = OrderedJson::array();
        for (int i = 0; i < a.revealCount; ++i)
            shown.push_back(
                {{"id", b.name(a.reveals[i].id)}, {"type", pieceTypeId(a.reveals[i].type)}});
        obj["shown"] = std::move(shown);
    }
    obj["status"] = gameStatusId(a.status);
    obj["reason"] = reason;
    return obj;
}

OrderedJson endEventObject(const EndEvent& e, const RuleSet& rules) {
    OrderedJson reveal = OrderedJson::array();
    for (const RevealedPiece& r : e.reveal)
        reveal.push_back({{"id", rules.board().name(r.id)}, {"type", pieceTypeId(r.type)}});
    OrderedJson obj = {
        {"event", "end"}, {"status", gameStatusId(e.status)}, {"reason", endReasonId(e.reason)}};
    if (e.resigned) obj["resigned"] = sideId(*e.resigned);
    obj["reveal"] = std::move(reveal);
    return obj;
}

OrderedJson setupArray(const Setup& s) {
    OrderedJson list = OrderedJson::array();
    for (const SetupEntry& e : s.entries())
        list.push_back(
            {{"square", s.rules().board().name(e.square)}, {"type", pieceTypeId(e.type)}});
    return list;
}

Result<Setup> readSetup(const Json& setups, const RuleSet& rules, Side side) {
    const std::string where = std::string("setup.") + std::string(sideId(side));
    auto list = arrayField(setups, sideId(side).data(), "setup");
    if (!list) return list.failure();
    auto entries = readEntries(**list, rules, side, where);
    if (!entries) return entries.failure();
    auto setup = Setup::fromEntries(rules, side, *entries);
    if (!setup) return Error{where + " breaks " + setup.error(), setup.errorKind()};
    return setup;
}

} // namespace

std::optional<std::string> jsonInputProblem(std::string_view text, int maxDepth) {
    if (text.size() > kMaxJsonBytes) return "input is larger than 4 MiB";
    int depth = 0;
    bool inString = false, escaped = false;
    for (char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) return "input is nested too deeply";
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::nullopt;
}

Result<Position> positionFromJson(std::string_view text, PositionInput options) {
    auto parsed = parse(text);
    if (!parsed) return parsed.failure();
    const Json& root = *parsed;
    if (!root.is_object()) return Error{"a position must be a JSON object"};
    auto rules = readRules(root, options.rules);
    if (!rules) return rules.failure();
    const auto toMove = root.find("to_move");
    if (toMove == root.end()) return Error{"position: missing \"to_move\""};
    auto side = sideValue(*toMove, "to_move");
    if (!side) return side.failure();
    Position pos(*rules);
    pos.setSideToMove(*side);
    if (const auto n = root.find("no_combat_plies"); n != root.end()) {
        if (!n->is_number_integer())
            return Error{"no_combat_plies must be a whole number from 0 to 99"};
        const bool inRange = n->is_number_unsigned() ? n->get<std::uint64_t>() < kNoCombatLimit
                                                     : n->get<std::int64_t>() >= 0 &&
                                                           n->get<std::int64_t>() < kNoCombatLimit;
        if (!inRange) return Error{"no_combat_plies must be a whole number from 0 to 99"};
        pos.setNoCombatPlies(static_cast<int>(n->get<std::int64_t>()));
    }
    auto pieces = arrayField(root, "pieces", "position");
    if (!pieces) return pieces.failure();
    for (std::size_t i = 0; i < (*pieces)->size(); ++i) {
        const Json& item = (**pieces)[i];
        const std::string at = "pieces[" + std::to_string(i) + "]";
        if (!item.is_object()) return Error{at + " must be an object"};
        auto sq = squareField(item, *rules, at);
        if (!sq) return sq.failure();
        const auto sideIt = item.find("side");
        if (sideIt == item.end()) return Error{at + ": missing \"side\""};
        auto pieceSide = sideValue(*sideIt, at + ".side");
        if (!pieceSide) return pieceSide.failure();
        auto type = typeField(item, *rules, at, true);
        if (!type) return type.failure();
        if (*type == PieceType::Unknown && (!options.allowUnknownOpponent || *pieceSide == *side))
            return Error{at + ": type \"unknown\" is not accepted here"};
        if (!pos.isEmpty(*sq))
            return Error{at + ": two pieces on square " + std::string(pos.board().name(*sq))};
        pos.place(*sq, *pieceSide, *type);
    }
    return pos;
}

std::string positionToJson(const Position& pos) {
    return positionObject(pos).dump();
}

std::string moveResultToJson(const Announcement& a, const Position& after) {
    const OrderedJson event = announcementObject(a, after.rules());
    OrderedJson out = {{"move", event["move"]},
                       {"combat", event["combat"]},
                       {"strike", event.contains("strike") ? event["strike"] : OrderedJson()},
                       {"status", event["status"]},
                       {"reason", event["reason"]}};
    if (event.contains("tow")) out["tow"] = event["tow"];
    if (event.contains("shown")) out["shown"] = event["shown"];
    out["position"] = positionObject(after);
    return out.dump();
}

std::string gameStateToJson(const Referee& referee) {
    OrderedJson reason = nullptr;
    if (referee.reason() != EndReason::None) reason = endReasonId(referee.reason());
    return OrderedJson{{"ply", referee.ply()},
                       {"status", gameStatusId(referee.status())},
                       {"reason", std::move(reason)},
                       {"position", positionObject(referee.position())}}
        .dump();
}

std::string setupToJson(const Setup& setup) {
    OrderedJson pieces = OrderedJson::array();
    for (const SetupEntry& e : setup.entries())
        pieces.push_back({{"square", setup.rules().board().name(e.square)},
                          {"side", sideId(setup.side())},
                          {"type", pieceTypeId(e.type)}});
    return OrderedJson{{"rules", setup.rules().code()}, {"pieces", std::move(pieces)}}.dump();
}

Result<std::vector<SetupEntry>> setupEntriesFromJson(std::string_view text, const RuleSet& rules,
                                                     Side side) {
    auto parsed = parse(text);
    if (!parsed) return parsed.failure();
    if (!parsed->is_object()) return Error{"a setup must be a JSON object"};
    auto own = readRules(*parsed, rules);
    if (!own) return own.failure();
    auto list = arrayField(*parsed, "pieces", "setup");
    if (!list) return list.failure();
    return readEntries(**list, rules, side, "pieces");
}

Result<std::vector<SetupEntry>> setupEntriesFromJson(std::string_view text, Side side) {
    return setupEntriesFromJson(text, RuleSet::classic(), side);
}

Result<RuleSet> rulesOfJson(std::string_view text, const RulesInput& given) {
    auto parsed = parse(text);
    if (!parsed) return parsed.failure();
    return readRules(*parsed, given.rules);
}

Result<GameRecord> recordFromJson(std::string_view text, const RulesInput& given) {
    auto parsed = parse(text);
    if (!parsed) return parsed.failure();
    const Json& root = *parsed;
    if (!root.is_object()) return Error{"a game must be a JSON object"};
    if (const auto f = root.find("format"); f != root.end() && *f != "gunjin-record")
        return Error{"not a gunjin-record file"};
    if (const auto v = root.find("version"); v != root.end()) {
        if (!v->is_number_integer()) return Error{"version must be a whole number"};
        if (*v != 1)
            return Error{"record version " + v->dump() +
                         " is not supported (this program reads version 1)"};
    }
    auto rules = readRules(root, given.rules);
    if (!rules) return rules.failure();
    const auto setups = root.find("setup");
    if (setups == root.end() || !setups->is_object())
        return Error{"a game needs \"setup\" with \"first\" and \"second\""};
    auto first = readSetup(*setups, *rules, Side::First);
    if (!first) return first.failure();
    auto second = readSetup(*setups, *rules, Side::Second);
    if (!second) return second.failure();
    GameRecord record{*first, *second, {}, std::nullopt, {}};
    if (const auto moves = root.find("moves"); moves != root.end()) {
        if (!moves->is_array()) return Error{"\"moves\" must be an array"};
        for (std::size_t i = 0; i < moves->size(); ++i) {
            const Json& m = (*moves)[i];
            const std::string at = "moves[" + std::to_string(i) + "]";
            if (!m.is_string()) return Error{at + " must be a string like \"b4-b5\""};
            const auto move = readMove(m.get<std::string>(), *rules);
            if (!move) return Error{at + ": " + move.error(), move.errorKind()};
            record.moves.push_back(*move);
        }
    }
    if (const auto r = root.find("resigned"); r != root.end() && !r->is_null()) {
        auto s = sideValue(*r, "resigned");
        if (!s) return s.failure();
        record.resigned = *s;
    }
    if (const auto res = root.find("result"); res != root.end() && !res->is_null()) {
        if (!res->is_object()) return Error{"\"result\" must be an object"};
        auto status = stringField(*res, "status", "result");
        if (!status) return status.failure();
        const auto st = parseGameStatus(*status);
        if (!st) return Error{"result: unknown status \"" + *status + "\""};
        record.result.status = *st;
        if (*st != GameStatus::Ongoing) {
            auto reason = stringField(*res, "reason", "result");
            if (!reason) return reason.failure();
            const auto rs = parseEndReason(*reason);
            if (!rs) return Error{"result: unknown reason \"" + *reason + "\""};
            record.result.reason = *rs;
        }
    }
    return record;
}

std::string recordToJson(const GameRecord& record) {
    OrderedJson moves = OrderedJson::array();
    for (Move m : record.moves) moves.push_back(moveText(m, record.first.rules()));
    OrderedJson root = {
        {"format", "gunjin-record"},
        {"version", 1},
        {"rules", record.first.rules().code()},
        {"setup", {{"first", setupArray(record.first)}, {"second", setupArray(record.second)}}},
        {"moves", std::move(moves)}};
    if (record.resigned) root["resigned"] = sideId(*record.resigned);
    OrderedJson reason = nullptr;
    if (record.result.reason != EndReason::None) reason = endReasonId(record.result.reason);
    root["result"] = {{"status", gameStatusId(record.result.status)}, {"reason", reason}};
    return root.dump();
}

std::string viewToJson(const SideView& view) {
    OrderedJson root = {{"side", sideId(view.side())}, {"ply", view.ply()}};
    OrderedJson pos = positionObject(view.position(), true);
    for (auto& [key, value] : pos.items()) root[key] = std::move(value);
    root["status"] = gameStatusId(view.status());
    root["reason"] = view.reason() == EndReason::None ? OrderedJson(nullptr)
                                                      : OrderedJson(endReasonId(view.reason()));
    OrderedJson lost = OrderedJson::object();
    const auto own = view.ownLost();
    for (PieceType t : view.rules().types())
        if (own[index(t)] > 0) lost[std::string(pieceTypeId(t))] = own[index(t)];
    root["own_lost"] = std::move(lost);
    root["opponent_lost"] = view.opponentLost();
    OrderedJson events = OrderedJson::array();
    for (const Announcement& a : view.announcements())
        events.push_back(announcementObject(a, view.rules()));
    if (view.endEvent()) events.push_back(endEventObject(*view.endEvent(), view.rules()));
    root["events"] = std::move(events);
    return root.dump();
}

std::string announcementToJson(const Announcement& a, const RuleSet& rules) {
    return announcementObject(a, rules).dump();
}
std::string endEventToJson(const EndEvent& e, const RuleSet& rules) {
    return endEventObject(e, rules).dump();
}

} // namespace gunjin
