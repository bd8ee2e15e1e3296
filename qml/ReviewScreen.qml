// 振り返る: a finished game on the board, move by move. The slider, ←/→ (Home/End) and the
// combat list choose the move; 先手から / 後手から show what that side knew then, すべて表 every
// piece. The board is the game's own BoardView driven by a GameReview.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Item {
    id: root
    required property GameReview review
    property string language: "ja"
    // Why Qt Quick 3D could not start ("" when it did): the board is then the button board.
    property string graphics3DProblem: ""
    // Preferences.graphicsQuality, for the 3D board.
    property string graphicsQuality: "auto"
    property string graphicsRenderer: ""
    property alias boardView: board
    signal closeRequested()

    FileDialogs {
        id: dialogs
    }

    Shortcut { sequence: "Left"; enabled: root.visible; onActivated: root.review.step(-1) }
    Shortcut { sequence: "Right"; enabled: root.visible; onActivated: root.review.step(1) }
    Shortcut { sequence: "Home"; enabled: root.visible; onActivated: root.review.ply = 0 }
    Shortcut { sequence: "End"; enabled: root.visible; onActivated: root.review.ply = root.review.plies }
    Shortcut { sequence: "Escape"; enabled: root.visible; onActivated: root.closeRequested() }

    // The panel's scale (Main.uiScale: a large window, 文字の大きさ), as in the game.
    property real uiScale: 1
    // The panel's width beside the board: the game's (Theme.sidePanelWidth), so the board does
    // not shift as the review opens over the ended game.
    readonly property real panelWidth: Theme.sidePanelWidth(width, uiScale)
    // As in the game (GameScreen.narrow): the panel goes under the board only where the
    // board's squares are larger so.
    readonly property bool narrow: width > 0
        && board.squarePixels(width, Math.round(height * 0.58)) > board.squarePixels(width - panelWidth, height)

    GridLayout {
        anchors.fill: parent
        columns: root.narrow ? 1 : 2
        rowSpacing: 0
        columnSpacing: 0

        BoardView {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Stacked, the board keeps most of the height; the panel scrolls in the rest.
            Layout.preferredHeight: root.narrow ? Math.round(root.height * 0.58) : -1
            game: root.review
            graphics3DProblem: root.graphics3DProblem
            captions: root.language === "en"
            graphicsQuality: root.graphicsQuality
            graphicsRenderer: root.graphicsRenderer
        }
        Rectangle {
            objectName: "reviewPanel"
            Layout.fillWidth: root.narrow
            Layout.preferredWidth: root.narrow ? -1 : root.panelWidth
            Layout.fillHeight: !root.narrow
            Layout.preferredHeight: root.narrow ? root.height - Math.round(root.height * 0.58) : -1
            color: Theme.panel

            // What does not fit scrolls, with a bar that says so; when it all fits, the combat
            // list takes the height left over.
            Flickable {
                id: scroller
                objectName: "reviewScroll"
                width: parent.width / root.uiScale
                height: parent.height / root.uiScale
                scale: root.uiScale
                transformOrigin: Item.TopLeft
                contentWidth: width
                contentHeight: Math.max(height, content.implicitHeight + 2 * content.y)
                boundsBehavior: Flickable.StopAtBounds
                clip: true
                ScrollBar.vertical: ScrollBar {
                    objectName: "reviewScrollBar"
                    policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn
                                                                     : ScrollBar.AlwaysOff
                }

                // The title on a band of lacquer, as the game's panel has it.
                Rectangle {
                    width: scroller.width
                    height: content.y + reviewHeading.y + reviewHeading.height + 8
                    gradient: Gradient {
                        GradientStop { position: 0.0; color: Qt.lighter(Theme.lacquer, 1.25) }
                        GradientStop { position: 1.0; color: Theme.lacquerDark }
                    }
                    Rectangle {
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: 2
                        color: Theme.gold
                    }
                }

                ColumnLayout {
                    id: content
                    // The margins: the bar runs in the right one.
                    x: 16
                    y: 16
                    width: scroller.width - 2 * x
                    height: scroller.contentHeight - 2 * y
                    spacing: 10

                    Heading {
                        id: reviewHeading
                        Layout.fillWidth: true
                        Layout.bottomMargin: 6 // on the band
                        text: qsTr("振り返り")
                        font.pixelSize: brushed && japanese ? 30 : 22
                        color: Theme.titleText
                    }
                    Label {
                        objectName: "reviewTitle"
                        Layout.fillWidth: true
                        text: root.review.title
                        wrapMode: Text.WordWrap
                        color: Theme.mutedText
                    }
                    Label {
                        objectName: "reviewResult"
                        Layout.fillWidth: true
                        text: Typeset.phrases(root.review.resultText)
                        wrapMode: Text.Wrap
                        font.bold: true
                        color: Theme.panelText
                    }
                    // Whose eyes: each side's knowledge at that move, or every piece face up
                    // (side by side, or one under another in a narrow panel).
                    GridLayout {
                        Layout.fillWidth: true
                        columns: content.width >= 300 ? 3 : 1
                        columnSpacing: 6
                        rowSpacing: 6
                        Repeater {
                            model: 3
                            delegate: Button {
                                required property int index
                                objectName: "viewpoint" + index
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                checkable: true
                                autoExclusive: true
                                checked: root.review.viewpoint === index
                                highlighted: checked
                                //: Review as the first player saw the game; then as the second player; all pieces face up
                                text: index === GameReview.FirstView ? qsTr("先手から")
                                      : index === GameReview.SecondView ? qsTr("後手から") : qsTr("すべて表")
                                onClicked: root.review.viewpoint = index
                            }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 6
                        Button {
                            objectName: "reviewBack"
                            // Narrow, so that the slider keeps the row's width.
                            Layout.preferredWidth: 48
                            text: "←"
                            enabled: root.review.ply > 0
                            onClicked: root.review.step(-1)
                            Accessible.name: qsTr("1 手戻る")
                        }
                        Slider {
                            id: slider
                            objectName: "reviewSlider"
                            Layout.fillWidth: true
                            from: 0
                            to: Math.max(1, root.review.plies)
                            stepSize: 1
                            snapMode: Slider.SnapAlways
                            value: root.review.ply
                            onMoved: root.review.ply = Math.round(value)
                            //: The slider through a game's moves (for screen readers)
                            Accessible.name: qsTr("手数")
                        }
                        Button {
                            objectName: "reviewForward"
                            Layout.preferredWidth: 48
                            text: "→"
                            enabled: root.review.ply < root.review.plies
                            onClicked: root.review.step(1)
                            Accessible.name: qsTr("1 手進む")
                        }
                    }
                    Label {
                        objectName: "reviewPly"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        //: %1 is the move shown, %2 the number of moves
                        text: qsTr("%1 / %2 手").arg(root.review.ply).arg(root.review.plies)
                        color: Theme.mutedText
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        Layout.preferredHeight: moveLabel.implicitHeight + 16
                        color: "#fffaf1"
                        radius: 4
                        border.color: "#dccbb0"
                        Label {
                            id: moveLabel
                            objectName: "reviewMove"
                            anchors.fill: parent
                            anchors.margins: 8
                            text: Typeset.phrases(root.review.moveText)
                            wrapMode: Text.Wrap
                            color: Theme.panelText
                        }
                    }
                    Label {
                        // The letters and numbers of the moves, for a player new to them.
                        objectName: "squareLegend"
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: Typeset.phrases(root.review.squareLegend)
                        wrapMode: Text.Wrap
                        font.pixelSize: 12
                        color: Theme.mutedText
                    }
                    Label {
                        text: qsTr("戦いの一覧（押すとその手へ）")
                        color: Theme.mutedText
                        font.pixelSize: 14
                    }
                    ListView {
                        id: combats
                        objectName: "combatList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 96 // a few combats even when the panel scrolls
                        clip: true
                        model: root.review.combats
                        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
                        delegate: ItemDelegate {
                            id: combatRow
                            required property var modelData
                            width: ListView.view.width
                            highlighted: modelData.ply === root.review.ply
                            contentItem: Label {
                                text: Typeset.phrases(combatRow.modelData.text)
                                wrapMode: Text.Wrap
                                font.pixelSize: 13
                                // Light on the lacquer of the chosen row (dark on it could not
                                // be read).
                                color: combatRow.highlighted ? Theme.titleText : Theme.panelText
                            }
                            onClicked: root.review.ply = modelData.ply
                        }
                        Label {
                            anchors.centerIn: parent
                            visible: combats.count === 0
                            text: qsTr("戦いはありませんでした。")
                            color: Theme.mutedText
                        }
                    }
                    Label {
                        id: exportStatus
                        objectName: "exportStatus"
                        Layout.fillWidth: true
                        visible: text !== ""
                        wrapMode: Text.Wrap
                        font.pixelSize: 13
                        color: root.review.error !== "" ? Theme.accent : Theme.mutedText
                        Connections {
                            target: root.review
                            function onGameChanged() { exportStatus.text = "" }
                        }
                    }
                    GridLayout {
                        Layout.fillWidth: true
                        columns: content.width >= 300 ? 2 : 1
                        columnSpacing: 8
                        rowSpacing: 8
                        Button {
                            objectName: "reviewExport"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            text: qsTr("ファイルに書き出す…")
                            onClicked: {
                                const path = dialogs.saveRecord(root.review.exportName())
                                if (path === "")
                                    return
                                exportStatus.text = root.review.exportTo(path)
                                        //: %1 is the file's path
                                        ? qsTr("書き出しました：%1").arg(path) : root.review.error
                            }
                        }
                        Button {
                            objectName: "reviewClose"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            text: qsTr("閉じる")
                            onClicked: root.closeRequested()
                        }
                    }
                }
            }
        }
    }
}

