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
        motion.paced: false
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
        language: uiLanguage.current
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
            for (let i = 0; i < help.sections.length; ++i)
                if (help.sections[i].title === title)
                    return i
            return -1
        }

        // The board diagrams a section shows, in order.
        function diagramsIn(item) {
            let found = []
            if (item.objectName === "boardDiagram")
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                found = found.concat(diagramsIn(item.children[i]))
            return found
        }

        // How many pixels of `colour` a row through the middle of a square of a diagram holds,
        // in `image`, a grab of the whole window.
        function markPixels(image, diagram, square, colour) {
            const inDiagram = diagram.squareRect(square)
            verify(inDiagram.width > 0, square)
            const at = diagram.mapToItem(root, inDiagram.x, inDiagram.y)
            const r = Qt.rect(at.x, at.y, inDiagram.width, inDiagram.height)
            const y = Math.round(r.y + r.height / 2)
            let count = 0
            for (let x = Math.ceil(r.x); x < r.x + r.width; ++x)
                if (Qt.colorEqual(image.pixel(x, y), colour))
                    ++count
            return count
        }

        function openAt(title) {
            help.open()
            tryVerify(() => help.opened)
            const index = sectionIndex(title)
            verify(index >= 0, "a section " + title)
            help.currentSection = index
            return index
        }

        // 動かし方 shows three diagrams, drawn by the core's move generator: on the screen, the
        // tank's reach is marked in the reach colour, and squares it cannot reach are not.
        function test_diagramsAreDrawn() {
            openAt("動かし方")
            const text = findChild(help, "helpText")
            const scroll = findChild(help, "helpScroll")
            let diagrams = []
            tryVerify(() => (diagrams = diagramsIn(text)).length === 3, 2000, "three diagrams")
            const tank = diagrams[0]
            compare(tank.reference, "classic/moves/tank@b3")
            compare(tank.error, "")
            compare(tank.markedSquares, ["b2", "a3", "c3", "b4", "b5"])
            verify(Qt.colorEqual(tank.markColor, Theme.reachable))
            verify(tank.width >= 250, "a diagram large enough to read: " + tank.width)
            verify(tank.height > tank.width, "a 6 × 8 board is taller than wide")
            verify(tank.width <= text.width)

            // Laid out below the text, scrolled into view, then grabbed from the window.
            tryVerify(() => tank.mapToItem(text, 0, 0).y > 100 && scroll.contentHeight > scroll.height)
            scroll.contentY = Math.min(tank.mapToItem(text, 0, 0).y,
                                       scroll.contentHeight - scroll.height)
            tryVerify(() => tank.mapToItem(scroll, 0, tank.squareRect("b5").y).y >= 0)
            verify(tank.mapToItem(scroll, 0, tank.squareRect("b2").y).y + 60 <= scroll.height,
                   "the board's rows 2 to 5 are in view")
            let image = null
            tryVerify(() => {
                image = grabImage(root) // (Qt 6.4 crops an item's grab at its parent-relative x, y)
                return markPixels(image, tank, "b5", tank.markColor) > 5
            }, 3000, "b5 is marked on the screen")
            for (const square of tank.markedSquares)
                verify(markPixels(image, tank, square, tank.markColor) > 5, square + " marked")
            for (const square of ["b3", "b6", "a2", "c4", "d3", "e4"])
                compare(markPixels(image, tank, square, tank.markColor), 0, square + " unmarked")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !help.visible)
        }

        // As the game marks them: an opponent piece the engineer can attack is framed in the
        // game's red (Theme.attack), never in the green of the reachable squares.
        function test_attackIsFramedRed() {
            openAt("動かし方")
            const text = findChild(help, "helpText")
            let diagrams = []
            tryVerify(() => (diagrams = diagramsIn(text)).length === 3, 2000, "three diagrams")
            const engineer = diagrams[1]
            compare(engineer.reference, "classic/moves/engineer@e3+?@e6")
            compare(engineer.attackedSquares, ["e6"])
            verify(engineer.markedSquares.indexOf("e6") >= 0)
            verify(Qt.colorEqual(engineer.attackColor, Theme.attack))
            verify(Qt.colorEqual(engineer.markColor, Theme.reachable))
            help.close()
            tryVerify(() => !help.visible)
        }

        // A strike's area in the federation section: 5 squares, in the strike colour.
        function test_strikeDiagram() {
            openAt("連盟ルール：戦いとミサイル")
            const text = findChild(help, "helpText")
            let diagrams = []
            tryVerify(() => (diagrams = diagramsIn(text)).length === 2, 2000, "two diagrams")
            compare(diagrams[0].markedSquares.length, 5)
            compare(diagrams[1].markedSquares.length, 9)
            verify(Qt.colorEqual(diagrams[0].markColor, Theme.strikeArea))
            help.close()
            tryVerify(() => !help.visible)
        }

        // A language switch updates an open help at once: the same section, retitled, its
        // document and its diagrams' labels and captions in the new language.
        function test_languageSwitchUpdatesAnOpenHelp() {
            const index = openAt("軍旗")
            const list = findChild(help, "helpSections")
            const text = findChild(help, "helpText")
            verify(text.text.startsWith("# 軍旗\n"))
            compare(list.currentItem.text, "軍旗")
            let diagrams = []
            tryVerify(() => (diagrams = diagramsIn(text)).length === 2)
            compare(diagrams[0].language, "ja")
            compare(diagrams[0].markedSquares, ["hq1"])
            const caption = findChild(text, "helpCaption").text
            verify(caption.indexOf("大将") >= 0, caption)

            uiLanguage.choice = "en"
            tryCompare(uiLanguage, "current", "en")
            verify(help.opened)
            compare(help.currentSection, index, "the same section stays chosen")
            compare(list.currentItem.text, "Flag")
            verify(text.text.startsWith("# Flag\n"), text.text.slice(0, 20))
            tryVerify(() => (diagrams = diagramsIn(text)).length === 2)
            compare(diagrams[0].language, "en")
            compare(diagrams[0].markedSquares, ["hq1"])
            verify(findChild(text, "helpCaption").text.indexOf("general") >= 0)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !help.visible)
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
            verify(text.text.startsWith("# 操作：対局の始め方\n"), text.text.slice(0, 40))
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
            verify(text.text.startsWith("# 操作：駒の並べ方\n"))
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
                    verify(text.text.startsWith("# Controls: view and keys\n"))
                }
                help.close()
                tryVerify(() => !help.visible)
            }
        }
    }
}
