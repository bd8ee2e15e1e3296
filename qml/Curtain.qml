// The hot-seat curtain: covers the whole game screen between turns, so the player who is not
// at the board sees nothing. Its one button makes the named side the viewer.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    objectName: "curtain"
    required property GameSession game
    // 遊び方を選び直す from behind the curtain (the screen asks first during a game).
    signal menuRequested()
    // The cloth drops from the top and rises again (at once with 動きを減らす, or unpaced).
    // The board behind is blind from the moment it starts to fall (the session's).
    readonly property bool down: game.mode?.curtain ?? false
    // Set by the animations below, never bound: a binding would jump it as `down` changes.
    property real drop: 0
    Component.onCompleted: drop = down ? 1 : 0
    readonly property bool animated: game.motion.paced && !game.motion.reduced
    onDownChanged: {
        fall.stop()
        rise.stop()
        if (!animated)
            drop = down ? 1 : 0
        else if (down)
            fall.start()
        else
            rise.start()
    }
    // Eased in as well as out: the board turns blind as the fall starts, and that slow frame
    // swallowed the first, fastest part of an eased-out fall (a play-tester saw a cut).
    NumberAnimation { id: fall; target: root; property: "drop"; to: 1; duration: 500; easing.type: Easing.InOutCubic }
    // The rise waits a moment, still closed, while the board behind takes the new player's
    // pieces (the slow frames of that change made the rise look like a cut in a play-test),
    // then lifts a little slower than it fell.
    SequentialAnimation {
        id: rise
        PauseAnimation { duration: 160 }
        NumberAnimation { target: root; property: "drop"; to: 0; duration: 560; easing.type: Easing.InOutCubic }
    }
    transform: Translate { y: -(1 - root.drop) * root.height }
    // The card's words stay on it as it rises (the mode has none once the curtain is lifted).
    readonly property string liveTitle: game.mode?.curtainTitle ?? ""
    readonly property string liveButton: game.mode?.curtainButton ?? ""
    property string title: liveTitle
    property string buttonText: liveButton
    onLiveTitleChanged: if (liveTitle !== "") title = liveTitle
    onLiveButtonChanged: if (liveButton !== "") buttonText = liveButton
    visible: drop > 0
    color: Theme.lacquer
    // The cloth: vermilion, darker towards the floor.
    gradient: Gradient {
        GradientStop { position: 0.0; color: "#8c2a1b" }
        GradientStop { position: 1.0; color: "#3f120c" }
    }

    // Swallow every click and wheel so nothing behind the curtain reacts.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: (wheel) => wheel.accepted = true
    }

    // Vertical folds of the cloth.
    Row {
        anchors.fill: parent
        Repeater {
            model: 16
            Rectangle {
                required property int index
                width: root.width / 16
                height: root.height
                opacity: 0.18
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0.0; color: "transparent" }
                    GradientStop { position: 0.5; color: index % 2 ? "black" : "#ffb199" }
                    GradientStop { position: 1.0; color: "transparent" }
                }
            }
        }
    }

    // The valance along the top: lacquer with a gold cord, like the dialogs' frame.
    Rectangle {
        width: parent.width
        height: Math.min(56, root.height * 0.08)
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.lacquerDark }
            GradientStop { position: 1.0; color: Theme.lacquer }
        }
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 3
            color: Theme.gold
        }
    }

    // The card in the middle: whose turn, the button that lifts the curtain for them.
    Rectangle {
        id: card
        anchors.centerIn: parent
        width: Math.min(root.width - 48, Math.max(480, column.implicitWidth + 64))
        height: column.implicitHeight + 56
        radius: 9
        color: Theme.lacquer
        border.color: Theme.lacquerDark
        Rectangle {
            anchors.fill: parent
            anchors.margins: 7
            radius: 4
            color: Theme.paper
            border.color: Theme.gold
            border.width: 1.5
        }
        ColumnLayout {
            id: column
            anchors.centerIn: parent
            width: card.width - 64
            spacing: 20
            Label {
                objectName: "curtainTitle"
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                text: Typeset.phrases(root.title) // breaks between words
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                color: Theme.panelText
                font.pixelSize: 24
                font.bold: true
                lineHeight: 1.25
            }
            Rectangle {
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Math.min(column.width, 240)
                Layout.preferredHeight: 2
                color: Theme.gold
            }
            DialogButton {
                id: start
                objectName: "curtainButton"
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Math.min(column.width, Math.max(300, implicitContentWidth + 64))
                Layout.preferredHeight: 60
                highlighted: true
                text: root.buttonText
                font.pixelSize: 21
                font.bold: true
                focus: root.visible
                // The player sits down with Enter as well as Space (the button takes the focus
                // when the curtain comes down).
                onClicked: root.game.mode.liftCurtain()
            }
            DialogButton {
                objectName: "curtainMenu"
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: column.width
                text: qsTr("遊び方を選び直す")
                font.pixelSize: 15
                onClicked: root.menuRequested()
            }
        }
    }

    onVisibleChanged: if (visible) start.forceActiveFocus()
}
