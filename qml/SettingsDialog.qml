// 設定: the player's preferences, one row each - 効果音, 動きの速さ, 動きを減らす, 画質,
// 対戦サーバー - kept in Preferences at once (there is nothing to apply; 閉じる only closes; the
// server's address is taken on Enter or when the field is left, and a bad one is named under it,
// the text kept for mending). Opened from the menu's
// top bar and from the game's panel. Keyboard: Tab from control to control, Space or Enter
// chooses, Escape closes.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

GameDialog {
    id: root
    objectName: "settingsDialog"
    property Preferences preferences: null
    title: qsTr("設定")
    width: Math.min(600, maxWidth)
    // A narrow window puts each row's control under its name.
    readonly property bool wide: availableWidth >= 470

    onOpened: {
        serverField.text = root.preferences ? root.preferences.roomServer : ""
        root.serverProblem = ""
        soundSwitch.forceActiveFocus(Qt.TabFocusReason)
    }
    // What is wrong with the 対戦サーバー typed ("" when it was taken).
    property string serverProblem: ""
    function applyServer() {
        if (!root.preferences)
            return
        root.serverProblem = root.preferences.setRoomServer(serverField.text)
        if (root.serverProblem === "")
            serverField.text = root.preferences.roomServer
    }

    // One choice of several (動きの速さ, 画質): a row of buttons, the chosen one vermilion.
    component Choices: Flow {
        id: choices
        // [{value, text}, ...], the value chosen, and the row's name for screen readers.
        property var options: []
        property string value: ""
        property string label: ""
        property string namePrefix: ""
        signal chosen(string value)
        spacing: 6
        Repeater {
            model: choices.options
            DialogButton {
                required property var modelData
                objectName: choices.namePrefix + modelData.value
                text: modelData.text
                checkable: true
                checked: choices.value === modelData.value
                highlighted: checked
                implicitWidth: Math.max(72, implicitContentWidth + leftPadding + rightPadding)
                //: A choice's accessible name: %1 is the setting (動きの速さ), %2 the choice
                Accessible.name: qsTr("%1：%2").arg(choices.label).arg(modelData.text)
                onClicked: {
                    choices.chosen(modelData.value)
                    checked = Qt.binding(() => choices.value === modelData.value)
                }
            }
        }
    }
    // A setting's name over its one-line explanation.
    component RowName: ColumnLayout {
        property alias text: name.text
        property alias note: noteLabel.text
        spacing: 2
        Layout.fillWidth: true
        Layout.preferredWidth: root.wide ? 200 : -1
        Label {
            id: name
            Layout.fillWidth: true
            font.bold: true
            font.pixelSize: 16
            wrapMode: Text.WordWrap
        }
        Label {
            id: noteLabel
            Layout.fillWidth: true
            visible: text !== ""
            font.pixelSize: 13
            color: Theme.mutedText
            wrapMode: Text.WordWrap
        }
    }
    // The thin rule between rows.
    component Rule: Rectangle {
        Layout.columnSpan: root.wide ? 2 : 1
        Layout.fillWidth: true
        Layout.preferredHeight: 1
        color: Theme.paperLine
    }

    GridLayout {
        width: root.availableWidth
        columns: root.wide ? 2 : 1
        columnSpacing: 20
        rowSpacing: 12

        RowName {
            text: qsTr("効果音")
            note: qsTr("駒の移動や戦いの音を鳴らします。")
        }
        Switch {
            id: soundSwitch
            objectName: "settingsSound"
            Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
            checked: root.preferences ? root.preferences.sound : false
            text: checked ? qsTr("オン") : qsTr("オフ")
            Accessible.name: qsTr("効果音")
            onToggled: root.preferences.sound = checked
            Keys.onReturnPressed: toggle(), toggled()
            Keys.onEnterPressed: toggle(), toggled()
        }
        Rule {}

        RowName {
            text: qsTr("動きの速さ")
            note: root.preferences && root.preferences.reduceMotion
                  ? qsTr("「動きを減らす」がオンの間は使いません。") : qsTr("駒が動く速さです。")
        }
        Choices {
            objectName: "settingsSpeed"
            Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
            Layout.maximumWidth: root.availableWidth
            label: qsTr("動きの速さ")
            namePrefix: "settingsSpeed-"
            enabled: root.preferences ? !root.preferences.reduceMotion : false
            options: [{ value: "slow", text: qsTr("ゆっくり") },
                      { value: "normal", text: qsTr("ふつう") },
                      { value: "fast", text: qsTr("速い") }]
            value: root.preferences ? root.preferences.motionSpeed : ""
            onChosen: (value) => root.preferences.motionSpeed = value
        }
        Rule {}

        RowName {
            text: qsTr("動きを減らす")
            note: qsTr("移動・戦い・攻撃を、動きなしで表示します。")
        }
        Switch {
            objectName: "settingsReduceMotion"
            Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
            checked: root.preferences ? root.preferences.reduceMotion : false
            text: checked ? qsTr("オン") : qsTr("オフ")
            Accessible.name: qsTr("動きを減らす")
            onToggled: root.preferences.reduceMotion = checked
            Keys.onReturnPressed: toggle(), toggled()
            Keys.onEnterPressed: toggle(), toggled()
        }
        Rule {}

        RowName {
            text: qsTr("画質")
            note: qsTr("「自動」は、この PC で無理なく描ける画質を選びます。")
        }
        Choices {
            objectName: "settingsQuality"
            Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
            Layout.maximumWidth: root.availableWidth
            label: qsTr("画質")
            namePrefix: "settingsQuality-"
            options: [{ value: "auto", text: qsTr("自動") },
                      //: 画質 (graphics quality): low
                      { value: "low", text: qsTr("低") },
                      //: 画質 (graphics quality): medium
                      { value: "medium", text: qsTr("中") },
                      //: 画質 (graphics quality): high
                      { value: "high", text: qsTr("高") }]
            value: root.preferences ? root.preferences.graphicsQuality : ""
            onChosen: (value) => root.preferences.graphicsQuality = value
        }
        Rule {}

        RowName {
            Layout.columnSpan: root.wide ? 2 : 1
            Layout.preferredWidth: -1
            text: qsTr("対戦サーバー")
            note: qsTr("「友達と対戦」で部屋を作るサーバーです。空欄なら、この PC のアプリの中に部屋を作ります（同じネットワークの相手と対戦）。")
        }
        ColumnLayout {
            Layout.columnSpan: root.wide ? 2 : 1
            Layout.fillWidth: true
            spacing: 4
            TextField {
                id: serverField
                objectName: "settingsServer"
                Layout.fillWidth: true
                placeholderText: qsTr("例: rooms.example.org")
                font.pixelSize: 15
                selectByMouse: true
                inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText | Qt.ImhUrlCharactersOnly
                Accessible.name: qsTr("対戦サーバー")
                onAccepted: root.applyServer()
                onEditingFinished: root.applyServer()
            }
            Label {
                objectName: "settingsServerProblem"
                Layout.fillWidth: true
                visible: root.serverProblem !== ""
                text: root.serverProblem
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.accent
                font.pixelSize: 13
            }
            // What the app makes of the entry: TLS unless gunjin:// was written.
            Label {
                objectName: "settingsServerNote"
                Layout.fillWidth: true
                visible: root.serverProblem === ""
                wrapMode: Text.WordWrap
                font.pixelSize: 13
                color: Theme.mutedText
                readonly property string server: root.preferences ? root.preferences.roomServer : ""
                text: server === ""
                      ? qsTr("ホスト名だけ（rooms.example.org）やポート付き（rooms.example.org:8443）で入力できます。暗号化（TLS）して接続します。")
                      : server.startsWith("gunjin://")
                        //: %1 is the server's address
                        ? qsTr("%1 に暗号化せずに接続します。同じネットワーク（LAN）の中のサーバーにだけ使ってください。").arg(server)
                        //: %1 is the server's address
                        : qsTr("%1 に暗号化（TLS）して接続します。").arg(server)
            }
        }
    }

    footer: DialogButtonBox {
        background: null
        leftPadding: root.leftPadding
        rightPadding: root.rightPadding
        bottomPadding: root.footerBottom
        topPadding: 8
        DialogButton {
            objectName: "settingsClose"
            text: qsTr("閉じる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
