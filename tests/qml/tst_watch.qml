// 観戦 as a spectator and a player meet it: a room is made; its panel shows the watch link and
// nobody watching; the link typed into another window's 参加する opens the spectator screen
// (no seat taken), which says it watches and counts one; the player's panel counts one too;
// 観戦をやめる closes the screen and the count goes back. (One process, on loopback; the 3D view
// is left out: the spectator's board is the button board.)
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession { id: hostGame; seed: 5; settingsFile: testSettingsFile + ".watch-host" }
    GameSession { id: otherGame; seed: 6; settingsFile: testSettingsFile + ".watch-other" }
    LanLobby { id: hostLobby; game: hostGame; bindAddress: "127.0.0.1"; port: 0; testAddresses: ["127.0.0.1"] }
    LanLobby { id: otherLobby; game: otherGame; bindAddress: "127.0.0.1"; port: 0 }
    RoomWatch { id: spectator; motion.paced: false }
    Connections {
        target: otherLobby
        function onWatchRequested(link) { spectator.watch(link) }
    }

    Row {
        anchors.fill: parent
        SidePanel { id: hostPanel; width: 640; height: 800; game: hostGame; lobby: hostLobby }
        Item {
            width: 640; height: 800
            LanScreen {
                id: otherScreen
                anchors.fill: parent
                lobby: otherLobby
                visible: !spectator.active
            }
            Loader {
                id: watchLoader
                anchors.fill: parent
                active: spectator.active
                sourceComponent: WatchScreen {
                    watch: spectator
                    graphics3DProblem: "test"
                    onCloseRequested: spectator.stop()
                }
            }
        }
    }

    TestCase {
        name: "Watch"
        when: windowShown

        function cleanupTestCase() {
            spectator.stop()
            hostLobby.leave()
        }

        function test_watch_link_to_spectator_screen() {
            hostLobby.host()
            tryCompare(hostGame, "phase", GameSession.Setup, 10000)
            const copy = findChild(hostPanel, "lanWatchCopy")
            verify(copy !== null)
            tryVerify(() => copy.visible && hostLobby.watchLink !== "", 5000)
            verify(hostLobby.watchLink.indexOf("/watch/") > 0)
            compare(findChild(hostPanel, "lanWatchers").text, qsTr("%1 人が観戦中").arg(0))

            // The watch link in 参加する: 観戦 instead of a seat.
            const address = findChild(otherScreen, "lanAddress")
            address.text = hostLobby.watchLink
            mouseClick(findChild(otherScreen, "lanJoin"))
            verify(spectator.active)
            verify(!otherLobby.active)
            tryVerify(() => watchLoader.item !== null)
            const screen = watchLoader.item
            tryCompare(spectator, "connection", RoomWatch.Watching, 10000)
            compare(spectator.status, "接続中")
            compare(findChild(screen, "watchStatus").text, Typeset.phrases(spectator.status))
            tryCompare(findChild(screen, "watchWatchers"), "text", qsTr("%1 人が観戦中").arg(1), 5000)
            verify(findChild(screen, "watchWaiting").visible) // the players arrange
            tryCompare(findChild(hostPanel, "lanWatchers"), "text", qsTr("%1 人が観戦中").arg(1), 5000)

            // The board turns to 後手's side and back.
            mouseClick(findChild(screen, "watchSide1"))
            verify(spectator.flipped)
            mouseClick(findChild(screen, "watchSide0"))
            verify(!spectator.flipped)

            mouseClick(findChild(screen, "watchStop"))
            verify(!spectator.active)
            tryCompare(findChild(hostPanel, "lanWatchers"), "text", qsTr("%1 人が観戦中").arg(0), 5000)
        }
    }
}
