// A dialog of the game, the one frame every dialog shares: modal over the dimmed window, black-
// red lacquer around washi paper with a thin gold line between, the title on the lacquer.
// Nothing behind it takes a click or a key while it is open; Escape closes it (unless
// closePolicy says otherwise); closed, it gives the keyboard back to what had it before.
import QtQuick
import QtQuick.Controls

Dialog {
    id: root
    // In the window's overlay, whatever declares it: a dialog of a screen drawn at a scale
    // (MenuScreen) is placed and scaled in the window's own coordinates.
    parent: Overlay.overlay
    // Centred and scaled about its centre (anchors.centerIn placed a scaled dialog too high).
    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: parent ? Math.round((parent.height - height) / 2) : 0
    transformOrigin: Popup.Center
    modal: true
    focus: true // keyboard: Tab between the controls, Space or Enter presses, Escape closes
    closePolicy: Popup.CloseOnEscape
    font.pixelSize: 15
    // Drawn at the window's uiScale (Main: a large window, 文字の大きさ); 1 elsewhere (tests).
    readonly property var appWindow: parent ? parent.Window.window : null
    readonly property real uiScale: appWindow && appWindow.uiScale !== undefined ? appWindow.uiScale : 1
    scale: uiScale
    // The largest a dialog may be in its window (640 × 600 at the smallest), before its scale.
    readonly property real maxWidth: (Overlay.overlay ? Overlay.overlay.width : 624) / uiScale - 24
    readonly property real maxHeight: (Overlay.overlay ? Overlay.overlay.height : 584) / uiScale - 24
    // The lacquer's width around the paper.
    readonly property int frameWidth: 7
    // A low window (600 px): less room around the title and the buttons, more for the body.
    readonly property bool compact: maxHeight < 640
    // A footer's padding under its buttons.
    readonly property real footerBottom: frameWidth + (compact ? 8 : 14)
    leftPadding: frameWidth + 18
    rightPadding: frameWidth + 18
    topPadding: compact ? 10 : 16
    bottomPadding: compact ? 8 : 14

    // Dark ink on the paper for every control inside.
    palette.window: Theme.paper
    palette.windowText: Theme.panelText
    palette.text: Theme.panelText
    palette.base: "#fffaf0"
    palette.button: Theme.paperShade
    palette.buttonText: Theme.panelText
    palette.highlight: Theme.accent
    palette.highlightedText: "#ffffff"
    palette.mid: Theme.paperLine
    palette.dark: Theme.mutedText

    Overlay.modal: Rectangle {
        color: Theme.backdrop
    }
    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 120 }
        NumberAnimation { property: "scale"; from: 0.96 * root.uiScale; to: root.uiScale; duration: 120; easing.type: Easing.OutCubic }
    }
    // Closed at once: the window behind takes clicks again the moment the dialog is gone.
    exit: null

    background: Item {
        // A soft shadow under the frame.
        Repeater {
            model: 3
            Rectangle {
                required property int index
                anchors.fill: parent
                anchors.margins: -2 - index * 3
                anchors.topMargin: -index * 2
                radius: 10 + index * 3
                color: "transparent"
                border.width: 3
                border.color: Qt.rgba(0, 0, 0, 0.22 - index * 0.06)
            }
        }
        // The lacquer, a little lighter at the top as if lit from above.
        Rectangle {
            anchors.fill: parent
            radius: 9
            border.color: Theme.lacquerDark
            border.width: 1
            gradient: Gradient {
                GradientStop { position: 0.0; color: Qt.lighter(Theme.lacquer, 1.25) }
                GradientStop { position: 0.12; color: Theme.lacquer }
                GradientStop { position: 1.0; color: Theme.lacquerDark }
            }
        }
        // The paper, under the title, framed by a gold line.
        Rectangle {
            x: root.frameWidth
            y: root.header && root.header.visible ? root.header.height : root.frameWidth
            width: parent.width - 2 * root.frameWidth
            height: parent.height - y - root.frameWidth
            radius: 4
            color: Theme.paper
            border.color: Theme.gold
            border.width: 1.5
            // The paper's faint fibres.
            Rectangle {
                anchors.fill: parent
                anchors.margins: 2
                radius: 3
                opacity: 0.5
                gradient: Gradient {
                    GradientStop { position: 0.0; color: "#fffbf2" }
                    GradientStop { position: 1.0; color: Theme.paperShade }
                }
            }
        }
    }

    header: Item {
        visible: root.title !== ""
        implicitHeight: visible ? titleLabel.implicitHeight + (root.compact ? 14 : 24) : 0
        // A small vermilion seal before the title.
        Rectangle {
            id: seal
            x: root.frameWidth + 16
            anchors.verticalCenter: titleLabel.verticalCenter
            width: 10
            height: 10
            rotation: 45
            color: Theme.vermilion
            border.color: Theme.gold
        }
        // Brushed on the lacquer (Heading: in bold where the brush cannot write it).
        Heading {
            id: titleLabel
            objectName: "dialogTitle"
            x: seal.x + 22
            width: parent.width - x - root.frameWidth - 16
            anchors.verticalCenter: parent.verticalCenter
            text: root.title
            wrapMode: Text.WordWrap
            level: 2
            font.pixelSize: brushed ? (root.compact ? 24 : 28) : 19
            font.letterSpacing: brushed ? 2 : 0.5
            color: Theme.titleText
            Accessible.role: Accessible.Heading
        }
    }

    // The keyboard goes back to whatever had it before the dialog (a panel button, the board),
    // if it is still there to take it - unless another dialog has taken it meanwhile.
    property Item focusBefore: null
    property bool focusBeforeShown: false // its focus ring showed (the keyboard was in use)
    onAboutToShow: {
        focusBefore = parent ? parent.Window.activeFocusItem : null
        focusBeforeShown = focusBefore !== null && focusBefore.visualFocus === true
    }
    onClosed: {
        const item = focusBefore
        focusBefore = null
        if (!item || !item.visible || !item.enabled || !parent)
            return
        for (let now = parent.Window.activeFocusItem; now; now = now.parent)
            if (now === Overlay.overlay && now !== parent.Window.activeFocusItem)
                return // in another popup
        item.forceActiveFocus(focusBeforeShown ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }
}
