// One section of the help, as its document says (HelpBook): Markdown paragraphs shown with
// Qt's Markdown support and, between them, rows of board diagrams (BoardDiagram) drawn from
// the core, each over its caption. The documents are resources/help/<language>/NN-name.md.
import QtQuick
import QtQuick.Controls
import Gunjin.Ui

Column {
    id: root
    required property HelpBook book
    // The height a diagram and its caption may take (the pane it is read in).
    property real maxDiagramHeight: Infinity
    // The section's whole Markdown (for tests and the accessible description).
    readonly property string text: book.text
    // The widest line of the section's text (it wraps inside `width`).
    readonly property real contentWidth: {
        let widest = 0
        for (let i = 0; i < parts.count; ++i) {
            const part = parts.itemAt(i)
            if (part && part.item) widest = Math.max(widest, part.item.contentWidth)
        }
        return widest
    }
    spacing: 10

    Repeater {
        id: parts
        model: root.book.parts
        delegate: Loader {
            required property var modelData
            width: root.width
            sourceComponent: modelData.diagrams !== undefined ? diagramPart : textPart

            Component {
                id: textPart
                Label {
                    objectName: "helpMarkdown"
                    text: modelData.markdown
                    textFormat: Text.MarkdownText
                    wrapMode: Text.WordWrap
                    lineHeight: 1.25
                }
            }
            Component {
                id: diagramPart
                // A row of diagrams, side by side where they fit, centred.
                Item {
                    id: row
                    // The widest line of boards (each at most as wide as the pane).
                    readonly property real contentWidth: {
                        let line = 0, widest = 0
                        for (let i = 0; i < boards.count; ++i) {
                            const w = boards.itemAt(i) ? boards.itemAt(i).width : 0
                            line = line === 0 ? w : line + flow.spacing + w
                            if (line > root.width)
                                line = w
                            widest = Math.max(widest, line)
                        }
                        return widest
                    }
                    implicitHeight: flow.height
                    Flow {
                        id: flow
                        spacing: 16
                        width: row.contentWidth
                        anchors.horizontalCenter: parent.horizontalCenter
                        Repeater {
                            id: boards
                            model: modelData.diagrams
                            delegate: Column {
                                required property var modelData
                                objectName: "helpDiagram"
                                // A square of about 44 px, never wider than the pane, nor
                                // (with five lines of caption) higher than it.
                                width: Math.min(root.width,
                                                board.implicitWidth > 0 ? board.implicitWidth : root.width,
                                                board.heightPerWidth > 0
                                                ? (root.maxDiagramHeight - 96) / board.heightPerWidth
                                                : root.width)
                                spacing: 4
                                BoardDiagram {
                                    id: board
                                    objectName: "boardDiagram"
                                    width: parent.width
                                    height: implicitHeight
                                    reference: modelData.diagram
                                    language: root.book.language
                                    reachColor: Theme.reachable
                                    areaColor: Theme.strikeArea
                                    attackColor: Theme.attack
                                    textColor: palette.text
                                    Accessible.role: Accessible.Graphic
                                    Accessible.name: modelData.caption
                                }
                                Label {
                                    objectName: "helpCaption"
                                    width: parent.width
                                    text: modelData.caption
                                    wrapMode: Text.WordWrap
                                    horizontalAlignment: Text.AlignHCenter
                                    font.pixelSize: 13
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
