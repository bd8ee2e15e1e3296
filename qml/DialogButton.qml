// A dialog's button: the style's wooden plate, vermilion lacquer for the main answer
// (`highlighted`), with a label that wraps. Enter (Return or the keypad's) presses it when it has the focus,
// as Space does - desktop players reach for Enter to confirm a dialog.
import QtQuick
import QtQuick.Controls
import GunjinStyle

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
        color: control.highlighted || control.checked ? Theme.titleText : Theme.panelText
        opacity: control.enabled ? 1 : 0.45
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    // The style's plate (wood; lacquer when checked, vermilion for the main answer), with
    // room for a label that wraps.
    background: Plate {
        lacquered: control.checked
        vermilion: control.highlighted && !control.checked
        hovered: control.hovered && control.enabled
        down: control.down
        opacity: control.enabled ? 1 : 0.55
    }
}
