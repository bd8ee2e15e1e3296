// A yes/no question in the middle of the window.
import QtQuick
import QtQuick.Controls
import Gunjin.Ui

Dialog {
    id: root
    property string text: ""
    //: The confirming button of a question, when no other text is given
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
    //: The title of a dialog that asks a question
    title: qsTr("確認")
    // The text's width comes from the window, not from availableWidth: that one changes with
    // the dialog's geometry, which follows the text's height (a binding loop).
    readonly property real textWidth: Math.min(440, parent ? parent.width - 80 : 440)
    width: textWidth + leftPadding + rightPadding
    Label {
        id: label
        wrapMode: Text.Wrap
        text: Typeset.phrases(root.text) // lines break between words
        textFormat: Text.PlainText // may quote what came from outside (a link)
        width: root.textWidth
    }
    // The accept button stops or ends something (a game, a room): Enter or Space then keeps
    // things as they are, and the action itself is a Tab away.
    property bool destructive: false
    // The focus starts on the default answer, so Enter or Space gives it.
    // Opened again, the button may hold the focus already (and forceActiveFocus is no change):
    // its reason is set too, so the focus ring shows every time.
    onOpened: {
        const answer = destructive && rejectVisible ? rejectButton : acceptButton
        answer.forceActiveFocus(Qt.TabFocusReason)
        answer.focusReason = Qt.TabFocusReason
    }
    footer: DialogButtonBox {
        DialogButton {
            id: acceptButton
            objectName: "confirmAccept"
            focus: !root.destructive
            text: root.acceptText
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        DialogButton {
            id: rejectButton
            objectName: "confirmReject"
            focus: root.destructive
            visible: root.rejectVisible
            text: root.rejectText
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
