// A LAN room as its host meets it: leaving (部屋を出る) while the friend is in the room asks
// first and says the room ends with the app; cancel keeps everything, confirm leaves and the
// friend is told; alone in the room, leaving asks nothing. 並べ直す takes 決定 back and the
// friend sees only 'not ready'. コピー says what the link is for.
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
            guestLobby.leave()
            hostLobby.leave()
            guestGame.backToMenu()
            hostGame.backToMenu()
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

        function test_aloneInTheRoomLeavingAsksNothing() {
            hostRoom()
            verify(!hostLobby.friendInRoom)
            mouseClick(findChild(screen.item, "menu"))
            compare(hostGame.phase, GameSession.Menu)
            verify(!hostLobby.active)
            verify(!hostLobby.hosting)
        }

        function test_leavingWithTheFriendInTheRoomAsksFirst() {
            hostRoom()
            friendJoins()
            const dialog = findChild(screen.item, "leaveRoomDialog")
            mouseClick(findChild(screen.item, "menu"))
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
            mouseClick(findChild(screen.item, "menu"))
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
            verify(hostGame.setupCommitted)
            tryCompare(guestLobby, "opponentReady", true, 5000)
            verify(takeBack.visible)
            mouseClick(takeBack)
            verify(!hostGame.setupCommitted)
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
    }
}
