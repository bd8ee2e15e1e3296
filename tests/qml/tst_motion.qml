// The board's motion frame by frame: a moving piece is drawn between its squares on its way and
// on its square at the end; an attack shows the two pieces meeting and the loser falling; the
// opponent's reply waits until the player's own move has been seen; a click or key skips to the
// end state; reduced motion draws no frame between the two states; an idle board draws nothing.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1000
    height: 760

    GameSession {
        id: game
        seed: 20261204
        minimumThinkMs: 0
        settingsFile: testSettingsFile
    }

    BoardView {
        id: board
        anchors.fill: parent
        game: game
    }

    // What each frame put on screen: the watched pieces' positions and opacities.
    property var watched: []
    property var frames: []
    property int frameCount: 0
    Connections {
        target: root.Window.window
        function onFrameSwapped() {
            root.frameCount++
            if (root.watched.length === 0)
                return
            root.frames.push(root.watched.map(id => {
                const p = board.pieceAt(id)
                return { x: p.position.x, y: p.position.y, z: p.position.z, opacity: p.opacity,
                         moving: p.moving }
            }))
        }
    }
    // When each move was put on the board, and where the player's piece stood then.
    property var movedAt: []
    property int mine: -1
    Connections {
        target: game
        function onMoved(from, to) {
            const p = root.mine >= 0 ? board.pieceAt(root.mine) : null
            root.movedAt.push({ time: Date.now(), travel: p ? p.travel : -1,
                                moving: p ? p.moving : false })
        }
    }

    SignalSpy {
        id: skips
        target: game.motion
        signalName: "skipped"
    }

    TestCase {
        name: "Motion"
        when: windowShown

        function cleanupTestCase() {
            board.visible = false
            wait(100)
        }

        function init() {
            game.motion.reduced = false
            game.motion.speed = "normal"
            root.watched = []
            root.frames = []
            root.movedAt = []
            root.mine = -1
            verify(game.startCpuGame("random", true))
            game.confirmSetup()
            verify(game.humanToMove)
            waitForRendering(board, 300)
        }

        function pointOf(square) {
            return board.pointOfSquare(game.squareColumn(square), game.squareRow(square))
        }
        function sceneOf(square) {
            return board.scenePosition(game.squareColumn(square), game.squareRow(square))
        }
        function pieceOn(square) {
            for (let id = 0; id < 60; ++id) {
                const p = board.pieceAt(id)
                if (p && p.alive && p.square === square)
                    return id
            }
            return -1
        }
        function near(a, b) {
            return Math.hypot(a.x - b.x, a.z - b.z) < 0.5
        }
        // An own piece's move onto an empty square (attack false) or onto an opponent (true).
        function findMove(attack) {
            for (let s = 0; s < game.board.squareCount; ++s) {
                const moves = game.destinationsFrom(s)
                for (let i = 0; i < moves.length; ++i) {
                    const other = pieceOn(moves[i])
                    if ((other >= 0) === attack)
                        return { from: s, to: moves[i], piece: pieceOn(s), other: other }
                }
            }
            return null
        }
        // The two clicks of a move, on the squares (what the board's picking hands over: the
        // picking itself is tst_board's).
        function play(m) {
            game.clickSquare(m.from)
            compare(game.selectedSquare, m.from)
            game.clickSquare(m.to)
        }
        // Plays on (without motion) until an own piece has a move of the kind asked for: at the
        // start every move is an attack (the setup fills every square of each side).
        function moveWithin(attack, plies) {
            for (let i = 0; i < plies; ++i) {
                const m = findMove(attack)
                if (m)
                    return m
                game.motion.paced = false
                play(findMove(!attack))
                tryVerify(() => game.humanToMove || game.phase !== GameSession.Play, 5000)
                game.motion.paced = true
                if (game.phase !== GameSession.Play)
                    return null
            }
            return null
        }

        function test_aMoveSlidesBetweenItsSquaresAndLandsOnItsSquare() {
            const m = moveWithin(false, 30)
            verify(m, "an own piece can move to an empty square")
            const start = sceneOf(m.from), end = sceneOf(m.to)
            root.watched = [m.piece]
            play(m)
            tryVerify(() => !board.pieceAt(m.piece).moving, 3000)
            wait(50)
            root.watched = []
            const between = root.frames.filter(f => !near(f[0], start) && !near(f[0], end))
            verify(between.length >= 2, "frames on the way: " + between.length + " of " + root.frames.length)
            // On the way it lies on the line between the squares (or above it, hopping).
            for (const f of between) {
                const t = Math.hypot(f[0].x - start.x, f[0].z - start.z) / Math.hypot(end.x - start.x, end.z - start.z)
                verify(t > 0 && t < 1, "between its squares: " + t)
            }
            // Lifted off the board on its way (it is moved, not pushed), and set down.
            verify(between.some(f => f[0].y > 5), "lifted on its way: " + JSON.stringify(between))
            compare(board.pieceAt(m.piece).position.y, 0)
            verify(near(board.pieceAt(m.piece).position, end), "on its square at the end")
            verify(near(root.frames[root.frames.length - 1][0], end), "the last frame shows it there")
        }

        function test_anAttackShowsThePiecesMeetingAndTheLoserFalling() {
            const m = moveWithin(true, 30)
            if (!m)
                skip("no attack came up in this opening")
            root.watched = [m.piece, m.other]
            const to = sceneOf(m.to)
            play(m)
            tryVerify(() => root.frames.length > 0 && !board.pieceAt(m.piece).moving
                            && !board.pieceAt(m.other).moving, 4000)
            root.watched = []
            // Meeting: a frame where the attacker is on its way and the defender still stands.
            const meeting = root.frames.filter(f => !near(f[0], sceneOf(m.from)) && !near(f[0], to)
                                                    && f[1].opacity > 0.99)
            verify(meeting.length >= 1, "the pieces meet before one falls: "
                   + JSON.stringify(root.frames.slice(0, 12)) + " from " + JSON.stringify(sceneOf(m.from)) + " to " + JSON.stringify(to))
            const attacker = board.pieceAt(m.piece), defender = board.pieceAt(m.other)
            verify(!attacker.alive || !defender.alive, "someone lost")
            // The loser falls over frames (partly faded at some point), and is gone at the end.
            const loser = attacker.alive ? 1 : 0
            verify(root.frames.some(f => f[loser].opacity > 0.01 && f[loser].opacity < 0.99),
                   "the loser fades as it falls")
            verify(!(attacker.alive ? defender : attacker).visible, "the loser has left the board")
            if (attacker.alive)
                verify(near(attacker.position, to), "the winner settles on the square")
        }

        function test_theReplyWaitsForTheOwnMoveToBeSeen() {
            const m = moveWithin(false, 30)
            root.mine = m.piece
            root.movedAt = []
            play(m)
            compare(root.movedAt.length, 1)
            verify(board.pieceAt(m.piece).moving, "the own move is playing")
            tryVerify(() => root.movedAt.length >= 2, 5000)
            // When the reply came onto the board, the own piece had landed.
            compare(root.movedAt[1].travel, 1)
            verify(!root.movedAt[1].moving)
            verify(root.movedAt[1].time - root.movedAt[0].time >= 300,
                   "the reply came " + (root.movedAt[1].time - root.movedAt[0].time) + " ms later")
        }

        function test_aClickOrAKeySkipsToTheEndState_data() {
            return [{ tag: "click", key: false }, { tag: "key", key: true }]
        }

        function test_aClickOrAKeySkipsToTheEndState(data) {
            const m = moveWithin(false, 30)
            play(m)
            skips.clear()
            verify(game.motion.busy)
            verify(board.pieceAt(m.piece).moving)
            if (data.key) {
                board.forceActiveFocus()
                keyClick(Qt.Key_Space)
            } else {
                mouseClick(board, 20, board.height - 20)
            }
            // (The CPU's reply may already be playing: it was asked once the move was seen.)
            compare(skips.count, 1)
            const p = board.pieceAt(m.piece)
            verify(!p.moving)
            compare(p.travel, 1)
            verify(near(p.position, sceneOf(m.to)))
            // The skip did nothing else: no piece was chosen.
            compare(game.selectedSquare, -1)
        }

        function test_reducedMotionDrawsNoFrameBetweenTheStates() {
            game.motion.reduced = true
            const m = moveWithin(false, 30)
            root.mine = m.piece
            root.movedAt = []
            const end = sceneOf(m.to)
            const ids = []
            for (let id = 0; id < game.board.squareCount; ++id)
                if (board.pieceAt(id).alive)
                    ids.push(id)
            root.watched = ids
            play(m)
            verify(near(board.pieceAt(m.piece).position, end), "at its square at once")
            tryVerify(() => root.movedAt.length >= 2, 5000) // the reply too
            tryVerify(() => !game.motion.busy, 3000)
            wait(300)
            root.watched = []
            verify(root.frames.length > 0)
            for (const f of root.frames) {
                verify(near(f[ids.indexOf(m.piece)], end), "every frame shows the piece on its square")
                for (const q of f) {
                    verify(!q.moving, "nothing animates")
                    verify(q.opacity === 0 || q.opacity === 1, "no piece half faded: " + q.opacity)
                }
            }
        }

        function test_theEndTurnsTheHiddenPiecesOver() {
            const hidden = []
            for (let id = 0; id < game.board.squareCount; ++id) {
                const p = board.pieceAt(id)
                if (p.alive && !p.own && p.label === "")
                    hidden.push(id)
            }
            verify(hidden.length > 0)
            const turns = []
            const watch = () => turns.push(board.pieceAt(hidden[0]).turn)
            root.Window.window.frameSwapped.connect(watch)
            game.resign()
            compare(game.phase, GameSession.Over)
            verify(game.motion.busy, "the reveal plays before the result")
            verify(board.pieceAt(hidden[0]).label !== "", "revealed")
            tryVerify(() => !game.motion.busy, 3000)
            wait(50)
            root.Window.window.frameSwapped.disconnect(watch)
            verify(turns.some(t => t > 5 && t < 175), "turning over: " + JSON.stringify(turns))
            // Face up at the end (a loaded machine's frames may end the turn a moment late).
            for (const id of hidden)
                tryCompare(board.pieceAt(id), "turn", 0, 1000)
        }

        function test_anIdleBoardDrawsNothing() {
            const m = moveWithin(false, 30)
            play(m)
            tryVerify(() => game.humanToMove && !game.motion.busy, 5000)
            wait(1500) // the antialiasing's last frames
            const before = root.frameCount
            wait(1000)
            compare(root.frameCount - before, 0)
        }
    }
}
