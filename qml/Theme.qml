// Colours and sizes shared by the components: constants only, no state.
pragma Singleton
import QtQuick

QtObject {
    readonly property color background: "#231d18"
    readonly property color panel: "#f4ecdf"
    readonly property color panelText: "#2b2118"
    // A guess note (メモ): blue pencil on pale blue paper, unlike any known type's plate.
    readonly property color guessInk: "#1d4fa8"
    readonly property color guessPaper: "#dde9ff"
    readonly property color mutedText: "#6d5c4b"
    readonly property color accent: "#b8361f"       // 朱
    readonly property color vermilion: "#c8482c"    // the first player's pieces
    readonly property color plainWood: "#e9d5ad"    // the second player's pieces (白木)
    readonly property color plainWoodGrain: "#c29a66" // their grain
    readonly property color plainWoodFace: "#dcc092" // a blank 白木 face and its rim (grain darkens the body as much)
    readonly property color boardWood: "#d7b77a"
    readonly property color boardEdge: "#7a4f27"
    readonly property color gridLine: "#5a3b1c"
    readonly property color river: "#5f93b5"
    readonly property color selected: "#ffd21f"     // yellow frame
    readonly property color attack: "#e32b2b"       // red frame
    readonly property color lastMove: "#ff8a1c"     // orange frame
    readonly property color reachable: "#2fae4a"    // green dot
    // The area a strike would hit, and the pieces a chosen missile can strike, with the words
    // the hints name them by (the hints take the words from here, so the two stay together).
    readonly property color strikeArea: "#e3262b"
    //: A colour name: %1 or %2 of the missile hints
    readonly property string strikeAreaWord: qsTr("赤")
    readonly property color strikeTarget: "#f4a49a"
    //: A colour name: %1 or %2 of the missile hints
    readonly property string strikeTargetWord: qsTr("薄い赤")
    readonly property color marshalPlate: "#f3d27a" // the federation's face-up 元帥
    readonly property color marshalRim: "#b8892b"   // its gold rim
    readonly property color federationStar: "#c99a2e" // the federation types' star (known ones)
    readonly property color keyboardFocus: "#1f6fe0" // the keyboard's focus ring and cursor
    readonly property string kanjiFont: "IPAGothic"
}
