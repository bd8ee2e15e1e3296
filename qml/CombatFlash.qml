// The cue for a combat, when the two pieces meet: a short spark at the contact and a ring of
// dust that spreads over the square, gold when the viewer's piece won, red when it lost, white
// when both were removed. Timed by the step being shown (Motion); skipped with it.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    property Motion motion: null
    property color tint: "white"
    visible: anim.running

    // `at` the square, `outcome` (BoardPresenter.Outcome); the spark comes after `delay` ms
    // (when the pieces meet) and lasts about `duration`.
    function play(at, outcome, delay, duration) {
        position = at
        tint = outcome === BoardPresenter.Won ? "#ffd84a" : outcome === BoardPresenter.Lost ? "#ff3b2f" : "#ffffff"
        wait.duration = Math.max(0, delay - 60)
        spread.duration = Math.max(200, duration * 1.2)
        fade.duration = spread.duration
        spark.duration = Math.max(120, duration * 0.6)
        sparkFade.duration = spark.duration
        anim.restart()
    }
    Connections {
        target: root.motion
        function onSkipped() { anim.stop() }
    }

    Model {
        id: ring
        source: "#Cylinder"
        y: 3
        scale: Qt.vector3d(0.3, 0.02, 0.3)
        opacity: 0
        materials: PrincipledMaterial {
            baseColor: root.tint
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
    Model {
        id: burst
        source: "#Sphere"
        // Above the two pieces, not inside them.
        y: 110
        scale: Qt.vector3d(0.1, 0.1, 0.1)
        opacity: 0
        materials: PrincipledMaterial {
            baseColor: root.tint
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }

    SequentialAnimation {
        id: anim
        PauseAnimation { id: wait }
        ParallelAnimation {
            Vector3dAnimation { id: spread; target: ring; property: "scale"; from: Qt.vector3d(0.3, 0.02, 0.3); to: Qt.vector3d(1.3, 0.02, 1.3); easing.type: Easing.OutCubic }
            NumberAnimation { id: fade; target: ring; property: "opacity"; from: 0.7; to: 0 }
            Vector3dAnimation { id: spark; target: burst; property: "scale"; from: Qt.vector3d(0.1, 0.1, 0.1); to: Qt.vector3d(0.4, 0.4, 0.4); easing.type: Easing.OutQuad }
            NumberAnimation { id: sparkFade; target: burst; property: "opacity"; from: 0.9; to: 0 }
        }
    }
}
