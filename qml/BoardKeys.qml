// The keyboard on the 3D board: arrow keys move the cursor square (BoardView.moveCursor),
// Enter and Space click it, M writes a guess note; any key skips the board's motion. The
// button board's buttons handle their own keys through the same functions.
// A Control for its focus reason: only Tab (visualFocus) shows the cursor, not the focus
// coming back from a dialog or a menu closed with the mouse.
import QtQuick
import QtQuick.Controls

Control {
    id: keys
    objectName: "boardKeys"
    // The BoardView whose cursor the keys move.
    required property Item view
    focus: !view.buttonMode
    // Disabled rather than taken out of the tab chain: an item may not leave the chain while
    // it holds the active focus (Qt warns), a disabled one hands the focus on.
    enabled: !view.buttonMode
    activeFocusOnTab: true
    // Reached by Tab: show the cursor (a press on the board hides it again).
    onVisualFocusChanged: if (visualFocus) view.keyboardUsed = true
    Keys.onLeftPressed: view.moveCursor(-1, 0)
    Keys.onRightPressed: view.moveCursor(1, 0)
    Keys.onUpPressed: view.moveCursor(0, 1)
    Keys.onDownPressed: view.moveCursor(0, -1)
    Keys.onReturnPressed: view.game.clickSquare(view.cursorSquare)
    Keys.onEnterPressed: view.game.clickSquare(view.cursorSquare)
    Keys.onSpacePressed: view.game.clickSquare(view.cursorSquare)
    Keys.onPressed: (event) => {
        // Enter, Space and Escape skip the motion through the game; so does any other key.
        if (view.game.motion.busy && !event.isAutoRepeat) {
            view.game.motion.skip()
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_M) {
            view.keyboardUsed = true
            event.accepted = view.requestGuess(view.cursorSquare)
        }
    }
}
