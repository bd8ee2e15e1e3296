#include "journal.h"

#include "guess_note_json.h"
#include "json_io.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cassert>

namespace gunjin {

namespace {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

constexpr int kJournalVersion = 1;

Result<Json> parseLine(std::string_view line, std::size_t number) {
    Json j = Json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return Error{"line " + std::to_string(number) + " is not a JSON object",
                     ErrorKind::DamagedText};
    return j;
}

Error lineError(std::size_t number, const std::string& what, ErrorKind kind = ErrorKind::Other) {
    return Error{"line " + std::to_string(number) + ": " + what, kind};
}

// A string field, or the empty string when it is absent; an error when it is not a string.
Result<std::string> optionalString(const Json& j, const char* key, std::size_t line) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return std::string();
    if (!it->is_string()) return lineError(line, std::string("\"") + key + "\" must be a string");
    return it->get<std::string>();
}

Result<JournalHeader> readHeader(const Json& j, std::size_t line) {
    if (j.value("format", std::string()) != "gunjin-journal")
        return lineError(line, "not a gunjin-journal file", ErrorKind::NotOurFormat);
    const auto v = j.find("version");
    if (v == j.end() || !v->is_number_integer())
        return lineError(line, "the version must be a whole number");
    if (*v != kJournalVersion)
        return lineError(line,
                         "journal version " + v->dump() +
                             " is not supported (this program reads version 1)",
                         ErrorKind::NewerVersion);
    JournalHeader h;
    auto rules = optionalString(j, "rules", line);
    if (!rules) return rules.failure();
    const auto set = RuleSet::fromCode(*rules);
    if (!set) return lineError(line, "rules: " + set.error(), set.errorKind());
    h.rules = set->code();
    std::string mode;
    for (auto [key, field] : {std::pair{"started", &h.started}, std::pair{"mode", &mode},
                              std::pair{"level", &h.level}}) {
        auto s = optionalString(j, key, line);
        if (!s) return s.failure();
        *field = *s;
    }
    const auto parsed = parseGameMode(mode);
    if (!parsed) return lineError(line, "unknown mode \"" + mode + "\" (cpu, hotseat or lan)");
    h.mode = *parsed;
    auto human = optionalString(j, "human", line);
    if (!human) return human.failure();
    if (!human->empty()) {
        const auto side = parseSide(*human);
        if (!side) return lineError(line, "\"human\" must be first or second");
        h.human = *side;
    }
    if (const auto p = j.find("players"); p != j.end()) {
        if (!p->is_object()) return lineError(line, "\"players\" must be an object");
        for (Side s : {Side::First, Side::Second}) {
            auto name = optionalString(*p, std::string(sideId(s)).c_str(), line);
            if (!name) return name.failure();
            h.players[index(s)] = *name;
        }
    }
    return h;
}

bool isToken(const std::string& s) {
    return s.size() == 32 && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

Result<JournalSeat> readSeat(const Json& j, std::size_t line) {
    if (!j.is_object()) return lineError(line, "\"seat\" must be an object");
    JournalSeat seat;
    for (auto [key, field] : {std::pair{"room", &seat.room}, std::pair{"token", &seat.token}}) {
        auto s = optionalString(j, key, line);
        if (!s) return s.failure();
        *field = *s;
    }
    if (seat.room.empty() || seat.room.size() > 300)
        return lineError(line, "the seat needs the room's link");
    if (!isToken(seat.token)) return lineError(line, "the seat's token must be 32 hex digits");
    const auto seq = j.find("seq");
    if (seq == j.end() || !seq->is_number_unsigned())
        return lineError(line, "\"seq\" must be a whole number");
    seat.seq = seq->get<std::uint64_t>();
    for (auto [key, field] :
         {std::pair{"in_app", &seat.inApp}, std::pair{"held_here", &seat.heldHere}}) {
        const auto b = j.find(key);
        if (b == j.end()) continue;
        if (!b->is_boolean())
            return lineError(line, std::string("\"") + key + "\" must be true or false");
        *field = b->get<bool>();
    }
    return seat;
}

// A told or end line's "seq" raises the seat's (a LAN journal of an older app has none).
std::optional<Error> readSeq(const Json& j, std::size_t line, std::optional<JournalSeat>& seat) {
    const auto seq = j.find("seq");
    if (seq == j.end()) return std::nullopt;
    if (!seq->is_number_unsigned()) return lineError(line, "\"seq\" must be a whole number");
    if (!seat) return lineError(line, "a \"seq\" without a seat line");
    if (seq->get<std::uint64_t>() <= seat->seq)
        return lineError(line, "\"seq\" must grow from line to line");
    seat->seq = seq->get<std::uint64_t>();
    return std::nullopt;
}

Result<GameEnd> readEnd(const Json& e, std::size_t line, std::optional<Side>& resigned) {
    if (!e.is_object()) return lineError(line, "\"end\" must be an object");
    auto status = optionalString(e, "status", line);
    if (!status) return status.failure();
    auto reason = optionalString(e, "reason", line);
    if (!reason) return reason.failure();
    const auto st = parseGameStatus(*status);
    const auto rs = parseEndReason(*reason);
    if (!st || *st == GameStatus::Ongoing || !rs)
        return lineError(line, "the end needs a result and its reason");
    auto who = optionalString(e, "resigned", line);
    if (!who) return who.failure();
    if (!who->empty()) {
        resigned = parseSide(*who);
        if (!resigned) return lineError(line, "\"resigned\" must be first or second");
    }
    return GameEnd{*st, *rs};
}

} // namespace

std::string_view gameModeId(GameMode mode) {
    switch (mode) {
    case GameMode::Cpu: return "cpu";
    case GameMode::HotSeat: return "hotseat";
    case GameMode::Lan: return "lan";
    }
    return "cpu";
}

std::optional<GameMode> parseGameMode(std::string_view id) {
    for (GameMode m : {GameMode::Cpu, GameMode::HotSeat, GameMode::Lan})
        if (gameModeId(m) == id) return m;
    return std::nullopt;
}

std::string_view stopReasonId(StopReason reason) {
    switch (reason) {
    case StopReason::RoomGone: return "room_gone";
    case StopReason::AppGone: return "app_gone";
    case StopReason::AppClosed: return "app_closed";
    case StopReason::RoomClosed: return "room_closed";
    case StopReason::Left: return "left";
    }
    return "room_gone";
}

std::optional<StopReason> parseStopReason(std::string_view id) {
    for (StopReason r : {StopReason::RoomGone, StopReason::AppGone, StopReason::AppClosed,
                         StopReason::RoomClosed, StopReason::Left})
        if (stopReasonId(r) == id) return r;
    return std::nullopt;
}

std::string journalHeaderLine(const JournalHeader& header) {
    OrderedJson j = {{"format", "gunjin-journal"},
                     {"version", kJournalVersion},
                     {"rules", header.rules},
                     {"started", header.started},
                     {"mode", gameModeId(header.mode)},
                     {"level", header.level},
                     {"human", sideId(header.human)},
                     {"players", {{"first", header.players[0]}, {"second", header.players[1]}}}};
    return j.dump() + '\n';
}

std::string journalStartLine(const Setup& first, const Setup& second) {
    GameRecord start{first, second, {}, std::nullopt, {}};
    OrderedJson j = {{"start", OrderedJson::parse(recordToJson(start))}};
    return j.dump() + '\n';
}

std::string journalMoveLine(const Announcement& a, const RuleSet& rules, std::int64_t ms) {
    OrderedJson j = {{"move", moveText(a.move, rules)}, {"ms", ms < 0 ? 0 : ms}};
    if (a.outcome != CombatOutcome::None) j["combat"] = combatOutcomeId(a.outcome);
    return j.dump() + '\n';
}

std::string journalEndLine(const GameEnd& end, std::optional<Side> resigned) {
    OrderedJson e = {{"status", gameStatusId(end.status)}, {"reason", endReasonId(end.reason)}};
    if (resigned) e["resigned"] = sideId(*resigned);
    return OrderedJson{{"end", e}}.dump() + '\n';
}

std::string journalNoteLine(const GuessNote& note) {
    return OrderedJson{{"note", guessNoteToJson(note)}}.dump() + '\n';
}

std::string journalViewLine(const SideView& view) {
    assert(view.ply() == 0);
    return OrderedJson{{"view", OrderedJson::parse(startEventToJson(view))}}.dump() + '\n';
}

std::string journalToldLine(const Announcement& a, const RuleSet& rules, std::int64_t ms,
                            std::optional<std::uint64_t> seq) {
    OrderedJson j{{"told", OrderedJson::parse(announcementToJson(a, rules))},
                  {"ms", ms < 0 ? 0 : ms}};
    if (seq) j["seq"] = *seq;
    return j.dump() + '\n';
}

std::string journalEndEventLine(const EndEvent& e, const RuleSet& rules,
                                std::optional<std::uint64_t> seq) {
    // The end event holds status, reason and resigned under the names an end line uses, so a
    // list reads it like any other end line (summarizeJournal).
    OrderedJson j{{"end", OrderedJson::parse(endEventToJson(e, rules))}};
    if (seq) j["seq"] = *seq;
    return j.dump() + '\n';
}

std::string journalSeatLine(const JournalSeat& seat) {
    assert(isToken(seat.token) && !seat.room.empty());
    return OrderedJson{{"seat",
                        {{"room", seat.room},
                         {"token", seat.token},
                         {"seq", seat.seq},
                         {"in_app", seat.inApp},
                         {"held_here", seat.heldHere}}}}
               .dump() +
           '\n';
}

std::string journalStoppedLine(StopReason reason) {
    return OrderedJson{{"stopped", {{"reason", stopReasonId(reason)}}}}.dump() + '\n';
}

Result<JournalSummary> summarizeJournal(std::string_view text) {
    if (text.size() > kMaxJsonBytes)
        return Error{"the file is too large for a game record", ErrorKind::DamagedText};
    JournalSummary summary;
    std::size_t pos = 0;
    std::size_t number = 0;
    std::string_view last;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) break; // a cut line is not part of the game
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        if (++number == 1) {
            auto j = parseLine(line, number);
            if (!j) return j.failure();
            auto header = readHeader(*j, number);
            if (!header) return header.failure();
            summary.header = std::move(*header);
            continue;
        }
        // A move line holds the key "move" (the start line's "moves" is followed by 's').
        if (line.find("\"move\":") != std::string_view::npos) ++summary.plies;
        // A LAN journal begins with its side's view instead of both setups.
        if (line.starts_with("{\"start\":") || line.starts_with("{\"view\":"))
            summary.started = true;
        if (line.starts_with("{\"seat\":")) summary.seat = true;
        last = line;
    }
    if (last.starts_with("{\"stopped\":")) {
        auto j = parseLine(last, number);
        if (!j) return j.failure();
        const auto st = j->find("stopped");
        const auto reason = st != j->end() && st->is_object()
                                ? parseStopReason(st->value("reason", std::string()))
                                : std::nullopt;
        if (!reason) return lineError(number, "a stopped line needs a known reason");
        summary.stopped = reason;
        return summary;
    }
    if (number == 0) return Error{"the file holds no complete line", ErrorKind::DamagedText};
    if (last.find("\"end\":") != std::string_view::npos) {
        auto j = parseLine(last, number);
        if (!j) return j.failure();
        const auto e = j->find("end");
        if (e == j->end()) return lineError(number, "neither a start, a move nor an end");
        std::optional<Side> resigned;
        auto result = readEnd(*e, number, resigned);
        if (!result) return result.failure();
        summary.end = *result;
        summary.resigned = resigned;
    }
    return summary;
}

