// The events of a game as JSON (json_io.h): a move's announcement, the end, and the start of
// a side's or the public's view - read with the field readers of json_read.h.
#include "json_io.h"

#include "json_read.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gunjin {

namespace {

using namespace json_read;
using OrderedJson = nlohmann::ordered_json;

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
