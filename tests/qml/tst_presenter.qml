// BoardView against its type (issue 35): the board takes a BoardPresenter - a game in play or
// a finished game's review - and nothing else. Both draw through the same board: the squares,
// the side at the bottom, the cues; the review takes no input and opens no note.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession {
        id: session
        seed: 23
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".presenter"
        recorder.folder: testSettingsFile + ".presenter-records"
        ruleCode: "classic"
    }
    GameReview {
        id: review
    }
    QtObject {
        id: notAPresenter
        property var board: null
        property bool humanIsFirst: true
    }
    // The button board (no 3D scene: this is about what the board binds to, and Qt 6.4's
    // Quick 3D does not take several scenes made and dropped in a row well).
    Component {
        id: boardOf
        BoardView {
            anchors.fill: parent
            graphics3DProblem: "switched-off"
        }
    }

    TestCase {
        name: "Presenter"
        when: windowShown

        function clickOn(board, square) {
            const button = board.buttonOf(square)
            verify(button !== null, "the button of square " + square)
            mouseClick(button)
        }

        // A finished game of the session (the human resigns once a combat has been fought),
        // opened in the review at its first move.
        function finishedGameInReview() {
            verify(session.startCpuGame("random", false))
            session.confirmSetup()
            compare(session.phase, GameSession.Play)
            for (let moves = 0; moves < 300 && session.narrator.log.length === 0; ++moves) {
                tryVerify(() => session.humanToMove || session.phase === GameSession.Over, 10000)
                if (session.phase === GameSession.Over)
                    break
                for (let s = 0; s < session.board.squareCount; ++s) {
                    const to = session.destinationsFrom(s)
                    if (to.length === 0)
                        continue
                    session.clickSquare(s)
                    session.clickSquare(to[to.length - 1])
                    break
                }
            }
            verify(session.narrator.log.length > 0, "a combat was fought")
            if (session.phase !== GameSession.Over) {
                tryVerify(() => session.humanToMove, 10000)
                session.resign()
            }
            compare(session.phase, GameSession.Over)
            verify(session.recorder.finishedRecord !== "")
            verify(review.openFile(session.recorder.finishedRecord), review.error)
        }

        function test_1_theBoardTakesOnlyAPresenter() {
            // Something that only looks like a game is refused by the property's type (QML
            // leaves it null and says so), where a probing `QtObject game` took it.
            const bad = boardOf.createObject(root, {game: notAPresenter})
            verify(bad === null || bad.game === null,
                   "a board made of something that only looks like a game")
            if (bad !== null)
                bad.destroy()
            const good = boardOf.createObject(root, {game: session})
            verify(good !== null)
            verify(good.game === session)
            good.destroy()
        }

        function test_2_gameAndReviewThroughTheSameBoard() {
            finishedGameInReview()
            const gameBoard = boardOf.createObject(root, {game: session})
            const reviewBoard = boardOf.createObject(root, {game: review})
            verify(gameBoard !== null && reviewBoard !== null)
            for (const board of [gameBoard, reviewBoard])
                compare(board.board.squareCount, session.board.squareCount)
            // The human played 後手: both turn the board toward them; the review's 先手 view
            // turns it back.
            verify(!session.humanIsFirst)
            verify(gameBoard.flip)
            verify(!review.humanIsFirst)
            verify(reviewBoard.flip)
            review.viewpoint = GameReview.FirstView
            verify(!reviewBoard.flip)
            reviewBoard.destroy()
            gameBoard.destroy()
        }

        function test_3_theReviewTakesNoInputAndNoNote() {
            if (!review.loaded)
                finishedGameInReview()
            review.viewpoint = GameReview.FirstView
            review.ply = 1
            compare(review.notes, null)
            verify(session.notes !== null)
            const board = boardOf.createObject(root, {game: review})
            verify(board !== null)
            // The opponent's back row on the review's board: a click changes nothing and opens
            // no note menu (a game in play opens one on an opponent piece: tst_guess).
            const menu = findChild(board, "guessMenu")
            verify(menu !== null)
            for (let s = 0; s < review.board.squareCount; ++s)
                verify(!review.canGuess(s), "square " + s)
            const before = review.ply
            const far = review.board.rows
            for (let column = 0; column < review.board.columns; column += 2) {
                const square = review.squareAtCell(column, far)
                verify(square >= 0)
                clickOn(board, square)
                wait(50)
                verify(!menu.visible, "no note menu on square " + square)
                compare(review.selectedSquare, -1)
                compare(review.ply, before)
            }
            board.destroy()
        }

        // The cues are the presenter's: a combat stepped onto in the review reaches the board
        // as a game's combat does.
        function test_4_theReviewsCuesReachTheBoard() {
            if (!review.loaded)
                finishedGameInReview()
            const board = boardOf.createObject(root, {game: review})
            const combats = createTemporaryQmlObject(
                          "import QtTest; SignalSpy { signalName: 'combat' }", root)
            combats.target = board.game
            review.ply = 0
            let steps = 0
            while (combats.count === 0 && review.ply < review.plies && steps++ < 400)
                review.step(1)
            verify(review.combats.length > 0)
            verify(combats.count > 0, "a combat's cue from the review")
            board.destroy()
        }
    }
}
