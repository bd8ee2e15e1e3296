// A tool tip is drawn at its control's scale (issue 55: the screens are scaled for a large
// window or 文字の大きさ, and the tips, which live in the window's overlay, stayed small): as
// large, as close to its control and as centred on it as it would be inside the scaled screen.
import QtQuick
import QtQuick.Controls
import QtTest

Item {
    id: root
    width: 800
    height: 600

    // A screen drawn at 1.5 times, as Main draws the menu for a large window.
    Item {
        id: scaled
        width: 400
        height: 300
        scale: 1.5
        transformOrigin: Item.TopLeft
        Button {
            id: above
            x: 100
            y: 150
            text: "上"
            ToolTip.text: "ルールを覚えたばかりの人のように指します。"
        }
        Button {
            id: below
            x: 100
            y: 20
            text: "下"
            ToolTip {
                id: belowTip
                y: parent.height + 6
                text: "後手では CPU が先に指します。"
            }
        }
    }
    Button {
        id: plain
        x: 650
        y: 500
        text: "並"
        ToolTip.text: "標準の大きさ"
    }

    TestCase {
        name: "ToolTip"
        when: windowShown

        function rectOf(item) {
            const p = item.mapToItem(root, 0, 0)
            const q = item.mapToItem(root, item.width, item.height)
            return { x: p.x, y: p.y, right: q.x, bottom: q.y, width: q.x - p.x, height: q.y - p.y }
        }

        function test_aTipTakesItsControlsScale() {
            // The attached tips share one popup: measured anew each time it opens.
            const aboveTip = above.ToolTip.toolTip
            plain.ToolTip.visible = true
            tryVerify(() => aboveTip.opened)
            compare(aboveTip.scale, 1)
            plain.ToolTip.visible = false
            tryVerify(() => !aboveTip.visible)

            above.ToolTip.visible = true
            tryVerify(() => aboveTip.opened)
            fuzzyCompare(aboveTip.scale, 1.5, 0.001)
            const tip = rectOf(aboveTip.contentItem)
            const text = aboveTip.contentItem
            fuzzyCompare(tip.height, text.height * 1.5, 0.5)
            // Above its button, and not over it.
            const button = rectOf(above)
            verify(tip.bottom <= button.y + 0.5, "the tip ends above its button (" + tip.bottom
                   + " <= " + button.y + ")")
            verify(tip.bottom >= button.y - 30, "and close to it (" + tip.bottom + ")")
            fuzzyCompare((tip.x + tip.right) / 2, (button.x + button.right) / 2, 1)
            above.ToolTip.visible = false
            tryVerify(() => !aboveTip.visible)
        }

        function test_aTipBelowGrowsDownward() {
            belowTip.visible = true
            tryVerify(() => belowTip.opened)
            fuzzyCompare(belowTip.scale, 1.5, 0.001)
            const tip = rectOf(belowTip.contentItem)
            const button = rectOf(below)
            verify(tip.y >= button.bottom - 0.5, "the tip starts under its button (" + tip.y
                   + " >= " + button.bottom + ")")
            verify(tip.y <= button.bottom + 30, "and close to it (" + tip.y + ")")
            fuzzyCompare((tip.x + tip.right) / 2, (button.x + button.right) / 2, 1)
            belowTip.visible = false
        }
    }
}
