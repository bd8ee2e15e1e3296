// The camera as a player moves it (issue 16): a drag orbits wherever it starts, on a piece
// too, without selecting anything; a click still selects; a drag inside the help dialog
// leaves the board alone; 斜めから brings back the angle and the zoom.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession {
        id: game
        seed: 17
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

    TestCase {
        name: "Orbit"
        when: windowShown

        function cleanupTestCase() {
            screen.visible = false
            wait(100)
        }

        function init() {
            verify(game.startCpuGame("random", true))
            screen.boardView.applyViewMode("oblique")
            tryVerify(() => Math.abs(screen.boardView.pitch - screen.boardView.obliquePitch) < 0.01, 2000)
        }

        function drag(item, x, y, dx, dy) {
            mousePress(item, x, y)
            for (let i = 1; i <= 10; ++i)
                mouseMove(item, x + dx * i / 10, y + dy * i / 10)
            mouseRelease(item, x + dx, y + dy)
        }

        function pointOf(square) {
            return screen.boardView.pointOfSquare(game.squareColumn(square), game.squareRow(square))
        }

        function test_dragOnAPieceOrbits() {
            const board = screen.boardView
            const b2 = game.squareAtCell(1, 2)
            const p = pointOf(b2)
            compare(board.squareAtPoint(p.x, p.y - 20), b2) // the press lands on the piece
            drag(board, p.x, p.y - 20, 250, 0)
            // It turns, and not too far for the hand's way (0.3 degrees a pixel was too quick).
            verify(board.yaw < -30 && board.yaw > -60, "yaw " + board.yaw)
            compare(game.selectedSquare, -1) // a drag is no click
            drag(board, p.x, p.y, 0, -160) // upward: a flatter look
            verify(board.pitch > -40, "pitch " + board.pitch)
        }

        function test_clickStillSelects() {
            const b2 = game.squareAtCell(1, 2)
            const p = pointOf(b2)
            mouseClick(screen.boardView, p.x, p.y - 20)
            compare(game.selectedSquare, b2)
        }

        function test_dragInsideTheHelpLeavesTheBoard() {
            const board = screen.boardView
            mouseClick(findChild(screen, "helpButton"))
            tryVerify(() => help.opened)
            const text = findChild(help, "helpText")
            const yaw = board.yaw
            drag(text, 100, 40, 200, 60)
            compare(board.yaw, yaw)
            help.close()
            tryVerify(() => !help.visible)
        }

        function test_obliqueResetsAngleAndZoom() {
            const board = screen.boardView
            const p = pointOf(game.squareAtCell(2, 3))
            const oblique = findChild(screen, "obliqueView")
            verify(oblique.highlighted)
            drag(board, p.x, p.y, 120, 40)
            // Turned by hand: the button no longer says that this is its view.
            verify(!oblique.highlighted && !findChild(screen, "topView").highlighted)
            mouseWheel(board, p.x, p.y, 0, 240)
            verify(board.distance < board.fitDistance(false))
            mouseClick(oblique)
            verify(oblique.highlighted)
            // The camera swings back: not a cut.
            verify(board.yaw !== 0 || board.distance !== board.fitDistance(false),
                   "the camera swings, it does not jump")
            tryCompare(board, "yaw", 0, 2000)
            tryCompare(board, "distance", board.fitDistance(false), 2000) // the first zoom of this view
            tryCompare(board, "pitch", board.obliquePitch, 2000)
        }
    }
}
