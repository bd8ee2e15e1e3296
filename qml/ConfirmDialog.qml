// A yes/no question in the middle of the window.
import QtQuick
import QtQuick.Controls

Dialog {
    id: root
    property alias text: label.text
    property string acceptText: qsTr("はい")
    anchors.centerIn: Overlay.overlay
    focus: true // keyboard: Tab between the buttons, Space presses, Escape closes
    modal: true
    font.pixelSize: 15
    padding: 20
    title: qsTr("確認")
    Label {
        id: label
        wrapMode: Text.WordWrap
        width: 320
    }
    footer: DialogButtonBox {
        Button {
            objectName: "confirmAccept"
            focus: true
            text: root.acceptText
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            text: qsTr("やめる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
