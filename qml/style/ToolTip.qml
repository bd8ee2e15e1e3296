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
    // The tip is drawn at the scale its control is drawn at (a screen scaled for a large window
    // or 文字の大きさ): a popup lives in the window's overlay, outside that scale. Measured as
    // it opens. Its place (x, y) is already mapped through the control's scale, so growing it
    // from its top left draws it just as it would be drawn inside the scaled screen.
    transformOrigin: T.Popup.TopLeft
    onAboutToShow: {
        if (!parent)
            return
        const a = parent.mapToItem(null, 0, 0)
        const b = parent.mapToItem(null, 1, 0)
        scale = Math.max(0.25, Math.hypot(b.x - a.x, b.y - a.y))
    }
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
