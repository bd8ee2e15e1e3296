// The keyboard focus, drawn plainly: a 3-pixel ring around whichever control has the focus
// after Tab or Shift+Tab (the style's own 1-pixel line is hard to see). One ring for the
// window, above the dialogs; it follows the focus and hides on mouse use.
import QtQuick
import QtQuick.Controls

Rectangle {
    id: root
    objectName: "focusRing"
    z: 1000
    color: "transparent"
    radius: 5
    border.width: 3
    border.color: Theme.controlFocus
    enabled: false // never takes a click

    readonly property Item target: Window.activeFocusItem
    // Above the dialogs: in the window's overlay, once the window is known.
    function lift() {
        const overlay = Overlay.overlay
        if (overlay && parent !== overlay)
            parent = overlay
    }
    Component.onCompleted: lift()
    Window.onWindowChanged: lift()
    // Controls say when their focus came from the keyboard; board cells draw their own ring.
    readonly property bool shown: target !== null && target.visualFocus === true
                                  && target.square === undefined && target.visible
    // Not where the control has been scrolled out of its clipped view (a play-tester saw the
    // ring float outside 設定 after scrolling).
    property bool inView: true
    visible: shown && inView

    function place() {
        if (!shown || !parent || !target)
            return
        // Both corners: a control drawn at a scale (a dialog, a scaled screen) is larger in
        // the overlay than its own width says.
        const p = target.mapToItem(parent, 0, 0)
        const q = target.mapToItem(parent, target.width, target.height)
        x = p.x - 4
        y = p.y - 4
        width = q.x - p.x + 8
        height = q.y - p.y + 8
        let seen = true
        for (let a = target.parent; a && seen; a = a.parent) {
            if (!a.clip)
                continue
            const r = a.mapToItem(parent, 0, 0), s = a.mapToItem(parent, a.width, a.height)
            seen = p.x >= r.x - 1 && p.y >= r.y - 1 && q.x <= s.x + 1 && q.y <= s.y + 1
        }
        inView = seen
    }
    onTargetChanged: place()
    onShownChanged: place()
    Connections {
        target: root.target
        ignoreUnknownSignals: true
        function onXChanged() { root.place() }
        function onYChanged() { root.place() }
        function onWidthChanged() { root.place() }
        function onHeightChanged() { root.place() }
    }
    // Items inside moving layouts or lists: follow them while the ring shows.
    Timer {
        interval: 200
        repeat: true
        running: root.shown
        onTriggered: root.place()
    }
}
