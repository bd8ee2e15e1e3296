// 友達と対戦 as a player clicks it: one window makes a room, the other types the shown address
// and joins; both reach the setup with the room panel, commit by clicks, and the game starts.
// (Two lobbies in one process, on loopback; the 3D view is left out: this is about the
// panels.) On the joiner's screen nothing moves as the typed room's rules, found rooms, the
// status or an error come and go.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession { id: hostGame; seed: 5; settingsFile: testSettingsFile + ".host" }
    GameSession { id: guestGame; seed: 6; settingsFile: testSettingsFile + ".guest" }
    LanLobby { id: hostLobby; game: hostGame; bindAddress: "127.0.0.1"; port: 0 }
    LanLobby { id: guestLobby; game: guestGame; bindAddress: "127.0.0.1"; port: 0 }

    Row {
        anchors.fill: parent
        LanScreen {
            id: hostScreen
            width: 640; height: 400
            lobby: hostLobby
            visible: hostGame.phase === GameSession.Menu
        }
        LanScreen {
            id: guestScreen
            width: 640; height: 400
            lobby: guestLobby
            visible: guestGame.phase === GameSession.Menu
        }
    }
    Row {
        y: 400
        SidePanel { id: hostPanel; width: 640; height: 400; game: hostGame; lobby: hostLobby }
        SidePanel { id: guestPanel; width: 640; height: 400; game: guestGame; lobby: guestLobby }
    }

    // The joiner's screen at the window's whole size, where its column is centred, hearing
    // the rooms two more apps announce on loopback (a port of this test's own).
    readonly property int beaconPort: testNet.freeUdpPort()
    GameSession { id: joinGame; seed: 7; settingsFile: testSettingsFile + ".join" }
    LanLobby {
        id: joinLobby
        game: joinGame
        bindAddress: "127.0.0.1"
        port: 0
        beaconTarget: "127.0.0.1"
        beaconPort: root.beaconPort
    }
    GameSession { id: roomGame; seed: 8; settingsFile: testSettingsFile + ".room" }
    LanLobby {
        id: roomLobby
        game: roomGame
        bindAddress: "127.0.0.1"
        port: 0
        beaconTarget: "127.0.0.1"
        beaconPort: root.beaconPort
    }
    GameSession { id: otherRoomGame; seed: 9; settingsFile: testSettingsFile + ".other-room" }
    LanLobby {
        id: otherRoomLobby
        game: otherRoomGame
        bindAddress: "127.0.0.1"
        port: 0
        beaconTarget: "127.0.0.1"
        beaconPort: root.beaconPort
    }
    LanScreen {
        id: joinScreen
        anchors.fill: parent
        z: 1
        visible: false
        lobby: joinLobby
    }

    TestCase {
        name: "Lan"
        when: windowShown

        function cleanupTestCase() {
            hostLobby.leave()
            guestLobby.leave()
            joinLobby.leave()
            roomLobby.leave()
            otherRoomLobby.leave()
        }
        function cleanup() {
            joinScreen.visible = false // never left over the other screens
        }

        // The panels are lower than the room's setup needs: they scroll (issue 21), so a
        // button is brought into view before it is pressed.
        function pressInPanel(panel, button) {
            const scroller = findChild(panel, "panelScroll")
            const p = button.mapToItem(scroller.contentItem, 0, 0)
            scroller.contentY = Math.max(0, Math.min(p.y, scroller.contentHeight - scroller.height))
            mouseClick(button)
        }

        function test_host_and_join_by_clicks() {
            // A typo is caught before anything is sent.
            const address = findChild(guestScreen, "lanAddress")
            mouseClick(address)
            keyClick(Qt.Key_X)
            mouseClick(findChild(guestScreen, "lanJoin"))
            verify(guestLobby.error.length > 0)
            compare(findChild(guestScreen, "lanError").text, guestLobby.error)
            address.text = ""

            // The rules a new room plays are shown before 部屋を作る.
            // In words: no rule code in the text (issue 55).
            compare(findChild(hostScreen, "lanHostRules").text,
                    qsTr("ルール: %1").arg(hostLobby.rulesText("classic")))
            verify(findChild(hostScreen, "lanHostRules").text.indexOf("classic") < 0)
            compare(findChild(hostScreen, "lanServerSettings").text, qsTr("作る場所を変える…"))
            mouseClick(findChild(hostScreen, "lanHost"))
            tryCompare(hostGame, "phase", GameSession.Setup, 10000)
            compare(hostGame.mode.kind, PlayMode.Lan)
            verify(hostGame.humanIsFirst)
            const url = findChild(hostPanel, "lanUrl")
            verify(url.visible)
            compare(url.link, hostLobby.roomUrl)
            // The whole address shows, never broken inside a word (issue 55): it wraps only
            // where it offers a break - after gunjin://, in the host at its dots and port, and
            // before the room code - and each part fits the width.
            compare(url.text.replace(/\u200B/g, ""), hostLobby.roomUrl)
            compare(url.text.split("\u200B").pop(),
                    hostLobby.roomUrl.slice(hostLobby.roomUrl.lastIndexOf("/") + 1))
            verify(url.text.indexOf("://\u200B") > 0)
            compare(url.wrapMode, Text.WordWrap)
            verify(url.contentWidth <= url.width, url.contentWidth + " > " + url.width)
            verify(url.lineCount <= 3)
            verify(findChild(hostPanel, "lanCpuInstead").visible)
            compare(findChild(hostPanel, "lanStatus").text, hostLobby.status)
            compare(findChild(hostPanel, "again").text, qsTr("先手と後手を入れ替えてもう一局"))
            verify(!findChild(hostPanel, "again").enabled)

            // The friend types the address as read off the host's screen.
            mouseClick(address)
            keySequence("ctrl+a")
            for (const ch of hostLobby.roomUrl)
                keyClick(ch)
            // Once typing pauses, the room's rules are asked for and shown before 参加する.
            const joinRules = findChild(guestScreen, "lanJoinRules")
            tryCompare(guestLobby, "roomRuleCode", "classic", 5000)
            verify(joinRules.visible)
            compare(joinRules.text, qsTr("この部屋のルール: %1").arg(guestLobby.roomRulesText))
            mouseClick(findChild(guestScreen, "lanJoin"))
            tryCompare(guestGame, "phase", GameSession.Setup, 10000)
            // Both panels say which rules the room plays.
            for (const panel of [hostPanel, guestPanel]) {
                const rules = findChild(panel, "lanRules")
                verify(rules.visible)
                compare(rules.text, qsTr("ルール: %1").arg(hostLobby.roomRulesText))
            }
            verify(!guestGame.humanIsFirst)
            tryCompare(hostLobby, "opponentJoined", true, 5000)
            verify(!findChild(hostPanel, "lanCpuInstead").visible)

            const hostConfirm = findChild(hostPanel, "confirmSetup")
            compare(hostConfirm.text, qsTr("決定して相手を待つ"))
            pressInPanel(hostPanel, hostConfirm)
            verify(hostGame.mode.setupCommitted)
            verify(!hostConfirm.enabled)
            tryCompare(guestLobby, "opponentReady", true, 5000)
            pressInPanel(guestPanel, findChild(guestPanel, "confirmSetup"))
            tryCompare(hostGame, "phase", GameSession.Play, 10000)
            tryCompare(guestGame, "phase", GameSession.Play, 10000)
            verify(hostGame.humanToMove)
            verify(findChild(hostPanel, "resign").enabled)
        }

        // Issue 52: on the joiner's screen nothing moves as the parts below 参加する come and
        // go - the typed room's rules, rooms found on the network, the status while joining,
        // an error, the watch hint (gone while joining).
        function test_theJoinButtonStaysPut() {
            joinScreen.visible = true // listens for announcements from here
            const names = ["lanHost", "lanAddress", "lanJoin", "lanBack"]
            const sceneY = (name) => findChild(joinScreen, name).mapToItem(null, 0, 0).y
            wait(50) // laid out
            const before = names.map(sceneY)
            const check = (what) => {
                wait(50) // the layouts settle (a polish before the next frame)
                for (let i = 0; i < names.length; ++i)
                    compare(sceneY(names[i]), before[i], names[i] + " after " + what)
            }
            check("nothing")

            // A room's address typed: its rules are asked for and shown.
            roomLobby.host()
            tryCompare(roomGame, "phase", GameSession.Setup, 10000)
            const address = findChild(joinScreen, "lanAddress")
            address.text = roomLobby.roomUrl
            tryCompare(joinLobby, "roomRuleCode", "classic", 5000)
            verify(findChild(joinScreen, "lanJoinRules").text.indexOf(joinLobby.roomRulesText) > 0)
            check("the typed room's rules")

            // Rooms announced on the network appear in the list, one and then two.
            tryVerify(() => findChild(joinScreen, "foundRoom0") !== null, 5000)
            check("a found room")
            otherRoomLobby.host()
            tryVerify(() => findChild(joinScreen, "foundRoom1") !== null, 5000)
            check("two found rooms")

            // An error, and the error gone.
            address.text = "x"
            mouseClick(findChild(joinScreen, "lanJoin"))
            verify(joinLobby.error !== "")
            compare(findChild(joinScreen, "lanError").text, joinLobby.error)
            check("an error")

            // Joining: the watch hint goes, the status shows, then the seat.
            address.text = roomLobby.roomUrl
            verify(joinLobby.join(roomLobby.roomUrl))
            verify(joinLobby.active)
            compare(joinLobby.error, "")
            check("joining")
            tryCompare(joinGame, "phase", GameSession.Setup, 10000)
            check("seated")
        }
    }
}
