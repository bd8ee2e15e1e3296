#include "json_io.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gunjin {

namespace {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

constexpr int kMaxDepth = 32;

Result<Json> parse(std::string_view text) {
    if (auto problem = jsonInputProblem(text, kMaxDepth))
        return Error{*problem, ErrorKind::DamagedText};
    try {
        return Json::parse(text);
    } catch (const Json::exception& e) {
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 5: ..." → drop the tag
        if (auto pos = what.find("] "); pos != std::string::npos) what = what.substr(pos + 2);
        return Error{"malformed JSON: " + what, ErrorKind::DamagedText};
    }
}

Result<std::string> stringField(const Json& obj, const char* key, const std::string& where) {
    const auto it = obj.find(key);
    if (it == obj.end()) return Error{where + ": missing \"" + key + "\""};
    if (!it->is_string()) return Error{where + ": \"" + key + "\" must be a string"};
    return it->get<std::string>();
}

Result<Square> squareValue(const std::string& text, const RuleSet& rules,
                           const std::string& where) {
    const auto sq = rules.board().parse(text);
    if (!sq)
        return Error{where + ": unknown square \"" + text + "\"" +
                     (rules.game == Game::Classic ? "" : " (in the " + rules.code() + " game)")};
    return *sq;
}

Result<Square> squareField(const Json& obj, const RuleSet& rules, const std::string& where,
                           const char* key = "square") {
    auto text = stringField(obj, key, where);
    if (!text) return text.failure();
    return squareValue(*text, rules, where);
}

Result<PieceType> typeField(const Json& obj, const RuleSet& rules, const std::string& where,
                            bool allowUnknown) {
    auto text = stringField(obj, "type", where);
    if (!text) return text.failure();
    const auto t = parsePieceType(*text, allowUnknown);
    if (!t || (*t != PieceType::Unknown && rules.count(*t) == 0))
        return Error{where + ": unknown piece type \"" + *text + "\"" +
                     (t ? " (not a piece of the " + rules.code() + " game)" : "")};
    return *t;
}

// The "rules" of a parsed object, reconciled with what the caller was told.
Result<RuleSet> readRules(const Json& obj, const std::optional<RuleSet>& given) {
    const auto it = obj.is_object() ? obj.find("rules") : obj.end();
    if (it == obj.end() || (obj.is_object() && it->is_null()))
        return given ? *given : RuleSet::classic();
    if (!it->is_string()) return Error{"\"rules\" must be a rule code such as \"classic\""};
    auto rules = RuleSet::fromCode(it->get<std::string>());
    if (!rules) return Error{"rules: " + rules.error(), rules.errorKind()};
    if (given && !(*given == *rules))
        return Error{"the input's rules \"" + rules->code() + "\" differ from --rules \"" +
                     given->code() + "\""};
    return rules;
}

Result<Side> sideValue(const Json& value, const std::string& where) {
    if (!value.is_string()) return Error{where + " must be \"first\" or \"second\""};
    const auto s = parseSide(value.get<std::string>());
    if (!s) return Error{where + ": unknown side \"" + value.get<std::string>() + "\""};
    return *s;
}

Result<const Json*> arrayField(const Json& obj, const char* key, const std::string& where) {
    const auto it = obj.find(key);
    if (it == obj.end()) return Error{where + ": missing \"" + key + "\""};
    if (!it->is_array()) return Error{where + ": \"" + key + "\" must be an array"};
    return &*it;
}

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

namespace {

// An event object whose "event" is `name`.
Result<Json> parseEvent(std::string_view text, const char* name, const std::string& where) {
    auto parsed = parse(text);
    if (!parsed) return parsed.failure();
    if (!parsed->is_object()) return Error{where + " must be an object"};
    auto event = stringField(*parsed, "event", where);
    if (!event || *event != name)
        return Error{where + ": \"event\" must be \"" + std::string(name) + "\""};
    return parsed;
}

Result<GameEnd> readResult(const Json& obj, const std::string& where, bool reasonMayBeNull) {
    auto status = stringField(obj, "status", where);
    if (!status) return status.failure();
    const auto s = parseGameStatus(*status);
    if (!s) return Error{where + ": unknown status \"" + *status + "\""};
    const auto it = obj.find("reason");
    if (it == obj.end()) return Error{where + ": missing \"reason\""};
    EndReason reason = EndReason::None;
    if (it->is_string()) {
        const auto r = parseEndReason(it->get<std::string>());
        if (!r) return Error{where + ": unknown reason \"" + it->get<std::string>() + "\""};
        reason = *r;
    } else if (!it->is_null() || !reasonMayBeNull) {
        return Error{where + ": \"reason\" must be a string" +
                     std::string(reasonMayBeNull ? " or null" : "")};
    }
    if ((*s == GameStatus::Ongoing) != (reason == EndReason::None))
        return Error{where + ": a result needs a reason, and only a result has one"};
    return GameEnd{*s, reason};
}

} // namespace

Result<Announcement> announcementFromJson(std::string_view text, const RuleSet& rules) {
    const std::string where = "move event";
    auto parsed = parseEvent(text, "move", where);
    if (!parsed) return parsed.failure();
    const Json& obj = *parsed;
    if (auto own = readRules(obj, rules); !own)
        return Error{where + ": " + own.error(), own.errorKind()};
    Announcement a;
    const auto ply = obj.find("ply");
    if (ply == obj.end() || !ply->is_number_integer() || ply->get<std::int64_t>() < 1 ||
        ply->get<std::int64_t>() > 1'000'000)
        return Error{where + ": \"ply\" must be a positive integer"};
    a.ply = int(ply->get<std::int64_t>());
    const auto mover = obj.find("mover");
    if (mover == obj.end()) return Error{where + ": missing \"mover\""};
    auto side = sideValue(*mover, where + ".mover");
    if (!side) return side.failure();
    a.mover = *side;
    auto moveText = stringField(obj, "move", where);
    if (!moveText) return moveText.failure();
    const auto move = parseMove(*moveText, rules);
    if (!move) return Error{where + ": malformed move \"" + *moveText + "\""};
    a.move = *move;
    const auto combat = obj.find("combat");
    if (combat == obj.end()) return Error{where + ": missing \"combat\""};
    if (!combat->is_null() && a.move.isStrike())
        return Error{where + ": a strike has no \"combat\" (see \"strike\")"};
    if (!combat->is_null()) {
        if (!combat->is_object()) return Error{where + ": \"combat\" must be an object or null"};
        auto square = squareField(*combat, rules, where + ".combat");
        if (!square) return square.failure();
        if (*square != a.move.to())
            return Error{where + ": a combat happens on the move's destination"};
        auto outcome = stringField(*combat, "outcome", where + ".combat");
        if (!outcome) return outcome.failure();
        for (CombatOutcome o :
             {CombatOutcome::AttackerWon, CombatOutcome::DefenderWon, CombatOutcome::BothRemoved})
            if (combatOutcomeId(o) == *outcome) a.outcome = o;
        if (a.outcome == CombatOutcome::None)
            return Error{where + ": unknown combat outcome \"" + *outcome + "\""};
    }
    const auto strike = obj.find("strike");
    if (a.move.isStrike() != (strike != obj.end() && !strike->is_null()))
        return Error{where + ": \"strike\" goes with a strike move, and only with one"};
    if (a.move.isStrike()) {
        const std::string at = where + ".strike";
        if (!strike->is_object()) return Error{at + " must be an object"};
        auto target = squareField(*strike, rules, at, "target");
        if (!target) return target.failure();
        const auto bomb = strike->find("bomb");
        const auto collision = strike->find("collision");
        if (bomb == strike->end() || !bomb->is_boolean() || collision == strike->end() ||
            !collision->is_boolean())
            return Error{at + ": \"bomb\" and \"collision\" must be true or false"};
        auto removed = arrayField(*strike, "removed", at);
        if (!removed) return removed.failure();
        if ((*removed)->size() > a.strike.removed.size())
            return Error{at + ": more removed pieces than a strike can remove"};
        StrikeResult& r = a.strike;
        r.target = *target;
        r.bomb = bomb->get<bool>();
        r.collision = collision->get<bool>();
        // Held in square order (the JSON lists them by name).
        std::vector<std::pair<Square, Side>> list;
        for (const Json& item : **removed) {
            if (!item.is_object()) return Error{at + ".removed: entries must be objects"};
            auto square = squareField(item, rules, at + ".removed");
            if (!square) return square.failure();
            const auto sideIt = item.find("side");
            if (sideIt == item.end()) return Error{at + ".removed: missing \"side\""};
            auto side = sideValue(*sideIt, at + ".removed.side");
            if (!side) return side.failure();
            list.push_back({*square, *side});
        }
        std::sort(list.begin(), list.end());
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (i > 0 && list[i].first == list[i - 1].first)
                return Error{at + ".removed: a square is listed twice"};
            if (list[i].second == Side::Second) r.removedSecond |= std::uint16_t(1u << i);
            r.removed[r.removedCount++] = list[i].first;
        }
    }
    if (const auto tow = obj.find("tow"); tow != obj.end()) {
        if (a.move.kind() != MoveKind::Tow || !tow->is_string())
            return Error{where + ": \"tow\" names the square of the 原爆 a tow brings"};
        auto square = squareValue(tow->get<std::string>(), rules, where + ".tow");
        if (!square) return square.failure();
        a.towFrom = *square;
    } else if (a.move.kind() == MoveKind::Tow) {
        return Error{where + ": a tow needs \"tow\""};
    }
    if (const auto shown = obj.find("shown"); shown != obj.end()) {
        if (!shown->is_array() || shown->size() > a.reveals.size())
            return Error{where + ": \"shown\" must be a short array"};
        for (const Json& item : *shown) {
            if (!item.is_object()) return Error{where + ".shown: entries must be objects"};
            auto id = squareField(item, rules, where + ".shown", "id");
            if (!id) return id.failure();
            auto type = typeField(item, rules, where + ".shown", false);
            if (!type) return type.failure();
            a.reveals[a.revealCount++] = {*id, *type};
        }
    }
    auto result = readResult(obj, where, true);
    if (!result) return result.failure();
    a.status = result->status;
    a.reason = result->reason;
    return a;
}

