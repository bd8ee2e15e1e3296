// A yes/no question in the middle of the window.
import QtQuick
import QtQuick.Controls

Dialog {
    id: root
    property alias text: label.text
    property string acceptText: qsTr("はい")
    // The way back: says what happens (対局を続ける), never a bare やめる beside やめて戻る.
    property string rejectText: qsTr("対局を続ける")
    // A notice rather than a question: one button only.
    property bool rejectVisible: true
    anchors.centerIn: Overlay.overlay
    focus: true // keyboard: Tab between the buttons, Space presses, Escape closes
    modal: true
    font.pixelSize: 15
    padding: 20
    title: qsTr("確認")
    // The text's width comes from the window, not from availableWidth: that one changes with
    // the dialog's geometry, which follows the text's height (a binding loop).
    readonly property real textWidth: Math.min(440, parent ? parent.width - 80 : 440)
    width: textWidth + leftPadding + rightPadding
    Label {
        id: label
        wrapMode: Text.WordWrap
        textFormat: Text.PlainText // may quote what came from outside (a link)
        width: root.textWidth
    }
    // The focus starts on the answer, so Enter or Space gives it (Tab reaches the way back).
    onOpened: acceptButton.forceActiveFocus(Qt.TabFocusReason)
    footer: DialogButtonBox {
        DialogButton {
            id: acceptButton
            objectName: "confirmAccept"
            focus: true
            text: root.acceptText
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        DialogButton {
            objectName: "confirmReject"
            visible: root.rejectVisible
            text: root.rejectText
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
