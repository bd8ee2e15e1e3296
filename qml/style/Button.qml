// Buttons are wooden plates; a checked one is lacquer with a gold edge, the main answer
// (`highlighted`) vermilion lacquer.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.Button {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    // Derived from `padding`, so a control that sets only that (the button board's small
    // squares) gets all of its room.
    padding: 4
    horizontalPadding: padding * 2.5
    bottomPadding: padding + 2 // the plate's thickness
    spacing: 6
    hoverEnabled: true
    icon.width: 20
    icon.height: 20
    icon.color: control.checked || control.highlighted ? Looks.titleText : Looks.ink

    contentItem: IconLabel {
        spacing: control.spacing
        mirrored: control.mirrored
        display: control.display
        icon: control.icon
        text: control.text
        font: control.font
        opacity: control.enabled ? 1 : 0.45
        color: control.checked || control.highlighted ? Looks.titleText : Looks.ink
        transform: Translate { y: control.down ? 2 : 0 } // with the pressed plate
    }
    background: Plate {
        implicitWidth: 80
        implicitHeight: 30
        lacquered: control.checked
        vermilion: control.highlighted && !control.checked
        hovered: control.hovered && control.enabled
        down: control.down
        flat: control.flat
        opacity: control.enabled ? 1 : 0.55
    }
}
