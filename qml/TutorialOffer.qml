// The first start's offer of the tutorial, in the menu's 続きから place: a line for a new
// player and the button that begins it, or 閉じる to put the offer away (the menu's
// チュートリアル button stays).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    signal begin()
    signal putAway()

    implicitHeight: row.implicitHeight + 20
    radius: 8
    color: "#33261a"
    border.color: Theme.gold

    RowLayout {
        id: row
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.leftMargin: 14
        anchors.rightMargin: 10
        spacing: 10
        Label {
            objectName: "tutorialOfferText"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: Typeset.phrases(qsTr("はじめての方へ：実際の盤で、駒の動かし方から一つずつ覚えられます。"))
            color: "#f3e3c3"
            font.pixelSize: 15
        }
        Button {
            objectName: "tutorialOfferBegin"
            Layout.preferredHeight: 44
            Layout.preferredWidth: Math.max(140, implicitWidth)
            highlighted: true
            text: qsTr("チュートリアル")
            font.pixelSize: 18
            onClicked: root.begin()
        }
        Button {
            objectName: "tutorialOfferClose"
            Layout.preferredHeight: 44
            text: qsTr("閉じる")
            font.pixelSize: 14
            onClicked: root.putAway()
        }
    }
}
