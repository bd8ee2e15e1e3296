// A guess note's JSON object, {"side", "piece", "type" | null}, as the journal's note lines and
// the record file's "notes" both hold it. Internal to the core (it speaks nlohmann-json).
#pragma once

#include "guess_notes.h"
#include "journal.h"

#include <nlohmann/json.hpp>

namespace gunjin {

nlohmann::ordered_json guessNoteToJson(const GuessNote& note);

// Reads side, piece and type (the caller checks that `n` is an object, reads any ply, and
// checks the note against the position): an Error saying what is wrong, without a place - the
// caller names the line or the note. Only a side played on this device (`header`) takes notes.
Result<GuessNote> guessNoteFromJson(const nlohmann::json& n, const JournalHeader& header);

} // namespace gunjin
