// The screens the window keeps hidden draw nothing once a resize is over (issue 55: 0 frames
// idle). The records list with a game in it and ルール設定 are built as Main.qml builds them,
// hidden under nothing; after the window's width changes, the frames of the second after a
// short settling moment are counted. The list's highlight followed a new width at 400 px a
// second and the rules page's answers slid toward their current button: seconds of frames
// for a window that showed nothing new.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 640
    height: 600

    GameSession {
        id: session
        seed: 7
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".hiddenidle"
        recorder.folder: testSettingsFile + ".hiddenidle-records"
        ruleCode: "classic"
    }
    RecordList {
        id: recordList
        folder: session.recorder.folder
    }
    RuleSettings {
        id: ruleSettings
        settingsFile: testSettingsFile + ".hiddenidle-rules"
    }

    RecordsScreen {
        id: records
        anchors.fill: parent
        visible: false
        records: recordList
    }
    Loader {
        id: rulesLoader
        active: false
        sourceComponent: RulesPage { settings: ruleSettings }
    }

    property int frames: 0
    Connections {
        target: root.Window.window
        function onFrameSwapped() { root.frames++ }
    }

    TestCase {
        name: "HiddenIdle"
        when: windowShown

        // Frames drawn in the second after `settle` ms.
        function framesAfter(settle) {
            wait(settle)
            const before = root.frames
            wait(1000)
            return root.frames - before
        }

        function test_aHiddenRecordsListIsStillOnceFilled() {
            // One recorded game, so that the list has a current row and its highlight.
            verify(session.startCpuGame("random", true))
            session.confirmSetup()
            tryVerify(() => session.humanToMove, 10000)
            session.resign()
            session.backToMenu()
            framesAfter(1000)
            recordList.reload()
            compare(recordList.count, 1)
            // The row chosen, as the keyboard leaves it: the list's highlight is drawn under it.
            const list = findChild(records, "recordList")
            list.currentIndex = 0
            compare(framesAfter(400), 0, "nothing is drawn once the list has its row chosen")
            verify(list.highlightItem !== null)
            root.width = 1280
            root.height = 800
            compare(framesAfter(400), 0, "nor once the screen has its new size")
        }

        function test_aHiddenRulesPageIsStillOnceMade() {
            framesAfter(500)
            rulesLoader.active = true
            verify(rulesLoader.item !== null)
            compare(framesAfter(400), 0, "nothing is drawn once the page is made")
        }
    }
}
