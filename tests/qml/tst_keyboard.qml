// Keyboard only: the menu starts a game, Tab reaches the setup buttons, and a whole game
// against the random CPU is played on the button board (ボタンで操作) with arrow keys and
// Enter, the 3D view switched off. Every button names its square for screen readers.
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
        seed: 99
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile
    }

    RuleSettings {
        id: ruleSettings
        settingsFile: testSettingsFile + ".rules"
    }

    MenuScreen {
        id: menu
        anchors.fill: parent
        ruleSettings: ruleSettings
        visible: game.phase === GameSession.Menu
        onStartRequested: (level, humanFirst) => game.startCpuGame(level, humanFirst)
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase !== GameSession.Menu
        game: game
    }

    TestCase {
        name: "Keyboard"
        when: windowShown

        // Moving the focus around the board must not trip Qt's focus checks.
        function init() {
            failOnWarning(/activeFocusOnTab/)
        }

        function cleanupTestCase() {
            screen.visible = false
            wait(100)
        }

        function focused() {
            return root.Window.activeFocusItem
        }

        function tabTo(name) {
            for (let i = 0; i < 120; ++i) {
                if (focused() && focused().objectName === name)
                    return
                keyClick(Qt.Key_Tab)
            }
            fail("Tab never reached " + name)
        }

        // Arrow keys from the focused cell to `target`, as a player would press them.
        function goTo(target) {
            for (let i = 0; i < 40; ++i) {
                const here = focused().square
                verify(here !== undefined, "a board cell has the focus")
                if (here === target)
                    return
                const dr = game.squareRow(target) - game.squareRow(here)
                let hc = game.squareColumn(here)
                const tc = game.squareColumn(target)
                if (dr !== 0) {
                    keyClick(dr > 0 ? Qt.Key_Up : Qt.Key_Down) // the first player's view
                } else {
                    keyClick(tc < hc ? Qt.Key_Left : Qt.Key_Right)
                }
            }
            fail("could not reach " + game.squareLabel(target))
        }

        // 投了 through its confirmation dialog, then もう一度 in the result dialog: keys only.
        function test_dialogsWithTheKeyboard() {
            game.startCpuGame("random", true)
            tabTo("confirmSetup")
            keyClick(Qt.Key_Space)
            compare(game.phase, GameSession.Play)
            tabTo("resign")
            keyClick(Qt.Key_Space)
            const dialog = findChild(screen, "resignDialog")
            tryVerify(() => dialog.opened)
            tabTo("confirmAccept")
            keyClick(Qt.Key_Space)
            compare(game.phase, GameSession.Over)
            compare(game.narrator.result, BoardPresenter.Lost)
            const result = findChild(screen, "resultDialog")
            tryVerify(() => result.opened)
            tabTo("resultAgain")
            keyClick(Qt.Key_Space)
            compare(game.phase, GameSession.Setup)
            tryVerify(() => !result.visible)
        }

        function test_aWholeGameWithTheKeyboard() {
            // The menu: Tab to 初級 and press it with Space.
            menu.forceActiveFocus()
            tabTo("start-easy")
            keyClick(Qt.Key_Space)
            compare(game.phase, GameSession.Setup)
            compare(game.mode.level, "easy")
            game.backToMenu()
            game.startCpuGame("random", true)

            // ボタンで操作, then a setup swap by keys: a2 <-> b2.
            tabTo("buttonView")
            keyClick(Qt.Key_Space)
            const board = screen.boardView
            verify(board.buttonMode)
            verify(focused().square !== undefined)
            const a2 = game.squareAtCell(0, 2), b2 = game.squareAtCell(1, 2)
            const la = game.labelAt(a2), lb = game.labelAt(b2)
            goTo(a2)
            verify(focused().Accessible.name.indexOf("a2") === 0, focused().Accessible.name)
            keyClick(Qt.Key_Return)
            goTo(b2)
            keyClick(Qt.Key_Return)
            compare(game.labelAt(a2), lb)
            compare(game.labelAt(b2), la)

            tabTo("confirmSetup")
            keyClick(Qt.Key_Space)
            compare(game.phase, GameSession.Play)

            board.buttonOf(0).forceActiveFocus() // back to the board (as a click would)
            let moves = 0
            while (game.phase === GameSession.Play && moves < 1500) {
                tryVerify(() => game.humanToMove || game.phase !== GameSession.Play, 5000)
                if (game.phase !== GameSession.Play)
                    break
                let from = -1, to = -1
                for (let s = 0; s < 46 && from < 0; ++s) {
                    const d = game.destinationsFrom(s)
                    if (d.length > 0) { from = s; to = d[(moves * 5) % d.length] }
                }
                goTo(from)
                keyClick(Qt.Key_Return)
                compare(game.selectedSquare, from)
                verify(board.buttonOf(to).Accessible.name.indexOf(game.squareLabel(to)) === 0)
                goTo(to)
                const ply = game.ply
                keyClick(Qt.Key_Return)
                verify(game.ply > ply) // the CPU may already have answered

                ++moves
            }
            compare(game.phase, GameSession.Over)
            verify(moves > 5)
        }
    }
}
