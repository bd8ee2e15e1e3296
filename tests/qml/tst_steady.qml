// Nothing moves under the pointer (issue 55): on the menu, the 続きから card, a records notice
// and 観戦に戻る appear without moving a button, nor does choosing the other game; 設定 keeps its place and size, and its
// controls theirs, whatever its notes say (動きを減らす on or off, a bad server named under
// its field); in a game the panel's buttons stay put while its message, the CPU's spinner, the
// move counter, the captured pieces and the combat log change with every move, when the game
// ends (the pinned result) and when a federation missile is chosen (its strike modes).
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800
    readonly property GameSession session: game

    RuleSettings {
        id: settings
        settingsFile: testSettingsFile + ".steady"
    }
    Preferences {
        id: prefs
        file: testSettingsFile + ".steady"
    }
    GameSession {
        id: game
        seed: 12
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".steady"
        recorder.folder: testSettingsFile + ".steady-records"
    }

    MenuScreen {
        id: menu
        anchors.fill: parent
        visible: game.phase === GameSession.Menu
        ruleSettings: settings
        preferences: prefs
    }
    Loader {
        id: screenLoader
        anchors.fill: parent
        active: game.phase !== GameSession.Menu
        // Inside the component `game: game` would name the screen's own property.
        sourceComponent: GameScreen {
            game: root.session
            preferences: prefs
        }
    }

    TestCase {
        name: "Steady"
        when: windowShown

        function findAll(item, test, found) {
            if (test(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], test, found)
            return found
        }
        // A button of any kind (pressed and clicked), or a slider (moved).
        function isControl(item) {
            return item.pressed !== undefined && (item.clicked !== undefined || item.moved !== undefined)
        }
        // Where each visible control is, in the window's coordinates, by a name of its own.
        function places(container) {
            const at = {}
            const controls = findAll(container, (i) => isControl(i) && i.visible && i.width > 0, [])
            const seen = {}
            for (const c of controls) {
                const name = c.objectName || c.text || "control"
                seen[name] = (seen[name] || 0) + 1
                const p = c.mapToItem(root, 0, 0)
                at[name + "#" + seen[name]] = [p.x, p.y, c.width, c.height]
            }
            return at
        }
        function compareLayouts(before, after, what) {
            const names = Object.keys(before)
            verify(names.length >= 4, what + ": controls to check (" + names.length + ")")
            for (const name of names) {
                verify(after[name] !== undefined, what + ": " + name + " is still there")
                const a = before[name], b = after[name]
                for (let k = 0; k < 4; ++k)
                    verify(Math.abs(a[k] - b[k]) < 0.5,
                           what + ": " + name + " stays where it was (" + a + " -> " + b + ")")
            }
        }
        function settle() {
            wait(250) // a layout changed just now settles within a few frames
        }

        function test_1_menuCardsComeWithoutMovingAButton() {
            settle()
            const before = places(menu)
            menu.continueSummary = "2026-12-06 CPU（中級）と対戦・軍人将棋・12 手"
            settle()
            verify(findChild(menu, "continueButton").visible)
            compareLayouts(before, places(menu), "続きから appeared")
            menu.unfinishedWatch = "gunjin://192.168.1.5:47800/watch/ABCD"
            menu.continueSummary = ""
            settle()
            verify(findChild(menu, "watchAgainButton").visible)
            // The card's own button is new; everything else stays.
            const withWatch = places(menu)
            for (const name of Object.keys(before))
                verify(withWatch[name] !== undefined, name)
            compareLayouts(before, withWatch, "観戦に戻る appeared")
            menu.unfinishedWatch = ""
            settle()
            compareLayouts(before, places(menu), "the card went")
        }

        // The federation's rules line is longer than the classic one and wrapped: the menu
        // keeps two lines for it, so ルール設定 and the mode buttons stay put.
        function test_1b_choosingTheOtherGameMovesNoButton() {
            settings.game = RuleSettings.Classic
            settle()
            const before = places(menu)
            mouseClick(findChild(menu, "game-federation"))
            settle()
            compare(settings.game, RuleSettings.Federation)
            compareLayouts(before, places(menu), "連盟ルール chosen")
            mouseClick(findChild(menu, "game-classic"))
            settle()
            compare(settings.game, RuleSettings.Classic)
            compareLayouts(before, places(menu), "軍人将棋 chosen again")
        }

        function test_2_settingsKeepTheirPlaceWhateverTheNotesSay() {
            mouseClick(findChild(menu, "settingsButton"))
            const dialog = findChild(menu, "settingsDialog")
            tryVerify(() => dialog.opened)
            settle()
            const frame = [dialog.x, dialog.y, dialog.width, dialog.height]
            const before = places(dialog.contentItem)
            prefs.reduceMotion = !prefs.reduceMotion
            settle()
            compareLayouts(before, places(dialog.contentItem), "動きを減らす switched")
            prefs.reduceMotion = !prefs.reduceMotion
            // Typing in the field scrolls it into view (the player's doing); naming what is
            // wrong with the entry then moves nothing.
            const field = findChild(dialog.contentItem, "settingsServer")
            field.forceActiveFocus()
            settle()
            const typing = places(dialog.contentItem)
            field.text = "https://rooms.example.org"
            keyClick(Qt.Key_Return)
            verify(findChild(dialog.contentItem, "settingsServerProblem").visible)
            settle()
            compareLayouts(typing, places(dialog.contentItem), "a bad server named")
            compare([dialog.x, dialog.y, dialog.width, dialog.height], frame, "the dialog keeps its frame")
            field.text = ""
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
        }

        function playOneMove() {
            tryVerify(() => game.humanToMove, 10000)
            for (let s = 0; s < game.board.squareCount; ++s) {
                const to = game.destinationsFrom(s)
                if (to.length === 0)
                    continue
                game.clickSquare(s)
                game.clickSquare(to[0])
                return
            }
            fail("no move")
        }

        function test_3_panelButtonsStayWhileTheGameGoesOn() {
            verify(game.startCpuGame("random", true))
            game.confirmSetup()
            tryVerify(() => game.humanToMove, 10000)
            const panel = findChild(screenLoader.item, "sidePanel")
            const buttons = () => {
                const at = places(panel)
                const kept = {}
                // The panel's own buttons (not the board's squares, not the log's rows).
                for (const name of Object.keys(at))
                    if (!name.startsWith("control"))
                        kept[name] = at[name]
                return kept
            }
            settle()
            const before = buttons()
            const messages = new Set([game.narrator.message])
            for (let i = 0; i < 6 && game.phase === GameSession.Play; ++i) {
                playOneMove()
                tryVerify(() => game.humanToMove || game.phase !== GameSession.Play, 10000)
                messages.add(game.narrator.message)
                settle()
                if (game.phase === GameSession.Play)
                    compareLayouts(before, buttons(), "after move " + (i + 1))
            }
            verify(messages.size > 1, "the message changed as the game went on")
            // The end brings the result and 振り返る into the pinned part: they take the log's
            // room, not the buttons' places.
            verify(game.phase === GameSession.Play, "the game is still on")
            game.resign()
            tryVerify(() => game.phase === GameSession.Over, 5000)
            verify(findChild(panel, "pinnedResult").visible, "the result is pinned")
            settle()
            compareLayouts(before, buttons(), "at the end")
            game.backToMenu()
        }

        // A federation missile chosen brings its strike modes into the pinned part, and the
        // panel's buttons stay where they were.
        function test_4_panelButtonsStayWhenAMissileIsChosen() {
            game.ruleCode = "federation"
            verify(game.startCpuGame("random", true))
            game.confirmSetup()
            tryVerify(() => game.humanToMove, 10000)
            const panel = findChild(screenLoader.item, "sidePanel")
            settle()
            const before = {}
            const all = places(panel)
            for (const name of Object.keys(all))
                if (!name.startsWith("control"))
                    before[name] = all[name]
            let chosen = false
            for (let s = 0; s < game.board.squareCount && !chosen; ++s) {
                if (game.destinationsFrom(s).length === 0)
                    continue
                game.clickSquare(s)
                chosen = game.missileSelected
                if (!chosen)
                    game.cancelSelection()
            }
            verify(chosen, "a missile was chosen")
            verify(findChild(panel, "missileHint").visible, "its strike modes are shown")
            settle()
            const after = places(panel)
            compareLayouts(before, after, "with a missile chosen")
            // The strike modes side by side, and the whole panel still fits: no bar (a
            // play-test saw one come over the title band).
            const modes = [findChild(panel, "strikeMode"), findChild(panel, "launchMode")]
            if (modes[0].visible)
                compare(modes[0].mapToItem(null, 0, 0).y, modes[1].mapToItem(null, 0, 0).y)
            const scroll = findChild(panel, "panelScroll")
            verify(scroll.contentHeight <= scroll.height + 0.5,
                   "the panel scrolls: " + scroll.contentHeight + " > " + scroll.height)
            game.cancelSelection()
            game.backToMenu()
            game.ruleCode = "classic"
        }

        // A message longer than its box (a strike's account and the reply's) is set a little
        // smaller, never below 14 px, and scrolls in the box to its newest line; the buttons
        // stay put.
        function test_5_aLongMessageScrollsInItsBox() {
            verify(game.startCpuGame("random", true))
            game.confirmSetup()
            tryVerify(() => game.humanToMove, 10000)
            const panel = findChild(screenLoader.item, "sidePanel")
            const message = findChild(panel, "message")
            const scroll = findChild(panel, "messageScroll")
            settle()
            compare(message.font.pixelSize, 16)
            verify(!scroll.interactive)
            const before = places(panel)
            const box = [scroll.width, scroll.height]
            const line = "あなたのミサイルは d7 の相手の駒を攻撃しました。相手の駒が 2 枚消えました。"
            message.text = [line, line, line, line, line, line, line].join("\n")
            scroll.newestLine = 6 // the newest account: the last line
            settle()
            compare(message.font.pixelSize, 14)
            verify(scroll.contentHeight > scroll.height, "more than the box holds")
            verify(scroll.interactive, "it scrolls")
            // Its newest line (the reply, the prompt) is in view; the older ones fade out above.
            tryVerify(() => scroll.contentY + scroll.height >= scroll.contentHeight - 1, 1000,
                      "the newest line shows: " + scroll.contentY)
            verify(findChild(panel, "messageFade").visible)
            // From the top of a line: none shows cut in half at the box's top.
            const height = message.contentHeight / message.lineCount
            const cut = scroll.contentY % height
            verify(cut < 0.5 || cut > height - 0.5, "the top line is whole: " + scroll.contentY + " of lines " + height)
            compare([scroll.width, scroll.height], box, "the box keeps its size")
            // One long account alone is read from its start.
            scroll.newestLine = 0
            tryCompare(scroll, "contentY", 0)
            // A reply under our own move's news starts in view, from its first line: a
            // play-tester met a strike's account halfway through.
            const reply = "相手のミサイルが c3 を攻撃しました。あなたの戦車（c3）・工兵（d3）が取られました。"
            message.text = [line, line, reply, reply, reply, reply, "あなたの番です。"].join("\n")
            scroll.newestLine = 2
            settle()
            const older = findChild(panel, "messageOlder")
            verify(older.contentHeight > height, "two lines above it")
            tryVerify(() => Math.abs(scroll.contentY - older.contentHeight) < 1, 1000,
                      "the reply starts at the box's top: " + scroll.contentY + " for " + older.contentHeight)
            verify(scroll.contentY + scroll.height < scroll.contentHeight - 1, "its end scrolls in below")
            compareLayouts(before, places(panel), "a long reply")
            // The accounts above the reply are paler, to their last line and no further (a
            // play-tester read our result and the reply as one run of text); one account
            // alone is not.
            const wash = findChild(panel, "messageOlderWash")
            verify(wash.visible)
            compare(wash.y, 0)
            compare(wash.height, older.contentHeight)
            verify(wash.opacity > 0.2 && wash.opacity < 0.8, "paler, still legible: " + wash.opacity)
            scroll.newestLine = 0
            verify(!wash.visible, "a single account is not washed out")
            scroll.newestLine = 2
            // A short reply under older accounts that do not all fit: they show from the start
            // of one of their lines, not from the middle of a sentence (a play-tester's box
            // began 「動きました。」).
            const story = "あなたの工兵が c3 から c4 へ動きました。ここまでの話を長くして、行が折り返すようにします。"
            const texts = [story, story, story, story, "相手の駒が c8 から c7 へ動きました。", "あなたの番です。"]
            message.text = texts.join("\n")
            scroll.newestLine = 4
            settle()
            const probe = Qt.createQmlObject("import QtQuick; Text { wrapMode: Text.Wrap; visible: false }", panel)
            probe.width = scroll.width
            probe.font.pixelSize = message.font.pixelSize
            const tops = [0]
            for (let k = 1; k < texts.length; ++k) {
                probe.text = texts.slice(0, k).join("\n")
                tops.push(probe.contentHeight)
            }
            probe.destroy()
            verify(tops[4] > scroll.height, "the older accounts do not all fit")
            tryVerify(() => tops.some(t => Math.abs(scroll.contentY - t) < 1.5), 1000,
                      "the box starts at a line's start: " + scroll.contentY + " of " + tops)
            verify(scroll.contentY > 0 && scroll.contentY <= tops[4] + 1, "the reply shows below it")
            verify(scroll.contentY + scroll.height >= message.implicitHeight - 1, "and the prompt")
            game.backToMenu()
        }
    }
}
