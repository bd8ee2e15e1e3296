// A check box is a small wooden well; checked, a vermilion seal (判子) with a white tick is
// pressed into it.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.CheckBox {
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
        implicitWidth: 22
        implicitHeight: 22
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: 4
        color: control.down ? Looks.woodDark : control.hovered ? "#fff4dc" : Looks.paperWell
        border.width: 1
        border.color: Looks.woodEdge
        opacity: control.enabled ? 1 : 0.5
        Rectangle {
            anchors.fill: parent
            anchors.margins: 3
            radius: 3
            color: Looks.vermilion
            border.color: Looks.vermilionDark
            visible: control.checkState !== Qt.Unchecked
            Text {
                anchors.centerIn: parent
                text: control.checkState === Qt.Checked ? "\u2713" : "\u2013"
                color: "#ffffff"
                font.pixelSize: parent.height - 2
                font.bold: true
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
