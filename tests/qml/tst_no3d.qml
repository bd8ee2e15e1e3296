// No 3D (issue 21): when Qt Quick 3D cannot start, the game screen has no 3D view at all, the
// button board is the board, one line says why, and a game is played on it with clicks. The
// failure itself is forced in the app's own test (ctest app-no-3d: no OpenGL under Xvfb);
// here the screen gets the reason main() would give it.
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
        seed: 5
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".no3d"
    }

    Preferences {
        id: prefs
        file: testSettingsFile + ".no3d.prefs"
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase !== GameSession.Menu
        game: game
        preferences: prefs
        graphics3DProblem: "no-opengl"
    }

    TestCase {
        name: "No3D"
        when: windowShown

        function cleanupTestCase() {
            screen.visible = false
            wait(100)
        }

        function test_theButtonBoardStandsInForTheView() {
            prefs.viewMode = "oblique" // a player who used the 3D view on a working machine
            game.startCpuGame("random", true)
            waitForRendering(screen) // the screen just appeared: its layout settles (its panel scrolls)
            const board = screen.boardView
            verify(!board.graphics3D)
            verify(board.buttonMode)
            compare(findChild(screen, "view3d"), null) // never built, not just hidden
            const line = findChild(screen, "noGraphics3D")
            verify(line.visible)
            verify(line.height > 0)
            const why = findChild(line, "noGraphics3DText").text
            verify(why.indexOf("OpenGL") >= 0, why)
            // The view buttons are gone; asking for a 3D view keeps the buttons.
            verify(!findChild(screen, "obliqueView").visible)
            verify(!findChild(screen, "buttonView").visible)
            board.applyViewMode("top")
            verify(board.buttonMode)
            compare(prefs.viewMode, "oblique") // a forced view is not remembered

            // A setup swap and a game by clicks on the buttons.
            const a2 = game.squareAtCell(0, 2), b2 = game.squareAtCell(1, 2)
            const la = game.labelAt(a2), lb = game.labelAt(b2)
            mouseClick(board.buttonOf(a2))
            mouseClick(board.buttonOf(b2))
            compare(game.labelAt(a2), lb)
            compare(game.labelAt(b2), la)
            mouseClick(findChild(screen, "confirmSetup"))
            compare(game.phase, GameSession.Play)
            for (let moves = 0; moves < 6 && game.phase === GameSession.Play; ++moves) {
                tryVerify(() => game.humanToMove || game.phase !== GameSession.Play, 5000)
                if (game.phase !== GameSession.Play)
                    break
                let from = -1, to = -1
                for (let s = 0; s < 46 && from < 0; ++s) {
                    const d = game.destinationsFrom(s)
                    if (d.length > 0) { from = s; to = d[0] }
                }
                const ply = game.ply
                mouseClick(board.buttonOf(from))
                mouseClick(board.buttonOf(to))
                verify(game.ply > ply)
            }
            // The line does not cover the board: every button lies below it.
            const lineBottom = line.mapToItem(screen, 0, line.height).y
            for (let s = 0; s < board.board.squareCount; ++s) {
                const top = board.buttonOf(s).mapToItem(screen, 0, 0).y
                verify(top >= lineBottom - 1, game.squareLabel(s) + ": " + top + " < " + lineBottom)
            }
        }
    }
}
