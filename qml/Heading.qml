// A heading written with a brush: the brush font for Japanese, a serif for Latin text (the
// brush font's own Latin letters are a typewriter's). `level` 1 is a screen's title, 2 a
// dialog's or a panel's, 3 a section's.
import QtQuick
import QtQuick.Controls

Label {
    property int level: 2
    // Any kana or kanji in the text picks the brush.
    readonly property bool japanese: /[\u3040-\u30ff\u3400-\u9fff]/.test(text)
    font.family: japanese ? Theme.brushFont : Theme.serifFont
    font.pixelSize: level === 1 ? 40 : level === 2 ? 26 : 19
    font.bold: !japanese && level > 1
    color: Theme.panelText
}
