// The cue for a combat: a ring that spreads from the square and a burst of light, gold when
// the viewer's piece won, red when it lost, white when both were removed.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    property color tint: "white"
    visible: anim.running

    function play(at, outcome) {
        position = at
        tint = outcome === BoardPresenter.Won ? "#ffd84a" : outcome === BoardPresenter.Lost ? "#ff3b2f" : "#ffffff"
        anim.restart()
    }

    Model {
        id: ring
        source: "#Cylinder"
        y: 4
        scale: Qt.vector3d(0.3, 0.02, 0.3)
        opacity: 0.9
        materials: PrincipledMaterial {
            baseColor: root.tint
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
    Model {
        id: burst
        source: "#Sphere"
        y: 50
        scale: Qt.vector3d(0.2, 0.2, 0.2)
        opacity: 0.8
        materials: PrincipledMaterial {
            baseColor: root.tint
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }

    ParallelAnimation {
        id: anim
        Vector3dAnimation { target: ring; property: "scale"; from: Qt.vector3d(0.3, 0.02, 0.3); to: Qt.vector3d(1.6, 0.02, 1.6); duration: 700; easing.type: Easing.OutCubic }
        NumberAnimation { target: ring; property: "opacity"; from: 0.9; to: 0; duration: 700 }
        Vector3dAnimation { target: burst; property: "scale"; from: Qt.vector3d(0.2, 0.2, 0.2); to: Qt.vector3d(1.1, 1.1, 1.1); duration: 500; easing.type: Easing.OutQuad }
        NumberAnimation { target: burst; property: "opacity"; from: 0.8; to: 0; duration: 500 }
    }
}
