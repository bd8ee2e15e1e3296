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
    // A fixed size, whatever its notes say at the moment: the dialog and its controls never
    // move under the pointer (the rows scroll when the window is low).
    height: Math.min(660, maxHeight)
    // A narrow window puts each row's control under its name.
    readonly property bool wide: availableWidth >= 470

    onOpened: {
        serverField.text = root.preferences ? root.preferences.roomServer : ""
        root.serverProblem = ""
        soundSwitch.takeFocus()
        body.contentY = 0
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
    component Choices: Row {
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

    Flickable {
        id: body
        objectName: "settingsBody"
        anchors.fill: parent
        contentWidth: width
        contentHeight: grid.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {
            policy: body.contentHeight > body.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        // The keyboard's focus never hides below the fold.
        readonly property Item focusItem: root.contentItem.Window.activeFocusItem
        onFocusItemChanged: {
            if (!focusItem || !root.opened)
                return
            const top = focusItem.mapToItem(grid, 0, 0).y - 8
            const bottom = top + focusItem.height + 16
            if (top >= 0 && top < contentY)
                contentY = top
            else if (bottom > contentY + height)
                contentY = Math.min(contentHeight - height, bottom - height)
        }
        GridLayout {
            id: grid
            width: body.width - (body.contentHeight > body.height ? 14 : 0)
            columns: root.wide ? 2 : 1
            columnSpacing: 20
            rowSpacing: 12

            RowName {
                text: qsTr("効果音")
                note: qsTr("駒の移動や戦いの音を鳴らします。")
            }
            SoundControl {
                id: soundSwitch
                Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
                Layout.preferredWidth: 250
                switchName: "settingsSound"
                stateWords: true
                preferences: root.preferences
            }
            Rule {}

            RowName {
                text: qsTr("動きの速さ")
                note: qsTr("駒が動く速さです（「動きを減らす」がオンの間は使いません）。")
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
                text: qsTr("全画面表示")
                note: qsTr("ウィンドウを画面いっぱいに広げます（F11 キーでも切り替えられます）。")
            }
            Switch {
                objectName: "settingsFullScreen"
                Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
                checked: root.preferences ? root.preferences.fullScreen : false
                text: checked ? qsTr("オン") : qsTr("オフ")
                Accessible.name: qsTr("全画面表示")
                onToggled: root.preferences.fullScreen = checked
                Keys.onReturnPressed: toggle(), toggled()
                Keys.onEnterPressed: toggle(), toggled()
            }
            Rule {}

            RowName {
                text: qsTr("文字の大きさ")
                note: qsTr("メニュー・パネル・ダイアログの文字とボタンの大きさです。")
            }
            Choices {
                objectName: "settingsTextSize"
                Layout.alignment: root.wide ? Qt.AlignRight | Qt.AlignVCenter : Qt.AlignLeft
                label: qsTr("文字の大きさ")
                namePrefix: "settingsTextSize-"
                //: 文字の大きさ (text size): normal
                options: [{ value: "100", text: qsTr("標準") },
                          //: 文字の大きさ (text size): large
                          { value: "115", text: qsTr("大") },
                          //: 文字の大きさ (text size): extra large
                          { value: "130", text: qsTr("特大") }]
                value: root.preferences ? String(root.preferences.textSize) : ""
                onChosen: (value) => root.preferences.textSize = Number(value)
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
                // What is wrong with the entry, or what the app makes of it (TLS unless
                // gunjin:// was written), in one place of a fixed height: the dialog's rows stay
                // where they are whichever it says.
                Item {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 3 * serverNoteMetrics.height
                    FontMetrics {
                        id: serverNoteMetrics
                        font.pixelSize: 13
                    }
                    Label {
                        objectName: "settingsServerProblem"
                        width: parent.width
                        visible: root.serverProblem !== ""
                        text: root.serverProblem
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        color: Theme.accent
                        font.pixelSize: 13
                    }
                    Label {
                        objectName: "settingsServerNote"
                        width: parent.width
                        visible: root.serverProblem === ""
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
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
