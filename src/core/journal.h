// A game's journal: the record file an app appends to while the game goes on, one JSON object
// per line, so that a crash at any moment loses at most the line being written.
//
//   {"format":"gunjin-journal","version":1,"rules":CODE,"started":ISO-8601,"mode":"cpu",
//    "level":"easy","human":"first","players":{"first":NAME,"second":NAME}}
//   {"start": <a gunjin-record without moves: both setups>}
//   {"move":"b4-b5","ms":1830,"combat":"attacker_won"}      one line per ply
//   {"end":{"status":"first_won","reason":"occupation","resigned":"second"}}
//
// Between the start and the end, a player's guess note (guess_notes.h) is a line of its own,
// made after the moves above it; "type" null clears the note:
//
//   {"note":{"side":"first","piece":31,"type":"general"}}
//
// Only a side played on this device writes notes: the human side of a CPU or LAN game, either
// side of a hot-seat game.
//
// The journal of a game this device referees holds both setups (it is kept where the referee
// runs); what a side's screen shows of it while the game is on is that side's view only.
// A LAN game is refereed by the room's server: its journal ("mode":"lan") is the side's own
// view as it was told, and the opponent's setup enters only with the end's reveal:
//
//   {"view": <the side's start event (json_io.h)>}
//   {"seat": {"room":LINK,"token":HEX,"seq":4,"in_app":true,"held_here":false}}
//   {"told": <a move event as the side was told it>, "ms":1830, "seq":5}   one line per ply
//   {"end": <the end event, with the reveal of every opponent piece>, "seq":9}
// or, instead of the end, when the room went and the game cannot go on:
//   {"stopped": {"reason":"room_gone"}}
// The seat line keeps what takes the seat back after the app stopped (docs/protocol.md
// `resume`): the room's link, the seat's token, the room's event number (`seq`, raised by the
// told and end lines), whether the room lived in an app (`in_app`) and in this one
// (`held_here`: it ended when this app stopped). The token is the seat's secret: it is kept
// here only, never exported with the game.
// Readers take untrusted text: every problem is an Error naming the line.
#pragma once

#include "guess_notes.h"
#include "record.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gunjin {

// How a game was played: against the CPU, two people at one device, or a LAN room. Files
// write it as "cpu", "hotseat" or "lan" (gameModeId); everything else uses the enum.
enum class GameMode : std::uint8_t { Cpu, HotSeat, Lan };
std::string_view gameModeId(GameMode mode);
// The mode of a file's "mode" text; nullopt for anything else (untrusted input).
std::optional<GameMode> parseGameMode(std::string_view id);

// Who plays and how: what the list of games and 続きから need besides the moves.
struct JournalHeader {
    std::string rules;   // canonical rule code (filled from the setups when written)
    std::string started; // when the game started, ISO 8601 in UTC ("2026-12-01T10:15:00Z")
    GameMode mode = GameMode::Cpu;
    std::string level;        // the CPU's level id in a CPU game, else ""
    Side human = Side::First; // a CPU or LAN game: the side played on this device
    std::string players[2];   // the names shown for 先手 and 後手

    friend bool operator==(const JournalHeader&, const JournalHeader&) = default;
};

// A LAN journal's seat (see above): what takes it back with `resume`.
struct JournalSeat {
    std::string room;  // the room's link, gunjin://HOST:PORT/ROOM or gunjins://…
    std::string token; // the seat's secret: 32 hex digits
    std::uint64_t seq = 0;
    bool inApp = false;
    bool heldHere = false;
    friend bool operator==(const JournalSeat&, const JournalSeat&) = default;
};

// Why a LAN game stopped for good before its end (the stopped line): its room went.
enum class StopReason : std::uint8_t {
    RoomGone,   // "room_gone": the server no longer has the room or the seat
    AppGone,    // "app_gone": the room lived in the other player's app, which stopped
    AppClosed,  // "app_closed": the room lived in this app, which stopped
    RoomClosed, // "room_closed": the room closed (its 24 hours were up) during the game
    Left,       // "left": this side left the room, and its end never came
};
std::string_view stopReasonId(StopReason reason);
std::optional<StopReason> parseStopReason(std::string_view id);

