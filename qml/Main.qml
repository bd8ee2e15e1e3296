// The window: the start menu, then the game screen. Owns the one GameSession.
import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Gunjin.Ui

ApplicationWindow {
    id: window
    // Fitted to a smaller screen from the start (not only once complete): a layout first made
    // for 800 pixels of height kept its taller spacing at 600, and the menu's last buttons
    // were out of reach.
    width: Math.min(1280, Screen.desktopAvailableWidth)
    height: Math.min(800, Screen.desktopAvailableHeight)
    minimumWidth: 640
    minimumHeight: 600
    visible: true
    title: qsTr("軍人将棋")
    color: Theme.background

    property alias game: controller
    // Why Qt Quick 3D could not start on this machine ("" when it did); set by main() when
    // it loads the window again without 3D. The boards are then button boards.
    property string graphics3DProblem: ""
    // The OpenGL renderer main() found ("" when none): what the 3D quality "auto" stands for.
    property string graphicsRenderer: ""
    // The game and rules chosen on the menu (a game starts with ruleSettings.code).
    property alias ruleSettings: ruleSettings
    // Benchmarks and tests reach the 3D view through this (null until a game starts).
    readonly property var boardView: gameLoader.item ? gameLoader.item.boardView : null

    Shortcut {
        sequences: [StandardKey.Quit]
        onActivated: window.close()
    }
    // 全画面表示: F11 (and the setting in 設定) covers the screen; Escape does not leave it,
    // as Escape drops a chosen piece on the board.
    Shortcut {
        sequences: [StandardKey.FullScreen, "F11"]
        onActivated: prefs.fullScreen = !prefs.fullScreen
    }
    readonly property bool fullScreenWanted: prefs.fullScreen
    onFullScreenWantedChanged: window.applyFullScreen()
    function applyFullScreen() {
        if (prefs.fullScreen)
            window.visibility = Window.FullScreen
        else if (window.visibility === Window.FullScreen)
            window.visibility = prefs.maximized ? Window.Maximized : Window.Windowed
    }

    // How large the menus, panels and dialogs are drawn: with the window past 1280 × 800 (up
    // to half as large again), times the player's 文字の大きさ - as far as the window keeps
    // room for the layouts made for 640 × 600. The 3D boards fill what they get, unscaled.
    readonly property real uiScale: Math.max(1, Math.min(Math.max(1, Math.min(1.5, width / 1280, height / 800))
                                                         * prefs.textSize / 100,
                                                         width / 640, height / 600))

    // Window geometry and view mode from the last run.
    Preferences {
        id: prefs
    }
    Component.onCompleted: {
        const r = prefs.windowGeometry
        if (r.width > 0) {
            // A size saved on a larger screen is fitted to this one.
            const w = Math.min(r.width, Screen.desktopAvailableWidth)
            const h = Math.min(r.height, Screen.desktopAvailableHeight)
            x = Math.max(0, Math.min(r.x, Screen.desktopAvailableWidth - w))
            y = Math.max(0, Math.min(r.y, Screen.desktopAvailableHeight - h))
            width = w
            height = h
        } else {
            width = Math.min(1280, Screen.desktopAvailableWidth)
            height = Math.min(800, Screen.desktopAvailableHeight)
        }
        if (prefs.maximized)
            visibility = Window.Maximized
        applyFullScreen()
    }
    // Closing while hosting a friend's room ends it for them: asked first (closeConfirmed
    // once the player said yes).
    property bool closeConfirmed: false
    onClosing: (close) => {
        if (lanLobby.friendInRoom && !window.closeConfirmed) {
            close.accepted = false
            closeRoomDialog.open()
            return
        }
        if (visibility !== Window.FullScreen)
            prefs.maximized = visibility === Window.Maximized
        if (visibility === Window.Windowed)
            prefs.windowGeometry = Qt.rect(x, y, width, height)
    }

    Language {
        id: uiLanguage
        choice: prefs.language
        // The session retranslates itself (it hears the translator change).
        onCurrentChanged: ruleSettings.retranslate()
    }

    // The game and house rules the player chose, remembered between runs.
    RuleSettings {
        id: ruleSettings
    }

    GameSession {
        id: controller
        // A new local game plays the rules chosen on the menu (a LAN game plays its room's).
        ruleCode: ruleSettings.code
        // The sounds play on this computer's sound device when the player has them on.
        sounds.device: true
        sounds.enabled: prefs.sound
        sounds.volume: prefs.volume
        // The board's motion as the player set it.
        motion.speed: prefs.motionSpeed
        motion.reduced: prefs.reduceMotion
        // The tutorial speaks the UI's language and teaches the game chosen on the menu.
        tutorial.language: uiLanguage.current
        tutorial.game: ruleSettings.game === RuleSettings.Federation ? "federation" : "classic"
        onPhaseChanged: {
            if (phase !== GameSession.Menu) {
                gameLoader.active = true
                window.lanOpen = false
            }
        }
    }

    // 友達と対戦: the room and the seat; the controller plays the game it gets.
    property bool lanOpen: false
    property alias lobby: lanLobby
    LanLobby {
        id: lanLobby
        game: controller
        ruleCode: ruleSettings.code // a room made here plays the chosen rules
        server: prefs.roomServer // 対戦サーバー: where 部屋を作る makes the room ("" in the app)
        // Wherever the player is (the LAN screen, a game whose connection came back to
        // another certificate), the question is asked at once.
        onCertificateQuestionRaised: certificateDialog.open()
        // 続きから of a game with a friend: its room's screen says how taking the seat back
        // goes (the game screen takes over once it is back).
        onResumeStarted: {
            window.recordsOpen = false
            window.lanOpen = true
        }
    }

    // 棋譜: the list of past games and the review of one (over the menu or the ended game).
    property bool recordsOpen: false
    property alias review: gameReview
    property alias records: recordList
    RecordList {
        id: recordList
        folder: controller.recorder.folder
    }
    GameReview {
        id: gameReview
        motion.speed: prefs.motionSpeed
        motion.reduced: prefs.reduceMotion
    }
    function openReview(path) {
        if (!gameReview.openFile(path))
            reviewError.open()
    }

    // 観戦: a room watched from its watch link, over whatever opened it (the menu, the LAN
    // screen, a game, a review), which is there again after 観戦をやめる.
    property alias roomWatch: roomWatch
    RoomWatch {
        id: roomWatch
        sounds.device: true
        sounds.enabled: prefs.sound
        sounds.volume: prefs.volume
        motion.speed: prefs.motionSpeed
        motion.reduced: prefs.reduceMotion
    }
    function openWatch(link) {
        roomWatch.watch(link)
    }
    // A watch link typed into 参加する.
    Connections {
        target: lanLobby
        function onWatchRequested(link) { window.openWatch(link) }
    }

    // A gunjin:// link (the command line, or a later launch): the LAN screen joins its room.
    // A game or a room in progress is not left without asking; a bad link is named.
    function openRoomLink(link) {
        // A watch link leaves nothing: the spectator screen covers what is open.
        if (roomWatch.isWatchLink(link)) {
            window.openWatch(link)
            return
        }
        const busy = lanLobby.active || controller.phase === GameSession.Setup
                     || controller.phase === GameSession.Play
        const problem = lanLobby.linkProblem(link)
        if (busy && problem !== "") {
            linkError.text = problem
            linkError.open()
        } else if (busy) {
            linkDialog.link = link
            linkDialog.open()
        } else {
            joinRoomLink(link)
        }
    }
    function joinRoomLink(link) {
        if (lanLobby.active)
            lanLobby.leave()
        if (controller.phase !== GameSession.Menu)
            controller.backToMenu()
        gameReview.close()
        window.recordsOpen = false
        window.lanOpen = true
        lanLobby.joinLink(link)
    }

    MenuScreen {
        // Drawn at the window's uiScale.
        width: parent.width / window.uiScale
        height: parent.height / window.uiScale
        scale: window.uiScale
        transformOrigin: Item.TopLeft
        visible: controller.phase === GameSession.Menu && !window.lanOpen && !window.recordsOpen
        onStartRequested: (level, humanFirst) => controller.startCpuGame(level, humanFirst)
        onHotSeatRequested: controller.startHotSeatGame()
        onContinueRequested: controller.continueGame()
        continueSummary: controller.recorder.canContinue ? controller.recorder.continueSummary : ""
        recordsNotice: controller.recorder.notice
        unfinishedWatch: roomWatch.active ? "" : roomWatch.unfinishedWatch
        onWatchAgainRequested: roomWatch.watchAgain()
        onLanRequested: window.lanOpen = true
        onHelpRequested: help.open()
        onRecordsRequested: window.recordsOpen = true
        tutorial: controller.tutorial
        onLessonRequested: (name) => controller.startLesson(name)
        language: uiLanguage.current
        ruleSettings: ruleSettings
        preferences: prefs
        onLanguageChosen: (code) => prefs.language = code
    }

    LanScreen {
        // Drawn at the window's uiScale.
        width: parent.width / window.uiScale
        height: parent.height / window.uiScale
        scale: window.uiScale
        transformOrigin: Item.TopLeft
        visible: controller.phase === GameSession.Menu && window.lanOpen
        lobby: lanLobby
        preferences: prefs
        onBackRequested: window.lanOpen = false
    }

    // The 3D screen is built on the first game, so the menu appears at once.
    Loader {
        id: gameLoader
        anchors.fill: parent
        active: false
        visible: controller.phase !== GameSession.Menu && !gameReview.loaded && !roomWatch.active
        sourceComponent: GameScreen {
            uiScale: window.uiScale
            game: controller
            lobby: lanLobby
            preferences: prefs
            language: uiLanguage.current
            graphics3DProblem: window.graphics3DProblem
            graphicsRenderer: window.graphicsRenderer
            onHelpRequested: help.open()
            onReviewRequested: (path) => window.openReview(path)
        }
    }

    RecordsScreen {
        // Drawn at the window's uiScale.
        width: parent.width / window.uiScale
        height: parent.height / window.uiScale
        scale: window.uiScale
        transformOrigin: Item.TopLeft
        visible: controller.phase === GameSession.Menu && window.recordsOpen && !gameReview.loaded
        records: recordList
        onOpenRequested: (path) => window.openReview(path)
        onContinueRequested: (path) => {
            if (controller.continueGameAt(path)) {
                window.recordsOpen = false
            } else {
                continueError.text = controller.narrator.message
                continueError.detail = controller.narrator.detail
                continueError.open()
            }
        }
        onBackRequested: window.recordsOpen = false
    }

    // The review covers whatever opened it and gives it back when closed.
    Loader {
        id: reviewLoader
        anchors.fill: parent
        active: gameReview.loaded
        sourceComponent: ReviewScreen {
            uiScale: window.uiScale
            review: gameReview
            language: uiLanguage.current
            graphicsQuality: prefs.graphicsQuality
            graphics3DProblem: window.graphics3DProblem
            graphicsRenderer: window.graphicsRenderer
            onCloseRequested: gameReview.close()
        }
    }

    // The spectator screen covers everything else while it is open.
    Loader {
        id: watchLoader
        anchors.fill: parent
        active: roomWatch.active
        sourceComponent: WatchScreen {
            watch: roomWatch
            language: uiLanguage.current
            graphicsQuality: prefs.graphicsQuality
            graphics3DProblem: window.graphics3DProblem
            graphicsRenderer: window.graphicsRenderer
            onCloseRequested: roomWatch.stop()
        }
    }

    ConfirmDialog {
        id: reviewError
        objectName: "reviewError"
        text: gameReview.error
        detail: gameReview.errorDetail
        title: qsTr("棋譜を開けません")
        acceptText: qsTr("閉じる")
        rejectVisible: false
    }

    ConfirmDialog {
        id: continueError
        objectName: "continueError"
        title: qsTr("対局を続けられません")
        acceptText: qsTr("閉じる")
        rejectVisible: false
    }

    ConfirmDialog {
        id: linkDialog
        objectName: "linkDialog"
        property string link: ""
        title: qsTr("部屋のリンク")
        destructive: true
        text: (lanLobby.active
               //: %1 is the room's name
               ? qsTr("リンクの部屋（%1）に参加するには、今の部屋を出ます。参加しますか？").arg(link)
               //: %1 is the room's name
               : qsTr("リンクの部屋（%1）に参加するには、今の対局を中断します。中断した対局は「続きから」か「棋譜」から続けられます。参加しますか？").arg(link))
              + (lanLobby.friendInRoom ? "\n" + qsTr("あなたの部屋はなくなり、相手との対局も終わります。") : "")
        acceptText: lanLobby.active ? qsTr("部屋を出て参加する") : qsTr("中断して参加する")
        onAccepted: window.joinRoomLink(link)
    }
    ConfirmDialog {
        id: linkError
        objectName: "linkError"
        title: qsTr("リンクを開けません")
        acceptText: qsTr("閉じる")
        rejectVisible: false
    }
    // A room server whose certificate no CA of this PC vouches for (a private server's own),
    // or one that changed since it was trusted: its fingerprint, to compare with the one the
    // server's owner gives. Nothing is sent to it unless the player trusts it.
    ConfirmDialog {
        id: certificateDialog
        objectName: "certificateDialog"
        title: lanLobby.certificateChanged ? qsTr("サーバーの証明書が変わりました")
                                           : qsTr("サーバーの証明書を確かめてください")
        destructive: true
        // Two lines of 16 pairs: the fingerprint is read and compared in halves.
        readonly property string fingerprint: {
            const f = lanLobby.certificateFingerprint
            return f.length > 48 ? f.substring(0, 48) + "
" + f.substring(48) : f
        }
        text: (lanLobby.certificateChanged
               //: %1 is the server's HOST:PORT
               ? qsTr("対戦サーバー %1 の証明書が、前に信頼したものと違います。サーバーの管理者が証明書を替えたのでなければ、誰かが通信を横取りしようとしているおそれがあります。")
               //: %1 is the server's HOST:PORT
               : qsTr("対戦サーバー %1 の証明書は、この PC が信頼する認証局が発行したものではありません（自己署名の証明書など）。"))
              .arg(lanLobby.certificateHost)
              + "

" + qsTr("証明書の指紋（SHA-256）:") + "
" + fingerprint + "

"
              + qsTr("サーバーの管理者に聞いた指紋と同じときだけ「信頼する」を押してください。信頼すると、このサーバーではこの証明書だけを受け入れます。")
        acceptText: qsTr("信頼する")
        rejectText: qsTr("信頼しない")
        onAccepted: lanLobby.trustCertificate()
        onRejected: lanLobby.declineCertificate()
    }

    LeaveRoomDialog {
        id: closeRoomDialog
        objectName: "closeRoomDialog"
        closing: true
        inApp: lanLobby.roomInApp
        playing: controller.phase === GameSession.Play
        onAccepted: {
            window.closeConfirmed = true
            lanLobby.leave()
            closeSoon.start()
        }
    }
    // A moment for the leave to reach the room's server, which tells the friend.
    Timer {
        id: closeSoon
        interval: 300
        onTriggered: window.close()
    }

    HelpDialog {
        id: help
        language: uiLanguage.current
    }

    FocusRing {}
}
