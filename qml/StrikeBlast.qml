// The cue for a missile strike or an 原爆 (F-STRIKE), timed by the step being shown (Motion) and
// skipped with it. The missile rises from its square and arcs to the target trailing smoke; then
// the area burns: on each of its squares a scorch, a column of fire and smoke rising from it,
// with a shock ring running out over the board. The 原爆 adds a white flash, a wide ring and a
// fireball that climbs on a stem into a mushroom cloud. An air collision is two missiles, each
// with its trail, meeting high above the target in a burst of fire, sparks and a ring.
//
// Play-testers found the first cue pale (issue 55): a flat disc or a column seen end-on from the
// top view says nothing. Every part here has a footprint across the board (scorch, ring, smoke,
// fireball, sparks) as well as height, so it reads from above as well as from the side. Then
// they read its cones and spheres as placeholders: fire, smoke and clouds are now soft sprites
// (Puff: two small shared textures, turned to the camera), a few per square, unlit.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    objectName: "strikeBlast"
    property Motion motion: null
    // The camera's turn, which every sprite faces (BoardScene).
    property vector3d facing
    property var points: []
    property bool bomb: false
    property bool collision: false
    property vector3d launch
    property vector3d aim
    // 0 .. 1 over the flight, then 0 .. 1 over the blast.
    property real flight: 0
    property real t: 0
    // Playing (tests look at it); nothing of the cue is drawn otherwise.
    readonly property bool playing: anim.running
    visible: playing

    // The parts, for tests that check what is drawn.
    readonly property alias shockRing: shockRingModel
    readonly property alias fireball: fireballModel
    readonly property alias mushroomCap: capModel
    readonly property alias collisionBurst: burstModel
    readonly property alias collisionRing: burstRing
    function items(repeater, get) {
        const list = []
        for (let i = 0; i < repeater.count; ++i)
            list.push(get(repeater.objectAt(i)))
        return list
    }
    function missileHeads() { return items(missiles, m => m.head) }
    function trailPuffs() {
        return items(missiles, m => items(m.trail, p => p)).reduce((a, b) => a.concat(b), [])
    }
    function fires() { return items(squares, s => s.fire) }
    function smokes() { return items(squares, s => s.smoke) }
    function sparks() { return items(sparkRepeater, s => s) }

    // `interceptFrom`: in an air collision, where the missile that meets it stands (null: it
    // comes from the far side of the target).
    function play(from, target, area, isBomb, isCollision, flightMs, blastMs, interceptFrom) {
        launch = from
        aim = target
        counterLaunch = interceptFrom ? interceptFrom : Qt.vector3d(2 * target.x - from.x, 0, 2 * target.z - from.z)
        points = area.map(p => Qt.vector3d(p.x - target.x, 0, p.z - target.z))
        extent = points.reduce((m, p) => Math.max(m, Math.hypot(p.x, p.z)), 0)
        bomb = isBomb
        collision = isCollision
        flying.duration = Math.max(1, flightMs)
        blasting.duration = Math.max(1, blastMs)
        flight = 0
        t = 0
        anim.restart()
    }
    Connections {
        target: root.motion
        function onSkipped() { anim.stop() }
    }

    // The flight. A strike arcs as high as the way is long; in a collision the other side's
    // missile rises from its square in the area, and the two meet high above the target.
    // How far the struck area reaches from the target (its farthest square's centre): the
    // shock ring runs a square past it and no further (a play-tester saw the 原爆's rings
    // spill far past the board).
    property real extent: 100
    readonly property real ringReach: extent + 100
    readonly property real arcHeight: 120 + 0.35 * Math.hypot(aim.x - launch.x, aim.z - launch.z)
    readonly property real meetHeight: 240
    property vector3d counterLaunch
    function pathPoint(from, f) {
        const f1 = Math.max(0, Math.min(1, f))
        const rise = collision ? meetHeight * f1 + 0.4 * arcHeight * Math.sin(Math.PI * f1)
                               : arcHeight * Math.sin(Math.PI * f1)
        return Qt.vector3d(from.x + (aim.x - from.x) * f1, 50 + rise - (collision ? 0 : 50 * f1),
                           from.z + (aim.z - from.z) * f1)
    }
    // The smoke behind each missile lingers a while into the blast.
    readonly property real trailFade: flight < 1 ? 1 : Math.max(0, 1 - t * 1.8)
    readonly property int trailLength: 8

    // The two sprites every part is drawn with: a billowing cloud and a smooth glow.
    readonly property Texture cloud: Texture { textureData: PuffTexture { billows: true } }
    readonly property Texture glowing: Texture { textureData: PuffTexture { billows: false } }

    Repeater3D {
        id: missiles
        model: root.collision ? 2 : 1
        delegate: Node {
            id: missile
            required property int index
            readonly property alias head: headModel
            readonly property alias trail: trailRepeater
            readonly property vector3d from: index === 0 ? root.launch : root.counterLaunch
            readonly property bool flying: root.flight > 0 && root.flight < 1
            // The head, hot and bright, in its own glow.
            Model {
                id: headModel
                objectName: "missileHead"
                visible: missile.flying
                source: "#Sphere"
                position: root.pathPoint(missile.from, root.flight)
                scale: root.bomb ? Qt.vector3d(0.3, 0.3, 0.3) : Qt.vector3d(0.22, 0.22, 0.22)
                materials: PrincipledMaterial {
                    baseColor: root.bomb ? "#fffbe8" : "#ffe9b8"
                    lighting: PrincipledMaterial.NoLighting
                }
            }
            Puff {
                visible: missile.flying
                texture: root.glowing
                glow: true
                facing: root.facing
                color: root.bomb ? "#fff0c0" : "#ff9a3a"
                position: root.pathPoint(missile.from, root.flight - 0.01)
                size: root.bomb ? 1.3 : 1.0
            }
            // Its trail: puffs of smoke left behind along the arc, older ones larger and paler.
            Repeater3D {
                id: trailRepeater
                model: root.trailLength
                delegate: Puff {
                    required property int index
                    objectName: "missileTrail"
                    readonly property real at: root.flight - (index + 1) * 0.06
                    visible: at > 0 && root.trailFade > 0
                    texture: root.cloud
                    facing: root.facing
                    color: index < 1 ? "#ffc27a" : "#dcd6cc"
                    position: root.pathPoint(missile.from, at)
                    size: 0.34 + index * 0.07 + (root.flight < 1 ? 0 : 0.4 * root.t)
                    opacity: (0.85 - index * 0.07) * root.trailFade
                }
            }
        }
    }

    Node {
        id: impact
        position: root.aim
        visible: root.flight >= 1 && root.t < 1

        // On every square of the area: a scorch, fire, and smoke rising from it.
        Repeater3D {
            id: squares
            model: root.collision ? [] : root.points
            delegate: Node {
                id: square
                required property var modelData
                required property int index
                readonly property alias fire: fireModel
                readonly property alias smoke: smokeModel
                position: modelData
                // Each square flickers a little out of step with the others.
                readonly property real flicker: 1 + 0.16 * Math.sin(root.t * 38 + index * 2.1)
                readonly property real lick: Math.sin(root.t * 23 + index * 1.3)
                readonly property real burn: Math.sin(Math.PI * Math.min(1, root.t * 1.25))
                // The square glows where it burns, then is left scorched: from above, where the
                // fire stands reads before its flames do.
                Puff {
                    id: scorch
                    objectName: "strikeScorch"
                    texture: root.cloud
                    facing: Qt.vector3d(-90, square.index * 47, 0)
                    y: 1.5
                    size: 1.05
                    readonly property real cool: Math.min(1, Math.max(0, root.t - 0.3) / 0.4)
                    color: Qt.rgba(1 - 0.86 * cool, 0.55 - 0.46 * cool, 0.12 - 0.06 * cool, 1)
                    opacity: 0.9 * Math.min(1, root.t * 8) * (1 - Math.max(0, root.t - 0.8) / 0.2)
                }
                // Fire: a tall orange flame round a yellow core, and a tongue licking above.
                Puff {
                    id: fireModel
                    objectName: "strikeFire"
                    texture: root.cloud
                    facing: root.facing
                    color: "#ff6418"
                    size: Math.max(0.01, (root.bomb ? 1.25 : 1.1) * square.burn)
                    stretch: 1.6 * square.flicker
                    y: 42 * size * stretch
                    opacity: 0.95
                }
                Puff {
                    texture: root.glowing
                    glow: true
                    facing: root.facing
                    color: "#ffe890"
                    size: Math.max(0.01, 0.85 * square.burn)
                    stretch: 1.3 / square.flicker
                    y: 40 * size * stretch
                }
                Puff {
                    texture: root.cloud
                    facing: root.facing
                    color: "#ff8c22"
                    size: Math.max(0.01, 0.55 * square.burn)
                    x: 12 * square.lick
                    y: fireModel.y * 1.6 + 14 * square.lick
                    opacity: 0.85
                }
                // Smoke, dark and rising, spreading over the square from above: two puffs, one
                // after the other.
                Puff {
                    id: smokeModel
                    objectName: "strikeSmoke"
                    texture: root.cloud
                    facing: root.facing
                    color: "#5e554e"
                    readonly property real age: Math.max(0, root.t - 0.3) / 0.7
                    visible: age > 0
                    y: 120 + 190 * age
                    // Drifting off the square a little, each its own way.
                    x: 30 * Math.sin(square.index * 1.7) * age
                    z: 30 * Math.cos(square.index * 2.3) * age
                    size: 0.55 + 0.9 * age
                    opacity: 0.75 * Math.sin(Math.PI * age)
                }
                Puff {
                    texture: root.cloud
                    facing: root.facing
                    color: "#7a7069"
                    readonly property real age: Math.max(0, root.t - 0.5) / 0.5
                    visible: age > 0
                    y: 100 + 150 * age
                    x: -25 * Math.cos(square.index * 1.3) * age
                    z: 25 * Math.sin(square.index * 2.9) * age
                    size: 0.45 + 0.7 * age
                    opacity: 0.65 * Math.sin(Math.PI * age)
                }
            }
        }

        // The shock ring running out over the board: wide and white-hot for the 原爆.
        Model {
            id: shockRingModel
            objectName: "shockRing"
            visible: !root.collision
            geometry: RingGeometry { inner: 0.78 }
            y: 5
            readonly property real radius: root.ringReach * (1 - Math.pow(1 - Math.min(1, root.t * 1.3), 3))
            scale: Qt.vector3d(radius, 1, radius)
            opacity: 0.95 * (1 - root.t)
            materials: PrincipledMaterial {
                baseColor: root.bomb ? "#fff6dc" : "#ffb03a"
                lighting: PrincipledMaterial.NoLighting
                alphaMode: PrincipledMaterial.Blend
            }
        }
        // The flash at the moment of impact.
        Puff {
            objectName: "strikeFlash"
            visible: !root.collision && root.t < 0.3
            texture: root.glowing
            glow: true
            facing: root.facing
            y: 60
            color: root.bomb ? "#ffffff" : "#ffd27a"
            size: (root.bomb ? 5 : 3) * Math.sin(Math.PI * Math.min(1, root.t / 0.3))
            opacity: 1 - root.t / 0.3
        }

        // The 原爆's mushroom: a fireball climbing on a stem of smoke, cooling from yellow
        // through orange to smoke, its cap spreading into a ring of billows.
        Node {
            id: mushroom
            visible: root.bomb && !root.collision
            readonly property real rise: 1 - Math.pow(1 - root.t, 2)
            // Low enough to stay in the oblique view over the far rows (a play-tester saw a
            // taller one cut flat by the view's top).
            readonly property real top: 60 + 170 * rise
            readonly property real fade: root.t < 0.75 ? 1 : (1 - root.t) / 0.25
            readonly property color smoke: Qt.rgba(0.95 - 0.55 * root.t, 0.55 - 0.27 * root.t,
                                                   0.25 + 0.02 * root.t, 1)
            Repeater3D {
                model: 3
                delegate: Puff {
                    required property int index
                    objectName: "mushroomStem"
                    texture: root.cloud
                    facing: root.facing
                    color: mushroom.smoke
                    y: mushroom.top * (0.15 + 0.3 * index)
                    size: 0.7 * (0.6 + 0.4 * root.t) * (1 - 0.15 * index)
                    opacity: 0.9 * mushroom.fade * Math.min(1, root.t * 5)
                }
            }
            // The cap: fiery at first, cooling to smoke as it spreads.
            Puff {
                id: capModel
                objectName: "mushroomCap"
                texture: root.cloud
                facing: root.facing
                y: mushroom.top
                size: 1.0 + 1.6 * mushroom.rise
                stretch: 0.75 - 0.3 * root.t
                readonly property real cool: Math.min(1, root.t / 0.7)
                color: Qt.rgba(0.98 - 0.52 * cool, 0.5 - 0.16 * cool, 0.18 + 0.12 * cool, 1)
                opacity: 0.95 * mushroom.fade
            }
            Repeater3D {
                model: 6
                delegate: Puff {
                    required property int index
                    readonly property real angle: index * Math.PI / 3 + 0.4
                    texture: root.cloud
                    facing: root.facing
                    color: capModel.color
                    x: capModel.size * 34 * Math.cos(angle)
                    z: capModel.size * 34 * Math.sin(angle)
                    y: mushroom.top - 8 + 6 * (index % 2)
                    size: capModel.size * 0.62
                    stretch: 0.8
                    opacity: capModel.opacity * 0.9
                }
            }
            // The fireball glowing out of the cap's heart: seen from the side and from above.
            Puff {
                id: fireballModel
                objectName: "fireball"
                texture: root.glowing
                glow: true
                facing: root.facing
                y: mushroom.top + capModel.size * 12
                size: capModel.size * (1.1 - 0.45 * root.t)
                stretch: 0.75
                color: Qt.rgba(1, 0.93 - 0.45 * root.t, 0.62 - 0.55 * root.t, 1)
                opacity: Math.min(1, 1.4 * (1 - root.t))
            }
        }

        // The air collision, high above the target: a fireball, a ring and sparks flying out
        // and falling.
        Node {
            id: burst
            visible: root.collision
            y: root.meetHeight + 50
            Puff {
                id: burstModel
                objectName: "collisionBurst"
                texture: root.cloud
                facing: root.facing
                size: (root.bomb ? 3.6 : 3) * Math.sin(Math.PI * Math.min(1, root.t * 1.6)) + 0.2
                color: Qt.rgba(1, 0.5 - 0.25 * root.t, 0.12, 1)
                opacity: 0.95 * (1 - root.t * root.t)
            }
            Puff {
                visible: root.t < 0.4
                texture: root.glowing
                glow: true
                facing: root.facing
                size: (root.bomb ? 2.6 : 2) * Math.sin(Math.PI * Math.min(1, root.t * 2.5))
                color: "#ffffff"
            }
            // The smoke the two leave hanging in the air, drifting apart as it fades.
            Repeater3D {
                model: 5
                delegate: Puff {
                    required property int index
                    readonly property real angle: index * 2 * Math.PI / 5 + 0.5
                    readonly property real age: Math.max(0, root.t - 0.2) / 0.8
                    visible: age > 0
                    texture: root.cloud
                    facing: root.facing
                    color: "#4e4640"
                    x: (40 + 90 * age) * Math.cos(angle)
                    z: (40 + 90 * age) * Math.sin(angle)
                    y: 20 * age - 30 * (index % 2)
                    size: 0.9 + 1.1 * age
                    opacity: 0.85 * Math.sin(Math.PI * age)
                }
            }
            Model {
                id: burstRing
                objectName: "collisionRing"
                geometry: RingGeometry { inner: 0.72 }
                // Small: a wide ring seen from above read as a hit on the target square
                // (a play-test).
                readonly property real radius: 160 * (1 - Math.pow(1 - Math.min(1, root.t * 1.6), 3))
                scale: Qt.vector3d(radius, 1, radius)
                opacity: 0.95 * (1 - root.t)
                materials: PrincipledMaterial {
                    baseColor: "#ffd9a0"
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
            Repeater3D {
                id: sparkRepeater
                model: 12
                delegate: Puff {
                    required property int index
                    objectName: "collisionSpark"
                    readonly property real angle: index * Math.PI / 6 + 0.3
                    readonly property real reach: 260 * (1 - Math.pow(1 - root.t, 2)) * (0.75 + 0.25 * (index % 3))
                    texture: root.glowing
                    glow: true
                    facing: root.facing
                    position: Qt.vector3d(reach * Math.cos(angle),
                                          (index % 2 ? 40 : -10) * root.t - 260 * root.t * root.t,
                                          reach * Math.sin(angle))
                    size: 0.42
                    color: index % 2 ? "#ffcf4a" : "#ff7a1a"
                    opacity: 1 - root.t * root.t
                }
            }
        }
    }

    SequentialAnimation {
        id: anim
        NumberAnimation { id: flying; target: root; property: "flight"; from: 0; to: 1; easing.type: Easing.InOutSine }
        NumberAnimation { id: blasting; target: root; property: "t"; from: 0; to: 1; easing.type: Easing.Linear }
    }
}
