// ボタンで操作: the board as a 6 x 8 grid of buttons (an HQ spans two), usable with the
// keyboard alone and without the 3D view. Arrow keys move the focus as the squares lie on
// screen, Enter or Space presses. Every button has an accessible name for screen readers.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    required property GameController game
    readonly property bool flip: !game.humanIsFirst
    color: Theme.background

    // Moves the keyboard focus one square in a direction as seen on screen.
    function focusNeighbour(square, dx, dy) {
        const col = game.squareColumn(square)
        const row = game.squareRow(square)
        const sx = flip ? -dx : dx
        const sy = flip ? -dy : dy
        // From an HQ, sideways steps leave from its c or d cell.
        const c = col === 2.5 ? (sx < 0 ? 2 : sx > 0 ? 3 : 2) : col
        const target = game.squareAtCell(c + sx, row - sy)
        if (target >= 0)
            cells.itemAt(target).forceActiveFocus()
    }

    function cellAt(square) {
        return cells.itemAt(square)
    }

    function focusSquare(square) {
        cells.itemAt(square).forceActiveFocus()
    }

    GridLayout {
        id: grid
        anchors.centerIn: parent
        anchors.verticalCenterOffset: 22 // below the view buttons
        readonly property real cell: Math.min((root.width - 40) / 6, (root.height - 110) / 8.5)
        columns: 6
        rows: 9
        columnSpacing: 4
        rowSpacing: 4

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
                objectName: "cell-" + name
                // Grid row 4 is the river.
                Layout.row: root.flip ? (row <= 4 ? row - 1 : row) : (row >= 5 ? 8 - row : 9 - row)
                Layout.column: root.flip ? 5 - (column + (span - 1) / 2) : column - (span - 1) / 2
                Layout.columnSpan: span
                Layout.preferredWidth: grid.cell * span + (span - 1) * grid.columnSpacing
                Layout.preferredHeight: grid.cell
                focusPolicy: Qt.StrongFocus
                readonly property string place: root.game.squareLabel(square)
                readonly property string what: occupant === 0 ? qsTr("空き")
                                             : occupant === 1 ? (label !== "" ? qsTr("あなたの%1").arg(label) : qsTr("あなたの駒"))
                                             : (label !== "" ? qsTr("相手の%1").arg(label) : qsTr("相手の駒"))
                readonly property string state: frame === 1 ? qsTr("選択中")
                                              : frame === 2 ? qsTr("攻められます")
                                              : dot ? qsTr("行けます")
                                              : frame === 3 ? qsTr("直前の手") : ""
                text: occupant === 0 ? (dot ? "●" : "") : (label !== "" ? label : "■")
                font.pixelSize: Math.max(12, grid.cell * (text.length > 2 ? 0.22 : 0.3))
                font.family: Theme.kanjiFont
                Accessible.name: place + " " + what + (state !== "" ? " " + state : "")
                palette.button: occupant === 1 ? (root.game.humanIsFirst ? "#f2c4b5" : "#f6ead2")
                              : occupant === 2 ? "#9c8a70" : "#e8d3a8"
                palette.buttonText: frame === 2 ? Theme.attack : dot ? Theme.reachable : Theme.panelText
                background: Rectangle {
                    color: cellButton.palette.button
                    radius: 4
                    border.width: cellButton.frame !== 0 ? 4 : (cellButton.activeFocus ? 3 : 1)
                    border.color: cellButton.frame === 1 ? Theme.selected
                                : cellButton.frame === 2 ? Theme.attack
                                : cellButton.frame === 3 ? Theme.lastMove
                                : cellButton.activeFocus ? "#2a6fd6" : "#7a6650"
                }
                onClicked: root.game.clickSquare(square)
                Keys.onReturnPressed: root.game.clickSquare(square)
                Keys.onEnterPressed: root.game.clickSquare(square)
                Keys.onLeftPressed: root.focusNeighbour(square, -1, 0)
                Keys.onRightPressed: root.focusNeighbour(square, 1, 0)
                Keys.onUpPressed: root.focusNeighbour(square, 0, -1)
                Keys.onDownPressed: root.focusNeighbour(square, 0, 1)
            }
        }

        // The river between rows 4 and 5.
        Rectangle {
            Layout.row: 4
            Layout.column: 0
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