Result<EndEvent> endEventFromJson(std::string_view text, const RuleSet& rules) {
    const std::string where = "end event";
    auto parsed = parseEvent(text, "end", where);
    if (!parsed) return parsed.failure();
    const Json& obj = *parsed;
    if (auto own = readRules(obj, rules); !own)
        return Error{where + ": " + own.error(), own.errorKind()};
    auto result = readResult(obj, where, false);
    if (!result) return result.failure();
    if (result->status == GameStatus::Ongoing) return Error{where + ": the game is not over"};
    EndEvent e;
    e.status = result->status;
    e.reason = result->reason;
    if (const auto r = obj.find("resigned"); r != obj.end()) {
        auto side = sideValue(*r, where + ".resigned");
        if (!side) return side.failure();
        e.resigned = *side;
    }
    if ((e.reason == EndReason::Resignation) != e.resigned.has_value())
        return Error{where + ": \"resigned\" goes with the reason \"resignation\" only"};
    auto reveal = arrayField(obj, "reveal", where);
    if (!reveal) return reveal.failure();
    for (const Json& item : **reveal) {
        if (!item.is_object()) return Error{where + ".reveal: entries must be objects"};
        auto id = stringField(item, "id", where + ".reveal");
        if (!id) return id.failure();
        const auto square = rules.board().parse(*id);
        if (!square) return Error{where + ".reveal: unknown piece id \"" + *id + "\""};
        auto type = typeField(item, rules, where + ".reveal", false);
        if (!type) return type.failure();
        e.reveal.push_back({*square, *type});
    }
    return e;
}

