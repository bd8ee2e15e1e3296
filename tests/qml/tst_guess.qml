// Guess notes (メモ, issue 21): a player marks an opponent piece with the type they suspect -
// by a click on it, a right click, or M on the keyboard, in the 3D view and on the button
// board. The note shows on that piece only, in a look no known type has (blue pencil on a pale
// blue dashed tag, with a question mark), can be changed or cleared, and is hidden behind the
// hot-seat curtain. (The journal, 続きから and the review: test_session and test_review.)
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
        seed: 77
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".guess"
        recorder.folder: testSettingsFile + ".guess-records"
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    TestCase {
        name: "Guess"
        when: windowShown

        readonly property var board: screen.boardView
        readonly property var menu: findChild(screen, "guessMenu")

        function init() {
            board.applyViewMode("oblique")
        }

        // The first square holding an opponent piece, from the viewer's far side.
        function opponentSquares() {
            const list = []
            for (let s = 0; s < game.board.squareCount; ++s)
                if (game.canGuess(s))
                    list.push(s)
            return list
        }
        function pieceOn(square) {
            for (let id = 0; id < game.board.squareCount; ++id) {
                const p = board.pieceAt(id)
                if (p && p.alive && p.square === square)
                    return p
            }
            return null
        }
        function clickOn(square, button) {
            const p = board.pointOfSquare(game.squareColumn(square), game.squareRow(square))
            mouseClick(board, p.x, p.y, button === undefined ? Qt.LeftButton : button)
        }
        // Counts the pixels in the note's blue pencil around the piece on `square`, as the 3D
        // view draws it (the face stands above its square).
        function inkPixels(square) {
            const p = board.pointOfSquare(game.squareColumn(square), game.squareRow(square))
            const img = grabImage(board)
            let n = 0
            for (let y = Math.max(0, p.y - 70); y < p.y + 10; y += 2)
                for (let x = Math.max(0, p.x - 30); x < p.x + 30; x += 2) {
                    const c = img.pixel(x, y)
                    if (c.b > 0.5 && c.r < 0.35 && c.g < 0.5)
                        ++n
                }
            return n
        }
        // The menu is open and placed (its grid is laid out with the popup's first frame).
        function waitForMenu() {
            tryVerify(() => menu.opened)
            tryVerify(() => {
                const first = findChild(menu.contentItem, "guess-general")
                const last = findChild(menu.contentItem, "guess-flag")
                return first && last && last.mapToItem(first, 0, 0).y > 0
            })
        }
        function startCpuGame() {
            verify(game.startCpuGame("random", true))
            game.confirmSetup()
            compare(game.phase, GameSession.Play)
            tryVerify(() => game.humanToMove, 10000)
        }

        function test_noteByClickShownClearedAndJournaled() {
            startCpuGame()
            const squares = opponentSquares()
            verify(squares.length > 10, "opponent pieces to note: " + squares.length)
            const target = squares[3]
            const piece = pieceOn(target)
            verify(piece !== null)
            compare(piece.label, "")
            compare(piece.guess, "")
            const plainInk = inkPixels(target)

            // A plain click on an opponent piece with nothing chosen opens nothing: it says how to
            // attack and how to note (the click was most likely an attack begun the wrong way).
            clickOn(target)
            wait(300)
            verify(!menu.visible, "a left click opens no note")
            verify(game.narrator.message.indexOf("右クリック") >= 0, game.narrator.message)
            // A right click opens its note.
            clickOn(target, Qt.RightButton)
            waitForMenu()
            compare(menu.square, target)
            verify(findChild(menu.contentItem, "guessTitle").text.indexOf(game.squareLabel(target)) >= 0)
            // The types of the rule set, and a hint from the 勝敗表 for the one under the pointer.
            const general = findChild(menu.contentItem, "guess-general")
            verify(general !== null)
            const spy = findChild(menu.contentItem, "guess-spy")
            verify(spy !== null)
            compare(findChild(menu.contentItem, "guess-marshal"), null) // not a classic piece
            mouseMove(general, general.width / 2, general.height / 2)
            // (without the word joiners that keep its phrases whole)
            const hint = () => findChild(menu.contentItem, "guessHint").text.replace(/\u2060/g, "")
            tryVerify(() => hint().indexOf("大将") === 0)
            verify(hint().indexOf("スパイ") >= 0, hint())
            verify(!findChild(menu.contentItem, "guessClear").enabled) // nothing to clear yet
            mouseClick(general)
            tryVerify(() => !menu.visible)

            // Another piece's menu starts clean: nothing marked, the hint on its first type.
            clickOn(squares[4], Qt.RightButton)
            waitForMenu()
            for (const name of ["guess-general", "guess-spy", "guess-flag"]) {
                const b = findChild(menu.contentItem, name)
                verify(!b.highlighted && !b.checked && b.text.indexOf("✓") < 0, name)
            }
            keyClick(Qt.Key_Escape)
            tryVerify(() => !menu.visible)
            clickOn(target, Qt.RightButton)
            waitForMenu()
            verify(findChild(menu.contentItem, "guess-general").highlighted)
            compare(findChild(menu.contentItem, "guess-general").text, "✓ 大将")
            compare(findChild(menu.contentItem, "guess-spy").text, "スパイ")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !menu.visible)

            // Shown on that piece only, and never as a known type.
            compare(piece.guess, "大将")
            compare(piece.guess, "大将")
            compare(piece.label, "")
            verify(!piece.revealed)
            // (A hidden face has none of the note's blue; the note's pencil gives some 30 samples,
            // more or fewer as its strokes fall on the pixels.)
            tryVerify(() => inkPixels(target) > plainInk + 20, 5000, "the note is drawn on the face")
            for (const s of squares)
                if (s !== target)
                    compare(game.guessAt(s), "", "square " + s)
            // A known type's face (the viewer's own) has none of the note's blue.
            for (let s = 0; s < game.board.squareCount; ++s) {
                if (game.labelAt(s) !== "") {
                    compare(inkPixels(s), 0, "own piece on " + s)
                    break
                }
            }

            // The button board shows it too, as the guess with a question mark on a blue tag.
            board.applyViewMode("buttons")
            const cell = board.buttonOf(target)
            compare(cell.text, "大将？")
            verify(findChild(cell, "guessTag").visible)
            verify(cell.Accessible.name.indexOf("メモ") >= 0, cell.Accessible.name)
            verify(Qt.colorEqual(cell.palette.buttonText, Theme.guessInk))

            // Changed by the keyboard on the button board: M opens, arrows and Enter choose.
            cell.forceActiveFocus()
            keyClick(Qt.Key_M)
            waitForMenu()
            compare(menu.focused, 0) // the current note (大将, the first type) has the focus
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
            tryVerify(() => !menu.visible)
            compare(game.guessAt(target), "中将")
            compare(cell.text, "中将？")

            // Cleared by a right click in the 3D view.
            board.applyViewMode("oblique")
            clickOn(target, Qt.RightButton)
            waitForMenu()
            const clear = findChild(menu.contentItem, "guessClear")
            verify(clear.enabled)
            mouseClick(clear)
            tryVerify(() => !menu.visible)
            compare(game.guessAt(target), "")
            compare(piece.guess, "")

            // Kept per piece: a second note stays when the first is changed.
            verify(game.notes.write(squares[0], "spy"))
            verify(game.notes.write(squares[1], "mine"))
            verify(game.notes.write(squares[1], ""))
            compare(game.guessAt(squares[0]), "スパイ")
            compare(game.guessAt(squares[1]), "")

            // Own pieces, empty squares and types of the other rule set are refused.
            let own = -1
            for (let s = 0; s < game.board.squareCount && own < 0; ++s)
                if (game.labelAt(s) !== "")
                    own = s
            verify(!game.canGuess(own))
            verify(!game.notes.write(own, "general"))
            verify(game.narrator.message.indexOf("メモ") >= 0, game.narrator.message)
            verify(!game.notes.write(squares[2], "jet"))
            compare(game.guessAt(squares[2]), "")

            game.backToMenu()
        }

        function test_notesHiddenBehindTheCurtain() {
            game.seed = 9
            verify(game.startHotSeatGame())
            for (let side = 0; side < 2; ++side) {
                game.mode.liftCurtain()
                game.confirmSetup()
            }
            verify(game.mode.curtain)
            game.mode.liftCurtain()
            compare(game.humanIsFirst, true)
            const squares = opponentSquares()
            const target = squares[0]
            verify(game.notes.write(target, "tank"))
            const piece = pieceOn(target)
            compare(piece.guess, "タンク")
            board.applyViewMode("buttons")
            compare(board.buttonOf(target).text, "タンク？")

            // First plays a move and hands over: behind the curtain no note shows anywhere.
            let moved = false
            for (let s = 0; s < game.board.squareCount && !moved; ++s) {
                const to = game.destinationsFrom(s)
                if (to.length > 0) {
                    game.clickSquare(s)
                    game.clickSquare(to[0])
                    moved = true
                }
            }
            verify(game.mode.handOverPending)
            game.mode.handOver()
            verify(game.mode.curtain)
            for (let s = 0; s < game.board.squareCount; ++s) {
                compare(game.guessAt(s), "", "square " + s)
                verify(!game.canGuess(s))
                compare(board.buttonOf(s).guess, "")
            }
            for (let id = 0; id < game.board.squareCount; ++id)
                compare(board.pieceAt(id).guess, "", "piece " + id)
            verify(!game.notes.write(target, "general"))

            // The second player sees none of the first's notes, and keeps their own. (They
            // sit down with Enter: the curtain's button has the focus.)
            tryVerify(() => findChild(screen, "curtainButton").activeFocus)
            keyClick(Qt.Key_Return)
            verify(!game.mode.curtain)
            compare(game.humanIsFirst, false)
            for (let s = 0; s < game.board.squareCount; ++s)
                compare(game.guessAt(s), "", "square " + s)
            const theirs = opponentSquares()[0]
            // Their note menu shows nothing of the first player's (タンク was theirs).
            verify(board.requestGuess(theirs))
            waitForMenu()
            for (const c of game.notes.choices(theirs))
                verify(!findChild(menu.contentItem, "guess-" + c.type).highlighted && !findChild(menu.contentItem, "guess-" + c.type).checked, c.type)
            menu.close()
            tryVerify(() => !menu.visible)
            verify(game.notes.write(theirs, "spy"))
            moved = false
            for (let s = 0; s < game.board.squareCount && !moved; ++s) {
                const to = game.destinationsFrom(s)
                if (to.length > 0) {
                    game.clickSquare(s)
                    game.clickSquare(to[0])
                    moved = true
                }
            }
            game.mode.handOver()
            // Back to the first player: their note again, not the second's.
            game.mode.liftCurtain()
            compare(game.humanIsFirst, true)
            if (pieceOn(target) !== null) { // unless the second player's move took it
                compare(game.guessAt(target), "タンク")
                compare(board.buttonOf(target).text, "タンク？")
            }
            compare(game.guessAt(theirs), "")
            game.backToMenu()
        }
    }
}
