// The setup helpers of the seed: おまかせで並べ直す, 左右反転, 前回の並べ方, 1 手戻す. (この並べ方で
// 決定 and the warning about pieces the arrangement walls in for good are the panel's main
// action, pinned in view: SidePanel.)
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    required property GameSession game
    // The helpers' buttons side by side, or one under another in a narrow panel.
    property int columns: 2
    spacing: 8

    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        text: qsTr("2 つのマスを続けて押すと駒が入れ替わります。") + root.game.setupEditor.rulesHint
        color: Theme.mutedText
        font.pixelSize: 13
    }
    GridLayout {
        Layout.fillWidth: true
        columns: root.columns
        columnSpacing: 8
        rowSpacing: 8
        Button {
            objectName: "reshuffle"
            Layout.fillWidth: true
            text: qsTr("おまかせで並べ直す")
            onClicked: root.game.setupEditor.reshuffle()
        }
        Button {
            objectName: "mirror"
            Layout.fillWidth: true
            //: Button: mirror your setup left to right
            text: qsTr("左右反転")
            onClicked: root.game.setupEditor.mirror()
        }
        Button {
            objectName: "lastSetup"
            Layout.fillWidth: true
            text: qsTr("前回の並べ方")
            enabled: root.game.setupEditor.hasLast
            onClicked: root.game.setupEditor.loadLast()
        }
        Button {
            objectName: "undoSetup"
            Layout.fillWidth: true
            text: qsTr("1 手戻す")
            enabled: root.game.setupEditor.canUndo
            onClicked: root.game.setupEditor.undo()
        }
    }
}
