// A game record: both setups, the moves and the result. Replays to any ply through the
// referee, so a record that breaks a rule is refused rather than trusted.
#pragma once

#include "referee.h"
#include "view.h"

#include <vector>

namespace gunjin {

struct GameRecord {
    Setup first;
    Setup second;
    std::vector<Move> moves;
    std::optional<Side> resigned; // resignation after the last move
    GameEnd result;               // as recorded; Ongoing for an unfinished game

    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// The referee after the first `plies` moves (0 ≤ plies ≤ moves.size()); an error naming the
// first illegal move. The resignation, if any, is applied only when replaying every move.
Result<Referee> replay(const GameRecord& record, std::size_t plies);

// Replays the whole record and checks that the recorded result is the one the rules give
// (a recorded Ongoing result is filled in rather than compared).
Result<Referee> replayAll(const GameRecord& record);

// The whole game as one side can rebuild it once it is over (a LAN player's record): its own
// setup, the opponent's from the end's reveal (every piece, removed ones too: R-END-6), the
// moves it was told and the resignation; replayed by the referee, so a reveal that does not
// fit the game is an Error. Precondition-free: a game not yet over is an Error too.
Result<GameRecord> recordFromEndedView(const SideView& view);

} // namespace gunjin
