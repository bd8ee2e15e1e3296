// How one piece looks, standing at the origin with its face toward +z: a shogi-like wooden
// wedge made from code (PieceGeometry: a pentagon with a pointed top, thicker at the foot, its
// edges rounded off), in its side's finish - 朱 lacquer for the first player (glossy), 白木
// plain wood with its grain for the second (matte) - and its face (PieceFace) inked with the
// name on a plate inset in the body's colour. Piece3D places it on the board and moves it; this
// file draws it. Only a piece with a label (the viewer's own, the face-up 元帥, one an open
// judgement shows or the memory aid keeps, or any piece after the reveal) carries kanji; a
// hidden piece shows a blank face, and every hidden piece of a side looks the same. A hidden
// piece the player has noted (メモ) shows the guess on a blue dashed tag with a question mark
// (PieceFace).
//
// The 元帥 (public in the federation game) is larger, with a gold rim and plate; the
// federation's own types carry a small star above their name, drawn only on a known type.
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
    // The 白木 pieces' grain: one texture for all of them (BoardScene), not one each.
    property Texture woodGrain: null

    // The piece's size in scene units (a square is 100 wide): width, height, thickness at the
    // foot. The 元帥 is a size larger.
    readonly property real w: marshal ? 86 : 78
    readonly property real h: marshal ? 88 : 80
    readonly property real d: marshal ? 26 : 24
    // The face, for tests that look at what is drawn on it: `face` is its Model, `faceData`
    // its texture; facePoint(u, v) is where a point of the texture (0..1, v down) lies in the
    // face's space, faceOutline the visible face in texture coordinates.
    readonly property alias face: faceModel
    readonly property alias faceData: faceData
    readonly property var faceOutline: faceShape.faceOutline
    function facePoint(u, v) {
        return faceShape.facePoint(u, v)
    }

    // The federation's own types: a star above the name (from the label, so only a known type).
    readonly property bool federationType: ["元帥", "砲兵", "ジェット機", "ミサイル", "原爆"]
                                           .indexOf(label) >= 0
    readonly property bool lacquer: side === 0

    Model {
        // Picking a piece picks its square.
        property int square: root.square
        objectName: "piece"
        pickable: root.pickable
        geometry: PieceGeometry {
            part: PieceGeometry.Body
            width: root.w
            height: root.h
            depth: root.d
            tipDepth: root.d * 0.58
        }
        materials: root.lacquer ? lacquerMaterial : woodMaterial
    }

    PrincipledMaterial {
        id: lacquerMaterial
        baseColor: Theme.vermilion
        roughness: 0.24
        specularAmount: 0.7
        metalness: 0.0
    }
    PrincipledMaterial {
        id: woodMaterial
        baseColor: root.woodGrain ? "white" : Theme.plainWood
        baseColorMap: root.woodGrain
        roughness: 0.68
        specularAmount: 0.35
        metalness: 0.0
    }

    // The face: kanji on a plate, or blank in the body's colour while the type is hidden
    // (PieceFace says why it is texture data, not a sourceItem).
    Model {
        id: faceModel
        // The face is part of the piece for picking too (the body is open behind it).
        property int square: root.square
        objectName: "piece"
        pickable: root.pickable
        geometry: PieceGeometry {
            id: faceShape
            part: PieceGeometry.Face
            width: root.w
            height: root.h
            depth: root.d
            tipDepth: root.d * 0.58
        }
        // Shadows never fall on the name.
        receivesShadows: false
        materials: PrincipledMaterial {
            roughness: root.lacquer ? 0.38 : 0.66
            specularAmount: root.lacquer ? 0.55 : 0.3
            baseColorMap: Texture {
                textureData: PieceFace {
                    id: faceData
                    label: root.label
                    guess: root.guess
                    guessInk: Theme.guessInk
                    guessPaper: Theme.guessPaper
                    caption: root.caption
                    outline: faceShape.faceOutline
                    rim: 4
                    blankColor: root.marshal ? Theme.marshalRim
                                : root.lacquer ? Theme.vermilion : Theme.plainWoodFace
                    grainColor: root.lacquer ? "transparent" : Theme.plainWoodGrain
                    emblemColor: root.federationType ? Theme.federationStar : "transparent"
                    plateColor: root.marshal ? Theme.marshalPlate
                                : root.flash ? "#fff3a0"
                                : root.remembered ? "#d9ccb4"
                                : root.revealed ? "#efe2c8" : "#fbf3e2"
                    inkColor: root.side === 0 ? "#8e1b0b" : "#2a1d10"
                    fontFamily: Theme.kanjiFont
                }
            }
        }
    }
}
