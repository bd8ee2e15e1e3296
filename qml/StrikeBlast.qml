// The cue for a missile strike or an 原爆 (F-STRIKE), timed by the step being shown (Motion) and
// skipped with it. The missile rises from its square and arcs to the target trailing smoke; then
// the area burns: on each of its squares a scorch, a column of fire and smoke rising from it,
// with a shock ring running out over the board. The 原爆 adds a white flash, a wide ring and a
// fireball that climbs on a stem into a mushroom cloud. An air collision is two missiles, each
// with its trail, meeting high above the target in a burst of fire, sparks and a ring.
//
// Play-testers found the first cue pale (issue 55): a flat disc or a column seen end-on from the
// top view says nothing. Every part here has a footprint across the board (scorch, ring, smoke,
// fireball, sparks) as well as height, so it reads from above as well as from the side. All of
// it is built from the built-in meshes and RingGeometry with unlit colours: no texture, which
// costs megabytes under the software renderer, and only a handful of draw calls at a time.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    objectName: "strikeBlast"
    property Motion motion: null
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

    Repeater3D {
        id: missiles
        model: root.collision ? 2 : 1
        delegate: Node {
            id: missile
            required property int index
            readonly property alias head: headModel
            readonly property alias trail: trailRepeater
            readonly property vector3d from: index === 0 ? root.launch : root.counterLaunch
            // The head, hot and bright.
            Model {
                id: headModel
                objectName: "missileHead"
                visible: root.flight > 0 && root.flight < 1
                source: "#Sphere"
                position: root.pathPoint(missile.from, root.flight)
                scale: root.bomb ? Qt.vector3d(0.42, 0.42, 0.42) : Qt.vector3d(0.32, 0.32, 0.32)
                materials: PrincipledMaterial {
                    baseColor: root.bomb ? "#fffbe8" : "#ffe2a0"
                    lighting: PrincipledMaterial.NoLighting
                }
            }
            Model {
                visible: root.flight > 0 && root.flight < 1
                source: "#Sphere"
                position: root.pathPoint(missile.from, root.flight - 0.03)
                scale: Qt.vector3d(0.5, 0.5, 0.5)
                opacity: 0.7
                materials: PrincipledMaterial {
                    baseColor: "#ff7a1a"
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
            // Its trail: puffs left behind along the arc, older ones larger and paler.
            Repeater3D {
                id: trailRepeater
                model: root.trailLength
                delegate: Model {
                    required property int index
                    objectName: "missileTrail"
                    readonly property real at: root.flight - (index + 1) * 0.06
                    visible: at > 0 && root.trailFade > 0
                    source: "#Sphere"
                    position: root.pathPoint(missile.from, at)
                    readonly property real size: 0.22 + index * 0.045 + (root.flight < 1 ? 0 : 0.3 * root.t)
                    scale: Qt.vector3d(size, size, size)
                    opacity: (0.75 - index * 0.07) * root.trailFade
                    materials: PrincipledMaterial {
                        baseColor: "#d8d2c8"
                        lighting: PrincipledMaterial.NoLighting
                        alphaMode: PrincipledMaterial.Blend
                    }
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
                readonly property real flicker: 1 + 0.14 * Math.sin(root.t * 38 + index * 2.1)
                readonly property real burn: Math.sin(Math.PI * Math.min(1, root.t * 1.25))
                // The square glows where it burns, then is left scorched: from above, where the
                // fire stands reads before its flames do.
                Model {
                    id: scorch
                    objectName: "strikeScorch"
                    source: "#Cylinder"
                    y: 1.5
                    readonly property real cool: Math.min(1, Math.max(0, root.t - 0.3) / 0.4)
                    scale: Qt.vector3d(0.92, 0.01, 0.92)
                    opacity: 0.85 * Math.min(1, root.t * 8) * (1 - Math.max(0, root.t - 0.8) / 0.2)
                    materials: PrincipledMaterial {
                        baseColor: Qt.rgba(1 - 0.83 * scorch.cool, 0.55 - 0.45 * scorch.cool,
                                           0.12 - 0.06 * scorch.cool, 1)
                        lighting: PrincipledMaterial.NoLighting
                        alphaMode: PrincipledMaterial.Blend
                    }
                }
                // Fire: a tall orange flame round a yellow core (a cone stands on its base).
                Model {
                    id: fireModel
                    objectName: "strikeFire"
                    source: "#Cone"
                    readonly property real tall: (root.bomb ? 1.7 : 1.35) * square.burn * square.flicker
                    scale: Qt.vector3d(0.8 * square.burn, Math.max(0.01, tall), 0.8 * square.burn)
                    opacity: 0.9
                    materials: PrincipledMaterial {
                        baseColor: "#ff5a12"
                        lighting: PrincipledMaterial.NoLighting
                        alphaMode: PrincipledMaterial.Blend
                    }
                }
                Model {
                    source: "#Cone"
                    readonly property real tall: (root.bomb ? 1.1 : 0.85) * square.burn / square.flicker
                    scale: Qt.vector3d(0.45 * square.burn, Math.max(0.01, tall), 0.45 * square.burn)
                    materials: PrincipledMaterial {
                        baseColor: "#ffd84a"
                        lighting: PrincipledMaterial.NoLighting
                    }
                }
                // Smoke, dark and rising, spreading over the square from above.
                Model {
                    id: smokeModel
                    objectName: "strikeSmoke"
                    source: "#Sphere"
                    readonly property real age: Math.max(0, root.t - 0.3) / 0.7
                    visible: age > 0
                    y: 110 + 190 * age
                    // Drifting off the square a little, each its own way.
                    x: 30 * Math.sin(square.index * 1.7) * age
                    z: 30 * Math.cos(square.index * 2.3) * age
                    readonly property real size: 0.35 + 0.6 * age
                    scale: Qt.vector3d(size, size * 0.8, size)
                    opacity: 0.7 * Math.sin(Math.PI * age)
                    materials: PrincipledMaterial {
                        baseColor: "#5b534d"
                        lighting: PrincipledMaterial.NoLighting
                        alphaMode: PrincipledMaterial.Blend
                    }
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
        Model {
            objectName: "strikeFlash"
            visible: !root.collision && root.t < 0.3
            source: "#Sphere"
            y: 60
            readonly property real size: (root.bomb ? 3.4 : 1.9) * Math.sin(Math.PI * Math.min(1, root.t / 0.3))
            scale: Qt.vector3d(size, size * 0.7, size)
            opacity: 0.9 * (1 - root.t / 0.3)
            materials: PrincipledMaterial {
                baseColor: root.bomb ? "#ffffff" : "#ffd27a"
                lighting: PrincipledMaterial.NoLighting
                alphaMode: PrincipledMaterial.Blend
            }
        }

        // The 原爆's mushroom: a fireball climbing on a stem, cooling from yellow through orange
        // to smoke, spreading into a cap.
        Node {
            id: mushroom
            visible: root.bomb && !root.collision
            readonly property real rise: 1 - Math.pow(1 - root.t, 2)
            // Low enough to stay in the oblique view over the far rows (a play-tester saw a
            // taller one cut flat by the view's top).
            readonly property real top: 60 + 170 * rise
            readonly property real fade: root.t < 0.75 ? 1 : (1 - root.t) / 0.25
            Model {
                objectName: "mushroomStem"
                source: "#Cylinder"
                // #Cylinder is 100 high about its middle: from the board up to the fireball.
                y: mushroom.top / 2
                readonly property real girth: 0.55 * (0.6 + 0.4 * root.t)
                scale: Qt.vector3d(girth, mushroom.top / 100, girth)
                opacity: 0.85 * mushroom.fade * Math.min(1, root.t * 5)
                materials: PrincipledMaterial {
                    baseColor: Qt.rgba(0.95 - 0.55 * root.t, 0.55 - 0.3 * root.t, 0.25 - 0.05 * root.t, 1)
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
            // The cap: fiery at first, cooling to smoke as it spreads.
            Model {
                id: capModel
                objectName: "mushroomCap"
                source: "#Sphere"
                y: mushroom.top
                readonly property real size: 1.0 + 1.6 * mushroom.rise
                readonly property real cool: Math.min(1, root.t / 0.7)
                scale: Qt.vector3d(size, size * (0.75 - 0.3 * root.t), size)
                opacity: 0.9 * mushroom.fade
                materials: PrincipledMaterial {
                    baseColor: Qt.rgba(0.95 - 0.5 * capModel.cool, 0.45 - 0.12 * capModel.cool,
                                       0.15 + 0.15 * capModel.cool, 1)
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
            // The fireball glowing out of the cap's top: seen from the side and from above.
            Model {
                id: fireballModel
                objectName: "fireball"
                source: "#Sphere"
                y: mushroom.top + capModel.size * 18
                readonly property real size: capModel.size * (0.72 - 0.3 * root.t)
                scale: Qt.vector3d(size, size * 0.6, size)
                opacity: Math.min(1, 1.4 * (1 - root.t))
                materials: PrincipledMaterial {
                    baseColor: Qt.rgba(1, 0.93 - 0.45 * root.t, 0.62 - 0.55 * root.t, 1)
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
        }

        // The air collision, high above the target: a fireball, a ring and sparks flying out
        // and falling.
        Node {
            id: burst
            visible: root.collision
            y: root.meetHeight + 50
            Model {
                id: burstModel
                objectName: "collisionBurst"
                source: "#Sphere"
                readonly property real size: 2.2 * Math.sin(Math.PI * Math.min(1, root.t * 1.6)) + 0.2
                scale: Qt.vector3d(size, size, size)
                opacity: 0.95 * (1 - root.t)
                materials: PrincipledMaterial {
                    baseColor: Qt.rgba(1, 0.85 - 0.35 * root.t, 0.45 - 0.3 * root.t, 1)
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
            Model {
                source: "#Sphere"
                readonly property real size: 0.9 * Math.sin(Math.PI * Math.min(1, root.t * 2.5))
                visible: root.t < 0.4
                scale: Qt.vector3d(size, size, size)
                materials: PrincipledMaterial {
                    baseColor: "#ffffff"
                    lighting: PrincipledMaterial.NoLighting
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
                    baseColor: "#bfe8ff"
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
            Repeater3D {
                id: sparkRepeater
                model: 12
                delegate: Model {
                    required property int index
                    objectName: "collisionSpark"
                    readonly property real angle: index * Math.PI / 6 + 0.3
                    readonly property real reach: 260 * (1 - Math.pow(1 - root.t, 2)) * (0.75 + 0.25 * (index % 3))
                    source: "#Sphere"
                    position: Qt.vector3d(reach * Math.cos(angle),
                                          (index % 2 ? 40 : -10) * root.t - 260 * root.t * root.t,
                                          reach * Math.sin(angle))
                    scale: Qt.vector3d(0.2, 0.2, 0.2)
                    opacity: 1 - root.t * root.t
                    materials: PrincipledMaterial {
                        baseColor: index % 2 ? "#ffcf4a" : "#ff7a1a"
                        lighting: PrincipledMaterial.NoLighting
                        alphaMode: PrincipledMaterial.Blend
                    }
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
