// The start screen: which game (軍人将棋 6×8 or 連盟ルール 9×9) with the rules in force and the
// rules page, and how to play - against the CPU, two people at one PC, or a friend on the LAN.
// The choice of game and rules lives in RuleSettings; the start signals leave it to whoever
// starts the game to read `ruleSettings.code`.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

Rectangle {
    id: root
    signal startRequested(string level, bool humanFirst)
    signal hotSeatRequested()
    signal continueRequested()
    signal watchAgainRequested() // 観戦に戻る: the watch the app stopped in
    signal lanRequested()
    signal helpRequested()
    signal recordsRequested() // 棋譜: the list of past games
    signal lessonRequested(string name) // チュートリアル: the lesson to go on with
    signal languageChosen(string code)
    // The language in use ("ja" or "en"), to mark the current choice.
    property string language: "ja"
    required property RuleSettings ruleSettings
    // 続きから: what the unfinished game was ("" when none), and a note on the records.
    property string continueSummary: ""
    property string recordsNotice: ""
    property string unfinishedWatch: ""
    // Where 効果音 (the game's sounds on or off) is kept; null: no switch.
    property Preferences preferences: null
    property alias rulesPage: rulesPage
    // The tutorial's lessons and progress (null: no チュートリアル).
    property Tutorial tutorial: null
    readonly property bool offerTutorial: root.tutorial !== null && root.tutorial.offered
                                          && !continueCard.visible

    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.screenTop }
        GradientStop { position: 1.0; color: Theme.screenBottom }
    }

    // 効果音, top left: the same setting as the game panel's.
    SoundControl {
        id: soundSwitch
        anchors.verticalCenter: languageRow.verticalCenter
        anchors.left: parent.left
        anchors.leftMargin: 16
        width: 240
        visible: root.preferences !== null
        preferences: root.preferences
        textColor: "#f3e3c3" // light on the dark menu
    }

    // 設定 (効果音, the board's motion, 画質), beside the sound switch.
    Button {
        id: settingsButton
        objectName: "settingsButton"
        anchors.left: soundSwitch.visible ? soundSwitch.right : parent.left
        anchors.leftMargin: 16
        anchors.verticalCenter: languageRow.verticalCenter
        visible: root.preferences !== null
        text: qsTr("設定")
        Accessible.name: qsTr("設定")
        onClicked: settingsDialog.open()
    }
    SettingsDialog {
        id: settingsDialog
        preferences: root.preferences
    }

    // 日本語 / English, top right.
    Row {
        id: languageRow
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 16
        spacing: 6
        Button {
            objectName: "language-ja"
            text: "日本語"
            checkable: true
            checked: root.language === "ja"
            Accessible.name: "日本語 (Japanese)"
            onClicked: root.languageChosen("ja")
        }
        Button {
            objectName: "language-en"
            text: "English"
            checkable: true
            checked: root.language === "en"
            Accessible.name: "English (英語)"
            onClicked: root.languageChosen("en")
        }
    }

    // The choices, centred below the language buttons: the game and its rules on the left,
    // how to play on the right (one column on a narrow window). On a low window (800 x 600)
    // the title shrinks, and what still does not fit scrolls instead of being cut.
    Flickable {
        id: menuArea
        objectName: "menuArea"
        anchors.top: languageRow.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        contentWidth: width
        contentHeight: column.implicitHeight + 24
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {
            policy: menuArea.contentHeight > menuArea.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: column
            readonly property bool wide: menuArea.width >= 760
            // A low window (600 px): smaller buttons, so that all of the menu and 続きから's
            // place fit without scrolling.
            readonly property bool low: root.height < 700
            x: (menuArea.width - width) / 2
            y: Math.max(8, (menuArea.height - implicitHeight) / 2 - languageRow.height / 2)
            spacing: low ? 10 : 18
            width: wide ? Math.min(780, menuArea.width - 40) : Math.min(560, menuArea.width - 40)

            Heading {
                Layout.alignment: Qt.AlignHCenter
                objectName: "menuTitle"
                Layout.maximumWidth: column.width
                level: 1
                text: qsTr("軍人将棋")
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 28
                // A low window keeps the title large where the two columns leave the height
                // (特大 text at 1280 × 800 must not make it smaller than 標準 does).
                font.pixelSize: !column.low ? 84 : column.wide ? 64 : 46
                color: "#f3e3c3"
                // Ink soaking into the dark wood.
                style: Text.Raised
                styleColor: "#120c08"
            }
            // A gold rule under the title, as on a box lid.
            Rectangle {
                visible: !column.low // where every pixel of height counts
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Math.min(360, column.width)
                Layout.preferredHeight: 2
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0.0; color: "transparent" }
                    GradientStop { position: 0.5; color: Theme.gold }
                    GradientStop { position: 1.0; color: "transparent" }
                }
            }
            // 続きから has its place whether or not there is a game to continue: when the card
            // comes (the records are read after the menu shows), nothing below it moves. Until
            // then, and when there is none, the game's line stands in it: no empty band.
            Item {
                objectName: "continueSlot"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(continueCard.implicitHeight, column.low ? 60 : 68)
                Label {
                    objectName: "menuSubtitle"
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: column.low ? 0 : 6
                    width: Math.min(implicitWidth, parent.width)
                    visible: !continueCard.visible && !root.offerTutorial
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: qsTr("駒を伏せて戦う、日本生まれの盤上ゲーム")
                    font.pixelSize: 18
                    color: "#cdb894"
                }
                TutorialOffer {
                    objectName: "tutorialOffer"
                    width: parent.width
                    visible: root.offerTutorial
                    onBegin: root.lessonRequested(root.tutorial.next)
                    onPutAway: root.tutorial.putAwayOffer()
                }
                ContinueCard {
                    id: continueCard
                    objectName: "continueCard"
                    width: parent.width
                    summary: root.continueSummary
                    notice: root.recordsNotice
                    watchLink: root.unfinishedWatch
                    onContinueRequested: root.continueRequested()
                    onWatchAgainRequested: root.watchAgainRequested()
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: column.wide ? 2 : 1
                columnSpacing: 32
                rowSpacing: 24

                // The game and its rules.
                Rectangle {
                    Layout.fillWidth: !column.wide
                    Layout.preferredWidth: column.wide ? 320 : -1
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: rulesColumn.implicitHeight + 32
                    radius: 8
                    color: "#2c2119"
                    border.color: "#5a4530"

                    ColumnLayout {
                        id: rulesColumn
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: 16
                        spacing: 10

                        Heading {
                            level: 3
                            text: qsTr("遊ぶゲーム")
                            color: "#f3e3c3"
                        }
                        GameChoice {
                            Layout.fillWidth: true
                            // Side by side in the one narrow column, where height counts.
                            vertical: column.wide
                            settings: root.ruleSettings
                        }
                        // The summary above its button in the wide menu's rules column; side by
                        // side in the one narrow column, where height counts.
                        GridLayout {
                            Layout.fillWidth: true
                            columns: column.wide ? 1 : 2
                            rowSpacing: 10
                            columnSpacing: 12
                            // Two lines are kept for the summary whatever it says, so that
                            // choosing the other game (a longer line) moves no button below it.
                            Label {
                                id: rulesSummary
                                objectName: "menuRulesSummary"
                                Layout.fillWidth: true
                                Layout.topMargin: column.wide ? 4 : 0
                                Layout.preferredHeight: Math.ceil(summaryMetrics.height) * 2
                                verticalAlignment: Text.AlignVCenter
                                wrapMode: Text.WordWrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                FontMetrics {
                                    id: summaryMetrics
                                    font: rulesSummary.font
                                }
                                //: %1 is the rules' summary
                                text: qsTr("ルール：%1").arg(root.ruleSettings.summary)
                                color: "#cdb894"
                                font.pixelSize: 14
                            }
                            Button {
                                objectName: "rulesButton"
                                Layout.fillWidth: column.wide
                                Layout.preferredWidth: column.wide ? -1 : Math.max(implicitWidth, 150)
                                Layout.preferredHeight: 40
                                text: qsTr("ルール設定")
                                font.pixelSize: 16
                                onClicked: rulesPage.open()
                            }
                        }
                        // The chosen game's lessons, from the first not done yet.
                        Button {
                            objectName: "tutorial"
                            Layout.fillWidth: true
                            Layout.preferredHeight: 40
                            visible: root.tutorial !== null
                            enabled: root.tutorial !== null && root.tutorial.next !== ""
                            //: %1 counts the lessons done of the chosen game (3 / 9)
                            text: root.tutorial && root.tutorial.doneCount > 0
                                  ? qsTr("チュートリアル（%1）").arg(root.tutorial.doneCount + " / "
                                                                   + root.tutorial.lessons.length)
                                  : qsTr("チュートリアル")
                            font.pixelSize: 16
                            onClicked: root.lessonRequested(root.tutorial.next)
                        }
                    }
                }

                // How to play.
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    spacing: column.spacing

                    Heading {
                        id: cpuHeading
                        objectName: "cpuHeading"
                        level: 3
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("CPU と対戦（あなたが先手・朱の駒）")
                        color: "#f3e3c3"
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 12
                        // The levels the level table offers on the menu, named as everywhere
                        // else (CpuLevels). A fixed model, texts bound in the delegate: a change
                        // of language while the menu is hidden must not replace a layout's items
                        // (see GameChoice).
                        Repeater {
                            model: CpuLevels.menu
                            delegate: Button {
                                required property string modelData
                                objectName: "start-" + modelData
                                Layout.fillWidth: true
                                Layout.preferredHeight: column.low ? 48 : 56
                                text: CpuLevels.names[modelData]
                                font.pixelSize: 20
                                // What the level plays like (README, CPU levels), wrapped
                                // to a few lines above the button.
                                hoverEnabled: true
                                Accessible.description: levelTip.text
                                readonly property alias tip: levelTip
                                ToolTip {
                                    id: levelTip
                                    visible: parent.hovered
                                    delay: 500
                                    width: Math.min(implicitWidth, 360)
                                    x: (parent.width - width) / 2
                                    // Above the heading: below the button it hid 後手で始める
                                    // (two play-testers), over the heading it hid what the
                                    // levels are for (two more).
                                    y: -height - 6 - cpuHeading.height - column.spacing
                                    text: Typeset.phrases(CpuLevels.characters[parent.modelData])
                                }
                                onClicked: root.startRequested(modelData, true)
                            }
                        }
                    }
                    Button {
                        objectName: "start-second"
                        Layout.fillWidth: true
                        Layout.preferredHeight: column.low ? 42 : 48
                        //: The CPU moves first; %1 is its level (Medium)
                        text: qsTr("後手で始める（%1）").arg(CpuLevels.names[CpuLevels.usual])
                        font.pixelSize: 18
                        onClicked: root.startRequested(CpuLevels.usual, false)
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("後手では CPU が先に指し、あなたは白木の駒を使います。")
                        color: "#a8967a"
                        font.pixelSize: 14
                    }
                    Button {
                        objectName: "start-hotseat"
                        Layout.fillWidth: true
                        Layout.topMargin: 12
                        Layout.preferredHeight: column.low ? 42 : 48
                        text: qsTr("この端末で 2 人で遊ぶ")
                        font.pixelSize: 18
                        onClicked: root.hotSeatRequested()
                    }
                    Button {
                        objectName: "start-lan"
                        Layout.fillWidth: true
                        Layout.preferredHeight: column.low ? 42 : 48
                        // Through the room server when one is set (設定の対戦サーバー).
                        text: root.preferences && root.preferences.roomServer !== ""
                              ? qsTr("友達と対戦（対戦サーバー）") : qsTr("友達と対戦（LAN）")
                        font.pixelSize: 18
                        onClicked: root.lanRequested()
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.topMargin: 12
                        spacing: 12
                        Button {
                            objectName: "help"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.preferredHeight: 40
                            text: qsTr("遊び方・ルール")
                            font.pixelSize: 16
                            onClicked: root.helpRequested()
                        }
                        Button {
                            objectName: "records"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.preferredHeight: 40
                            text: qsTr("棋譜（これまでの対局）")
                            font.pixelSize: 16
                            onClicked: root.recordsRequested()
                        }
                    }
                }
            }
        }
    }

    RulesPage {
        id: rulesPage
        settings: root.ruleSettings
    }
}
