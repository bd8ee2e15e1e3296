// A square's highlights: a frame (yellow = chosen, red = can attack, orange = last move) made
// of four thin bars, and a green dot on a reachable empty square. Nothing is drawn otherwise.
import QtQuick
import QtQuick3D

Node {
    id: root
    property real cell: 100
    // From the square model: columns covered, Frame (0 none, 1 selected, 2 attack, 3 last
    // move) and the green dot.
    required property int span
    required property int frame
    required property bool dot
    readonly property real w: span * cell - 8
    readonly property real d: cell - 8
    readonly property real bar: 7
    readonly property color frameColor: frame === 1 ? Theme.selected
                                      : frame === 2 ? Theme.attack : Theme.lastMove

    Node {
        visible: root.frame !== 0
        y: 2
        Repeater3D {
            model: 4
            delegate: Model {
                required property int index
                readonly property bool horizontal: index < 2
                source: "#Cube"
                x: horizontal ? 0 : (index === 2 ? -1 : 1) * (root.w - root.bar) / 2
                z: horizontal ? (index === 0 ? -1 : 1) * (root.d - root.bar) / 2 : 0
                scale: horizontal ? Qt.vector3d(root.w / 100, 0.04, root.bar / 100)
                                  : Qt.vector3d(root.bar / 100, 0.04, root.d / 100)
                materials: PrincipledMaterial {
                    baseColor: root.frameColor
                    lighting: PrincipledMaterial.NoLighting
                }
            }
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
}
