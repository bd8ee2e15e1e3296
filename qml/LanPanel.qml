// The room beside a LAN game: the rules it plays, its address to pass on (with Copy, and the
// choice of this PC's addresses when it has several), what the opponent is doing, and the ways
// out: 待たずに CPU と遊ぶ while nobody is in the room (again after a friend left), CPU と新しく
// 対局する once the opponent has been gone a while, 部屋を出る. The opponent coming, going or
// getting ready changes no height here: the setup's buttons below stay under the pointer.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    // null outside a LAN game.
    property LanLobby lobby: null
    // CPU game instead of the room (the room is left first).
    signal cpuRequested()
    spacing: 6

    Label {
        id: status
        objectName: "lanStatus"
        Layout.fillWidth: true
        // As tall as the tallest status the room may show.
        Layout.preferredHeight: Math.max(implicitHeight, statusReserve.implicitHeight)
        verticalAlignment: Text.AlignTop
        wrapMode: Text.WordWrap
        // In the room: what the opponent does; the room lost: why.
        text: !root.lobby ? "" : root.lobby.active ? root.lobby.status : root.lobby.error
        color: Theme.panelText
        font.pixelSize: 14
        font.bold: true
        // Every status laid out unseen at this width; a row is as tall as its tallest.
        Row {
            id: statusReserve
            opacity: 0
            Accessible.ignored: true
            Repeater {
                model: root.lobby ? root.lobby.statusTexts : []
                delegate: Text {
                    required property string modelData
                    Accessible.ignored: true
                    width: status.width
                    wrapMode: Text.WordWrap
                    font: status.font
                    text: modelData
                }
            }
        }
    }
    // Under the room lost: what the server said (English), smaller and muted.
    Label {
        objectName: "lanErrorDetail"
        Layout.fillWidth: true
        visible: root.lobby !== null && !root.lobby.active && text !== ""
        text: root.lobby ? root.lobby.errorDetail : ""
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        color: Theme.mutedText
        font.pixelSize: 11
    }
    Label {
        objectName: "lanRules"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        visible: root.lobby !== null && root.lobby.roomRuleCode !== ""
        //: %1 is the rules' summary in words
        text: !root.lobby ? "" : qsTr("ルール: %1").arg(root.lobby.roomRulesText)
        color: Theme.panelText
        font.pixelSize: 12
        HoverHandler { id: rulesHover }
        ToolTip.visible: rulesHover.hovered
        ToolTip.delay: 500
        //: %1 is the rule code: text that, pasted into ルール設定, sets the same rules
        ToolTip.text: !root.lobby ? "" : qsTr("このルールを文字で書くと「%1」です。ルール設定に貼り付けると同じルールになります。")
                                         .arg(root.lobby.roomRuleCode)
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.lobby !== null && root.lobby.hosting && root.lobby.roomOpen
        spacing: 6
        // The whole address, never broken inside a word: it may wrap only after the scheme
        // (gunjin://), at the dots and before the port of the host, and before the room code,
        // so the code at its end is never cut. `link` is the address itself (what コピー copies).
        Label {
            objectName: "lanUrl"
            Layout.fillWidth: true
            readonly property string link: root.lobby ? root.lobby.roomUrl : ""
            text: {
                const scheme = link.indexOf("://"), slash = link.lastIndexOf("/")
                if (scheme < 0 || slash < scheme + 3)
                    return link
                const host = link.slice(scheme + 3, slash + 1).replace(/\./g, ".\u200B").replace(":", "\u200B:")
                return link.slice(0, scheme + 3) + "\u200B" + host + "\u200B" + link.slice(slash + 1)
            }
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            // Smaller only when the room code, which never breaks, is wider than the box: a
            // code of wide letters (w, m) took 91 px of a narrow panel's 90.
            font.pixelSize: Math.max(9, Math.min(13, Math.floor(13 * (width - leftPadding - rightPadding)
                                                                 / Math.max(1, codeWidth.advanceWidth) * 10) / 10))
            TextMetrics {
                id: codeWidth
                font.family: parent.font.family
                font.pixelSize: 13
                text: parent.link.slice(parent.link.lastIndexOf("/") + 1)
            }
            color: Theme.panelText
            padding: 6
            background: Rectangle {
                color: "#fffaf0"
                border.color: "#d9c7a7"
                radius: 4
            }
            Accessible.name: qsTr("部屋のアドレス")
            Accessible.description: link
        }
        Button {
            id: copyButton
            objectName: "lanCopy"
            // As wide as its longer label, so the address beside it does not re-wrap.
            Layout.preferredWidth: Math.max(copyWide.advanceWidth, copyShort.advanceWidth) + 28
            TextMetrics { id: copyWide; font: copyButton.font; text: qsTr("コピーしました") }
            TextMetrics { id: copyShort; font: copyButton.font; text: qsTr("コピー") }
            //: The copy button's text for a moment after it copied
            text: copied.running ? qsTr("コピーしました")
                                 //: Button: copy the room's link
                                 : qsTr("コピー")
            onClicked: {
                root.lobby.copyUrl()
                copied.restart()
            }
            Timer { id: copied; interval: 4000 }
        }
    }
    // Which of this PC's addresses the link carries, when it has several (the one the default
    // route leaves by comes first): a friend on another network may need another one.
    RowLayout {
        Layout.fillWidth: true
        visible: root.lobby !== null && root.lobby.hosting && root.lobby.roomOpen
                 && root.lobby.hostAddresses.length > 1
        spacing: 6
        Label {
            text: qsTr("リンクのアドレス")
            color: Theme.panelText
            font.pixelSize: 12
        }
        ComboBox {
            id: addressChoice
            objectName: "lanAddressChoice"
            Layout.fillWidth: true
            model: root.lobby ? root.lobby.hostAddresses : []
            textRole: "text"
            valueRole: "address"
            // The lobby's choice; a pick by the player goes there and the binding is restored.
            readonly property int chosen: {
                const list = root.lobby ? root.lobby.hostAddresses : []
                for (let i = 0; i < list.length; ++i)
                    if (list[i].address === root.lobby.hostAddress)
                        return i
                return -1
            }
            currentIndex: chosen
            font.pixelSize: 12
            onActivated: {
                root.lobby.hostAddress = currentValue
                currentIndex = Qt.binding(() => addressChoice.chosen)
            }
            Accessible.name: qsTr("リンクのアドレス")
        }
    }
    // What the link is for, shown all the while the room waits (コピー itself confirms the
    // copy): a note that came and went would move the buttons below under the pointer.
    Label {
        objectName: "lanCopied"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        visible: root.lobby !== null && root.lobby.hosting && root.lobby.roomOpen
        // A gunjins:// link reaches a room server on the internet.
        text: root.lobby && root.lobby.roomUrl.startsWith("gunjins://")
              ? qsTr("このリンクをチャットなどで相手に送ってください。相手はインターネットのどこからでも参加できます。部屋は、誰も接続していない状態が 30 分続くか、作ってから 24 時間たつと消えます。")
              : qsTr("このリンクをチャットなどで相手に送ってください。開くと参加でき、開けないときは「参加する」の欄に貼り付けます。")
        color: Theme.panelText
        font.pixelSize: 12
    }
    // 観戦: the room's watch link to hand out (it takes no seat) and how many watch, on one
    // row (the panel is tall already). There the whole time in the room: nothing below moves.
    RowLayout {
        Layout.fillWidth: true
        visible: root.lobby !== null && root.lobby.watchLink !== ""
        spacing: 6
        Button {
            id: watchCopyButton
            objectName: "lanWatchCopy"
            // As wide as its longer label, so the count beside it does not move.
            Layout.preferredWidth: Math.max(watchWide.advanceWidth, watchShort.advanceWidth) + 28
            TextMetrics { id: watchWide; font: watchCopyButton.font; text: qsTr("コピーしました") }
            TextMetrics { id: watchShort; font: watchCopyButton.font; text: qsTr("観戦リンクをコピー") }
            //: Button: copy the room's link for spectators
            text: watchCopied.running ? qsTr("コピーしました") : qsTr("観戦リンクをコピー")
            onClicked: {
                root.lobby.copyWatchLink()
                watchCopied.restart()
            }
            Timer { id: watchCopied; interval: 4000 }
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: root.lobby ? root.lobby.watchLink : ""
            Accessible.description: ToolTip.text
        }
        Label {
            objectName: "lanWatchers"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignRight
            //: %1 is how many people watch the game
            text: qsTr("%1 人が観戦中").arg(root.lobby ? root.lobby.watchers : 0)
            // Someone watching is news, not a warning: the panel's text colour, not the accent.
            color: root.lobby && root.lobby.watchers > 0 ? Theme.panelText : Theme.mutedText
            font.bold: root.lobby ? root.lobby.watchers > 0 : false
            font.pixelSize: 12
        }
    }
    // One place for the way to the CPU: kept while hosting even when it is empty (the friend
    // is in the room), so that the friend coming or going moves nothing below.
    Item {
        Layout.fillWidth: true
        Layout.preferredHeight: Math.max(cpuInstead.implicitHeight, abandon.implicitHeight)
        visible: root.lobby !== null && (root.lobby.hosting || cpuInstead.visible || abandon.visible)
        Button {
            id: cpuInstead
            objectName: "lanCpuInstead"
            anchors.fill: parent
            visible: root.lobby !== null && !root.lobby.opponentJoined
            text: qsTr("待たずに CPU と遊ぶ")
            onClicked: root.cpuRequested()
        }
        Button {
            id: abandon
            objectName: "lanAbandon"
            anchors.fill: parent
            visible: root.lobby !== null && root.lobby.offerCpu && !cpuInstead.visible
            text: qsTr("CPU と新しく対局する（今の対局は終わります）")
            onClicked: root.cpuRequested()
        }
    }
}
