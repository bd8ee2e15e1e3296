// A recorded game laid out move by move for review (棋譜): after each ply, the whole position
// and what each side knew then. A side's position is the one its SideView held - built from
// the announcements alone, so a side's review shows exactly what that side could see (R-INFO,
// F-INFO); the last step is the end, when each side was shown everything (R-END-6).
#pragma once

#include "match.h"
#include "record.h"

#include <vector>

namespace gunjin {

class GameTimeline {
public:
    // Replays `record` with the referee; an illegal move or a result the moves do not give is
    // an Error (a record is outside input).
    static Result<GameTimeline> build(const GameRecord& record);

    const RuleSet& rules() const { return m_steps.front().full.rules(); }
    // Moves played; steps run from 0 (the setups) to plies().
    std::size_t plies() const { return m_steps.size() - 1; }
    // Preconditions for the accessors: ply <= plies(); for announcement, ply < plies().
    const Position& full(std::size_t ply) const { return m_steps[ply].full; }
    const Position& seen(std::size_t ply, Side side) const {
        return m_steps[ply].seen[index(side)];
    }
    // What every player was told of move ply + 1 (announcement(0) is the first move).
    const Announcement& announcement(std::size_t ply) const { return m_announcements[ply]; }
    const GameEnd& result() const { return m_result; }
    const std::optional<Side>& resigned() const { return m_resigned; }

private:
    struct Step {
        Position full;
        Position seen[2];
    };
    std::vector<Step> m_steps;
    std::vector<Announcement> m_announcements;
    GameEnd m_result;
    std::optional<Side> m_resigned;
};

} // namespace gunjin
