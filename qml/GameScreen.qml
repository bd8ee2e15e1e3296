// The game: the 3D board on the left, the panel on the right, and the dialogs.
import QtQuick
import QtQuick.Layouts
import Gunjin.Ui

Item {
    id: root
    required property GameController game
    property alias boardView: board

    RowLayout {
        anchors.fill: parent
        spacing: 0

        BoardView {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            game: root.game
        }
        SidePanel {
            id: panel
            Layout.preferredWidth: 360
            Layout.fillHeight: true
            game: root.game
            onCombatTableRequested: combatTable.open()
            onResignRequested: resignDialog.open()
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
