// A dialog's row of answers, as the Basic style lays it out, except that its list never
// animates on its own: made while hidden, ルール設定's list of answers slid for seconds (the
// list's current-item and snapping motions), redrawing a window that showed nothing new.
import QtQuick
import QtQuick.Templates as T

T.DialogButtonBox {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            (control.count === 1 ? implicitContentWidth * 2 : implicitContentWidth)
                            + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    contentWidth: contentItem.contentWidth
    spacing: 1
    padding: 12
    alignment: count === 1 ? Qt.AlignRight : undefined

    delegate: Button {
        width: control.count === 1 ? control.availableWidth / 2 : undefined
    }

    contentItem: ListView {
        implicitWidth: contentWidth
        model: control.contentModel
        spacing: control.spacing
        orientation: ListView.Horizontal
        interactive: false
        highlightFollowsCurrentItem: false
        highlightMoveDuration: 0
        highlightResizeDuration: 0
        currentIndex: -1
    }

    // Each dialog draws its own footer's ground.
    background: null
}
