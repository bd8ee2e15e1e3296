// 続きから on the menu: the CPU or hot-seat game that stopped before its end (a crash, a closed
// window, the menu chosen mid-game), in a line, with the button that takes it up again. Also
// says when damaged record files were passed over or a record could not be written, and offers
// 観戦に戻る for a watch the app stopped in.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    // What the unfinished game was ("" when there is none).
    property string summary: ""
    // Damaged records passed over, or a record that could not be written ("" when all is well).
    property string notice: ""
    // The watch link of a watch the app stopped in ("" when there is none).
    property string watchLink: ""
    signal continueRequested()
    signal watchAgainRequested()

    visible: summary !== "" || notice !== "" || watchLink !== ""
    implicitHeight: visible ? content.implicitHeight + 24 : 0
    radius: 8
    color: "#33261a"
    border.color: "#8a6a3e"

    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            visible: root.summary !== ""
            spacing: 12
            Label {
                objectName: "continueSummary"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                //: %1 is the game (date, opponent, game, moves)
                text: Typeset.phrases(qsTr("途中の対局があります：%1").arg(root.summary))
                color: "#f3e3c3"
                font.pixelSize: 15
            }
            Button {
                objectName: "continueButton"
                Layout.preferredHeight: 44
                Layout.preferredWidth: Math.max(140, implicitWidth)
                //: Button: continue the stopped game
                text: qsTr("続きから")
                font.pixelSize: 18
                onClicked: root.continueRequested()
            }
        }
        RowLayout {
            Layout.fillWidth: true
            visible: root.watchLink !== ""
            spacing: 12
            Label {
                objectName: "watchAgainText"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: Typeset.phrases(qsTr("観戦の途中でアプリが終了しました。同じ部屋をもう一度観戦できます。"))
                color: "#f3e3c3"
                font.pixelSize: 15
            }
            Button {
                objectName: "watchAgainButton"
                Layout.preferredHeight: 44
                Layout.preferredWidth: Math.max(140, implicitWidth)
                //: Button: watch again the room the app was watching when it stopped
                text: qsTr("観戦に戻る")
                font.pixelSize: 18
                onClicked: root.watchAgainRequested()
            }
        }
        Label {
            objectName: "recordsNotice"
            Layout.fillWidth: true
            visible: root.notice !== ""
            wrapMode: Text.WordWrap
            text: root.notice
            color: "#e0a070"
            font.pixelSize: 13
        }
    }
}
