// The game: the 3D board on the left, the panel on the right, and the dialogs.
import QtQuick
import QtQuick.Layouts
import Gunjin.Ui

Item {
    id: root
    required property GameController game
    // The LAN room of an online game (null in other games and in tests of them).
    property LanLobby lobby: null
    // Where the view mode is remembered (null: not remembered).
    property Preferences preferences: null
    property alias boardView: board
    signal helpRequested()

    RowLayout {
        anchors.fill: parent
        spacing: 0

        BoardView {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            game: root.game
            // Restore first, then remember every change the player makes.
            property bool restored: false
            Component.onCompleted: {
                if (root.preferences)
                    applyViewMode(root.preferences.viewMode)
                restored = true
            }
            onViewModeChanged: if (restored && root.preferences) root.preferences.viewMode = viewMode
        }
        SidePanel {
            id: panel
            Layout.preferredWidth: 360
            Layout.fillHeight: true
            game: root.game
            lobby: root.lobby
            onCombatTableRequested: combatTable.open()
            onResignRequested: resignDialog.open()
            onHelpRequested: root.helpRequested()
        }
    }

    Curtain {
        anchors.fill: parent
        game: root.game
    }

    CombatTableDialog {
        id: combatTable
        rows: root.game.combatTable
    }

    ConfirmDialog {
        id: resignDialog
        objectName: "resignDialog"
        text: qsTr("投了しますか？ 相手の勝ちになります。")
        acceptText: qsTr("投了する")
        onAccepted: root.game.resign()
    }

    ResultDialog {
        id: resultDialog
        game: root.game
        lobby: root.lobby
    }

    Connections {
        target: root.game
        function onPhaseChanged() {
            if (root.game.phase === GameController.Over)
                resultDialog.open()
            else
                resultDialog.close()
        }
    }
}
