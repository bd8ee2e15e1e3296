// ルール設定: choose the game, set its options (the house rules H-1…H-7 for 軍人将棋, the
// judgement mode for 連盟ルール), see the rule code with コピー, paste a code to use someone
// else's rules, and go back to the first settings. Everything is kept by RuleSettings at once;
// 閉じる only closes.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

GameDialog {
    id: root
    objectName: "rulesPage"
    required property RuleSettings settings
    // The answer to the last 適用 or はじめの設定に戻す ("" for none).
    property string message: ""
    property bool messageIsError: false
    // Under an error, smaller: what the rules reader said of the code (English).
    property string messageDetail: ""
    onMessageChanged: if (message === "") messageDetail = ""

    width: Math.min(980, maxWidth)
    height: Math.min(720, maxHeight)
    title: qsTr("ルール設定")

    onOpened: {
        message = ""
        pasteField.text = ""
        optionsArea.contentY = 0
        pageArea.contentY = 0
    }

    function applyPasted() {
        const detail = root.settings.codeDetail(pasteField.text)
        const error = root.settings.applyCode(pasteField.text)
        root.messageIsError = error !== ""
        if (error === "") {
            //: %1 is the rules' summary
            root.message = qsTr("貼り付けたルールにしました：%1").arg(root.settings.summary)
            pasteField.text = ""
        } else {
            root.message = error
            root.messageDetail = detail
        }
    }

    // Beside the options the code box would leave them too little width: on a narrow window
    // the box goes under them, and the page scrolls as one column.
    readonly property bool narrow: availableWidth < 700

    Flickable {
        id: pageArea
        objectName: "rulesPageArea"
        anchors.fill: parent
        contentWidth: width
        contentHeight: root.narrow ? pageColumn.implicitHeight : height
        interactive: root.narrow
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {
            policy: pageArea.contentHeight > pageArea.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: pageColumn
            width: pageArea.width - (root.narrow ? 18 : 0) // room for the bar
            height: root.narrow ? implicitHeight : pageArea.height
            spacing: 14

            GameChoice {
                Layout.fillWidth: true
                vertical: root.narrow // side by side, their lines would be cut
                settings: root.settings
            }

            GridLayout {
                Layout.fillWidth: true
                Layout.fillHeight: !root.narrow
                columns: root.narrow ? 1 : 2
                columnSpacing: 20
                rowSpacing: 14

                // The options of the chosen game (they scroll on their own beside the box).
                Flickable {
                    id: optionsArea
                    objectName: "rulesOptions"
                    Layout.fillWidth: true
                    Layout.fillHeight: !root.narrow
                    Layout.preferredHeight: root.narrow ? contentHeight : -1
                    interactive: !root.narrow
                    clip: true
                    contentWidth: width
                    contentHeight: optionsColumn.implicitHeight
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {
                        policy: optionsArea.contentHeight > optionsArea.height ? ScrollBar.AlwaysOn
                                                                               : ScrollBar.AlwaysOff
                    }
                    ColumnLayout {
                        id: optionsColumn
                        width: optionsArea.width - 18
                        spacing: 18
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.mutedText
                            text: root.settings.game === RuleSettings.Federation
                                  ? qsTr("日本軍人将棋連盟の公式ルールを元にした 9×9 の遊び方です。盤と駒の決まりは一つで、選べるのは判定のしかただけです。")
                                  : qsTr("軍人将棋は説明書によって決まりが少しずつ違います。ここでは資料で分かれている 7 つの決まり（H-1〜H-7）を選べます。どれも左がこのアプリのはじめの設定です。")
                        }
                        // A positioner, not the layout, holds the options: they are made anew
                        // when the language or the game changes, perhaps while the page is closed,
                        // and Qt 6.4's layouts keep a dangling item when that happens to them.
                        Column {
                            Layout.fillWidth: true
                            spacing: 18
                            Repeater {
                                model: root.settings.options
                                delegate: RuleOption {
                                    required property var modelData
                                    width: parent ? parent.width : 0
                                    settings: root.settings
                                    option: modelData
                                }
                            }
                        }
                        // The federation game has one option: say what kind of game it is instead.
                        Label {
                            objectName: "rulesFederationNotes"
                            Layout.fillWidth: true
                            visible: root.settings.game === RuleSettings.Federation
                            wrapMode: Text.WordWrap
                            textFormat: Text.StyledText
                            lineHeight: 1.2
                            color: Theme.panelText
                            text: qsTr("<b>連盟ルールのあらまし</b><br>・9×9 の盤。間の 3 段は川で、×字の橋（真ん中が e5）だけが渡れます。<br>・総司令部は最後列の真ん中 3 マスで 1 つ。表向きの元帥が動かずに守ります。<br>・1 人 25 枚。ジェット機はどこへでも飛び、ミサイルは狙ったマスと上下左右を一度に攻め、原爆は 3×3 を攻めます。<br>・相手の元帥を取れば勝ち。元帥の隣に味方がいるあいだは攻められません。<br>くわしくは「遊び方・ルール」の連盟ルールの項にあります。")
                        }
                    }
                }

                // The rules in force and their code.
                Rectangle {
                    Layout.fillWidth: root.narrow
                    Layout.preferredWidth: root.narrow ? -1 : Math.min(330, root.availableWidth * 0.4)
                    Layout.fillHeight: !root.narrow
                    Layout.preferredHeight: root.narrow ? codeColumn.implicitHeight + 28 : -1
                    radius: 8
                    color: "#e9dcc4"
                    border.color: "#cdb894"

                    ColumnLayout {
                        id: codeColumn
                        anchors.fill: parent
                        anchors.margins: 14
                        spacing: 8

                        Label {
                            text: qsTr("いまのルール")
                            font.bold: true
                            color: Theme.panelText
                        }
                        Label {
                            objectName: "rulesSummary"
                            Layout.fillWidth: true
                            text: root.settings.summary
                            wrapMode: Text.WordWrap
                            color: Theme.panelText
                            font.pixelSize: 16
                        }

                        Label {
                            Layout.topMargin: 10
                            text: qsTr("ルールコード")
                            font.bold: true
                            color: Theme.panelText
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("同じルールで遊びたい相手に送ると、相手はそれを貼り付けるだけで同じ設定になります。")
                            wrapMode: Text.WordWrap
                            color: Theme.mutedText
                            font.pixelSize: 13
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 6
                            TextField {
                                objectName: "rulesCode"
                                Layout.fillWidth: true
                                readOnly: true
                                selectByMouse: true
                                text: root.settings.code
                                font.family: "monospace"
                                Accessible.name: qsTr("ルールコード")
                            }
                            Button {
                                objectName: "rulesCopy"
                                text: copied.running ? qsTr("コピーしました") : qsTr("コピー")
                                onClicked: {
                                    root.settings.copyCode()
                                    copied.restart()
                                }
                                Timer { id: copied; interval: 1500 }
                            }
                        }

                        Label {
                            Layout.topMargin: 10
                            text: qsTr("コードを貼り付けて使う")
                            font.bold: true
                            color: Theme.panelText
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 6
                            TextField {
                                id: pasteField
                                objectName: "rulesPaste"
                                Layout.fillWidth: true
                                selectByMouse: true
                                font.family: "monospace"
                                //: %1 is an example rule code
                                placeholderText: qsTr("例: %1").arg("classic:h1=engineer")
                                Accessible.name: qsTr("貼り付けるルールコード")
                                onAccepted: root.applyPasted()
                                onTextEdited: root.message = ""
                            }
                            Button {
                                objectName: "rulesApply"
                                //: Button: apply the pasted rule code
                                text: qsTr("適用")
                                enabled: pasteField.text.trim().length > 0
                                onClicked: root.applyPasted()
                            }
                        }
                        Label {
                            objectName: "rulesMessage"
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: root.message
                            wrapMode: Text.Wrap
                            color: root.messageIsError ? "#b3261e" : "#2c6e37"
                        }
                        Label {
                            objectName: "rulesMessageDetail"
                            Layout.fillWidth: true
                            visible: text !== "" && root.messageIsError
                            text: root.messageDetail
                            wrapMode: Text.Wrap
                            color: Theme.mutedText
                            font.pixelSize: 12
                        }
                        Item { Layout.fillHeight: true }
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
        topPadding: 4
        DialogButton {
            objectName: "rulesReset"
            text: qsTr("はじめの設定に戻す")
            enabled: !root.settings.atDefaults
            DialogButtonBox.buttonRole: DialogButtonBox.ResetRole
            onClicked: {
                root.settings.resetToDefaults()
                root.messageIsError = false
                root.messageDetail = ""
                //: %1 is the rules' summary
                root.message = qsTr("はじめの設定（%1）に戻しました。").arg(root.settings.summary)
            }
        }
        DialogButton {
            objectName: "rulesClose"
            text: qsTr("閉じる")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
