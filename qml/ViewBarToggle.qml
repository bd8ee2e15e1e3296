// A switch in the board's view bar (BoardView): a wooden button with a check box in front of
// its words, never lit like the view buttons beside it - a play-tester read the lit 駒に英語名
// as one more view to choose.
import QtQuick
import QtQuick.Controls
import GunjinStyle

Button {
    id: control
    // The text's size, which the bar sets from the view's width.
    property real fontSize: 14
    // Whether the switch is on (not `checked`: that would lacquer the plate like a lit view).
    property bool switchedOn: false
    font.pixelSize: fontSize
    topPadding: 4
    bottomPadding: 4
    Accessible.checkable: true
    Accessible.checked: switchedOn
    contentItem: Row {
        spacing: control.fontSize < 14 ? 4 : 6
        opacity: control.enabled ? 1 : 0.45
        Rectangle {
            objectName: "checkBox"
            anchors.verticalCenter: parent.verticalCenter
            width: Math.round(control.fontSize)
            height: width
            radius: 2
            color: control.switchedOn ? Looks.vermilion : "#fffaf0"
            border.color: control.switchedOn ? Looks.vermilionDark : Looks.ink
            border.width: 1.5
            // The tick: a short and a long stroke.
            Rectangle {
                visible: control.switchedOn
                width: 2.5
                height: parent.height * 0.42
                radius: 1
                color: "white"
                x: parent.width * 0.24
                y: parent.height * 0.42
                rotation: -45
            }
            Rectangle {
                visible: control.switchedOn
                width: 2.5
                height: parent.height * 0.72
                radius: 1
                color: "white"
                x: parent.width * 0.52
                y: parent.height * 0.12
                rotation: 40
            }
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: control.text
            font: control.font
            color: Looks.ink
        }
    }
}
