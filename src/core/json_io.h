// JSON reading and writing of positions, setups, game records and side views (the formats of
// ../shared/spec/cli.md, plus versioned records). Readers take untrusted text: every problem
// comes back as an Error naming it; nothing throws out of these functions.
#pragma once

#include "public_view.h"
#include "record.h"
#include "view.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gunjin {

// Input larger than this is refused before parsing.
constexpr std::size_t kMaxJsonBytes = 4 * 1024 * 1024;

// Outside JSON too large (kMaxJsonBytes) or nested deeper than `maxDepth`, said in words; checked
// before a parser sees the text. nullopt when it may be parsed.
std::optional<std::string> jsonInputProblem(std::string_view text, int maxDepth);

// Every JSON object written here names its rule set ("rules": the canonical rule code), but
// the move and end events of a side's stream, whose start event names it for the whole stream. A
// reader takes the rule set from the text's "rules" (absent: classic) unless the caller names one;
// when both are given they must agree.
struct RulesInput {
    std::optional<RuleSet> rules; // what the caller was told (gunjin-cli --rules)
};
// The rule set of a JSON object: its "rules" reconciled with the caller's.
Result<RuleSet> rulesOfJson(std::string_view text, const RulesInput& given);

struct PositionInput {
    // Allow "type": "unknown" (a side's view) for pieces of the side NOT to move.
    bool allowUnknownOpponent = false;
    std::optional<RuleSet> rules; // see RulesInput
};

// {"rules"?, "to_move", "no_combat_plies"?, "pieces": [{"square","side","type"}...]}; a type
// must belong to the rule set's army.
Result<Position> positionFromJson(std::string_view text, PositionInput options = {});
// Pieces in square order; ids are not written (they are the setup squares).
std::string positionToJson(const Position& pos);

// {"rules"?, "pieces": [{"square","type","side"?}...]} of one side, unchecked against the setup
// rules (see checkSetup) but refused for unknown names, a type of the other game or two pieces
// on one square.
Result<std::vector<SetupEntry>> setupEntriesFromJson(std::string_view text, const RuleSet& rules,
                                                     Side side);
// The classic game's.
Result<std::vector<SetupEntry>> setupEntriesFromJson(std::string_view text, Side side);
// {"rules", "pieces": [{"square","side","type"}...]} in square order: what
// setupEntriesFromJson reads.
std::string setupToJson(const Setup& setup);

// Game records: {"format":"gunjin-record","version":1,"rules","setup":{"first":[...],
// "second":[...]}, "moves":[...],"resigned"?,"result"?}. "rules" is optional: records written
// before rule sets have none and are classic games. The reader also takes the bare game of cli.md
// (setup and moves only, with "rules" optional). Setups must be legal; moves must parse (legality:
// see replay).
Result<GameRecord> recordFromJson(std::string_view text, const RulesInput& given = {});
std::string recordToJson(const GameRecord& record);

// The object `gunjin-cli apply` prints (cli.md): move, combat, status, reason, position.
std::string moveResultToJson(const Announcement& a, const Position& after);
// The state of a game: {"ply", "status", "reason", "position"}.
std::string gameStateToJson(const Referee& referee);

// One side's view: board, counters, result, lost pieces and every event it was told.
// Contains nothing the side may not know.
std::string viewToJson(const SideView& view);
std::string announcementToJson(const Announcement& a, const RuleSet& rules);
std::string endEventToJson(const EndEvent& e, const RuleSet& rules);
// The readers of those two events, for a seat that receives them over a network, in the game
// of `rules` (the stream's start event names it): the shape and ids are checked here (a combat
// square other than the destination, a result without a reason, ...); whether an event fits
// the game is SideView::apply's and applyEnd's business.
Result<Announcement> announcementFromJson(std::string_view text, const RuleSet& rules);
Result<EndEvent> endEventFromJson(std::string_view text, const RuleSet& rules);
// The first line of a side's stream: the rule set, its own setup and the squares the opponent
// holds (and the federation marshal, which is public).
std::string startEventToJson(const SideView& view);
// Its reader: the view a side starts from. The own setup must be legal and the opponent on
// exactly its territory. A start event without "rules" is the classic game's.
Result<SideView> startEventFromJson(std::string_view text);
// The first line of a spectator's stream: {"event": "start", "rules", "spectator": true} - the
// rule set alone, since both armies stand on their territories with nothing else public.
std::string publicStartEventToJson(const PublicView& view);
Result<PublicView> publicStartEventFromJson(std::string_view text);

} // namespace gunjin
