// A heading: written with a brush for a screen's title (`level` 1) or a panel's (2) - the brush
// font for Japanese, EB Garamond for Latin text (the brush font's Latin letters are a typewriter's)
// - and in bold for a section (3), where a brush at that size reads thin. The brush font's
// brackets are blank: a Japanese title with brackets is written in bold too (EB Garamond has
// its own).
import QtQuick
import QtQuick.Controls

Label {
    property int level: 2
    // Any kana or kanji in the text picks the brush.
    readonly property bool japanese: /[\u3040-\u30ff\u3400-\u9fff]/.test(text)
    readonly property bool brushed: level < 3 && !(japanese && /[（）()［］「」]/.test(text))
    font.family: !brushed ? Qt.application.font.family : japanese ? Theme.brushFont : Theme.serifFont
    // Garamond's small letters are short: a Latin title is set a size up to stand as tall.
    font.pixelSize: (level === 1 ? 40 : level === 2 ? 26 : 16) * (brushed && !japanese ? 1.15 : 1)
    font.bold: !brushed
    color: Theme.panelText
}
