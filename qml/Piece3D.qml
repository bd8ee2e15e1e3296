// One piece on the board: where it stands and how it moves there. It stands toward the viewer,
// or lies face up in the top view; PieceBody draws it. The 元帥 stands on a gold plate; a piece
// shown by a combat glows for a moment. Moves glide, removed pieces fade out.
import QtQuick
import QtQuick3D
import Gunjin.Ui

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

    readonly property real w: look.w
    readonly property real h: look.h
    readonly property real d: look.d
    // The face plate, for tests that look at what is drawn on it.
    readonly property alias face: look.face
    readonly property alias faceData: look.faceData

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

        PieceBody {
            id: look
            side: root.side
            label: root.label
            revealed: root.revealed
            marshal: root.marshal
            flash: root.flash
            remembered: root.remembered
            guess: root.guess
            caption: root.caption
            square: root.square
            pickable: root.alive
        }
    }

    // A soft contact shadow where the piece meets the board (baked: the only shadow at the low
    // quality level, under the shadow map's at the others), the 元帥's gold base, and a glow
    // while an open judgement shows the piece.
    Model {
        visible: root.alive
        source: "#Rectangle"
        y: 0.9
        eulerRotation.x: -90
        scale: root.flat ? Qt.vector3d(root.w * 1.35 / 100, root.h * 1.3 / 100, 1)
                         : Qt.vector3d(root.w * 1.4 / 100, root.d * 3.2 / 100, 1)
        opacity: root.lifted ? 0.35 : 0.62
        castsShadows: false
        receivesShadows: false
        pickable: false
        materials: PrincipledMaterial {
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
            baseColorMap: Texture {
                textureData: ShadowBlot {}
            }
        }
    }
    Model {
        visible: root.marshal && root.alive
        source: "#Cylinder"
        y: 2
        scale: Qt.vector3d(0.66, 0.04, 0.66)
        materials: PrincipledMaterial {
            baseColor: "#d4a437"
            metalness: 0.8
            roughness: 0.28
        }
    }
    Model {
        visible: root.flash && root.alive
        source: "#Sphere"
        y: root.h / 2
        scale: Qt.vector3d(1.05, 1.05, 0.5)
        opacity: 0.25
        castsShadows: false
        materials: PrincipledMaterial {
            baseColor: "#fff1a0"
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
}
