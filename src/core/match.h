// A game as the referee runs it: the referee, each side's view, and each side's event stream.
// The stream (JSON lines) is all a seat - a UI, the CPU, a network peer - ever receives:
// a start event with its own setup, one event per move, and the end with the reveal.
// Not thread-safe; owned by whoever referees (the app's controller, the room server).
#pragma once

#include "record.h"
#include "view.h"

#include <string>
#include <vector>

namespace gunjin {

class Match {
public:
    Match(const Setup& first, const Setup& second);

    const Referee& referee() const { return m_referee; }
    const SideView& view(Side s) const { return m_views[index(s)]; }
    const std::vector<std::string>& stream(Side s) const { return m_streams[index(s)]; }
    bool isOver() const { return m_referee.isOver(); }

    // Validates and plays a move of the side to move; tells both sides.
    Result<Announcement> play(Move m);
    Result<GameEnd> resign(Side side);

    GameRecord record() const;

private:
    void tell(const Announcement& a);
    void finish();

    Setup m_setups[2];
    Referee m_referee;
    SideView m_views[2];
    std::vector<std::string> m_streams[2];
    std::vector<Move> m_moves;
};

} // namespace gunjin
