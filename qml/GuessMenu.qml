// メモ: the small menu of a guess note on an opponent piece - the types of the rule set as a
// grid of buttons (the current note checked), メモを消す, and for the type under the pointer or
// the keyboard what it would beat and lose to when it attacks (the 勝敗表). Arrow keys move
// between the types, Enter or Space picks one, Escape closes. What may be noted, and the note
// itself, are the session's (guessChoices / setGuess): nothing here decides a rule.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Popup {
    id: root
    objectName: "guessMenu"
    // The board whose notes are written (a game in play: a review opens no menu).
    required property BoardPresenter game
    // The square whose piece is being noted, and what may be noted there.
    property int square: -1
    property var choices: []
    readonly property int columns: 4
    // The choice the hint describes: the last one the pointer entered or the keyboard reached.
    property int described: -1
    // The choice with the keyboard focus.
    property int focused: -1
    readonly property bool hasNote: choices.some(c => c.current)

    modal: true
    focus: true
    padding: 12
    // Kept inside the window, whatever the point it opens at.
    margins: 8
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    // Opens for `square` near `point` (in the parent's coordinates); false when no note may be
    // written there.
    function openAt(square, point) {
        const list = root.game.notes.choices(square)
        if (list.length === 0)
            return false
        root.square = square
        root.choices = list
        let start = list.findIndex(c => c.current)
        root.focused = start >= 0 ? start : 0
        root.described = root.focused
        x = point.x + 12
        y = point.y - implicitHeight / 2
        open()
        return true
    }
    function choose(type) {
        root.game.notes.write(root.square, type)
        close()
    }
    function button(i) {
        return grid.children[i] // the Repeater's delegates come first, in order
    }
    function focusChoice(i) {
        if (i < 0 || i >= root.choices.length)
            return
        root.focused = i
        root.described = i
        button(i).forceActiveFocus(Qt.TabFocusReason)
    }
    onOpened: focusChoice(root.focused)

    background: Rectangle {
        color: Theme.panel
        radius: 8
        border.color: "#1d4fa8"
        border.width: 2
    }

    contentItem: ColumnLayout {
        spacing: 8
        Label {
            objectName: "guessTitle"
            Layout.fillWidth: true
            //: %1 is a square (d4)
            text: qsTr("メモ：%1 の相手の駒は？").arg(root.square >= 0 ? root.game.squareLabel(root.square) : "")
            font.bold: true
            color: Theme.panelText
        }
        Label {
            Layout.preferredWidth: grid.implicitWidth
            wrapMode: Text.Wrap
            text: qsTr("自分だけのメモです。相手には伝わりません。")
            color: Theme.panelText
            font.pixelSize: 12
        }
        GridLayout {
            id: grid
            columns: root.columns
            rowSpacing: 4
            columnSpacing: 4
            Repeater {
                model: root.choices
                delegate: Button {
                    required property var modelData
                    required property int index
                    objectName: "guess-" + modelData.type
                    Layout.fillWidth: true
                    Layout.preferredWidth: 84
                    // The short name fits the button (Lt Gen, Lt Col); the full one is read out.
                    text: modelData.current ? "✓ " + modelData.shortName : modelData.shortName
                    font.family: Theme.kanjiFont
                    // The note there now: marked, never a toggle that outlives the menu.
                    highlighted: modelData.current
                    //: %1 is a piece name
                    Accessible.name: qsTr("%1 とメモする").arg(modelData.name)
                    hoverEnabled: true
                    onHoveredChanged: if (hovered) root.described = index
                    onActiveFocusChanged: {
                        if (activeFocus) {
                            root.focused = index
                            root.described = index
                        }
                    }
                    onClicked: root.choose(modelData.type)
                    Keys.onReturnPressed: root.choose(modelData.type)
                    Keys.onEnterPressed: root.choose(modelData.type)
                    Keys.onLeftPressed: root.focusChoice(index - 1)
                    Keys.onRightPressed: root.focusChoice(index + 1)
                    Keys.onUpPressed: root.focusChoice(index - root.columns)
                    Keys.onDownPressed: {
                        if (index + root.columns < root.choices.length)
                            root.focusChoice(index + root.columns)
                        else
                            clearButton.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }
        // The 勝敗表 for the type described: what a piece of that type does when it attacks.
        Label {
            objectName: "guessHint"
            // A fixed size: the popup must not move under the pointer as the hint changes.
            Layout.preferredWidth: grid.implicitWidth
            Layout.preferredHeight: 7 * fontMetrics.lineSpacing
            FontMetrics {
                id: fontMetrics
                font: hintLabel.font
            }
            id: hintLabel
            verticalAlignment: Text.AlignTop
            wrapMode: Text.Wrap
            maximumLineCount: 7
            elide: Text.ElideRight
            color: Theme.panelText
            font.pixelSize: 12
            readonly property var choice: root.described >= 0 && root.described < root.choices.length
                                          ? root.choices[root.described] : null
            text: choice && choice.hint !== ""
                  //: %1 is a piece name; a hint follows on the next line
                  ? Typeset.phrases(qsTr("%1なら…").arg(choice.name) + "\n" + choice.hint) : ""
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                id: clearButton
                objectName: "guessClear"
                text: qsTr("メモを消す")
                enabled: root.hasNote
                onClicked: root.choose("")
                Keys.onReturnPressed: root.choose("")
                Keys.onEnterPressed: root.choose("")
                Keys.onUpPressed: root.focusChoice(root.choices.length - 1)
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "guessClose"
                text: qsTr("閉じる")
                onClicked: root.close()
            }
        }
    }
}
