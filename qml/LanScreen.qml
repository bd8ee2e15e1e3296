// 友達と対戦: make a room on this PC (or on the room server the settings name) or join a
// friend's room by its address. The game screen takes over as soon as a seat is granted. The
// rules are shown before anything is pressed: the ones a new room will play, each found room's,
// and a typed address's (asked of its server). Where a new room is made is said under
// 部屋を作る, with the way to the setting that chooses it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    required property LanLobby lobby
    // For 対戦サーバー's setting (the settings dialog opens from here too).
    property Preferences preferences: null
    signal backRequested()

    // Listen for announced rooms only while this screen is up.
    onVisibleChanged: visible ? root.lobby.startSearching() : root.lobby.stopSearching()
    Component.onCompleted: if (visible) root.lobby.startSearching()

    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.screenTop }
        GradientStop { position: 1.0; color: Theme.screenBottom }
    }

    // Centred while it fits; on a low window it scrolls.
    Flickable {
        id: area
        objectName: "lanArea"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * column.y
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {
            policy: area.contentHeight > area.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: column
            x: (area.width - width) / 2
            // Centred on the height with the reserved parts at their reserved size: a rules
            // line or an error longer than two lines grows downward, moving only what is below.
            readonly property real overflow: (joinRules.Layout.preferredHeight - joinRulesReserve.implicitHeight)
                                             + (statusRow.Layout.preferredHeight - statusReserve.implicitHeight)
            y: Math.max(16, (area.height - implicitHeight + overflow) / 2)
            width: Math.min(520, area.width - 48)
            spacing: 14

            Heading {
                Layout.alignment: Qt.AlignHCenter
                level: 1
                text: qsTr("友達と対戦")
                font.pixelSize: 52
                color: "#f3e3c3"
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: root.lobby.viaServer && root.lobby.server.startsWith("gunjins://")
                      ? qsTr("対戦サーバーに部屋を作り、そのリンクを相手に送ります。相手はインターネットのどこからでも参加できます。審判はサーバーが務め、相手の駒の種類はどちらにも届きません。部屋は、誰も接続していない状態が 30 分続くか、作ってから 24 時間たつと消えます。")
                      : root.lobby.viaServer
                      // A plain gunjin:// server: on the LAN.
                      ? qsTr("同じネットワークの対戦サーバーに部屋を作り、そのリンクを相手に送ります。審判はサーバーが務め、相手の駒の種類はどちらにも届きません。部屋は、誰も接続していない状態が 30 分続くか、作ってから 24 時間たつと消えます。")
                      : qsTr("同じネットワークにある 2 台の PC で対戦します。どちらかが部屋を作り、もう一方がそのアドレスで参加します。審判は部屋を作った PC が務め、相手の駒の種類はどちらにも届きません。")
                color: "#cdb894"
                font.pixelSize: 15
            }
            Item { Layout.preferredHeight: 8 }

            Button {
                objectName: "lanHost"
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                text: qsTr("部屋を作る（あなたが先手）")
                font.pixelSize: 20
                enabled: !root.lobby.active
                onClicked: root.lobby.host()
            }
            // The rules the new room will play: the app's rules settings.
            Label {
                objectName: "lanHostRules"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                // The rules in words; their code (what ルール設定 takes) only for the curious.
                //: %1 is the rules' summary in words
                text: qsTr("ルール: %1").arg(root.lobby.rulesText(root.lobby.ruleCode))
                color: "#cdb894"
                font.pixelSize: 13
                HoverHandler { id: hostRulesHover }
                ToolTip.visible: hostRulesHover.hovered
                ToolTip.delay: 500
                //: %1 is the rule code: text that, pasted into ルール設定, sets the same rules
                ToolTip.text: qsTr("このルールを文字で書くと「%1」です。ルール設定に貼り付けると同じルールになります。")
                              .arg(root.lobby.ruleCode)
            }
            // Where 部屋を作る makes the room, and the way to change it.
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Label {
                    objectName: "lanServer"
                    Layout.fillWidth: true
                    // At word ends; only a server address longer than the line breaks inside.
                    wrapMode: Text.Wrap
                    textFormat: Text.PlainText
                    horizontalAlignment: Text.AlignHCenter
                    text: root.lobby.viaServer
                          //: %1 is the room server's address (gunjins://HOST:PORT)
                          ? qsTr("部屋を作る場所: 対戦サーバー %1").arg(root.lobby.server)
                          : qsTr("部屋を作る場所: この PC（同じネットワークの相手と）")
                    color: "#cdb894"
                    font.pixelSize: 13
                }
                Button {
                    objectName: "lanServerSettings"
                    //: Button beside where 部屋を作る makes the room: choose another place (a room server)
                    text: qsTr("作る場所を変える…")
                    font.pixelSize: 13
                    visible: root.preferences !== null
                    enabled: !root.lobby.active
                    Accessible.name: qsTr("対戦サーバーの設定")
                    onClicked: settingsDialog.open()
                }
            }

            Label {
                Layout.topMargin: 12
                text: qsTr("相手の部屋に参加する")
                color: "#f3e3c3"
                font.pixelSize: 16
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                TextField {
                    id: address
                    objectName: "lanAddress"
                    Layout.fillWidth: true
                    // Said to be an example, so that it never reads as a filled-in address.
                    //: %1 is an example room address
                    placeholderText: qsTr("例: %1").arg(root.lobby.server.startsWith("gunjins://")
                                                        ? "gunjins://rooms.example.org:443/abcd234567"
                                                        : "gunjin://192.168.1.20:47800/abcd234567")
                    font.pixelSize: 16
                    selectByMouse: true
                    Accessible.name: qsTr("部屋のアドレス")
                    onAccepted: join.clicked()
                    // Once the typing pauses, ask the room what it plays.
                    onTextChanged: lookUpSoon.restart()
                    Timer {
                        id: lookUpSoon
                        interval: 400
                        onTriggered: if (!root.lobby.active) root.lobby.lookUp(address.text)
                    }
                }
                Button {
                    id: join
                    objectName: "lanJoin"
                    text: qsTr("参加する")
                    font.pixelSize: 16
                    enabled: !root.lobby.active && address.text.trim().length > 0
                    onClicked: root.lobby.join(address.text)
                }
            }

            // Below 参加する, what comes and goes keeps its place (nothing moves under the
            // pointer): the watch hint stays laid out while joining, the typed room's rules
            // and the status (right under 参加する: in view on a low window) keep two lines,
            // and found rooms scroll in a box of their own.

            // A watch link given here opens 観戦 instead of taking a seat (LanLobby.watchRequested).
            Label {
                objectName: "lanWatchHint"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                opacity: root.lobby.active ? 0 : 1
                text: qsTr("観戦のリンク（…/watch/…）を入れると、参加せずに対局を観戦します。")
                color: "#cdb894"
                font.pixelSize: 12
            }
            // The rules of the room at the typed address, before 参加する.
            Label {
                id: joinRules
                objectName: "lanJoinRules"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(implicitHeight, joinRulesReserve.implicitHeight)
                verticalAlignment: Text.AlignTop
                wrapMode: Text.WordWrap
                text: root.lobby.active ? ""
                      : root.lobby.lookingUp ? qsTr("部屋のルールを確かめています…")
                      : root.lobby.roomRuleCode === "" ? ""
                      //: %1 is the rules' summary in words
                      : qsTr("この部屋のルール: %1").arg(root.lobby.roomRulesText)
                color: "#f3e3c3"
                font.pixelSize: 13
                Text {
                    id: joinRulesReserve
                    visible: false
                    font: joinRules.font
                    text: "Aあ\nAあ" // a line as tall as one in both fonts
                }
            }

            // Joining, or why it failed. A still mark, not a spinner: a spinner kept running
            // (and redrawing the window) while this screen lay hidden under the game.
            RowLayout {
                id: statusRow
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(implicitHeight, statusReserve.implicitHeight)
                spacing: 8
                WaitMark {
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 1
                    visible: root.lobby.active
                    color: "#cdb894"
                }
                Label {
                    id: status
                    objectName: "lanError"
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    wrapMode: Text.WordWrap
                    textFormat: Text.PlainText // may quote a link as it came
                    text: root.lobby.active ? root.lobby.status : root.lobby.error
                    color: root.lobby.active ? "#cdb894" : "#ffb4a2"
                    font.pixelSize: 15
                    Text {
                        id: statusReserve
                        visible: false
                        font: status.font
                        text: "Aあ\nAあ"
                    }
                }
            }
            // Under an error: what the server or the rules reader said (English), smaller.
            Label {
                objectName: "lanErrorDetail"
                Layout.fillWidth: true
                visible: !root.lobby.active && text !== ""
                text: root.lobby.errorDetail
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                color: "#cdb894"
                font.pixelSize: 12
            }

            // Rooms announced on this network, with their rules: one press joins.
            Label {
                Layout.topMargin: 4
                text: qsTr("同じネットワークで見つかった部屋")
                color: "#a8967a"
                font.pixelSize: 14
            }
            Rectangle {
                Layout.fillWidth: true
                // Two rooms in view; more scroll.
                Layout.preferredHeight: 2 * roomSample.implicitHeight + rooms.spacing + 2 * rooms.anchors.margins
                color: "#1effffff"
                border.color: "#5c4832"
                radius: 4
                ListView {
                    id: rooms
                    objectName: "foundRooms"
                    anchors.fill: parent
                    anchors.margins: 6
                    clip: true
                    spacing: 6
                    boundsBehavior: Flickable.StopAtBounds
                    model: root.lobby.foundRooms
                    readonly property bool scrolls: contentHeight > height
                    ScrollBar.vertical: ScrollBar {
                        policy: rooms.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                    }
                    delegate: Button {
                        required property var modelData
                        required property int index
                        objectName: "foundRoom" + index
                        width: rooms.width - (rooms.scrolls ? 14 : 0)
                        text: modelData.name + "　" + modelData.url + "\n"
                              //: %1 is the rules' summary
                              + qsTr("ルール: %1").arg(modelData.rulesText)
                              + (modelData.rules !== "" ? "　" + modelData.rules : "")
                        enabled: !root.lobby.active
                        onClicked: root.lobby.join(modelData.url)
                    }
                }
                Label {
                    anchors.centerIn: parent
                    visible: rooms.count === 0
                    text: qsTr("部屋を探しています…")
                    color: "#a8967a"
                    font.pixelSize: 14
                }
                // A found room's button, unseen: the box's height is two of them.
                Button {
                    id: roomSample
                    visible: false
                    text: "Aあ\nAあ"
                }
            }

            Button {
                objectName: "lanBack"
                Layout.topMargin: 12
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("戻る")
                onClicked: {
                    root.lobby.leave()
                    root.backRequested()
                }
            }
        }
    }

    SettingsDialog {
        id: settingsDialog
        preferences: root.preferences
    }
}
