// 勝敗表: what happens when a piece attacks another, as a grid like the printed tables -
// attackers down the left, defenders along the top, ○ 勝ち, × 負け, △ 相打ち in each cell - and,
// under it, the pieces that fight by rules of their own. Everything comes from the rule set in
// play (GameSession.combatTable, built from the referee's judge()): nothing of it is written here.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

GameDialog {
    id: root
    property var rows: []
    // The rows that attack on the ground (their cells make the grid), and the noted ones.
    readonly property var attackers: rows.filter(r => r.cells !== undefined && r.cells.length > 0)
    readonly property var notes: rows.filter(r => r.note !== "")
    readonly property var defenders: attackers.length > 0 ? attackers[0].cells : []
    width: Math.min(860, maxWidth)
    height: Math.min(760, maxHeight)
    title: qsTr("勝敗表")

    // The grid's measures: the row names' column, then one column per defender, as wide as the
    // dialog allows (the grid scrolls sideways below 28 px a column).
    readonly property real gridWidth: table.width - 14 // room for the scrollbar
    readonly property real nameWidth: Math.round(Math.min(128, Math.max(64, gridWidth * 0.2)))
    readonly property real cellWidth: defenders.length > 0
        ? Math.max(28, Math.floor(Math.min(52, (gridWidth - nameWidth) / defenders.length))) : 40
    readonly property real cellHeight: 30
    // The cell under the mouse: its row and column headings light up.
    property int hoverRow: -1
    property int hoverColumn: -1

    // A name written top to bottom, as on the pieces (a long vowel mark turned to stand).
    function vertical(name) { return name.replace(/ー/g, "｜").split("").join("\n") }
    function mark(outcome) { return outcome === "win" ? "○" : outcome === "loss" ? "×" : "△" }
    function outcomeWord(outcome) {
        return outcome === "win" ? qsTr("勝ち") : outcome === "loss" ? qsTr("負け")
                                                                     : qsTr("相打ち")
    }

    // Every opening starts at the top, not where the last reading stopped.
    onOpened: {
        table.contentY = table.originY
        table.contentX = table.originX
        table.forceActiveFocus()
    }

    footer: DialogButtonBox {
        background: null
        leftPadding: root.leftPadding
        rightPadding: root.rightPadding
        bottomPadding: root.footerBottom
        topPadding: 4
        DialogButton {
            objectName: "combatTableClose"
            text: qsTr("閉じる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    Flickable {
        id: table
        objectName: "combatTableList"
        anchors.fill: parent
        clip: true
        focus: true
        contentWidth: Math.max(width, content.width)
        contentHeight: content.height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: table.contentHeight > table.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        ScrollBar.horizontal: ScrollBar {
            policy: table.contentWidth > table.width ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        function scrollBy(dy) {
            contentY = Math.max(originY, Math.min(originY + contentHeight - height, contentY + dy))
        }
        // Up/Down, PageUp/PageDown, Home/End read the table from the keyboard.
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Down) table.scrollBy(40)
            else if (event.key === Qt.Key_Up) table.scrollBy(-40)
            else if (event.key === Qt.Key_PageDown || event.key === Qt.Key_Space) table.scrollBy(table.height - 40)
            else if (event.key === Qt.Key_PageUp) table.scrollBy(-(table.height - 40))
            else if (event.key === Qt.Key_End) table.scrollBy(table.contentHeight)
            else if (event.key === Qt.Key_Home) table.contentY = table.originY
            else return
            event.accepted = true
        }

        Column {
            id: content
            width: Math.max(root.gridWidth, grid.width)
            spacing: 12

            Label {
                objectName: "combatTableHowTo"
                width: root.gridWidth
                wrapMode: Text.WordWrap
                text: qsTr("左の駒が上の駒を攻めたときの結果です。")
                color: Theme.mutedText
            }
            // The legend: the three marks in their colours.
            Flow {
                width: root.gridWidth
                spacing: 16
                Repeater {
                    model: ["win", "loss", "tie"]
                    Row {
                        required property string modelData
                        spacing: 6
                        Rectangle {
                            width: 26
                            height: 24
                            radius: 3
                            color: modelData === "win" ? Theme.winCell : modelData === "loss" ? Theme.lossCell : Theme.tieCell
                            Text {
                                anchors.centerIn: parent
                                text: root.mark(modelData)
                                font.pixelSize: 17
                                font.bold: true
                                color: modelData === "win" ? Theme.winMark : modelData === "loss" ? Theme.lossMark : Theme.tieMark
                            }
                        }
                        Label {
                            anchors.verticalCenter: parent.verticalCenter
                            text: modelData === "tie" ? qsTr("相打ち（両方とも取り除かれる）") : root.outcomeWord(modelData)
                        }
                    }
                }
            }

            // The grid: a heading row of defenders, then one row per attacker.
            Column {
                id: grid
                objectName: "combatGrid"
                width: root.nameWidth + root.defenders.length * root.cellWidth
                Row {
                    id: headingRow
                    // The defenders' names stay in view while the rows scroll under them.
                    z: 2
                    transform: Translate {
                        // (never past the last row: the notes under the grid scroll on)
                        y: Math.max(0, Math.min(table.contentY - table.originY - grid.y,
                                                grid.height - 2 * headingRow.height))
                    }
                    readonly property real headingHeight: {
                        let tallest = 40
                        for (let i = 0; i < headings.count; ++i) {
                            const h = headings.itemAt(i)
                            if (h) tallest = Math.max(tallest, h.textHeight + 12)
                        }
                        return tallest
                    }
                    // The corner: which way the table reads.
                    Rectangle {
                        width: root.nameWidth
                        height: headingRow.headingHeight
                        color: Theme.lacquer
                        radius: 4
                        Label {
                            anchors.fill: parent
                            anchors.margins: 4
                            text: qsTr("攻め ＼ 守り")
                            color: Theme.titleText
                            font.pixelSize: 12
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignBottom
                        }
                    }
                    Repeater {
                        id: headings
                        model: root.defenders
                        Rectangle {
                            id: heading
                            required property var modelData
                            required property int index
                            objectName: "combatDefender"
                            readonly property string name: modelData.defender
                            readonly property real textHeight: japanese ? headingText.implicitHeight : headingText.implicitWidth
                            // Kanji and kana stand top to bottom; English abbreviations are turned.
                            readonly property bool japanese: /^[\u3000-\u9fff\uff00-\uffef]/.test(modelData.defenderShort)
                            width: root.cellWidth
                            height: headingRow.headingHeight
                            color: root.hoverColumn === index ? Theme.accent : (index % 2 ? Theme.lacquerDark : Theme.lacquer)
                            border.color: Theme.lacquerDark
                            Accessible.role: Accessible.ColumnHeader
                            Accessible.name: modelData.defender
                            Text {
                                id: headingText
                                anchors.centerIn: parent
                                rotation: heading.japanese ? 0 : -90
                                text: heading.japanese ? root.vertical(heading.modelData.defenderShort)
                                                       : heading.modelData.defenderShort
                                color: Theme.titleText
                                font.pixelSize: 14
                                font.bold: true
                                lineHeight: 0.95
                                horizontalAlignment: Text.AlignHCenter
                            }
                        }
                    }
                }
                Repeater {
                    model: root.attackers
                    Row {
                        id: attackerRow
                        required property var modelData
                        required property int index
                        objectName: "combatAttacker"
                        readonly property string name: modelData.name
                        Rectangle {
                            width: root.nameWidth
                            height: root.cellHeight
                            color: root.hoverRow === attackerRow.index ? Theme.accent
                                   : (attackerRow.index % 2 ? Theme.paperShade : "#f3e8d2")
                            border.color: Theme.paperLine
                            Accessible.role: Accessible.RowHeader
                            Accessible.name: attackerRow.modelData.name
                            // The whole name where it fits, else the one on the pieces ("Lt Gen").
                            TextMetrics {
                                id: fullName
                                font: rowName.font
                                text: attackerRow.modelData.name
                            }
                            Label {
                                id: rowName
                                anchors.fill: parent
                                anchors.leftMargin: 8
                                anchors.rightMargin: 4
                                text: fullName.advanceWidth <= width ? attackerRow.modelData.name
                                                                     : attackerRow.modelData.short
                                font.pixelSize: 14
                                font.bold: true
                                color: root.hoverRow === attackerRow.index ? Theme.titleText : Theme.panelText
                                elide: Text.ElideRight
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                        Repeater {
                            model: attackerRow.modelData.cells
                            Rectangle {
                                id: cell
                                required property var modelData
                                required property int index
                                objectName: "combatCell"
                                readonly property string outcome: modelData.outcome
                                readonly property string text: root.mark(modelData.outcome)
                                width: root.cellWidth
                                height: root.cellHeight
                                color: modelData.outcome === "win" ? Theme.winCell
                                       : modelData.outcome === "loss" ? Theme.lossCell : Theme.tieCell
                                border.color: Theme.paperLine
                                opacity: (root.hoverRow < 0 || root.hoverRow === attackerRow.index
                                          || root.hoverColumn === index) ? 1 : 0.8
                                Accessible.role: Accessible.Cell
                                //: A cell of the 勝敗表: %1 attacks %2, %3 is 勝ち, 負け or 相打ち
                                Accessible.name: qsTr("%1が%2を攻めると%3").arg(attackerRow.modelData.name)
                                                 .arg(modelData.defender).arg(root.outcomeWord(modelData.outcome))
                                Text {
                                    anchors.centerIn: parent
                                    text: cell.text
                                    font.pixelSize: 18
                                    font.bold: true
                                    color: cell.modelData.outcome === "win" ? Theme.winMark
                                           : cell.modelData.outcome === "loss" ? Theme.lossMark : Theme.tieMark
                                }
                                HoverHandler {
                                    id: hover
                                    onHoveredChanged: {
                                        if (hovered) {
                                            root.hoverRow = attackerRow.index
                                            root.hoverColumn = cell.index
                                        } else if (root.hoverRow === attackerRow.index && root.hoverColumn === cell.index) {
                                            root.hoverRow = -1
                                            root.hoverColumn = -1
                                        }
                                    }
                                }
                                ToolTip.visible: hover.hovered
                                ToolTip.delay: 400
                                ToolTip.text: Accessible.name
                            }
                        }
                    }
                }
            }

            // The pieces that fight by rules of their own.
            Label {
                visible: root.notes.length > 0
                text: qsTr("特別な駒")
                font.pixelSize: 17
                font.bold: true
                topPadding: 6
            }
            Repeater {
                model: root.notes
                Rectangle {
                    id: noteBox
                    required property var modelData
                    objectName: "combatNote"
                    width: root.gridWidth
                    height: noteColumn.implicitHeight + 16
                    radius: 5
                    color: "#fbf6ea"
                    border.color: Theme.paperLine
                    Column {
                        id: noteColumn
                        x: 12
                        y: 8
                        width: parent.width - 24
                        spacing: 3
                        Label {
                            text: noteBox.modelData.name
                            font.bold: true
                            font.pixelSize: 15
                            color: Theme.accent
                        }
                        Label {
                            width: parent.width
                            wrapMode: Text.WordWrap
                            text: Typeset.phrases(noteBox.modelData.note)
                            lineHeight: 1.2
                        }
                    }
                }
            }
        }
    }
}
