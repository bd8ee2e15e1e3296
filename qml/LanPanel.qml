// The room beside a LAN game: the rules it plays, its address to pass on (with Copy), what the
// opponent is doing, and the ways out: 待たずに CPU と遊ぶ while nobody has come, CPU と新しく対局する once the
// opponent has been gone a while, 部屋を出る.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    // null outside a LAN game.
    property LanLobby lobby: null
    // CPU game instead of the room (the room is left first).
    signal cpuRequested()
    spacing: 6

    Label {
        objectName: "lanStatus"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        // In the room: what the opponent does; the room lost: why.
        text: !root.lobby ? "" : root.lobby.active ? root.lobby.status : root.lobby.error
        color: Theme.panelText
        font.pixelSize: 14
        font.bold: true
    }
    Label {
        objectName: "lanRules"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        visible: root.lobby !== null && root.lobby.roomRuleCode !== ""
        text: !root.lobby ? "" : qsTr("ルール: %1（ルールコード %2）")
                                 .arg(root.lobby.roomRulesText).arg(root.lobby.roomRuleCode)
        color: Theme.panelText
        font.pixelSize: 12
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.lobby !== null && root.lobby.hosting && root.lobby.roomOpen
        spacing: 6
        // The whole address, wrapped where it must: the room code at its end is never cut.
        TextArea {
            objectName: "lanUrl"
            Layout.fillWidth: true
            text: root.lobby ? root.lobby.roomUrl : ""
            readOnly: true
            selectByMouse: true
            wrapMode: TextEdit.WrapAnywhere
            font.pixelSize: 13
            background: Rectangle {
                color: "#fffaf0"
                border.color: "#d9c7a7"
                radius: 4
            }
            Accessible.name: qsTr("部屋のアドレス")
        }
        Button {
            id: copyButton
            objectName: "lanCopy"
            // As wide as its longer label, so the address beside it does not re-wrap.
            Layout.preferredWidth: Math.max(copyWide.advanceWidth, copyShort.advanceWidth) + 28
            TextMetrics { id: copyWide; font: copyButton.font; text: qsTr("コピーしました") }
            TextMetrics { id: copyShort; font: copyButton.font; text: qsTr("コピー") }
            text: copied.running ? qsTr("コピーしました") : qsTr("コピー")
            onClicked: {
                root.lobby.copyUrl()
                copied.restart()
            }
            Timer { id: copied; interval: 4000 }
        }
    }
    // What the link is for, shown all the while the room waits (コピー itself confirms the
    // copy): a note that came and went would move the buttons below under the pointer.
    Label {
        objectName: "lanCopied"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        visible: root.lobby !== null && root.lobby.hosting && root.lobby.roomOpen
        text: qsTr("このリンクをチャットなどで相手に送ってください。開くと参加でき、開けないときは「参加する」の欄に貼り付けます。")
        color: Theme.panelText
        font.pixelSize: 12
    }
    Button {
        objectName: "lanCpuInstead"
        Layout.fillWidth: true
        visible: root.lobby !== null && !root.lobby.opponentJoined
        text: qsTr("待たずに CPU と遊ぶ")
        onClicked: root.cpuRequested()
    }
    Button {
        objectName: "lanAbandon"
        Layout.fillWidth: true
        visible: root.lobby !== null && root.lobby.offerCpu
        text: qsTr("CPU と新しく対局する（今の対局は終わります）")
        onClicked: root.cpuRequested()
    }
}
