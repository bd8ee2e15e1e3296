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

// The end of the game as told to one side: result and every opponent type (R-END-6), of the
// pieces still on the board and of those removed alike.
struct EndEvent {
    GameStatus status = GameStatus::Ongoing;
    EndReason reason = EndReason::None;
    std::optional<Side> resigned;
    std::vector<RevealedPiece> reveal; // every opponent piece, removed ones included, in id order
    friend bool operator==(const EndEvent&, const EndEvent&) = default;
};

// The end event the referee sends to `viewer`: every opponent piece of the game with its true
// type (the referee's position keeps a removed piece's type). Precondition: the game is over.
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
    // The position before the first announcement, as this side saw it (its own setup).
    const Position& start() const { return m_start; }
    // Pieces of our side that were removed, by type.
    std::array<int, kTypeCount> ownLost() const;
    // Number of opponent pieces removed.
    int opponentLost() const;
    // Opponent pieces removed whose type this side knows, by type: before the end none but a
    // public type (F-INFO-3: the federation marshal); after the end (R-END-6) every one, under
    // its true type, summing to opponentLost().
    std::array<int, kTypeCount> opponentLostByType() const;
    // Pieces of `s` used up by its own strikes, by type (F-STRIKE-3, F-STRIKE-4: a missile
    // strikes once; a launch spends the 原爆 too, also in an air collision). Public to both
    // sides: only a missile strikes, and a launch is a move of its own kind. They are counted
    // in ownLost() / opponentLost() too: they left the board, but nobody took them.
    std::array<int, kTypeCount> spent(Side s) const;

    // Applies the next announcement. Announcements come from outside (a network peer), so one
    // that does not fit this view is refused with an error and changes nothing.
    Result<bool> apply(const Announcement& a);
    // Applies the end of the game; refused with an error, changing nothing, if it does not fit:
    // a result that does not follow the announcements, a reveal that misses an opponent piece,
    // names one twice or names another, a type the army lacks or has fewer of, a type other
    // than the one the rules made public (F-INFO-3) or a combat showed (H-7, F-INFO-1), an
    // opponent setup against the setup rules, or types under which the referee would have
    // announced any move of the game otherwise (a mine that moved, an outcome the combat
    // table does not give...).
    Result<bool> applyEnd(const EndEvent& e);

private:
    SideView(Side side, const Position& pos) : m_side(side), m_pos(pos), m_start(pos) {}
    // The reveal checked against the game; an error message, or empty when it fits.
    std::string checkReveal(const std::vector<RevealedPiece>& reveal) const;
    Side m_side;
    Position m_pos;
    Position m_start;        // the position before the first announcement, as this side saw it
    bool m_fullArmy = false; // built from a setup: the opponent set up a whole army
    int m_ply = 0;
    GameEnd m_end;
    std::vector<Announcement> m_history;
    std::optional<EndEvent> m_endEvent;
};

} // namespace gunjin
