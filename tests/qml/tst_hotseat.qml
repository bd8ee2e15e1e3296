// The hot-seat curtain (この端末で 2 人で遊ぶ): non-interference on screen. Two games are played
// with the same moves; in the second, the second player swaps their 大佐 and 中佐 during setup.
// The two pieces move alike, so until one of them fights, both games see the same moves and
// announcements. Everything the window shows or binds while the first player is at the board,
// or while the curtain is down, must then be identical in both games: no trace of the second
// player's types. The curtain itself must hide every type, and it drops and rises in motion.
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
        seed: 4242
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    TestCase {
        name: "HotSeat"
        when: windowShown

        // Every string bound in the window's item tree, visible or not, plus the 3D labels
        // and the controller's outputs.
        function snapshot() {
            const out = []
            const walk = (item) => {
                if (item.text !== undefined && typeof item.text === "string" && item.text !== "")
                    out.push(item.text)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(screen)
            for (let i = 0; i < 46; ++i) {
                const p = screen.boardView.pieceAt(i)
                out.push(i + ":" + p.label + ":" + p.square)
            }
            for (let s = 0; s < 46; ++s)
                out.push("label " + s + " " + game.labelAt(s))
            out.push("message " + game.narrator.message)
            out.push("log " + game.narrator.log.join("|"))
            out.push("captured " + JSON.stringify(game.captured.own))
            return out.join("\n")
        }

        function findSquare(label, side) {
            for (let s = side === 0 ? 0 : 23; s < (side === 0 ? 23 : 46); ++s)
                if (game.labelAt(s) === label)
                    return s
            return -1
        }

        function checkBlind() {
            verify(game.mode.curtain)
            for (let i = 0; i < 46; ++i)
                compare(screen.boardView.pieceAt(i).label, "", "piece " + i + " behind the curtain")
            for (let s = 0; s < 46; ++s)
                compare(game.labelAt(s), "")
            compare(game.narrator.log.length, 0)
            compare(game.captured.own.length, 0)
            compare(game.narrator.message, "")
        }

        // Plays one hot-seat game in which side `swapper` (0 first, 1 second) swaps its 大佐 and
        // 中佐 during setup when `swap` is set. Returns the snapshots taken while the other side
        // was at the board or the curtain was down, up to the first fight of a swapped piece.
        function play(swapper, swap) {
            game.seed = 4242 // both games start from the same setups
            game.startHotSeatGame()
            let watched = []
            for (let side = 0; side < 2; ++side) {
                checkBlind()
                mouseClick(findChild(screen, "curtainButton"))
                verify(!game.mode.curtain)
                compare(game.humanIsFirst, side === 0)
                if (side === swapper) {
                    watched = [findSquare("大佐", side), findSquare("中佐", side)]
                    verify(watched[0] >= 0 && watched[1] >= 0)
                    if (swap) {
                        game.clickSquare(watched[0])
                        game.clickSquare(watched[1])
                        verify(game.narrator.message.indexOf("入れ替えました") >= 0, game.narrator.message)
                    }
                }
                game.confirmSetup()
            }
            const shots = []
            for (let turn = 0; turn < 400; ++turn) {
                checkBlind()
                shots.push(snapshot())
                game.mode.liftCurtain()
                const side = game.humanIsFirst ? 0 : 1
                const observer = side !== swapper
                if (observer)
                    shots.push(snapshot())
                // A deterministic choice among the legal moves (identical in both games).
                const moves = []
                for (let s = 0; s < 46; ++s) {
                    const to = game.destinationsFrom(s)
                    for (let k = 0; k < to.length; ++k)
                        moves.push([s, to[k]])
                }
                verify(moves.length > 0)
                const m = moves[(turn * 7 + 3) % moves.length]
                const touchesWatched = watched.indexOf(m[0]) >= 0 || watched.indexOf(m[1]) >= 0
                if (m[0] === watched[0]) watched[0] = m[1]
                else if (m[0] === watched[1]) watched[1] = m[1]
                const ply = game.ply
                game.clickSquare(m[0])
                game.clickSquare(m[1])
                compare(game.ply, ply + 1)
                if (game.phase === GameSession.Over)
                    break
                verify(game.mode.handOverPending)
                if (observer)
                    shots.push(snapshot())
                if (touchesWatched && game.noCombatPlies === 0)
                    break // a swapped piece fought: from here the games may differ
                mouseClick(findChild(screen, "handOver"))
            }
            return shots
        }

        // The curtain drops and rises in motion (a cut read as a glitch), and the board is
        // blind from the moment it starts to fall.
        function test_curtainFallsAndRises() {
            const curtain = findChild(screen, "curtain")
            // The drop's values on the way (a loaded machine draws few frames: any between).
            let between = 0
            const count = () => { if (curtain.drop > 0.05 && curtain.drop < 0.95) ++between }
            curtain.dropChanged.connect(count)
            game.motion.paced = true
            game.startHotSeatGame()
            tryVerify(() => curtain.drop === 1, 2000)
            between = 0
            // Still closed a moment while the board takes the player's pieces: the slow frames
            // of that change made the rise look like a cut.
            let firstMove = 0
            const moved = () => { if (firstMove === 0) firstMove = Date.now() }
            curtain.dropChanged.connect(moved)
            const clicked = Date.now()
            mouseClick(findChild(screen, "curtainButton"))
            verify(!game.mode.curtain)
            tryVerify(() => !curtain.visible, 2000)
            curtain.dropChanged.disconnect(moved)
            verify(firstMove - clicked >= 140, "it waits, closed: it rose after " + (firstMove - clicked) + " ms")
            verify(between > 0, "it rose in motion")
            between = 0
            // The fall eases in: early in it the cloth has come less than half way (eased out,
            // the slow frame as the board turns blind swallowed most of it: a play-tester saw a
            // cut). Every value drawn in its first 40 % of time is checked.
            let fallStart = 0, earlyMax = 0
            const early = () => {
                if (fallStart > 0 && Date.now() - fallStart <= 200)
                    earlyMax = Math.max(earlyMax, curtain.drop)
            }
            curtain.dropChanged.connect(early)
            fallStart = Date.now()
            game.confirmSetup() // the second player's turn to arrange: the curtain falls
            verify(game.mode.curtain)
            // The board turns to the second player only once the cloth is down.
            wait(50)
            verify(!screen.boardView.flip || curtain.drop === 1, "turned while the curtain fell")
            tryVerify(() => screen.boardView.flip, 2000)
            compare(curtain.drop, 1)
            for (let s = 0; s < 46; ++s)
                compare(game.labelAt(s), "", "blind as it falls: square " + s)
            tryVerify(() => curtain.drop === 1, 2000)
            verify(between > 0, "it fell in motion")
            verify(earlyMax < 0.5, "it eased in: " + earlyMax + " of the way within 200 ms")
            curtain.dropChanged.disconnect(early)
            curtain.dropChanged.disconnect(count)
            game.motion.reduced = true // at once with 動きを減らす
            mouseClick(findChild(screen, "curtainButton"))
            compare(curtain.drop, 0)
            game.motion.reduced = false
            game.motion.paced = false
            game.backToMenu()
        }

        function test_curtainHidesTheOtherSide_data() {
            return [{ tag: "second's types, first at the board", swapper: 1 },
                    { tag: "first's types, second at the board", swapper: 0 }]
        }

        function test_curtainHidesTheOtherSide(data) {
            const plain = play(data.swapper, false)
            const swapped = play(data.swapper, true)
            verify(plain.length > 15, "compared " + plain.length + " moments")
            console.log(data.tag + ": " + plain.length + " identical moments")
            compare(swapped.length, plain.length)
            for (let i = 0; i < plain.length; ++i)
                compare(swapped[i], plain[i], "moment " + i)
        }
    }
}
