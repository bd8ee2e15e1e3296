// A dialog's button: Enter (Return or the keypad's) presses it when it has the focus, as Space
// does - desktop players reach for Enter to confirm a dialog.
import QtQuick
import QtQuick.Controls

Button {
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
}
