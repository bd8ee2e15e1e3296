// 観戦: a friend's room watched live from its watch link. The board is the game's own BoardView
// driven by a RoomWatch (nothing on it can be chosen: a spectator changes nothing); the panel
// says how the connection stands, whose turn it is, each move and combat in the sides' names,
// how many watch, and the result once every piece is turned over. 先手側から / 後手側から turn
// the board; 観戦をやめる (or Escape) leaves.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Item {
    id: root
    required property RoomWatch watch
    property string language: "ja"
    // Why Qt Quick 3D could not start ("" when it did): the board is then the button board.
    property string graphics3DProblem: ""
    // Preferences.graphicsQuality, for the 3D board.
    property string graphicsQuality: "auto"
    property string graphicsRenderer: ""
    property alias boardView: board
    signal closeRequested()

    Shortcut { sequence: "Escape"; enabled: root.visible; onActivated: root.closeRequested() }

    // Whatever this screen covers takes no click through it.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: (wheel) => wheel.accepted = true
    }
    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    // As in the review and the game: the panel goes under the board only where the board's
    // squares are larger so.
    readonly property real panelWidth: Theme.sidePanelWidth(width, 1)
    readonly property bool narrow: width > 0
        && board.squarePixels(width, Math.round(height * 0.58)) > board.squarePixels(width - panelWidth, height)
    // The connection is not as it should be (reconnecting, closed, failed): said in colour.
    readonly property bool troubled: root.watch.connection === RoomWatch.Reconnecting
                                     || root.watch.connection === RoomWatch.Closed
                                     || root.watch.connection === RoomWatch.Failed

    GridLayout {
        anchors.fill: parent
        columns: root.narrow ? 1 : 2
        rowSpacing: 0
        columnSpacing: 0

        BoardView {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: root.narrow ? Math.round(root.height * 0.58) : -1
            game: root.watch
            graphics3DProblem: root.graphics3DProblem
            captions: root.language === "en"
            graphicsQuality: root.graphicsQuality
            graphicsRenderer: root.graphicsRenderer

            // Before the first game (or without one: the watch failed), the board stays empty:
            // a card over it says why, readable on the wood.
            Rectangle {
                anchors.centerIn: parent
                width: Math.min(parent.width - 48, 440)
                height: waiting.implicitHeight + 32
                visible: !root.watch.hasGame && waiting.text !== ""
                radius: 6
                color: "#e6231d18"
                border.color: Theme.gold
                Label {
                    id: waiting
                    objectName: "watchWaiting"
                    anchors.fill: parent
                    anchors.margins: 16
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.Wrap
                    text: Typeset.phrases(root.watch.connection === RoomWatch.Watching
                                          ? root.watch.turnText : root.watch.status)
                    color: Theme.titleText
                    font.pixelSize: 17
                }
            }
        }
        Rectangle {
            objectName: "watchPanel"
            Layout.fillWidth: root.narrow
            Layout.preferredWidth: root.narrow ? -1 : root.panelWidth
            Layout.fillHeight: !root.narrow
            Layout.preferredHeight: root.narrow ? root.height - Math.round(root.height * 0.58) : -1
            color: Theme.panel

            Flickable {
                id: scroller
                objectName: "watchScroll"
                anchors.fill: parent
                contentWidth: width
                contentHeight: Math.max(height, content.implicitHeight + 2 * content.y)
                boundsBehavior: Flickable.StopAtBounds
                clip: true
                ScrollBar.vertical: ScrollBar {
                    policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn
                                                                     : ScrollBar.AlwaysOff
                }

                ColumnLayout {
                    id: content
                    x: 16
                    y: 16
                    width: scroller.width - 2 * x
                    height: scroller.contentHeight - 2 * y
                    spacing: 10

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8
                        Heading {
                            Layout.fillWidth: true
                            //: The spectator screen's title (watching a game)
                            text: qsTr("観戦")
                            font.pixelSize: brushed && japanese ? 30 : 22
                            color: Theme.panelText
                        }
                        // How many watch, this spectator included.
                        Label {
                            objectName: "watchWatchers"
                            visible: root.watch.connection === RoomWatch.Watching
                            //: %1 is how many people watch the game (this one included)
                            text: qsTr("%1 人が観戦中").arg(root.watch.watchers)
                            color: Theme.mutedText
                            font.pixelSize: 13
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8
                        // Still: reconnecting can last (a spinner would redraw the window
                        // all the while).
                        WaitMark {
                            Layout.alignment: Qt.AlignTop
                            visible: root.watch.connection === RoomWatch.Connecting
                                     || root.watch.connection === RoomWatch.Reconnecting
                            color: root.troubled ? Theme.accent : Theme.mutedText
                        }
                        Label {
                            objectName: "watchStatus"
                            Layout.fillWidth: true
                            text: Typeset.phrases(root.watch.status)
                            wrapMode: Text.Wrap
                            font.bold: root.troubled
                            color: root.troubled ? Theme.accent : Theme.mutedText
                        }
                    }
                    Label {
                        objectName: "watchErrorDetail"
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: root.watch.errorDetail
                        wrapMode: Text.Wrap
                        color: Theme.mutedText
                        font.pixelSize: 11
                    }
                    // A private server's certificate: its fingerprint, to compare with what the
                    // server's keeper says, and 信頼する (the status says why it was asked).
                    ColumnLayout {
                        objectName: "watchCertificate"
                        Layout.fillWidth: true
                        visible: root.watch.certificateQuestion
                        spacing: 6
                        Label {
                            //: Above a server certificate's fingerprint
                            text: qsTr("証明書の指紋（SHA-256）")
                            color: Theme.mutedText
                            font.pixelSize: 12
                        }
                        Label {
                            objectName: "watchFingerprint"
                            Layout.fillWidth: true
                            // Broken only between bytes, so that it reads as the keeper's.
                            text: root.watch.certificateFingerprint.replace(/:/g, ":\u200b")
                            wrapMode: Text.Wrap
                            font.family: "monospace"
                            font.pixelSize: 12
                            color: Theme.panelText
                        }
                        Button {
                            objectName: "watchTrust"
                            //: Trust a private server's certificate and watch
                            text: qsTr("信頼して観戦する")
                            onClicked: root.watch.trustCertificate()
                        }
                    }
                    Label {
                        objectName: "watchRules"
                        Layout.fillWidth: true
                        visible: text !== ""
                        //: %1 is the rules' summary
                        text: root.watch.rulesText === "" ? "" : qsTr("ルール: %1").arg(root.watch.rulesText)
                        wrapMode: Text.Wrap
                        font.pixelSize: 13
                        color: Theme.mutedText
                    }
                    // Which side sits at the bottom of the board.
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 6
                        Repeater {
                            model: 2
                            delegate: Button {
                                required property int index
                                objectName: "watchSide" + index
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                checkable: true
                                autoExclusive: true
                                checked: root.watch.flipped === (index === 1)
                                highlighted: checked
                                //: Watch the board from the first player's side; then from the second player's
                                text: index === 0 ? qsTr("先手側から") : qsTr("後手側から")
                                onClicked: root.watch.flipped = index === 1
                            }
                        }
                    }
                    Label {
                        objectName: "watchTurn"
                        Layout.fillWidth: true
                        visible: root.watch.hasGame
                        text: Typeset.phrases(root.watch.turnText)
                        wrapMode: Text.Wrap
                        font.bold: true
                        color: Theme.panelText
                    }
                    Label {
                        objectName: "watchResult"
                        Layout.fillWidth: true
                        visible: root.watch.over
                        text: Typeset.phrases(root.watch.resultText)
                        wrapMode: Text.Wrap
                        font.pixelSize: 18
                        font.bold: true
                        color: Theme.accent
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        Layout.preferredHeight: moveLabel.implicitHeight + 16
                        visible: root.watch.hasGame
                        color: "#fffaf1"
                        radius: 4
                        border.color: "#dccbb0"
                        Label {
                            id: moveLabel
                            objectName: "watchMove"
                            anchors.fill: parent
                            anchors.margins: 8
                            text: root.watch.moveText !== "" ? Typeset.phrases(root.watch.moveText)
                                                             : qsTr("対局が始まりました。")
                            wrapMode: Text.Wrap
                            color: Theme.panelText
                        }
                    }
                    Label {
                        visible: root.watch.hasGame
                        text: qsTr("戦いの記録（新しい順）")
                        color: Theme.mutedText
                        font.pixelSize: 14
                    }
                    ListView {
                        id: combats
                        objectName: "watchLog"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 96
                        visible: root.watch.hasGame
                        clip: true
                        spacing: 6
                        model: root.watch.log
                        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
                        delegate: Label {
                            required property string modelData
                            width: ListView.view.width
                            text: Typeset.phrases(modelData)
                            wrapMode: Text.Wrap
                            font.pixelSize: 13
                            color: Theme.panelText
                        }
                        Label {
                            anchors.centerIn: parent
                            visible: combats.count === 0
                            text: qsTr("まだ戦いはありません。")
                            color: Theme.mutedText
                        }
                    }
                    Item {
                        // Keeps 観戦をやめる at the bottom while there is no game to list.
                        Layout.fillHeight: !root.watch.hasGame
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "watchLink"
                        Layout.fillWidth: true
                        text: root.watch.link
                        wrapMode: Text.WrapAnywhere
                        font.pixelSize: 11
                        color: Theme.mutedText
                    }
                    Button {
                        objectName: "watchStop"
                        Layout.fillWidth: true
                        text: qsTr("観戦をやめる")
                        onClicked: root.closeRequested()
                    }
                }
            }
        }
    }
}
