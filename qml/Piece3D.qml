// One piece: a wooden block in its side's colour (朱 for the first player, 白木 for the second)
// standing toward the viewer, or lying face up in the top view. Only a piece with a label (the
// viewer's own, or any piece after the reveal) carries kanji; a hidden piece shows a blank
// face. Moves glide, removed pieces fade out.
import QtQuick
import QtQuick3D

Node {
    id: root
    required property int side
    required property bool own
    required property string label
    required property bool revealed
    required property int square
    required property bool alive
    property vector3d target
    property bool flat: false

    readonly property real w: 74
    readonly property real h: 76
    readonly property real d: 22

    position: target
    opacity: alive ? 1 : 0
    visible: opacity > 0.01

    Behavior on position {
        Vector3dAnimation { duration: 320; easing.type: Easing.InOutCubic }
    }
    Behavior on opacity {
        NumberAnimation { duration: 450 }
    }

    Node {
        id: body
        y: root.flat ? root.d / 2 + 1 : root.h / 2 + 1
        // Standing pieces lean back a little so that their faces read from the usual camera.
        eulerRotation.x: root.flat ? -90 : -14
        Behavior on y { NumberAnimation { duration: 300 } }
        Behavior on eulerRotation.x { NumberAnimation { duration: 300 } }

        Model {
            // Picking a piece picks its square.
            property int square: root.square
            objectName: "piece"
            source: "#Cube"
            pickable: root.alive
            scale: Qt.vector3d(root.w / 100, root.h / 100, root.d / 100)
            materials: PrincipledMaterial {
                baseColor: root.side === 0 ? Theme.vermilion : Theme.plainWood
                roughness: 0.45
                metalness: 0.0
            }
        }

        // The face plate is always drawn (blank in the body's colour while the type is hidden):
        // hiding and showing a model whose texture comes from a sourceItem crashes Qt 6.4's
        // renderer when it happens often (the hot-seat curtain does it every turn).
        Model {
            source: "#Rectangle"
            z: root.d / 2 + 0.6
            scale: Qt.vector3d((root.w - 10) / 100, (root.h - 8) / 100, 1)
            materials: PrincipledMaterial {
                lighting: PrincipledMaterial.NoLighting
                baseColorMap: Texture {
                    sourceItem: Rectangle {
                        width: 128
                        height: 136
                        color: root.label === "" ? (root.side === 0 ? Theme.vermilion : Theme.plainWood)
                                                 : root.revealed ? "#efe2c8" : "#fbf3e2"
                        radius: 6
                        Text {
                            anchors.centerIn: parent
                            // Vertical writing, one character per line.
                            text: root.label.split("").join("\n")
                            lineHeight: 0.86
                            horizontalAlignment: Text.AlignHCenter
                            font.family: Theme.kanjiFont
                            font.bold: true
                            font.pixelSize: root.label.length > 2 ? 43 : 60
                            color: root.side === 0 ? "#a3200e" : "#3b2a17"
                        }
                    }
                }
            }
        }
    }
}
