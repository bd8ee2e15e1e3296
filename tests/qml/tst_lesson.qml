// The tutorial as a new player meets it (issue 56): the first start offers it in the menu's
// 続きから place, at the smallest window and in English; the offer starts the first lesson on
// the board with its card above the panel; the lesson is played by clicks on the 3D board and
// its card turns to the closing words and 次へ; the HQ lesson's win is told on the card, not
// in the result dialog, and its last button starts a game against the Easy CPU.
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
        choice: "en"
    }
    RuleSettings {
        id: ruleSettings
        settingsFile: testSettingsFile + ".lesson-rules"
    }
    GameSession {
        id: game
        seed: 7
        minimumThinkMs: 0
        settingsFile: testSettingsFile + ".lesson"
        tutorial.language: uiLanguage.current
    }

    MenuScreen {
        id: menu
        width: 800
        height: 600
        visible: game.phase === GameSession.Menu
        language: uiLanguage.current
        ruleSettings: ruleSettings
        tutorial: game.tutorial
        onLessonRequested: (name) => game.startLesson(name)
    }
    GameScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase !== GameSession.Menu
        game: game
    }

    TestCase {
        name: "Lesson"
        when: windowShown

        readonly property var board: screen.boardView

        function cleanupTestCase() {
            game.backToMenu()
            uiLanguage.choice = "ja"
        }

        function squareNamed(name) {
            for (let s = 0; s < game.board.squareCount; ++s)
                if (game.squareLabel(s) === name)
                    return s
            fail("no square " + name)
        }
        function clickAt(name) {
            const s = squareNamed(name)
            const p = board.pointOfSquare(game.squareColumn(s), game.squareRow(s))
            mouseClick(board, p.x, p.y)
        }
        function inside(item, area) {
            const p = item.mapToItem(area, 0, 0)
            return p.x >= 0 && p.y >= 0 && p.x + item.width <= area.width + 0.5
                   && p.y + item.height <= area.height + 0.5
        }

        function test_1_theFirstStartOffersTheTutorial() {
            const offer = findChild(menu, "tutorialOffer")
            verify(offer.visible)
            verify(!findChild(menu, "menuSubtitle").visible) // the offer takes its place
            const begin = findChild(menu, "tutorialOfferBegin")
            compare(begin.text, "Tutorial")
            verify(inside(begin, menu))
            verify(inside(findChild(menu, "tutorialOfferClose"), menu))
            // The offer's words are not cut: they wrap inside the card.
            const words = findChild(menu, "tutorialOfferText")
            verify(words.lineCount >= 1 && !words.truncated)
            const button = findChild(menu, "tutorial")
            verify(button.visible && button.enabled)
        }

        function test_2_aLessonIsPlayedByClicksAndItsCardSaysSo() {
            mouseClick(findChild(menu, "tutorialOfferBegin"))
            compare(game.phase, GameSession.Play)
            compare(game.mode.kind, PlayMode.Lesson)
            verify(!game.tutorial.offered) // taken: the menu offers it no more
            const card = findChild(screen, "lessonCard")
            verify(card.visible && card.height > 100)
            compare(findChild(card, "lessonTitle").text, "Moving a piece")
            compare(findChild(card, "lessonPlace").text, "Tutorial 1 / 10")
            // The panel below the card, not under it.
            const panel = findChild(screen, "sidePanel")
            verify(panel.mapToItem(root, 0, 0).y >= card.mapToItem(root, 0, 0).y + card.height - 1)
            verify(!findChild(card, "lessonNext").visible)
            waitForRendering(board, 200)
            clickAt("b3")
            clickAt("b4")
            tryVerify(() => game.humanToMove, 5000)
            clickAt("b4")
            clickAt("b5")
            tryVerify(() => game.mode.state === LessonMode.Done, 5000)
            const next = findChild(card, "lessonNext")
            verify(next.visible)
            compare(next.text, "Next")
            verify(findChild(card, "lessonVerdict").children[0].text.indexOf("Well done") >= 0)
            mouseClick(next)
            compare(game.mode.name, "classic-02-plane")
            compare(findChild(card, "lessonPlace").text, "Tutorial 2 / 10")
            verify(!findChild(card, "lessonNext").visible)
        }

        function test_3_theHqLessonsWinIsToldOnTheCardAndLeadsToAGame() {
            verify(game.startLesson("classic-10-hq"))
            waitForRendering(board, 200)
            clickAt("c7")
            // Their HQ: the square the board draws over c8 and d8 (squares are named as the
            // player reads them, "their HQ").
            const c7 = squareNamed("c7")
            const hq = game.squareAtCell(game.squareColumn(c7), game.squareRow(c7) + 1)
            verify(game.destinationsFrom(c7).indexOf(hq) >= 0)
            const p = board.pointOfSquare(game.squareColumn(hq), game.squareRow(hq))
            mouseClick(board, p.x, p.y)
            tryVerify(() => game.phase === GameSession.Over, 5000)
            tryVerify(() => !game.motion.busy, 5000)
            wait(200)
            verify(!findChild(screen, "resultDialog").opened)
            compare(game.mode.state, LessonMode.Done)
            const next = findChild(screen, "lessonNext")
            compare(next.text, "Play the Easy CPU")
            mouseClick(next)
            compare(game.mode.kind, PlayMode.Cpu)
            compare(game.mode.level, "easy")
            compare(game.phase, GameSession.Setup)
            verify(!findChild(screen, "lessonCard").visible)
        }
    }
}
