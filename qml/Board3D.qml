// The wooden board: a thick base and a top face textured with BoardFace (grid, river, bridges,
// the HQs, coordinates), sized from the rule set's board. The face is the pick target for
// empty squares.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    property bool flip: false
    property real cell: 100
    property real river: 70
    required property BoardGeometry board
    property var squares
    readonly property real margin: 46
    readonly property real gap: board.riverAfterRow > 0 ? river : 0
    readonly property real faceWidth: board.columns * cell + 2 * margin
    readonly property real faceDepth: board.rows * cell + gap + 2 * margin

    Model {
        source: "#Cube"
        y: -24
        scale: Qt.vector3d((root.faceWidth + 24) / 100, 0.48, (root.faceDepth + 24) / 100)
        materials: PrincipledMaterial {
            baseColor: Theme.boardEdge
            baseColorMap: Texture {
                textureData: WoodTexture {
                    baseColor: "#ffffff"
                    grainColor: "#b9a488"
                    rings: 6
                    seed: 5
                    pixels: Qt.size(64, 128)
                }
            }
            roughness: 0.5
        }
    }

    Node {
        eulerRotation.y: root.flip ? 180 : 0
        Model {
            objectName: "boardFace"
            source: "#Rectangle"
            y: 0.5
            eulerRotation.x: -90
            scale: Qt.vector3d(root.faceWidth / 100, root.faceDepth / 100, 1)
            pickable: true
            materials: PrincipledMaterial {
                roughness: 0.7
                baseColorMap: Texture {
                    sourceItem: BoardFace {
                        cell: root.cell
                        river: root.river
                        margin: root.margin
                        board: root.board
                        squares: root.squares
                        upsideDown: root.flip
                    }
                }
            }
        }
    }
}
