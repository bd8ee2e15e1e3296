// The two games as large toggle buttons: 軍人将棋（6×8） and 連盟ルール（9×9）, each with a line on
// its board and army. Bound to RuleSettings: pressing one chooses that game for the next start.
// Used on the menu (stacked) and on the rules page (side by side).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

GridLayout {
    id: root
    required property RuleSettings settings
    // Stacked (the menu's narrow column) or side by side.
    property bool vertical: false
    columns: vertical ? 1 : 2
    columnSpacing: 10
    rowSpacing: 8

    // The model never changes: its texts are bindings of the delegates, so that a change of
    // language retranslates them in place. (Replacing a layout's delegates while the page
    // holding it is closed leaves Qt 6.4's layout with a dangling item: a crash on opening.)
    Repeater {
        model: [RuleSettings.Classic, RuleSettings.Federation]
        delegate: Button {
            id: toggle
            required property int modelData
            readonly property bool classic: modelData === RuleSettings.Classic
            readonly property string name: classic ? qsTr("軍人将棋（6×8）") : qsTr("連盟ルール（9×9）")
            // The 6 × 8 game's line says how combats are judged under the chosen house rules.
            readonly property string caption: !classic ? qsTr("25 枚・元帥、ミサイル、原爆")
                : root.settings.classicJudgement === RuleSettings.OpenJudgement
                    ? qsTr("23 枚・戦った駒を見せ合う") : qsTr("23 枚・審判が伏せたまま判定")
            readonly property bool selected: root.settings.game === modelData
            objectName: "game-" + (classic ? "classic" : "federation")
            Layout.fillWidth: true
            // A caption too long for a card side by side (English) takes a second line; both
            // cards of a row keep one height.
            Layout.preferredHeight: Math.max(64, implicitContentHeight + topPadding + bottomPadding)
            Layout.fillHeight: true
            checkable: true
            checked: selected
            // A click toggles `checked`; the game decides it again.
            onClicked: {
                root.settings.game = modelData
                checked = Qt.binding(() => toggle.selected)
            }
            Accessible.name: name + " " + caption
            contentItem: ColumnLayout {
                spacing: 2
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: toggle.name
                    font.pixelSize: 20
                    font.bold: true
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 14
                    color: toggle.selected ? "#fff6e6" : Theme.panelText
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: toggle.caption
                    font.pixelSize: 13
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    color: toggle.selected ? "#f6d9c8" : Theme.mutedText
                }
            }
            background: Rectangle {
                radius: 6
                color: toggle.selected ? (toggle.down ? "#9c2c18" : Theme.accent)
                                       : (toggle.down ? "#e2d6c2" : toggle.hovered ? "#fbf5ea" : Theme.panel)
                border.width: toggle.selected ? 2 : 1
                border.color: toggle.selected ? "#f3c98b" : "#9c8568"
            }
        }
    }
}
