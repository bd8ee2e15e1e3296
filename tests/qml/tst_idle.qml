// Nothing is redrawn while nothing moves, in a room too (issue 52): the host waiting alone, host
// and friend arranging, both in a game nobody moves in, the friend reconnecting to a room whose
// server went quiet, and a spectator waiting for the game draw no frame once settled. Each app
// is built as Main.qml builds it (the LAN screen stays, hidden, under the game screen with the
// 3D board), side by side in one window, whose frames are counted.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    // Announcements on loopback, on a port of this test's own.
    readonly property int beaconPort: testNet.freeUdpPort()

    // One player's app: the LAN screen while at the menu, the game screen once a game is on.
    component App: Item {
        id: app
        required property GameSession game
        required property LanLobby lobby
        width: 640
        height: 400
        LanScreen {
            anchors.fill: parent
            lobby: app.lobby
            visible: app.game.phase === GameSession.Menu
        }
        Loader {
            anchors.fill: parent
            active: app.game.phase !== GameSession.Menu
            sourceComponent: GameScreen {
                game: app.game
                lobby: app.lobby
                // The 3D board, which a view this small would give up for the button board.
                Component.onCompleted: boardView.applyViewMode("oblique")
            }
        }
    }

    // The host's app, which the reconnecting test takes away (its room's server with it).
    Loader {
        id: hostApp
        x: 0
        y: 0
        sourceComponent: Item {
            property alias game: game
            property alias lobby: lobby
            width: 640
            height: 400
            GameSession { id: game; seed: 5; settingsFile: testSettingsFile + ".idle-host" }
            LanLobby {
                id: lobby
                game: game
                bindAddress: "127.0.0.1"
                port: 0
                beaconTarget: "127.0.0.1"
                beaconPort: root.beaconPort
            }
            App { game: game; lobby: lobby }
        }
    }

    GameSession { id: guestGame; seed: 6; settingsFile: testSettingsFile + ".idle-guest" }
    LanLobby {
        id: guestLobby
        game: guestGame
        bindAddress: "127.0.0.1"
        port: 0
        beaconTarget: "127.0.0.1"
        beaconPort: root.beaconPort
    }
    App { id: guestApp; x: 640; y: 0; game: guestGame; lobby: guestLobby }

    RoomWatch { id: spectator; settingsFile: testSettingsFile + ".idle-watch" }
    Loader {
        x: 0
        y: 400
        width: 640
        height: 400
        active: spectator.active
        sourceComponent: WatchScreen {
            watch: spectator
            onCloseRequested: spectator.stop()
            Component.onCompleted: boardView.applyViewMode("oblique")
        }
    }

    // The window's keyboard focus ring, as in Main.qml (it follows its control on a timer).
    FocusRing {}

    property int frames: 0
    Connections {
        target: root.Window.window
        function onFrameSwapped() { root.frames++ }
    }

    TestCase {
        name: "Idle"
        when: windowShown

        function host() { return hostApp.item }

        function cleanup() {
            spectator.stop()
            testNet.releasePort()
            guestLobby.leave()
            guestGame.backToMenu()
            if (host()) {
                host().lobby.leave()
                host().game.backToMenu()
            }
            hostApp.active = true
        }

        // The frames drawn over 1.5 s, once the window has drawn nothing for 0.7 s (the new
        // screens laid out, the 3D views' antialiasing refined; given at most 8 s).
        function idleFrames() {
            const start = Date.now()
            let quietSince = start
            let last = root.frames
            while (Date.now() - quietSince < 700 && Date.now() - start < 8000) {
                wait(50)
                if (root.frames !== last) {
                    last = root.frames
                    quietSince = Date.now()
                }
            }
            const before = root.frames
            wait(1500)
            return root.frames - before
        }

        function hostRoom() {
            host().lobby.host()
            tryCompare(host().game, "phase", GameSession.Setup, 10000)
            tryVerify(() => host().lobby.roomUrl !== "" && host().lobby.watchLink !== "", 5000)
        }
        function friendJoins() {
            verify(guestLobby.join(host().lobby.roomUrl))
            tryCompare(guestGame, "phase", GameSession.Setup, 10000)
            tryCompare(host().lobby, "friendInRoom", true, 5000)
        }
        function bothPlay() {
            host().game.confirmSetup()
            guestGame.confirmSetup()
            tryCompare(host().game, "phase", GameSession.Play, 10000)
            tryCompare(guestGame, "phase", GameSession.Play, 10000)
        }

        function test_hostWaitingAlone() {
            hostRoom()
            // The friend's LAN screen lists the room once it hears an announcement (one every
            // 2 s): a change to see, before the count.
            tryVerify(() => findChild(guestApp, "foundRoom0") !== null, 5000)
            compare(idleFrames(), 0, "the host waiting alone (the friend's app at its LAN screen)")
            // With the keyboard's focus ring shown on a control of the room panel.
            const copy = findChild(host(), "lanCopy")
            copy.forceActiveFocus(Qt.TabFocusReason)
            tryVerify(() => findChild(root, "focusRing").visible)
            compare(idleFrames(), 0, "the focus ring shown")
        }

        function test_bothArranging() {
            hostRoom()
            friendJoins()
            compare(idleFrames(), 0, "host and friend arranging")
        }

        function test_bothInAGameNobodyMoving() {
            hostRoom()
            friendJoins()
            bothPlay()
            verify(host().game.humanToMove)
            compare(idleFrames(), 0, "a game in which nobody moves")
        }

        function test_spectatorWaitingForTheGame() {
            hostRoom()
            friendJoins()
            verify(spectator.watch(host().lobby.watchLink))
            tryCompare(spectator, "connection", RoomWatch.Watching, 10000)
            verify(!spectator.hasGame)
            compare(idleFrames(), 0, "a spectator waiting for the game")
        }

        // The host's app goes without a word and its port takes connections but answers none:
        // the friend and a spectator keep trying (a refused port would say the app is gone).
        function test_reconnecting() {
            hostRoom()
            friendJoins()
            verify(spectator.watch(host().lobby.watchLink))
            tryCompare(spectator, "connection", RoomWatch.Watching, 10000)
            bothPlay()
            const url = host().lobby.roomUrl
            const port = Number(url.match(/:(\d+)\//)[1])
            hostApp.active = false
            tryVerify(() => testNet.holdPort(port), 3000)
            tryCompare(guestLobby, "state", LanLobby.Reconnecting, 5000)
            tryCompare(spectator, "connection", RoomWatch.Reconnecting, 5000)
            compare(idleFrames(), 0, "reconnecting")
            compare(guestLobby.state, LanLobby.Reconnecting)
            compare(spectator.connection, RoomWatch.Reconnecting)
        }
    }
}
