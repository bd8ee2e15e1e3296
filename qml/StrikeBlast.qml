// The cue for a missile strike or an 原爆 (F-STRIKE): the missile rises from its square and arcs
// to the target, then the area is hit: a flash over the target, a shock ring over the area and
// a column of fire on each of its squares - orange for a missile, a larger white-hot one for
// the 原爆. An air collision bursts blue high above the target instead. Timed by the step being
// shown (Motion); skipped with it.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    property Motion motion: null
    property var points: []
    property bool bomb: false
    property bool collision: false
    property vector3d launch
    property vector3d aim
    // 0 .. 1 over the flight, then 0 .. 1 over the blast.
    property real flight: 0
    property real t: 0
    visible: anim.running

    function play(from, target, area, isBomb, isCollision, flightMs, blastMs) {
        launch = from
        aim = target
        points = area.map(p => Qt.vector3d(p.x - target.x, 0, p.z - target.z))
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

    // The missile in flight: a bright head on an arc as high as the way is long.
    readonly property real arcHeight: 120 + 0.35 * Math.hypot(aim.x - launch.x, aim.z - launch.z)
    Model {
        visible: root.flight > 0 && root.flight < 1
        source: "#Sphere"
        position: Qt.vector3d(root.launch.x + (root.aim.x - root.launch.x) * root.flight,
                              60 + (root.collision ? 200 : 0) * root.flight
                                 + root.arcHeight * Math.sin(Math.PI * root.flight) * (root.collision ? 0.5 : 1),
                              root.launch.z + (root.aim.z - root.launch.z) * root.flight)
        scale: root.bomb ? Qt.vector3d(0.62, 0.62, 0.62) : Qt.vector3d(0.45, 0.45, 0.45)
        materials: PrincipledMaterial {
            baseColor: root.bomb ? "#fff4d6" : "#ffd08a"
            emissiveFactor: root.bomb ? Qt.vector3d(1, 0.95, 0.8) : Qt.vector3d(1, 0.6, 0.2)
            lighting: PrincipledMaterial.NoLighting
        }
    }

    Node {
        position: root.aim
        visible: root.flight >= 1
        // Fire on every square of the area.
        Repeater3D {
            model: root.collision ? [] : root.points
            delegate: Model {
                required property var modelData
                source: "#Cylinder"
                position: Qt.vector3d(modelData.x, 45 * root.t, modelData.z)
                scale: Qt.vector3d(0.8, 0.1 + (root.bomb ? 1.9 : 1.3) * Math.sin(Math.PI * root.t), 0.8)
                opacity: 0.75 * (1 - root.t)
                materials: PrincipledMaterial {
                    baseColor: root.bomb ? "#fff0c8" : "#ff6a1f"
                    lighting: PrincipledMaterial.NoLighting
                    alphaMode: PrincipledMaterial.Blend
                }
            }
        }
        // The shock ring over the area.
        Model {
            visible: !root.collision
            source: "#Cylinder"
            y: 4
            readonly property real size: (root.bomb ? 3.6 : 2.4) * Math.min(1, root.t * 1.6)
            scale: Qt.vector3d(size, 0.02, size)
            opacity: 0.6 * (1 - root.t)
            materials: PrincipledMaterial {
                baseColor: root.bomb ? "#ffffff" : "#ffb347"
                lighting: PrincipledMaterial.NoLighting
                alphaMode: PrincipledMaterial.Blend
            }
        }
        // The flash over the target (or the collision high above it).
        Model {
            source: "#Sphere"
            y: root.collision ? 260 : 80
            readonly property real size: (root.bomb ? 2.8 : 1.6) * Math.sin(Math.PI * Math.min(1, root.t * 1.4))
            scale: Qt.vector3d(size, size, size)
            opacity: 0.85 * (1 - root.t)
            materials: PrincipledMaterial {
                baseColor: root.collision ? "#8fd0ff" : root.bomb ? "#ffffff" : "#ffb347"
                lighting: PrincipledMaterial.NoLighting
                alphaMode: PrincipledMaterial.Blend
            }
        }
    }

    SequentialAnimation {
        id: anim
        NumberAnimation { id: flying; target: root; property: "flight"; from: 0; to: 1; easing.type: Easing.InOutSine }
        NumberAnimation { id: blasting; target: root; property: "t"; from: 0; to: 1; easing.type: Easing.OutQuad }
    }
}
