// One piece: a wooden block in its side's colour (朱 for the first player, 白木 for the second)
// standing toward the viewer, or lying face up in the top view. Only a piece with a label (the
// viewer's own, the face-up 元帥, one an open judgement shows or the memory aid keeps, or any
// piece after the reveal) carries kanji; a hidden piece shows a blank face. The 元帥 stands on
// a gold plate; a piece shown by a combat glows for a moment, one kept by the memory aid has
// a dimmer plate. A hidden piece the player has noted (a guess note, メモ) shows the guess on
// a blue dashed tag with a question mark (PieceFace). Moves glide, removed pieces fade out.
import QtQuick
import QtQuick3D

Node {
    id: root
    required property int side
    required property bool own
    required property string label
    required property bool revealed
    required property bool marshal
    required property bool flash
    required property bool remembered
    // The player's guess note on this hidden piece (kanji), "" for none.
    required property string guess
    // A small line under the kanji (English names), "" for none.
    property string caption: ""
    required property int square
    required property bool alive
    property vector3d target
    property bool flat: false
    // The chosen piece is lifted a little, clear of its frame.
    property bool lifted: false

    readonly property real w: 74
    readonly property real h: 76
    readonly property real d: 22
    // The face plate, for tests that look at what is drawn on it.
    readonly property alias face: faceModel
    readonly property alias faceData: faceData

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
        y: (root.flat ? root.d / 2 + 1 : root.h / 2 + 1) + (root.lifted ? 16 : 0)
        // Standing pieces lean back a little so that their faces read from the usual camera.
        eulerRotation.x: root.flat ? -90 : -14
        Behavior on y { NumberAnimation { duration: 160 } }
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

        // The face plate: kanji on a light plate, or blank in the body's colour while the
        // type is hidden (PieceFace says why it is texture data, not a sourceItem).
        Model {
            id: faceModel
            source: "#Rectangle"
            z: root.d / 2 + 0.6
            scale: Qt.vector3d((root.w - 10) / 100, (root.h - 8) / 100, 1)
            materials: PrincipledMaterial {
                lighting: PrincipledMaterial.NoLighting
                baseColorMap: Texture {
                    textureData: PieceFace {
                        id: faceData
                        label: root.label
                        guess: root.guess
                        guessInk: Theme.guessInk
                        guessPaper: Theme.guessPaper
                        caption: root.caption
                        blankColor: root.side === 0 ? Theme.vermilion : Theme.plainWood
                        plateColor: root.marshal ? Theme.marshalPlate
                                    : root.flash ? "#fff3a0"
                                    : root.remembered ? "#d9ccb4"
                                    : root.revealed ? "#efe2c8" : "#fbf3e2"
                        inkColor: root.side === 0 ? "#a3200e" : "#3b2a17"
                        fontFamily: Theme.kanjiFont
                    }
                }
            }
        }
    }

    // The 元帥's gold base, and a glow while an open judgement shows the piece.
    Model {
        visible: root.marshal && root.alive
        source: "#Cylinder"
        y: 2
        scale: Qt.vector3d(0.62, 0.04, 0.62)
        materials: PrincipledMaterial {
            baseColor: "#d4a437"
            metalness: 0.7
            roughness: 0.3
        }
    }
    Model {
        visible: root.flash && root.alive
        source: "#Sphere"
        y: root.h / 2
        scale: Qt.vector3d(1.05, 1.05, 0.5)
        opacity: 0.25
        materials: PrincipledMaterial {
            baseColor: "#fff1a0"
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
}
