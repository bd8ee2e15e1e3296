// The setup helpers of the seed: おまかせで並べ直す, 左右反転, 前回の並べ方, 1 手戻す, and
// この並べ方で決定; below them, the warning about pieces the arrangement walls in for good.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    required property GameSession game
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
        columns: 2
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
    Button {
        objectName: "confirmSetup"
        Layout.fillWidth: true
        Layout.preferredHeight: 48
        text: !root.game.online ? qsTr("この並べ方で決定")
              : root.game.setupCommitted ? qsTr("決定しました・相手を待っています")
                                         : qsTr("決定して相手を待つ")
        enabled: !root.game.setupCommitted
        highlighted: true
        font.pixelSize: 17
        onClicked: root.game.confirmSetup()
    }
    // Online, once committed: take 決定 back before the game starts.
    Button {
        objectName: "takeBackSetup"
        Layout.fillWidth: true
        visible: root.game.online && root.game.setupCommitted
        text: qsTr("並べ直す")
        onClicked: root.game.takeBackSetup()
    }
    // A warning, not a refusal: the arrangement is legal. Last in the column, so that its
    // coming and going moves none of the buttons.
    Label {
        objectName: "wallWarning"
        Layout.fillWidth: true
        visible: text !== ""
        wrapMode: Text.WordWrap
        text: root.game.setupEditor.wallWarning
        color: Theme.accent
        font.pixelSize: 14
    }
}
