// The 3D board as a player uses it: clicks pick the right square, highlights follow the legal
// moves, a refused setup swap says why, the board is drawn, and a whole game runs with the
// view live.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

// The root is a plain Item: a TestCase itself is not drawn.
Item {
    id: root
    width: 1000
    height: 760

    GameSession {
        id: game
        seed: 17
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile
    }

    BoardView {
        id: board
        anchors.fill: parent
        game: game
    }

    TestCase {
    name: "Board"
    when: windowShown

    // Take the 3D view off screen before the window is torn down (see tst_hotseat.qml).
    function cleanupTestCase() {
        board.visible = false
        wait(100)
    }

    function init() {
        board.topView = false
        board.yaw = 0
        board.pitch = board.obliquePitch
        verify(game.startCpuGame("random", true))
        waitForRendering(board, 200)
    }

    function pointOf(square) {
        return board.pointOfSquare(game.squareColumn(square), game.squareRow(square))
    }

    function test_everySquarePicksItself_data() {
        return [{ tag: "oblique", top: false }, { tag: "top", top: true }]
    }

    function test_everySquarePicksItself(data) {
        board.topView = data.top
        board.pitch = data.top ? -90 : board.obliquePitch
        tryVerify(() => Math.abs(board.pitch - (data.top ? -90 : board.obliquePitch)) < 0.01, 2000)
        wait(400) // pieces finish lying down or standing up
        for (let s = 0; s < 46; ++s) {
            const p = pointOf(s)
            compare(board.squareAtPoint(p.x, p.y), s, "square " + game.squareLabel(s))
        }
    }

    function test_clickSelectsThePieceAndHighlightsItsMoves() {
        game.confirmSetup()
        verify(game.humanToMove)
        let tried = 0
        for (let s = 0; s < 23; ++s) {
            const moves = game.destinationsFrom(s)
            if (moves.length === 0)
                continue
            const p = pointOf(s)
            mouseClick(board, p.x, p.y)
            compare(game.selectedSquare, s, "clicked " + game.squareLabel(s))
            compare(board.markers.objectAt(s).frame, 1) // yellow
            for (let t = 0; t < 46; ++t) {
                const m = board.markers.objectAt(t)
                const reachable = moves.indexOf(t) >= 0
                compare(m.dot || m.frame === 2, reachable, "square " + game.squareLabel(t))
            }
            mouseClick(board, p.x, p.y) // the same piece again: deselected
            compare(game.selectedSquare, -1)
            ++tried
        }
        verify(tried > 0)
        // A click on a destination plays the move; both frames of the last move turn orange.
        for (let s = 0; s < 23; ++s) {
            const moves = game.destinationsFrom(s)
            if (moves.length === 0)
                continue
            const from = pointOf(s)
            mouseClick(board, from.x, from.y)
            const to = pointOf(moves[0])
            mouseClick(board, to.x, to.y)
            tryVerify(() => game.ply >= 1, 3000)
            break
        }
        tryVerify(() => game.humanToMove, 5000)
        let orange = 0
        for (let t = 0; t < 46; ++t) {
            const m = board.markers.objectAt(t)
            if (m.frame !== 3)
                continue
            ++orange
            // Tinted, not framed: a frame there read as a choice (a play-test).
            verify(findChild(m, "lastMoveTint").visible, "the last move's square is tinted")
            tryVerify(() => findChild(m, "lastMoveTint").opacity > 0.3, 2000)
            verify(!findChild(m, "frameRing").visible, "and has no frame")
        }
        compare(orange, 2)
    }

    // The piece drawn on a square, or null.
    function pieceOn(square) {
        for (let id = 0; id < 46; ++id) {
            const p = board.pieceAt(id)
            if (p && p.alive && p.square === square)
                return p
        }
        return null
    }

    // The board answers the pointer (a play-tester missed it): an own piece the player may
    // pick rises under it and the pointer says a click acts there; an opponent's hidden piece
    // or the board's rim do not. (Through pointAt, the input area's hover: QtTest's moves
    // after an earlier test's clicks reached no hover handler.)
    function test_pointerOverAPieceRaisesIt() {
        game.confirmSetup()
        verify(game.humanToMove)
        let own = -1 // a square of the viewer's whose piece can move
        for (let s = 0; s < 23 && own < 0; ++s)
            if (game.destinationsFrom(s).length > 0)
                own = s
        verify(own >= 0)
        const p = pointOf(own)
        board.pointAt(p.x, p.y)
        compare(board.pointerSquare, own)
        compare(board.pickableUnderPointer, own)
        verify(pieceOn(own).own)
        verify(pieceOn(own).hovered, "the own piece under the pointer rises")
        verify(board.pointerActs)

        const theirs = 30
        const q = pointOf(theirs)
        board.pointAt(q.x, q.y)
        compare(board.pointerSquare, theirs)
        verify(!pieceOn(own).hovered, "the piece left behind settles")
        verify(!pieceOn(theirs).hovered)
        verify(!board.pointerActs, "nothing to pick on a hidden opponent piece")

        // With a piece chosen, a square it can reach (the first move: an attack, every square
        // is full) is something to click.
        mouseClick(board, p.x, p.y)
        compare(game.selectedSquare, own)
        const moves = game.destinationsFrom(own)
        const r = pointOf(moves[0])
        board.pointAt(r.x, r.y)
        compare(board.pointerSquare, moves[0])
        verify(board.pointerActs, "a red frame under the pointer")

        // Off the board: nothing.
        board.pointAt(3, board.height - 3)
        compare(board.pointerSquare, -1)
        verify(!board.pointerActs)
    }

    // Whether a move from `a` to `b` goes further than one step, in grid cells between the
    // squares' nearest cells (an HQ covers two).
    function far(a, b) {
        const first = q => game.board.columnOf(q) - (game.board.spanOf(q) - 1) / 2
        const last = q => game.board.columnOf(q) + (game.board.spanOf(q) - 1) / 2
        const dc = first(b) > last(a) ? first(b) - last(a) : first(a) > last(b) ? first(a) - last(b) : 0
        const dr = game.board.rowOf(b) - game.board.rowOf(a)
        return dc * dc + dr * dr > 2
    }

    // A long move's way is drawn (a play-tester saw only a jet's two squares): an arrow from
    // the square left toward the square reached, in the 3D view and on the button board; a
    // step has none. Looked at on each of our turns, when the last move is the random CPU's,
    // until both kinds have been seen.
    function test_aLongMoveShowsItsWay() {
        game.confirmSetup()
        const way = findChild(board, "lastMoveWay")
        verify(way !== null)
        verify(!way.visible, "no way before the first move")
        let sawFar = false, sawNear = false
        for (let turn = 0; turn < 40 && !(sawFar && sawNear); ++turn) {
            tryVerify(() => game.humanToMove || game.phase !== GameSession.Play, 5000)
            if (game.phase !== GameSession.Play)
                break
            const from = game.squares.lastFrom, to = game.squares.lastTo
            if (from >= 0) {
                const isFar = far(from, to)
                compare(way.visible, isFar, game.squareLabel(from) + " → " + game.squareLabel(to))
                if (isFar) {
                    sawFar = true
                    // Laid from the square left toward the square reached.
                    const a = board.scenePosition(game.board.columnOf(from), game.board.rowOf(from))
                    const b = board.scenePosition(game.board.columnOf(to), game.board.rowOf(to))
                    fuzzyCompare(way.position.x, a.x, 0.5)
                    fuzzyCompare(way.position.z, a.z, 0.5)
                    const shaft = findChild(way, "lastMoveShaft")
                    const tip = way.mapPositionToScene(Qt.vector3d(way.end, 0, 0))
                    verify(Math.hypot(tip.x - b.x, tip.z - b.z) < board.cell * 0.5,
                           "the arrow ends beside the square reached")
                    verify(shaft.visible)
                    tryVerify(() => way.opacity > 0.5, 2000)
                    // The button board draws the same way.
                    board.applyViewMode("buttons")
                    const flat = findChild(board, "lastMoveWayFlat")
                    tryVerify(() => flat !== null && flat.visible, 2000)
                    verify(flat.length > flat.cell * 1.5, "longer than a step: " + flat.length)
                    board.applyViewMode("oblique")
                } else {
                    sawNear = true
                }
            }
            for (let s = 0; s < 46; ++s) {
                const moves = game.destinationsFrom(s)
                if (moves.length > 0) {
                    game.clickSquare(s)
                    game.clickSquare(moves[moves.length - 1])
                    break
                }
            }
        }
        verify(sawFar, "a long move was the last move")
        verify(sawNear, "a step was the last move")
    }

    function test_refusedSwapSaysWhy() {
        let mine = -1
        for (let s = 0; s < 23; ++s)
            if (game.labelAt(s) === "地雷") { mine = s; break }
        verify(mine >= 0)
        const entry = game.squareAtCell(1, 4) // b4
        const before = game.labelAt(entry)
        const p = pointOf(mine)
        mouseClick(board, p.x, p.y)
        compare(board.markers.objectAt(mine).frame, 1)
        const q = pointOf(entry)
        mouseClick(board, q.x, q.y)
        verify(game.narrator.message.indexOf("橋のたもと") >= 0, game.narrator.message)
        compare(game.labelAt(entry), before)
        compare(board.markers.objectAt(mine).frame, 0)
    }

    function test_boardIsDrawn() {
        // Sort the pixels of the view into wood, vermilion (own pieces), river blue and the
        // dark walnut table fading into the background; each must be present in a sensible
        // amount.
        let wood = 0, red = 0, blue = 0, dark = 0, total = 0
        tryVerify(() => {
            const image = grabImage(board)
            wood = red = blue = dark = total = 0
            for (let x = 2; x < board.width; x += 6) {
                for (let y = 2; y < board.height; y += 6) {
                    const c = image.pixel(x, y)
                    ++total
                    if (c.r > 0.6 && c.g > 0.45 && c.b < 0.6 && c.r > c.g && c.g > c.b) ++wood
                    else if (c.r > 0.6 && c.g < 0.45 && c.b < 0.35) ++red
                    else if (c.b > c.r + 0.1 && c.b > 0.45) ++blue
                    else if (c.r < 0.45 && c.r >= c.g && c.g >= c.b) ++dark
                }
            }
            return wood > total * 0.15 && red > total * 0.02 && blue > total * 0.005
                   && dark > total * 0.1
        }, 4000, "wood, pieces, river and the table are drawn")
        console.log("pixels: wood", wood, "vermilion", red, "river", blue, "background", dark,
                    "of", total)
    }

    function test_wholeGameWithTheViewLive() {
        game.confirmSetup()
        let guard = 0
        while (game.phase === GameSession.Play && guard++ < 1500) {
            tryVerify(() => game.humanToMove || game.phase !== GameSession.Play, 5000)
            if (game.phase !== GameSession.Play)
                break
            for (let s = 0; s < 46; ++s) {
                const moves = game.destinationsFrom(s)
                if (moves.length > 0) {
                    game.clickSquare(s)
                    game.clickSquare(moves[moves.length - 1])
                    break
                }
            }
        }
        compare(game.phase, GameSession.Over)
        verify(game.narrator.resultTitle.length > 0)
        // Every piece still on the board is shown with its type now, the opponent's included.
        let pieces = 0, labelled = 0
        for (let i = 0; i < 46; ++i) {
            const p = board.pieceAt(i)
            if (!p.alive)
                continue
            ++pieces
            if (p.label !== "")
                ++labelled
        }
        verify(pieces > 2)
        compare(labelled, pieces)
    }
}
}
