// A button of the board's view bar (BoardView): low, so that the strip takes little of the
// board's height, lit while what it names is shown.
import QtQuick
import QtQuick.Controls

Button {
    // The text's size, which the bar sets from the view's width.
    property real fontSize: 14
    font.pixelSize: fontSize
    topPadding: 4
    bottomPadding: 4
    highlighted: checked
    Accessible.checkable: true
    Accessible.checked: checked
}
