// Narrow windows (issue 21): at the smallest window the app allows (640 x 600) the game's panel
// lies under the board, scrolls, and every one of its buttons can be scrolled to and pressed;
// at 1280 x 800 it is beside the board again; the 3D board shows whole in both. The menu, the
// rules page, the LAN screen, 棋譜, the review, the help, the result dialog and the hot-seat
// curtain keep every button and text inside the window, uncut and not overlapping, in Japanese
// and in English. Two fingers pinch the 3D view's zoom within the wheel's limits.
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
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
        settingsFile: testSettingsFile + ".narrow"
        recordFolder: testSettingsFile + ".narrow-records"
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
        folder: session.recordFolder
    }
    GameReview {
        id: gameReview
    }

    // The 3D screens are made once: Qt 6.4's Quick 3D corrupted its memory when View3Ds were
    // made and destroyed one after another in a test. Each test sizes them and shows one.
    GameScreen {
        id: gameScreen
        visible: false
        width: root.width
        height: root.height
        game: session
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
        HelpDialog {}
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
            tryCompare(gameScreen.boardView, "pitch", -54, 2000)
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

        function test_gamePanelGoesUnderTheBoard_data() {
            return languages_data()
        }
        function test_gamePanelGoesUnderTheBoard(data) {
            setLanguage(data.language)
            const screen = showGame(640, 600)
            verify(session.startCpuGame("random", true))
            const board = screen.boardView
            const panel = findChild(screen, "sidePanel")
            verify(screen.narrow, "640 x 600 is narrow")
            waitForRendering(screen)
            const b = rectOf(board), p = rectOf(panel)
            verify(b.width >= 600 && b.height >= 300, "the board keeps most of the window: "
                   + b.width + " x " + b.height)
            verify(p.y >= b.y + b.height - 0.5, "the panel is under the board")
            verify(p.y + p.height <= root.height + 0.5, "the panel ends with the window")
            compare(p.x, 0)
            compare(p.width, root.width)
            checkBoardWhole(board, "stacked")

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
            verify(findChild(panel, "reviewGame").visible)
            checkReachable(scroller, "over")
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

        // 800 x 600 (the smallest window before) keeps the panel beside the 6 x 8 board, which
        // still shows whole there; a little narrower, the panel goes under it. The 9 x 9 board
        // is wider for its depth: at 800 x 600 its panel goes under it, at 1280 x 800 beside.
        function test_theThreshold_data() {
            return [{ tag: "classic", rules: "classic", wide: [800, 600], narrow: [770, 600] },
                    { tag: "federation", rules: "federation", wide: [1280, 800], narrow: [800, 600] }]
        }
        function test_theThreshold(data) {
            session.ruleCode = data.rules
            const screen = showGame(data.wide[0], data.wide[1])
            verify(session.startCpuGame("random", true))
            verify(!screen.narrow)
            waitForRendering(screen)
            checkBoardWhole(screen.boardView, data.wide.join(" x "))
            screen.width = data.narrow[0]
            screen.height = data.narrow[1]
            verify(screen.narrow)
            wait(200)
            checkBoardWhole(screen.boardView, data.narrow.join(" x "))
            screen.width = 640
            wait(200)
            checkBoardWhole(screen.boardView, "640 x 600")
        }

        function test_onlinePanel() {
            setLanguage("en")
            const screen = onlineScreen
            screen.visible = true
            lanLobby.host()
            tryVerify(() => session.phase === GameSession.Setup && lanLobby.roomOpen, 5000)
            const panel = findChild(screen, "sidePanel")
            tryVerify(() => findChild(panel, "lanUrl").text !== "")
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
            verify(session.curtain)
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
            help.close()
            tryVerify(() => !help.visible)
        }

        // A game to list and review: a few moves against the CPU, then 投了.
        function finishedGame() {
            verify(session.startCpuGame("random", true))
            session.confirmSetup()
            playMoves(8)
            session.resign()
            verify(session.finishedRecord !== "")
            return session.finishedRecord
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
            verify(review.narrow)
            waitForRendering(review)
            const b = rectOf(review.boardView), p = rectOf(findChild(review, "reviewPanel"))
            verify(p.y >= b.y + b.height - 0.5, "the review's panel is under the board")
            verify(b.width >= 600 && b.height >= 300, "the board keeps most of the window")
            checkFits(review, windowBounds(), "review")
            checkReachable(findChild(review, "reviewScroll"), "review")
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
    }
}
