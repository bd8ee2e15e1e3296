// A game as the referee runs it: the referee, each side's view, and each side's event stream.
// The stream (JSON lines) is all a seat - a UI, the CPU, a network peer - ever receives:
// a start event with its own setup, one event per move, and the end with the reveal. A
// spectator's stream is the public start, the same move lines, and an end revealing both armies.
// Not thread-safe; owned by whoever referees (the app's controller, the room server).
#pragma once

#include "public_view.h"
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
    // The side's stream: its start line, one line per move (the same for both sides, stored
    // once), and the end line once the game is over.
    std::size_t streamSize(Side s) const {
        return 1 + m_moveLines.size() + (m_endLines[index(s)].empty() ? 0 : 1);
    }
    // Line i of the side's stream. Precondition: i < streamSize(s).
    const std::string& streamLine(Side s, std::size_t i) const;
    std::vector<std::string> stream(Side s) const; // all of it, copied
    // The spectators' stream, as the sides' above (a spectator builds its PublicView from it;
    // the match keeps none: a room server holds many matches).
    std::size_t publicStreamSize() const {
        return 1 + m_moveLines.size() + (m_publicEndLine.empty() ? 0 : 1);
    }
    const std::string& publicStreamLine(std::size_t i) const;
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
    std::string m_startLines[2];
    std::string m_publicStartLine;
    std::string m_publicEndLine;
    std::vector<std::string> m_moveLines;
    std::string m_endLines[2];
    std::vector<Move> m_moves;
};

} // namespace gunjin
