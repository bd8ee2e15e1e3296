// The hot-seat curtain: covers the whole game screen between turns, so the player who is not
// at the board sees nothing. Its one button makes the named side the viewer.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    required property GameSession game
    // 遊び方を選び直す from behind the curtain (the screen asks first during a game).
    signal menuRequested()
    visible: (game.mode?.curtain ?? false)
    color: "#5b1a12"
    gradient: Gradient {
        GradientStop { position: 0.0; color: "#7a2418" }
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

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 24
        Label {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: root.width - 80
            text: root.game.mode?.curtainTitle ?? ""
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            color: "#fbe9d0"
            font.pixelSize: 22
        }
        Button {
            id: start
            objectName: "curtainButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.max(320, implicitContentWidth + 64)
            Layout.preferredHeight: 64
            text: root.game.mode?.curtainButton ?? ""
            font.pixelSize: 22
            focus: root.visible
            Accessible.name: text
            onClicked: root.game.mode.liftCurtain()
            // The player sits down with Enter as well as Space (the button takes the focus
            // when the curtain comes down).
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
        Button {
            objectName: "curtainMenu"
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 24
            text: qsTr("遊び方を選び直す")
            flat: true
            font.pixelSize: 16
            palette.buttonText: "#fbe9d0"
            onClicked: root.menuRequested()
        }
    }

    onVisibleChanged: if (visible) start.forceActiveFocus()
}
