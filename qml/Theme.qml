// Colours and sizes shared by the components: constants only, no state.
pragma Singleton
import QtQuick
import GunjinStyle

QtObject {
    readonly property color background: "#231d18"
    // The screens around the board (menu, LAN, records): dark wood lit from above.
    readonly property color screenTop: "#3a2a1c"
    readonly property color screenBottom: "#1c1511"
    readonly property color panel: "#f4ecdf"
    readonly property color panelText: Looks.ink
    // A guess note (メモ): blue pencil on pale blue paper, unlike any known type's plate.
    readonly property color guessInk: "#1d4fa8"
    readonly property color guessPaper: "#dde9ff"
    readonly property color mutedText: Looks.mutedInk
    readonly property color accent: "#b8361f"       // 朱
    readonly property color vermilion: Looks.vermilion    // the first player's pieces
    readonly property color plainWood: "#e9d5ad"    // the second player's pieces (白木)
    readonly property color plainWoodGrain: "#c29a66" // their grain
    readonly property color plainWoodFace: "#dcc092" // a blank 白木 face and its rim (grain darkens the body as much)
    readonly property color boardWood: "#d7b77a"
    // The button board's pieces: the faces the 3D pieces show (cream, 朱 ink for the first
    // player), the first player's lacquer back's darker rim, and the squares' edges.
    readonly property color firstFace: "#fbf1de"
    readonly property color secondFace: "#f7ecd6"
    readonly property color firstInk: "#a3241a"
    readonly property color lacquerRim: "#6f1a10"
    // A face-down 白木 piece: its back a shade of wood darker than the board, so that it
    // stands out from an empty square.
    readonly property color plainWoodBack: "#b98b52"
    readonly property color plainWoodBackRim: "#7a5630"
    readonly property color tileEdge: "#8f6d42"
    readonly property color boardEdge: "#7a4f27"
    readonly property color gridLine: "#5a3b1c"
    readonly property color river: "#5f93b5"
    readonly property color selected: "#ffd21f"     // yellow frame
    readonly property color attack: "#e32b2b"       // red frame
    readonly property color lastMove: "#ff8a1c"     // orange tint
    readonly property color reachable: "#2fae4a"    // green dot
    // The area a strike would hit, and the pieces a chosen missile can strike, with the words
    // the hints name them by (the hints take the words from here, so the two stay together).
    readonly property color strikeArea: "#e3262b"
    //: A colour name: %1 or %2 of the missile hints
    readonly property string strikeAreaWord: qsTr("赤")
    // 朱 lacquer, apart from the attack's red (the target under the pointer takes that).
    readonly property color strikeTarget: "#d4521f"
    //: A colour name: %1 or %2 of the missile hints (vermilion, the lacquer's 朱)
    readonly property string strikeTargetWord: qsTr("朱")
    // The gold fittings at a strike target's corners (deeper than the frames' gold, to stand
    // out on the board's light wood).
    readonly property color strikeTargetGold: "#e0a21c"
    readonly property color marshalPlate: "#f3d27a" // the federation's face-up 元帥
    readonly property color marshalRim: "#b8892b"   // its gold rim
    readonly property color federationStar: "#c99a2e" // the federation types' star (known ones)
    readonly property color keyboardFocus: Looks.focusRing
    // The ring around a control reached with Tab (FocusRing): warm, as the lacquer's gold.
    readonly property color controlFocus: "#e8901c" // the keyboard's focus ring and cursor
    readonly property string kanjiFont: "IPAGothic"
    // Headings and titles: the brush font (Japanese) or a serif (Latin); see Heading.
    readonly property string brushFont: Looks.brushFont
    readonly property string serifFont: Looks.serifFont

    // The dialogs (GameDialog) and the hot-seat curtain: black-red lacquer framing washi paper,
    // a thin gold line between them, the game dimmed behind.
    readonly property color backdrop: "#a0120c08"     // over the window while a dialog is open
    readonly property color lacquer: Looks.lacquer   // the frame and title bar (漆)
    readonly property color lacquerDark: Looks.lacquerDark
    readonly property color gold: Looks.gold        // the frame's inner line and title rule
    readonly property color titleText: Looks.titleText // on lacquer
    readonly property color paper: Looks.paper        // a dialog's body (和紙)
    readonly property color paperShade: Looks.paperShade     // rows, wells and quiet buttons on paper
    readonly property color paperLine: Looks.paperLine      // rules and borders on paper
    // The 勝敗表's marks: the attacker wins, loses, or both are removed.
    readonly property color winMark: "#b8361f"
    readonly property color winCell: "#f6d9cf"
    readonly property color lossMark: "#3d4a5c"
    readonly property color lossCell: "#dfe3ea"
    readonly property color tieMark: "#8a6a1c"
    // The slip that says a result seal's meaning (CombatMark), lacquer dark.
    readonly property color slipColor: Looks.lacquerDark
    readonly property color tieCell: "#efe2b8"

    // The width of the panel beside a board, for a screen `screenWidth` wide drawn at `scale`:
    // 360, narrower on a small window (240 at 640 wide), where every pixel the board gets makes
    // its squares larger. One width for the game, the review and 観戦, so that the board keeps
    // its place from one to the next.
    function sidePanelWidth(screenWidth, scale) {
        return Math.round(Math.max(240, Math.min(360, screenWidth * 0.375 / scale)) * scale)
    }
}