struct Journal {
    JournalHeader header;
    // Both setups, every complete move line, the resignation and the result; nullopt while
    // the start line has not been written (the game never began).
    // A LAN journal: the game may only be rebuilt whole (record) once the end's reveal is in.
    std::optional<GameRecord> record;
    // A LAN journal: the view of the side played here, as far as it was told, and as it was
    // at the start (to tell the game's moves again from).
    std::optional<SideView> sideView;
    std::optional<SideView> startView;
    std::vector<std::int64_t> moveMs; // per move: milliseconds the mover took
    std::vector<GuessNote> notes;     // the players' guess notes, in the order written
    bool ended = false;               // the end line is there
    // A LAN journal: the seat line, its seq raised by every later line that has one.
    std::optional<JournalSeat> seat;
    // A LAN journal: the stopped line is there (the game cannot go on; no line follows).
    std::optional<StopReason> stopped;
    // The last line had no line end: the app stopped while writing it. It is not read; the
    // game goes on from the move before it.
    bool cutOff = false;
    // Bytes of the text that were read (up to and including the last complete line).
    std::size_t completeBytes = 0;

    // The number of moves played.
    std::size_t plies() const {
        return record ? record->moves.size() : sideView ? sideView->announcements().size() : 0;
    }
    // Decided: by the end line, or by the last move when the app stopped before writing it.
    bool finished() const { return record && record->result.status != GameStatus::Ongoing; }
};

std::string journalHeaderLine(const JournalHeader& header);
// The start line: both setups (of one rule set).
std::string journalStartLine(const Setup& first, const Setup& second);
// A move line: the move as announced (its combat outcome is written for a reader's eyes and
// checked again on reading) and the milliseconds the mover took.
std::string journalMoveLine(const Announcement& a, const RuleSet& rules, std::int64_t ms);
// The end line: the result, and who resigned if anyone did.
std::string journalEndLine(const GameEnd& end, std::optional<Side> resigned);
// A guess note line (its ply is where it stands in the file).
std::string journalNoteLine(const GuessNote& note);

// A LAN journal's lines. The view line is written at the start (precondition: view.ply() == 0);
// a told line per announcement the side applied; the end line once the end event is applied.
std::string journalViewLine(const SideView& view);
// `seq`: the room's number of the event, for the seat line's resume (none in older files).
std::string journalToldLine(const Announcement& a, const RuleSet& rules, std::int64_t ms,
                            std::optional<std::uint64_t> seq = std::nullopt);
std::string journalEndEventLine(const EndEvent& e, const RuleSet& rules,
                                std::optional<std::uint64_t> seq = std::nullopt);
// After the view line (precondition: a 32-hex-digit token, a room link).
std::string journalSeatLine(const JournalSeat& seat);
std::string journalStoppedLine(StopReason reason);

// What a list of games shows, read without replaying the moves: the header, the number of
// move lines and the end line's result. Fast enough for a thousand files; the moves are
// checked when the game is opened (readJournal).
struct JournalSummary {
    JournalHeader header;
    std::size_t plies = 0;             // complete move lines
    bool started = false;              // the start line (both setups; a LAN side's view line) is
                                       // there: the game began
    std::optional<GameEnd> end;        // from the end line; nullopt when there is none
    std::optional<Side> resigned;      // who resigned, when the end line says so
    bool seat = false;                 // a LAN journal's seat line is there
    std::optional<StopReason> stopped; // from a LAN journal's stopped line
};

// A damaged header or end line is an Error naming the line; move lines are only counted.
Result<JournalSummary> summarizeJournal(std::string_view text);

// Reads a journal and replays it with the referee: an unknown format or version, a damaged
// line, an illegal move, a judgement that differs from the rules' or a result the moves do not
// give is an Error naming the line. A last line without a line end is left out (cutOff).
// A LAN journal is replayed through the side's view (SideView::apply and applyEnd check each
// event) and, once ended, rebuilt whole from the reveal (recordFromEndedView).
Result<Journal> readJournal(std::string_view text);

} // namespace gunjin
