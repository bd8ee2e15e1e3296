// A dialog's button, in the dialogs' look: plain wood on the paper, vermilion lacquer for the
// main answer (`highlighted`). Enter (Return or the keypad's) presses it when it has the focus,
// as Space does - desktop players reach for Enter to confirm a dialog.
import QtQuick
import QtQuick.Controls

Button {
    id: control
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    leftPadding: 16
    rightPadding: 16
    topPadding: 8
    bottomPadding: 8
    implicitHeight: Math.max(40, implicitContentHeight + topPadding + bottomPadding)
    implicitWidth: Math.max(96, implicitContentWidth + leftPadding + rightPadding)
    Accessible.name: text

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.highlighted ? Theme.titleText : Theme.panelText
        opacity: control.enabled ? 1 : 0.45
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    background: Rectangle {
        radius: 5
        border.width: 1
        border.color: control.highlighted ? Theme.lacquerDark : Theme.paperLine
        opacity: control.enabled ? 1 : 0.55
        gradient: Gradient {
            GradientStop {
                position: 0.0
                color: control.highlighted ? (control.down ? Theme.accent : Qt.lighter(Theme.vermilion, control.hovered ? 1.12 : 1.04))
                       : (control.down ? Theme.paperShade : control.hovered ? "#fffdf7" : "#fbf5e8")
            }
            GradientStop {
                position: 1.0
                color: control.highlighted ? (control.down ? Theme.lacquer : Theme.accent)
                       : (control.down ? Theme.paperLine : Theme.paperShade)
            }
        }
    }
}
