// Narrow windows (issue 21, 34): at the smallest window the app allows (640 x 600) the game's
// panel lies beside the board, narrower, scrolls, and every one of its buttons can be scrolled to
// and pressed, the phase's main action in view without scrolling; only a tall window puts the
// panel under the board; the 3D board shows whole at each size, the view buttons clear of it;
// a small window starts with the button board, its names legible, without saving that view. The menu, the
// rules page, the LAN screen, 棋譜, the review, the help, the result dialog and the hot-seat
// curtain keep every button and text inside the window, uncut and not overlapping, in Japanese
// and in English. Two fingers pinch the 3D view's zoom within the wheel's limits.
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
import GunjinStyle
import Gunjin.Ui

Item {
    id: root
    width: 640
    height: 600

    Language {
        id: uiLanguage
        choice: "ja"
    }

    GameSession {
        id: session
        seed: 23
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".narrow"
        recorder.folder: testSettingsFile + ".narrow-records"
        ruleCode: "classic"
    }
    RuleSettings {
        id: rules
        settingsFile: testSettingsFile + ".narrow-rules"
    }
    LanLobby {
        id: lanLobby
        game: session
        bindAddress: "127.0.0.1"
        port: 0
    }
    RecordList {
        id: recordList
        folder: session.recorder.folder
    }
    GameReview {
        id: gameReview
    }

    // The 3D screens are made once: Qt 6.4's Quick 3D corrupted its memory when View3Ds were
    // made and destroyed one after another in a test. Each test sizes them and shows one.
    // Where the game screen keeps the view mode: a view the app picks for a small window must
    // not overwrite it.
    Preferences {
        id: prefs
        file: testSettingsFile + ".narrow.prefs"
    }
    GameScreen {
        id: gameScreen
        visible: false
        width: root.width
        height: root.height
        game: session
        preferences: prefs
    }
    GameScreen {
        id: onlineScreen
        visible: false
        width: root.width
        height: root.height
        game: session
        lobby: lanLobby
        graphics3DProblem: "switched-off" // about the room panel: no second 3D view
    }
    Component {
        id: menuComponent
        MenuScreen {
            width: root.width
            height: root.height
            language: uiLanguage.current
            ruleSettings: rules
        }
    }
    Component {
        id: lanComponent
        LanScreen {
            width: root.width
            height: root.height
            lobby: lanLobby
        }
    }
    Component {
        id: recordsComponent
        RecordsScreen {
            width: root.width
            height: root.height
            records: recordList
        }
    }
    Loader {
        id: reviewLoader
        active: false
        visible: false
        width: root.width
        height: root.height
        sourceComponent: ReviewScreen {
            review: gameReview
        }
    }
    Component {
        id: helpComponent
        HelpDialog {
            language: uiLanguage.current
        }
    }

    SignalSpy {
        id: helpSpy
        signalName: "helpRequested"
    }

    TestCase {
        name: "Narrow"
        when: windowShown

        function cleanup() {
            session.ruleCode = "classic"
            gameScreen.visible = false
            onlineScreen.visible = false
            reviewLoader.visible = false
            lanLobby.leave()
            gameReview.close()
            if (session.phase !== GameSession.Menu)
                session.backToMenu()
        }
        function cleanupTestCase() {
            uiLanguage.choice = "ja"
            rules.retranslate()
            session.retranslate()
            reviewLoader.active = false
        }

        // The game screen at a size, shown.
        function showGame(width, height) {
            gameScreen.width = width
            gameScreen.height = height
            gameScreen.visible = true
            // The first angle and zoom (a pinch test leaves the camera near).
            gameScreen.boardView.applyViewMode("oblique")
            tryCompare(gameScreen.boardView, "pitch", gameScreen.boardView.obliquePitch, 2000)
            return gameScreen
        }

        function setLanguage(code) {
            uiLanguage.choice = code
            rules.retranslate()
            session.retranslate()
            compare(uiLanguage.current, code)
        }

        function rectOf(item) {
            const p = item.mapToItem(root, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function shown(item) {
            for (let i = item; i; i = i.parent)
                if (!i.visible || i.opacity === 0)
                    return false
            return item.width > 0 && item.height > 0
        }
        // (instanceof does not work with AbstractButton, an uncreatable type.)
        function isButton(item) {
            return typeof item.toggle === "function" && item.autoExclusive !== undefined
        }
        function isText(item) {
            return (item instanceof Text || item instanceof Label) && item.text !== ""
        }
        function isControl(item) {
            return isButton(item) || item instanceof TextField || item instanceof ComboBox
                   || item instanceof Slider || item instanceof TextArea
        }
        // Every shown button, field and text under `item` (a button's own label is the
        // button's; texts a control holds, such as a list row's, are checked too).
        function controlsUnder(item, out) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (!shown(child))
                    continue
                if (isControl(child) || isText(child))
                    out.push(child)
                controlsUnder(child, out)
            }
            return out
        }
        // The nearest area the item scrolls up and down in, or null.
        function scrollerOf(item) {
            for (let i = item.parent; i; i = i.parent)
                if (i instanceof Flickable && i.interactive && i.contentHeight > i.height + 0.5)
                    return i
            return null
        }
        // An item lies inside the window from top to bottom, or in a scroll area that reaches
        // it and can itself be reached.
        function checkReachableIn(item, bounds, name) {
            const scroller = scrollerOf(item)
            if (scroller === null) {
                const r = rectOf(item)
                verify(r.y >= bounds.y - 0.5 && r.y + r.height <= bounds.y + bounds.height + 0.5,
                       name + " lies inside the window's height (" + r.y + ", " + r.height + ")")
                return
            }
            const p = item.mapToItem(scroller.contentItem, 0, 0)
            verify(p.y >= scroller.originY - 0.5
                   && p.y + item.height <= scroller.originY + scroller.contentHeight + 0.5,
                   name + " can be scrolled to")
            checkReachableIn(scroller, bounds, name + " (in " + (scroller.objectName || "a scroll area") + ")")
        }
        // The part of an item not clipped away by its ancestors (empty when scrolled out).
        function visiblePart(item) {
            let r = rectOf(item)
            for (let i = item.parent; i; i = i.parent) {
                if (!i.clip)
                    continue
                const c = rectOf(i)
                const x = Math.max(r.x, c.x), y = Math.max(r.y, c.y)
                const w = Math.min(r.x + r.width, c.x + c.width) - x
                const h = Math.min(r.y + r.height, c.y + c.height) - y
                r = Qt.rect(x, y, Math.max(0, w), Math.max(0, h))
            }
            return r
        }
        function label(item) {
            return (item.objectName !== "" ? item.objectName + " " : "")
                   + (item.text !== undefined ? "\"" + String(item.text).slice(0, 40) + "\"" : String(item))
        }

        // Nothing beyond the right or left edge of `bounds`, no text cut, every control either
        // inside `bounds` from top to bottom or in a scroll area that reaches it, and no two
        // buttons over each other. Returns the controls checked.
        // Every item called `name` under `item`.
        function findChildren(item, name) {
            let found = item.objectName === name ? [item] : []
            for (let i = 0; i < item.children.length; ++i)
                found = found.concat(findChildren(item.children[i], name))
            return found
        }

        function checkFits(container, bounds, what) {
            wait(200) // a layout opened or changed just now takes a few frames to settle
            const items = controlsUnder(container, [])
            verify(items.length > 0, what + ": something to check")
            const buttons = []
            for (const item of items) {
                const r = rectOf(item)
                const name = what + ": " + label(item)
                verify(r.x >= bounds.x - 0.5 && r.x + r.width <= bounds.x + bounds.width + 0.5,
                       name + " lies inside the window's width (" + r.x + ", " + r.width + ")")
                if (isText(item) && item.elide === Text.ElideNone && item.wrapMode === Text.NoWrap
                        && !(item.fontSizeMode & Text.HorizontalFit))
                    verify(item.contentWidth <= item.width + 1,
                           name + " is not cut (" + item.contentWidth + " > " + item.width + ")")
                if (isText(item) && item.wrapMode !== Text.NoWrap)
                    verify(item.contentWidth <= item.width + 1, name + " wraps inside its box")
                // A control is in the window, or in a scroll area that reaches it.
                if (isControl(item))
                    checkReachableIn(item, bounds, name)
                if (isButton(item))
                    buttons.push(item)
            }
            for (let i = 0; i < buttons.length; ++i) {
                const a = visiblePart(buttons[i])
                for (let j = i + 1; j < buttons.length; ++j) {
                    const b = visiblePart(buttons[j])
                    const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
                    const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
                    verify(w <= 0.5 || h <= 0.5, what + ": " + label(buttons[i]) + " and "
                           + label(buttons[j]) + " do not overlap")
                }
            }
            return items
        }
        function windowBounds() {
            return Qt.rect(0, 0, root.width, root.height)
        }
        // A popup's own item (header, content and footer).
        function popupItem(popup) {
            return popup.background.parent
        }

        // Each shown button of a scrolling panel is scrolled into view and is then really under
        // the pointer there (nothing covers it, nothing clips it).
        function checkReachable(scroller, what) {
            // (Buttons of a list inside the panel scroll in the list.)
            const items = controlsUnder(scroller.contentItem, [])
                    .filter(item => isButton(item) && scrollerOf(item) === scroller)
            verify(items.length > 0, what + ": buttons to reach")
            for (const item of items) {
                const p = item.mapToItem(scroller.contentItem, 0, 0)
                scroller.contentY = Math.max(0, Math.min(p.y, scroller.contentHeight - scroller.height))
                const q = item.mapToItem(scroller, item.width / 2, item.height / 2)
                verify(q.y >= 0 && q.y <= scroller.height,
                       what + ": " + label(item) + " scrolls into view")
                const w = item.mapToItem(root, item.width / 2, item.height / 2)
                const under = itemAt(w.x, w.y)
                verify(under !== null && isInside(under, item),
                       what + ": " + label(item) + " is what lies under the pointer, not "
                       + (under ? label(under) : "nothing"))
            }
            scroller.contentY = 0
        }
        // The child of `at` drawn on top at a point of root's coordinates (childAt takes the
        // last child in the list, whatever its z: a popup's background).
        function topChildAt(at, x, y) {
            let best = null
            for (let i = 0; i < at.children.length; ++i) {
                const c = at.children[i]
                if (!c.visible)
                    continue
                const p = c.mapFromItem(root, x, y)
                if (p.x < 0 || p.y < 0 || p.x >= c.width || p.y >= c.height)
                    continue
                if (best === null || c.z >= best.z)
                    best = c
            }
            return best
        }
        // The deepest item under a point of the window (root's coordinates), popups included.
        function itemAt(x, y) {
            let deepest = null
            for (let at = root.parent; ; ) {
                let next = topChildAt(at, x, y)
                // The overlay lies over the window for as long as any popup is about; where no
                // popup is, the window's own items are under the pointer.
                if (next && String(next).startsWith("QQuickOverlay") && !topChildAt(next, x, y))
                    next = root
                if (!next)
                    return deepest
                deepest = next
                at = next
            }
        }
        function isInside(item, ancestor) {
            for (let i = item; i; i = i.parent)
                if (i === ancestor)
                    return true
            return false
        }

        function playMoves(n) {
            for (let i = 0; i < n && session.phase === GameSession.Play; ++i) {
                tryVerify(() => session.humanToMove || session.phase !== GameSession.Play, 5000)
                for (let s = 0; s < 46; ++s) {
                    const to = session.destinationsFrom(s)
                    if (to.length > 0) {
                        session.clickSquare(s)
                        session.clickSquare(to[to.length - 1])
                        break
                    }
                }
            }
            tryVerify(() => session.humanToMove || session.phase !== GameSession.Play, 5000)
        }

        // The whole board is in the view: the outer corners of its corner squares lie inside
        // it, clear of its edges (by a little of the wooden rim).
        function checkBoardWhole(board, what) {
            tryVerify(() => board.pointOfSquare(0, 1).x >= 0, 3000)
            const g = session.board
            for (const c of [[-0.5, 0.5], [g.columns - 0.5, 0.5], [-0.5, g.rows + 0.5],
                             [g.columns - 0.5, g.rows + 0.5]]) {
                const p = board.pointOfSquare(c[0], c[1])
                verify(p.x >= 10 && p.x <= board.width - 10 && p.y >= 10 && p.y <= board.height - 10,
                       what + ": the board's corner " + c + " lies in the view (" + p.x + ", "
                       + p.y + " in " + board.width + " x " + board.height + ")")
            }
        }

        function languages_data() {
            return [{ tag: "ja", language: "ja" }, { tag: "en", language: "en" }]
        }

        // At the smallest window the panel stays beside the board, narrower (under it, the
        // board was 300 px high and its names unreadable: issue 34), and scrolls.
        function test_gamePanelAtTheSmallestWindow_data() {
            return languages_data()
        }
        function test_gamePanelAtTheSmallestWindow(data) {
            setLanguage(data.language)
            const screen = showGame(640, 600)
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            const panel = findChild(screen, "sidePanel")
            verify(!screen.narrow, "640 x 600 keeps the panel beside the board")
            waitForRendering(screen)
            const b = rectOf(board), p = rectOf(panel)
            verify(b.width >= 380 && b.height >= 599, "the board keeps the window's height: "
                   + b.width + " x " + b.height)
            verify(p.x >= b.x + b.width - 0.5, "the panel is right of the board")
            compare(p.y, 0)
            compare(p.height, root.height)
            compare(p.x + p.width, root.width)
            compare(p.width, 240)
            checkBoardWhole(board, "beside")

            // Setup: every button of the panel can be scrolled to and pressed.
            const scroller = findChild(panel, "panelScroll")
            verify(scroller.contentHeight > scroller.height, "the setup does not fit: it scrolls")
            verify(findChild(panel, "panelScrollBar").visible, "a scroll bar says so")
            checkFits(screen, windowBounds(), "setup")
            checkReachable(scroller, "setup")
            // A press after scrolling reaches the button (遊び方・ルール asks for the help).
            const help = findChild(panel, "helpButton")
            scroller.contentY = scroller.contentHeight - scroller.height
            helpSpy.clear()
            helpSpy.target = screen
            mouseClick(help)
            compare(helpSpy.count, 1)

            // Tab to a button scrolled out of sight brings it into view.
            scroller.contentY = 0
            board.forceActiveFocus()
            help.forceActiveFocus(Qt.TabFocusReason)
            tryVerify(() => {
                const y = help.mapToItem(scroller, 0, 0).y
                return y >= 0 && y + help.height <= scroller.height
            }, 2000, "the focused button is scrolled into view")
            verify(scroller.contentY > 0)

            // Play, then the end: the same with the counter, the captures and the log.
            session.confirmSetup()
            playMoves(6)
            checkFits(screen, windowBounds(), "play")
            checkReachable(scroller, "play")
            verify(findChild(panel, "combatLog").height >= 63, "the combat log keeps its lines")
            session.resign()
            tryVerify(() => findChild(screen, "resultDialog").opened)
            const result = findChild(screen, "resultDialog")
            checkFits(popupItem(result), windowBounds(), "result dialog")
            result.close()
            tryVerify(() => !result.visible)
            closeOtherResultDialog()
            verify(findChild(panel, "reviewGame").visible)
            checkReachable(scroller, "over")
        }

        // The room's screen plays the same session here: its result dialog opens too (over
        // every window, as popups are), which a player never sees.
        function closeOtherResultDialog() {
            const other = findChild(onlineScreen, "resultDialog")
            other.close()
            tryVerify(() => !other.visible)
        }

        function test_widePanelIsBesideTheBoard() {
            const screen = showGame(1280, 800)
            verify(session.startCpuGame("random", true))
            verify(!screen.narrow)
            waitForRendering(screen)
            const b = rectOf(screen.boardView), p = rectOf(findChild(screen, "sidePanel"))
            compare(p.y, b.y)
            compare(p.height, 800)
            verify(p.x >= b.x + b.width - 0.5, "the panel is right of the board")
            compare(p.x + p.width, 1280)
            checkBoardWhole(screen.boardView, "beside")
            const scroller = findChild(screen, "panelScroll")
            compare(scroller.contentHeight, scroller.height) // all fits: nothing scrolls
        }

        // The panel goes under the board only where the board's squares are larger so: a tall
        // window (640 x 1200). At 640 x 600, 800 x 600 and 1280 x 800 it is beside, for both
        // boards, and the oblique view shows the whole board in each (the camera backs away
        // in a view too narrow for the first zoom).
        function test_theThreshold_data() {
            return [{ tag: "classic", rules: "classic" }, { tag: "federation", rules: "federation" }]
        }
        function test_theThreshold(data) {
            session.ruleCode = data.rules
            const screen = showGame(1280, 800)
            verify(session.startCpuGame("random", true))
            verify(!screen.narrow)
            waitForRendering(screen)
            checkBoardWhole(screen.boardView, "1280 x 800")
            for (const size of [[800, 600], [640, 600], [640, 1200]]) {
                screen.width = size[0]
                screen.height = size[1]
                compare(screen.narrow, size[1] > 1000, size.join(" x "))
                wait(200)
                checkBoardWhole(screen.boardView, size.join(" x "))
                const b = rectOf(screen.boardView), p = rectOf(findChild(screen, "sidePanel"))
                if (screen.narrow)
                    verify(p.y >= b.y + b.height - 0.5, "the panel is under the board")
                else
                    verify(p.x >= b.x + b.width - 0.5, "the panel is beside the board")
            }
        }

        function test_onlinePanel() {
            setLanguage("en")
            const screen = onlineScreen
            screen.visible = true
            lanLobby.host()
            tryVerify(() => session.phase === GameSession.Setup && lanLobby.roomOpen, 5000)
            const panel = findChild(screen, "sidePanel")
            tryVerify(() => findChild(panel, "lanUrl").text !== "")
            // The room link in the narrow panel: whole, never broken inside a word - its parts
            // (scheme, host and port, room code) each fit the width (issue 55).
            const url = findChild(panel, "lanUrl")
            compare(url.link, lanLobby.roomUrl)
            compare(url.wrapMode, Text.WordWrap)
            verify(url.contentWidth <= url.width + 0.5, url.contentWidth + " > " + url.width)
            checkFits(screen, windowBounds(), "room")
            checkReachable(findChild(panel, "panelScroll"), "room")
        }

        function test_hotSeatCurtain_data() {
            return languages_data()
        }
        function test_hotSeatCurtain(data) {
            setLanguage(data.language)
            const screen = showGame(640, 600)
            session.startHotSeatGame()
            verify(session.mode.curtain)
            const button = findChild(screen, "curtainButton")
            tryVerify(() => shown(button))
            for (const name of ["curtainButton", "curtainMenu"]) {
                const r = rectOf(findChild(screen, name))
                verify(r.x >= 0 && r.x + r.width <= root.width && r.y >= 0
                       && r.y + r.height <= root.height, name + " lies inside the window")
            }
        }

        function test_menu_data() {
            return languages_data()
        }
        function test_menu(data) {
            setLanguage(data.language)
            const menu = createTemporaryObject(menuComponent, root)
            waitForRendering(menu)
            checkFits(menu, windowBounds(), "menu")
            // ルール設定 on the same window: the page scrolls as one column.
            mouseClick(findChild(menu, "rulesButton"))
            const page = menu.rulesPage
            tryVerify(() => page.opened)
            verify(page.narrow)
            const area = findChild(page.contentItem, "rulesPageArea")
            tryVerify(() => area.contentHeight > area.height, 2000, "the page scrolls")
            checkFits(popupItem(page), windowBounds(), "rules page")
            checkReachable(area, "rules page")
            page.close()
            tryVerify(() => !page.visible)
        }

        function test_lanScreen_data() {
            return languages_data()
        }
        function test_lanScreen(data) {
            setLanguage(data.language)
            const screen = createTemporaryObject(lanComponent, root)
            waitForRendering(screen)
            checkFits(screen, windowBounds(), "LAN")
        }

        function test_helpDialog_data() {
            return languages_data()
        }
        function test_helpDialog(data) {
            setLanguage(data.language)
            const help = createTemporaryObject(helpComponent, root)
            help.open()
            tryVerify(() => help.opened)
            for (let i = 0; i < 3; ++i) {
                help.currentSection = i
                checkFits(popupItem(help), windowBounds(), "help " + i)
            }
            const text = findChild(help, "helpText")
            verify(text.width >= 300, "the text keeps most of the width: " + text.width)
            // A section with diagrams: each board and its caption fit the pane, whole.
            let moves = -1
            for (let i = 0; i < help.sections.length; ++i)
                if (help.sections[i].name === "04-moves")
                    moves = i
            help.currentSection = moves
            const scroll = findChild(help, "helpScroll")
            let boards = []
            tryVerify(() => (boards = findChildren(text, "helpDiagram")).length === 3)
            for (const board of boards) {
                verify(board.width >= 250 && board.width <= text.width,
                       "a diagram as wide as it can be read: " + board.width)
                verify(board.height <= scroll.height,
                       "a diagram and its caption fit the pane: " + board.height)
            }
            help.close()
            tryVerify(() => !help.visible)
        }

        // A game to list and review: a few moves against the CPU, then 投了.
        function finishedGame() {
            verify(session.startCpuGame("random", true))
            session.confirmSetup()
            playMoves(8)
            session.resign()
            verify(session.recorder.finishedRecord !== "")
            return session.recorder.finishedRecord
        }

        function test_recordsAndReview_data() {
            return languages_data()
        }
        function test_recordsAndReview(data) {
            setLanguage(data.language)
            const path = finishedGame()
            session.backToMenu()
            const list = createTemporaryObject(recordsComponent, root, { visible: false })
            list.visible = true
            tryVerify(() => recordList.count > 0)
            verify(list.narrow)
            waitForRendering(list)
            checkFits(list, windowBounds(), "records")

            verify(gameReview.openFile(path))
            list.visible = false // the review covers the list, as in the app
            reviewLoader.active = true
            reviewLoader.visible = true
            const review = reviewLoader.item
            verify(!review.narrow)
            waitForRendering(review)
            const b = rectOf(review.boardView), p = rectOf(findChild(review, "reviewPanel"))
            verify(p.x >= b.x + b.width - 0.5, "the review's panel is beside the board")
            verify(b.width >= 380 && b.height >= 599, "the board keeps the window's height")
            checkFits(review, windowBounds(), "review")
            // (Beside the board the review's panel may fit whole: then nothing scrolls.)
            const reviewScroll = findChild(review, "reviewScroll")
            if (reviewScroll.contentHeight > reviewScroll.height + 0.5)
                checkReachable(reviewScroll, "review")
        }

        // Two fingers spread zoom in and pinched zoom out, as far as the wheel goes and no
        // further; a drag with one finger still orbits.
        function test_pinchZooms() {
            const screen = showGame(640, 600)
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            board.applyViewMode("oblique")
            waitForRendering(screen)
            const pinch = findChild(board, "boardPinch")
            verify(pinch !== null)
            compare(pinch.target, null) // the camera moves, not the view
            const start = board.distance
            const yaw = board.yaw, pitch = board.pitch
            const cx = board.width / 2, cy = board.height / 2
            function pinchBy(from, to) {
                const touch = touchEvent(board)
                touch.press(0, board, cx - from, cy).press(1, board, cx + from, cy).commit()
                for (let i = 1; i <= 20; ++i) {
                    const d = from + (to - from) * i / 20
                    touch.move(0, board, cx - d, cy).move(1, board, cx + d, cy).commit()
                }
                touch.release(0, board, cx - to, cy).release(1, board, cx + to, cy).commit()
            }
            pinchBy(40, 120) // spread
            verify(board.distance < start * 0.8, "spread brings the camera nearer: " + board.distance)
            const near = board.distance
            pinchBy(120, 60)
            verify(board.distance > near * 1.2, "a pinch moves it away: " + board.distance)
            for (let i = 0; i < 3; ++i)
                pinchBy(20, 120)
            compare(board.distance, 650) // the wheel's nearest
            for (let i = 0; i < 3; ++i)
                pinchBy(120, 20)
            compare(board.distance, 2600) // and farthest
            compare(session.selectedSquare, -1) // no square was pressed
            compare(board.yaw, yaw) // nor the camera turned by the first finger
            compare(board.pitch, pitch)
            board.zoomTo(100)
            compare(board.distance, 650)
        }

        // ---- Small windows (issue 34, point 5) ----

        readonly property var sizes: [[640, 600], [800, 600], [1280, 800]]

        // The game screen at a size as the app first shows it there: no view picked by the
        // player yet, so the app may pick one that suits the size.
        function showFresh(width, height) {
            gameScreen.width = width
            gameScreen.height = height
            gameScreen.visible = true
            const board = gameScreen.boardView
            if (board.viewPicked !== undefined) {
                board.viewPicked = false
                board.fitView()
            }
            return gameScreen
        }
        function screenBounds(screen) {
            return Qt.rect(0, 0, screen.width, screen.height)
        }
        // Shown whole inside the screen, as it is (nothing scrolled): not below the fold, not
        // clipped away by the scrolled panel.
        function checkInView(screen, item, name) {
            verify(item !== null, name + " exists")
            verify(shown(item), name + " is shown")
            const r = rectOf(item), b = screenBounds(screen)
            verify(r.x >= b.x - 0.5 && r.y >= b.y - 0.5 && r.x + r.width <= b.x + b.width + 0.5
                   && r.y + r.height <= b.y + b.height + 0.5,
                   name + " lies inside the window (" + r.x + ", " + r.y + ", " + r.width + " x "
                   + r.height + " in " + b.width + " x " + b.height + ")")
            const v = visiblePart(item)
            verify(Math.abs(v.width - r.width) < 1 && Math.abs(v.height - r.height) < 1,
                   name + " is not clipped by the scrolled panel (" + v.height + " of " + r.height
                   + " px shown)")
        }
        function findByText(item, prefix) {
            for (let i = 0; i < item.children.length; ++i) {
                const c = item.children[i]
                if (isText(c) && String(c.text).startsWith(prefix))
                    return c
                const d = findByText(c, prefix)
                if (d)
                    return d
            }
            return null
        }
        // Chooses one of the player's missiles (any language): true when one was chosen.
        function chooseMissile() {
            for (let s = 0; s < session.board.squareCount; ++s) {
                if (session.destinationsFrom(s).length === 0)
                    continue
                session.clickSquare(s)
                if (session.missileSelected)
                    return true
                session.cancelSelection()
            }
            return false
        }

        function mainAction_data() {
            const rows = []
            for (const rules of ["classic", "federation"])
                for (const size of [[640, 600], [800, 600]])
                    for (const language of ["ja", "en"])
                        rows.push({ tag: rules + " " + size.join("x") + " " + language, rules: rules,
                                    size: size, language: language })
            return rows
        }
        // The main action of each phase is in view without scrolling: この並べ方で決定 in the
        // setup, a chosen missile's controls in play (the federation game), and the result
        // with 振り返る after the end.
        function test_mainActionInView_data() {
            return mainAction_data()
        }
        function test_mainActionInView(data) {
            setLanguage(data.language)
            session.ruleCode = data.rules
            const screen = showFresh(data.size[0], data.size[1])
            verify(session.startCpuGame("random", true))
            const panel = findChild(screen, "sidePanel")
            const scroller = findChild(panel, "panelScroll")
            waitForRendering(screen)
            wait(200)
            compare(scroller.contentY, 0)
            checkInView(screen, findChild(screen, "confirmSetup"), "setup: confirmSetup")
            // Scrolled to the end of the setup helpers, it stays.
            scroller.contentY = Math.max(0, scroller.contentHeight - scroller.height)
            checkInView(screen, findChild(screen, "confirmSetup"), "setup, scrolled: confirmSetup")
            mouseClick(findChild(screen, "confirmSetup"))
            compare(session.phase, GameSession.Play)
            tryVerify(() => session.humanToMove, 5000)
            if (data.rules === "federation") {
                verify(chooseMissile(), "a missile is chosen")
                wait(100)
                // Nothing of the play panel runs past the window's edge or is cut.
                checkFits(screen, screenBounds(screen), "play, a missile chosen")
                const controls = findChild(panel, "mainAction")
                verify(controls !== null, "the pinned actions")
                const hint = findByText(panel, data.language === "ja" ? "ミサイル" : "Missile")
                checkInView(screen, hint, "play: the missile's hint")
                for (const name of ["strikeMode", "launchMode", "towMode"]) {
                    const c = findChild(panel, name)
                    if (shown(c))
                        checkInView(screen, c, "play: " + name)
                }
                session.cancelSelection()
            }
            session.resign()
            const result = findChild(screen, "resultDialog")
            tryVerify(() => result.opened)
            result.close()
            tryVerify(() => !result.visible)
            closeOtherResultDialog()
            wait(100)
            checkInView(screen, findChild(panel, "pinnedResult"), "over: the result")
            compare(findChild(panel, "pinnedResult").text, session.narrator.resultTitle)
            checkInView(screen, findChild(panel, "reviewGame"), "over: 振り返る")
        }

        // Hot-seat: 交代する after a move is the main action.
        function test_hotSeatMainAction_data() {
            return [{ tag: "classic", rules: "classic" }, { tag: "federation", rules: "federation" }]
        }
        function test_hotSeatMainAction(data) {
            session.ruleCode = data.rules
            const screen = showFresh(640, 600)
            session.startHotSeatGame()
            for (let side = 0; side < 2; ++side) {
                session.mode.liftCurtain()
                verify(!session.mode.curtain)
                wait(100)
                checkInView(screen, findChild(screen, "confirmSetup"), "hot-seat setup " + side)
                session.confirmSetup()
            }
            session.mode.liftCurtain()
            for (let s = 0; s < session.board.squareCount; ++s) {
                const to = session.destinationsFrom(s)
                if (to.length > 0) {
                    session.clickSquare(s)
                    session.clickSquare(to[0])
                    break
                }
            }
            verify(session.mode.handOverPending)
            wait(100)
            checkInView(screen, findChild(screen, "handOver"), "hot-seat: handOver")
        }

        // A LAN room's setup: 決定して相手を待つ is in view too.
        function test_onlineMainAction() {
            setLanguage("ja")
            const screen = onlineScreen
            screen.width = 640
            screen.height = 600
            screen.visible = true
            lanLobby.host()
            tryVerify(() => session.phase === GameSession.Setup && lanLobby.roomOpen, 5000)
            wait(200)
            const confirm = findChild(screen, "confirmSetup")
            compare(confirm.text, "決定して相手を待つ")
            checkInView(screen, confirm, "room: confirmSetup")
        }

        // The board's drawn area in the board view's coordinates: its rim's corners projected
        // (the 3D views), or the squares and their letters (the button board).
        function boardArea(board) {
            if (board.buttonMode) {
                let x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9
                const grid = board.buttonOf(0).parent
                for (let i = 0; i < grid.children.length; ++i) {
                    const c = grid.children[i]
                    if (!c.visible || c.width <= 0)
                        continue
                    const p = c.mapToItem(board, 0, 0)
                    x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y)
                    x1 = Math.max(x1, p.x + c.width); y1 = Math.max(y1, p.y + c.height)
                }
                return Qt.rect(x0, y0, x1 - x0, y1 - y0)
            }
            const g = session.board
            const w = (g.columns * board.cell + 2 * 46 + 24) / 2
            const gap = g.riverAfterRow > 0 ? board.river : 0
            const d = (g.rows * board.cell + gap + 2 * 46 + 24) / 2
            let x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9
            for (const sx of [-1, 1])
                for (const sz of [-1, 1])
                    for (const y of [0, -48]) { // the face and the bottom of the base
                        const p = board.pointOfScene(Qt.vector3d(sx * w, y, sz * d))
                        x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y)
                        x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y)
                    }
            return Qt.rect(x0, y0, x1 - x0, y1 - y0)
        }
        function intersects(a, b) {
            return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5
                   && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5
        }

        // The view buttons never lie over the board: in every view, both games, at each size
        // and in both languages (their widths differ).
        function test_viewButtonsClearOfTheBoard_data() {
            const rows = []
            for (const rules of ["classic", "federation"])
                for (const size of sizes)
                    for (const language of ["ja", "en"])
                        rows.push({ tag: rules + " " + size.join("x") + " " + language, rules: rules,
                                    size: size, language: language })
            return rows
        }
        function test_viewButtonsClearOfTheBoard(data) {
            setLanguage(data.language)
            session.ruleCode = data.rules
            const screen = showFresh(data.size[0], data.size[1])
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            waitForRendering(screen)
            for (const mode of ["oblique", "top", "buttons"]) {
                board.applyViewMode(mode)
                tryCompare(board, "pitch", mode === "top" ? -90 : board.obliquePitch, 2000)
                wait(100)
                const area = boardArea(board)
                verify(area.width > 100 && area.height > 100, mode + ": a board is drawn " + area)
                for (const name of ["obliqueView", "topView", "pieceCaptions", "buttonView"]) {
                    const b = findChild(board, name)
                    if (!shown(b))
                        continue
                    const p = b.mapToItem(board, 0, 0)
                    const r = Qt.rect(p.x, p.y, b.width, b.height)
                    verify(r.x >= -0.5 && r.x + r.width <= board.width + 0.5,
                           mode + ": " + name + " lies inside the board view's width (" + r.x + ")")
                    verify(!intersects(r, area), mode + ": " + name + " " + r
                           + " does not overlap the board " + area)
                }
                if (mode !== "buttons")
                    checkBoardWhole(board, mode + " " + data.size.join(" x "))
            }
        }

        // The river's name on the button board fits its bar, in both languages and games.
        function test_riverTextFitsItsBar_data() {
            return test_viewButtonsClearOfTheBoard_data()
        }
        function test_riverTextFitsItsBar(data) {
            setLanguage(data.language)
            session.ruleCode = data.rules
            const screen = showFresh(data.size[0], data.size[1])
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            board.applyViewMode("buttons")
            waitForRendering(screen)
            wait(100)
            const text = findByText(board, data.language === "ja" ? "川" : "River")
            verify(text !== null && shown(text), "the river is named")
            const bar = text.parent
            const width = Math.max(text.contentWidth, text.implicitWidth > text.width && text.wrapMode === Text.NoWrap
                                   && text.elide === Text.ElideNone ? text.implicitWidth : 0)
            verify(width <= bar.width + 0.5, "the river's name (" + width + " px) fits its bar ("
                   + bar.width + " px)")
            verify(text.contentHeight <= bar.height + 0.5, "and its height (" + text.contentHeight
                   + " > " + bar.height + ")")
            verify(!text.truncated, "and is not cut: " + text.text)
            const r = text.mapToItem(bar, 0, 0)
            verify(r.x >= -0.5 && r.x + Math.min(text.width, width) <= bar.width + 0.5, "inside the bar")
        }

        // The names on the pieces are legible in the view the app starts with at 640 x 600 and
        // 800 x 600: 12 px or more (the smallest size Japanese screen text uses, as Meiryo UI's
        // 9 pt; a kanji's strokes merge below it), inside their buttons. At 1280 x 800 the
        // player's 3D view is kept, its squares large enough (BoardView.readableSquare).
        function test_labelsLegible_data() {
            return test_viewButtonsClearOfTheBoard_data()
        }
        function test_labelsLegible(data) {
            setLanguage(data.language)
            session.ruleCode = data.rules
            prefs.viewMode = "oblique"
            const screen = showFresh(data.size[0], data.size[1])
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            waitForRendering(screen)
            wait(100)
            if (data.size[1] > 600) {
                compare(board.viewMode, "oblique")
                verify(board.squarePixels(board.width, board.height) >= board.readableSquare)
                return
            }
            compare(board.viewMode, "buttons", "a small window starts with the button board")
            let checked = 0
            for (let s = 0; s < session.board.squareCount; ++s) {
                const cell = board.buttonOf(s)
                const label = session.labelAt(s)
                if (label === "")
                    continue
                const text = findChild(cell, "cellText") || cell.contentItem
                verify(text.font.pixelSize >= 12, label + " at " + session.squareLabel(s) + ": "
                       + text.font.pixelSize + " px")
                verify(text.contentWidth <= cell.width - 2 * cell.padding + 1,
                       label + " fits its button's width: " + text.contentWidth + " in " + cell.width)
                verify(text.contentHeight <= cell.height - 2 * cell.padding + 1,
                       label + " fits its button's height: " + text.contentHeight + " in " + cell.height)
                ++checked
            }
            verify(checked >= 20, checked + " names checked")
        }

        // The button board's column letters and row numbers are large enough to find a square
        // by at 640 x 600 (issue 55: 12 px letters drew "a" to "i" about 8 px high): measured
        // in the frame, the digits' ink at least 12 px high and the lower-case letters' at least
        // 9 px (their x-height), and each inside the window.
        function test_buttonBoardLettersLegible_data() {
            return [{ tag: "classic", rules: "classic" }, { tag: "federation", rules: "federation" }]
        }
        function test_buttonBoardLettersLegible(data) {
            setLanguage("ja")
            session.ruleCode = data.rules
            const screen = showFresh(640, 600)
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            compare(board.viewMode, "buttons")
            waitForRendering(screen)
            wait(200)
            const image = grabImage(screen)
            const inkHeight = label => {
                const r = label.mapToItem(screen, 0, 0, label.width, label.height)
                let top = 1e9, bottom = -1
                for (let y = Math.max(0, Math.floor(r.y) - 4); y < Math.min(screen.height, r.y + r.height + 4); ++y)
                    for (let x = Math.max(0, Math.floor(r.x)); x < Math.min(screen.width, r.x + r.width); ++x) {
                        const c = image.pixel(x, y)
                        // The letters' light tan on the dark board.
                        if (Math.abs(c.r - label.color.r) + Math.abs(c.g - label.color.g)
                                + Math.abs(c.b - label.color.b) < 0.35) {
                            top = Math.min(top, y)
                            bottom = Math.max(bottom, y)
                        }
                    }
                return bottom < 0 ? 0 : bottom - top + 1
            }
            let letters = 0, numbers = 0
            const grid = board.buttonOf(0).parent
            for (let i = 0; i < grid.children.length; ++i) {
                const c = grid.children[i]
                if (c.objectName !== "columnLetter" && c.objectName !== "rowNumber")
                    continue
                const h = inkHeight(c)
                if (c.objectName === "rowNumber") {
                    verify(h >= 12, "row number " + c.text + ": " + h + " px high")
                    ++numbers
                } else if ("aceimnorsuvwxz".indexOf(c.text) >= 0) {
                    verify(h >= 9, "column letter " + c.text + ": " + h + " px high")
                    ++letters
                } else {
                    verify(h >= 12, "column letter " + c.text + ": " + h + " px high")
                    ++letters
                }
                checkInView(screen, c, c.objectName + " " + c.text)
            }
            verify(letters >= 12 && numbers >= 12, letters + " letters, " + numbers + " numbers")
        }

        // The view the app picks for a small window is not saved as the player's: the saved
        // one comes back on a large window; a view the player picks is saved and kept.
        function test_smallWindowViewNotSaved() {
            prefs.viewMode = "top"
            let screen = showFresh(640, 600)
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            wait(100)
            compare(board.viewMode, "buttons")
            compare(prefs.viewMode, "top", "a forced view is not saved to the preferences")
            screen = showFresh(1280, 800)
            wait(100)
            compare(board.viewMode, "top", "the saved view on a large window")
            screen.width = 640
            screen.height = 600
            wait(100)
            compare(board.viewMode, "buttons")
            compare(prefs.viewMode, "top")
            // The player picks the oblique view on the small window: saved, and kept there.
            mouseClick(findChild(board, "obliqueView"))
            compare(board.viewMode, "oblique")
            compare(prefs.viewMode, "oblique")
            screen.width = 800
            wait(100)
            compare(board.viewMode, "oblique")
            prefs.viewMode = "oblique"
        }

        // The highlighted view button is always the view shown: after the player's clicks (a
        // click on the button already chosen too), and after the app changes the view itself
        // (as resuming a game, the hot-seat curtain and the review do, through showViewMode).
        function test_viewButtonsShowTheView() {
            prefs.viewMode = "oblique"
            const screen = showFresh(1280, 800)
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            wait(100)
            const names = ["obliqueView", "topView", "buttonView"]
            const shown = (name, why) => {
                for (const other of names)
                    compare(findChild(board, other).highlighted, other === name,
                            other + " after " + why)
                compare(board.viewMode, {obliqueView: "oblique", topView: "top",
                                         buttonView: "buttons"}[name], why)
            }
            shown("obliqueView", "the start")
            mouseClick(findChild(board, "obliqueView"))
            shown("obliqueView", "a click on the view shown")
            mouseClick(findChild(board, "topView"))
            shown("topView", "a click on 真上から")
            mouseClick(findChild(board, "topView"))
            shown("topView", "a second click on 真上から")
            mouseClick(findChild(board, "buttonView"))
            shown("buttonView", "a click on ボタンで操作")
            mouseClick(findChild(board, "buttonView"))
            shown("obliqueView", "a second click on ボタンで操作 (back to the 3D board)")
            mouseClick(findChild(board, "buttonView"))
            shown("buttonView", "a third click")
            board.showViewMode("top")
            shown("topView", "the app's change to the top view")
            board.showViewMode("oblique")
            shown("obliqueView", "the app's change to the oblique view")
            board.showViewMode("oblique")
            shown("obliqueView", "the same view again")
            const captions = findChild(board, "pieceCaptions")
            const savedCaptions = prefs.pieceCaptions
            const before = captions.switchedOn
            mouseClick(captions)
            compare(captions.switchedOn, !before, "the captions follow a click")
            compare(prefs.pieceCaptions, before ? "off" : "on")
            // A switch, never lit like the view shown (a play-tester read it as a view).
            verify(!captions.highlighted && !captions.checked)
            verify(Qt.colorEqual(findChild(captions, "checkBox").color, before ? "#fffaf0" : Looks.vermilion),
                   "its box is ticked in vermilion while on")
            mouseClick(captions)
            compare(captions.switchedOn, before, "and a second one")
            prefs.pieceCaptions = savedCaptions
            prefs.viewMode = "oblique"
        }
    }
}
