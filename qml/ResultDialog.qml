// The end of the game: the result, its reason, and what to do next. Every piece is revealed
// on the board behind it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Dialog {
    id: root
    required property GameController game
    property LanLobby lobby: null
    readonly property bool online: root.game.online && root.lobby !== null
    objectName: "resultDialog"
    anchors.centerIn: Overlay.overlay
    focus: true // keyboard: Tab between the buttons, Space presses, Escape closes
    modal: false
    closePolicy: Popup.CloseOnEscape
    font.pixelSize: 15
    padding: 20

    ColumnLayout {
        spacing: 12
        Label {
            Layout.preferredWidth: 360
            text: root.game.resultTitle
            font.pixelSize: 28
            font.bold: true
            color: root.game.result === GameController.Won ? Theme.accent : Theme.panelText
        }
        Label {
            Layout.preferredWidth: 360
            wrapMode: Text.WordWrap
            text: root.game.resultDetail
        }
    }
    footer: DialogButtonBox {
        Button {
            objectName: "resultAgain"
            focus: true
            text: root.online ? qsTr("先手と後手を入れ替えてもう一局") : qsTr("もう一度")
            enabled: !root.online || root.lobby.roomOpen
            onClicked: { root.close(); root.game.playAgain() }
        }
        Button {
            text: qsTr("盤を見る")
            onClicked: root.close()
        }
        Button {
            text: root.online ? qsTr("部屋を出る") : qsTr("遊び方を選び直す")
            onClicked: {
                root.close()
                if (root.online)
                    root.lobby.leave()
                root.game.backToMenu()
            }
        }
    }
}
