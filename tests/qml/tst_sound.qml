// 効果音: one setting, switched on the menu or in the game's side panel, kept in Preferences
// between runs (a new Preferences on the same file reads it back), and followed by the game's
// sounds: switched off, a move is not even counted as a cue.
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    readonly property string prefsFile: testSettingsFile + ".sound"

    Preferences {
        id: prefs
        file: root.prefsFile
    }

    RuleSettings {
        id: ruleSettings
        settingsFile: testSettingsFile + ".sound-rules"
    }

    GameSession {
        id: game
        seed: 31
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".sound-game"
        sounds.enabled: prefs.sound
    }

    MenuScreen {
        id: menu
        anchors.fill: parent
        visible: game.phase === GameSession.Menu
        ruleSettings: ruleSettings
        preferences: prefs
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase !== GameSession.Menu
        game: game
        preferences: prefs
    }

    Component {
        id: preferencesAgain
        Preferences {}
    }

    TestCase {
        name: "Sound"
        when: windowShown

        // What the app would read at its next start.
        function soundAfterRestart() {
            const again = preferencesAgain.createObject(root, { file: root.prefsFile })
            const on = again.sound
            again.destroy()
            return on
        }

        function playMove() {
            tryVerify(() => game.humanToMove, 5000)
            const ply = game.ply
            for (let s = 0; s < game.board.squareCount; ++s) {
                const to = game.destinationsFrom(s)
                if (to.length > 0) {
                    game.clickSquare(s)
                    game.clickSquare(to[to.length - 1])
                    break
                }
            }
            compare(game.ply, ply + 1)
            tryVerify(() => game.humanToMove, 5000)
        }

        function test_1_menuSwitchIsRemembered() {
            const toggle = findChild(menu, "soundSwitch")
            verify(toggle.visible)
            verify(toggle.checked) // on until turned off
            verify(prefs.sound)
            verify(game.sounds.enabled)
            mouseClick(toggle)
            verify(!toggle.checked)
            verify(!prefs.sound)
            verify(!game.sounds.enabled)
            compare(soundAfterRestart(), false)
            mouseClick(toggle)
            verify(toggle.checked)
            verify(game.sounds.enabled)
            compare(soundAfterRestart(), true)
        }

        function test_2_panelCheckBoxIsTheSameSetting() {
            verify(game.startCpuGame("random", true))
            game.confirmSetup()
            compare(game.phase, GameSession.Play)
            const box = findChild(screen, "soundCheck")
            tryVerify(() => box.visible)
            verify(box.checked)
            mouseClick(box)
            verify(!box.checked)
            verify(!prefs.sound)
            verify(!game.sounds.enabled)
            compare(soundAfterRestart(), false)
            verify(!findChild(menu, "soundSwitch").checked) // the menu shows the same choice
            const before = game.sounds.playedCount
            playMove()
            compare(game.sounds.playedCount, before) // switched off: nothing
            mouseClick(box)
            verify(box.checked)
            compare(soundAfterRestart(), true)
            playMove()
            // The move and the CPU's reply.
            compare(game.sounds.playedCount, before + 2)
            verify(["move", "combat-won", "combat-lost", "combat-tie"].includes(game.sounds.lastCue))
            game.backToMenu()
            verify(findChild(menu, "soundSwitch").checked)
        }
    }
}
