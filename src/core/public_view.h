// What a spectator may know: the public view (R-INFO, F-INFO as told to nobody's side). The
// squares of every piece, every move, and per combat what the rule set's judgement mode shows
// to both sides (the square and the outcome; under open judgement the two types, as each
// announcement's reveals; the federation marshal is public). No other type before the end,
// whose event then reveals both armies. A PublicView is built from the rule set and the
// referee's announcements alone - the same announcements the seats get - so a spectator's
// stream cannot depend on a hidden type.
#pragma once

#include "view.h"

#include <optional>
#include <vector>

namespace gunjin {

// The end of the game as told to a spectator: the result and every piece of both armies with
// its true type, removed ones included, in id order. Precondition: the game is over.
EndEvent publicEndEvent(const Referee& referee);

class PublicView {
public:
    // The start of a game of `rules`: each army on its territory, every type unknown but the
    // public ones (F-INFO-3).
    explicit PublicView(const RuleSet& rules);
    // `full` with every type unknown but the public ones.
    static PublicView fromPosition(const Position& full);

    const RuleSet& rules() const { return m_pos.rules(); }
    const Position& position() const { return m_pos; }
    const Position& start() const { return m_start; }
    int ply() const { return m_ply; }
    GameStatus status() const { return m_end.status; }
    EndReason reason() const { return m_end.reason; }
    bool isOver() const { return m_end.status != GameStatus::Ongoing; }
    const std::vector<Announcement>& announcements() const { return m_history; }
    const std::optional<EndEvent>& endEvent() const { return m_endEvent; }

    // The next announcement; one that does not fit (a network peer sent it) is refused with an
    // error and changes nothing. Checked as a side checks its opponent's moves, for both sides.
    Result<bool> apply(const Announcement& a);
    // The end: the result must follow the announcements (or be a resignation) and the reveal
    // name every piece of both armies, consistently with everything the game showed; refused
    // with an error, changing nothing, otherwise.
    Result<bool> applyEnd(const EndEvent& e);

private:
    explicit PublicView(const Position& pos) : m_pos(pos), m_start(pos) {}
    Position m_pos;
    Position m_start;
    bool m_fullArmies = false; // built from the rules: both sides set up whole armies
    int m_ply = 0;
    GameEnd m_end;
    std::vector<Announcement> m_history;
    std::optional<EndEvent> m_endEvent;
};

} // namespace gunjin
