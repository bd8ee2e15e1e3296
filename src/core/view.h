// What one side may know (R-INFO-1, F-INFO): its own types, the squares of all pieces, every
// move, and for each combat what the rule set's judgement mode shows (the square and the
// outcome; under open judgement also the two pieces' types, as each announcement's reveals; the
// federation marshal is public). A SideView is built from the side's own setup and the
// referee's announcements alone, so a CPU, a UI or a network client holding one cannot learn
// more than that (R-INFO-2, F-INFO-3); the other opponent types arrive only at the end. Shown
// types stay in the announcements: the board keeps an opponent piece face down (F-INFO-1).
#pragma once

#include "referee.h"

#include <vector>

namespace gunjin {

// The end of the game as told to one side: result and every opponent type (R-END-6).
struct EndEvent {
    GameStatus status = GameStatus::Ongoing;
    EndReason reason = EndReason::None;
    std::optional<Side> resigned;
    std::vector<RevealedPiece> reveal; // opponent pieces, in id order
    friend bool operator==(const EndEvent&, const EndEvent&) = default;
};

// The end event the referee sends to `viewer`. Precondition: the game is over.
EndEvent endEventFor(const Referee& referee, Side viewer);

class SideView {
public:
    // Start of a game: the own setup; every square of the opponent's territory holds an
    // opponent piece of unknown type (but the federation marshal, F-INFO-3).
    explicit SideView(const Setup& own);
    // `full` as `side` may see it: opponent types replaced by Unknown (but the federation
    // marshal).
    static SideView fromPosition(const Position& full, Side side);

    Side side() const { return m_side; }
    const Position& position() const { return m_pos; }
    int ply() const { return m_ply; }
    GameStatus status() const { return m_end.status; }
    EndReason reason() const { return m_end.reason; }
    bool isOver() const { return m_end.status != GameStatus::Ongoing; }
    const std::vector<Announcement>& announcements() const { return m_history; }
    const std::optional<EndEvent>& endEvent() const { return m_endEvent; }

    const RuleSet& rules() const { return m_pos.rules(); }
    // Pieces of our side that were removed, by type.
    std::array<int, kTypeCount> ownLost() const;
    // Number of opponent pieces removed.
    int opponentLost() const;

    // Applies the next announcement. Announcements come from outside (a network peer), so one
    // that does not fit this view is refused with an error and changes nothing.
    Result<bool> apply(const Announcement& a);
    // Applies the end of the game; refused if it does not fit (wrong ids, game not over...).
    Result<bool> applyEnd(const EndEvent& e);

private:
    SideView(Side side, const Position& pos) : m_side(side), m_pos(pos) {}
    Side m_side;
    Position m_pos;
    int m_ply = 0;
    GameEnd m_end;
    std::vector<Announcement> m_history;
    std::optional<EndEvent> m_endEvent;
};

} // namespace gunjin
