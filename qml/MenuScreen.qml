// The start screen: how to play - against the CPU, two people at one PC, or a friend on the
// LAN.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Rectangle {
    id: root
    signal startRequested(string level, bool humanFirst)
    signal hotSeatRequested()
    signal lanRequested()
    signal helpRequested()
    signal languageChosen(string code)
    // The language in use ("ja" or "en"), to mark the current choice.
    property string language: "ja"

    gradient: Gradient {
        GradientStop { position: 0.0; color: "#3a2a1c" }
        GradientStop { position: 1.0; color: "#1c1511" }
    }

    // 日本語 / English, top right.
    Row {
        id: languageRow
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 16
        spacing: 6
        Button {
            objectName: "language-ja"
            text: "日本語"
            checkable: true
            checked: root.language === "ja"
            Accessible.name: "日本語 (Japanese)"
            onClicked: root.languageChosen("ja")
        }
        Button {
            objectName: "language-en"
            text: "English"
            checkable: true
            checked: root.language === "en"
            Accessible.name: "English (英語)"
            onClicked: root.languageChosen("en")
        }
    }

    // The choices, centred below the language buttons; on a low window (800 x 600) the title
    // shrinks, and what still does not fit scrolls instead of being cut.
    Flickable {
        id: menuArea
        objectName: "menuArea"
        anchors.top: languageRow.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        contentWidth: width
        contentHeight: column.implicitHeight + 24
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {
            policy: menuArea.contentHeight > menuArea.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: column
            x: (menuArea.width - width) / 2
            y: Math.max(8, (menuArea.height - implicitHeight) / 2 - languageRow.height / 2)
            spacing: root.height < 700 ? 12 : 18
            width: Math.min(420, menuArea.width - 40)

            Label {
                Layout.alignment: Qt.AlignHCenter
                objectName: "menuTitle"
                Layout.maximumWidth: column.width
                text: qsTr("軍人将棋")
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 28
                font.pixelSize: root.height < 700 ? 52 : 72
                color: "#f3e3c3"
            }
            Label {
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("駒を伏せて戦う、審判つきの将棋")
                font.pixelSize: 18
                color: "#cdb894"
            }
            Item { Layout.preferredHeight: 16 }

            Label {
                text: qsTr("CPU と対戦（あなたが先手・朱の駒）")
                color: "#f3e3c3"
                font.pixelSize: 16
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Repeater {
                    model: [
                        { level: "easy", name: qsTr("初級") },
                        { level: "medium", name: qsTr("中級") },
                        { level: "hard", name: qsTr("上級") }
                    ]
                    delegate: Button {
                        required property var modelData
                        objectName: "start-" + modelData.level
                        Layout.fillWidth: true
                        Layout.preferredHeight: 56
                        text: modelData.name
                        font.pixelSize: 20
                        onClicked: root.startRequested(modelData.level, true)
                    }
                }
            }
            Button {
                objectName: "start-second"
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                text: qsTr("後手で始める（中級）")
                font.pixelSize: 18
                onClicked: root.startRequested("medium", false)
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("後手では CPU が先に指し、あなたは白木の駒を使います。")
                color: "#a8967a"
                font.pixelSize: 14
            }
            Button {
                objectName: "start-hotseat"
                Layout.fillWidth: true
                Layout.topMargin: 12
                Layout.preferredHeight: 48
                text: qsTr("この端末で 2 人で遊ぶ")
                font.pixelSize: 18
                onClicked: root.hotSeatRequested()
            }
            Button {
                objectName: "start-lan"
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                text: qsTr("友達と対戦（LAN）")
                font.pixelSize: 18
                onClicked: root.lanRequested()
            }
            Button {
                objectName: "help"
                Layout.fillWidth: true
                Layout.topMargin: 12
                Layout.preferredHeight: 40
                text: qsTr("遊び方・ルール")
                font.pixelSize: 16
                onClicked: root.helpRequested()
            }
        }
    }
}
