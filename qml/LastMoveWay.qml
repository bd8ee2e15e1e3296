// The way of the last move when it went further than one step - a jet's flight, a plane over
// the pieces, a tank along the ×-bridge, a missile to its target: an ink-orange arrow laid on
// the board from where the piece left to just short of where it stopped (a play-tester saw
// only the two tinted squares of a long CPU move and could not tell how it got there).
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    objectName: "lastMoveWay"
    // The BoardView whose squares and layout maths are drawn.
    required property Item view
    // The squares' markers (BoardScene's Repeater3D of SquareMarker).
    required property Repeater3D markers
    readonly property SquareModel squares: view.game.squares
    readonly property bool shown: squares.lastMoveFar
    visible: shown

    function placeOf(square) {
        return view.scenePosition(view.board.columnOf(square), view.board.rowOf(square))
    }
    readonly property vector3d from: shown ? placeOf(squares.lastFrom) : Qt.vector3d(0, 0, 0)
    readonly property vector3d to: shown ? placeOf(squares.lastTo) : Qt.vector3d(0, 0, 0)
    readonly property real length: Math.hypot(to.x - from.x, to.z - from.z)
    // It starts a little past the square it left and stops before the piece at its end, whose
    // foot would hide the arrow's head.
    readonly property real start: view.cell * 0.18
    readonly property real end: Math.max(start + view.cell * 0.4, length - view.cell * 0.36)
    readonly property real thickness: view.cell * 0.075
    readonly property real head: view.cell * 0.3
    readonly property color ink: Qt.darker(Theme.lastMove, 1.25)

    // Along the move: the node's x axis points from `from` to `to`.
    position: Qt.vector3d(from.x, 1.2, from.z)
    eulerRotation.y: Math.atan2(-(to.z - from.z), to.x - from.x) * 180 / Math.PI

    // It comes in with the tint of the square reached, as the piece travels (SquareMarker).
    readonly property real reveal: {
        const m = shown ? markers.objectAt(squares.lastTo) : null
        return m ? m.tint : 1
    }
    opacity: 0.85 * reveal

    component Bar: Model {
        property real length
        source: "#Rectangle"
        eulerRotation.x: -90
        scale: Qt.vector3d(length / 100, root.thickness / 100, 1)
        castsShadows: false
        receivesShadows: false
        pickable: false
        materials: PrincipledMaterial {
            baseColor: root.ink
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
    Bar {
        objectName: "lastMoveShaft"
        length: root.end - root.start
        x: (root.start + root.end) / 2
    }
    // The head: two barbs swept back from the tip.
    Repeater3D {
        model: 2
        delegate: Node {
            required property int index
            x: root.end
            eulerRotation.y: index === 0 ? 145 : -145
            Bar {
                length: root.head
                x: root.head / 2 - root.thickness / 2
            }
        }
    }
}
