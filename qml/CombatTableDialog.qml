// 勝敗表: for each piece, what it beats, ties with and loses to when it attacks.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Dialog {
    id: root
    property var rows: []
    anchors.centerIn: Overlay.overlay
    focus: true // keyboard: Tab between the buttons, Space presses, Escape closes
    width: Math.min(760, parent ? parent.width - 40 : 760)
    height: Math.min(640, parent ? parent.height - 40 : 640)
    modal: false
    font.pixelSize: 15
    title: qsTr("勝敗表（攻めたとき）")
    footer: DialogButtonBox {
        Button {
            text: qsTr("閉じる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    // Every opening starts at the top (大将), not where the last reading stopped.
    onOpened: table.positionViewAtBeginning()

    ListView {
        id: table
        objectName: "combatTableList"
        anchors.fill: parent
        clip: true
        model: root.rows
        spacing: 10
        ScrollBar.vertical: ScrollBar {
            policy: table.contentHeight > table.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        // The piece's name as a heading over its three lines: long English names ("Lieutenant
        // General") never run into the text beside them.
        delegate: ColumnLayout {
            required property var modelData
            width: ListView.view.width - 16
            spacing: 2
            Label {
                Layout.fillWidth: true
                text: modelData.name
                font.bold: true
                font.pixelSize: 16
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: 16
                wrapMode: Text.WordWrap
                textFormat: Text.StyledText
                text: modelData.note !== ""
                      ? modelData.note
                      //: %1, %2, %3 are lists of piece names
                      : qsTr("<b>勝つ</b> %1<br><b>相打ち</b> %2<br><b>負ける</b> %3")
                            .arg(modelData.wins || "—").arg(modelData.ties || "—")
                            .arg(modelData.losses || "—")
            }
        }
    }
}
