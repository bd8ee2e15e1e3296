// How one piece looks, standing at the origin with its face toward +z: a wooden block in its
// side's colour (朱 for the first player, 白木 for the second) with the face plate, the 元帥's
// gold base and the glow of a piece a combat showed. Piece3D places it on the board and moves
// it; this file draws it. Only a piece with a label (the viewer's own, the face-up 元帥, one an
// open judgement shows or the memory aid keeps, or any piece after the reveal) carries kanji; a
// hidden piece shows a blank face. A hidden piece the player has noted (メモ) shows the guess
// on a blue dashed tag with a question mark (PieceFace).
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    required property int side
    required property string label
    required property bool revealed
    required property bool marshal
    required property bool flash
    required property bool remembered
    required property string guess
    required property string caption
    // Picking the block picks this square (-1: not pickable).
    required property int square
    required property bool pickable

    // The block's size in scene units (a square is 100 wide).
    readonly property real w: 74
    readonly property real h: 76
    readonly property real d: 22
    // The face plate, for tests that look at what is drawn on it.
    readonly property alias face: faceModel
    readonly property alias faceData: faceData

    Model {
        // Picking a piece picks its square.
        property int square: root.square
        objectName: "piece"
        source: "#Cube"
        pickable: root.pickable
        scale: Qt.vector3d(root.w / 100, root.h / 100, root.d / 100)
        materials: PrincipledMaterial {
            baseColor: root.side === 0 ? Theme.vermilion : Theme.plainWood
            roughness: 0.45
            metalness: 0.0
        }
    }

    // The face plate: kanji on a light plate, or blank in the body's colour while the type is
    // hidden (PieceFace says why it is texture data, not a sourceItem).
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
