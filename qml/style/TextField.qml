// A text field: a well of paper sunk into the wood; gold-edged while typing.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.TextField {
    id: control
    implicitWidth: implicitBackgroundWidth + leftInset + rightInset
                   || Math.max(contentWidth, placeholder.implicitWidth) + leftPadding + rightPadding
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding,
                             placeholder.implicitHeight + topPadding + bottomPadding)
    padding: 8
    leftPadding: 10
    color: Looks.ink
    selectionColor: Looks.lacquerLight
    selectedTextColor: Looks.titleText
    placeholderTextColor: Looks.placeholderInk
    verticalAlignment: TextInput.AlignVCenter

    PlaceholderText {
        id: placeholder
        x: control.leftPadding
        y: control.topPadding
        width: control.width - (control.leftPadding + control.rightPadding)
        height: control.height - (control.topPadding + control.bottomPadding)
        text: control.placeholderText
        font: control.font
        color: control.placeholderTextColor
        verticalAlignment: control.verticalAlignment
        visible: !control.length && !control.preeditText && (!control.activeFocus || control.horizontalAlignment !== Qt.AlignHCenter)
        elide: Text.ElideRight
        renderType: control.renderType
    }
    background: Rectangle {
        implicitWidth: 200
        implicitHeight: 38
        radius: 4
        color: control.enabled ? Looks.paperWell : Looks.paperShade
        border.width: control.activeFocus ? 2 : 1
        border.color: control.activeFocus ? Looks.gold : Looks.woodEdge
        // The well's shadow along its top edge.
        Rectangle {
            x: 2; y: 2
            width: parent.width - 4
            height: 2
            radius: 1
            color: "#000000"
            opacity: 0.08
        }
    }
}
