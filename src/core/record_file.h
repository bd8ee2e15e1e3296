// A record file: one JSON document holding a whole game as the app keeps it in its journal
// (journal.h) - the header, both setups, every move with its milliseconds and its judgement,
// the resignation and the result - for export, import and review (docs/records.md).
//
//   {"format": "gunjin-record-file", "version": 1, "rules": CODE, "started", "mode", "level",
//    "human", "players": {"first", "second"}, "setup": {"first": [...], "second": [...]},
//    "moves": [...], "ms": [...], "combats": [...], "resigned", "result": {"status", "reason"}}
//
// "rules", "setup" and "moves" are those of the game JSON of ../shared/spec/cli.md, so every
// reader of games (gunjin-cli replay, ai-move, record-view) takes a record file as well. The
// text is written in one fixed layout (keys in this order, 2-space indent, one array element
// per line, a final line end): export -> import -> export gives the same bytes. Readers take
// untrusted text: every problem is an Error saying what is wrong; nothing throws out of them.
#pragma once

#include "journal.h"
#include "json_io.h"

#include <string>
#include <string_view>
#include <vector>

namespace gunjin {

constexpr int kRecordFileVersion = 1;

// The record file of a journal's game. Precondition: journal.record holds the game (the start
// line was read) and its moves are legal. A result the journal leaves ongoing although the moves
// ended the game (the end line was never written) is written as the moves give it.
std::string recordFileJson(const Journal& journal);

// Reads a record file and replays it with the referee: damaged JSON, an unknown format or
// version, a missing or malformed key, an illegal move, a judgement that is not the rules',
// a resignation after the end or a result the moves do not give is an Error naming it. The
// journal comes back as readJournal would give it for the complete journal of the game (ended
// when the game is over; never cut off).
Result<Journal> readRecordFile(std::string_view text);

// A journal (JSON Lines, as the app writes it) as a record file: readJournal, then
// recordFileJson. A cut last line is left out, as readJournal does; a journal without its
// start line holds no game and is an Error.
Result<std::string> journalToRecordFile(std::string_view journalText);

// A game for the commands that read one: a record file (read and checked in full by
// readRecordFile; its rules must agree with `given`) or anything recordFromJson reads (the game
// JSON of cli.md, a gunjin-record).
Result<GameRecord> gameFromJson(std::string_view text, const RulesInput& given = {});

// What `side` saw of a game, as JSON lines (gunjin-cli record-view; docs/records.md): a start
// line with its own setup and the opponent's pieces as the side sees them ("unknown", but what
// the rule set makes public: the federation marshal), one line per move - the announcement as
// the side's SideView received it (under open judgement with the types the combat showed) -
// and, once the game is over, the end event with the full reveal. Built by replaying the game
// in a Match: the lines come from the side's view, never from the full position. An illegal
// move, a resignation after the end or a recorded result the moves do not give is an Error.
Result<std::vector<std::string>> recordViewLines(const GameRecord& record, Side side);

} // namespace gunjin
