// A switch is a groove cut into the wood with a wooden knob; on, the groove is vermilion.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.Switch {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    padding: 6
    spacing: 8
    hoverEnabled: true

    indicator: Rectangle {
        implicitWidth: 46
        implicitHeight: 24
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: height / 2
        color: control.checked ? Looks.vermilion : Looks.woodInlay
        border.width: 1
        border.color: control.checked ? Looks.vermilionDark : Looks.lacquerDark
        opacity: control.enabled ? 1 : 0.5
        Rectangle {
            x: Math.max(2, Math.min(parent.width - width - 2, control.visualPosition * parent.width - width / 2))
            y: 2
            width: parent.height - 4
            height: width
            radius: width / 2
            border.color: Looks.woodEdge
            gradient: Gradient {
                GradientStop { position: 0.0; color: control.hovered ? "#fff4dc" : Looks.woodLight }
                GradientStop { position: 1.0; color: control.down ? Looks.woodMid : Looks.woodDark }
            }
            Behavior on x {
                enabled: !control.down
                SmoothedAnimation { velocity: 220 }
            }
        }
    }
    contentItem: CheckLabel {
        leftPadding: control.indicator && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.indicator && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        color: control.palette.windowText
        opacity: control.enabled ? 1 : 0.5
    }
}
