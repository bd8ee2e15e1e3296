// Leaving a room this app made while the friend is in it: the room lives in this app (or, on a
// room server, closes when its maker leaves), so it ends for both when we leave or close the
// window. Cancel keeps everything as it was.
import QtQuick
import QtQuick.Controls

ConfirmDialog {
    // True: the window is closing (the app ends); false: back to the menu.
    property bool closing: false
    // The room lives in this app (no room server); on a room server it ends with our leave.
    property bool inApp: true
    // A game is on: leaving resigns it.
    property bool playing: false
    destructive: true
    title: qsTr("部屋を出ますか？")
    text: (inApp ? qsTr("相手があなたの部屋にいます。部屋はこの PC のアプリの中にあるので、部屋を出たりアプリを閉じたりすると部屋はなくなり、相手との対局も終わります。")
                 : qsTr("相手があなたの部屋にいます。部屋を作った人が部屋を出たりアプリを閉じたりすると部屋はなくなり、相手との対局も終わります。"))
          + (playing ? "\n" + qsTr("対局の途中なので、あなたの投了（負け）として棋譜に残ります。") : "")
    acceptText: closing ? qsTr("部屋を閉じて終了する") : qsTr("部屋を出る")
    rejectText: qsTr("部屋に残る")
}
