// The referee: the only place that knows every type. It validates every move it is given,
// whoever sent it, judges combat and decides the end of the game (R-END-*).
// Not thread-safe; one referee belongs to one game.
#pragma once

#include "movegen.h"
#include "result.h"
#include "setup.h"

#include <vector>

namespace gunjin {

struct RevealedPiece {
    PieceId id;
    PieceType type;
    friend bool operator==(const RevealedPiece&, const RevealedPiece&) = default;
};

// What both sides learn from one move (R-INFO-1, F-INFO): the same for both of them. The
// combat square is the move's destination; `outcome` is None when nothing was fought (and for
// a strike, whose effect is `strike`). Under open judgement (H-7, F-INFO-1) `reveals` holds the
// pieces the move's combat showed to both players, in id order; otherwise it is empty.
struct Announcement {
    int ply = 0; // 1 for the first move of the game
    Side mover = Side::First;
    Move move;
    CombatOutcome outcome = CombatOutcome::None;
    GameStatus status = GameStatus::Ongoing; // after this move
    EndReason reason = EndReason::None;
    Square towFrom = kNoSquare; // a tow: where the 原爆 came from (it goes to move.from())
    StrikeResult strike;        // a strike: its target, kind and what it removed
    std::uint8_t revealCount = 0;
    std::array<RevealedPiece, 12> reveals{};
    friend bool operator==(const Announcement&, const Announcement&) = default;
};

// The effect of the legal move m in pos, as the referee announces it (ply, status and reason
// left for the caller). Needs every type: the referee's business only.
Announcement resolveMove(const Position& pos, Move m);

// Applies an announced move to a position (the referee's, or a side's view): moves, combat,
// tow or strike, counter and turn. Precondition: the announcement fits the position.
void applyAnnouncement(Position& pos, const Announcement& a);

// The pieces a move removed, by id, per side (before.aliveMask & ~after.aliveMask).
using RemovedPieces = std::array<std::uint64_t, 2>;

struct GameEnd {
    GameStatus status = GameStatus::Ongoing;
    EndReason reason = EndReason::None;
    friend bool operator==(const GameEnd&, const GameEnd&) = default;
};

// The end rules that the move itself decides, first in their order: R-END-1 or H-3's way to
// win, F-END-1. Ongoing when none applies. Precondition: every type in `after` is known.
GameEnd decisiveEnd(const Position& after, Side mover, Move m, const RemovedPieces& removed);

// The end rules in their order (R-END-1..4 with H-3; F-END-1..2), for the position `after` that
// `mover` just produced with m, which removed `removed`. Precondition: every type in `after`
// is known.
GameEnd evaluateAfterMove(const Position& after, Side mover, Move m, const RemovedPieces& removed);
// The same for a rule set whose end does not depend on what the move removed (the classic
// game won by occupation). Precondition: after.rules() is such a rule set.
GameEnd evaluateAfterMove(const Position& after, Side mover, Move m);

class Referee {
public:
    // Any position (e.g. a test scenario); every type must be known. The game is ongoing.
    explicit Referee(const Position& start);
    Referee(const Setup& first, const Setup& second);

    const Position& position() const { return m_pos; }
    GameStatus status() const { return m_end.status; }
    EndReason reason() const { return m_end.reason; }
    bool isOver() const { return m_end.status != GameStatus::Ongoing; }
    int ply() const { return m_ply; }
    // Side that resigned, when the game ended by R-END-5.
    std::optional<Side> resigned() const { return m_resigned; }

    // Plays m for the side to move; an error (and no change) if the game is over or m is not
    // legal.
    Result<Announcement> play(Move m);
    // Plays m without checking; precondition: isLegal(position(), m) and the game is ongoing.
    Announcement playLegal(Move m);
    // R-END-5; an error if the game is already over.
    Result<GameEnd> resign(Side side);

private:
    Position m_pos;
    GameEnd m_end;
    int m_ply = 0;
    std::optional<Side> m_resigned;
};

} // namespace gunjin
