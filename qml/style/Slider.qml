// A slider: a groove inlaid in the wood, vermilion up to the value, and a small shogi piece
// (駒) as the handle.
import QtQuick
import QtQuick.Templates as T

T.Slider {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitHandleWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitHandleHeight + topPadding + bottomPadding)
    padding: 6
    hoverEnabled: true

    handle: Canvas {
        implicitWidth: 20
        implicitHeight: 24
        x: control.leftPadding + (control.horizontal ? control.visualPosition * (control.availableWidth - width)
                                                     : (control.availableWidth - width) / 2)
        y: control.topPadding + (control.horizontal ? (control.availableHeight - height) / 2
                                                    : control.visualPosition * (control.availableHeight - height))
        opacity: control.enabled ? 1 : 0.5
        // Repainted only when a state it shows changes.
        property bool lit: control.hovered || control.pressed
        onLitChanged: requestPaint()
        onPaint: {
            const c = getContext("2d")
            const w = width, h = height
            c.reset()
            c.beginPath()
            c.moveTo(w / 2, 1)
            c.lineTo(w - 2, h * 0.32)
            c.lineTo(w - 1, h - 1)
            c.lineTo(1, h - 1)
            c.lineTo(2, h * 0.32)
            c.closePath()
            const g = c.createLinearGradient(0, 0, 0, h)
            g.addColorStop(0, lit ? "#fff4dc" : Looks.woodLight)
            g.addColorStop(1, Looks.woodDark)
            c.fillStyle = g
            c.fill()
            c.lineWidth = 1
            c.strokeStyle = Looks.woodEdge
            c.stroke()
        }
    }
    background: Rectangle {
        x: control.leftPadding + (control.horizontal ? 0 : (control.availableWidth - width) / 2)
        y: control.topPadding + (control.horizontal ? (control.availableHeight - height) / 2 : 0)
        implicitWidth: control.horizontal ? 180 : 6
        implicitHeight: control.horizontal ? 6 : 180
        width: control.horizontal ? control.availableWidth : implicitWidth
        height: control.horizontal ? implicitHeight : control.availableHeight
        radius: 3
        color: Looks.woodInlay
        border.color: Looks.lacquerDark
        opacity: control.enabled ? 1 : 0.5
        Rectangle {
            y: control.horizontal ? 0 : control.visualPosition * parent.height
            width: control.horizontal ? control.position * parent.width : parent.width
            height: control.horizontal ? parent.height : control.position * parent.height
            radius: 3
            color: Looks.vermilion
        }
    }
}
