// The board's top face as a 2D picture (used as a texture): wood, the squares from the
// session's square model, the river with its bridges, HQ labels and coordinates - all placed
// from the rule set's board (BoardGeometry): the 6 × 8 board with a river between rows 4 and 5
// and two straight bridges, or the 9 × 9 board with river rows 4-6 and the ×-bridge crossing on
// e5. Drawn for the first player's side at the bottom; `upsideDown` turns the text for the
// second.
import QtQuick
import Gunjin.Ui

Item {
    id: root
    property real cell: 100
    property real river: 70
    property real margin: 46
    required property BoardGeometry board
    property var squares
    property bool upsideDown: false
    // Texture pixels per scene unit: about 1 MP for the 9 × 9 board, still more than one per
    // screen pixel of the board at 1280 × 800 in either view. The layer that draws it keeps a
    // texture and a depth buffer this size, and the wood panel an image of it: at 1.5 those
    // took 27 MB of the federation game's peak (issue 55: the peak was over 300 MB).
    readonly property real k: 1.0
    // The river as a gap between two rows (the 6 × 8 board), in scene units; 0 when the river
    // is made of rows.
    readonly property real gap: board.riverAfterRow > 0 ? river : 0
    width: (board.columns * cell + 2 * margin) * k
    height: (board.rows * cell + gap + 2 * margin) * k

    function px(x) { return (x + board.columns / 2 * cell + margin) * k }
    function pz(z) { return (z + board.rows / 2 * cell + gap / 2 + margin) * k }
    // Scene x and z of a cell's centre (as in BoardView.scenePosition, unflipped).
    function colX(column) { return (column - board.centreColumn) * cell }
    function rowZ(row) {
        const z = ((board.rows + 1) / 2 - row) * cell
        return gap === 0 ? z : z + (row <= board.riverAfterRow ? gap / 2 : -gap / 2)
    }

    // Wood made from code (WoodPanel), its grain running across the board as on a 将棋盤, with
    // a darker band along the edge where the top meets the rim (painted shading).
    WoodPanel {
        anchors.fill: parent
        baseColor: Theme.boardWood
        grainColor: "#a8773f"
        rings: 16
        seed: 7
    }
    Rectangle {
        anchors.fill: parent
        color: "transparent"
        border.color: "#40301a08"
        border.width: 10 * root.k
    }

    // The river: a band between two rows, or whole rows of water.
    Rectangle {
        objectName: "river"
        readonly property real nearTop: root.gap > 0 ? -root.river / 2
                                                 : root.rowZ(root.board.riverLastRow) - root.cell / 2
        readonly property real nearBottom: root.gap > 0 ? root.river / 2
                                                    : root.rowZ(root.board.riverFirstRow) + root.cell / 2
        x: root.px(-root.board.columns / 2 * root.cell) - 6 * root.k
        width: root.board.columns * root.cell * root.k + 12 * root.k
        y: root.pz(nearTop)
        height: (nearBottom - nearTop) * root.k
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#4f86ab" }
            GradientStop { position: 0.5; color: Theme.river }
            GradientStop { position: 1.0; color: "#4f86ab" }
        }
        // Ripples, so that wide water reads as a river and not as a blue board.
        Repeater {
            model: Math.round(parent.height / (18 * root.k))
            Rectangle {
                required property int index
                x: (index * 97 % 60) * root.k
                y: (index + 0.5) * 18 * root.k
                width: parent.width - 2 * x
                height: 2 * root.k
                color: "white"
                opacity: 0.12
            }
        }
    }
    // Bridges: planks from one bridge end to the other (straight, or the two arms of the ×).
    Repeater {
        model: root.board.bridges
        Rectangle {
            required property var modelData
            readonly property real x1: root.colX(modelData.fromColumn)
            readonly property real z1: root.rowZ(modelData.fromRow)
            readonly property real x2: root.colX(modelData.toColumn)
            readonly property real z2: root.rowZ(modelData.toRow)
            readonly property real length: Math.hypot(x2 - x1, z2 - z1) - root.cell + 8
            readonly property real plank: root.gap > 0 ? root.cell * 0.72 : root.cell * 0.5
            objectName: "bridge"
            x: root.px((x1 + x2) / 2) - width / 2
            y: root.pz((z1 + z2) / 2) - height / 2
            width: plank * root.k
            height: length * root.k
            // A plank runs along the board's depth; an arm of the × is turned onto its diagonal.
            rotation: Math.atan2(x2 - x1, z2 - z1) * -180 / Math.PI
            color: "#a9773e"
            border.color: "#5a3b1c"
            border.width: 2 * root.k
            Column {
                anchors.centerIn: parent
                spacing: 5 * root.k
                Repeater {
                    model: Math.floor(parent.parent.height / (7 * root.k))
                    Rectangle {
                        width: parent.parent.width * 0.86
                        height: 2 * root.k
                        color: "#6e4a24"
                        opacity: 0.6
                    }
                }
            }
        }
    }

    // The squares.
    Repeater {
        model: root.squares
        Rectangle {
            required property real column
            required property int row
            required property int span
            required property string name
            x: root.px((column - root.board.centreColumn - span / 2) * root.cell)
            y: root.pz(root.rowZ(row) - root.cell / 2)
            width: span * root.cell * root.k
            height: root.cell * root.k
            color: span > 1 ? "#40b8813f" : "transparent"
            border.color: Theme.gridLine
            border.width: 2.5 * root.k
            // The HQ's name, written top to bottom on both sides of the piece standing in its
            // middle, inside a frame of its own: one name at the left read as a square of its
            // own beside the piece's (issue 55, play-test); centred, it hid under the piece.
            // A standing piece covers about 0.8 of a cell across, a lying one 0.8 of its depth.
            Rectangle {
                objectName: "hqFrame"
                visible: parent.span > 1
                anchors.fill: parent
                anchors.margins: 7 * root.k
                color: "transparent"
                border.color: Theme.gridLine
                border.width: 1.5 * root.k
                opacity: 0.55
            }
            // Turned with the board's text for the second player.
            Item {
                anchors.fill: parent
                visible: parent.span > 1
                rotation: root.upsideDown ? 180 : 0
                Repeater {
                    model: 2
                    Column {
                        required property int index
                        objectName: "hqLabel"
                        readonly property real free: (parent.width - root.cell * 0.8 * root.k) / 2
                        x: (free - width) / 2 + (index === 1 ? parent.width - free : 0)
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: -2 * root.k
                        Repeater {
                            //: The label on the board's HQ squares
                            model: qsTr("総司令部").split("")
                            Text {
                                required property string modelData
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: modelData
                                font.family: Theme.kanjiFont
                                font.bold: true
                                font.pixelSize: 22 * root.k
                                color: "#6e4520"
                                opacity: 0.85
                            }
                        }
                    }
                }
            }
        }
    }

    // Coordinates: column letters above and below, row numbers on both sides.
    Repeater {
        model: 2 * root.board.columns
        Text {
            required property int index
            readonly property int column: index % root.board.columns
            readonly property bool farSide: index >= root.board.columns
            x: root.px(root.colX(column)) - width / 2
            y: farSide ? root.pz(root.rowZ(root.board.rows) - root.cell / 2) - height - 4 * root.k
                       : root.pz(root.rowZ(1) + root.cell / 2) + 4 * root.k
            rotation: root.upsideDown ? 180 : 0
            text: root.board.columnLetters[column]
            font.pixelSize: 26 * root.k
            color: "#5a3b1c"
        }
    }
    Repeater {
        model: 2 * root.board.rows
        Text {
            required property int index
            readonly property int row: index % root.board.rows + 1
            readonly property bool rightSide: index >= root.board.rows
            x: rightSide ? root.px(root.board.columns / 2 * root.cell) + 12 * root.k
                         : root.px(-root.board.columns / 2 * root.cell) - width - 12 * root.k
            y: root.pz(root.rowZ(row)) - height / 2
            rotation: root.upsideDown ? 180 : 0
            text: row
            font.pixelSize: 26 * root.k
            color: "#5a3b1c"
        }
    }
}
