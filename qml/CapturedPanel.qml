// Removed pieces: the viewer's own by name and count, the opponent's as a count only.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    required property GameSession game
    spacing: 4

    Label {
        text: qsTr("取られたあなたの駒")
        font.bold: true
        color: Theme.panelText
    }
    Flow {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: root.game.ownCaptured
            delegate: Rectangle {
                required property var modelData
                width: chip.implicitWidth + 14
                height: 26
                radius: 4
                color: root.game.humanIsFirst ? Theme.vermilion : Theme.plainWood
                Label {
                    id: chip
                    anchors.centerIn: parent
                    text: modelData.count > 1 ? qsTr("%1 ×%2").arg(modelData.name).arg(modelData.count)
                                              : modelData.name
                    color: root.game.humanIsFirst ? "white" : Theme.panelText
                }
            }
        }
        Label {
            visible: root.game.ownCaptured.length === 0
            text: qsTr("なし")
            color: Theme.mutedText
        }
    }
    Label {
        Layout.topMargin: 6
        text: qsTr("取った相手の駒: %1 枚").arg(root.game.opponentCaptured)
        font.bold: true
        color: Theme.panelText
    }
}
