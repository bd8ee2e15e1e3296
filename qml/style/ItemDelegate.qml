// A row of a list on paper: lacquer under the pointer's or the keyboard's choice.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.ItemDelegate {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 8
    horizontalPadding: 12
    spacing: 8
    hoverEnabled: true
    contentItem: IconLabel {
        spacing: control.spacing
        mirrored: control.mirrored
        display: control.display
        alignment: control.display === IconLabel.IconOnly || control.display === IconLabel.TextUnderIcon
                   ? Qt.AlignCenter : Qt.AlignLeft
        icon: control.icon
        text: control.text
        font: control.font
        color: control.highlighted ? Looks.titleText : Looks.ink
        opacity: control.enabled ? 1 : 0.45
    }
    background: Rectangle {
        implicitWidth: 100
        implicitHeight: 36
        color: control.highlighted ? Looks.lacquerLight : control.down ? Looks.paperLine
             : control.hovered ? Looks.paperShade : "transparent"
    }
}