Result<Journal> readJournal(std::string_view text) {
    if (text.size() > kMaxJsonBytes)
        return Error{"the file is too large for a game record", ErrorKind::DamagedText};
    Journal journal;
    std::optional<Referee> referee;
    std::optional<RuleSet> rules;
    std::size_t pos = 0;
    std::size_t number = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) {
            journal.cutOff = true; // the app stopped in the middle of this line
            break;
        }
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++number;
        if (journal.ended || journal.stopped)
            return lineError(number, "a line after the end of the game");
        auto j = parseLine(line, number);
        if (!j) return j.failure();
        if (number == 1) {
            auto header = readHeader(*j, number);
            if (!header) return header.failure();
            journal.header = std::move(*header);
            rules = *RuleSet::fromCode(journal.header.rules);
            journal.completeBytes = pos;
            continue;
        }
        if (const auto st = j->find("seat"); st != j->end()) {
            if (!journal.sideView || journal.sideView->ply() != 0 || journal.seat)
                return lineError(number, "a seat line only follows a LAN game's view line");
            auto seat = readSeat(*st, number);
            if (!seat) return seat.failure();
            journal.seat = std::move(*seat);
        } else if (const auto sp = j->find("stopped"); sp != j->end()) {
            if (!journal.sideView) return lineError(number, "a stopped line before the start");
            const auto reason =
                sp->is_object() && sp->contains("reason") && (*sp)["reason"].is_string()
                    ? parseStopReason((*sp)["reason"].get<std::string>())
                    : std::nullopt;
            if (!reason) return lineError(number, "a stopped line needs a known reason");
            journal.stopped = reason;
        } else if (const auto n = j->find("note"); n != j->end()) {
            if (!referee && !journal.sideView)
                return lineError(number, "a note before the start line");
            if (!n->is_object()) return lineError(number, "\"note\" must be an object");
            auto note = guessNoteFromJson(*n, journal.header);
            if (!note) return lineError(number, note.error(), note.errorKind());
            const Position& pos = referee ? referee->position() : journal.sideView->position();
            if (auto allowed = checkGuessNote(pos, note->side, note->piece, note->type); !allowed)
                return lineError(number, "note: " + allowed.error(), allowed.errorKind());
            note->ply = journal.plies();
            journal.notes.push_back(*note);
        } else if (const auto v = j->find("view"); v != j->end()) {
            if (journal.record || journal.sideView) return lineError(number, "a second start line");
            if (journal.header.mode != GameMode::Lan)
                return lineError(number, "a side's view in a game refereed on this device");
            auto view = startEventFromJson(v->dump());
            if (!view) return lineError(number, view.error(), view.errorKind());
            if (!(view->rules() == *rules) || view->side() != journal.header.human)
                return lineError(number, "the view is not of the header's rules and side");
            journal.startView = *view;
            journal.sideView = std::move(*view);
        } else if (const auto t = j->find("told"); t != j->end()) {
            if (!journal.sideView) return lineError(number, "a move before the start line");
            auto told = announcementFromJson(t->dump(), *rules);
            if (!told) return lineError(number, told.error(), told.errorKind());
            if (auto applied = journal.sideView->apply(*told); !applied)
                return lineError(number,
                                 "move " + moveText(told->move, *rules) + ": " + applied.error(),
                                 ErrorKind::IllegalMove);
            const auto ms = j->find("ms");
            if (ms == j->end() || !ms->is_number_integer() || *ms < 0)
                return lineError(number, "\"ms\" must be a whole number of milliseconds");
            if (auto bad = readSeq(*j, number, journal.seat)) return *bad;
            journal.moveMs.push_back(ms->get<std::int64_t>());
        } else if (const auto e = j->find("end"); e != j->end() && journal.sideView) {
            if (auto bad = readSeq(*j, number, journal.seat)) return *bad;
            std::optional<Side> resigned;
            auto result = readEnd(*e, number, resigned);
            if (!result) return result.failure();
            auto event = endEventFromJson(e->dump(), *rules);
            if (!event) return lineError(number, event.error(), event.errorKind());
            if (auto applied = journal.sideView->applyEnd(*event); !applied)
                return lineError(number, applied.error(), applied.errorKind());
            auto record = recordFromEndedView(*journal.sideView);
            if (!record) return lineError(number, record.error(), record.errorKind());
            if (!(record->result == *result) || record->resigned != resigned)
                return lineError(number, "the recorded result is not what the moves give");
            journal.record = std::move(*record);
            journal.ended = true;
        } else if (const auto s = j->find("start"); s != j->end()) {
            if (journal.record || journal.sideView) return lineError(number, "a second start line");
            auto record = recordFromJson(s->dump(), {rules});
            if (!record) return lineError(number, record.error(), record.errorKind());
            if (!record->moves.empty()) return lineError(number, "the start holds moves");
            journal.record = GameRecord{record->first, record->second, {}, std::nullopt, {}};
            referee.emplace(record->first, record->second);
        } else if (const auto m = j->find("move"); m != j->end()) {
            if (!referee) return lineError(number, "a move before the start line");
            if (!m->is_string()) return lineError(number, "\"move\" must be a string");
            const auto move = parseMove(m->get<std::string>(), *rules);
            if (!move)
                return lineError(number, "cannot read the move \"" + m->get<std::string>() + "\"");
            const auto played = referee->play(*move);
            if (!played)
                return lineError(number, "move " + moveText(*move, *rules) + ": " + played.error(),
                                 ErrorKind::IllegalMove);
            auto combat = optionalString(*j, "combat", number);
            if (!combat) return combat.failure();
            const std::string_view judged = played->outcome == CombatOutcome::None
                                                ? std::string_view()
                                                : combatOutcomeId(played->outcome);
            if (*combat != judged)
                return lineError(number, "the recorded judgement is not the rules' judgement");
            const auto ms = j->find("ms");
            if (ms == j->end() || !ms->is_number_integer() || *ms < 0)
                return lineError(number, "\"ms\" must be a whole number of milliseconds");
            journal.record->moves.push_back(*move);
            journal.moveMs.push_back(ms->get<std::int64_t>());
        } else if (const auto e = j->find("end"); e != j->end()) {
            if (!referee) return lineError(number, "an end before the start line");
            std::optional<Side> resigned;
            auto result = readEnd(*e, number, resigned);
            if (!result) return result.failure();
            if (resigned) {
                if (!referee->resign(*resigned))
                    return lineError(number, "a resignation after the end of the game");
                journal.record->resigned = resigned;
            }
            if (referee->status() != result->status || referee->reason() != result->reason)
                return lineError(number, "the recorded result is not what the moves give");
            journal.record->result = *result;
            journal.ended = true;
        } else {
            return lineError(number, "neither a start, a move nor an end");
        }
        journal.completeBytes = pos;
    }
    if (number == 0) return Error{"the file holds no complete line", ErrorKind::DamagedText};
    // A game the last move ended, whose end line was never written.
    if (referee && !journal.ended && referee->isOver())
        journal.record->result = GameEnd{referee->status(), referee->reason()};
    return journal;
}

} // namespace gunjin
