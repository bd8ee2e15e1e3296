// A lesson of the tutorial, above the game panel: where it stands (3 / 9), its title and what
// it teaches, then what to do - or, once judged, its closing words or why it went wrong - and
// the ways on: 次へ, やり直す, the lesson list, and back to the menu. Everything it says comes
// from the LessonMode (the lesson files); nothing here judges the lesson. Given less height
// than it would take (`maximumHeight`: the panel below keeps room for its messages and
// controls), the explanation scrolls; the task and the buttons always show.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    required property GameSession game
    readonly property LessonMode lesson: root.game.mode && root.game.mode.kind === PlayMode.Lesson
                                         ? root.game.mode : null
    // 初級と対局する after the last lesson: the menu's game against the Easy CPU.
    signal firstGameRequested()
    signal menuRequested()
    property real maximumHeight: Infinity

    visible: root.lesson !== null
    implicitHeight: visible ? content.implicitHeight + 24 : 0
    height: Math.min(implicitHeight, maximumHeight)
    color: Theme.paper
    border.color: Theme.paperLine
    // The lacquer rule on its left edge, as the dialogs' frames.
    Rectangle {
        width: 4
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        color: Theme.lacquer
    }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.leftMargin: 18
        anchors.rightMargin: 12
        anchors.topMargin: 12
        anchors.bottomMargin: 12
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                objectName: "lessonPlace"
                Layout.fillWidth: true
                Layout.minimumWidth: 40
                elide: Text.ElideRight
                //: The tutorial's heading: %1 is where the lesson stands (3 / 9)
                text: root.lesson ? qsTr("チュートリアル %1").arg(root.lesson.place) : ""
                color: Theme.mutedText
                font.pixelSize: 13
            }
            // The lessons of this game, to go to any of them; a tick marks those done.
            ComboBox {
                id: lessonList
                objectName: "lessonList"
                Layout.preferredWidth: 150
                Layout.minimumWidth: 100 // a narrow panel: the box gives way first
                Layout.preferredHeight: 30
                font.pixelSize: 13
                model: root.game.tutorial.lessons
                textRole: "title"
                displayText: qsTr("レッスン一覧")
                delegate: ItemDelegate {
                    required property var modelData
                    required property int index
                    width: lessonList.popup.width
                    font.pixelSize: 14
                    text: (modelData.done ? "✓ " : "　 ") + (index + 1) + ". " + modelData.title
                    highlighted: lessonList.highlightedIndex === index
                }
                // Inside the window: the list opens leftwards from the box's right edge.
                popup.width: 280
                popup.x: lessonList.width - popup.width
                onActivated: (i) => root.game.startLesson(root.game.tutorial.lessons[i].name)
            }
        }
        Heading {
            objectName: "lessonTitle"
            Layout.fillWidth: true
            level: 2
            wrapMode: Text.WordWrap
            text: root.lesson ? root.lesson.lessonTitle : ""
        }
        Flickable {
            id: explanation
            objectName: "lessonExplanation"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: paragraphs.implicitHeight
            Layout.minimumHeight: 0 // on a low panel the task and the buttons come first
            contentHeight: paragraphs.implicitHeight
            contentWidth: width
            clip: true
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: explanation.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            ColumnLayout {
                id: paragraphs
                width: explanation.width - (explanation.interactive ? 12 : 0)
                spacing: 8
                Repeater {
                    model: root.lesson ? root.lesson.paragraphs : []
                    delegate: Label {
                        required property string modelData
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: Typeset.phrases(modelData)
                        font.pixelSize: 14
                        lineHeight: 1.15
                    }
                }
            }
        }
        // What to do; then the closing words (done) or why it went wrong (failed).
        Rectangle {
            objectName: "lessonVerdict"
            Layout.fillWidth: true
            Layout.topMargin: 4
            implicitHeight: verdict.implicitHeight + 16
            radius: 4
            readonly property int state: root.lesson ? root.lesson.state : LessonMode.Going
            color: state === LessonMode.Done ? Theme.winCell
                 : state === LessonMode.Failed ? Theme.lossCell : Theme.paperShade
            border.color: state === LessonMode.Done ? Theme.winMark
                        : state === LessonMode.Failed ? Theme.lossMark : Theme.paperLine
            Label {
                id: verdict
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: 10
                wrapMode: Text.WordWrap
                text: root.lesson ? Typeset.phrases((parent.state === LessonMode.Done ? "✓ " : "")
                                                    + root.lesson.verdict) : ""
                font.pixelSize: 15
                font.bold: true
            }
        }
        // 次へ on a row of its own (a long label - 初級の CPU と対局する - is not cut).
        Button {
            objectName: "lessonNext"
            Layout.fillWidth: true
            Layout.preferredHeight: 38
            readonly property bool last: root.lesson !== null && root.lesson.nextName === ""
            visible: root.lesson !== null && root.lesson.state === LessonMode.Done
            highlighted: true
            text: last ? qsTr("初級の CPU と対局する") : qsTr("次へ")
            font.pixelSize: 16
            onClicked: last ? root.firstGameRequested() : root.lesson.next()
        }
        // Side by side, or one above the other in a narrow panel.
        GridLayout {
            Layout.fillWidth: true
            columns: content.width >= 250 ? 2 : 1
            columnSpacing: 8
            rowSpacing: 6
            Button {
                objectName: "lessonRetry"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.preferredHeight: 38
                text: qsTr("やり直す")
                font.pixelSize: 16
                highlighted: root.lesson !== null && root.lesson.state === LessonMode.Failed
                onClicked: root.game.playAgain()
            }
            Button {
                objectName: "lessonQuit"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.preferredHeight: 38
                //: Leaves the tutorial for the menu (what was done is kept)
                text: qsTr("終える")
                font.pixelSize: 16
                onClicked: root.menuRequested()
            }
        }
    }
}
