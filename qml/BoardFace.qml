// The board's top face as a 2D picture (used as a texture): wood, the square grid from the
// controller's square model, the river with its two bridges, HQ labels and coordinates.
// Drawn for the first player's side at the bottom; `upsideDown` turns the text for the second.
import QtQuick

Item {
    id: root
    property real cell: 100
    property real river: 70
    property real margin: 46
    property var squares
    property bool upsideDown: false
    readonly property real k: 1.5 // texture pixels per scene unit (about 1 MP: crisp, and light on memory)
    width: (6 * cell + 2 * margin) * k
    height: (8 * cell + river + 2 * margin) * k

    function px(x) { return (x + 3 * cell + margin) * k }
    function pz(z) { return (z + 4 * cell + river / 2 + margin) * k }
    // Scene z of a row's centre (as in BoardView.scenePosition, unflipped).
    function rowZ(row) { return (4.5 - row) * cell + (row <= 4 ? river / 2 : -river / 2) }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#cfa86a" }
            GradientStop { position: 0.5; color: Theme.boardWood }
            GradientStop { position: 1.0; color: "#c9a165" }
        }
    }
    // Wood grain: faint lines whose spacing and strength vary smoothly.
    Repeater {
        model: 70
        Rectangle {
            required property int index
            x: 0
            width: root.width
            y: root.height * index / 70 + 9 * Math.sin(index * 1.7)
            height: 2 + 3 * Math.abs(Math.sin(index * 2.3))
            color: "#8a5a2b"
            opacity: 0.05 + 0.07 * Math.abs(Math.sin(index * 0.9))
        }
    }

    // The river and its bridges on the b and e columns.
    Rectangle {
        x: root.px(-3 * root.cell) - 6 * root.k
        width: 6 * root.cell * root.k + 12 * root.k
        y: root.pz(-root.river / 2)
        height: root.river * root.k
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#4f86ab" }
            GradientStop { position: 0.5; color: Theme.river }
            GradientStop { position: 1.0; color: "#4f86ab" }
        }
    }
    Repeater {
        model: [1, 4]
        Rectangle {
            required property int modelData
            x: root.px((modelData - 2.5) * root.cell - root.cell * 0.36)
            width: root.cell * 0.72 * root.k
            y: root.pz(-root.river / 2) - 4 * root.k
            height: (root.river + 8) * root.k
            color: "#a9773e"
            border.color: "#5a3b1c"
            border.width: 2 * root.k
            Column {
                anchors.centerIn: parent
                spacing: 5 * root.k
                Repeater {
                    model: 6
                    Rectangle {
                        width: root.cell * 0.62 * root.k
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
            x: root.px((column - 2.5 - span / 2) * root.cell)
            y: root.pz(root.rowZ(row) - root.cell / 2)
            width: span * root.cell * root.k
            height: root.cell * root.k
            color: span === 2 ? "#40b8813f" : "transparent"
            border.color: Theme.gridLine
            border.width: 2.5 * root.k
            Text {
                visible: parent.span === 2
                anchors.centerIn: parent
                rotation: root.upsideDown ? 180 : 0
                text: qsTr("総司令部")
                font.family: Theme.kanjiFont
                font.pixelSize: 26 * root.k
                color: "#6e4520"
                opacity: 0.75
            }
        }
    }

    // Coordinates: columns a..f above and below, rows 1..8 on both sides.
    Repeater {
        model: 12
        Text {
            required property int index
            readonly property int column: index % 6
            readonly property bool farSide: index >= 6
            x: root.px((column - 2.5) * root.cell) - width / 2
            y: farSide ? root.pz(-4 * root.cell - root.river / 2) - height - 4 * root.k
                   : root.pz(4 * root.cell + root.river / 2) + 4 * root.k
            rotation: root.upsideDown ? 180 : 0
            text: "abcdef"[column]
            font.pixelSize: 26 * root.k
            color: "#5a3b1c"
        }
    }
    Repeater {
        model: 16
        Text {
            required property int index
            readonly property int row: index % 8 + 1
            readonly property bool rightSide: index >= 8
            x: rightSide ? root.px(3 * root.cell) + 12 * root.k : root.px(-3 * root.cell) - width - 12 * root.k
            y: root.pz(root.rowZ(row)) - height / 2
            rotation: root.upsideDown ? 180 : 0
            text: row
            font.pixelSize: 26 * root.k
            color: "#5a3b1c"
        }
    }
}
