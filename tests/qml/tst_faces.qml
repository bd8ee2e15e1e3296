// Piece names as the player sees them (issues 34, 36): on the 3D board of both games, in the
// oblique and the top view, each character of every own piece's name is drawn on its plate where
// the face says, the whole of its box on the wedge's visible face and nothing in front of it, in
// one column read top to bottom on screen, and nothing of it reaches the plate's edge; on the
// button board every name is shown whole inside its button, in one line or, on a small button,
// two (ミサイル and ジェット機 were cut to "ミサ…" and "ジェ…"). Checked in grabbed frames of both games (the federation
// army has the long names).
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    GameSession {
        id: game
        seed: 31
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile
        ruleCode: "federation"
    }

    GameScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    // The width of a name's ink over its height, set whole in one line.
    TextMetrics {
        id: probe
        font.family: Theme.kanjiFont
        font.pixelSize: 60
    }

    TestCase {
        name: "Faces"
        when: windowShown

        readonly property var board: screen.boardView

        function cleanupTestCase() {
            screen.visible = false
            wait(100)
        }

        function initTestCase() {
            verify(game.startCpuGame("random", true))
            compare(game.board.columns, 9)
        }

        function distance(a, b) {
            return Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b)
        }

        // A point of a piece's face texture (pixels) on screen: PieceBody maps texture
        // coordinates to its face's space (the face is the wedge's front inside its bevel).
        function screenPoint(p, size, tx, ty) {
            const body = p.face.parent
            const local = body.facePoint(tx / size.width, ty / size.height)
            return board.pointOfScene(p.face.mapPositionToScene(local))
        }

        // Whether a point (texture coordinates 0..1) lies inside the face's outline.
        function insideOutline(outline, x, y) {
            let inside = false
            for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
                const a = outline[i], b = outline[j]
                if ((a.y > y) !== (b.y > y) && x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x)
                    inside = !inside
            }
            return inside
        }

        // The distance in texture pixels from (x, y) to the nearest edge of the outline.
        function edgeDistance(outline, size, x, y) {
            let nearest = 1e9
            for (let i = 0; i < outline.length; ++i) {
                const a = outline[i], e = outline[(i + 1) % outline.length]
                const ax = a.x * size.width, ay = a.y * size.height
                const ex = e.x * size.width, ey = e.y * size.height
                const length = Math.hypot(ex - ax, ey - ay)
                nearest = Math.min(nearest, Math.abs((ex - ax) * (ay - y) - (ax - x) * (ey - ay)) / length)
            }
            return nearest
        }

        function test_namesOnThe3DBoard_data() {
            return [{ tag: "federation oblique", rules: "federation", mode: "oblique" },
                    { tag: "federation top", rules: "federation", mode: "top" },
                    { tag: "classic oblique", rules: "classic", mode: "oblique" },
                    { tag: "classic top", rules: "classic", mode: "top" }]
        }

        function test_namesOnThe3DBoard(data) {
            if (game.ruleCode !== data.rules) {
                game.ruleCode = data.rules
                verify(game.startCpuGame("random", true))
            }
            const federation = data.rules === "federation"
            const count = game.board.squareCount
            board.applyViewMode(data.mode)
            tryVerify(() => Math.abs(board.pitch - (data.mode === "top" ? -90 : board.obliquePitch)) < 0.01, 2000)
            wait(1200) // pieces lie down or stand up; progressive antialiasing settles
            const image = grabImage(board)
            const view = findChild(board, "view3d")
            verify(view !== null)
            let checked = 0, longNames = 0
            for (let id = 0; id < count; ++id) {
                const p = board.pieceAt(id)
                if (!p || !p.alive || !p.own || p.label === "")
                    continue
                const boxes = p.faceData.glyphBoxes()
                const size = p.faceData.textureSize()
                const outline = p.face.parent.faceOutline
                const ink = p.faceData.inkColor, plate = p.faceData.plateColor
                const what = data.tag + ": " + p.label
                verify(outline.length >= 5, what + ": the face has no outline")
                // What the face writes: the name, ジェット機 as ジェット and 飛行機 as 飛行
                // (issue 55).
                const written = p.faceData.text
                verify(written.length >= 2 && written.length <= 4, what + ": " + written)
                verify(boxes.length >= written.length, what)
                let previous = null
                for (let i = 0; i < written.length; ++i) {
                    const b = boxes[i]
                    compare(b.text, written[i], what)
                    // The whole of the character's box lies on the visible face (the wedge's
                    // pointed top and bevel cut the texture's corners off).
                    for (const c of [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height],
                                     [b.x + b.width, b.y + b.height]])
                        verify(insideOutline(outline, c[0] / size.width, c[1] / size.height),
                               what + ": '" + b.text + "' reaches past the face at " + c)
                    const corners = [screenPoint(p, size, b.x, b.y),
                                     screenPoint(p, size, b.x + b.width, b.y),
                                     screenPoint(p, size, b.x, b.y + b.height),
                                     screenPoint(p, size, b.x + b.width, b.y + b.height)]
                    // Nothing stands in front of it: the piece itself is what the view finds at
                    // each corner of the box (a piece in front would be found first).
                    for (const c of corners) {
                        const v = view.mapFromItem(board, c.x, c.y)
                        const hit = view.pick(v.x, v.y)
                        verify(hit.objectHit && hit.objectHit.objectName === "piece"
                               && hit.objectHit.square === p.square,
                               what + ": '" + b.text + "' is covered at " + c + " by "
                               + (hit.objectHit ? hit.objectHit.objectName + " " + hit.objectHit.square : "nothing"))
                    }
                    const left = Math.min(...corners.map(c => c.x)), right = Math.max(...corners.map(c => c.x))
                    const top = Math.min(...corners.map(c => c.y)), bottom = Math.max(...corners.map(c => c.y))
                    // The character's ink is there in the frame.
                    let dark = 0
                    for (let x = Math.floor(left); x <= Math.ceil(right); ++x)
                        for (let y = Math.floor(top); y <= Math.ceil(bottom); ++y) {
                            const c = image.pixel(x, y)
                            if (distance(c, ink) < distance(c, plate))
                                ++dark
                        }
                    verify(dark > 0, what + ": no ink of '" + b.text + "' on screen")
                    // One column, read top to bottom on screen; a long katakana name in two
                    // lines across (ミサ / イル), read left to right, then the line below.
                    const centre = Qt.point((left + right) / 2, (top + bottom) / 2)
                    const across = written.length >= 4 && /^[\u30a1-\u30fc]+$/.test(written)
                    const sameLine = across && i > 0 && i !== Math.ceil(written.length / 2)
                    if (previous !== null && sameLine) {
                        verify(centre.x > previous.x, what + ": '" + b.text + "' is not right of the character before it")
                        verify(Math.abs(centre.y - previous.y) < (bottom - top),
                               what + ": '" + b.text + "' is not on the same line")
                    } else if (previous !== null) {
                        verify(centre.y > previous.y, what + ": '" + b.text + "' is not below the character before it")
                        if (!across)
                            verify(Math.abs(centre.x - previous.x) < (right - left),
                                   what + ": '" + b.text + "' is not in the same column")
                    }
                    previous = centre
                }
                // Nothing of the name at the plate's edge: every character's box keeps clear of
                // the face's outline by the rim in the body's colour and the ruled line inside it
                // (PieceBody: a 4-pixel rim, the line 2.5 pixels further in).
                for (let i = 0; i < written.length; ++i) {
                    const b = boxes[i]
                    for (const c of [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height],
                                     [b.x + b.width, b.y + b.height]]) {
                        const clear = edgeDistance(outline, size, c[0], c[1])
                        verify(clear >= 7, what + ": '" + b.text + "' is " + clear.toFixed(1)
                               + " px from the plate's edge")
                    }
                }
                ++checked
                if (p.label.length > 3)
                    ++longNames
            }
            verify(checked >= (federation ? 24 : 21), "own pieces checked: " + checked)
            if (federation)
                verify(longNames >= 4, "ミサイル and ジェット機 among them: " + longNames)
        }

        // The bounding box of the pixels nearer `ink` than `paper` in `rect` of `image`.
        function inkBox(image, rect, ink, paper) {
            let left = 1e9, right = -1, top = 1e9, bottom = -1
            for (let x = Math.ceil(rect.x); x < rect.x + rect.width; ++x)
                for (let y = Math.ceil(rect.y); y < rect.y + rect.height; ++y) {
                    const c = image.pixel(x, y)
                    if (distance(c, ink) < distance(c, paper) * 0.6) {
                        left = Math.min(left, x); right = Math.max(right, x)
                        top = Math.min(top, y); bottom = Math.max(bottom, y)
                    }
                }
            return right < 0 ? null : Qt.rect(left, top, right - left + 1, bottom - top + 1)
        }

        function test_namesOnTheButtonBoard() {
            if (game.ruleCode !== "federation") {
                game.ruleCode = "federation"
                verify(game.startCpuGame("random", true))
            }
            board.applyViewMode("buttons")
            waitForRendering(board, 500)
            wait(300)
            const image = grabImage(board)
            let checked = 0, longNames = 0
            for (let s = 0; s < 51; ++s) {
                const cell = board.buttonOf(s)
                if (cell.occupant !== SquareModel.Own || cell.shortLabel === "")
                    continue
                const name = cell.shortLabel
                // In the frame: the whole name (its ink as wide for its height as the name drawn
                // whole - "ミサ…" is not), inside the button and clear of its edge.
                // (Inside the piece's plate and its rim, in the name's own ink.)
                const plate = findChild(cell, "piecePlate")
                const inner = plate.border.width + 1
                const outer = plate.mapToItem(board, 0, 0, plate.width, plate.height)
                const r = Qt.rect(outer.x + inner, outer.y + inner, outer.width - 2 * inner, outer.height - 2 * inner)
                const box = inkBox(image, r, findChild(cell, "cellText").color, cell.palette.button)
                verify(box !== null, name + ": nothing drawn")
                verify(box.x > r.x + 1 && box.x + box.width < r.x + r.width - 1,
                       name + " reaches its button's edge: " + box + " in " + r)
                // A small button may set a long name on two lines (read left to right, top to
                // bottom: the button board keeps 12 px letters first); then each line is
                // measured as a whole line.
                const label = findChild(cell, "cellText")
                const lines = label.text.split("\n")
                let widest = 0
                for (const line of lines) {
                    probe.text = line
                    widest = Math.max(widest, probe.tightBoundingRect.width)
                }
                probe.text = lines[0]
                const lineHeight = probe.tightBoundingRect.height
                if (lines.length === 1) {
                    const ratio = (box.width / box.height) / (widest / lineHeight)
                    verify(ratio > 0.85 && ratio < 1.3, name + " is not drawn whole: " + ratio)
                } else {
                    compare(lines.join(""), name)
                    const ratio = box.width / box.height / (widest / (lineHeight * lines.length))
                    verify(ratio > 0.6 && ratio < 1.6, name + " is not drawn whole: " + ratio)
                }
                ++checked
                if (name.length > 3)
                    ++longNames
            }
            verify(checked >= 24, "own pieces checked: " + checked)
            verify(longNames >= 4, "ミサイル and ジェット機 among them: " + longNames)
            // And laid out so: its lines as chosen, nothing elided, no wider than the button.
            for (let s = 0; s < 51; ++s) {
                const cell = board.buttonOf(s)
                if (cell.occupant !== SquareModel.Own || cell.shortLabel === "")
                    continue
                const label = findChild(cell, "cellText")
                verify(label !== null, cell.shortLabel + ": no text item")
                compare(label.text.split("\n").join(""), cell.shortLabel)
                verify(label.truncated === false
                       && label.lineCount === label.text.split("\n").length,
                       cell.shortLabel + " is cut or wrapped")
                verify(label.contentWidth <= label.width + 0.5, cell.shortLabel + " runs past its button")
            }
        }
    }
}
