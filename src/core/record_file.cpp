#include "record_file.h"

#include "guess_note_json.h"
#include "match.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>

namespace gunjin {

namespace {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

constexpr const char* kFormat = "gunjin-record-file";
constexpr int kMaxDepth = 32;

// ---- writing: one fixed layout ---------------------------------------------------------------

std::string scalarText(const OrderedJson& j) {
    // Invalid UTF-8 (never in text read through a journal) is replaced rather than thrown.
    return j.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

bool holdsContainer(const OrderedJson& obj) {
    for (const auto& item : obj.items())
        if (item.value().is_structured()) return true;
    return false;
}

// Arrays: one element per line. Objects: one key per line, but an object of scalars only (a
// setup entry, the players, the result) stands on one line.
void writeValue(std::string& out, const OrderedJson& j, int indent) {
    const std::string inner(static_cast<std::size_t>(indent + 2), ' ');
    if (j.is_array()) {
        if (j.empty()) {
            out += "[]";
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < j.size(); ++i) {
            out += inner;
            writeValue(out, j[i], indent + 2);
            out += i + 1 < j.size() ? ",\n" : "\n";
        }
        out += std::string(static_cast<std::size_t>(indent), ' ') + ']';
    } else if (j.is_object()) {
        if (j.empty()) {
            out += "{}";
            return;
        }
        const bool flat = !holdsContainer(j);
        out += flat ? "{" : "{\n";
        std::size_t i = 0;
        for (const auto& item : j.items()) {
            if (!flat) out += inner;
            out += scalarText(OrderedJson(item.key())) + ": ";
            writeValue(out, item.value(), indent + 2);
            if (++i < j.size()) out += flat ? ", " : ",\n";
        }
        out += flat ? "}" : "\n" + std::string(static_cast<std::size_t>(indent), ' ') + '}';
    } else {
        out += scalarText(j);
    }
}

OrderedJson setupArray(const Setup& s) {
    OrderedJson list = OrderedJson::array();
    for (const SetupEntry& e : s.entries())
        list.push_back(
            {{"square", s.rules().board().name(e.square)}, {"type", pieceTypeId(e.type)}});
    return list;
}

// ---- reading -----------------------------------------------------------------------------------

// Too large or too deeply nested input is refused before the parser sees it.
std::optional<std::string> precheck(std::string_view text) {
    return jsonInputProblem(text, kMaxDepth);
}

Result<Json> parseText(std::string_view text) {
    if (auto problem = precheck(text)) return Error{*problem, ErrorKind::DamagedText};
    try {
        return Json::parse(text);
    } catch (const Json::exception& e) {
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 5: ..." -> no tag
        if (auto pos = what.find("] "); pos != std::string::npos) what = what.substr(pos + 2);
        return Error{"damaged JSON: " + what, ErrorKind::DamagedText};
    }
}

bool isRecordFile(const Json& root) {
    if (!root.is_object()) return false;
    const auto f = root.find("format");
    return f != root.end() && f->is_string() && f->get<std::string>() == kFormat;
}

Result<std::string> stringKey(const Json& obj, const char* key, const std::string& where) {
    const auto it = obj.find(key);
    if (it == obj.end()) return Error{where + "missing \"" + key + "\""};
    if (!it->is_string()) return Error{where + "\"" + key + "\" must be a string"};
    return it->get<std::string>();
}

Result<JournalHeader> readHeader(const Json& root, const RuleSet& rules) {
    JournalHeader h;
    h.rules = rules.code();
    std::string mode;
    for (auto [key, field] : {std::pair{"started", &h.started}, std::pair{"mode", &mode},
                              std::pair{"level", &h.level}}) {
        auto s = stringKey(root, key, "");
        if (!s) return s.failure();
        *field = *s;
    }
    const auto parsed = parseGameMode(mode);
    if (!parsed) return Error{"unknown mode \"" + mode + "\" (cpu, hotseat or lan)"};
    h.mode = *parsed;
    auto human = stringKey(root, "human", "");
    if (!human) return human.failure();
    const auto side = parseSide(*human);
    if (!side) return Error{"\"human\" must be \"first\" or \"second\""};
    h.human = *side;
    const auto players = root.find("players");
    if (players == root.end() || !players->is_object())
        return Error{"\"players\" must be an object with \"first\" and \"second\""};
    for (Side s : {Side::First, Side::Second}) {
        auto name = stringKey(*players, std::string(sideId(s)).c_str(), "players: ");
        if (!name) return name.failure();
        h.players[index(s)] = *name;
    }
    return h;
}

std::optional<CombatOutcome> parseOutcome(const Json& j) {
    if (j.is_null()) return CombatOutcome::None;
    if (!j.is_string()) return std::nullopt;
    for (CombatOutcome o :
         {CombatOutcome::AttackerWon, CombatOutcome::DefenderWon, CombatOutcome::BothRemoved})
        if (combatOutcomeId(o) == j.get<std::string>()) return o;
    return std::nullopt;
}

std::string outcomeText(CombatOutcome o) {
    return o == CombatOutcome::None ? "no combat" : std::string(combatOutcomeId(o));
}

Result<GameEnd> readResult(const Json& root) {
    const auto res = root.find("result");
    if (res == root.end() || !res->is_object())
        return Error{"\"result\" must be an object with \"status\" and \"reason\""};
    auto status = stringKey(*res, "status", "result: ");
    if (!status) return status.failure();
    const auto st = parseGameStatus(*status);
    if (!st) return Error{"result: unknown status \"" + *status + "\""};
    const auto reason = res->find("reason");
    if (reason == res->end()) return Error{"result: missing \"reason\""};
    GameEnd end{*st, EndReason::None};
    if (*st == GameStatus::Ongoing) {
        if (!reason->is_null()) return Error{"result: an ongoing game has the reason null"};
        return end;
    }
    if (!reason->is_string()) return Error{"result: a finished game needs its reason"};
    const auto rs = parseEndReason(reason->get<std::string>());
    if (!rs || *rs == EndReason::None)
        return Error{"result: unknown reason \"" + reason->get<std::string>() + "\""};
    end.reason = *rs;
    return end;
}

std::string endText(const GameEnd& e) {
    std::string text(gameStatusId(e.status));
    if (e.reason != EndReason::None) text += ", " + std::string(endReasonId(e.reason));
    return text;
}

// "notes" (optional: left out when nobody wrote one): [{ply, side, piece, type}] in the order
// written, plies never decreasing, each a side played on this device; the piece and type are
// checked against the position of their ply while the moves are replayed.
Result<std::vector<GuessNote>> readNotes(const Json& root, const JournalHeader& header,
                                         std::size_t plies) {
    std::vector<GuessNote> notes;
    const auto list = root.find("notes");
    if (list == root.end()) return notes;
    if (!list->is_array()) return Error{"\"notes\" must be an array"};
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& n = (*list)[i];
        const std::string at = "note " + std::to_string(i + 1) + ": ";
        if (!n.is_object()) return Error{at + "must be an object"};
        const auto ply = n.find("ply");
        if (ply == n.end() || !ply->is_number_unsigned() || ply->get<std::uint64_t>() > plies ||
            (!notes.empty() && ply->get<std::uint64_t>() < notes.back().ply))
            return Error{at + "\"ply\" must be a move number in order, at most the moves played"};
        auto read = guessNoteFromJson(n, header);
        if (!read) return Error{at + read.error(), read.errorKind()};
        read->ply = std::size_t(ply->get<std::uint64_t>());
        notes.push_back(*read);
    }
    return notes;
}

Result<Journal> readRecordFileJson(const Json& root, std::size_t bytes) {
    if (!root.is_object()) return Error{"a record file is a JSON object"};
    const auto format = root.find("format");
    if (format == root.end() || !format->is_string() || format->get<std::string>() != kFormat)
        return Error{"not a record file (\"format\" must be \"" + std::string(kFormat) + "\")",
                     ErrorKind::NotOurFormat};
    const auto version = root.find("version");
    if (version == root.end() || !version->is_number_integer())
        return Error{"the version must be a whole number"};
    if (*version != kRecordFileVersion)
        return Error{"record file version " + version->dump() +
                         " is not supported (this program reads version 1)",
                     ErrorKind::NewerVersion};
    const auto rulesKey = root.find("rules");
    if (rulesKey == root.end() || !rulesKey->is_string())
        return Error{"\"rules\" must be a rule code such as \"classic\""};
    // Setups and moves are read as the game JSON they are (setup rules, move notation).
    Json game = Json::object();
    for (const char* key : {"rules", "setup", "moves"})
        if (const auto it = root.find(key); it != root.end()) game[key] = *it;
    if (!game.contains("moves")) return Error{"missing \"moves\""};
    auto record = recordFromJson(game.dump(-1, ' ', false, Json::error_handler_t::replace));
    if (!record) return record.failure();
    const RuleSet& rules = record->first.rules();
    auto header = readHeader(root, rules);
    if (!header) return header.failure();

    const std::size_t n = record->moves.size();
    const auto ms = root.find("ms");
    if (ms == root.end() || !ms->is_array() || ms->size() != n)
        return Error{"\"ms\" must be an array with one number per move"};
    const auto combats = root.find("combats");
    if (combats == root.end() || !combats->is_array() || combats->size() != n)
        return Error{"\"combats\" must be an array with one judgement per move"};

    Journal journal;
    journal.header = std::move(*header);
    auto notes = readNotes(root, journal.header, n);
    if (!notes) return notes.failure();
    Referee referee(record->first, record->second);
    std::size_t nextNote = 0;
    // The notes written before move `ply + 1`, checked against the position they were made in.
    const auto takeNotes = [&](std::size_t ply) -> Result<bool> {
        for (; nextNote < notes->size() && (*notes)[nextNote].ply == ply; ++nextNote) {
            const GuessNote& note = (*notes)[nextNote];
            auto allowed = checkGuessNote(referee.position(), note.side, note.piece, note.type);
            if (!allowed)
                return Error{"note " + std::to_string(nextNote + 1) + ": " + allowed.error(),
                             allowed.errorKind()};
            journal.notes.push_back(note);
        }
        return true;
    };
    for (std::size_t i = 0; i < n; ++i) {
        if (auto taken = takeNotes(i); !taken) return taken.failure();
        const std::string at =
            "move " + std::to_string(i + 1) + " (" + moveText(record->moves[i], rules) + "): ";
        const auto played = referee.play(record->moves[i]);
        if (!played) return Error{at + played.error(), ErrorKind::IllegalMove};
        const auto written = parseOutcome((*combats)[i]);
        if (!written)
            return Error{at + "the judgement must be null, attacker_won, defender_won or "
                              "both_removed"};
        if (*written != played->outcome)
            return Error{at + "the recorded judgement (" + outcomeText(*written) +
                         ") is not the rules' judgement (" + outcomeText(played->outcome) + ")"};
        const Json& t = (*ms)[i];
        const bool whole = t.is_number_unsigned()
                               ? t.get<std::uint64_t>() <= std::uint64_t(INT64_MAX)
                               : t.is_number_integer() && t.get<std::int64_t>() >= 0;
        if (!whole) return Error{at + "\"ms\" must be a whole number of milliseconds"};
        journal.moveMs.push_back(t.get<std::int64_t>());
    }
    if (auto taken = takeNotes(n); !taken) return taken.failure();
    const auto resigned = root.find("resigned");
    if (resigned == root.end()) return Error{"missing \"resigned\" (null when nobody resigned)"};
    if (!resigned->is_null()) {
        const auto side =
            resigned->is_string() ? parseSide(resigned->get<std::string>()) : std::optional<Side>();
        if (!side) return Error{"\"resigned\" must be \"first\", \"second\" or null"};
        if (!referee.resign(*side)) return Error{"a resignation after the end of the game"};
        record->resigned = *side;
    }
    auto result = readResult(root);
    if (!result) return result.failure();
    const GameEnd given{referee.status(), referee.reason()};
    if (!(*result == given))
        return Error{"the recorded result (" + endText(*result) + ") is not what the moves give (" +
                     endText(given) + ")"};
    record->result = given;
    journal.record = std::move(*record);
    journal.ended = referee.isOver();
    journal.completeBytes = bytes;
    return journal;
}

} // namespace

std::string recordFileJson(const Journal& journal) {
    assert(journal.record);
    const GameRecord& record = *journal.record;
    const RuleSet& rules = record.first.rules();
    OrderedJson moves = OrderedJson::array(), ms = OrderedJson::array(),
                combats = OrderedJson::array();
    Referee referee(record.first, record.second);
    bool legal = true;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Move m = record.moves[i];
        moves.push_back(moveText(m, rules));
        ms.push_back(i < journal.moveMs.size() && journal.moveMs[i] > 0 ? journal.moveMs[i]
                                                                        : std::int64_t{0});
        const auto played = legal ? referee.play(m) : Result<Announcement>(Error{""});
        assert(played); // the journal's moves were played or replayed by the referee
        legal = legal && played.ok();
        combats.push_back(played && played->outcome != CombatOutcome::None
                              ? OrderedJson(combatOutcomeId(played->outcome))
                              : OrderedJson(nullptr));
    }
    GameEnd result = record.result;
    if (legal && record.resigned && !referee.isOver()) (void)referee.resign(*record.resigned);
    // The last move ended the game but the end line was never written: what the moves give.
    if (legal && result.status == GameStatus::Ongoing && referee.isOver())
        result = {referee.status(), referee.reason()};
    const JournalHeader& h = journal.header;
    OrderedJson root = {
        {"format", kFormat},
        {"version", kRecordFileVersion},
        {"rules", rules.code()},
        {"started", h.started},
        {"mode", gameModeId(h.mode)},
        {"level", h.level},
        {"human", sideId(h.human)},
        {"players", {{"first", h.players[0]}, {"second", h.players[1]}}},
        {"setup", {{"first", setupArray(record.first)}, {"second", setupArray(record.second)}}},
        {"moves", std::move(moves)},
        {"ms", std::move(ms)},
        {"combats", std::move(combats)},
        {"resigned", record.resigned ? OrderedJson(sideId(*record.resigned)) : OrderedJson()},
        {"result",
         {{"status", gameStatusId(result.status)},
          {"reason", result.reason == EndReason::None ? OrderedJson()
                                                      : OrderedJson(endReasonId(result.reason))}}}};
    // The players' guess notes, when they wrote any (files of games without notes keep the
    // layout they always had).
    if (!journal.notes.empty()) {
        OrderedJson notes = OrderedJson::array();
        for (const GuessNote& n : journal.notes) {
            OrderedJson entry = {{"ply", n.ply}};
            entry.update(guessNoteToJson(n));
            notes.push_back(std::move(entry));
        }
        root["notes"] = std::move(notes);
    }
    std::string out;
    writeValue(out, root, 0);
    out += '\n';
    return out;
}

