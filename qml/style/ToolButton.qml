// A tool button: a flat plate that shows its wood only under the pointer or when chosen.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.ToolButton {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 6
    spacing: 6
    hoverEnabled: true
    flat: true
    icon.width: 20
    icon.height: 20
    icon.color: control.checked ? Looks.titleText : control.palette.windowText
    contentItem: IconLabel {
        spacing: control.spacing
        mirrored: control.mirrored
        display: control.display
        icon: control.icon
        text: control.text
        font: control.font
        opacity: control.enabled ? 1 : 0.45
        color: control.checked ? Looks.titleText : control.palette.windowText
    }
    background: Plate {
        implicitWidth: 36
        implicitHeight: 36
        lacquered: control.checked
        hovered: control.hovered && control.enabled
        down: control.down
        flat: !control.checked
    }
}
