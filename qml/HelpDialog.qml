// 遊び方・ルール: the help, browsable by section (list on the left, text on the right).
// Keyboard: Up/Down choose a section, PageUp/PageDown (and Space) scroll the text, Home/End
// go to its top and bottom, Escape closes. The keyboard focus stays on the section list,
// whatever the mouse scrolls, so Escape always closes.
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
                    color: entry.highlighted ? entry.palette.highlightedText : entry.palette.text
                }
                highlighted: ListView.isCurrentItem
                focusPolicy: Qt.NoFocus // the list keeps the keys (and Escape closes)
                Accessible.name: text
                onClicked: sectionList.currentIndex = index
            }
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
                book: book
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
