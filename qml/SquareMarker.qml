// A square's highlights: a frame (yellow = chosen, red = can attack) made of four bars, an
// orange tint on the last move's two squares (a frame there read as a choice), a green dot on
// a reachable empty square, a vermilion frame with gold corners on each piece a chosen missile
// can strike, a red tile and ring on every square the strike under the pointer would hit, and
// the keyboard cursor as a blue ring just outside the square.
// Nothing is drawn otherwise. The chosen square's frame stands taller, so that it shows around the
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
    // The board's motion: a move's frames come in as its piece travels (a play-tester saw the
    // CPU's frames before its piece had started to move).
    property Motion motion: null
    // Many squares can be attacked (a jet's reach): their frames say it without pointers.
    property bool crowded: false
    readonly property real w: span * cell - 8
    readonly property real d: cell - 8

    component Ring: Node {
        id: ring
        property real w
        property real d
        property real bar
        property real height
        property color color
        // The bars are made only while the ring shows: four rings of four bars on every
        // square, each with its material, were about 1,300 models on the 9 × 9 board, most
        // never shown (issue 55: the federation game's memory).
        Repeater3D {
            model: ring.visible ? 4 : 0
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

    onFrameChanged: {
        const s = motion ? motion.step : null
        frameIn.stop()
        if (frame === SquareModel.LastMove && s && s.active && s.slide > 0) {
            frameIn.duration = s.slide
            frameIn.start()
        } else {
            root.tint = 1
        }
    }
    NumberAnimation { id: frameIn; target: root; property: "tint"; from: 0; to: 1; easing.type: Easing.InQuad }
    Connections {
        target: root.motion
        function onSkipped() {
            frameIn.stop()
            root.tint = 1
        }
    }

    // The last move's squares, tinted on the board's face: a play-tester read an orange frame
    // (with a green dot inside it) as a choice. Made only while shown, as the rings are.
    property real tint: 1
    Repeater3D {
        model: root.frame === SquareModel.LastMove ? 1 : 0
        delegate: Model {
            objectName: "lastMoveTint"
            source: "#Rectangle"
            y: 0.7
            eulerRotation.x: -90
            scale: Qt.vector3d(root.w / 100, root.d / 100, 1)
            opacity: 0.42 * root.tint
            castsShadows: false
            receivesShadows: false
            pickable: false
            materials: PrincipledMaterial {
                baseColor: Theme.lastMove
                lighting: PrincipledMaterial.NoLighting
                alphaMode: PrincipledMaterial.Blend
            }
        }
    }

    Ring {
        id: frameRing
        objectName: "frameRing"
        visible: root.frame === SquareModel.Selected || root.frame === SquareModel.Attack
        w: root.w
        d: root.d
        bar: root.frame === SquareModel.Selected ? 9 : 7
        height: root.frame === SquareModel.Selected ? 12 : 4
        color: root.frame === SquareModel.Selected ? Theme.selected : Theme.attack
    }

    Ring {
        visible: root.cursor
        w: root.w + 14
        d: root.d + 14
        bar: 6
        height: 16
        color: Theme.keyboardFocus
    }

    // A strike target: a vermilion lacquer frame with gold fittings over its corners, as the
    // board's own lacquer and gold (issue 55: the thin light-red frame was too faint to find
    // in either view). The frame stands a little, so its front bar shows before the piece in
    // the oblique view, and lies outside a piece lying in the top view; the fittings stand a
    // little higher at the corners, beside the piece. Its vermilion is not the attack's red:
    // the target under the pointer gets that, and a board of red frames read as one mass
    // (issue 34).
    Ring {
        objectName: "strikeTargetRing"
        visible: root.frame === SquareModel.Target
        w: root.w - 2
        d: root.d - 2
        bar: 7
        height: 7
        color: Theme.strikeTarget
    }
    // The fittings: an L of two gold bars at each corner (made only for a target).
    Repeater3D {
        model: root.frame === SquareModel.Target ? 8 : 0
        delegate: Model {
            required property int index
            readonly property int corner: index >> 1
            readonly property bool along: index % 2 === 0 // along x, else along z
            readonly property real arm: 24
            readonly property real bar: 7
            objectName: "strikeTargetFitting"
            source: "#Cube"
            x: (corner % 2 ? 1 : -1) * ((root.w - 2) / 2 - (along ? arm : bar) / 2)
            z: (corner < 2 ? 1 : -1) * ((root.d - 2) / 2 - (along ? bar : arm) / 2)
            y: 4.5
            scale: along ? Qt.vector3d(arm / 100, 0.09, bar / 100)
                         : Qt.vector3d(bar / 100, 0.09, arm / 100)
            materials: PrincipledMaterial {
                baseColor: Theme.strikeTargetGold
                lighting: PrincipledMaterial.NoLighting
            }
        }
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
    // its feet hides behind the pieces in front. Not when there are many (a jet reaches most of
    // the opponent's pieces: a play-tester saw 27 pointers over the board).
    Model {
        objectName: "attackPointer"
        visible: root.frame === SquareModel.Attack && !root.crowded
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
