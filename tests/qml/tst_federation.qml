// The 9 × 9 federation board as a player uses it (issue 19): every square picks itself,
// the river and the ×-bridge are drawn, a missile chosen by a click frames its targets, the
// pointer over a target lights its area (a 5-square cross, or 3 × 3 for the 原爆), and a
// click strikes and is announced in words.
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
        seed: 23
        minimumThinkMs: 0
        settingsFile: testSettingsFile
        ruleCode: "federation"
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    SignalSpy {
        id: strikes
        target: game
        signalName: "strike"
    }

    TestCase {
        name: "Federation"
        when: windowShown

        readonly property var board: screen.boardView

        function cleanupTestCase() {
            screen.visible = false
            wait(100)
        }

        function init() {
            board.applyViewMode("oblique")
            tryVerify(() => Math.abs(board.pitch + 54) < 0.01, 2000)
            verify(game.startCpuGame("random", true))
            compare(game.board.columns, 9)
            waitForRendering(board, 200)
        }

        function pointOf(square) {
            return board.pointOfSquare(game.board.columnOf(square), game.board.rowOf(square))
        }

        function test_everySquarePicksItself_data() {
            return [{ tag: "oblique", mode: "oblique" }, { tag: "top", mode: "top" }]
        }

        function test_everySquarePicksItself(data) {
            board.applyViewMode(data.mode)
            tryVerify(() => Math.abs(board.pitch - (data.mode === "top" ? -90 : -54)) < 0.01, 2000)
            wait(400) // pieces finish lying down or standing up
            compare(game.board.squareCount, 51)
            for (let s = 0; s < 51; ++s) {
                const p = pointOf(s)
                compare(board.squareAtPoint(p.x, p.y), s, "square " + game.squareLabel(s))
            }
        }

        function test_riverAndPiecesAreDrawn() {
            let red = 0, blue = 0, total = 0
            tryVerify(() => {
                const image = grabImage(board)
                red = blue = total = 0
                for (let x = 2; x < board.width; x += 6) {
                    for (let y = 2; y < board.height; y += 6) {
                        const c = image.pixel(x, y)
                        ++total
                        if (c.r > 0.6 && c.g < 0.45 && c.b < 0.35) ++red
                        else if (c.b > c.r + 0.1 && c.b > 0.45) ++blue
                    }
                }
                // Three rows of river on the 9 × 9 board: far more water than the 6 × 8 band.
                return red > total * 0.02 && blue > total * 0.04
            }, 4000, "pieces and the river rows are drawn")
        }

        function test_missileAreaStrikeAndAnnouncement() {
            game.confirmSetup()
            tryVerify(() => game.humanToMove, 3000)
            let missile = -1
            for (let s = 0; s < 51 && missile < 0; ++s)
                if (game.labelAt(s) === "ミサイル" && game.destinationsFrom(s).length > 0)
                    missile = s
            verify(missile >= 0)
            const p = pointOf(missile)
            mouseClick(board, p.x, p.y)
            compare(game.selectedSquare, missile)
            verify(game.missileSelected)
            verify(findChild(screen, "strikeMode") !== null)
            // Its targets are framed red: every opponent piece but the HQ (F-STRIKE-1).
            let target = -1, targets = 0
            for (let s = 0; s < 51; ++s) {
                if (board.markers.objectAt(s).frame === SquareModel.Attack) {
                    ++targets
                    if (target < 0 || game.board.rowOf(s) === 7)
                        target = s
                }
            }
            compare(targets, 24) // 25 opponent pieces, the marshal's HQ excepted
            // The pointer over a target lights the squares the strike would hit.
            const t = pointOf(target)
            // QtTest's synthetic moves do not reach a MouseArea's hover here; the board hands
            // the square under the pointer to the session the same way.
            game.hoverSquare(board.squareAtPoint(t.x, t.y))
            let lit = 0
            for (let s = 0; s < 51; ++s)
                if (board.markers.objectAt(s).area)
                    ++lit
            verify(lit >= 3 && lit <= 5, "missile area " + lit)
            verify(board.markers.objectAt(target).area)
            // A piece stands on the target: the area's ring is what shows past it.
            verify(findChild(board.markers.objectAt(target), "strikeAreaRing").visible)
            if (game.canLaunch) {
                mouseClick(findChild(screen, "launchMode"))
                verify(game.launchMode)
                game.hoverSquare(board.squareAtPoint(t.x, t.y))
                let litBomb = 0
                for (let s = 0; s < 51; ++s)
                    if (board.markers.objectAt(s).area)
                        ++litBomb
                verify(litBomb > lit, "the 原爆 reaches further: " + litBomb)
            }
            const launched = game.launchMode
            strikes.clear()
            mouseClick(board, t.x, t.y)
            compare(strikes.count, 1)
            compare(strikes.signalArguments[0][0], target)
            compare(strikes.signalArguments[0][2], launched)
            compare(strikes.signalArguments[0][3], true) // our own strike
            verify(game.message.indexOf(game.squareLabel(target)) >= 0, game.message)
            verify(game.message.indexOf(launched ? "原爆" : "ミサイル") >= 0, game.message)
            for (let s = 0; s < 51; ++s)
                verify(!board.markers.objectAt(s).area)
            verify(!findChild(board.markers.objectAt(target), "strikeAreaRing").visible)
        }
    }
}