Result<Journal> readRecordFile(std::string_view text) {
    auto root = parseText(text);
    if (!root) return root.failure();
    return readRecordFileJson(*root, text.size());
}

Result<std::string> journalToRecordFile(std::string_view journalText) {
    auto journal = readJournal(journalText);
    if (!journal) return Error{"journal: " + journal.error(), journal.errorKind()};
    if (!journal->record) return Error{"the journal holds no game (its start line is missing)"};
    return recordFileJson(*journal);
}

Result<GameRecord> gameFromJson(std::string_view text, const RulesInput& given) {
    if (text.size() <= kMaxJsonBytes && !precheck(text)) {
        Json root = Json::parse(text, nullptr, false);
        if (!root.is_discarded() && isRecordFile(root)) {
            auto journal = readRecordFileJson(root, text.size());
            if (!journal) return Error{"record file: " + journal.error(), journal.errorKind()};
            const RuleSet& rules = journal->record->first.rules();
            if (given.rules && !(*given.rules == rules))
                return Error{"the input's rules \"" + rules.code() + "\" differ from --rules \"" +
                             given.rules->code() + "\""};
            return std::move(*journal->record);
        }
    }
    return recordFromJson(text, given);
}

Result<std::vector<std::string>> recordViewLines(const GameRecord& record, Side side) {
    const RuleSet& rules = record.first.rules();
    const Setup& own = side == Side::First ? record.first : record.second;
    Match match(record.first, record.second);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const auto played = match.play(record.moves[i]);
        if (!played)
            return Error{"move " + std::to_string(i + 1) + " (" + moveText(record.moves[i], rules) +
                             "): " + played.error(),
                         ErrorKind::IllegalMove};
    }
    if (record.resigned && !match.resign(*record.resigned))
        return Error{"a resignation after the end of the game"};
    const Referee& referee = match.referee();
    const GameEnd given{referee.status(), referee.reason()};
    if (record.result.status != GameStatus::Ongoing && !(record.result == given))
        return Error{"the recorded result (" + endText(record.result) +
                     ") is not what the moves give (" + endText(given) + ")"};

    std::vector<std::string> lines;
    // The start: the side's own setup and the opponent as a fresh view of it shows it.
    const SideView start(own);
    const BoardLayout& b = rules.board();
    OrderedJson mine = OrderedJson::array(), theirs = OrderedJson::array();
    start.position().forEachOnBoard([&](Square s, const Piece& p) {
        OrderedJson piece = {{"square", b.name(s)}, {"type", pieceTypeId(p.type)}};
        (p.side == side ? mine : theirs).push_back(std::move(piece));
    });
    lines.push_back(OrderedJson{{"event", "start"},
                                {"rules", rules.code()},
                                {"side", sideId(side)},
                                {"own", std::move(mine)},
                                {"opponent", std::move(theirs)}}
                        .dump());
    const SideView& view = match.view(side);
    for (const Announcement& a : view.announcements())
        lines.push_back(announcementToJson(a, rules));
    if (view.endEvent()) lines.push_back(endEventToJson(*view.endEvent(), rules));
    return lines;
}

} // namespace gunjin
