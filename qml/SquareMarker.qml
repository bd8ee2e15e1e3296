// A square's highlights: a frame (yellow = chosen, red = can attack, orange = last move) made
// of four bars, a green dot on a reachable empty square, a thin light-red frame on each piece
// a chosen missile can strike, a red tile and ring on every square the strike under the
// pointer would hit, and the keyboard cursor as a blue ring just outside the square. Nothing
// is drawn otherwise. The chosen square's frame stands taller, so that it shows around the
// piece standing on it in the oblique view. A missile can strike nearly every opponent piece:
// a red frame and pointer on each of them flooded the board (issue 34), so only the target
// under the pointer gets them.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    property real cell: 100
    // From the square model: columns covered, its SquareModel.Frame, the green dot and the
    // strike area.
    required property int span
    required property int frame
    required property bool dot
    required property bool area
    // The keyboard cursor is on this square.
    property bool cursor: false
    readonly property real w: span * cell - 8
    readonly property real d: cell - 8
    readonly property color frameColor: frame === SquareModel.Selected ? Theme.selected
                                      : frame === SquareModel.Attack ? Theme.attack : Theme.lastMove

    component Ring: Node {
        id: ring
        property real w
        property real d
        property real bar
        property real height
        property color color
        Repeater3D {
            model: 4
            delegate: Model {
                required property int index
                readonly property bool horizontal: index < 2
                source: "#Cube"
                y: ring.height / 2
                x: horizontal ? 0 : (index === 2 ? -1 : 1) * (ring.w - ring.bar) / 2
                z: horizontal ? (index === 0 ? -1 : 1) * (ring.d - ring.bar) / 2 : 0
                scale: horizontal ? Qt.vector3d(ring.w / 100, ring.height / 100, ring.bar / 100)
                                  : Qt.vector3d(ring.bar / 100, ring.height / 100, ring.d / 100)
                materials: PrincipledMaterial {
                    baseColor: ring.color
                    lighting: PrincipledMaterial.NoLighting
                }
            }
        }
    }

    Ring {
        visible: root.frame !== SquareModel.NoFrame && root.frame !== SquareModel.Target
        w: root.w
        d: root.d
        bar: root.frame === SquareModel.Selected ? 9 : 7
        height: root.frame === SquareModel.Selected ? 12 : 4
        color: root.frameColor
    }

    Ring {
        visible: root.cursor
        w: root.w + 14
        d: root.d + 14
        bar: 6
        height: 16
        color: Theme.keyboardFocus
    }

    // A strike target: a thin, low frame in a light red, and a faint tint of the square.
    Ring {
        objectName: "strikeTargetRing"
        visible: root.frame === SquareModel.Target
        w: root.w - 6
        d: root.d - 6
        bar: 4
        height: 2
        color: Theme.strikeTarget
    }
    Model {
        objectName: "strikeTargetTint"
        visible: root.frame === SquareModel.Target
        source: "#Cube"
        y: 1.5
        scale: Qt.vector3d((root.w - 14) / 100, 0.02, (root.d - 14) / 100)
        opacity: 0.3
        materials: PrincipledMaterial {
            baseColor: Theme.strikeTarget
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }

    // An attackable piece also gets a red pointer above it: in the oblique view the frame at
    // its feet hides behind the pieces in front.
    Model {
        objectName: "attackPointer"
        visible: root.frame === SquareModel.Attack
        source: "#Cone"
        y: 124
        eulerRotation.x: 180
        scale: Qt.vector3d(0.24, 0.3, 0.24)
        materials: PrincipledMaterial {
            baseColor: Theme.attack
            lighting: PrincipledMaterial.NoLighting
        }
    }

    Model {
        visible: root.dot
        source: "#Cylinder"
        y: 3
        scale: Qt.vector3d(0.22, 0.04, 0.22)
        materials: PrincipledMaterial {
            baseColor: Theme.reachable
            lighting: PrincipledMaterial.NoLighting
        }
    }

    // The strike area under the pointer: a red tile over the whole square, and a tall
    // ring around it that shows past the piece standing there (the tile alone hides under it,
    // most of all in the oblique view).
    Ring {
        objectName: "strikeAreaRing"
        visible: root.area
        w: root.w + 6
        d: root.d + 6
        bar: 8
        height: 22
        color: Theme.strikeArea
    }
    // The tile.
    Model {
        objectName: "strikeArea"
        visible: root.area
        source: "#Cube"
        y: 2
        scale: Qt.vector3d(root.w / 100, 0.02, root.d / 100)
        // Opaque enough to stay red over the wood (at half strength it read as orange).
        opacity: 0.8
        materials: PrincipledMaterial {
            baseColor: Theme.strikeArea
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
}
