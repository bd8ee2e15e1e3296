// The cue for a missile strike or an 原爆 (F-STRIKE): a column of fire on every square of the
// area and a burst over the target - orange for a missile, a larger white-hot one for the 原爆;
// an air collision shows a blue flash high above the target instead.
import QtQuick
import QtQuick3D

Node {
    id: root
    property var points: []
    property bool bomb: false
    property bool collision: false
    visible: anim.running

    function play(target, area, isBomb, isCollision) {
        position = target
        points = area.map(p => Qt.vector3d(p.x - target.x, p.y - target.y, p.z - target.z))
        bomb = isBomb
        collision = isCollision
        anim.restart()
    }

    property real t: 0 // 0 .. 1 over the animation

    Repeater3D {
        model: root.collision ? [] : root.points
        delegate: Model {
            required property var modelData
            source: "#Cylinder"
            position: Qt.vector3d(modelData.x, 40 * root.t, modelData.z)
            scale: Qt.vector3d(0.8, 0.1 + 1.4 * Math.sin(Math.PI * root.t), 0.8)
            opacity: 0.75 * (1 - root.t)
            materials: PrincipledMaterial {
                baseColor: root.bomb ? "#fff0c8" : "#ff6a1f"
                lighting: PrincipledMaterial.NoLighting
                alphaMode: PrincipledMaterial.Blend
            }
        }
    }
    Model {
        source: "#Sphere"
        y: root.collision ? 260 : 80
        readonly property real size: (root.bomb ? 2.6 : 1.6) * Math.sin(Math.PI * Math.min(1, root.t * 1.4))
        scale: Qt.vector3d(size, size, size)
        opacity: 0.85 * (1 - root.t)
        materials: PrincipledMaterial {
            baseColor: root.collision ? "#8fd0ff" : root.bomb ? "#ffffff" : "#ffb347"
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }

    NumberAnimation {
        id: anim
        target: root
        property: "t"
        from: 0
        to: 1
        duration: root.bomb ? 1900 : 1500
        easing.type: Easing.OutQuad
    }
}