Result<SideView> startEventFromJson(std::string_view text) {
    const std::string where = "start event";
    auto parsed = parseEvent(text, "start", where);
    if (!parsed) return parsed.failure();
    const Json& obj = *parsed;
    const auto sideIt = obj.find("side");
    if (sideIt == obj.end()) return Error{where + ": missing \"side\""};
    auto side = sideValue(*sideIt, where + ".side");
    if (!side) return side.failure();
    auto rules = readRules(obj, std::nullopt);
    if (!rules) return Error{where + ": " + rules.error(), rules.errorKind()};
    const BoardLayout& b = rules->board();
    auto own = arrayField(obj, "own", where);
    if (!own) return own.failure();
    std::vector<SetupEntry> entries;
    for (const Json& item : **own) {
        if (!item.is_object()) return Error{where + ".own: entries must be objects"};
        auto square = squareField(item, *rules, where + ".own");
        if (!square) return square.failure();
        auto type = typeField(item, *rules, where + ".own", false);
        if (!type) return type.failure();
        entries.push_back({*square, *type});
    }
    auto setup = Setup::fromEntries(*rules, *side, entries);
    if (!setup) return Error{where + ": " + setup.error(), setup.errorKind()};
    // At the start the opponent stands on exactly its territory squares.
    const std::string wrong = where + ".opponent: the opponent's " +
                              std::to_string(b.territorySize) + " territory squares, each once";
    auto theirs = arrayField(obj, "opponent", where);
    if (!theirs) return theirs.failure();
    std::array<bool, kMaxSquares> seen{};
    for (const Json& item : **theirs) {
        const auto square = item.is_string() ? b.parse(item.get<std::string>()) : std::nullopt;
        if (!square || !b.inTerritory(*square, opponent(*side)) || seen[*square])
            return Error{wrong};
        seen[*square] = true;
    }
    if ((**theirs).size() != std::size_t(b.territorySize)) return Error{wrong};
    return SideView(*setup);
}

std::string startEventToJson(const SideView& view) {
    const BoardLayout& b = view.position().board();
    OrderedJson own = OrderedJson::array(), theirs = OrderedJson::array();
    view.position().forEachOnBoard([&](Square s, const Piece& p) {
        if (p.side == view.side())
            own.push_back({{"square", b.name(s)}, {"type", pieceTypeId(p.type)}});
        else
            theirs.push_back(b.name(s));
    });
    return OrderedJson{{"event", "start"},
                       {"rules", view.rules().code()},
                       {"side", sideId(view.side())},
                       {"own", std::move(own)},
                       {"opponent", std::move(theirs)}}
        .dump();
}

std::string publicStartEventToJson(const PublicView& view) {
    return OrderedJson{{"event", "start"}, {"rules", view.rules().code()}, {"spectator", true}}
        .dump();
}

Result<PublicView> publicStartEventFromJson(std::string_view text) {
    const std::string where = "start event";
    auto parsed = parseEvent(text, "start", where);
    if (!parsed) return parsed.failure();
    const auto it = parsed->find("spectator");
    if (it == parsed->end() || *it != true)
        return Error{where + ": not a spectator's (\"spectator\": true)"};
    auto rules = readRules(*parsed, std::nullopt);
    if (!rules) return Error{where + ": " + rules.error(), rules.errorKind()};
    return PublicView(*rules);
}

} // namespace gunjin
