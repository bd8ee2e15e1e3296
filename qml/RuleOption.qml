// One option of the rules page: its title (the rule number in its tool tip), what it is about,
// a radio button per choice, and what the chosen one changes. The option comes from
// RuleSettings.options and names the RuleSettings property it sets.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    required property RuleSettings settings
    // {property, rule, title, description, choices: [{value, label, detail}]}
    required property var option
    readonly property int value: root.settings[root.option.property]
    readonly property var chosen: root.option.choices.find(c => c.value === root.value)
    spacing: 4

    // The title; the rule's ID (H-1, F-INFO: the rules' own numbering) only in its tool tip,
    // for those who look rules up - a play-tester read the badge as jargon.
    Label {
        Layout.fillWidth: true
        text: root.option.title
        font.pixelSize: 17
        font.bold: true
        color: Theme.panelText
        wrapMode: Text.WordWrap
        HoverHandler {
            id: titleHover
        }
        ToolTip.visible: titleHover.hovered
        ToolTip.delay: 600
        //: %1 is a rule's ID in the rules (H-1, F-INFO)
        ToolTip.text: qsTr("ルールの番号：%1").arg(root.option.rule)
    }
    Label {
        Layout.fillWidth: true
        text: root.option.description
        wrapMode: Text.WordWrap
        color: Theme.mutedText
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: root.option.choices
            delegate: RadioButton {
                required property var modelData
                objectName: root.option.property + "-" + modelData.value
                text: modelData.label
                checked: root.value === modelData.value
                onClicked: root.settings[root.option.property] = modelData.value
            }
        }
    }
    Label {
        objectName: root.option.property + "-detail"
        Layout.fillWidth: true
        Layout.leftMargin: 8
        text: root.chosen ? "→ " + root.chosen.detail : ""
        wrapMode: Text.WordWrap
        color: Theme.panelText
    }
}
