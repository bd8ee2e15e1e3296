// A yes/no question in the middle of the window.
import QtQuick
import QtQuick.Controls
import Gunjin.Ui

GameDialog {
    id: root
    property string text: ""
    // A secondary line under the text, smaller and muted: the technical reason of an error as
    // it came (English), for whoever reports it. Hidden when empty.
    property string detail: ""
    //: The confirming button of a question, when no other text is given
    property string acceptText: qsTr("はい")
    // The way back: says what happens (対局を続ける), never a bare やめる beside やめて戻る.
    property string rejectText: qsTr("対局を続ける")
    // A notice rather than a question: one button only.
    property bool rejectVisible: true
    //: The title of a dialog that asks a question
    title: qsTr("確認")
    // The text's width comes from the window, not from availableWidth: that one changes with
    // the dialog's geometry, which follows the text's height (a binding loop).
    readonly property real textWidth: Math.min(440, parent ? parent.width - 100 : 440)
    width: textWidth + leftPadding + rightPadding
    Column {
        spacing: 8
        Label {
            id: label
            wrapMode: Text.Wrap
            text: Typeset.phrases(root.text) // lines break between words
            textFormat: Text.PlainText // may quote what came from outside (a link)
            width: root.textWidth
            font.pixelSize: 16
            lineHeight: 1.3
        }
        Label {
            objectName: "confirmDetail"
            visible: root.detail !== ""
            wrapMode: Text.Wrap
            text: root.detail
            textFormat: Text.PlainText
            width: root.textWidth
            maximumLineCount: 4
            elide: Text.ElideRight
            color: Theme.mutedText
            font.pixelSize: 12
        }
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
        background: null
        spacing: 10
        leftPadding: root.leftPadding
        rightPadding: root.rightPadding
        bottomPadding: root.footerBottom
        topPadding: 4
        DialogButton {
            id: acceptButton
            objectName: "confirmAccept"
            focus: !root.destructive
            // A question's answer that stops something is not the inviting colour.
            highlighted: !root.destructive || !root.rejectVisible
            text: root.acceptText
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        DialogButton {
            id: rejectButton
            objectName: "confirmReject"
            focus: root.destructive
            highlighted: root.destructive // the default answer: keep things as they are
            visible: root.rejectVisible
            text: root.rejectText
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
