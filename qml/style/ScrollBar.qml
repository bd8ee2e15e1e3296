// A scroll bar: a slim lacquer bar, wider and darker under the pointer.
import QtQuick
import QtQuick.Templates as T

T.ScrollBar {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 2
    visible: policy !== T.ScrollBar.AlwaysOff
    minimumSize: orientation === Qt.Horizontal ? height / width : width / height
    hoverEnabled: true

    contentItem: Rectangle {
        implicitWidth: control.interactive ? 10 : 4
        implicitHeight: control.interactive ? 10 : 4
        radius: Math.min(width, height) / 2
        color: control.pressed ? Looks.lacquer : control.hovered ? Looks.lacquerLight : "#8a5a3a"
        border.color: Looks.gold
        border.width: control.hovered || control.pressed ? 1 : 0
        opacity: control.policy === T.ScrollBar.AlwaysOn || (control.active && control.size < 1.0) ? 0.85 : 0
        Behavior on opacity { NumberAnimation { duration: 200 } }
    }
}
