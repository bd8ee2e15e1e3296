// While a federation missile is chosen: what a click on an opponent piece will do (a missile
// strike on the target and its four neighbours, or - when the 原爆 stands next to the missile -
// the 原爆 on the 3 × 3 block), and whether a step tows the 原爆 along (F-MOVE-7, F-STRIKE).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

ColumnLayout {
    id: root
    required property GameSession game
    spacing: 6

    Label {
        objectName: "missileHint"
        Layout.fillWidth: true
        // The colours are named by Theme, as the board draws them. The air collision (F-STRIKE-2)
        // is said before it happens: a play-tester lost a 原爆 to one without warning.
        text: ((root.game.input?.launchMode ?? false)
               //: %1 and %2 are colour names (vermilion, red)
               ? qsTr("原爆：狙える相手の駒に%1の細い枠が付きます。駒に重ねると、届く 3×3 マスが%2で示されます。押すと発射します。範囲に相手のミサイルがいると空中で衝突し、何も起きずに消えます。")
               //: %1 and %2 are colour names (vermilion, red)
               : qsTr("ミサイル：狙える相手の駒に%1の細い枠が付きます。駒に重ねると、届く範囲が%2で示されます。押すと発射します。範囲に相手のミサイルがいると空中で衝突し、何も起きずに消えます。"))
              .arg(Theme.strikeTargetWord).arg(Theme.strikeAreaWord)
        wrapMode: Text.WordWrap
        color: Theme.mutedText
        font.pixelSize: 14
    }
    // Side by side where they fit: one under the other, with the hint, they pushed the panel
    // past a 1280 × 800 window's height once pieces had been taken (a play-test).
    GridLayout {
        Layout.fillWidth: true
        columns: strikeMode.implicitWidth + launchMode.implicitWidth + columnSpacing <= root.width ? 2 : 1
        columnSpacing: 6
        rowSpacing: 6
        visible: (root.game.input?.canLaunch ?? false)
        Button {
            id: strikeMode
            objectName: "strikeMode"
            Layout.fillWidth: true
            text: qsTr("ミサイル（十字 5 マス）")
            checkable: true
            checked: !(root.game.input?.launchMode ?? false)
            highlighted: checked
            onClicked: root.game.input.launchMode = false
        }
        Button {
            id: launchMode
            objectName: "launchMode"
            Layout.fillWidth: true
            text: qsTr("原爆を発射（3×3）")
            checkable: true
            checked: (root.game.input?.launchMode ?? false)
            highlighted: checked
            onClicked: root.game.input.launchMode = true
        }
    }
    WrapCheckBox {
        objectName: "towMode"
        Layout.fillWidth: true
        visible: (root.game.input?.canTow ?? false)
        text: qsTr("隣の原爆を引いて動く")
        checked: (root.game.input?.towMode ?? false)
        onToggled: root.game.input.towMode = checked
    }
}
