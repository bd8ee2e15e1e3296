// ボタンで操作: the board as a grid of buttons in the rule set's shape (an HQ spans its cells),
// usable with the
// keyboard alone and without the 3D view, with the column letters and row numbers the
// messages use around it. The grid is one tab stop (inside the board's focus scope): arrow
// keys move between squares as they lie on screen, Enter or Space presses; M, a right click or
// a long press on an opponent piece opens its guess note (メモ), shown on the button as the
// guess with a question mark on a blue dashed tag. Every button has an accessible name for
// screen readers.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gunjin.Ui

FocusScope {
    id: root
    // A GameSession, or a GameReview: anything with the board interface of game_review.h.
    required property BoardPresenter game
    // The BoardView this grid belongs to: its cursor and neighbour steps are shared.
    required property Item board
    readonly property bool flip: !game.humanIsFirst
    readonly property BoardGeometry geometry: game.board
    // A river between two rows takes a grid row of its own (the 6 × 8 board).
    readonly property bool riverGap: geometry.riverAfterRow > 0

    // The grid row of a board row as the player sees it (row 0 holds the letters).
    function gridRow(r) {
        let i = flip ? r - 1 : geometry.rows - r
        if (riverGap && (flip ? r > geometry.riverAfterRow : r <= geometry.riverAfterRow))
            i += 1
        return 1 + i
    }
    function gridColumn(c) {
        return 1 + (flip ? geometry.columns - 1 - c : c)
    }
    // The river as stretches of one grid row each: [{row, column, span}] in grid cells.
    readonly property var riverPieces: {
        const list = []
        if (riverGap) {
            list.push({ row: flip ? 1 + geometry.riverAfterRow : 1 + geometry.rows - geometry.riverAfterRow,
                        column: 1, span: geometry.columns })
            return list
        }
        for (let r = geometry.riverFirstRow; r > 0 && r <= geometry.riverLastRow; ++r) {
            let start = -1
            for (let c = 0; c <= geometry.columns; ++c) {
                const water = c < geometry.columns && geometry.isRiverCell(c, r)
                if (water && start < 0)
                    start = c
                if (!water && start >= 0) {
                    const a = gridColumn(start), b = gridColumn(c - 1)
                    list.push({ row: gridRow(r), column: Math.min(a, b), span: c - start })
                    start = -1
                }
            }
        }
        return list
    }

    // The river stretch that carries the river's name: the widest (the first of them).
    readonly property int widestRiver: {
        let best = 0
        for (let i = 1; i < riverPieces.length; ++i)
            if (riverPieces[i].span > riverPieces[best].span)
                best = i
        return best
    }
    // While a missile is chosen, the square whose strike area is shown: the button under the
    // pointer, else the one with the keyboard focus.
    property int hoveredSquare: -1
    readonly property int pointedSquare: !visible || !game.missileSelected ? -1
                                       : hoveredSquare >= 0 ? hoveredSquare
                                       : activeFocus ? board.cursorSquare : -1
    onPointedSquareChanged: game.hoverSquare(pointedSquare)

    function cellAt(square) {
        return cells.itemAt(square)
    }

    function focusSquare(square) {
        board.cursorSquare = square
        cells.itemAt(square).forceActiveFocus()
    }

    function pressByKey(square) {
        board.keyboardUsed = true
        root.game.clickSquare(square)
    }

    function step(square, dx, dy) {
        board.keyboardUsed = true
        const next = board.neighbour(square, dx, dy)
        if (next >= 0)
            focusSquare(next)
    }

    // The grid itself got the focus (the board was chosen): pass it to the cursor's square.
    onActiveFocusChanged: {
        if (activeFocus && !(Window.activeFocusItem && Window.activeFocusItem.square !== undefined))
            focusSquare(board.cursorSquare)
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    // The names' fonts at 100 px, to size each name to its button (nameSize): the kanji font
    // for Japanese, the body's for English names (the kanji font's Latin letters are set as
    // wide as kana: "E n g").
    FontMetrics {
        id: nameMetrics
        font.family: Theme.kanjiFont
        font.pixelSize: 100
    }
    FontMetrics {
        id: latinMetrics
        font.family: Qt.application.font.family
        font.pixelSize: 100
    }
    function latin(text) {
        return !/[\u3040-\u30ff\u3400-\u9fff]/.test(text)
    }
    // A name in two lines: at its word break (Maj Gen, A-bomb), or halved (ミサ / イル).
    function halves(text) {
        const space = text.indexOf(" ")
        if (space > 0)
            return [text.slice(0, space), text.slice(space + 1)]
        const hyphen = text.indexOf("-")
        if (hyphen > 0)
            return [text.slice(0, hyphen + 1), text.slice(hyphen + 1)]
        const k = Math.ceil(text.length / 2)
        return [text.slice(0, k), text.slice(k)]
    }
    // Katakana then kanji: the two words (ジェット / 機), or [] when the name is not so.
    function seam(text) {
        for (let i = 1; i < text.length; ++i) {
            const before = text.charCodeAt(i - 1), here = text.charCodeAt(i)
            if (before >= 0x30a0 && before <= 0x30ff && here >= 0x4e00 && here <= 0x9fff)
                return [text.slice(0, i), text.slice(i)]
        }
        return []
    }
    // The largest font (px) that fits `lines` in a button `spanWidth` wide, at most 0.42 of
    // the cell.
    function fitSize(lines, spanWidth) {
        const room = spanWidth - 2 * grid.padding - 2
        const high = grid.cell - 2 * grid.padding - 2
        let widest = 1
        const metrics = latin(lines.join("")) ? latinMetrics : nameMetrics
        for (const line of lines)
            widest = Math.max(widest, metrics.advanceWidth(line) / 100)
        return Math.min(grid.cell * 0.42, room / widest, high / (1.25 * lines.length + 0.1))
    }
    // A name goes onto two lines only where one line would be under 12.5 px and two are
    // larger (a name of one or two characters stays on one).
    function nameLines(text, spanWidth) {
        if (text.length <= 2 || fitSize([text], spanWidth) >= 12.5)
            return [text]
        // At the words' seam where that is still legible, else halved (ジェッ / ト機): the
        // legible size comes first.
        const words = seam(text)
        if (words.length === 2 && fitSize(words, spanWidth) >= 12.5)
            return words
        const two = halves(text)
        return fitSize(two, spanWidth) > fitSize([text], spanWidth) ? two : [text]
    }
    function nameSize(text, spanWidth) {
        return text === "" ? 12 : fitSize(nameLines(text, spanWidth), spanWidth)
    }

    GridLayout {
        id: grid
        anchors.centerIn: parent
        // Small squares give their whole width to the name (the default padding left only
        // "…" of it at 640 × 600) and are closer together.
        // A piece's plate stands `inset` inside its square, its rim `rim` wide; the name keeps
        // clear of the rim, but on the smallest squares (the 9 × 9 board at 640 × 600) the
        // name's 12 px come first.
        readonly property real inset: cell < 48 ? 1 : cell < 60 ? 3 : 5
        readonly property real rim: cell < 48 ? 1 : cell < 60 ? 1.5 : 2
        readonly property real padding: cell < 48 ? 1 : inset + rim + (cell < 60 ? 0.5 : 2)
        readonly property real gapWidth: root.width < 520 ? 2 : 4
        // Room for the letters above and below and the numbers on each side (about 0.3 of a
        // square each), and the gaps: the squares take the rest. `roomy` is the square that
        // share would give; the letters' band is never narrower than their font needs.
        readonly property real roomy: Math.min(
            (root.width - 8 - (root.geometry.columns + 1) * gapWidth) / (root.geometry.columns + 0.6),
            (root.height - 8 - (rows - 1) * gapWidth)
            / (root.geometry.rows + (root.riverGap ? 0.5 : 0) + 0.6))
        // The letters' and numbers' font: 17 px at least, bold (issue 55: at 12 px the lower-case
        // column letters were 8 px high at 640 x 600, too small to find a square by). Their
        // bands are never narrower than the font needs: a letter's height above and below, a
        // digit's ink on each side (no more: at 640 x 600 the width is what sizes the squares,
        // and their names need their 12 px).
        readonly property real letterSize: Math.max(17, Math.min(22, roomy * 0.3))
        readonly property real band: Math.max(letterSize + 4, roomy * 0.3)
        readonly property real numberBand: Math.max(letterSize * 0.62 + 1, roomy * 0.3)
        readonly property real cell: Math.min(
            (root.width - 8 - (root.geometry.columns + 1) * gapWidth - 2 * numberBand) / root.geometry.columns,
            (root.height - 8 - (rows - 1) * gapWidth - 2 * band)
            / (root.geometry.rows + (root.riverGap ? 0.5 : 0)))
        // Columns: number, the board's columns, number; rows: letters, the board's rows (and a
        // river between two of them), letters.
        columns: root.geometry.columns + 2
        rows: root.geometry.rows + (root.riverGap ? 1 : 0) + 2
        columnSpacing: gapWidth
        rowSpacing: gapWidth

        // Column letters above and below, row numbers left and right, as the player sees them.
        Repeater {
            model: 2 * root.geometry.columns
            delegate: Label {
                required property int index
                readonly property int file: index % root.geometry.columns
                objectName: "columnLetter"
                Layout.row: index < root.geometry.columns ? 0 : grid.rows - 1
                Layout.column: root.gridColumn(file)
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: grid.band
                verticalAlignment: Text.AlignVCenter
                text: root.geometry.columnLetters[file]
                color: "#cdb894"
                font.pixelSize: grid.letterSize
                font.bold: true
            }
        }
        Repeater {
            model: 2 * root.geometry.rows
            delegate: Label {
                required property int index
                readonly property int rank: index % root.geometry.rows + 1
                objectName: "rowNumber"
                Layout.row: root.gridRow(rank)
                Layout.column: index < root.geometry.rows ? 0 : grid.columns - 1
                Layout.alignment: Qt.AlignCenter
                Layout.preferredWidth: grid.numberBand
                horizontalAlignment: Text.AlignHCenter
                text: rank
                color: "#cdb894"
                font.pixelSize: grid.letterSize
                font.bold: true
            }
        }

        Repeater {
            id: cells
            model: root.game.squares
            delegate: Button {
                id: cellButton
                required property int square
                required property string name
                required property real column
                required property int row
                required property int span
                required property int frame
                required property bool dot
                required property bool area
                required property int occupant
                required property string label
                required property string shortLabel
                // The viewer's guess note on a hidden opponent piece ("" for none).
                required property string guess
                required property string guessName
                objectName: "cell-" + name
                // Row 0 and column 0 hold the labels.
                Layout.row: root.gridRow(row)
                Layout.column: root.gridColumn(root.flip ? column + (span - 1) / 2 : column - (span - 1) / 2)
                Layout.columnSpan: span
                Layout.preferredWidth: grid.cell * span + (span - 1) * grid.columnSpacing
                Layout.preferredHeight: grid.cell
                // Only the cursor's square is in the tab chain: arrows move inside the grid,
                // Tab leaves it (the grid is one tab stop). The button holding the focus stays
                // in the chain until the focus has moved on (Qt refuses to drop it earlier).
                focusPolicy: square === root.board.cursorSquare || activeFocus ? Qt.StrongFocus
                                                                               : Qt.ClickFocus
                readonly property string place: root.game.squareLabel(square)
                //: A square of the button board, read by screen readers: empty
                readonly property string what: occupant === SquareModel.Empty ? qsTr("空き")
                                             //: A square of the button board: %1 is your piece there
                                             : occupant === SquareModel.Own ? (label !== "" ? qsTr("あなたの%1").arg(label) : qsTr("あなたの駒"))
                                             //: A square of the button board: %1 is the opponent's piece there
                                             : label !== "" ? qsTr("相手の%1").arg(label)
                                             //: A square of the button board: %1 is your guess (note) of the opponent's piece
                                             : guessName !== "" ? qsTr("相手の駒（メモ：%1？）").arg(guessName)
                                             : qsTr("相手の駒")
                //: A square's state on the button board: selected
                readonly property string state: frame === SquareModel.Selected ? qsTr("選択中")
                                              //: A square's state on the button board: the selected piece can attack there
                                              : frame === SquareModel.Attack ? qsTr("攻められます")
                                              : frame === SquareModel.Target
                                                ? ((root.game.input?.launchMode ?? false)
                                                   //: A square's state on the button board: the chosen missile's 原爆 launch can hit it
                                                   ? qsTr("原爆で狙えます")
                                                   //: A square's state on the button board: the chosen missile can strike it
                                                   : qsTr("ミサイルで狙えます"))
                                              //: A square's state on the button board: the selected piece can move there
                                              : dot ? qsTr("行けます")
                                              //: A square's state on the button board: the last move was here
                                              : frame === SquareModel.LastMove ? qsTr("直前の手") : ""
                text: occupant === SquareModel.Empty ? (dot ? "●" : "")
                    : shortLabel !== "" ? shortLabel
                    //: Your guess on an opponent piece, on its button: %1 is a piece's short name
                    : guess !== "" ? qsTr("%1？").arg(guess) : ""
                // Every name as large as its button allows (nameSize), in both languages.
                font.pixelSize: text === "●" || text === "" ? grid.cell * 0.3
                                                              : root.nameSize(text, Layout.preferredWidth)
                padding: grid.padding
                horizontalPadding: grid.padding // the style's is wider than a small square affords
                font.family: root.latin(text) ? Qt.application.font.family : Theme.kanjiFont
                contentItem: Text {
                    objectName: "cellText"
                    text: root.nameLines(cellButton.text, cellButton.Layout.preferredWidth).join("\n")
                    font: cellButton.font
                    color: cellButton.palette.buttonText
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                Accessible.name: place + " " + what + (state !== "" ? " " + state : "")
                // The board's finish, as on the 3D board: each square a tile of wood, each piece
                // a plate standing in it - the viewer's army in its side's colours (朱 rim and
                // ink for the first player, plain wood for the second), the opponent's face down
                // as a darker wooden back; for a spectator (neutral) both armies in their sides'
                // colours, turned or not.
                readonly property bool firstsPiece: (occupant === SquareModel.Own) === root.game.humanIsFirst
                readonly property bool faceDown: occupant === SquareModel.Opponent && !root.game.neutral
                readonly property color ground: occupant === SquareModel.Empty ? Theme.boardWood
                                              : faceDown ? (firstsPiece ? Theme.vermilion : Theme.plainWoodBack)
                                              : firstsPiece ? Theme.firstFace : Theme.secondFace
                readonly property color rim: firstsPiece ? (faceDown ? Theme.lacquerRim : Theme.vermilion)
                                                         : faceDown ? Theme.plainWoodBackRim : Theme.plainWoodGrain
                // In the area of the strike under the pointer: tinted as the 3D board's tiles.
                palette.button: area ? Qt.tint(ground, Qt.rgba(Theme.strikeArea.r, Theme.strikeArea.g,
                                                               Theme.strikeArea.b, 0.6))
                                     : ground
                hoverEnabled: true
                onHoveredChanged: {
                    if (hovered)
                        root.hoveredSquare = square
                    else if (root.hoveredSquare === square)
                        root.hoveredSquare = -1
                }
                palette.buttonText: frame === SquareModel.Attack ? Theme.attack : dot ? Theme.reachable
                                  : shortLabel === "" && guess !== "" ? Theme.guessInk
                                  : occupant !== SquareModel.Empty && firstsPiece ? Theme.firstInk : Theme.panelText
                background: Rectangle {
                    // The square, with its frame (chosen, attack, last move, strike target).
                    // The last move's squares tinted, as on the 3D board (a frame read as a choice).
                    color: cellButton.area ? Qt.tint(Theme.boardWood, Qt.rgba(Theme.strikeArea.r, Theme.strikeArea.g,
                                                                            Theme.strikeArea.b, 0.6))
                         : cellButton.frame === SquareModel.LastMove
                           ? Qt.tint(Theme.boardWood, Qt.rgba(Theme.lastMove.r, Theme.lastMove.g, Theme.lastMove.b, 0.42))
                         : Theme.boardWood
                    radius: 3
                    border.width: cellButton.frame === SquareModel.NoFrame || cellButton.frame === SquareModel.LastMove ? 1 : 4
                    border.color: cellButton.frame === SquareModel.Selected ? Theme.selected
                                : cellButton.frame === SquareModel.Attack ? Theme.attack
                                : cellButton.frame === SquareModel.Target ? Theme.strikeTarget
                                : Theme.tileEdge
                    // The piece's shadow on its square, then the piece.
                    Rectangle {
                        visible: plate.visible
                        x: plate.x + 1
                        y: plate.y + 2
                        width: plate.width
                        height: plate.height
                        radius: plate.radius
                        color: "#000000"
                        opacity: 0.22
                    }
                    Rectangle {
                        id: plate
                        objectName: "piecePlate"
                        visible: cellButton.occupant !== SquareModel.Empty
                        anchors.fill: parent
                        anchors.margins: grid.inset
                        radius: 4
                        color: cellButton.palette.button
                        border.width: grid.rim
                        border.color: cellButton.rim
                        // Lit from above: a paler band along the top edge.
                        Rectangle {
                            anchors.left: parent.left
                            anchors.right: parent.right
                            anchors.top: parent.top
                            anchors.margins: 2
                            height: Math.max(2, parent.height * 0.08)
                            radius: 2
                            color: "#ffffff"
                            opacity: cellButton.faceDown ? 0.16 : 0.45
                        }
                    }
                    // A guess note: a pale blue tag with a dashed edge under the text, the
                    // colours of a pencilled note that no known type uses.
                    Rectangle {
                        objectName: "guessTag"
                        visible: cellButton.shortLabel === "" && cellButton.guess !== ""
                        anchors.fill: plate
                        anchors.margins: 3
                        radius: 3
                        color: Theme.guessPaper
                        border.width: 0
                        // A dashed edge (a Rectangle's border has no dashes), drawn only on a
                        // tag that shows: not one canvas for every square of the board.
                        Loader {
                            anchors.fill: parent
                            active: parent.visible
                            sourceComponent: dashes
                        }
                    }
                    Component {
                        id: dashes
                        Canvas {
                            onPaint: {
                                const c = getContext("2d")
                                c.reset()
                                c.strokeStyle = Theme.guessInk
                                c.lineWidth = 2
                                c.setLineDash([4, 3])
                                c.strokeRect(1, 1, width - 2, height - 2)
                            }
                            onWidthChanged: requestPaint()
                            onHeightChanged: requestPaint()
                        }
                    }
                    // A strike target: a gold line inside its vermilion frame, as on the 3D
                    // board's lacquer frame with gold fittings.
                    Rectangle {
                        objectName: "strikeTargetGold"
                        visible: cellButton.frame === SquareModel.Target
                        anchors.fill: parent
                        anchors.margins: 4
                        radius: 2
                        color: "transparent"
                        border.width: 2
                        border.color: Theme.strikeTargetGold
                    }
                    // The keyboard focus: a ring outside the highlight frame, so it shows on
                    // red and orange squares too.
                    Rectangle {
                        objectName: "focusRing"
                        anchors.fill: parent
                        anchors.margins: -4
                        // Not after a click: the mouse needs no cursor (tab or arrows show it).
                        visible: cellButton.activeFocus && root.board.keyboardUsed
                        color: "transparent"
                        radius: 6
                        border.width: 3
                        border.color: Theme.keyboardFocus
                    }
                }
                onActiveFocusChanged: if (activeFocus) root.board.cursorSquare = square
                onClicked: root.game.clickSquare(square)
                // The keyboard's ring: shown by Tab or a key, hidden by a press of the mouse.
                // Keys never press the button (Space and Enter are handled below), so a press
                // is the pointer's.
                onVisualFocusChanged: if (visualFocus) root.board.keyboardUsed = true
                onPressed: root.board.keyboardUsed = false
                onPressAndHold: root.board.requestGuess(square)
                TapHandler {
                    acceptedButtons: Qt.RightButton
                    onTapped: {
                        root.board.cursorSquare = cellButton.square
                        root.board.requestGuess(cellButton.square)
                    }
                }
                Keys.onPressed: (event) => {
                    root.board.keyboardUsed = true
                    if (event.key === Qt.Key_M)
                        event.accepted = root.board.requestGuess(square)
                }
                Keys.onReturnPressed: root.pressByKey(square)
                Keys.onEnterPressed: root.pressByKey(square)
                Keys.onSpacePressed: (event) => {
                    if (!event.isAutoRepeat)
                        root.pressByKey(square)
                }
                Keys.onLeftPressed: root.step(square, -1, 0)
                Keys.onRightPressed: root.step(square, 1, 0)
                Keys.onUpPressed: root.step(square, 0, 1)
                Keys.onDownPressed: root.step(square, 0, -1)
            }
        }

        // The river: a band between two rows, or the river rows around the bridge's e5.
        Repeater {
            model: root.riverPieces
            delegate: Rectangle {
                required property var modelData
                required property int index
                Layout.row: modelData.row
                Layout.column: modelData.column
                Layout.columnSpan: modelData.span
                Layout.fillWidth: true
                Layout.preferredHeight: root.riverGap ? grid.cell * 0.5 : grid.cell
                color: Theme.river
                radius: 3
                // The river's name on its widest stretch, fitted to it (it ran past the bar
                // at 640 × 600): smaller, then on two lines, never beyond.
                Label {
                    objectName: "riverText"
                    anchors.centerIn: parent
                    width: parent.width - 8
                    height: parent.height - 2
                    visible: index === root.widestRiver
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 9
                    font.pixelSize: 14
                    elide: Text.ElideRight
                    text: root.riverGap ? qsTr("川（橋は b 列と e 列）")
                                        : qsTr("川（橋は × 形で e5 で交わる）")
                    color: "white"
                }
            }
        }
    }

    // A long last move's way, over the buttons (in the grid's coordinates: a child of the
    // grid would be laid out as a cell).
    Item {
        x: grid.x
        y: grid.y
        LastMoveWayFlat {
            squares: root.game.squares
            fromCell: root.game.squares.lastFrom >= 0 && cells.count > 0 ? cells.itemAt(root.game.squares.lastFrom) : null
            toCell: root.game.squares.lastTo >= 0 && cells.count > 0 ? cells.itemAt(root.game.squares.lastTo) : null
            cell: grid.cell
        }
    }
}
