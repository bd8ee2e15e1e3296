// A combat's result on its square, for the viewer: a seal stamped above the square as the two
// pieces meet - 勝 (朱) when the viewer's piece won, 負 (slate) when it lost, 相打 (ochre) when
// both were removed - held while the loser falls, then faded; 残 (gold) on a piece a strike
// left standing (the 元帥). Play-testers could not tell at a
// glance who had won a fight; the message box says it in words a moment later.
// Drawn over the board (3D or buttons), it takes no input. Timed by the step being shown
// (Motion): stamped when the pieces meet, still (no stamp) with reduced motion; a skip ends it.
import QtQuick
import Gunjin.Ui

Item {
    id: root
    objectName: "combatMark"
    // The board view it stamps on (BoardView): its game's combats and strikes, its squares.
    property Item board: null
    readonly property Motion motion: board ? board.game.motion : null
    // The seal's diameter (the board view sets it from a square's size on screen).
    property real size: 56
    property int outcome: BoardPresenter.Drawn
    // A piece a strike left standing (the 元帥) rather than a combat's result.
    property bool stood: false
    readonly property bool playing: anim.running || fadeNow.running
    // How many results it has stamped (tests tell one combat's seal from the next).
    property int stamps: 0
    width: size
    height: size
    visible: anim.running || fadeNow.running
    opacity: 0
    enabled: false
    Accessible.ignored: true // the message box says the result

    readonly property color fill: stood ? Theme.marshalRim
                                  : outcome === BoardPresenter.Won ? Theme.winMark
                                  : outcome === BoardPresenter.Lost ? Theme.lossMark : Theme.tieMark

    // Centred on `point` (view coordinates), after `delay` ms, held `hold` ms; `stamp` false
    // shows it still (reduced motion). `result` is a BoardPresenter.Outcome, or -1 for a
    // piece a strike left standing.
    function play(point, result, delay, hold, stamp) {
        stood = result < 0
        outcome = stood ? BoardPresenter.Undecided : result
        ++stamps
        x = point.x - width / 2
        y = point.y - height / 2
        baseY = y
        wait.duration = Math.max(0, delay)
        press.duration = stamp ? 170 : 0
        stay.duration = Math.max(300, hold)
        fadeNow.stop()
        anim.restart()
    }
    property real baseY: 0
    property real punch: 1
    readonly property int fadeMs: 380

    Connections {
        target: root.board ? root.board.game : null
        // A combat's result, once the two have met and the loser has begun to fall; a piece a
        // strike left standing, once the blast has burnt a while (resultAt: the words say it
        // then too). A still seal with reduced motion; none when the move is shown at once (a
        // skip, a test unpaced).
        function onCombat(square, outcome) {
            root.stampStep(square, outcome)
        }
        function onStood(square) {
            root.stampStep(square, -1)
        }
    }
    function stampStep(square, result) {
        const step = motion.step
        if (!step.active || step.hold <= 0)
            return
        let p
        if (board.buttonMode) {
            const cell = board.buttonOf(square)
            if (!cell)
                return
            size = Math.max(30, Math.min(72, cell.width * 0.62))
            p = cell.mapToItem(board, cell.width / 2, cell.height * 0.2)
        } else {
            size = Math.max(40, Math.min(96, board.squarePixels(board.width, board.height) * 0.78))
            const at = board.scenePosition(board.board.columnOf(square), board.board.rowOf(square))
            // On the pieces standing there, half way up (higher, it read as the square
            // behind's); from above, on the upper half of the square they lie on.
            p = board.pointOfScene(Qt.vector3d(at.x, board.topView ? 20 : 60, at.z))
            if (board.topView)
                p.y -= size * 0.3
        }
        // A combat's seal is read while the board holds the combat (Motion keeps it a while
        // for the seal) and is gone as the turn passes: held past it, it hid the CPU's winning
        // attacker while the words already said あなたの番です. The 残 of a 元帥 a strike left
        // standing stays a while past the strike's end (nobody's attacker is under it).
        const stamp = step.resultAt > 0
        play(p, result, step.resultAt,
             result < 0 ? step.hold - step.resultAt + 300
                        : step.hold - step.resultAt - (stamp ? 170 : 0) - fadeMs - 40, stamp)
        awaitingEnd = result >= 0
    }

    Connections {
        target: root.motion
        function onSkipped() {
            root.awaitingEnd = false
            anim.stop()
            fadeNow.stop()
            root.opacity = 0
        }
        // Its event has ended - the board is still (the turn passes) or the next event starts:
        // fading by then, whatever the frames' pace (a slow renderer's animations run behind
        // the clock).
        function onBusyChanged() {
            if (!root.motion.busy)
                root.fadeAtEnd()
        }
        function onStepChanged() {
            if (root.motion.step.active)
                root.fadeAtEnd()
        }
    }
    function fadeAtEnd() {
        if (!root.awaitingEnd)
            return
        root.awaitingEnd = false
        if (!anim.running || root.opacity <= 0)
            return
        anim.stop()
        fadeNow.start()
    }
    // Set when a combat's seal is stamped: fades it once its event has ended.
    property bool awaitingEnd: false
    ParallelAnimation {
        id: fadeNow
        NumberAnimation { target: root; property: "opacity"; to: 0; duration: 250 }
        NumberAnimation { target: root; property: "y"; to: root.baseY - root.size * 0.2; duration: 250; easing.type: Easing.InQuad }
    }

    // A soft shadow under the seal, so it reads on light wood and dark lacquer alike.
    Rectangle {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: root.size * 0.05
        width: root.size * 1.08 * root.punch
        height: width
        radius: width / 2
        color: "#66000000"
        antialiasing: true
    }
    Rectangle {
        id: seal
        anchors.centerIn: parent
        width: root.size * root.punch
        height: width
        radius: width / 2
        color: root.fill
        border.width: Math.max(2, root.size * 0.06)
        border.color: Qt.lighter(root.fill, 1.7)
        antialiasing: true
        Text {
            anchors.centerIn: parent
            width: parent.width * 0.86
            horizontalAlignment: Text.AlignHCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 9
            font.family: Theme.brushFont
            font.pixelSize: parent.width * (lineCount > 1 || text.length > 1 ? 0.36 : 0.56)
            font.bold: true
            color: "#fffaf0"
            //: A combat's result on the board, in a small round seal: your piece won
            //: On the board, in a small round seal: a piece a missile strike did not remove (the
            //: marshal)
            text: root.stood ? qsTr("残")
                  //: A combat's result on the board, in a small round seal: your piece won
                  : root.outcome === BoardPresenter.Won ? qsTr("勝")
                  //: A combat's result on the board, in a small round seal: your piece lost
                  : root.outcome === BoardPresenter.Lost ? qsTr("負")
                  //: A combat's result on the board, in a small round seal: both pieces removed
                  : qsTr("相打")
        }
    }

    // The seal's meaning in words on a slip under it: alone, 負 over the piece that beat ours
    // read to a play-tester as that piece's loss. A spectator's board names the side.
    Rectangle {
        id: slip
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: seal.bottom
        anchors.topMargin: root.size * 0.06
        width: slipText.implicitWidth + 2 * height * 0.45
        height: slipText.implicitHeight + 4
        radius: 3
        color: Theme.slipColor
        border.color: root.fill
        border.width: 1.5
        opacity: 0.94
        Text {
            id: slipText
            objectName: "combatSlip"
            anchors.centerIn: parent
            font.pixelSize: Math.max(13, root.size * 0.24)
            font.bold: true
            color: "#fffaf0"
            readonly property bool neutral: root.board && root.board.game.neutral
            readonly property string sideName: root.board && root.board.game.humanIsFirst
                                               //: Who a combat's result is about, on a
                                               //: spectator's board: the first player
                                               ? qsTr("先手")
                                               //: The second player
                                               : qsTr("後手")
            //: Under the 残 seal: the marshal a strike did not remove
            text: root.stood ? qsTr("元帥が耐えた")
                  : root.outcome === BoardPresenter.Won
                    //: Under the 勝 seal, for a spectator: %1 is 先手 or 後手
                    ? (neutral ? qsTr("%1の駒の勝ち").arg(sideName)
                       //: Under the 勝 seal: your piece won the combat (not the game)
                       : qsTr("あなたの駒の勝ち"))
                  : root.outcome === BoardPresenter.Lost
                    //: Under the 負 seal, for a spectator: %1 is 先手 or 後手
                    ? (neutral ? qsTr("%1の駒の負け").arg(sideName)
                       //: Under the 負 seal: your piece lost the combat (not the game)
                       : qsTr("あなたの駒の負け"))
                  //: Under the 相打 seal: both pieces were removed
                  : qsTr("両方とも除去")
        }
    }

    SequentialAnimation {
        id: anim
        PropertyAction { target: root; property: "opacity"; value: 0 }
        PauseAnimation { id: wait }
        PropertyAction { target: root; property: "punch"; value: press.duration > 0 ? 1.5 : 1 }
        ParallelAnimation {
            NumberAnimation { id: press; target: root; property: "opacity"; from: 0; to: 1 }
            NumberAnimation { target: root; property: "punch"; to: 1; duration: press.duration; easing.type: Easing.OutBack }
        }
        PropertyAction { target: root; property: "opacity"; value: 1 }
        PauseAnimation { id: stay }
        ParallelAnimation {
            NumberAnimation { target: root; property: "opacity"; to: 0; duration: root.fadeMs }
            NumberAnimation { target: root; property: "y"; from: root.baseY; to: root.baseY - root.size * 0.3; duration: root.fadeMs; easing.type: Easing.InQuad }
        }
    }
}
