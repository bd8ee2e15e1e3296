// The keyboard as a new player meets it (issue 16): the board is one tab stop, arrows move
// inside it (a cursor in 3D, the focused button on the button board), Escape drops a chosen
// piece, the focus shows plainly on highlighted squares and panel buttons (and never after a
// click), the button board names its files and ranks, and the help scrolls and closes by keys.
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession {
        id: game
        seed: 23
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        game: game
        onHelpRequested: help.open()
    }

    HelpDialog {
        id: help
    }

    FocusRing {
        id: ring
    }

    // A clipped, scrolled view with a button far down in it (as in 設定).
    Flickable {
        id: scrolled
        x: 20
        y: 20
        width: 200
        height: 100
        clip: true
        contentHeight: 400
        z: -1
        Button {
            id: deepButton
            y: 300
            text: "deep"
        }
    }

    TestCase {
        name: "Focus"
        when: windowShown

        function cleanupTestCase() {
            screen.visible = false
            wait(100)
        }

        function init() {
            screen.boardView.applyViewMode("oblique")
            verify(game.startCpuGame("random", true))
        }

        function focused() {
            return root.Window.activeFocusItem
        }

        // Tab presses from the current focus until an item named `name` has it.
        function tabsTo(name) {
            for (let i = 1; i <= 80; ++i) {
                keyClick(Qt.Key_Tab)
                if (focused() && focused().objectName === name)
                    return i
            }
            fail("Tab never reached " + name)
        }

        function test_theBoardIsOneTabStop() {
            const board = screen.boardView
            board.applyViewMode("buttons")
            board.buttonOf(game.squareAtCell(0, 1)).forceActiveFocus(Qt.TabFocusReason)
            game.confirmSetup()
            const presses = tabsTo("resign")
            verify(presses <= 10, presses + " presses from the board to 投了")
            // Back into the board with Shift+Tab lands on a square, not on the first of 46.
            for (let i = 0; i < 20 && !(focused() && focused().square !== undefined); ++i) {
                keyClick(Qt.Key_Backtab)
            }
            verify(focused().square !== undefined, "Shift+Tab reaches the board")
        }

        function test_arrowsAndEnterOnThe3DBoard() {
            const board = screen.boardView
            board.cursorSquare = game.squareAtCell(0, 1)
            findChild(board, "boardKeys").forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Right)
            compare(board.cursorSquare, game.squareAtCell(1, 2))
            verify(board.cursorShown)
            verify(board.markers.objectAt(board.cursorSquare).cursor)
            keyClick(Qt.Key_Return)
            compare(game.selectedSquare, game.squareAtCell(1, 2))
            keyClick(Qt.Key_Escape)
            compare(game.selectedSquare, -1)
            verify(game.narrator.message.indexOf("やめました") >= 0, game.narrator.message)
        }

        // Enter presses the dialog button with the focus. Stopping a game is never the
        // default: the focus starts on 対局を続ける, and the action is a Tab away.
        function test_enterPressesTheFocusedDialogButton() {
            game.confirmSetup()
            const dialog = findChild(screen, "leaveDialog")
            mouseClick(findChild(screen, "menu"))
            tryVerify(() => dialog.opened)
            tryVerify(() => focused() && focused().objectName === "confirmReject")
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(game.phase, GameSession.Play)
            mouseClick(findChild(screen, "menu"))
            tryVerify(() => dialog.opened)
            tryVerify(() => focused() && focused().objectName === "confirmReject")
            verify(focused().visualFocus, "the focus shows, also when the dialog opens again")
            keyClick(Qt.Key_Enter)
            tryVerify(() => !dialog.visible)
            compare(game.phase, GameSession.Play)
            mouseClick(findChild(screen, "menu"))
            tryVerify(() => dialog.opened)
            tryVerify(() => focused() && focused().objectName === "confirmReject")
            keyClick(Qt.Key_Backtab)
            compare(focused().objectName, "confirmAccept")
            keyClick(Qt.Key_Return)
            compare(game.phase, GameSession.Menu)
        }

        // The resignation asks the same way: Enter keeps playing.
        function test_enterDoesNotResign() {
            game.confirmSetup()
            const dialog = findChild(screen, "resignDialog")
            mouseClick(findChild(screen, "resign"))
            tryVerify(() => dialog.opened)
            tryVerify(() => focused() && focused().objectName === "confirmReject")
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(game.phase, GameSession.Play)
        }

        function test_escapeDropsTheChosenPieceInPlay() {
            game.confirmSetup()
            let from = -1
            for (let s = 0; s < 23 && from < 0; ++s)
                if (game.destinationsFrom(s).length > 0)
                    from = s
            const p = screen.boardView.pointOfSquare(game.squareColumn(from), game.squareRow(from))
            mouseClick(screen.boardView, p.x, p.y)
            compare(game.selectedSquare, from)
            verify(game.narrator.message.indexOf("行き先") >= 0, game.narrator.message)
            keyClick(Qt.Key_Escape)
            compare(game.selectedSquare, -1)
            verify(game.narrator.message.indexOf("行き先") < 0, "the prompt for a destination is gone")
            // Clicking the piece again drops it as well, with the same message.
            mouseClick(screen.boardView, p.x, p.y)
            mouseClick(screen.boardView, p.x, p.y)
            compare(game.selectedSquare, -1)
            verify(game.narrator.message.indexOf("行き先") < 0, game.narrator.message)
        }

        function test_focusShowsOnAHighlightedSquare() {
            const board = screen.boardView
            board.applyViewMode("buttons")
            const a1 = game.squareAtCell(0, 1)
            board.buttonOf(a1).forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return) // chosen: a yellow frame
            const cell = board.buttonOf(a1)
            compare(cell.frame, SquareModel.Selected)
            const focusRing = findChild(cell, "focusRing")
            verify(focusRing.visible)
            // The ring lies outside the frame, in its own colour.
            verify(focusRing.width > cell.width && focusRing.height > cell.height)
            compare(String(focusRing.border.color), String(Theme.keyboardFocus))
            verify(focusRing.border.width >= 3)
            keyClick(Qt.Key_Escape)
        }

        // The keyboard's cursor shows for the keyboard only: not where a click left the focus,
        // nor when the focus comes back to the board from a menu or a dialog.
        function test_noCursorAfterTheMouse() {
            const board = screen.boardView
            const keys = findChild(board, "boardKeys")
            const a1 = game.squareAtCell(0, 1)
            const p = board.pointOfSquare(game.squareColumn(a1), game.squareRow(a1))
            mouseClick(board, p.x, p.y)
            verify(!board.cursorShown, "no cursor after a click")
            findChild(screen, "resign").forceActiveFocus()
            keys.forceActiveFocus() // as a closed dialog gives it back
            verify(keys.activeFocus)
            verify(!board.cursorShown, "no cursor when the focus comes back")
            findChild(screen, "resign").forceActiveFocus()
            keys.forceActiveFocus(Qt.TabFocusReason)
            verify(board.cursorShown, "the cursor shows when Tab reaches the board")

            board.applyViewMode("buttons")
            const cell = board.buttonOf(a1)
            mouseClick(cell)
            verify(cell.activeFocus)
            verify(!findChild(cell, "focusRing").visible, "no ring on a clicked button")
            keyClick(Qt.Key_Right)
            const next = focused()
            verify(next !== cell && next.square !== undefined, "the arrow moved the focus")
            verify(findChild(next, "focusRing").visible, "the ring shows once an arrow is used")
            keyClick(Qt.Key_Escape)
        }

        function test_panelButtonsShowAThickFocusRing() {
            const again = findChild(screen, "again")
            again.forceActiveFocus(Qt.TabFocusReason)
            tryVerify(() => ring.visible)
            verify(ring.border.width >= 3)
            const p = again.mapToItem(ring.parent, 0, 0)
            verify(ring.x < p.x && ring.y < p.y)
            verify(ring.x + ring.width > p.x + again.width)
            verify(ring.y + ring.height > p.y + again.height)
        }

        // The ring is not drawn for a control scrolled out of its view (it floated outside
        // 設定), and comes back as the control is scrolled in.
        function test_noRingOutsideAScrolledView() {
            scrolled.contentY = 0
            deepButton.forceActiveFocus(Qt.TabFocusReason)
            verify(deepButton.visualFocus)
            tryVerify(() => ring.shown)
            wait(300)
            verify(!ring.visible, "the button lies below the view's edge")
            scrolled.contentY = 280
            tryVerify(() => ring.visible, 1000)
            scrolled.contentY = 0
            tryVerify(() => !ring.visible, 1000)
        }

        function test_buttonBoardNamesFilesAndRanks() {
            const board = screen.boardView
            board.applyViewMode("buttons")
            const texts = []
            const walk = (item) => {
                if (item.visible && item.text !== undefined && typeof item.text === "string")
                    texts.push(item.text)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(board)
            for (const name of ["a", "b", "c", "d", "e", "f", "1", "2", "3", "4", "5", "6", "7", "8"])
                verify(texts.indexOf(name) >= 0, "label " + name)
        }

        function test_helpScrollsAndClosesByKeys() {
            help.open()
            tryVerify(() => help.opened)
            const scroll = findChild(help, "helpScroll")
            // The longest section (the history with its sources).
            let longest = 0, height = 0
            for (let i = 0; i < findChild(help, "helpSections").count; ++i) {
                help.currentSection = i
                wait(20)
                if (scroll.contentHeight > height) { height = scroll.contentHeight; longest = i }
            }
            help.currentSection = longest
            tryVerify(() => scroll.contentHeight > scroll.height, 2000, "a long section")
            verify(findChild(help, "helpScrollBar").visible, "a scrollbar shows there is more")
            keyClick(Qt.Key_PageDown)
            verify(scroll.contentY > 0)
            keyClick(Qt.Key_End)
            compare(scroll.contentY, scroll.contentHeight - scroll.height)
            keyClick(Qt.Key_Home)
            compare(scroll.contentY, 0)
            // After scrolling with the mouse, Escape still closes.
            mouseWheel(scroll, 50, 50, 0, -240)
            mouseClick(scroll, 60, 60)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !help.visible, 2000, "Escape closed the help")
        }
    }
}
