// 棋譜: the games kept on this device, newest first, filtered by mode and result; pressing a
// finished one opens its review, a stopped one (中断) goes on where it stopped. The list is read
// when the screen opens (RecordList).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    required property RecordList records
    signal openRequested(string path)
    // A stopped game (中断) is to go on.
    signal continueRequested(string path)
    signal backRequested()
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.screenTop }
        GradientStop { position: 1.0; color: Theme.screenBottom }
    }

    FileDialogs {
        id: dialogs
    }

    // The list opens unfiltered and read afresh (a language switch rebuilds the boxes' entries).
    onVisibleChanged: {
        if (!visible)
            return
        records.modeFilter = -1
        records.resultFilter = ""
        modeBox.currentIndex = 0
        resultBox.currentIndex = 0
        records.reload()
        list.forceActiveFocus()
    }
    Keys.onEscapePressed: root.backRequested()

    // The filter values, in the order of the boxes' entries.
    readonly property var modeIds: [-1, PlayMode.Cpu, PlayMode.HotSeat, PlayMode.Lan]
    readonly property var resultIds: ["", "won", "lost", "drawn", "stopped"]

    // A row pressed: the review of a finished game, or a stopped game going on.
    function choose(row) {
        const path = root.records.pathAt(row)
        if (root.records.stoppedAt(row))
            root.continueRequested(path)
        else
            root.openRequested(path)
    }

    // A row of the list needs about 940 pixels for its six columns in one line: narrower, each
    // game takes two lines, and the buttons go under the title.
    readonly property bool narrow: width < 960
    // The widths of the list's first four columns (date, kind, opponent, rules): the rows and
    // their headings share them.
    readonly property var columnWidths: [150, 150, 190, 170]

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: root.narrow ? 16 : 32
        spacing: 14

        GridLayout {
            Layout.fillWidth: true
            columns: root.narrow ? 1 : 2
            columnSpacing: 16
            rowSpacing: 8
            RowLayout {
                Layout.fillWidth: true
                spacing: 16
                Heading {
                    level: 1
                    text: qsTr("棋譜")
                    font.pixelSize: 42
                    color: "#f3e6cf"
                }
                Label {
                    Layout.fillWidth: true
                    objectName: "recordsCount"
                    text: root.records.total === 0 ? ""
                          //: %1 is the number of games shown, %2 the number of all games
                          : qsTr("%1 局（全 %2 局）").arg(root.records.count).arg(root.records.total)
                    color: "#c9b89a"
                    font.pixelSize: 16
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 16
                Button {
                    objectName: "recordsImport"
                    text: qsTr("ファイルから開く…")
                    onClicked: {
                        const path = dialogs.openRecord()
                        if (path !== "")
                            root.openRequested(path)
                    }
                }
                Button {
                    objectName: "recordsBack"
                    text: qsTr("メニューに戻る")
                    onClicked: root.backRequested()
                }
            }
        }
        RowLayout {
            spacing: 12
            visible: root.records.total > 0
            //: A filter of the records: the kind of game (against the CPU, two players, LAN)
            Label { text: qsTr("遊び方"); color: "#e8dcc4" }
            ComboBox {
                id: modeBox
                objectName: "modeFilter"
                implicitWidth: 220
                model: [qsTr("すべて"), qsTr("CPU と対戦"), qsTr("2 人（この端末）"), qsTr("友達と対戦")]
                onActivated: (i) => root.records.modeFilter = root.modeIds[i]
            }
            //: A filter of the records: the result
            Label { text: qsTr("結果"); color: "#e8dcc4"; Layout.leftMargin: 12 }
            ComboBox {
                id: resultBox
                objectName: "resultFilter"
                implicitWidth: 180
                //: The filter's choices: all, won, lost, draw, stopped
                model: [qsTr("すべて"), qsTr("勝ち"), qsTr("負け"), qsTr("引き分け"), qsTr("中断")]
                onActivated: (i) => root.records.resultFilter = root.resultIds[i]
            }
        }
        Label {
            Layout.fillWidth: true
            visible: text !== ""
            text: root.records.notice
            wrapMode: Text.WordWrap
            color: "#e9a27a"
            font.pixelSize: 13
        }
        // Why each file was passed over, as the reader said it (English): smaller and muted.
        Label {
            objectName: "recordsNoticeDetail"
            Layout.fillWidth: true
            visible: text !== "" && root.records.notice !== ""
            text: root.records.noticeDetail
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            color: "#c9b89a" // the muted colour of this dark screen (as its subtitle)
            font.pixelSize: 11
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            color: Theme.panel
            radius: 6
            ListView {
                id: list
                objectName: "recordList"
                anchors.fill: parent
                anchors.margins: 6
                clip: true
                model: root.records
                keyNavigationEnabled: true
                highlightMoveDuration: 0
                // At once: the highlight followed the window's width at 400 px a second, redrawing
                // the hidden screen for seconds after every resize (idle frames).
                highlightResizeDuration: 0
                highlight: Rectangle { color: "#ead9bd"; radius: 4 }
                ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
                Keys.onReturnPressed: root.choose(currentIndex)
                Keys.onEnterPressed: root.choose(currentIndex)
                Keys.onSpacePressed: root.choose(currentIndex)
                // Column headings over the rows, in the rows' layout (a play-tester read the
                // columns without names as a wall of text).
                header: Item {
                    objectName: "recordHeadings"
                    visible: list.count > 0
                    width: ListView.view.width
                    height: visible ? headings.implicitHeight + 8 : 0
                    GridLayout {
                        id: headings
                        // Inside the rows' padding, so each heading stands over its column.
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.topMargin: 4
                        anchors.leftMargin: 12
                        anchors.rightMargin: 12
                        columns: root.narrow ? 3 : 6
                        columnSpacing: 16
                        rowSpacing: 2
                        component ColumnHeading: Label {
                            color: Theme.mutedText
                            font.pixelSize: 12
                            font.bold: true
                        }
                        //: Heading of the records list: when the game was played
                        ColumnHeading { text: qsTr("日時"); Layout.preferredWidth: root.columnWidths[0] }
                        //: Heading of the records list: the kind of game (against the CPU, two players, LAN)
                        ColumnHeading { text: qsTr("遊び方"); Layout.preferredWidth: root.columnWidths[1] }
                        //: Heading of the records list: who played
                        ColumnHeading {
                            text: qsTr("相手")
                            Layout.preferredWidth: root.columnWidths[2]
                            Layout.fillWidth: root.narrow
                        }
                        //: Heading of the records list: the rule set
                        ColumnHeading { text: qsTr("ルール"); Layout.preferredWidth: root.columnWidths[3] }
                        //: Heading of the records list: the result
                        ColumnHeading { text: qsTr("結果"); Layout.fillWidth: true }
                        //: Heading of the records list: the number of moves
                        ColumnHeading { text: qsTr("手数") }
                    }
                }
                delegate: ItemDelegate {
                    id: row
                    required property int index
                    required property string path
                    required property string date
                    required property string mode
                    required property string opponent
                    required property string rules
                    required property string result
                    required property int moves
                    required property string outcome
                    width: ListView.view.width
                    height: root.narrow ? 64 : 48
                    highlighted: ListView.isCurrentItem && list.activeFocus
                    // The list's own highlight (light wood) marks the current row: the style's
                    // blue one left the text unreadable.
                    background: Rectangle {
                        radius: 4
                        color: row.down ? "#e2cfae" : row.hovered ? "#f0e5d3" : "transparent"
                    }
                    //: %n is the number of moves (one or more forms)
                    Accessible.name: [date, mode, opponent, rules, result, qsTr("%n 手", "", moves)].join(" ")
                    onClicked: {
                        list.currentIndex = index
                        root.choose(index)
                    }
                    // One line, or two on a narrow screen: date, mode, opponent over rules,
                    // result, moves.
                    contentItem: GridLayout {
                        columns: root.narrow ? 3 : 6
                        columnSpacing: 16
                        rowSpacing: 2
                        Label { text: row.date; Layout.preferredWidth: root.columnWidths[0]; color: Theme.mutedText }
                        Label { text: row.mode; Layout.preferredWidth: root.columnWidths[1]; color: Theme.panelText }
                        Label {
                            text: row.opponent
                            Layout.preferredWidth: root.columnWidths[2]
                            Layout.fillWidth: root.narrow
                            elide: Text.ElideRight
                            color: Theme.panelText
                        }
                        Label { text: row.rules; Layout.preferredWidth: root.columnWidths[3]; color: Theme.panelText }
                        Label {
                            text: row.result
                            Layout.fillWidth: true
                            font.bold: true
                            color: row.outcome === "won" ? Theme.accent
                                   : row.outcome === "stopped" ? Theme.mutedText : Theme.panelText
                        }
                        Label { text: qsTr("%n 手", "", row.moves); color: Theme.mutedText }
                    }
                }
                Label {
                    anchors.centerIn: parent
                    visible: list.count === 0
                    text: root.records.total === 0
                          ? qsTr("対局はまだありません。CPU や 2 人での対局は、終わったものも途中でやめたものもここに残ります。")
                          : qsTr("この条件に合う対局はありません。")
                    color: Theme.mutedText
                    font.pixelSize: 16
                }
            }
        }
    }
}
