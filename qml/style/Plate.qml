// The face of a button-like control: a plate of plain wood standing 2 px proud of its
// ground, or of lacquer when it is chosen (`lacquered`), vermilion for the main answer
// (`vermilion`). Pressed, the face sinks onto its ground; the control itself never moves.
// The keyboard's focus is the window's FocusRing, not drawn here.
import QtQuick

Item {
    id: plate
    property bool lacquered: false
    property bool vermilion: false
    property bool hovered: false
    property bool down: false
    property bool flat: false
    implicitWidth: 88
    implicitHeight: 36

    readonly property color topColor: vermilion ? (hovered ? Qt.lighter(Looks.vermilion, 1.1) : Looks.vermilion)
                               : lacquered ? (hovered ? Qt.lighter(Looks.lacquerLight, 1.15) : Looks.lacquerLight)
                               : hovered ? "#fff4dc" : Looks.woodLight
    readonly property color bottomColor: vermilion ? Looks.vermilionDark
                                  : lacquered ? Looks.lacquer
                                  : hovered ? Looks.woodMid : Looks.woodDark

    // The plate's thickness.
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: 2
        radius: Looks.radius
        visible: !plate.flat
        color: plate.lacquered || plate.vermilion ? Looks.lacquerDark : Looks.woodEdge
    }
    Rectangle {
        id: face
        x: 0
        width: parent.width
        y: plate.down ? 2 : 0
        height: parent.height - 2
        radius: Looks.radius
        visible: !plate.flat || plate.hovered || plate.down
        opacity: plate.flat && !plate.down ? 0.6 : 1
        border.width: 1
        border.color: plate.lacquered ? Looks.gold : plate.vermilion ? Looks.lacquer : Looks.woodEdge
        gradient: Gradient {
            GradientStop { position: 0.0; color: plate.down ? plate.bottomColor : plate.topColor }
            GradientStop { position: 1.0; color: plate.down ? plate.topColor : plate.bottomColor }
        }
        // Light catching the top edge.
        Rectangle {
            x: Looks.radius
            y: 1
            width: parent.width - 2 * Looks.radius
            height: 1
            color: "#ffffff"
            opacity: plate.lacquered || plate.vermilion ? 0.22 : 0.7
        }
    }
}
