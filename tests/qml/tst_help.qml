// The help's controls (操作, issue 21): reachable by keyboard alone - Tab to 遊び方・ルール on the
// menu, Space opens the help, the arrow keys walk the section list to the first 操作 section,
// whose text is then shown, wrapped, with its entry scrolled into view. The controls sections
// name the buttons as the screens really label them, in Japanese and in English.
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    Language {
        id: uiLanguage
        choice: "ja"
    }

    RuleSettings {
        id: ruleSettings
        settingsFile: testSettingsFile + ".help-rules"
    }

    GameSession {
        id: game
        seed: 21
        minimumThinkMs: 0
        settingsFile: testSettingsFile + ".help"
    }

    MenuScreen {
        id: menu
        anchors.fill: parent
        visible: game.phase === GameSession.Menu
        ruleSettings: ruleSettings
        language: uiLanguage.current
        onHelpRequested: help.open()
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase !== GameSession.Menu
        game: game
        onHelpRequested: help.open()
    }

    HelpDialog {
        id: help
    }

    TestCase {
        name: "Help"
        when: windowShown

        function init() {
            uiLanguage.choice = "ja"
            if (game.phase !== GameSession.Menu)
                game.backToMenu()
            if (help.visible) {
                help.close()
                tryVerify(() => !help.visible)
            }
        }

        function cleanupTestCase() {
            uiLanguage.choice = "ja"
            screen.visible = false
            wait(100)
        }

        function focused() {
            return root.Window.activeFocusItem
        }

        function tabTo(name) {
            for (let i = 0; i < 60; ++i) {
                if (focused() && focused().objectName === name)
                    return
                keyClick(Qt.Key_Tab)
            }
            fail("Tab never reached " + name)
        }

        // The index of the section called `title`, or -1.
        function sectionIndex(title) {
            const list = findChild(help, "helpSections")
            for (let i = 0; i < list.count; ++i)
                if (list.model[i].title === title)
                    return i
            return -1
        }

        function test_controlsByKeyboardAlone() {
            help.currentSection = 0
            menu.forceActiveFocus()
            tabTo("help")
            keyClick(Qt.Key_Space)
            tryVerify(() => help.opened, 2000, "Space on 遊び方・ルール opened the help")
            const list = findChild(help, "helpSections")
            verify(list.activeFocus, "the section list has the keys") // (its current entry, in it)
            compare(help.currentSection, 0)

            // Down, section by section, until the first 操作 section.
            let presses = 0
            while (!list.currentItem.text.startsWith("操作") && presses < list.count) {
                keyClick(Qt.Key_Down)
                ++presses
            }
            const index = sectionIndex("操作：対局の始め方")
            verify(index > 0, "the help has a section 操作：対局の始め方")
            compare(help.currentSection, index, "the first 操作 section is 操作：対局の始め方")
            compare(presses, index)
            compare(list.currentItem.text, "操作：対局の始め方")

            // Its text is shown, from the top, wrapped to the pane.
            const text = findChild(help, "helpText")
            const scroll = findChild(help, "helpScroll")
            verify(text.text.startsWith("<h2>操作：対局の始め方</h2>"), text.text.slice(0, 40))
            verify(text.text.indexOf("「続きから」") > 0)
            compare(scroll.contentY, 0)
            verify(text.visible && text.height > 100)
            verify(text.contentWidth <= scroll.width, "the text wraps inside the pane")

            // The list scrolled so that the chosen entry is in view.
            const item = list.currentItem
            verify(item.y >= list.contentY && item.y + item.height <= list.contentY + list.height,
                   "the chosen section is in view")

            // The menu's choices, named as the menu labels them.
            for (const name of ["start-easy", "start-medium", "start-hard", "start-second",
                                "start-hotseat", "start-lan", "rulesButton", "game-classic",
                                "game-federation"]) {
                const button = findChild(menu, name)
                const label = button.name !== undefined ? button.name : button.text
                verify(text.text.indexOf("「" + label + "」") > 0, name + " (" + label + ")")
            }

            // The keys go on to the next 操作 sections; Escape closes.
            keyClick(Qt.Key_Down)
            compare(list.currentItem.text, "操作：駒の並べ方")
            verify(text.text.startsWith("<h2>操作：駒の並べ方</h2>"))
            keyClick(Qt.Key_Escape)
            tryVerify(() => !help.visible, 2000, "Escape closed the help")
        }

        // Each language's controls text names the buttons of the setup panel, the side panel
        // and the view as they read in that language (1 手戻す included).
        function test_controlsNameTheRealButtons() {
            verify(game.startCpuGame("random", true))
            compare(game.phase, GameSession.Setup)
            const setupIndex = sectionIndex("操作：駒の並べ方")
            const movesIndex = sectionIndex("操作：指し方と盤の印")
            const viewIndex = sectionIndex("操作：視点とキーボード")
            verify(setupIndex > 0 && movesIndex > 0 && viewIndex > 0)
            compare(findChild(screen, "undoSetup").text, "1 手戻す")
            const text = findChild(help, "helpText")
            for (const lang of ["ja", "en"]) {
                uiLanguage.choice = lang
                tryCompare(uiLanguage, "current", lang)
                help.open()
                tryVerify(() => help.opened)
                const checks = [
                    [setupIndex, ["reshuffle", "mirror", "lastSetup", "undoSetup", "confirmSetup"]],
                    [movesIndex, ["helpButton", "resign", "again", "menu"]],
                    [viewIndex, ["obliqueView", "topView", "pieceCaptions", "buttonView"]]
                ]
                for (const [section, names] of checks) {
                    help.currentSection = section
                    for (const name of names) {
                        const label = findChild(screen, name).text
                        verify(label.length > 0)
                        verify(text.text.indexOf(label) > 0,
                               lang + ": section " + section + " names " + name + " (" + label + ")")
                    }
                    verify(text.contentWidth <= findChild(help, "helpScroll").width, "wrapped")
                }
                if (lang === "en") {
                    compare(findChild(screen, "undoSetup").text, "Undo")
                    verify(text.text.startsWith("<h2>Controls: view and keys</h2>"))
                }
                help.close()
                tryVerify(() => !help.visible)
            }
        }
    }
}
