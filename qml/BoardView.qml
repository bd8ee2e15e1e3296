// The 3D board: camera in a pivot node (drag to orbit, wheel to zoom, 斜めから / 真上から),
// one View3D.pick per click, pieces and highlights bound to the session's models. The layout
// maths here only place things; the board's shape comes from the rule set (game.board) and
// which square is which from the session.
//
// Keyboard: the board is one tab stop (one item of it is in the tab chain). Arrow keys move
// a cursor between the squares as they lie on screen (a blue ring in 3D, the focused button
// on the button board), Enter or Space presses the square under it; Escape, handled by the
// game screen, drops the chosen piece. M (or a right click, or a long press) on an opponent
// piece opens its guess note (メモ, GuessMenu); a plain click on one while nothing is chosen
// only says how (the session's prompt).
import QtQuick
import QtQuick.Controls
import QtQuick3D
import Gunjin.Ui

FocusScope {
    id: root
    // A GameSession, or a GameReview: anything with the board interface of game_review.h.
    required property BoardPresenter game
    readonly property BoardGeometry board: game.board
    // The square under the keyboard cursor: it starts in the viewer's near left corner.
    readonly property int homeSquare: game.humanIsFirst ? 0 : board.squareCount - 1
    property int cursorSquare: homeSquare
    // English abbreviations under the kanji of the 3D pieces; the button beside the view
    // buttons asks for a change (the screen keeps the choice).
    property bool captions: false
    signal captionsChosen(bool on)
    // The 3D drawing quality the player chose (Preferences.graphicsQuality; BoardScene).
    property string graphicsQuality: "auto"
    // The OpenGL renderer's name ("" : BoardScene's RenderQuality probes it).
    property string graphicsRenderer: ""
    // The cursor is drawn while the board has the keyboard focus from the keyboard (Tab or
    // an arrow key); a press on the board hides it again.
    property bool keyboardUsed: false
    readonly property bool cursorShown: keys.activeFocus && keyboardUsed && !buttonMode

    // Board geometry in scene units: one square is `cell` wide; a river between two rows adds
    // `river` (the 9 × 9 board's river is made of rows).
    readonly property real cell: 100
    readonly property real river: 70
    readonly property real gap: board.riverAfterRow > 0 ? river : 0
    // The second player's board is turned so that their own side is near them - not while
    // `holdFlip` (the hot-seat curtain still falling: it turned in view as the cloth came
    // down; the mode says the curtain comes before the viewer changes).
    property bool holdFlip: false
    readonly property bool wantFlip: !game.humanIsFirst
    property bool flip: wantFlip
    function applyFlip() {
        if (!holdFlip)
            flip = wantFlip
    }
    onWantFlipChanged: applyFlip()
    onHoldFlipChanged: applyFlip()
    property bool topView: false
    // Why Qt Quick 3D could not start ("" when it did): then the button board is the board,
    // and one line over it says why.
    property string graphics3DProblem: ""
    readonly property bool graphics3D: graphics3DProblem === ""
    // The reason in words (main() finds it: window_loader.h).
    readonly property string problemWords: {
        switch (graphics3DProblem) {
        case "switched-off":
            return qsTr("環境変数 GUNJIN_NO_3D で 3D がオフになっています。")
        case "software-renderer":
            return qsTr("Qt Quick がソフトウェア描画に設定されています（QT_QUICK_BACKEND）。")
        case "no-opengl":
            return qsTr("OpenGL を使えません。グラフィックドライバーを確かめてください。")
        case "scene-graph":
            return qsTr("グラフィックスの初期化に失敗しました。グラフィックドライバーを確かめてください。")
        default:
            return graphics3DProblem
        }
    }
    // ボタンで操作: the button grid replaces the 3D view (which then stops drawing).
    property bool buttonMode: !graphics3D
    // The highlight of each square, in square order (tests read what is drawn); null without 3D.
    readonly property var markers: scene.item ? scene.item.markers : null
    property real yaw: 0
    // The oblique view's angle: at -54 the pieces of the near rows hid those behind them and
    // the attacks there (a play-test); steeper, the faces still read (the pieces lean back).
    readonly property real obliquePitch: -60
    property real pitch: obliquePitch
    // Turned by hand since a view was chosen: no view button is lit (a play-tester read a lit
    // 斜めから as the view shown).
    property bool orbited: false
    // Far enough back for the whole board: the 9 × 9 board is half as wide again (at 0.86 of
    // that it filled half a 1280 × 800 window: a play-test).
    readonly property real defaultDistance: 1600 * Math.max(1, board.columns / 6 * 0.76)
    property real distance: defaultDistance
    // The narrowest 3D view (width / height) that shows the whole board at the default
    // distance with a little of its rim: the field of view is vertical, so a narrower view
    // cuts the board's sides (measured: 0.72 for the 6 × 8 board, which the 9 × 9 one's
    // distance outgrows). A narrower view moves the camera back by as much (fitDistance).
    readonly property real wholeBoardAspect: 0.72 * (board.columns / 6) * (1600 / defaultDistance)

    // The view buttons have a strip of their own above the board, so that they never cover
    // it, whatever the view, the zoom or the orbit (over the board, they hid its far corner
    // in the top view). The 3D view and the button board lie under it.
    readonly property real barHeight: graphics3D ? viewBar.height + 2 * viewBar.anchors.margins : 0
    readonly property real sceneWidth: width
    readonly property real sceneHeight: Math.max(1, height - barHeight)
    // The board with its rim in scene units (Board3D: the face and 12 units of base around it).
    readonly property real boardWidth: board.columns * cell + 2 * 46 + 24
    readonly property real boardDepth: board.rows * cell + gap + 2 * 46 + 24
    // Half the field of view's tangent (BoardScene: 38 degrees, vertical) and the pivot's offset
    // toward the near side (BoardScene's pivot node), which the top view must also frame.
    readonly property real halfTan: Math.tan(19 * Math.PI / 180)
    readonly property real pivotOffset: 30
    // How much of the view the board fills from above.
    readonly property real topFill: 0.96
    // The on-screen size in pixels of one square seen from above, the board fitted in a view
    // of w × h (the bar included): what the layouts compare and what says whether the 3D
    // pieces' names can be read.
    function squarePixels(w, h) {
        const hh = Math.max(0, h - barHeight)
        return cell * Math.min(hh * topFill / (boardDepth + 2 * pivotOffset), w * topFill / boardWidth)
    }
    // The first zoom of a view mode in this view: the oblique view backs away in a view
    // narrower than wholeBoardAspect; the top view frames the whole board (depth and width).
    function fitDistance(top) {
        const aspect = sceneWidth / sceneHeight
        if (top)
            return Math.max((boardDepth / 2 + pivotOffset) / (halfTan * topFill),
                            boardWidth / 2 / (halfTan * topFill * aspect))
        return defaultDistance * Math.max(obliqueCloser, wholeBoardAspect / aspect)
    }
    // Where the view is wide enough, the oblique camera comes a little closer than the default
    // distance: the board's near rim then meets the bottom of the view as it did before the
    // view buttons took their strip (the far rim was under them).
    readonly property real obliqueCloser: 0.94
    // Zoomed by the wheel or a pinch: a resize then keeps the player's zoom; until then the
    // camera follows the view's size.
    property bool zoomed: false
    readonly property real fittedDistance: fitDistance(topView)
    onFittedDistanceChanged: {
        if (zoomed)
            return
        // A resize during a view's swing: the swing ends now (it was going to the old size's
        // distance), at the new size's.
        if (viewSwing.running)
            viewSwing.complete()
        distance = fittedDistance
    }

    // Below this size of a square (px, seen from above: squarePixels) the kanji on the 3D
    // pieces are too small to read (two kanji down a plate of 0.64 of a square: under 12 px
    // each at 56 px); the button board, whose names are sized to their buttons, is shown
    // instead until the player picks a view.
    readonly property real readableSquare: 60
    readonly property bool small3D: squarePixels(width, height) < readableSquare
    // The view the player wants (the screen passes the saved preference), and whether they
    // picked one with the view buttons on this screen: then it is kept at any size.
    property string preferredMode: "oblique"
    property bool viewPicked: false
    // The view shown: the preferred one, or the button board while the 3D one would be too
    // small to read (a choice the app makes, never saved as the player's: see viewChosen).
    function fitView() {
        if (viewPicked || width <= 0 || height <= 0)
            return
        showViewMode(graphics3D && small3D ? "buttons" : preferredMode)
    }
    onSmall3DChanged: fitView()
    onPreferredModeChanged: fitView()
    Component.onCompleted: fitView()
    // The player picked a view (a view button, or a test in their place): the screen saves it.
    signal viewChosen(string mode)
    // A change of view mode swings the camera's angle, turn and distance together (the turn and
    // distance jumped: a play-tester read a cut); a drag follows at once. Still when reduced.
    ParallelAnimation {
        id: viewSwing
        readonly property int duration: root.game.motion.reduced ? 0 : 450
        NumberAnimation {
            id: pitchSwing
            target: root
            property: "pitch"
            duration: viewSwing.duration
            easing.type: Easing.InOutQuad
        }
        NumberAnimation {
            id: yawSwing
            target: root
            property: "yaw"
            to: 0
            duration: viewSwing.duration
            easing.type: Easing.InOutQuad
        }
        NumberAnimation {
            id: distanceSwing
            target: root
            property: "distance"
            duration: viewSwing.duration
            easing.type: Easing.InOutQuad
        }
    }

    // The view mode by name ("oblique", "top", "buttons"), as the preferences keep it.
    readonly property string viewMode: buttonMode ? "buttons" : topView ? "top" : "oblique"
    // The player's choice of view: kept at any size of the view.
    function applyViewMode(mode) {
        viewPicked = true
        showViewMode(mode)
        viewChosen(mode)
    }
    function showViewMode(mode) {
        viewSwing.stop()
        // From where the camera is, the short way round.
        const fromDistance = distance
        const fromYaw = ((yaw % 360) + 540) % 360 - 180
        buttonMode = mode === "buttons" || !graphics3D
        orbited = false
        topView = mode === "top"
        zoomed = false
        distanceSwing.from = fromDistance
        distanceSwing.to = fitDistance(topView)
        yawSwing.from = fromYaw
        pitchSwing.from = pitch
        pitchSwing.to = topView ? -90 : obliquePitch
        viewSwing.start()
    }

    // The square one step from `square` in a direction as seen on screen (dx right, dy up),
    // or -1 off the board. From an HQ, sideways steps leave from its end cell; a step into
    // river rows goes on to the next square across (e5 on the 9 × 9 board's e column).
    function neighbour(square, dx, dy) {
        const col = board.columnOf(square)
        const row = board.rowOf(square)
        const span = board.spanOf(square)
        const sx = flip ? -dx : dx
        const sy = flip ? -dy : dy
        let c = (sx === 0 ? Math.floor(col) : col + sx * (span - 1) / 2) + sx
        let r = row + sy
        while (board.isRiverCell(c, r))
            r += sy
        return board.squareAt(c, r)
    }
    function moveCursor(dx, dy) {
        keyboardUsed = true
        const next = neighbour(cursorSquare, dx, dy)
        if (next >= 0)
            cursorSquare = next
    }

    // Arrow keys and Enter/Space on the 3D board (the button board's buttons handle their
    // own, through the same functions).
    BoardKeys {
        id: keys
        view: root
    }

    // The guess note of the opponent piece on `square`; false when no note may be written
    // there (never in a review).
    function requestGuess(square) {
        if (!root.game.canGuess(square))
            return false
        let p
        if (root.buttonMode) {
            const cell = buttons.cellAt(square)
            p = cell.mapToItem(root, cell.width, cell.height / 2)
        } else {
            p = pointOfSquare(board.columnOf(square), board.rowOf(square))
        }
        return guessMenu.openAt(square, p)
    }
    GuessMenu {
        id: guessMenu
        game: root.game
        // The keyboard goes back to the board it came from; the cursor shows only if it was
        // shown before (a menu opened by the mouse leaves no ring behind).
        onClosed: {
            const shown = root.keyboardUsed
            if (root.buttonMode)
                buttons.focusSquare(root.cursorSquare)
            else
                keys.forceActiveFocus()
            root.keyboardUsed = shown
        }
    }
    Connections {
        target: root.game
        // No note is written behind the curtain or once the game is over.
        function onInputReset() {
            guessMenu.close()
        }
    }

    // The button of a square in the button board.
    function buttonOf(square) {
        return buttons.cellAt(square)
    }

    // The piece drawn for piece id `id` (tests read what is shown); null without 3D.
    function pieceAt(id) {
        return scene.item ? scene.item.pieceAt(id) : null
    }

    // Centre of a square on the board (grid column from 0, e.g. 2.5 for the 6 × 8 HQ; row
    // from 1).
    function scenePosition(column, row) {
        const x = (column - board.centreColumn) * cell
        let z = ((board.rows + 1) / 2 - row) * cell
        if (gap > 0)
            z += row <= board.riverAfterRow ? gap / 2 : -gap / 2
        return flip ? Qt.vector3d(-x, 0, -z) : Qt.vector3d(x, 0, z)
    }

    // The square under the mouse pointer (-1: none), while no button is held.
    property int pointerSquare: -1
    // The square under the pointer when the player may pick its piece now (-1 otherwise): in
    // the setup, or on the player's move while the board is still.
    readonly property int pickableUnderPointer:
        pointerSquare >= 0 && !game.motion.busy && (game.phase === GameSession.Setup
                                                    || (game.phase === GameSession.Play && game.humanToMove))
        ? pointerSquare : -1
    // A click there acts: an own piece to pick, a green dot to move to, a red frame to attack.
    readonly property bool pointerActs: {
        const s = pickableUnderPointer
        if (s < 0 || !scene.item)
            return false
        const marker = scene.item.markers.objectAt(s)
        return (marker && (marker.dot || marker.frame === SquareModel.Attack
                           || marker.frame === SquareModel.Target)) || scene.item.ownPieceOn(s)
    }

    // The pointer rests over a point of the view (tests call it: a test's mouse moves after a
    // click reach no hover handler in Qt 6.4).
    function pointAt(x, y) {
        pointerSquare = squareAtPoint(x, y)
        if (game.missileSelected)
            game.hoverSquare(pointerSquare)
    }

    // The square under a point of the view, or -1.
    function squareAtPoint(x, y) {
        if (!scene.item)
            return -1
        const hit = scene.item.pick(x, y - scene.y)
        if (!hit.objectHit)
            return -1
        if (hit.objectHit.square !== undefined)
            return hit.objectHit.square
        const p = hit.scenePosition
        const bx = flip ? -p.x : p.x
        let bz = flip ? -p.z : p.z
        if (gap > 0) {
            if (Math.abs(bz) < gap / 2)
                return -1 // the river itself
            bz += bz > 0 ? -gap / 2 : gap / 2
        }
        return board.squareAt(Math.floor(bx / cell + board.centreColumn + 0.5),
                              Math.floor((board.rows + 1) / 2 - bz / cell + 0.5))
    }

    // Where a square appears in the view's coordinates (tests click there).
    function pointOfSquare(column, row) {
        return pointOfScene(scenePosition(column, row))
    }
    // Where a point of the scene appears in the view's coordinates (the 3D view lies under
    // the bar).
    function pointOfScene(p) {
        if (!scene.item)
            return Qt.point(-1, -1)
        const q = scene.item.mapFrom3DScene(p)
        return Qt.point(q.x, q.y + scene.y)
    }

    // Drawn only when Qt Quick 3D can start (graphics3D); the button board stands in for it.
    Loader {
        id: scene
        anchors.fill: parent
        anchors.topMargin: root.barHeight
        active: root.graphics3D
        visible: !root.buttonMode
        sourceComponent: BoardScene {
            view: root
        }
    }

    Connections {
        target: root.game
        // A new game or another player at the board: the cursor starts in that side's corner.
        function onGameChanged() {
            root.cursorSquare = root.homeSquare
        }
    }

    // Without 3D: one line saying why, above the button board.
    Rectangle {
        id: noGraphics3D
        objectName: "noGraphics3D"
        visible: !root.graphics3D
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        height: visible ? problemText.implicitHeight + 16 : 0
        color: Theme.panel
        Label {
            id: problemText
            objectName: "noGraphics3DText"
            // Width from the line, height from the text (filling both would loop).
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.margins: 8
            wrapMode: Text.Wrap
            //: %1 is the reason (a sentence)
            text: qsTr("3D で表示できないため、ボタンで操作します。理由：%1").arg(root.problemWords)
        }
    }

    ButtonBoard {
        id: buttons
        anchors.fill: parent
        anchors.topMargin: noGraphics3D.height + root.barHeight
        visible: root.buttonMode
        focus: root.buttonMode
        board: root
        game: root.game
    }

    // One input area over the view: a press that moves further than the drag threshold orbits
    // the camera, wherever it started (on a piece too); one that does not is a click on the
    // square under it; the wheel zooms. A MouseArea rather than handlers on the view: the
    // View3D takes presses on pickable models for the 2D content of their textures, so a
    // drag that began on a piece never reached a DragHandler.
    MouseArea {
        id: input
        objectName: "boardInput"
        anchors.fill: parent
        enabled: !root.buttonMode
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        // Not preventStealing: the pinch below must be able to take both fingers from the area
        // (nothing else over the board takes a grab).
        // The square under the pointer: an own piece there rises while the player may pick it,
        // and the pointer is a hand over what a click acts on; while a missile is chosen, it
        // shows a strike's area.
        hoverEnabled: true
        cursorShape: root.pointerActs ? Qt.PointingHandCursor : Qt.ArrowCursor
        function hoverAt() {
            if (containsMouse && !pressed)
                root.pointAt(mouseX, mouseY)
        }
        onEntered: hoverAt()
        onMouseXChanged: hoverAt()
        onMouseYChanged: hoverAt()
        onExited: {
            root.pointerSquare = -1
            root.game.hoverSquare(-1)
        }
        property point pressedAt
        property bool orbiting: false
        property bool held: false // a long press opened a note: the release is not a click
        property bool byTouch: false
        property real startYaw
        property real startPitch
        onPressAndHold: (mouse) => {
            if (orbiting || mouse.button !== Qt.LeftButton)
                return
            const s = root.squareAtPoint(mouse.x, mouse.y)
            held = s >= 0 && root.requestGuess(s)
        }
        onPressed: (mouse) => {
            held = false
            root.forceActiveFocus(Qt.MouseFocusReason)
            root.keyboardUsed = false
            viewSwing.stop()
            pressedAt = Qt.point(mouse.x, mouse.y)
            byTouch = mouse.source !== Qt.MouseEventNotSynthesized
            orbiting = false
            startYaw = root.yaw
            startPitch = root.pitch
        }
        onPositionChanged: (mouse) => {
            if (!pressed)
                return // hovering: see hoverAt()
            const dx = mouse.x - pressedAt.x
            const dy = mouse.y - pressedAt.y
            if (!orbiting && Math.hypot(dx, dy) < Qt.styleHints.startDragDistance)
                return
            orbiting = true
            root.orbited = true
            // Gently: at 0.3 degrees a pixel a play-tester's short drag turned the board away.
            root.yaw = startYaw - dx * 0.18
            root.pitch = Math.max(-90, Math.min(-12, startPitch - dy * 0.16))
        }
        onReleased: (mouse) => {
            if (orbiting) {
                orbiting = false
                return
            }
            if (held)
                return
            const s = root.squareAtPoint(mouse.x, mouse.y)
            // A click while the board's motion plays skips it (wherever it lands); on a square,
            // the game also takes it as the player's click if the move is theirs then.
            if (root.game.motion.busy && (s < 0 || mouse.button === Qt.RightButton)) {
                root.game.motion.skip()
                return
            }
            if (mouse.button === Qt.RightButton) {
                if (s >= 0)
                    root.requestGuess(s)
                return
            }
            if (s >= 0) {
                root.cursorSquare = s
                root.game.clickSquare(s)
            }
        }
        onCanceled: {
            // A pinch took the fingers: the first one's orbit was no orbit.
            if (orbiting && byTouch) {
                root.yaw = startYaw
                root.pitch = startPitch
            }
            orbiting = false
        }
        onWheel: (wheel) => root.zoomTo(root.distance * (1 - wheel.angleDelta.y / 1200))

        // Two fingers on a touch screen zoom as the wheel does. Inside the input area: its
        // handlers see the touch before the area takes the first finger as a mouse press.
        PinchHandler {
            id: pinch
            objectName: "boardPinch"
            target: null // the camera moves, not the view
            property real startDistance
            onActiveChanged: if (active) startDistance = root.distance
            onActiveScaleChanged: if (active) root.zoomTo(startDistance / activeScale)
        }
    }
    // The camera's distance, kept between the nearest and farthest the wheel and a pinch
    // allow.
    function zoomTo(d) {
        zoomed = true
        distance = Math.max(650, Math.min(2600, d))
    }

    CombatMark { board: root } // over the 3D board and the buttons alike

    // The view buttons, right-aligned in their strip (barHeight); on a small view they take
    // a smaller font rather than run off its left edge. Each shows the state it stands for
    // through a binding: not checkable, since a click on a checkable button toggles `checked`
    // and so replaces the binding with a value, and the highlight then stopped following the
    // view when the app changed it (a game resumed, the hot-seat curtain, the review).
    Row {
        id: viewBar
        objectName: "viewBar"
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 5
        spacing: narrow ? 4 : 6
        visible: root.graphics3D // without 3D there is only the button board
        readonly property bool narrow: root.width < 520
        readonly property real fontSize: narrow ? 12 : 14
        ViewBarButton {
            objectName: "obliqueView"
            fontSize: viewBar.fontSize
            //: A view of the board: at an angle
            text: qsTr("斜めから")
            checked: !root.topView && !root.buttonMode && !root.orbited
            onClicked: root.applyViewMode("oblique")
        }
        ViewBarButton {
            objectName: "topView"
            fontSize: viewBar.fontSize
            //: A view of the board: from straight above
            text: qsTr("真上から")
            checked: root.topView && !root.buttonMode && !root.orbited
            onClicked: root.applyViewMode("top")
        }
        ViewBarButton {
            objectName: "buttonView"
            fontSize: viewBar.fontSize
            text: qsTr("ボタンで操作")
            checked: root.buttonMode
            // A second press goes back to the 3D board (a play-tester expected a switch).
            onClicked: {
                if (root.buttonMode && root.graphics3D) {
                    root.applyViewMode("oblique")
                    return
                }
                root.applyViewMode("buttons")
                buttons.focusSquare(root.cursorSquare)
            }
        }
        // A switch, set apart from the views where there is room.
        Item { width: viewBar.narrow ? 0 : 8; height: 1 }
        ViewBarToggle {
            objectName: "pieceCaptions"
            fontSize: viewBar.fontSize
            text: qsTr("駒に英語名")
            switchedOn: root.captions
            // Kept in its place on the button board (greyed), so the buttons never shift.
            enabled: !root.buttonMode
            Accessible.name: qsTr("駒に英語の略称を表示する")
            onClicked: root.captionsChosen(!root.captions)
        }
    }
}
