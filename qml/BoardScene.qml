// The 3D scene of a BoardView: camera in a pivot node, lights, the board, the highlights and
// the pieces, and the combat and strike effects. Loaded only when Qt Quick 3D can draw (the
// BoardView falls back to the button board otherwise); all layout maths are the view's.
import QtQuick
import QtQuick3D
import Gunjin.Ui

View3D {
    id: scene
    objectName: "view3d"
    // The BoardView this scene draws: its camera, its layout maths, its game.
    required property Item view
    // The highlight of each square and the pieces, for the BoardView's functions.
    readonly property alias markers: markerRepeater
    function pieceAt(id) {
        return pieceRepeater.objectAt(id)
    }
    // Whether one of the viewer's standing pieces is on a square.
    function ownPieceOn(square) {
        for (let i = 0; i < pieceRepeater.count; ++i) {
            const p = pieceRepeater.objectAt(i)
            if (p && p.alive && p.own && p.square === square)
                return true
        }
        return false
    }
    // Whether a standing piece other than self is on the square at a point of the board, or the
    // point is off the board.
    function standingAt(point, self) {
        // Off the board's face counts as taken: a loser fell off its edge (a play-test).
        const v = scene.view
        if (Math.abs(point.x) > v.board.columns * v.cell / 2
                || Math.abs(point.z) > (v.board.rows * v.cell + v.gap) / 2)
            return true
        for (let i = 0; i < pieceRepeater.count; ++i) {
            const p = pieceRepeater.objectAt(i)
            if (i !== self && p && p.alive && Math.hypot(p.settled.x - point.x, p.settled.z - point.z) < 45)
                return true
        }
        return false
    }
    camera: camera

    // The drawing quality (RenderQuality: "auto" is chosen from the renderer): low - a baked
    // contact shadow under each piece (Piece3D) and the board's painted shading; medium - the
    // key light's soft shadow map too; high - a finer shadow map, ambient occlusion and
    // stronger antialiasing. Progressive antialiasing only adds frames once the view is still.
    readonly property RenderQuality quality: RenderQuality {
        preference: scene.view.graphicsQuality
        renderer: scene.view.graphicsRenderer
    }
    readonly property string level: quality.effective
    readonly property bool shadowMaps: level !== "low"

    environment: SceneEnvironment {
        clearColor: Theme.background
        backgroundMode: SceneEnvironment.Color
        antialiasingMode: SceneEnvironment.ProgressiveAA
        antialiasingQuality: scene.level === "high" ? SceneEnvironment.High : SceneEnvironment.Medium
        aoStrength: scene.level === "high" ? 45 : 0
        aoDistance: 14
        aoSoftness: 45
        aoSampleRate: 3
        aoDither: true
    }

    Node {
        id: pivot
        z: 30
        eulerRotation: Qt.vector3d(scene.view.pitch, scene.view.yaw, 0)
        PerspectiveCamera {
            id: camera
            z: scene.view.distance
            fieldOfView: 38
            clipNear: 20
            clipFar: 6000
        }
    }

    // The key light, warm, from the front left and high: it lights the faces that stand toward
    // the player and casts the pieces' shadows away from them; a cool fill from behind.
    DirectionalLight {
        objectName: "keyLight"
        eulerRotation: Qt.vector3d(-52, -32, 0)
        color: "#fffaf2"
        brightness: 1.05
        ambientColor: Qt.rgba(0.40, 0.38, 0.36, 1)
        castsShadow: scene.shadowMaps
        shadowMapQuality: scene.level === "high" ? Light.ShadowMapQualityHigh
                                                 : Light.ShadowMapQualityMedium
        shadowFactor: 42
        shadowFilter: scene.level === "high" ? 22 : 12
        shadowBias: 6
        shadowMapFar: 3600
    }
    DirectionalLight {
        eulerRotation: Qt.vector3d(-28, 150, 0)
        color: "#e2ecff"
        brightness: 0.32
    }

    // The table the board stands on, in a pool of lamp light that fades into the background,
    // and the board's soft shadow on it (a play-tester saw the board float in a dark void).
    Node {
        objectName: "tableTop"
        y: -48.5
        Model {
            source: "#Rectangle"
            eulerRotation.x: -90
            scale: Qt.vector3d(30, 30, 1)
            materials: PrincipledMaterial {
                lighting: PrincipledMaterial.NoLighting
                baseColorMap: Texture {
                    generateMipmaps: true
                    mipFilter: Texture.Linear
                    textureData: TableTopTexture { edgeColor: Theme.background }
                }
            }
        }
        Model {
            objectName: "boardShadow"
            source: "#Rectangle"
            y: 0.5
            eulerRotation.x: -90
            // Cast away from the key light (front left, high): a little to the right and back.
            x: 34
            z: -26
            readonly property real inset: 46 + 24
            scale: Qt.vector3d((scene.view.board.columns * scene.view.cell + 2 * inset) / 100 * 1.16,
                               (scene.view.board.rows * scene.view.cell + scene.view.gap + 2 * inset) / 100 * 1.12, 1)
            materials: PrincipledMaterial {
                lighting: PrincipledMaterial.NoLighting
                baseColor: Qt.rgba(0, 0, 0, 0.95)
                baseColorMap: sharedShadow
                alphaMode: PrincipledMaterial.Blend
            }
        }
    }

    Board3D {
        flip: scene.view.flip
        cell: scene.view.cell
        river: scene.view.river
        board: scene.view.board
        squares: scene.view.game.squares
    }

    Repeater3D {
        id: markerRepeater
        model: scene.view.game.squares
        delegate: SquareMarker {
            required property real column
            required property int row
            required property int square
            position: scene.view.scenePosition(column, row)
            cell: scene.view.cell
            motion: scene.view.game.motion
            crowded: scene.view.game.squares.attackCount > 6
            cursor: scene.view.cursorShown && square === scene.view.cursorSquare
        }
    }

    LastMoveWay {
        view: scene.view
        markers: markerRepeater
    }

    Repeater3D {
        id: pieceRepeater
        model: scene.view.game.pieces
        delegate: Piece3D {
            required property real column
            required property int row
            required property string englishName
            required property string guessEnglish
            caption: !scene.view.captions ? "" : label !== "" ? englishName : guessEnglish
            motion: scene.view.game.motion
            placeOf: s => scene.view.scenePosition(scene.view.board.columnOf(s), scene.view.board.rowOf(s))
            standingAt: (point, self) => scene.standingAt(point, self)
            woodGrain: sharedWood
            contactShadow: sharedShadow
            target: scene.view.scenePosition(column, row)
            flat: scene.view.topView
            lifted: square >= 0 && square === scene.view.game.selectedSquare
            hovered: own && square >= 0 && square === scene.view.pickableUnderPointer
        }
    }

    // One texture of each for all the pieces: a texture per piece cost about 12 MB under the
    // software renderer.
    Texture {
        id: sharedWood
        textureData: WoodTexture {
            baseColor: Theme.plainWood
            grainColor: Theme.plainWoodGrain
            rings: 4
            seed: 3
        }
    }
    Texture {
        id: sharedShadow
        textureData: ShadowBlot {}
    }

    CombatFlash {
        id: flash
        motion: scene.view.game.motion
    }

    StrikeBlast {
        id: blast
        motion: scene.view.game.motion
        facing: Qt.vector3d(scene.view.pitch, scene.view.yaw, 0)
    }

    Connections {
        target: scene.view.game
        // The cues follow the step being shown (Motion): the flash when the two pieces meet,
        // the blast when the missile lands; with reduced motion (no phases) there is none.
        function onCombat(square, outcome) {
            const step = scene.view.game.motion.step
            if (!step.active || step.topple <= 0)
                return
            const b = scene.view.board
            flash.play(scene.view.scenePosition(b.columnOf(square), b.rowOf(square)), outcome,
                       step.toppleAt, step.topple)
        }
        function onStrike(from, target, area, bomb, ownStrike, collision) {
            const step = scene.view.game.motion.step
            if (!step.active || step.blast <= 0)
                return
            const b = scene.view.board
            const at = s => scene.view.scenePosition(b.columnOf(s), b.rowOf(s))
            blast.play(at(from), at(target), area.map(at), bomb, collision, step.flight, step.blast,
                       step.intercept >= 0 ? at(step.intercept) : null)
        }
    }
}
