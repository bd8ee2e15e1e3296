// One soft sprite of a strike's effect (StrikeBlast): a square of a PuffTexture, tinted and
// turned to face the camera. A glow adds its light to what is behind it (fire, flashes,
// sparks); smoke lies over it. `size` is the width in squares of 100 units; `stretch` makes it
// taller than wide (a flame).
import QtQuick
import QtQuick3D

Model {
    id: puff
    property Texture texture: null
    property color color: "white"
    property bool glow: false
    // The camera's turn (its pivot's Euler angles): the sprite faces it from every view.
    property vector3d facing
    property real size: 1
    property real stretch: 1
    // The two blend modes as values: qmlcachegen (6.4) emits code that does not compile for an
    // enum looked up inside a conditional.
    readonly property int screenBlend: PrincipledMaterial.Screen
    readonly property int overBlend: PrincipledMaterial.SourceOver
    source: "#Rectangle"
    eulerRotation: facing
    scale: Qt.vector3d(size, size * stretch, 1)
    materials: PrincipledMaterial {
        lighting: PrincipledMaterial.NoLighting
        baseColor: puff.color
        baseColorMap: puff.texture
        alphaMode: PrincipledMaterial.Blend
        blendMode: puff.glow ? puff.screenBlend : puff.overBlend
        cullMode: PrincipledMaterial.NoCulling
        depthDrawMode: PrincipledMaterial.NeverDepthDraw
    }
}
