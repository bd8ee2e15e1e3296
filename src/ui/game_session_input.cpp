// GameSession's board input: clicks, hovering and Escape on the board, by phase (the setup
// editor, the seat to move, the messages when it is not the viewer's turn). Split from
// game_session.cpp, which keeps the game's life cycle.
#include "game_session.h"

#include "human_seat.h"

namespace gunjin::ui {

// ---- Board input -------------------------------------------------------------------------------

void GameSession::clickSquare(int square) {
    if (m_motion.busy()) {
        m_motion.skip(); // a click during the motion skips it
        // and, when that makes it the player's move, counts as the player's click too: a
        // play-tester who picked a piece while the CPU's move still played saw nothing happen.
        if (m_motion.busy() || m_phase != Phase::Play || !humanToMove()) return;
    }
    if (!validSquare(square) || m_blind) return;
    const auto s = static_cast<Square>(square);
    switch (m_phase) {
    case Phase::Setup:
        if (m_editor.isOpen()) m_motion.glide([this, s] { m_editor.click(s); });
        break;
    case Phase::Play:
        // A click on an opponent piece with nothing chosen is most often an attack begun the
        // wrong way round: say how to attack, and how to note it (a right click, M), rather
        // than open the note unasked.
        if (selectedSquare() < 0 && canGuess(square))
            m_narrator.prompt(tr("相手の駒です。攻めるときは、先に自分の駒を選びます。右クリックか "
                                 "M キーで、この駒の予想をメモできます。"));
        else if (!humanToMove())
            m_narrator.say(m_mode->waitHint());
        else
            viewerSeat()->click(s);
        break;
    case Phase::Over: m_narrator.say(m_mode->overHint()); break;
    case Phase::Menu: break;
    }
}

void GameSession::hoverSquare(int square) {
    if (!humanToMove()) return;
    viewerSeat()->hover(validSquare(square) ? static_cast<Square>(square) : kNoSquare);
}

void GameSession::cancelSelection() {
    if (m_motion.busy()) {
        m_motion.skip(); // Escape during the motion only skips it
        return;
    }
    if (m_blind) return;
    if (m_phase == Phase::Setup) {
        m_editor.cancelSelection();
    } else if (HumanSeat* seat = viewerSeat(); seat && humanToMove()) {
        seat->cancelSelection();
    }
}

} // namespace gunjin::ui
