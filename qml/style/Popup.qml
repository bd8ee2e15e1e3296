// A popup: a sheet of paper with a wooden edge, lifted off what it covers.
import QtQuick
import QtQuick.Templates as T

T.Popup {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 12
    background: Rectangle {
        color: Looks.paper
        border.color: Looks.woodEdge
        radius: Looks.radius
        // Lifted: a soft shadow below.
        Rectangle {
            z: -1
            x: 3; y: 4
            width: parent.width
            height: parent.height
            radius: parent.radius
            color: "#000000"
            opacity: 0.25
        }
    }
    T.Overlay.modal: Rectangle { color: "#a0120c08" }
    T.Overlay.modeless: Rectangle { color: "#40120c08" }
}
