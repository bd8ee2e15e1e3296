// 遊び方・ルール: the help, browsable by section (list on the left, text on the right).
// Keyboard: Up/Down choose a section, PageUp/PageDown (and Space) scroll the text, Home/End
// go to its top and bottom, Escape closes. The keyboard focus stays on the section list,
// whatever the mouse scrolls, so Escape always closes.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

GameDialog {
    id: root
    objectName: "helpDialog"
    width: Math.min(1000, maxWidth)
    height: Math.min(720, maxHeight)
    title: qsTr("遊び方・ルール")
    property alias currentSection: sectionList.currentIndex
    // The UI language ("ja" or "en"): which documents are shown; an open help follows a switch.
    property string language: "ja"
    // [{name, title}, ...]: the sections, as the list shows them.
    readonly property var sections: book.sections

    HelpBook {
        id: book
        language: root.language
        current: sectionList.currentIndex
    }

    RowLayout {
        anchors.fill: parent
        spacing: 12
        ListView {
            id: sectionList
            objectName: "helpSections"
            // On a narrow window the text keeps most of the width.
            Layout.preferredWidth: Math.min(270, root.availableWidth * 0.34)
            Layout.fillHeight: true
            // A count, so that a language switch retitles the entries and keeps the current one.
            model: book.sections.length
            focus: true
            keyNavigationEnabled: true
            // More sections than fit: the list scrolls (the keys keep the current one in view).
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                objectName: "helpSectionsScrollBar"
                policy: sectionList.contentHeight > sectionList.height ? ScrollBar.AlwaysOn
                                                                       : ScrollBar.AlwaysOff
            }
            onCurrentIndexChanged: scroll.contentY = 0
            Keys.onPressed: (event) => {
                const page = scroll.height - 40
                if (event.key === Qt.Key_PageDown || event.key === Qt.Key_Space)
                    scroll.scrollBy(page)
                else if (event.key === Qt.Key_PageUp)
                    scroll.scrollBy(-page)
                else if (event.key === Qt.Key_End)
                    scroll.scrollBy(scroll.contentHeight)
                else if (event.key === Qt.Key_Home)
                    scroll.contentY = 0
                else
                    return
                event.accepted = true
            }
            // The sections as tabs of lacquer down the left: the open one vermilion.
            spacing: 3
            delegate: ItemDelegate {
                id: entry
                required property int index
                width: ListView.view.width - 12 // room for the scrollbar
                text: book.sections[index] ? book.sections[index].title : ""
                // A long title (English) wraps rather than being cut.
                contentItem: Label {
                    text: entry.text
                    wrapMode: Text.WordWrap
                    verticalAlignment: Text.AlignVCenter
                    font.bold: entry.highlighted
                    color: entry.highlighted ? Theme.titleText : Theme.panelText
                }
                background: Rectangle {
                    radius: 4
                    color: entry.highlighted ? Theme.accent
                           : entry.hovered ? Theme.paperShade : "transparent"
                    border.color: entry.highlighted ? Theme.lacquer : "transparent"
                }
                highlighted: ListView.isCurrentItem
                focusPolicy: Qt.NoFocus // the list keeps the keys (and Escape closes)
                Accessible.name: text
                onClicked: sectionList.currentIndex = index
            }
        }
        // A rule between the sections and the text.
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            color: Theme.paperLine
        }
        Flickable {
            id: scroll
            objectName: "helpScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: helpText.height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                objectName: "helpScrollBar"
                policy: scroll.contentHeight > scroll.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            function scrollBy(dy) {
                contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy))
            }
            HelpContent {
                id: helpText
                objectName: "helpText"
                width: scroll.width - 16
                maxDiagramHeight: scroll.height
                book: book
            }
        }
    }

    footer: DialogButtonBox {
        background: null
        leftPadding: root.leftPadding
        rightPadding: root.rightPadding
        bottomPadding: root.footerBottom
        topPadding: 4
        DialogButton {
            objectName: "helpClose"
            text: qsTr("閉じる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    onOpened: sectionList.forceActiveFocus()
}
