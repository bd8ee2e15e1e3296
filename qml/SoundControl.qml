// 効果音 and 音量: the one control for the game's sound, the same on the menu, in the game's
// panel and in 設定 - a switch and, beside it, the volume (a slider that rests while the sound
// is off). Both are Preferences, kept at once.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

RowLayout {
    id: root
    property Preferences preferences: null
    // The switch's object name (tests find each screen's by its own).
    property string switchName: "soundSwitch"
    // The words' colour: dark ink on paper, light on the menu's dark wood.
    property color textColor: Theme.panelText
    // The switch's words: 効果音, or オン / オフ where the row already names the setting.
    property bool stateWords: false
    spacing: 6
    // Keyboard: the switch takes the focus (a dialog opening on this row).
    function takeFocus() {
        toggle.forceActiveFocus(Qt.TabFocusReason)
    }

    Switch {
        id: toggle
        objectName: root.switchName
        checked: root.preferences ? root.preferences.sound : false
        text: root.stateWords ? (checked ? qsTr("オン") : qsTr("オフ")) : qsTr("効果音")
        palette.windowText: root.textColor
        Accessible.name: qsTr("効果音")
        onToggled: root.preferences.sound = checked
        Keys.onReturnPressed: toggle.toggle(), toggle.toggled()
        Keys.onEnterPressed: toggle.toggle(), toggle.toggled()
    }
    Slider {
        objectName: root.switchName + "Volume"
        Layout.fillWidth: true
        Layout.minimumWidth: 60
        Layout.maximumWidth: 150
        from: 0
        to: 100
        stepSize: 5
        value: root.preferences ? root.preferences.volume : 70
        enabled: toggle.checked
        Accessible.name: qsTr("音量")
        onMoved: root.preferences.volume = value
        ToolTip.visible: pressed
        //: The volume while it is being set: %1 is 0-100
        ToolTip.text: qsTr("音量 %1").arg(Math.round(value))
    }
}
