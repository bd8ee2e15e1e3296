// A check box whose label wraps in the width it is given (a narrow panel: beside the board at
// 640 × 600 the panel is 240 px wide, and an unwrapped label widened the whole column).
import QtQuick
import QtQuick.Controls

CheckBox {
    id: root
    contentItem: Text {
        text: root.text
        font: root.font
        color: root.palette.windowText
        opacity: root.enabled ? 1 : 0.5
        wrapMode: Text.WordWrap
        verticalAlignment: Text.AlignVCenter
        leftPadding: root.indicator.width + root.spacing
    }
}
