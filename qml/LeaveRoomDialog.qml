// Leaving a room this app hosts while the friend is in it: the room lives in this app, so it
// ends for both when we leave or close the window. Cancel keeps everything as it was.
import QtQuick
import QtQuick.Controls

ConfirmDialog {
    // True: the window is closing (the app ends); false: back to the menu.
    property bool closing: false
    destructive: true
    title: qsTr("部屋を出ますか？")
    text: qsTr("相手があなたの部屋にいます。部屋はこの PC のアプリの中にあるので、部屋を出たりアプリを閉じたりすると部屋はなくなり、相手との対局も終わります。")
    acceptText: closing ? qsTr("部屋を閉じて終了する") : qsTr("部屋を出る")
    rejectText: qsTr("部屋に残る")
}
