// The panel beside the board: who plays, the current message, the setup helpers or the game
// state, and the game buttons (勝敗表, 投了, もう一度, 遊び方を選び直す).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    required property GameSession game
    property LanLobby lobby: null
    // Where 効果音 is kept (the menu's switch is the same setting); null: no check box.
    property Preferences preferences: null
    readonly property bool online: root.game.mode?.kind === PlayMode.Lan && root.lobby !== null
    readonly property bool lesson: root.game.mode?.kind === PlayMode.Lesson
    signal combatTableRequested()
    signal resignRequested()
    signal helpRequested()
    signal settingsRequested() // 設定: 効果音, the board's motion, 画質
    // もう一度 / 遊び方を選び直す (部屋を出る online): the screen asks first while a game is on.
    signal againRequested()
    signal menuRequested()
    signal reviewRequested(string path) // 振り返る after the end
    color: Theme.panel

    // Two columns of buttons where they have the room (a narrow panel stacks them, whole).
    readonly property bool twoColumns: width >= 330
    // The game's short buttons pair up sooner than the setup's long ones: a panel of 300 (an
    // 800-wide window) keeps them all in view.
    readonly property bool twoButtonColumns: width >= 290
    // 効果音 with its volume beside 設定 (English words are the wider).
    readonly property bool soundBesideSettings: width >= 350

    // What does not fit (a small window) scrolls, with a bar that says so; when it all fits,
    // the combat log takes the height left over. The phase's main action stays in view below
    // it (mainAction).
    Flickable {
        id: scroller
        objectName: "panelScroll"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: mainAction.top
        contentWidth: width
        contentHeight: Math.max(height, content.implicitHeight + 2 * content.y)
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        // A new phase (setup, play, the end) starts at the top, where its message is.
        Connections {
            target: root.game
            function onPhaseChanged() {
                scroller.contentY = 0
            }
        }
        // The keyboard's focus never hides: Tab to a control scrolled out of sight brings it
        // into view.
        readonly property Item focusItem: root.Window.activeFocusItem
        onFocusItemChanged: {
            for (let p = focusItem; p; p = p.parent)
                if (p === content) {
                    reveal(focusItem)
                    return
                }
        }
        function reveal(item) {
            const top = item.mapToItem(contentItem, 0, 0).y - 8
            const bottom = top + item.height + 16
            if (top < contentY)
                contentY = Math.max(0, top)
            else if (bottom > contentY + height)
                contentY = Math.min(contentHeight - height, bottom - height)
        }
        ScrollBar.vertical: ScrollBar {
            objectName: "panelScrollBar"
            policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        // The game's name on a band of lacquer across the panel's top, a gold line under it.
        Rectangle {
            objectName: "titleBand"
            width: scroller.width
            height: content.y + panelTitle.y + panelTitle.height + 10
            gradient: Gradient {
                GradientStop { position: 0.0; color: Qt.lighter(Theme.lacquer, 1.25) }
                GradientStop { position: 1.0; color: Theme.lacquerDark }
            }
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 2
                color: Theme.gold
            }
        }

        ColumnLayout {
            id: content
            // The margins: the bar runs in the right one.
            x: 16
            y: 16
            width: scroller.width - 2 * x
            height: scroller.contentHeight - 2 * y
            spacing: 12

            Heading {
                id: panelTitle
                objectName: "panelTitle"
                Layout.fillWidth: true
                Layout.bottomMargin: 6 // on the band (titleBand)
                text: root.game.mode?.title ?? ""
                font.pixelSize: brushed ? 28 : 21
                color: Theme.titleText
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                // The side's colour, level with the line's first row of text.
                Rectangle {
                    Layout.preferredWidth: 16
                    Layout.preferredHeight: 16
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 1
                    radius: 3
                    color: root.game.humanIsFirst ? Theme.vermilion : Theme.plainWood
                    border.color: "#6d5c4b"
                }
                Label {
                    text: root.game.mode?.viewerLine ?? ""
                    color: Theme.mutedText
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                }
            }
            // The rules in force, always in view.
            Label {
                objectName: "rulesInForce"
                Layout.fillWidth: true
                //: %1 is the rules' summary
                text: qsTr("ルール：%1").arg(root.game.rulesText)
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                font.pixelSize: 14
            }
            // How the game is won, so a new player need not open the help for it; in a tall
            // panel (a short one keeps its room for the combat log).
            Label {
                objectName: "goal"
                visible: root.height >= 700
                Layout.fillWidth: true
                //: %1 is how the game is won (相手の軍旗を取る, ...)
                text: qsTr("目標：%1").arg(root.game.goalText)
                wrapMode: Text.WordWrap
                // Darker than the rules above it, not bold: bold, the English goal took two
                // lines of a panel a 9 × 9 game fills.
                color: Theme.panelText
                font.pixelSize: 14
            }

            // The message of the moment, with a spinner while the CPU thinks.
            Rectangle {
                Layout.fillWidth: true
                // Room for six lines in a tall panel, four in a short one, and never more: a
                // longer message (a strike's) is written a little smaller and scrolls, so the
                // buttons below never jump as messages change. (At four, an attack's start, its
                // result and the reply's scrolled the first out of view in a play-test.)
                Layout.preferredHeight: Math.round((root.height >= 700 ? 6 : 4) * 16 * 1.35 + 20)
                radius: 6
                color: "#fffaf0"
                border.color: "#d9c7a7"
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 6
                    ColumnLayout {
                        id: messageColumn
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: 2
                        // A long message (a strike's) is set a little smaller, and past that it
                        // scrolls in its box: never below 14 px (a play-tester could not read
                        // one written at 10 px), and the box never grows into the buttons.
                        Flickable {
                            id: messageFlick
                            objectName: "messageScroll"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            contentWidth: width
                            contentHeight: messageText.implicitHeight + bottomRoom
                            // Room under the message, so that a line's start can be scrolled
                            // to the box's top (showNewest).
                            property real bottomRoom: 0
                            interactive: contentHeight > height + 1
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollIndicator.vertical: ScrollIndicator {
                                objectName: "messageScrollIndicator"
                            }
                            // The message's line where its newest account starts (the reply
                            // under our own move's news).
                            property int newestLine: root.game.narrator.newestLine
                            // The newest lines, from the top of a line: a line cut in half
                            // at the box's top read as a fault (a play-test). But never past
                            // the newest account's start: a play-tester met a strike's
                            // account halfway through; its end (the prompt) scrolls in below.
                            // Older lines above it show from the start of one of them, never
                            // from the middle of a sentence (a play-tester's box began
                            // 「動きました。」).
                            function showNewest() {
                                const line = messageText.lineCount > 0 ? messageText.contentHeight / messageText.lineCount : 1
                                const whole = messageText.implicitHeight
                                const end = Math.max(0, whole - Math.floor(height / line) * line)
                                const start = newestLine > 0 ? Math.floor(olderLines.contentHeight / line + 0.5) * line : 0
                                let top = Math.min(end, start)
                                if (end > 0 && end < start) {
                                    const lines = messageText.text.split("\n")
                                    top = start
                                    for (let k = newestLine - 1; k > 0; --k) {
                                        lineProbe.text = lines.slice(0, k).join("\n")
                                        const at = Math.floor(lineProbe.contentHeight / line + 0.5) * line
                                        if (at < end - 0.5)
                                            break
                                        top = at
                                    }
                                }
                                bottomRoom = Math.max(0, top - end)
                                contentY = top
                            }
                            onNewestLineChanged: Qt.callLater(showNewest)
                            onHeightChanged: showNewest()
                            Label {
                                id: messageText
                                objectName: "message"
                                width: messageFlick.width
                                text: Typeset.phrases(root.game.narrator.message) // no word split at a line end
                                wrapMode: Text.Wrap
                                font.pixelSize: fullSize.implicitHeight <= messageFlick.height ? 16 : 14
                                color: Theme.panelText
                                // The newest line (the reply, the prompt) stays in view: a
                                // longer message scrolls its older lines up, under a fade.
                                onTextChanged: Qt.callLater(messageFlick.showNewest)
                            }
                            // The accounts before the newest are paler, with a hairline
                            // under them: a play-tester read our combat's result and the
                            // CPU's reply after it as one run of text.
                            Rectangle {
                                objectName: "messageOlderWash"
                                visible: messageFlick.newestLine > 0
                                width: messageFlick.width
                                height: olderLines.contentHeight
                                color: "#fffaf0"
                                opacity: 0.42
                            }
                            Rectangle {
                                visible: messageFlick.newestLine > 0
                                y: olderLines.contentHeight
                                width: messageFlick.width
                                height: 1
                                color: "#d9c7a7"
                            }
                            // Older lines above: a light fade at the box's top edge says so
                            // (a fade over most of the top line read as a line cut in half).
                            Rectangle {
                                objectName: "messageFade"
                                y: messageFlick.contentY
                                z: 1
                                width: messageFlick.width
                                height: 7
                                visible: messageFlick.contentY > 0
                                gradient: Gradient {
                                    GradientStop { position: 0.0; color: "#d0fffaf0" }
                                    GradientStop { position: 1.0; color: "#00fffaf0" }
                                }
                            }
                            // The lines above the newest account, measured: where it starts.
                            Label {
                                id: olderLines
                                objectName: "messageOlder"
                                visible: false
                                width: messageFlick.width
                                text: messageText.text.split("\n").slice(0, messageFlick.newestLine).join("\n")
                                wrapMode: Text.Wrap
                                font.pixelSize: messageText.font.pixelSize
                            }
                            // The message's first lines, measured: where a line starts.
                            Label {
                                id: lineProbe
                                visible: false
                                width: messageFlick.width
                                wrapMode: Text.Wrap
                                font.pixelSize: messageText.font.pixelSize
                            }
                            // The message at its full size, measured: does it fit?
                            Label {
                                id: fullSize
                                visible: false
                                width: messageFlick.width
                                text: messageText.text
                                wrapMode: Text.Wrap
                                font.pixelSize: 16
                            }
                        }
                        // What went wrong in the program's own words (English), small, for a
                        // report - the message above says it in the player's.
                        Label {
                            objectName: "messageDetail"
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: root.game.narrator.detail
                            textFormat: Text.PlainText
                            wrapMode: Text.Wrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            font.pixelSize: 11
                            color: Theme.mutedText
                        }
                    }
                    // While the CPU thinks, at the box's right: its place is kept when it stops,
                    // so the message never moves sideways as the spinner comes and goes.
                    BusyIndicator {
                        objectName: "thinking"
                        Layout.preferredWidth: 26
                        Layout.preferredHeight: 26
                        Layout.alignment: Qt.AlignTop | Qt.AlignRight
                        running: root.game.thinking
                        opacity: running ? 1 : 0
                    }
                }
            }

            LanPanel {
                Layout.fillWidth: true
                visible: root.online
                lobby: root.lobby ? root.lobby : null
                onCpuRequested: {
                    root.lobby.leave()
                    root.game.startCpuGame(CpuLevels.usual, true)
                }
            }

            SetupControls {
                Layout.fillWidth: true
                visible: root.game.phase === GameSession.Setup
                game: root.game
                columns: root.twoColumns ? 2 : 1
            }

            // The game's buttons, above everything that grows or shrinks as the game goes on (the
            // captured pieces, the log): the pinned action below takes its room from the log, so
            // nothing a player reaches for moves when a missile is chosen or the game ends.
            // 効果音 at hand, and 設定 for the rest (the board's motion, 画質); one under the
            // other in a narrow panel.
            GridLayout {
                Layout.fillWidth: true
                visible: root.preferences !== null
                columns: root.soundBesideSettings ? 2 : 1
                columnSpacing: 8
                rowSpacing: 8
                SoundControl {
                    Layout.fillWidth: true
                    switchName: "soundCheck"
                    preferences: root.preferences
                }
                Button {
                    objectName: "settingsButton"
                    Layout.fillWidth: !root.soundBesideSettings
                    text: qsTr("設定")
                    Accessible.name: qsTr("設定")
                    onClicked: root.settingsRequested()
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: root.twoButtonColumns ? 2 : 1
                columnSpacing: 8
                rowSpacing: 8
                Button {
                    Layout.fillWidth: true
                    text: qsTr("勝敗表")
                    onClicked: root.combatTableRequested()
                }
                Button {
                    objectName: "helpButton"
                    Layout.fillWidth: true
                    text: qsTr("遊び方・ルール")
                    onClicked: root.helpRequested()
                }
                Button {
                    objectName: "resign"
                    Layout.fillWidth: true
                    visible: !root.lesson // a lesson has やり直す and 終える on its card
                    text: qsTr("投了")
                    // A room that went (its app stopped, the server lost it) takes nothing more.
                    enabled: root.game.phase === GameSession.Play && (!root.online || root.lobby.active)
                    onClicked: root.resignRequested()
                }
                Button {
                    objectName: "again"
                    Layout.fillWidth: true
                    visible: !root.lesson
                    Layout.columnSpan: root.online && root.twoButtonColumns ? 2 : 1
                    text: root.online ? qsTr("先手と後手を入れ替えてもう一局") : qsTr("もう一度")
                    enabled: !root.online || (root.game.phase === GameSession.Over
                                              && root.lobby.rematchPossible)
                    onClicked: root.againRequested()
                }
                Button {
                    objectName: "menu"
                    Layout.fillWidth: true
                    text: root.online ? qsTr("部屋を出る") : qsTr("遊び方を選び直す")
                    onClicked: root.menuRequested()
                }
            }

            // Open judgement (F-INFO-1, H-7): the pieces a combat shows turn face down again;
            // the memory aid keeps them readable.
            WrapCheckBox {
                objectName: "memoryAid"
                Layout.fillWidth: true
                visible: root.game.openJudgement && root.game.phase !== GameSession.Setup
                text: qsTr("見た駒を覚えておく（記憶の助け）")
                checked: root.game.memoryAid
                onToggled: root.game.memoryAid = checked
            }

            Label {
                visible: root.game.phase !== GameSession.Setup
                objectName: "moveCounter"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                //: %1 is the number of moves, %2 the moves in a row without a combat (a draw at 100)
                text: qsTr("手数 %1　戦いのない手 %2 / 100").arg(root.game.ply).arg(root.game.noCombatPlies)
                color: Theme.mutedText
            }

            CapturedPanel {
                Layout.fillWidth: true
                visible: root.game.phase !== GameSession.Setup
                game: root.game
            }

            // Combat results, newest first - said above them, as the message box reads the
            // other way (a play-tester took the order for a mistake): the latest two stand out
            // (your own combat and the reply to it), older ones scroll.
            Label {
                objectName: "combatLogHeading"
                Layout.fillWidth: true
                visible: root.game.phase !== GameSession.Setup
                //: Above the list of combat results in the side panel
                text: qsTr("戦いの記録（新しい順）")
                font.pixelSize: 13
                font.bold: true
                color: Theme.mutedText
                elide: Text.ElideRight
            }
            ListView {
                id: combatLog
                objectName: "combatLog"
                Layout.fillWidth: true
                Layout.fillHeight: true
                // A chosen missile's controls take the panel's foot for a moment: the log
                // gives way rather than the panel scrolling.
                Layout.minimumHeight: root.game.missileSelected ? 0 : 64
                visible: root.game.phase !== GameSession.Setup
                clip: true
                model: root.game.narrator.log
                boundsBehavior: Flickable.StopAtBounds
                onCountChanged: positionViewAtBeginning()
                ScrollBar.vertical: ScrollBar {
                    objectName: "combatLogScrollBar"
                    policy: combatLog.contentHeight > combatLog.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                delegate: Label {
                    required property string modelData
                    required property int index
                    width: ListView.view.width - 14 // room for the scrollbar
                    text: Typeset.phrases(modelData)
                    wrapMode: Text.Wrap
                    color: index < 2 ? Theme.panelText : Theme.mutedText
                    font.bold: index < 2
                    font.pixelSize: 14
                    topPadding: 2
                    bottomPadding: 2
                }
            }
            Item {
                Layout.fillHeight: true
                visible: root.game.phase === GameSession.Setup
            }
        }
    }

    // The phase's main action, pinned under the scrolled part so that no window is too small
    // to reach it (at 640 × 600 この並べ方で決定 was below the fold): the setup's 決定, the
    // hot-seat's 交代する, a chosen missile's modes, and after the end the result with the
    // game's review.
    Rectangle {
        id: mainAction
        objectName: "mainAction"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        readonly property bool shown: root.game.phase === GameSession.Setup || (root.game.mode?.handOverPending ?? false)
                                      || root.game.missileSelected
                                      || (root.game.phase === GameSession.Over && !root.lesson)
        height: shown ? actions.implicitHeight + 2 * actions.anchors.margins : 0
        visible: shown
        color: root.color
        // A line that says the scrolled part ends here.
        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            height: 1
            color: "#d9c7a7"
        }
        ColumnLayout {
            id: actions
            anchors.fill: parent
            anchors.margins: 12
            anchors.leftMargin: 16
            anchors.rightMargin: 16
            spacing: 8

            // A warning, not a refusal: the arrangement is legal. Right above 決定, which it
            // does not move (this part grows upward).
            Label {
                objectName: "wallWarning"
                Layout.fillWidth: true
                visible: root.game.phase === GameSession.Setup && text !== ""
                wrapMode: Text.WordWrap
                text: root.game.setupEditor.wallWarning
                color: Theme.accent
                font.pixelSize: 14
            }
            Button {
                objectName: "confirmSetup"
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                visible: root.game.phase === GameSession.Setup
                text: root.game.mode?.confirmLabel ?? ""
                enabled: !(root.game.mode?.setupCommitted ?? false)
                highlighted: true
                font.pixelSize: 17
                onClicked: root.game.confirmSetup()
            }
            // Online, once committed: take 決定 back before the game starts.
            Button {
                objectName: "takeBackSetup"
                Layout.fillWidth: true
                visible: root.game.phase === GameSession.Setup
                         && (root.game.mode?.setupCommitted ?? false)
                text: qsTr("並べ直す")
                onClicked: root.game.mode.takeBackSetup()
            }

            Button {
                objectName: "handOver"
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                visible: (root.game.mode?.handOverPending ?? false)
                //: Two players at one PC: hand over to the other player
                text: qsTr("交代する")
                highlighted: true
                font.pixelSize: 17
                onClicked: root.game.mode.handOver()
            }

            MissileControls {
                Layout.fillWidth: true
                visible: root.game.missileSelected
                game: root.game
            }

            Label {
                objectName: "pinnedResult"
                Layout.fillWidth: true
                visible: root.game.phase === GameSession.Over && !root.lesson // told on its card
                text: root.game.narrator.resultTitle
                wrapMode: Text.WordWrap
                font.pixelSize: 18
                font.bold: true
                color: root.game.narrator.result === BoardPresenter.Won ? Theme.accent : Theme.panelText
            }
            // After the end: the game's review, as often as the player likes.
            Button {
                objectName: "reviewGame"
                Layout.fillWidth: true
                visible: root.game.phase === GameSession.Over && root.game.recorder.finishedRecord !== ""
                text: qsTr("振り返る（棋譜）")
                onClicked: root.reviewRequested(root.game.recorder.finishedRecord)
            }
        }
    }
}
