// The last move's way on the button board, as the 3D board lays it (LastMoveWay): an
// ink-orange arrow over the buttons from the square left to just short of the square reached,
// when the move went further than one step. It takes no clicks.
import QtQuick
import Gunjin.Ui

Item {
    id: root
    objectName: "lastMoveWayFlat"
    required property SquareModel squares
    // The buttons of the squares moved from and to (their centres in this item's parent).
    required property Item fromCell
    required property Item toCell
    // The size of a square, for the arrow's proportions.
    required property real cell
    visible: squares.lastMoveFar && fromCell !== null && toCell !== null
    enabled: false

    readonly property point a: fromCell ? Qt.point(fromCell.x + fromCell.width / 2, fromCell.y + fromCell.height / 2)
                                        : Qt.point(0, 0)
    readonly property point b: toCell ? Qt.point(toCell.x + toCell.width / 2, toCell.y + toCell.height / 2)
                                      : Qt.point(0, 0)
    readonly property real length: Math.hypot(b.x - a.x, b.y - a.y)
    readonly property real start: cell * 0.18
    readonly property real end: Math.max(start + cell * 0.4, length - cell * 0.3)
    readonly property real thickness: Math.max(3, cell * 0.07)
    readonly property real head: cell * 0.28
    readonly property color ink: Qt.darker(Theme.lastMove, 1.25)

    x: a.x
    y: a.y
    rotation: Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI
    transformOrigin: Item.TopLeft
    opacity: 0.85

    Rectangle {
        x: root.start
        y: -root.thickness / 2
        width: root.end - root.start
        height: root.thickness
        radius: height / 2
        color: root.ink
    }
    Repeater {
        model: 2
        delegate: Rectangle {
            required property int index
            x: root.end - root.thickness / 2
            y: -root.thickness / 2
            width: root.head
            height: root.thickness
            radius: height / 2
            color: root.ink
            transformOrigin: Item.Left
            rotation: index === 0 ? 145 : -145
        }
    }
}
