// The look every control of the app shares - the board's plain wood (白木) for plates, black-red
// lacquer (漆) for what is chosen, washi paper for wells and popups, a gold line between them -
// and the fonts. Constants only, no state; Gunjin's Theme takes the shared colours from here.
pragma Singleton
import QtQuick

QtObject {
    // Plain wood, lightest at the top of a plate.
    readonly property color woodLight: "#f7e9cc"
    readonly property color woodMid: "#e8cf9f"
    readonly property color woodDark: "#d2b07a"
    readonly property color woodEdge: "#7a5230"   // a plate's rim and its thickness below
    readonly property color woodInlay: "#6b4a2c"  // a groove cut into the wood (sliders, switches)
    readonly property color ink: "#2b2118"        // text on wood and paper
    readonly property color mutedInk: "#6d5c4b"
    readonly property color placeholderInk: "#a2917d" // an example in an empty field: paler than typing
    // Lacquer: a chosen (checked) plate, tooltips, scroll bars, and the dialogs' frame.
    readonly property color lacquer: "#4a1510"
    readonly property color lacquerLight: "#6d2419"
    readonly property color lacquerDark: "#2a0b08"
    readonly property color vermilion: "#c8482c"  // 朱: the main answer, a switch that is on
    readonly property color vermilionDark: "#9c2f1b"
    readonly property color gold: "#c9a45c"
    readonly property color titleText: "#f7e7c6"  // on lacquer
    readonly property color paper: "#f8f1e3"
    readonly property color paperWell: "#fffaf0"  // where text is typed
    readonly property color paperShade: "#ebdfc8"
    readonly property color paperLine: "#cdb994"
    readonly property color focusRing: "#1f6fe0"  // the keyboard's focus, as on the board
    readonly property real radius: 6

    // Headings are brushed: 青柳衡山フォントT (public domain, shipped with the app) for Japanese,
    // and EB Garamond (SIL OFL, shipped too) for Latin text, whose letters the brush font draws
    // only as a typewriter would. Both are cut to the characters they write
    // (scripts/subset-fonts.py).
    readonly property FontLoader brushLoader: FontLoader {
        source: "qrc:/GunjinStyle/fonts/AoyagiKouzanT.ttf"
    }
    readonly property FontLoader serifLoader: FontLoader {
        source: "qrc:/GunjinStyle/fonts/EBGaramond12-Headings.otf"
    }
    readonly property string brushFont: brushLoader.status === FontLoader.Ready ? brushLoader.name : serifFont
    readonly property string serifFont: serifLoader.status === FontLoader.Ready ? serifLoader.name : "DejaVu Serif"
}
