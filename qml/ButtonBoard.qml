// ボタンで操作: the board as a 6 x 8 grid of buttons (an HQ spans two), usable with the
// keyboard alone and without the 3D view, with the column letters and row numbers the
// messages use around it. The grid is one tab stop (inside the board's focus scope): arrow
// keys move between squares as they lie on screen, Enter or Space presses. Every button has
// an accessible name for screen readers.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

FocusScope {
    id: root
    required property GameController game
    // The BoardView this grid belongs to: its cursor and neighbour steps are shared.
    required property Item board
    readonly property bool flip: !game.humanIsFirst

    function cellAt(square) {
        return cells.itemAt(square)
    }

    function focusSquare(square) {
        board.cursorSquare = square
        cells.itemAt(square).forceActiveFocus()
    }

    function step(square, dx, dy) {
        const next = board.neighbour(square, dx, dy)
        if (next >= 0)
            focusSquare(next)
    }

    // The grid itself got the focus (the board was chosen): pass it to the cursor's square.
    onActiveFocusChanged: {
        if (activeFocus && !(Window.activeFocusItem && Window.activeFocusItem.square !== undefined))
            focusSquare(board.cursorSquare)
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    GridLayout {
        id: grid
        anchors.centerIn: parent
        anchors.verticalCenterOffset: 22 // below the view buttons
        readonly property real cell: Math.min((root.width - 90) / 6, (root.height - 150) / 8.5)
        // Columns: number, a..f, number; rows: letters, 8 board rows and the river, letters.
        columns: 8
        rows: 11
        columnSpacing: 4
        rowSpacing: 4

        // Column letters above and below, row numbers left and right, as the player sees them.
        Repeater {
            model: 12
            delegate: Label {
                required property int index
                readonly property int file: index % 6
                Layout.row: index < 6 ? 0 : 10
                Layout.column: 1 + (root.flip ? 5 - file : file)
                Layout.alignment: Qt.AlignHCenter
                text: "abcdef"[file]
                color: "#cdb894"
                font.pixelSize: Math.max(12, grid.cell * 0.2)
            }
        }
        Repeater {
            model: 16
            delegate: Label {
                required property int index
                readonly property int rank: index % 8 + 1
                Layout.row: 1 + (root.flip ? (rank <= 4 ? rank - 1 : rank) : (rank >= 5 ? 8 - rank : 9 - rank))
                Layout.column: index < 8 ? 0 : 7
                Layout.alignment: Qt.AlignCenter
                text: rank
                color: "#cdb894"
                font.pixelSize: Math.max(12, grid.cell * 0.2)
            }
        }

        Repeater {
            id: cells
            model: root.game.squares
            delegate: Button {
                id: cellButton
                required property int square
                required property string name
                required property real column
                required property int row
                required property int span
                required property int frame
                required property bool dot
                required property int occupant
                required property string label
                required property string shortLabel
                objectName: "cell-" + name
                // Grid row 5 is the river; row 0 and column 0 hold the labels.
                Layout.row: 1 + (root.flip ? (row <= 4 ? row - 1 : row) : (row >= 5 ? 8 - row : 9 - row))
                Layout.column: 1 + (root.flip ? 5 - (column + (span - 1) / 2) : column - (span - 1) / 2)
                Layout.columnSpan: span
                Layout.preferredWidth: grid.cell * span + (span - 1) * grid.columnSpacing
                Layout.preferredHeight: grid.cell
                // Only the cursor's square is in the tab chain: arrows move inside the grid,
                // Tab leaves it (the grid is one tab stop). The button holding the focus stays
                // in the chain until the focus has moved on (Qt refuses to drop it earlier).
                focusPolicy: square === root.board.cursorSquare || activeFocus ? Qt.StrongFocus
                                                                               : Qt.ClickFocus
                readonly property string place: root.game.squareLabel(square)
                readonly property string what: occupant === SquareModel.Empty ? qsTr("空き")
                                             : occupant === SquareModel.Own ? (label !== "" ? qsTr("あなたの%1").arg(label) : qsTr("あなたの駒"))
                                             : (label !== "" ? qsTr("相手の%1").arg(label) : qsTr("相手の駒"))
                readonly property string state: frame === SquareModel.Selected ? qsTr("選択中")
                                              : frame === SquareModel.Attack ? qsTr("攻められます")
                                              : dot ? qsTr("行けます")
                                              : frame === SquareModel.LastMove ? qsTr("直前の手") : ""
                text: occupant === SquareModel.Empty ? (dot ? "●" : "") : (shortLabel !== "" ? shortLabel : "■")
                // Names fit the button: up to three kanji, or an English abbreviation.
                font.pixelSize: Math.max(11, Math.min(grid.cell * (text.length > 2 ? 0.22 : 0.3),
                                                      grid.cell * 1.5 / Math.max(1, text.length)))
                font.family: Theme.kanjiFont
                Accessible.name: place + " " + what + (state !== "" ? " " + state : "")
                palette.button: occupant === SquareModel.Own ? (root.game.humanIsFirst ? "#f2c4b5" : "#f6ead2")
                              : occupant === SquareModel.Opponent ? "#9c8a70" : "#e8d3a8"
                palette.buttonText: frame === SquareModel.Attack ? Theme.attack : dot ? Theme.reachable : Theme.panelText
                background: Rectangle {
                    color: cellButton.palette.button
                    radius: 4
                    border.width: cellButton.frame !== SquareModel.NoFrame ? 4 : 1
                    border.color: cellButton.frame === SquareModel.Selected ? Theme.selected
                                : cellButton.frame === SquareModel.Attack ? Theme.attack
                                : cellButton.frame === SquareModel.LastMove ? Theme.lastMove
                                : "#7a6650"
                    // The keyboard focus: a ring outside the highlight frame, so it shows on
                    // red and orange squares too.
                    Rectangle {
                        objectName: "focusRing"
                        anchors.fill: parent
                        anchors.margins: -4
                        visible: cellButton.activeFocus
                        color: "transparent"
                        radius: 6
                        border.width: 3
                        border.color: Theme.keyboardFocus
                    }
                }
                onActiveFocusChanged: if (activeFocus) root.board.cursorSquare = square
                onClicked: root.game.clickSquare(square)
                Keys.onReturnPressed: root.game.clickSquare(square)
                Keys.onEnterPressed: root.game.clickSquare(square)
                Keys.onLeftPressed: root.step(square, -1, 0)
                Keys.onRightPressed: root.step(square, 1, 0)
                Keys.onUpPressed: root.step(square, 0, 1)
                Keys.onDownPressed: root.step(square, 0, -1)
            }
        }

        // The river between rows 4 and 5.
        Rectangle {
            Layout.row: 5
            Layout.column: 1
            Layout.columnSpan: 6
            Layout.fillWidth: true
            Layout.preferredHeight: grid.cell * 0.5
            color: Theme.river
            radius: 3
            Label {
                anchors.centerIn: parent
                text: qsTr("川（橋は b 列と e 列）")
                color: "white"
            }
        }
    }
}
