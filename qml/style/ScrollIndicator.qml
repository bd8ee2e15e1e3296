// A scroll indicator: a thin lacquer line while the list moves.
import QtQuick
import QtQuick.Templates as T

T.ScrollIndicator {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 2
    contentItem: Rectangle {
        implicitWidth: 4
        implicitHeight: 4
        radius: 2
        color: "#8a5a3a"
        opacity: control.active && control.size < 1.0 ? 0.8 : 0
        Behavior on opacity { NumberAnimation { duration: 200 } }
    }
}
