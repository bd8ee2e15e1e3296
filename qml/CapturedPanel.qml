// Removed pieces: the viewer's own by name and count, the opponent's as a count only - until
// the end of the game reveals every piece (R-END-6): then the opponent's by name too. The
// federation's missiles and 原爆 used up by their own side's strikes are a line of their own.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    required property GameSession game
    spacing: 4

    // A removed piece's name (×count), in the colours of its side's pieces.
    component Chip: Rectangle {
        required property var modelData
        property bool first: true
        width: chipText.implicitWidth + 14
        height: 26
        radius: 4
        color: first ? Theme.vermilion : Theme.plainWood
        Label {
            id: chipText
            anchors.centerIn: parent
            //: %1 is a piece name, %2 how many
            text: modelData.count > 1 ? qsTr("%1 ×%2").arg(modelData.name).arg(modelData.count)
                                      : modelData.name
            color: parent.first ? "white" : Theme.panelText
        }
    }

    // "ミサイル ×2・原爆" for a spent list ({name, count}), なし for none.
    function spentText(list) {
        if (list.length === 0)
            //: No piece
            return qsTr("なし")
        return list.map(p => p.count > 1 ? qsTr("%1 ×%2").arg(p.name).arg(p.count) : p.name).join("・")
    }

    Label {
        text: qsTr("取られたあなたの駒")
        font.bold: true
        color: Theme.panelText
    }
    Flow {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: root.game.captured.own
            delegate: Chip { first: root.game.humanIsFirst }
        }
        Label {
            visible: root.game.captured.own.length === 0
            text: qsTr("なし")
            color: Theme.mutedText
        }
    }
    Label {
        Layout.topMargin: 6
        Layout.fillWidth: true
        //: %1 is the number of pieces
        text: root.game.captured.revealed ? qsTr("取った相手の駒: %1 枚（終局ですべて表に返しました）")
                                                .arg(root.game.captured.opponentCount)
                                          //: %1 is the number of pieces
                                          : qsTr("取った相手の駒: %1 枚").arg(root.game.captured.opponentCount)
        wrapMode: Text.WordWrap
        font.bold: true
        color: Theme.panelText
    }
    // Federation: missiles and 原爆 used up by their own strikes are nobody's catch.
    Label {
        objectName: "spentPieces"
        Layout.topMargin: 6
        Layout.fillWidth: true
        visible: root.game.captured.ownSpent.length > 0 || root.game.captured.opponentSpent.length > 0
        //: %1 and %2 are lists of pieces (Missile ×2)
        text: qsTr("攻撃で使い切った駒：あなた %1、相手 %2")
                  .arg(root.spentText(root.game.captured.ownSpent)).arg(root.spentText(root.game.captured.opponentSpent))
        wrapMode: Text.WordWrap
        color: Theme.mutedText
    }
    Flow {
        objectName: "opponentCapturedTypes"
        visible: root.game.captured.revealed && root.game.captured.opponentCount > 0
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: root.game.captured.opponentTypes
            delegate: Chip { first: !root.game.humanIsFirst }
        }
    }
}
