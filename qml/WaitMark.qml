// A still sign for a wait that may last (the friend to come, a connection to come back), beside
// the words that say what is awaited: a clock face whose hands do not turn. A spinner redraws
// the window at the screen's rate for as long as it runs, on a software renderer a CPU core's
// worth, and a wait in a room can last hours (issue 52).
import QtQuick

Item {
    id: root
    property color color: Theme.mutedText
    implicitWidth: 22
    implicitHeight: 22
    Accessible.ignored: true // the status beside it says it in words

    readonly property real stroke: Math.max(1.5, Math.round(width / 11))

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: "transparent"
        border.width: root.stroke
        border.color: root.color
        antialiasing: true
    }
    // The hands at twelve and at three, from the centre.
    Rectangle {
        x: (root.width - width) / 2
        y: root.height / 2 - height + width / 2
        width: root.stroke
        height: root.height * 0.36
        radius: width / 2
        color: root.color
        antialiasing: true
    }
    Rectangle {
        x: root.width / 2 - height / 2
        y: (root.height - height) / 2
        width: root.width * 0.28
        height: root.stroke
        radius: height / 2
        color: root.color
        antialiasing: true
    }
}
