// The end of the game: the result, its reason, and what to do next. Every piece is revealed
// on the board behind it. Online, the opponent's request for 先手と後手を入れ替えてもう一局 is
// shown here (the dialog opens again for it if it was closed), and the first button accepts.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

GameDialog {
    id: root
    required property GameSession game
    property LanLobby lobby: null
    readonly property bool online: root.game.mode?.kind === PlayMode.Lan && root.lobby !== null
    readonly property bool rematchAsked: root.online && root.lobby.opponentWantsRematch
    // 振り返る: the game's record, to open in the review.
    signal reviewRequested(string path)
    // 遊び方を選び直す / 部屋を出る: the screen leaves as its own button does (asking first
    // while the friend is in the room this app made).
    signal menuRequested()
    objectName: "resultDialog"
    readonly property int outcome: root.game.narrator.result
    // The body's width: 380, less on a narrow window.
    readonly property real bodyWidth: Math.min(380, maxWidth - leftPadding - rightPadding)
    // The focus starts on もう一度: Enter or Space plays again, Tab reaches the rest.
    onOpened: {
        againButton.forceActiveFocus(Qt.TabFocusReason)
        againButton.focusReason = Qt.TabFocusReason // shown again when it had the focus already
    }
    topPadding: frameWidth + 18
    bottomPadding: frameWidth + 18

    // Whether the game's screen shows (a dialog's parent is the window's overlay): a request
    // that comes while a review covers it does not open the result over the review.
    property bool screenVisible: true

    Connections {
        target: root.lobby
        function onRematchRequested() {
            if (root.game.phase === GameSession.Over && !root.opened && root.screenVisible)
                root.open()
        }
    }

    // The three ways on stand in one column, each as wide as the dialog: long labels
    // (遊び方を選び直す, 先手と後手を入れ替えてもう一局, English) are never squeezed.
    ColumnLayout {
        spacing: 12
        // The result, large, between two gold rules: vermilion for a win, ink for a loss.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 2
            color: Theme.gold
        }
        Heading {
            objectName: "resultTitle"
            Layout.preferredWidth: root.bodyWidth
            text: root.game.narrator.resultTitle
            font.pixelSize: brushed && japanese ? 44 : 30
            font.letterSpacing: brushed && japanese ? 4 : 1
            // One line, smaller where it must be: a wrapped result left its last kana alone.
            wrapMode: Text.NoWrap
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 18
            horizontalAlignment: Text.AlignHCenter
            color: root.outcome === BoardPresenter.Won ? Theme.accent
                   : root.outcome === BoardPresenter.Lost ? Theme.lossMark : Theme.tieMark
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 2
            color: Theme.gold
        }
        Label {
            Layout.preferredWidth: root.bodyWidth
            Layout.topMargin: 4
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            lineHeight: 1.25
            text: Typeset.phrases(root.game.narrator.resultDetail)
        }
        Item { Layout.preferredHeight: 6 }
        // The opponent asked first: pressing the button below starts the next game.
        Label {
            objectName: "resultRematchRequest"
            Layout.preferredWidth: root.bodyWidth
            visible: root.rematchAsked
            wrapMode: Text.WordWrap
            text: qsTr("相手が「先手と後手を入れ替えてもう一局」を申し込んでいます。")
            font.bold: true
            color: Theme.accent
        }
        DialogButton {
            id: againButton
            objectName: "resultAgain"
            Layout.fillWidth: true
            Layout.preferredHeight: 44
            focus: true
            highlighted: true
            text: root.rematchAsked ? qsTr("受けて、先手と後手を入れ替えてもう一局")
                  : root.online ? qsTr("先手と後手を入れ替えてもう一局") : qsTr("もう一度")
            enabled: !root.online || root.lobby.rematchPossible
            onClicked: { root.close(); root.game.playAgain() }
        }
        DialogButton {
            objectName: "resultReview"
            Layout.fillWidth: true
            visible: root.game.recorder.finishedRecord !== ""
            text: qsTr("振り返る（棋譜）")
            onClicked: { root.close(); root.reviewRequested(root.game.recorder.finishedRecord) }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            DialogButton {
                objectName: "resultBoard"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("盤を見る")
                onClicked: root.close()
            }
            DialogButton {
                objectName: "resultMenu"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: root.online ? qsTr("部屋を出る") : qsTr("遊び方を選び直す")
                onClicked: {
                    root.close()
                    root.menuRequested()
                }
            }
        }
    }
}
