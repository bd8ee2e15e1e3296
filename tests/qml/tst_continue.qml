// 続きから on the menu, as a player meets it: a federation game against the CPU left for the
// menu mid-game shows the card with what the game was; its button takes the game up again at
// the same move, and the card goes away.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    RuleSettings {
        id: settings
        settingsFile: testSettingsFile + ".continue"
    }

    GameSession {
        id: session
        seed: 31
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".continue"
        recorder.folder: testSettingsFile + ".continue-records"
        ruleCode: "federation"
    }

    // Wired as the app's window wires them.
    MenuScreen {
        id: menu
        anchors.fill: parent
        visible: session.phase === GameSession.Menu
        ruleSettings: settings
        continueSummary: session.recorder.canContinue ? session.recorder.continueSummary : ""
        recordsNotice: session.recorder.notice
        onContinueRequested: session.continueGame()
    }

    Loader {
        id: screenLoader
        anchors.fill: parent
        active: session.phase !== GameSession.Menu
        sourceComponent: GameScreen {
            game: session
        }
    }

    TestCase {
        name: "Continue"
        when: windowShown

        function playOneMove() {
            tryVerify(() => session.humanToMove, 10000)
            for (let s = 0; s < session.board.squareCount; ++s) {
                const to = session.destinationsFrom(s)
                if (to.length === 0)
                    continue
                session.clickSquare(s)
                session.clickSquare(to[to.length - 1])
                return
            }
            fail("no move to play")
        }

        function test_continueFromTheMenu() {
            const card = findChild(menu, "continueCard")
            verify(!card.visible, "nothing to continue in a new folder")

            verify(session.startCpuGame("easy", true))
            session.confirmSetup()
            compare(session.phase, GameSession.Play)
            playOneMove()
            playOneMove()
            tryVerify(() => session.humanToMove, 10000)
            const ply = session.ply
            verify(ply >= 4)
            session.backToMenu()

            tryVerify(() => card.visible)
            const summary = findChild(card, "continueSummary")
            verify(summary.visible)
            const text = summary.text.replace(/\u2060/g, "") // the word joiners of Typeset
            verify(text.indexOf(qsTr("初級")) >= 0, text)
            verify(text.indexOf(qsTr("連盟ルール（9×9）")) >= 0, text)
            verify(text.indexOf(String(ply)) >= 0, text)

            mouseClick(findChild(card, "continueButton"))
            tryCompare(session, "phase", GameSession.Play)
            compare(session.ply, ply)
            verify(session.humanToMove)
            compare(session.board.columns, 9)
            compare(session.mode.level, "easy")
            verify(session.narrator.message.indexOf(qsTr("続きから")) >= 0, session.narrator.message)
            verify(session.narrator.log.join(" ").indexOf(qsTr("続きから")) < 0) // the log tells combats
            tryVerify(() => screenLoader.item !== null)
            // The game plays on.
            playOneMove()
            tryVerify(() => session.ply > ply)
            session.resign()
            compare(session.phase, GameSession.Over)
            session.backToMenu()
            tryVerify(() => !card.visible) // that game has ended
        }
    }
}
