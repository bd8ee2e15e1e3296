// A tool tip: cream writing on a lacquer slip with a gold edge.
import QtQuick
import QtQuick.Templates as T

T.ToolTip {
    id: control
    x: parent ? (parent.width - implicitWidth) / 2 : 0
    y: -implicitHeight - 4
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    margins: 6
    padding: 8
    horizontalPadding: 10
    closePolicy: T.Popup.CloseOnEscape | T.Popup.CloseOnPressOutsideParent | T.Popup.CloseOnReleaseOutsideParent
    contentItem: Text {
        text: control.text
        font: control.font
        wrapMode: Text.Wrap
        color: Looks.titleText
    }
    background: Rectangle {
        color: Looks.lacquerDark
        border.color: Looks.gold
        radius: 4
        opacity: 0.96
    }
}
