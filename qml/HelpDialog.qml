// 遊び方・ルール: the help, browsable by section (list on the left, text on the right).
// Keyboard: Up/Down choose a section, Escape closes.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Dialog {
    id: root
    objectName: "helpDialog"
    anchors.centerIn: Overlay.overlay
    focus: true // keyboard: Tab between the buttons, Space presses, Escape closes
    width: Math.min(980, parent ? parent.width - 40 : 980)
    height: Math.min(700, parent ? parent.height - 40 : 700)
    modal: true
    title: qsTr("遊び方・ルール")
    font.pixelSize: 15
    property alias currentSection: sectionList.currentIndex

    HelpContent {
        id: content
    }

    RowLayout {
        anchors.fill: parent
        spacing: 12
        ListView {
            id: sectionList
            objectName: "helpSections"
            Layout.preferredWidth: 270
            Layout.fillHeight: true
            model: content.sections
            focus: true
            keyNavigationEnabled: true
            delegate: ItemDelegate {
                required property var modelData
                required property int index
                width: ListView.view.width
                text: modelData.title
                highlighted: ListView.isCurrentItem
                Accessible.name: modelData.title
                onClicked: sectionList.currentIndex = index
            }
        }
        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            Label {
                objectName: "helpText"
                width: scroll.availableWidth
                wrapMode: Text.WordWrap
                textFormat: Text.StyledText
                lineHeight: 1.25
                text: sectionList.currentIndex >= 0
                      ? "<h2>" + content.sections[sectionList.currentIndex].title + "</h2>"
                        + content.sections[sectionList.currentIndex].body
                      : ""
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("閉じる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    onOpened: sectionList.forceActiveFocus()
}
