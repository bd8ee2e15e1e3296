// A LAN room as its host meets it: leaving (部屋を出る) while the friend is in the room asks
// first and says the room ends with the app; cancel keeps everything, confirm leaves and the
// friend is told; alone in the room, leaving asks nothing. 並べ直す takes 決定 back and the
// friend sees only 'not ready'. コピー says what the link is for. After the friend leaves the
// room waits for another (link, コピー and the CPU stay); the friend coming and going moves
// no button; the friend's request for a rematch shows in the result dialog, which accepts it,
// and its 部屋を出る asks as the panel's does; the host picks which of the PC's addresses the
// link carries.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession { id: hostGame; seed: 5; settingsFile: testSettingsFile + ".room-host" }
    GameSession { id: guestGame; seed: 6; settingsFile: testSettingsFile + ".room-guest" }
    LanLobby { id: hostLobby; game: hostGame; bindAddress: "127.0.0.1"; port: 0 }
    LanLobby { id: guestLobby; game: guestGame; bindAddress: "127.0.0.1"; port: 0 }
    // A second friend, after the first has left.
    GameSession { id: laterGame; seed: 7; settingsFile: testSettingsFile + ".room-later" }
    LanLobby { id: laterLobby; game: laterGame; bindAddress: "127.0.0.1"; port: 0 }

    // The host's window as the app builds it once a game is on.
    Loader {
        id: screen
        anchors.fill: parent
        active: hostGame.phase !== GameSession.Menu
        sourceComponent: GameScreen {
            game: hostGame
            lobby: hostLobby
        }
    }

    TestCase {
        name: "Room"
        when: windowShown

        function cleanup() {
            laterLobby.leave()
            guestLobby.leave()
            hostLobby.leave()
            laterGame.backToMenu()
            guestGame.backToMenu()
            hostGame.backToMenu()
            hostLobby.testAddresses = []
        }
        function sceneY(name) {
            return findChild(screen.item, name).mapToItem(null, 0, 0).y
        }

        function hostRoom() {
            hostLobby.host()
            tryCompare(hostGame, "phase", GameSession.Setup, 10000)
            tryVerify(() => screen.item !== null)
            waitForRendering(screen.item) // the new screen's layout settles (its panel scrolls)
        }
        function friendJoins() {
            verify(guestLobby.join(hostLobby.roomUrl))
            tryCompare(guestGame, "phase", GameSession.Setup, 10000)
            tryCompare(hostLobby, "friendInRoom", true, 5000)
        }

        // A button of the panel, scrolled into view first as a player would (the panel of a
        // room in setup is taller than the window).
        function clickPanelButton(name) {
            const button = findChild(screen.item, name)
            button.forceActiveFocus(Qt.TabFocusReason) // the panel brings the focus into view
            wait(50)
            mouseClick(button)
        }

        function test_aloneInTheRoomLeavingAsksNothing() {
            hostRoom()
            verify(!hostLobby.friendInRoom)
            clickPanelButton("menu")
            compare(hostGame.phase, GameSession.Menu)
            verify(!hostLobby.active)
            verify(!hostLobby.hosting)
        }

        function test_leavingWithTheFriendInTheRoomAsksFirst() {
            hostRoom()
            friendJoins()
            const dialog = findChild(screen.item, "leaveRoomDialog")
            clickPanelButton("menu")
            tryVerify(() => dialog.opened)
            verify(dialog.text.indexOf(qsTr("アプリの中にある")) >= 0, dialog.text)
            compare(findChild(dialog, "confirmReject").text, qsTr("部屋に残る"))

            // Cancel keeps everything: the room, the seat, the friend in it.
            mouseClick(findChild(dialog, "confirmReject"))
            tryVerify(() => !dialog.visible)
            compare(hostGame.phase, GameSession.Setup)
            verify(hostLobby.hosting)
            verify(hostLobby.friendInRoom)
            guestGame.confirmSetup() // the room still works both ways
            tryCompare(hostLobby, "opponentReady", true, 5000)
            verify(guestLobby.roomOpen)

            // Confirm leaves; the friend's app is told the room closed.
            clickPanelButton("menu")
            tryVerify(() => dialog.opened)
            mouseClick(findChild(dialog, "confirmAccept"))
            compare(hostGame.phase, GameSession.Menu)
            verify(!hostLobby.active)
            verify(!hostLobby.hosting)
            tryCompare(guestLobby, "roomOpen", false, 5000)
            compare(guestLobby.status, qsTr("相手が部屋を出ました。"))
        }

        function test_takingBackTheCommitment() {
            hostRoom()
            friendJoins()
            const takeBack = findChild(screen.item, "takeBackSetup")
            verify(!takeBack.visible)
            mouseClick(findChild(screen.item, "confirmSetup"))
            verify(hostGame.mode.setupCommitted)
            tryCompare(guestLobby, "opponentReady", true, 5000)
            verify(takeBack.visible)
            mouseClick(takeBack)
            verify(!hostGame.mode.setupCommitted)
            verify(!takeBack.visible)
            verify(findChild(screen.item, "confirmSetup").enabled)
            tryCompare(guestLobby, "opponentReady", false, 5000)
            // The friend's 決定 alone does not start the game now; the host's again does.
            guestGame.confirmSetup()
            tryCompare(hostLobby, "opponentReady", true, 5000)
            compare(hostGame.phase, GameSession.Setup)
            mouseClick(findChild(screen.item, "confirmSetup"))
            tryCompare(hostGame, "phase", GameSession.Play, 10000)
            verify(!takeBack.visible)
        }

        function test_copyingTheLinkSaysWhatItIsFor() {
            hostRoom()
            const note = findChild(screen.item, "lanCopied")
            verify(note.visible)
            verify(note.text.indexOf(qsTr("参加する")) >= 0, note.text)
            const below = findChild(screen.item, "lanCpuInstead").mapToItem(null, 0, 0).y
            mouseClick(findChild(screen.item, "lanCopy"))
            verify(note.visible)
            // The buttons below stay where the pointer expects them.
            compare(findChild(screen.item, "lanCpuInstead").mapToItem(null, 0, 0).y, below)
            compare(findChild(screen.item, "lanCopy").text, qsTr("コピーしました"))
        }

        // Issue 34 (6): the friend leaving does not end the host's room.
        function test_afterTheFriendLeavesTheRoomWaitsForAnother() {
            hostRoom()
            const url = hostLobby.roomUrl
            friendJoins()
            verify(!findChild(screen.item, "lanCpuInstead").visible)
            guestLobby.leave()
            guestGame.backToMenu()
            tryCompare(hostLobby, "opponentJoined", false, 5000)
            const status = findChild(screen.item, "lanStatus")
            verify(status.text.indexOf(qsTr("相手が部屋を出ました。")) === 0, status.text)
            compare(hostGame.phase, GameSession.Setup) // the host's setup goes on
            // The link, コピー and the CPU are there again, and work.
            const link = findChild(screen.item, "lanUrl")
            verify(link.visible)
            compare(link.link, url)
            const copy = findChild(screen.item, "lanCopy")
            verify(copy.visible)
            mouseClick(copy)
            compare(copy.text, qsTr("コピーしました"))
            verify(findChild(screen.item, "lanCpuInstead").visible)
            verify(findChild(screen.item, "lanCopied").visible)
            // A second friend joins by the same link and the game is played.
            verify(laterLobby.join(link.link))
            tryCompare(laterGame, "phase", GameSession.Setup, 10000)
            tryCompare(hostLobby, "friendInRoom", true, 5000)
            verify(!findChild(screen.item, "lanCpuInstead").visible)
            hostGame.confirmSetup()
            laterGame.confirmSetup()
            tryCompare(hostGame, "phase", GameSession.Play, 10000)
            tryCompare(laterGame, "phase", GameSession.Play, 10000)

            // This friend leaves mid-game (resigning it); 待たずに CPU と遊ぶ still plays the CPU.
            laterLobby.leave()
            laterGame.backToMenu()
            tryCompare(hostGame, "phase", GameSession.Over, 10000)
            tryCompare(hostLobby, "opponentJoined", false, 5000)
            verify(findChild(screen.item, "lanUrl").visible)
            // Nobody to play again with until someone joins.
            verify(!findChild(screen.item, "again").enabled)
            const cpu = findChild(screen.item, "lanCpuInstead")
            verify(cpu.visible)
            findChild(screen.item, "resultDialog").close()
            mouseClick(cpu)
            compare(hostGame.phase, GameSession.Setup)
            compare(hostGame.mode.kind, PlayMode.Cpu)
            verify(!hostLobby.active)
        }

        // Issue 34 (7): the setup's main button stays under the pointer while the friend
        // comes, gets ready and goes.
        function test_theFriendComingAndGoingMovesNoButton() {
            hostRoom()
            const y = sceneY("confirmSetup")
            const again = sceneY("again")
            friendJoins()
            waitForRendering(screen.item)
            compare(sceneY("confirmSetup"), y)
            guestGame.confirmSetup()
            tryCompare(hostLobby, "opponentReady", true, 5000)
            waitForRendering(screen.item)
            compare(sceneY("confirmSetup"), y)
            guestLobby.leave()
            tryCompare(hostLobby, "opponentJoined", false, 5000)
            waitForRendering(screen.item)
            compare(sceneY("confirmSetup"), y)
            compare(sceneY("again"), again)
            verify(laterLobby.join(hostLobby.roomUrl))
            tryCompare(hostLobby, "friendInRoom", true, 5000)
            waitForRendering(screen.item)
            compare(sceneY("confirmSetup"), y)
        }

        // Issue 34 (8): the friend's 先手と後手を入れ替えてもう一局 is shown in the result
        // dialog, and its button accepts: the next game starts with the sides swapped.
        function test_theResultDialogShowsAndAcceptsARematchRequest() {
            hostRoom()
            friendJoins()
            hostGame.confirmSetup()
            guestGame.confirmSetup()
            tryCompare(hostGame, "phase", GameSession.Play, 10000)
            tryCompare(guestGame, "phase", GameSession.Play, 10000)
            guestGame.resign()
            tryCompare(hostGame, "phase", GameSession.Over, 10000)
            const dialog = findChild(screen.item, "resultDialog")
            tryVerify(() => dialog.opened)
            const request = findChild(dialog, "resultRematchRequest")
            verify(!request.visible)
            const accept = findChild(dialog, "resultAgain")
            compare(accept.text, qsTr("先手と後手を入れ替えてもう一局"))
            // 盤を見る closes it; the request opens it again.
            mouseClick(findChild(dialog, "resultBoard"))
            tryVerify(() => !dialog.visible)
            tryCompare(guestGame, "phase", GameSession.Over, 10000)
            guestGame.playAgain()
            tryCompare(hostLobby, "opponentWantsRematch", true, 5000)
            tryVerify(() => dialog.opened)
            verify(request.visible)
            compare(request.text, qsTr("相手が「先手と後手を入れ替えてもう一局」を申し込んでいます。"))
            compare(accept.text, qsTr("受けて、先手と後手を入れ替えてもう一局"))
            verify(accept.enabled)
            mouseClick(accept)
            tryCompare(hostGame, "phase", GameSession.Setup, 10000)
            tryCompare(guestGame, "phase", GameSession.Setup, 10000)
            verify(!hostGame.humanIsFirst)
            verify(guestGame.humanIsFirst)
            verify(!dialog.visible)
        }

        // Issue 52: 部屋を出る in the result dialog asks first, as the panel's does, while the
        // friend is in the room; 部屋に残る keeps the room, the friend and the rematch.
        function test_leavingFromTheResultAsksWhileTheFriendIsIn() {
            hostRoom()
            friendJoins()
            hostGame.confirmSetup()
            guestGame.confirmSetup()
            tryCompare(hostGame, "phase", GameSession.Play, 10000)
            guestGame.resign()
            tryCompare(hostGame, "phase", GameSession.Over, 10000)
            const result = findChild(screen.item, "resultDialog")
            tryVerify(() => result.opened)
            verify(hostLobby.friendInRoom)
            const leave = findChild(result, "resultMenu")
            compare(leave.text, qsTr("部屋を出る"))
            mouseClick(leave)
            compare(hostGame.phase, GameSession.Over, "left without asking")
            const dialog = findChild(screen.item, "leaveRoomDialog")
            tryVerify(() => dialog.opened)
            mouseClick(findChild(dialog, "confirmReject"))
            tryVerify(() => !dialog.visible)
            compare(hostGame.phase, GameSession.Over)
            verify(hostLobby.hosting)
            verify(hostLobby.friendInRoom)
            verify(hostLobby.rematchPossible)
            verify(guestLobby.roomOpen)
        }

        // Issue 34 (9): with several addresses the host picks the one the link carries; the
        // link shown, the copy and the announcement follow it. (Addresses given by the test,
        // only ever written into the link: nothing is sent to them.)
        function test_theHostPicksTheLinksAddress() {
            hostLobby.testAddresses = ["192.0.2.2", "198.51.100.7"]
            hostRoom()
            const choice = findChild(screen.item, "lanAddressChoice")
            verify(choice.visible)
            compare(choice.count, 2)
            compare(choice.currentText, "192.0.2.2")
            const link = findChild(screen.item, "lanUrl")
            verify(link.link.startsWith("gunjin://192.0.2.2:"), link.link)
            const room = link.link.slice(link.link.lastIndexOf("/"))
            const y = sceneY("confirmSetup")
            // Picked as a player does: open the list, press the second address.
            mouseClick(choice)
            tryVerify(() => choice.popup.opened)
            wait(100) // as a player sees it: the list is laid out in the frames after it opens
            const item = choice.popup.contentItem.itemAtIndex(1)
            verify(item !== null)
            mouseClick(item)
            tryVerify(() => !choice.popup.visible)
            compare(hostLobby.hostAddress, "198.51.100.7")
            verify(link.link.startsWith("gunjin://198.51.100.7:"), link.link)
            verify(link.link.endsWith(room), link.link) // the same room
            compare(hostLobby.roomUrl, link.link) // what コピー copies
            compare(sceneY("confirmSetup"), y)
            compare(choice.currentText, "198.51.100.7")
            // An address that is not offered is not taken.
            hostLobby.hostAddress = "127.0.0.9"
            compare(hostLobby.hostAddress, "198.51.100.7")
        }

        // One address: no choice to make.
        function test_oneAddressNoChoice() {
            hostRoom()
            verify(!findChild(screen.item, "lanAddressChoice").visible)
            compare(hostLobby.hostAddresses.length, 1)
        }
    }
}
