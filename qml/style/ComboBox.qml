// A combo box: a wooden plate with a carved arrow; its list unrolls on paper.
import QtQuick
import QtQuick.Templates as T
import QtQuick.Controls.impl

T.ComboBox {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    padding: 6
    bottomPadding: 8
    leftPadding: 12
    rightPadding: 12 + indicator.width
    hoverEnabled: true

    delegate: ItemDelegate {
        width: ListView.view.width
        text: control.textRole ? (Array.isArray(control.model) ? modelData[control.textRole] : model[control.textRole])
                               : modelData
        font.weight: control.currentIndex === index ? Font.DemiBold : Font.Normal
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
    }
    indicator: Text {
        x: control.width - width - 10
        y: control.topPadding + (control.availableHeight - height) / 2 + (control.down ? 2 : 0)
        text: "\u25BE"
        font.pixelSize: 16
        color: Looks.woodEdge
    }
    contentItem: T.TextField {
        leftPadding: 0
        rightPadding: 0
        text: control.editable ? control.editText : control.displayText
        enabled: control.editable
        autoScroll: control.editable
        readOnly: control.down
        inputMethodHints: control.inputMethodHints
        validator: control.validator
        selectByMouse: control.selectTextByMouse
        font: control.font
        color: Looks.ink
        opacity: control.enabled ? 1 : 0.45
        selectionColor: Looks.lacquerLight
        selectedTextColor: Looks.titleText
        verticalAlignment: Text.AlignVCenter
    }
    background: Plate {
        implicitWidth: 140
        implicitHeight: 38
        hovered: control.hovered && control.enabled
        down: control.pressed || control.popup.visible
        flat: control.flat
        opacity: control.enabled ? 1 : 0.55
    }
    popup: T.Popup {
        y: control.height
        width: control.width
        height: Math.min(contentItem.implicitHeight + topPadding + bottomPadding,
                         control.Window.height - topMargin - bottomMargin)
        topMargin: 6
        bottomMargin: 6
        padding: 2
        contentItem: ListView {
            clip: true
            implicitHeight: contentHeight
            model: control.delegateModel
            currentIndex: control.highlightedIndex
            highlightMoveDuration: 0
            T.ScrollIndicator.vertical: ScrollIndicator {}
        }
        background: Rectangle {
            color: Looks.paper
            border.color: Looks.woodEdge
            radius: 4
        }
    }
}
