// The game: the 3D board on the left, the panel on the right, and the dialogs. On a narrow
// window the panel moves under the board (one layout that switches; see `narrow`).
import QtQuick
import QtQuick.Layouts
import Gunjin.Ui

Item {
    id: root
    required property GameSession game
    // The LAN room of an online game (null in other games and in tests of them).
    property LanLobby lobby: null
    // Where the view mode and 効果音 are remembered (null: not remembered, no sound switch).
    property Preferences preferences: null
    // The UI language ("ja" or "en"): English names on the pieces follow it unless chosen.
    property string language: "ja"
    // Why Qt Quick 3D could not start ("" when it did): the board is then the button board.
    property string graphics3DProblem: ""
    // The OpenGL renderer's name, when main() found it (BoardView.graphicsRenderer).
    property string graphicsRenderer: ""
    property alias boardView: board
    // The panel's scale (Main.uiScale: a large window, 文字の大きさ); the board is not scaled.
    property real uiScale: 1
    signal helpRequested()
    signal reviewRequested(string path) // 振り返る after the end
    // Escape from the board or the panel drops the chosen piece (dialogs take it first); while
    // the board's motion plays, it skips the motion, as does any other key that reaches here.
    Keys.onEscapePressed: root.game.cancelSelection()
    Keys.onPressed: (event) => {
        if (root.game.motion.busy && !event.isAutoRepeat) {
            root.game.motion.skip()
            event.accepted = true
        }
    }

    // The panel's width beside the board (Theme.sidePanelWidth).
    readonly property real panelWidth: Theme.sidePanelWidth(width, uiScale)
    // The panel goes under the board only where the board's squares are larger so (a tall
    // window): the boards are taller than wide, and under a panel at 640 × 600 the 3D board
    // was 300 px high, its names unreadable. (Beside until the screen has a size: the first
    // layout is then the one most windows keep.)
    readonly property bool narrow: width > 0
        && board.squarePixels(width, Math.round(height * 0.58)) > board.squarePixels(width - panelWidth, height)

    GridLayout {
        anchors.fill: parent
        columns: root.narrow ? 1 : 2
        rowSpacing: 0
        columnSpacing: 0

        BoardView {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Stacked, the board keeps most of the height; the panel scrolls in the rest.
            Layout.preferredHeight: root.narrow ? Math.round(root.height * 0.58) : -1
            game: root.game
            graphics3DProblem: root.graphics3DProblem
            // The saved view, unless the window is too small for it (BoardView.fitView); only
            // the player's own picks are saved (not a view forced by a missing 3D or by a small
            // window).
            preferredMode: root.preferences ? root.preferences.viewMode : "oblique"
            onViewChosen: (mode) => { if (root.preferences && graphics3D) root.preferences.viewMode = mode }
            captions: root.preferences ? (root.preferences.pieceCaptions === "on"
                                          || (root.preferences.pieceCaptions === "auto" && root.language === "en"))
                                       : root.language === "en"
            onCaptionsChosen: (on) => { if (root.preferences) root.preferences.pieceCaptions = on ? "on" : "off" }
            graphicsQuality: root.preferences ? root.preferences.graphicsQuality : "auto"
            graphicsRenderer: root.graphicsRenderer
        }
        // The panel, drawn at uiScale in the room the layout gives it.
        Item {
            id: panelFrame
            Layout.fillWidth: root.narrow
            Layout.preferredWidth: root.narrow ? -1 : root.panelWidth
            Layout.fillHeight: !root.narrow
            Layout.preferredHeight: root.narrow ? root.height - Math.round(root.height * 0.58) : -1
            // A lesson of the tutorial: what it teaches and asks, above the panel.
            LessonCard {
                id: lessonCard
                objectName: "lessonCard"
                width: panelFrame.width / root.uiScale
                scale: root.uiScale
                transformOrigin: Item.TopLeft
                game: root.game
                // At most about half the panel's height: the panel below keeps its messages
                // (more under the board of a narrow window, where the panel is low).
                maximumHeight: panelFrame.height * (root.narrow ? 0.75 : 0.55) / root.uiScale
                onFirstGameRequested: root.game.startCpuGame("easy", true)
                onMenuRequested: root.game.backToMenu()
            }
            SidePanel {
                id: panel
                objectName: "sidePanel"
                y: lessonCard.visible ? lessonCard.height * root.uiScale : 0
                width: panelFrame.width / root.uiScale
                height: (panelFrame.height - y) / root.uiScale
                scale: root.uiScale
                transformOrigin: Item.TopLeft
                game: root.game
                lobby: root.lobby
                preferences: root.preferences
                onCombatTableRequested: combatTable.open()
                onResignRequested: resignDialog.open()
                onHelpRequested: root.helpRequested()
                onSettingsRequested: settingsDialog.open()
                onAgainRequested: root.leaveGame("again")
                onMenuRequested: root.leaveGame("menu")
                onReviewRequested: (path) => {
                    resultDialog.close() // the review covers this screen; the result is not left above it
                    root.reviewRequested(path)
                }
            }
        }
    }

    // ヒント, in the board's lower left corner, where the mode offers it (against the Easy
    // CPU): the CPU's choice from the player's own view, said in the panel's message.
    Button {
        objectName: "hintButton"
        parent: board
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 14
        z: 5
        visible: root.game.hintOffered
        enabled: root.game.humanToMove && !root.game.hintThinking && !root.game.motion.busy
        text: root.game.hintThinking ? qsTr("考えています…") : qsTr("ヒント")
        font.pixelSize: 16
        onClicked: root.game.askHint()
    }

    // Covered (the review opened over it): nothing of this screen stays on top.
    onVisibleChanged: if (!visible) resultDialog.close()

    readonly property bool online: root.game.mode?.kind === PlayMode.Lan && root.lobby !== null
    readonly property bool lesson: root.game.mode?.kind === PlayMode.Lesson

    // もう一度 ("again") or 遊び方を選び直す / 部屋を出る ("menu"): a game in progress is not
    // thrown away without asking, nor a friend's room this app hosts.
    function leaveGame(action) {
        if (root.lesson) {
            doLeave(action) // a lesson loses nothing: it can be taken again at any time
        } else if (action === "menu" && root.online && root.lobby.friendInRoom) {
            leaveRoomDialog.open()
        } else if (root.game.phase === GameSession.Play && (!root.online || root.lobby.active)) {
            // (A game whose room went is over already: nothing to ask.)
            leaveDialog.action = action
            leaveDialog.open()
        } else {
            doLeave(action)
        }
    }
    function doLeave(action) {
        if (action === "again") {
            root.game.playAgain()
            return
        }
        if (root.online)
            root.lobby.leave()
        root.game.backToMenu()
    }

    Curtain {
        id: curtain
        anchors.fill: parent
        game: root.game
        onMenuRequested: root.leaveGame("menu")
    }
    Binding {
        target: board
        property: "holdFlip"
        value: curtain.down && curtain.drop < 1
    }

    CombatTableDialog {
        id: combatTable
        objectName: "combatTable"
        rows: root.game.combatTable
    }

    SettingsDialog {
        id: settingsDialog
        preferences: root.preferences
    }

    ConfirmDialog {
        id: resignDialog
        objectName: "resignDialog"
        //: The title of the question “Resign?”
        title: qsTr("投了")
        destructive: true
        text: qsTr("投了しますか？ 相手の勝ちになります。")
        //: Button of the question “Resign?”: resign the game
        acceptText: qsTr("投了する")
        onAccepted: root.game.resign()
    }

    // A local game stopped here is kept (its journal) and goes on from 続きから or 棋譜.
    ConfirmDialog {
        id: leaveDialog
        objectName: "leaveDialog"
        property string action: "again"
        //: The title of the question whether to stop the game in progress (or leave the room)
        title: root.online ? qsTr("部屋を出る") : qsTr("対局の中断")
        destructive: true
        text: root.online ? qsTr("部屋を出ると、今の対局はあなたの投了（負け）になります。部屋を出ますか？")
              : action === "again" ? qsTr("今の対局を中断して、最初から並べ直しますか？ 中断した対局は、メニューの「続きから」か「棋譜」からいつでも続けられます。")
              : qsTr("今の対局を中断して、遊び方の選択に戻りますか？ 中断した対局は、メニューの「続きから」か「棋譜」からいつでも続けられます。")
        acceptText: root.online ? qsTr("部屋を出る")
                    : action === "again" ? qsTr("中断して始め直す") : qsTr("中断して戻る")
        onAccepted: root.doLeave(action)
    }

    LeaveRoomDialog {
        id: leaveRoomDialog
        objectName: "leaveRoomDialog"
        inApp: root.lobby ? root.lobby.roomInApp : true
        playing: root.game.phase === GameSession.Play
        onAccepted: root.doLeave("menu")
    }

    ResultDialog {
        id: resultDialog
        screenVisible: root.visible
        game: root.game
        lobby: root.lobby
        onReviewRequested: (path) => root.reviewRequested(path)
        onMenuRequested: root.leaveGame("menu")
    }

    // The result comes once the last move and the reveal have been seen.
    function showResult() {
        // A lesson's end is told on its card.
        if (root.game.phase !== GameSession.Over || root.lesson)
            resultDialog.close()
        else if (!root.game.motion.busy)
            resultDialog.open()
    }
    Connections {
        target: root.game
        function onPhaseChanged() { root.showResult() }
    }
    Connections {
        target: root.game.motion
        function onBusyChanged() { root.showResult() }
    }
}
