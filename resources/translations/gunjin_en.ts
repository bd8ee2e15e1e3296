<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name>BoardFace</name>
    <message>
        <location filename="../../qml/BoardFace.qml" line="166"/>
        <source>総司令部</source>
        <extracomment>The label on the board&apos;s HQ squares</extracomment>
        <translation>HQ</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../qml/BoardView.qml" line="64"/>
        <source>環境変数 GUNJIN_NO_3D で 3D がオフになっています。</source>
        <translation>3D is switched off by the GUNJIN_NO_3D environment variable.</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="66"/>
        <source>Qt Quick がソフトウェア描画に設定されています（QT_QUICK_BACKEND）。</source>
        <translation>Qt Quick is set to software rendering (QT_QUICK_BACKEND).</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="68"/>
        <source>OpenGL を使えません。グラフィックドライバーを確かめてください。</source>
        <translation>OpenGL is not available. Please check the graphics driver.</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="70"/>
        <source>グラフィックスの初期化に失敗しました。グラフィックドライバーを確かめてください。</source>
        <translation>The graphics could not be initialised. Please check the graphics driver.</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="407"/>
        <source>3D で表示できないため、ボタンで操作します。理由：%1</source>
        <extracomment>%1 is the reason (a sentence)</extracomment>
        <translation>The 3D view cannot be shown, so the board is played with buttons. Reason: %1</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="559"/>
        <source>斜めから</source>
        <extracomment>A view of the board: at an angle</extracomment>
        <translation>Oblique</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="567"/>
        <source>真上から</source>
        <extracomment>A view of the board: from straight above</extracomment>
        <translation>From above</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="591"/>
        <source>駒に英語名</source>
        <translation>English names</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="595"/>
        <source>駒に英語の略称を表示する</source>
        <translation>Show English abbreviations on the pieces</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="574"/>
        <source>ボタンで操作</source>
        <translation>Buttons</translation>
    </message>
</context>
<context>
    <name>ButtonBoard</name>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="278"/>
        <source>空き</source>
        <extracomment>A square of the button board, read by screen readers: empty</extracomment>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="280"/>
        <source>あなたの%1</source>
        <extracomment>A square of the button board: %1 is your piece there</extracomment>
        <translation>your %1</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="280"/>
        <source>あなたの駒</source>
        <translation>your piece</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="282"/>
        <source>相手の%1</source>
        <extracomment>A square of the button board: %1 is the opponent&apos;s piece there</extracomment>
        <translation>opponent&apos;s %1</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="284"/>
        <source>相手の駒（メモ：%1？）</source>
        <extracomment>A square of the button board: %1 is your guess (note) of the opponent&apos;s piece</extracomment>
        <translation>opponent&apos;s piece (your note: %1?)</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="285"/>
        <source>相手の駒</source>
        <translation>opponent&apos;s piece</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="287"/>
        <source>選択中</source>
        <extracomment>A square&apos;s state on the button board: selected</extracomment>
        <translation>selected</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="289"/>
        <source>攻められます</source>
        <extracomment>A square&apos;s state on the button board: the selected piece can attack there</extracomment>
        <translation>can be attacked</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="293"/>
        <source>原爆で狙えます</source>
        <extracomment>A square&apos;s state on the button board: the chosen missile&apos;s 原爆 launch can hit it</extracomment>
        <translation>can be hit by the A‑bomb</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="295"/>
        <source>ミサイルで狙えます</source>
        <extracomment>A square&apos;s state on the button board: the chosen missile can strike it</extracomment>
        <translation>can be struck by the missile</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="297"/>
        <source>行けます</source>
        <extracomment>A square&apos;s state on the button board: the selected piece can move there</extracomment>
        <translation>can be reached</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="299"/>
        <source>直前の手</source>
        <extracomment>A square&apos;s state on the button board: the last move was here</extracomment>
        <translation>last move</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="303"/>
        <source>%1？</source>
        <extracomment>Your guess on an opponent piece, on its button: %1 is a piece&apos;s short name</extracomment>
        <translation>%1?</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="512"/>
        <source>川（橋は b 列と e 列）</source>
        <translation>River (bridges on columns b and e)</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="513"/>
        <source>川（橋は × 形で e5 で交わる）</source>
        <translation>River (the bridge is an × crossing at e5)</translation>
    </message>
</context>
<context>
    <name>CapturedPanel</name>
    <message>
        <location filename="../../qml/CapturedPanel.qml" line="41"/>
        <source>取られたあなたの駒</source>
        <translation>Your pieces lost</translation>
    </message>
    <message>
        <location filename="../../qml/CapturedPanel.qml" line="26"/>
        <location filename="../../qml/CapturedPanel.qml" line="37"/>
        <source>%1 ×%2</source>
        <extracomment>%1 is a piece name, %2 how many</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../../qml/CapturedPanel.qml" line="36"/>
        <location filename="../../qml/CapturedPanel.qml" line="54"/>
        <source>なし</source>
        <extracomment>No piece</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../qml/CapturedPanel.qml" line="62"/>
        <source>取った相手の駒: %1 枚（終局ですべて表に返しました）</source>
        <extracomment>%1 is the number of pieces</extracomment>
        <translation>Opponent pieces taken: %1 (all turned face up at the end)</translation>
    </message>
    <message>
        <location filename="../../qml/CapturedPanel.qml" line="65"/>
        <source>取った相手の駒: %1 枚</source>
        <extracomment>%1 is the number of pieces</extracomment>
        <translation>Opponent pieces taken: %1</translation>
    </message>
    <message>
        <location filename="../../qml/CapturedPanel.qml" line="77"/>
        <source>攻撃で使い切った駒：あなた %1、相手 %2</source>
        <extracomment>%1 and %2 are lists of pieces (Missile ×2)</extracomment>
        <translation>Used up in strikes — yours: %1; your opponent&apos;s: %2</translation>
    </message>
</context>
<context>
    <name>CombatMark</name>
    <message>
        <location filename="../../qml/CombatMark.qml" line="170"/>
        <source>残</source>
        <extracomment>A combat&apos;s result on the board, in a small round seal: your piece won On the board, in a small round seal: a piece a missile strike did not remove (the marshal)</extracomment>
        <translation>Stands</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="172"/>
        <source>勝</source>
        <extracomment>A combat&apos;s result on the board, in a small round seal: your piece won</extracomment>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="174"/>
        <source>負</source>
        <extracomment>A combat&apos;s result on the board, in a small round seal: your piece lost</extracomment>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="176"/>
        <source>相打</source>
        <extracomment>A combat&apos;s result on the board, in a small round seal: both pieces removed</extracomment>
        <translation>Tie</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="205"/>
        <source>先手</source>
        <extracomment>Who a combat&apos;s result is about, on a spectator&apos;s board: the first player</extracomment>
        <translation>First player</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="207"/>
        <source>後手</source>
        <extracomment>The second player</extracomment>
        <translation>Second player</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="209"/>
        <source>元帥が耐えた</source>
        <extracomment>Under the 残 seal: the marshal a strike did not remove</extracomment>
        <translation>Marshal stands</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="212"/>
        <source>%1の駒の勝ち</source>
        <extracomment>Under the 勝 seal, for a spectator: %1 is 先手 or 後手</extracomment>
        <translation>%1&apos;s piece won</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="214"/>
        <source>あなたの駒の勝ち</source>
        <extracomment>Under the 勝 seal: your piece won the combat (not the game)</extracomment>
        <translation>Your piece won</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="217"/>
        <source>%1の駒の負け</source>
        <extracomment>Under the 負 seal, for a spectator: %1 is 先手 or 後手</extracomment>
        <translation>%1&apos;s piece lost</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="219"/>
        <source>あなたの駒の負け</source>
        <extracomment>Under the 負 seal: your piece lost the combat (not the game)</extracomment>
        <translation>Your piece lost</translation>
    </message>
    <message>
        <location filename="../../qml/CombatMark.qml" line="221"/>
        <source>両方とも除去</source>
        <extracomment>Under the 相打 seal: both pieces were removed</extracomment>
        <translation>Both removed</translation>
    </message>
</context>
<context>
    <name>CombatTable</name>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="51"/>
        <source>・</source>
        <extracomment>Separator between the piece names of a list (大将・中将): a comma in English</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="95"/>
        <source>動けません。飛行機と工兵には取られます。ほかの駒には勝ち、地雷は盤に残ります（このルール）。</source>
        <translation>Cannot move. Planes and engineers take it. It beats every other piece and stays on the board (this rule set).</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="98"/>
        <source>動けません。飛行機と工兵には取られ、ほかの駒とは相打ちになります（大将も）。</source>
        <translation>Never moves. Planes and engineers take it; any other attacker (the general too) is removed together with it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="102"/>
        <source>動けません。すぐ後ろの味方の駒の強さで戦い、取られるのは軍旗だけです。後ろが空きか相手の駒なら、どの駒にも負けます。</source>
        <translation>Never moves. It fights with the strength of the friendly piece right behind it, and only the flag is ever removed. With nothing friendly behind it, it loses to every attacker.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="109"/>
        <source>1 マス動くか、盤のどこへでも発射します。目標とその上下左右の相手の駒を、元帥のほかはすべて取り、ミサイルは消えます。範囲に相手のミサイルがあれば空中衝突で、ミサイルどうしだけが消えます。地上の駒には負けません。</source>
        <translation>Steps one square, or fires anywhere on the board. It removes every opponent piece but the marshal on the target and the four squares beside it, and is spent. If an opponent missile is in that area, the missiles collide in the air and only they are removed. No ground piece beats it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="115"/>
        <source>動けません。隣のミサイルが引いて動かすか、発射します。発射すると目標のまわり 3×3 マスの相手の駒を、元帥とミサイルのほかはすべて取ります。地上の駒には負けません。</source>
        <translation>Cannot move. A missile next to it can tow it along or launch it. Launched, it removes every opponent piece but the marshal and missiles in the 3 × 3 block around the target. No ground piece beats it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="120"/>
        <source>動けません。ジェット機・砲兵・工兵には取られ、ほかの地上の駒には勝って盤に残ります。</source>
        <translation>Cannot move. Jets, artillery and engineers take it; it beats every other ground piece and stays on the board.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="124"/>
        <source>総司令部から動かず、表向きです。隣に味方の駒がいる間は攻められません。隣が空くと、将校（大将〜少佐）に攻められたら負けます。取られた側の負けです。</source>
        <translation>Stays face up on the HQ and never moves. It cannot be attacked while a friendly piece stands next to the HQ. Once none does, an officer (general to major) that attacks it wins. Losing the marshal loses the game.</translation>
    </message>
</context>
<context>
    <name>CombatTableDialog</name>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="19"/>
        <source>勝敗表</source>
        <translation>Combat table</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="36"/>
        <source>勝ち</source>
        <translation>wins</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="36"/>
        <source>負け</source>
        <translation>loses</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="37"/>
        <source>相打ち</source>
        <translation>both removed</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="55"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="99"/>
        <source>左の駒が上の駒を攻めたときの結果です。</source>
        <translation>What happens when the piece on the left attacks the piece at the top.</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="126"/>
        <source>相打ち（両方とも取り除かれる）</source>
        <translation>both removed</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="163"/>
        <source>攻め ＼ 守り</source>
        <translation>Attacker ＼ Defender</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="258"/>
        <source>%1が%2を攻めると%3</source>
        <extracomment>A cell of the 勝敗表: %1 attacks %2, %3 is 勝ち, 負け or 相打ち</extracomment>
        <translation>%1 attacking %2: %3</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="292"/>
        <source>特別な駒</source>
        <translation>Pieces with rules of their own</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../../qml/ConfirmDialog.qml" line="13"/>
        <source>はい</source>
        <extracomment>The confirming button of a question, when no other text is given</extracomment>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../qml/ConfirmDialog.qml" line="15"/>
        <source>対局を続ける</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location filename="../../qml/ConfirmDialog.qml" line="19"/>
        <source>確認</source>
        <extracomment>The title of a dialog that asks a question</extracomment>
        <translation>Confirm</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message>
        <location filename="../../qml/ContinueCard.qml" line="44"/>
        <source>途中の対局があります：%1</source>
        <extracomment>%1 is the game (date, opponent, game, moves)</extracomment>
        <translation>A game was left unfinished: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ContinueCard.qml" line="53"/>
        <source>続きから</source>
        <extracomment>Button: continue the stopped game</extracomment>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../../qml/ContinueCard.qml" line="66"/>
        <source>観戦の途中でアプリが終了しました。同じ部屋をもう一度観戦できます。</source>
        <translation>The app stopped while you were watching a game. You can watch the same room again.</translation>
    </message>
    <message>
        <location filename="../../qml/ContinueCard.qml" line="75"/>
        <source>観戦に戻る</source>
        <extracomment>Button: watch again the room the app was watching when it stopped</extracomment>
        <translation>Watch again</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../qml/Curtain.qml" line="160"/>
        <source>遊び方を選び直す</source>
        <translation>Change game</translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <location filename="../../qml/GameChoice.qml" line="27"/>
        <source>軍人将棋（6×8）</source>
        <translation>Gunjin Shogi (6×8)</translation>
    </message>
    <message>
        <location filename="../../qml/GameChoice.qml" line="31"/>
        <source>23 枚・審判が伏せたまま判定</source>
        <translation>23 pieces, a referee judges them unseen</translation>
    </message>
    <message>
        <location filename="../../qml/GameChoice.qml" line="31"/>
        <source>23 枚・戦った駒を見せ合う</source>
        <translation>23 pieces, both shown in every combat</translation>
    </message>
    <message>
        <location filename="../../qml/GameChoice.qml" line="27"/>
        <source>連盟ルール（9×9）</source>
        <translation>Federation rules (9×9)</translation>
    </message>
    <message>
        <location filename="../../qml/GameChoice.qml" line="29"/>
        <source>25 枚・元帥、ミサイル、原爆</source>
        <translation>25 pieces: marshal, missiles, A‑bomb</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../../qml/GameScreen.qml" line="127"/>
        <source>考えています…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="127"/>
        <source>ヒント</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="190"/>
        <source>投了</source>
        <extracomment>The title of the question “Resign?”</extracomment>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="192"/>
        <source>投了しますか？ 相手の勝ちになります。</source>
        <translation>Resign? Your opponent wins the game.</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="194"/>
        <source>投了する</source>
        <extracomment>Button of the question “Resign?”: resign the game</extracomment>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="204"/>
        <source>対局の中断</source>
        <translation>Stop the game</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="206"/>
        <source>部屋を出ると、今の対局はあなたの投了（負け）になります。部屋を出ますか？</source>
        <translation>Leaving the room resigns the game in progress: it counts as your loss. Leave the room?</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="207"/>
        <source>今の対局を中断して、最初から並べ直しますか？ 中断した対局は、メニューの「続きから」か「棋譜」からいつでも続けられます。</source>
        <translation>Stop this game and set up a new one? A stopped game can be continued at any time from Continue on the menu or from Game records.</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="208"/>
        <source>今の対局を中断して、遊び方の選択に戻りますか？ 中断した対局は、メニューの「続きから」か「棋譜」からいつでも続けられます。</source>
        <translation>Stop this game and go back to the choice of game? A stopped game can be continued at any time from Continue on the menu or from Game records.</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="210"/>
        <source>中断して始め直す</source>
        <translation>Stop and start again</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="210"/>
        <source>中断して戻る</source>
        <translation>Stop and go back</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="204"/>
        <location filename="../../qml/GameScreen.qml" line="209"/>
        <source>部屋を出る</source>
        <extracomment>The title of the question whether to stop the game in progress (or leave the room)</extracomment>
        <translation>Leave the room</translation>
    </message>
</context>
<context>
    <name>GuessMenu</name>
    <message>
        <location filename="../../qml/GuessMenu.qml" line="78"/>
        <source>メモ：%1 の相手の駒は？</source>
        <extracomment>%1 is a square (d4)</extracomment>
        <translation>Note: what is the opponent&apos;s piece on %1?</translation>
    </message>
    <message>
        <location filename="../../qml/GuessMenu.qml" line="85"/>
        <source>自分だけのメモです。相手には伝わりません。</source>
        <translation>This note is yours alone: your opponent never learns of it.</translation>
    </message>
    <message>
        <location filename="../../qml/GuessMenu.qml" line="108"/>
        <source>%1 とメモする</source>
        <extracomment>%1 is a piece name</extracomment>
        <translation>Note it as %1</translation>
    </message>
    <message>
        <location filename="../../qml/GuessMenu.qml" line="153"/>
        <source>%1なら…</source>
        <extracomment>%1 is a piece name; a hint follows on the next line</extracomment>
        <translation>If it is a %1…</translation>
    </message>
    <message>
        <location filename="../../qml/GuessMenu.qml" line="160"/>
        <source>メモを消す</source>
        <translation>Clear the note</translation>
    </message>
    <message>
        <location filename="../../qml/GuessMenu.qml" line="170"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qml/HelpDialog.qml" line="14"/>
        <source>遊び方・ルール</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../../qml/HelpDialog.qml" line="130"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>LanPanel</name>
    <message>
        <location filename="../../qml/LanPanel.qml" line="67"/>
        <source>ルール: %1</source>
        <extracomment>%1 is the rules&apos; summary in words</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="74"/>
        <source>このルールを文字で書くと「%1」です。ルール設定に貼り付けると同じルールになります。</source>
        <extracomment>%1 is the rule code: text that, pasted into ルール設定, sets the same rules</extracomment>
        <translation>Written as text, these rules are “%1”. Paste it into Rule settings to play the same rules.</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="114"/>
        <source>部屋のアドレス</source>
        <translation>Room address</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="122"/>
        <location filename="../../qml/LanPanel.qml" line="125"/>
        <location filename="../../qml/LanPanel.qml" line="196"/>
        <location filename="../../qml/LanPanel.qml" line="199"/>
        <source>コピーしました</source>
        <extracomment>The copy button&apos;s text for a moment after it copied
----------
Button: copy the room&apos;s link for spectators</extracomment>
        <translation>Copied</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="123"/>
        <location filename="../../qml/LanPanel.qml" line="127"/>
        <source>コピー</source>
        <extracomment>Button: copy the room&apos;s link</extracomment>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="143"/>
        <location filename="../../qml/LanPanel.qml" line="168"/>
        <source>リンクのアドレス</source>
        <translation>Link address</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="180"/>
        <source>このリンクをチャットなどで相手に送ってください。相手はインターネットのどこからでも参加できます。部屋は、誰も接続していない状態が 30 分続くか、作ってから 24 時間たつと消えます。</source>
        <translation>Send this link to your friend by chat or mail: it can be joined from anywhere on the internet. The room vanishes after 30 minutes with nobody connected, or 24 hours after it was made.</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="181"/>
        <source>このリンクをチャットなどで相手に送ってください。開くと参加でき、開けないときは「参加する」の欄に貼り付けます。</source>
        <translation>Send this link to your friend (by chat, for instance). Opening it joins your room; where it does not open, paste it into the Join field.</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="197"/>
        <location filename="../../qml/LanPanel.qml" line="199"/>
        <source>観戦リンクをコピー</source>
        <translation>Copy watch link</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="215"/>
        <source>%1 人が観戦中</source>
        <extracomment>%1 is how many people watch the game</extracomment>
        <translation>%1 watching</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="233"/>
        <source>待たずに CPU と遊ぶ</source>
        <translation>Play the CPU instead of waiting</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="241"/>
        <source>CPU と新しく対局する（今の対局は終わります）</source>
        <translation>New game against the CPU (ends this game)</translation>
    </message>
</context>
<context>
    <name>LanScreen</name>
    <message>
        <location filename="../../qml/LanScreen.qml" line="54"/>
        <source>友達と対戦</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="67"/>
        <source>同じネットワークにある 2 台の PC で対戦します。どちらかが部屋を作り、もう一方がそのアドレスで参加します。審判は部屋を作った PC が務め、相手の駒の種類はどちらにも届きません。</source>
        <translation>Two PCs on the same network play each other. One makes a room, the other joins it with its address. The PC that made the room is the referee; neither side ever receives the other&apos;s piece types.</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="77"/>
        <source>部屋を作る（あなたが先手）</source>
        <translation>Make a room (you move first)</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="90"/>
        <location filename="../../qml/LanScreen.qml" line="285"/>
        <source>ルール: %1</source>
        <extracomment>%1 is the rules&apos; summary in words
----------
%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="97"/>
        <source>このルールを文字で書くと「%1」です。ルール設定に貼り付けると同じルールになります。</source>
        <extracomment>%1 is the rule code: text that, pasted into ルール設定, sets the same rules</extracomment>
        <translation>Written as text, these rules are “%1”. Paste it into Rule settings to play the same rules.</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="121"/>
        <source>作る場所を変える…</source>
        <extracomment>Button beside where 部屋を作る makes the room: choose another place (a room server)</extracomment>
        <translation>Change where…</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="132"/>
        <source>相手の部屋に参加する</source>
        <translation>Join a friend&apos;s room</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="63"/>
        <source>対戦サーバーに部屋を作り、そのリンクを相手に送ります。相手はインターネットのどこからでも参加できます。審判はサーバーが務め、相手の駒の種類はどちらにも届きません。部屋は、誰も接続していない状態が 30 分続くか、作ってから 24 時間たつと消えます。</source>
        <translation>Make a room on the room server and send its link to your friend, who can join from anywhere on the internet. The server is the referee: neither of you is ever sent the other&apos;s piece types. The room vanishes after 30 minutes with nobody connected, or 24 hours after it was made.</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="66"/>
        <source>同じネットワークの対戦サーバーに部屋を作り、そのリンクを相手に送ります。審判はサーバーが務め、相手の駒の種類はどちらにも届きません。部屋は、誰も接続していない状態が 30 分続くか、作ってから 24 時間たつと消えます。</source>
        <translation>Make a room on the room server of your network and send its link to your friend. The server is the referee: neither of you is ever sent the other&apos;s piece types. The room vanishes after 30 minutes with nobody connected, or 24 hours after it was made.</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="113"/>
        <source>部屋を作る場所: 対戦サーバー %1</source>
        <extracomment>%1 is the room server&apos;s address (gunjins://HOST:PORT)</extracomment>
        <translation>Rooms are made on the room server %1</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="114"/>
        <source>部屋を作る場所: この PC（同じネットワークの相手と）</source>
        <translation>Rooms are made on this PC (for a friend on the same network)</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="125"/>
        <source>対戦サーバーの設定</source>
        <translation>Room server setting</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="145"/>
        <source>例: %1</source>
        <extracomment>%1 is an example room address</extracomment>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="150"/>
        <source>部屋のアドレス</source>
        <translation>Room address</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="163"/>
        <source>参加する</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="181"/>
        <source>観戦のリンク（…/watch/…）を入れると、参加せずに対局を観戦します。</source>
        <translation>Enter a watch link (…/watch/…) to watch the game without taking a seat.</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="194"/>
        <source>部屋のルールを確かめています…</source>
        <translation>Checking the room&apos;s rules…</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="197"/>
        <source>この部屋のルール: %1</source>
        <extracomment>%1 is the rules&apos; summary in words</extracomment>
        <translation>This room&apos;s rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="254"/>
        <source>同じネットワークで見つかった部屋</source>
        <translation>Rooms found on this network</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="294"/>
        <source>部屋を探しています…</source>
        <translation>Looking for rooms…</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="310"/>
        <source>戻る</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>LeaveRoomDialog</name>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="15"/>
        <source>部屋を出ますか？</source>
        <translation>Leave the room?</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="16"/>
        <source>相手があなたの部屋にいます。部屋はこの PC のアプリの中にあるので、部屋を出たりアプリを閉じたりすると部屋はなくなり、相手との対局も終わります。</source>
        <translation>Your friend is in your room. The room lives in the app on this PC, so if you leave it or close the app, the room is gone and the game with your friend ends too.</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="17"/>
        <source>相手があなたの部屋にいます。部屋を作った人が部屋を出たりアプリを閉じたりすると部屋はなくなり、相手との対局も終わります。</source>
        <translation>Your friend is in your room. When the one who made a room leaves it or closes the app, the room goes and the game with your friend ends.</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="18"/>
        <source>対局の途中なので、あなたの投了（負け）として棋譜に残ります。</source>
        <translation>A game is in progress: it will be recorded as your resignation (a loss).</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="19"/>
        <source>部屋を閉じて終了する</source>
        <translation>Close the room and quit</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="19"/>
        <source>部屋を出る</source>
        <translation>Leave the room</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="20"/>
        <source>部屋に残る</source>
        <translation>Stay in the room</translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message>
        <location filename="../../qml/LessonCard.qml" line="53"/>
        <source>チュートリアル %1</source>
        <extracomment>The tutorial&apos;s heading: %1 is where the lesson stands (3 / 9)</extracomment>
        <translation>Tutorial %1</translation>
    </message>
    <message>
        <location filename="../../qml/LessonCard.qml" line="67"/>
        <source>レッスン一覧</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../../qml/LessonCard.qml" line="154"/>
        <source>初級の CPU と対局する</source>
        <translation>Play the Easy CPU</translation>
    </message>
    <message>
        <location filename="../../qml/LessonCard.qml" line="154"/>
        <source>次へ</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../../qml/LessonCard.qml" line="169"/>
        <source>やり直す</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../../qml/LessonCard.qml" line="180"/>
        <source>終える</source>
        <extracomment>Leaves the tutorial for the menu (what was done is kept)</extracomment>
        <translation>Finish</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/Main.qml" line="17"/>
        <source>軍人将棋</source>
        <translation>Gunjin Shogi</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="330"/>
        <source>棋譜を開けません</source>
        <translation>Cannot open the record</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="331"/>
        <location filename="../../qml/Main.qml" line="339"/>
        <location filename="../../qml/Main.qml" line="362"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="338"/>
        <source>対局を続けられません</source>
        <translation>The game cannot be continued</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="347"/>
        <source>部屋のリンク</source>
        <translation>Room link</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="351"/>
        <source>リンクの部屋（%1）に参加するには、今の部屋を出ます。参加しますか？</source>
        <extracomment>%1 is the room&apos;s name</extracomment>
        <translation>To join the room of the link (%1), you leave the room you are in. Join it?</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="353"/>
        <source>リンクの部屋（%1）に参加するには、今の対局を中断します。中断した対局は「続きから」か「棋譜」から続けられます。参加しますか？</source>
        <extracomment>%1 is the room&apos;s name</extracomment>
        <translation>To join the room of the link (%1), this game is stopped. A stopped game can be continued from Continue or Game records. Join it?</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="355"/>
        <source>部屋を出て参加する</source>
        <translation>Leave and join</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="355"/>
        <source>中断して参加する</source>
        <translation>Stop and join</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="371"/>
        <source>サーバーの証明書が変わりました</source>
        <translation>The server&apos;s certificate has changed</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="372"/>
        <source>サーバーの証明書を確かめてください</source>
        <translation>Check the server&apos;s certificate</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="382"/>
        <source>対戦サーバー %1 の証明書が、前に信頼したものと違います。サーバーの管理者が証明書を替えたのでなければ、誰かが通信を横取りしようとしているおそれがあります。</source>
        <extracomment>%1 is the server&apos;s HOST:PORT</extracomment>
        <translation>The room server %1 shows another certificate than the one you trusted before. Unless its owner replaced the certificate, someone may be trying to intercept the connection.</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="384"/>
        <source>対戦サーバー %1 の証明書は、この PC が信頼する認証局が発行したものではありません（自己署名の証明書など）。</source>
        <extracomment>%1 is the server&apos;s HOST:PORT</extracomment>
        <translation>The certificate of the room server %1 was not issued by an authority this PC trusts (it may be self-signed).</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="388"/>
        <source>証明書の指紋（SHA-256）:</source>
        <translation>Certificate fingerprint (SHA-256):</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="392"/>
        <source>サーバーの管理者に聞いた指紋と同じときだけ「信頼する」を押してください。信頼すると、このサーバーではこの証明書だけを受け入れます。</source>
        <translation>Press Trust only if it is the same as the fingerprint the server&apos;s owner gave you. Once trusted, this certificate and no other is accepted from this server.</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="393"/>
        <source>信頼する</source>
        <translation>Trust</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="394"/>
        <source>信頼しない</source>
        <translation>Do not trust</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="354"/>
        <source>あなたの部屋はなくなり、相手との対局も終わります。</source>
        <translation>Your room closes and the game with your friend ends too.</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="361"/>
        <source>リンクを開けません</source>
        <translation>Cannot open the link</translation>
    </message>
</context>
<context>
    <name>MenuScreen</name>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="61"/>
        <location filename="../../qml/MenuScreen.qml" line="62"/>
        <source>設定</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="129"/>
        <source>軍人将棋</source>
        <translation>Gunjin Shogi</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="168"/>
        <source>駒を伏せて戦う、日本生まれの盤上ゲーム</source>
        <translation>The war game of hidden pieces, born in Japan</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="217"/>
        <source>遊ぶゲーム</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="250"/>
        <source>ルール：%1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="259"/>
        <source>ルール設定</source>
        <translation>Rule settings</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="273"/>
        <source>チュートリアル（%1）</source>
        <extracomment>%1 counts the lessons done of the chosen game (3 / 9)</extracomment>
        <translation>Tutorial (%1)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="275"/>
        <source>チュートリアル</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="294"/>
        <source>CPU と対戦（あなたが先手・朱の駒）</source>
        <translation>Play the CPU (you move first, vermilion pieces)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="339"/>
        <source>後手で始める（%1）</source>
        <extracomment>The CPU moves first; %1 is its level (Medium)</extracomment>
        <translation>Play second (%1)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="347"/>
        <source>後手では CPU が先に指し、あなたは白木の駒を使います。</source>
        <translation>Playing second, the CPU moves first and you play the plain-wood pieces.</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="356"/>
        <source>この端末で 2 人で遊ぶ</source>
        <translation>Two players on this computer</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="366"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="366"/>
        <source>友達と対戦（対戦サーバー）</source>
        <translation>Play a friend (room server)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="379"/>
        <source>遊び方・ルール</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="388"/>
        <source>棋譜（これまでの対局）</source>
        <translation>Game records</translation>
    </message>
</context>
<context>
    <name>MissileControls</name>
    <message>
        <location filename="../../qml/MissileControls.qml" line="21"/>
        <source>原爆：狙える相手の駒に%1の細い枠が付きます。駒に重ねると、届く 3×3 マスが%2で示されます。押すと発射します。範囲に相手のミサイルがいると空中で衝突し、何も起きずに消えます。</source>
        <extracomment>%1 and %2 are colour names (vermilion, red)</extracomment>
        <translation>Atomic bomb: the opponent pieces it can strike get a thin %1 frame. Point at one to see the 3 × 3 squares it would hit in %2. Press it to fire. An opponent missile in that area meets it in the air: the strike is lost.</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="23"/>
        <source>ミサイル：狙える相手の駒に%1の細い枠が付きます。駒に重ねると、届く範囲が%2で示されます。押すと発射します。範囲に相手のミサイルがいると空中で衝突し、何も起きずに消えます。</source>
        <extracomment>%1 and %2 are colour names (vermilion, red)</extracomment>
        <translation>Missile: the opponent pieces it can strike get a thin %1 frame. Point at one to see the squares it would hit in %2. Press it to fire. An opponent missile in that area meets it in the air: the strike is lost.</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="41"/>
        <source>ミサイル（十字 5 マス）</source>
        <translation>Missile (5-square cross)</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="51"/>
        <source>原爆を発射（3×3）</source>
        <translation>Launch the A‑bomb (3 × 3)</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="62"/>
        <source>隣の原爆を引いて動く</source>
        <translation>Tow the A‑bomb next to it</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="10"/>
        <source>大将</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="10"/>
        <source>中将</source>
        <translation>Lieutenant General</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="11"/>
        <source>少将</source>
        <translation>Major General</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="11"/>
        <source>大佐</source>
        <translation>Colonel</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="12"/>
        <source>中佐</source>
        <translation>Lieutenant Colonel</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="12"/>
        <source>少佐</source>
        <translation>Major</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="13"/>
        <source>大尉</source>
        <translation>Captain</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="13"/>
        <source>中尉</source>
        <translation>First Lieutenant</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="14"/>
        <source>少尉</source>
        <translation>Second Lieutenant</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="14"/>
        <source>騎兵</source>
        <translation>Cavalry</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="15"/>
        <source>工兵</source>
        <translation>Engineer</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="15"/>
        <source>タンク</source>
        <translation>Tank</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="16"/>
        <source>飛行機</source>
        <translation>Plane</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="16"/>
        <source>スパイ</source>
        <translation>Spy</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="17"/>
        <source>地雷</source>
        <translation>Mine</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="17"/>
        <source>軍旗</source>
        <translation>Flag</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="18"/>
        <source>元帥</source>
        <translation>Marshal</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="18"/>
        <source>砲兵</source>
        <translation>Artillery</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="19"/>
        <source>ジェット機</source>
        <translation>Jet</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="19"/>
        <source>ミサイル</source>
        <translation>Missile</translation>
    </message>
    <message>
        <location filename="../../src/ui/piece_names.cpp" line="20"/>
        <source>原爆</source>
        <translation>Atomic bomb</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="21"/>
        <source>ランダム</source>
        <extracomment>The CPU level that plays random moves (shown as the opponent&apos;s level)</extracomment>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="23"/>
        <source>指せる手からでたらめに選びます。</source>
        <extracomment>What the random CPU level is like</extracomment>
        <translation>Picks any legal move at random.</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="25"/>
        <source>初級</source>
        <extracomment>A CPU level (strength): the weakest</extracomment>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="27"/>
        <source>ルールを覚えたばかりの人のように指します。目の前の戦いだけを見て、飛行機で奥まで攻め込まず、本陣の守りは遅れがちです。初めての相手におすすめです。</source>
        <extracomment>What the weakest CPU level is like (tool tip of its start button)</extracomment>
        <translation>Plays like someone who has only just learnt the rules: it looks only at the fight in front of it, never flies its plane deep into your camp, and is slow to defend its HQ. A good first opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="34"/>
        <source>気軽に遊ぶ人のように指します。一手先まで読み、これまでの戦いの結果から駒の見当をつけ、本陣に迫る駒には守りを回します。</source>
        <extracomment>What the middle CPU level is like (tool tip of its start button)</extracomment>
        <translation>Plays like a casual player: it looks one move ahead, guesses your pieces from the fights so far, and sends defenders when you head for its HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="40"/>
        <source>腕に覚えのある人のように指します。二手先まで読み、これまでの戦いと駒の動きからあなたの駒を推理し、強い駒は勝てる所にだけ使い、本陣に迫る駒には早めに守りを回し、スパイで大将を狙います。</source>
        <extracomment>What the strongest CPU level is like (tool tip of its start button)</extracomment>
        <translation>Plays like a club player: it looks two moves ahead, works out your pieces from every fight and move, sends its strong pieces only where they can win, defends its HQ early, and hunts your general with its spy.</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="32"/>
        <source>中級</source>
        <extracomment>A CPU level (strength): the middle one</extracomment>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="38"/>
        <source>上級</source>
        <extracomment>A CPU level (strength): the strongest</extracomment>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="69"/>
        <source>友達</source>
        <extracomment>The opponent&apos;s name in a LAN game: the friend you play</extracomment>
        <translation>Friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="73"/>
        <source>CPU（%1）</source>
        <extracomment>The opponent&apos;s name in a game against the CPU; %1 is its level (Easy, Medium, Hard)</extracomment>
        <translation>CPU (%1)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../src/ui/journal_file.cpp" line="24"/>
        <source>この対局は、ほかに開いているアプリで続いています。</source>
        <translation>This game is being played in another open copy of the app.</translation>
    </message>
    <message>
        <location filename="../../src/ui/journal_file.cpp" line="26"/>
        <source>棋譜を書けません（%1 を作れません）。</source>
        <translation>Cannot write the record (cannot create %1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/journal_file.cpp" line="44"/>
        <source>棋譜のフォルダを作れません: %1</source>
        <extracomment>%1 is the folder&apos;s path</extracomment>
        <translation>Cannot create the folder for game records: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/journal_file.cpp" line="58"/>
        <location filename="../../src/ui/journal_file.cpp" line="70"/>
        <location filename="../../src/ui/journal_file.cpp" line="75"/>
        <location filename="../../src/ui/journal_file.cpp" line="87"/>
        <source>棋譜を書けません: %1</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot write the game record: %1</translation>
    </message>
</context>
<context>
    <name>RecordDates</name>
    <message>
        <location filename="../../src/ui/record_dates.cpp" line="21"/>
        <source>M/d H:mm</source>
        <extracomment>A QDateTime format (M month, d day, H hour, mm minutes; MMM the month&apos;s short name): when a game started, without the year</extracomment>
        <translation>MMM d, H:mm</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_dates.cpp" line="27"/>
        <source>yyyy/M/d H:mm</source>
        <extracomment>A QDateTime format (yyyy year, M month, d day, H hour, mm minutes; MMM the month&apos;s short name): when a game started</extracomment>
        <translation>MMM d, yyyy, H:mm</translation>
    </message>
</context>
<context>
    <name>RecordFolder</name>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="65"/>
        <source>%1 からの友達との対局は、部屋がこのアプリの中にあったため、アプリの終了とともに終わりました。</source>
        <translation>The game with a friend from %1 ended when this app stopped, because its room was inside this app. </translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="70"/>
        <source>%1 からの友達との対局は、部屋の期限（24 時間）が過ぎました。</source>
        <extracomment>%1 is when the game started</extracomment>
        <translation>The room of the game with a friend from %1 has expired (24 hours). </translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="152"/>
        <source>棋譜ファイルを開けません（%1）。</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot open the record file (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="169"/>
        <source>この友達との対局は中断しました。部屋がもうないため続けられません。</source>
        <translation>This game with a friend was stopped. Its room is gone, so it cannot go on.</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="175"/>
        <source>この対局は、ほかに開いているアプリで続いています。</source>
        <translation>This game is being played in another open copy of the app.</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="182"/>
        <source>この対局は並べる前にやめたので、続ける手がありません。</source>
        <translation>This game was stopped before the pieces were set up: there is nothing to go on with.</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="165"/>
        <location filename="../../src/ui/record_folder.cpp" line="187"/>
        <source>この対局はもう終わっています。</source>
        <translation>This game has already ended.</translation>
    </message>
</context>
<context>
    <name>RecordsScreen</name>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="73"/>
        <source>棋譜</source>
        <translation>Game records</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="82"/>
        <source>%1 局（全 %2 局）</source>
        <extracomment>%1 is the number of games shown, %2 the number of all games</extracomment>
        <translation>Games: %1 (of %2)</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="92"/>
        <source>ファイルから開く…</source>
        <translation>Open a file…</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="101"/>
        <source>メニューに戻る</source>
        <translation>Back to the menu</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="110"/>
        <location filename="../../qml/RecordsScreen.qml" line="198"/>
        <source>遊び方</source>
        <extracomment>A filter of the records: the kind of game (against the CPU, two players, LAN)
----------
Heading of the records list: the kind of game (against the CPU, two players, LAN)</extracomment>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="115"/>
        <location filename="../../qml/RecordsScreen.qml" line="125"/>
        <source>すべて</source>
        <extracomment>The filter&apos;s choices: all, won, lost, draw, stopped</extracomment>
        <translation>All</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="115"/>
        <source>CPU と対戦</source>
        <translation>Against the CPU</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="115"/>
        <source>友達と対戦</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="115"/>
        <source>2 人（この端末）</source>
        <translation>Two players here</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="119"/>
        <location filename="../../qml/RecordsScreen.qml" line="208"/>
        <source>結果</source>
        <extracomment>A filter of the records: the result
----------
Heading of the records list: the result</extracomment>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="125"/>
        <source>勝ち</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="125"/>
        <source>負け</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="125"/>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="125"/>
        <source>中断</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="196"/>
        <source>日時</source>
        <extracomment>Heading of the records list: when the game was played</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="201"/>
        <source>相手</source>
        <extracomment>Heading of the records list: who played</extracomment>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="206"/>
        <source>ルール</source>
        <extracomment>Heading of the records list: the rule set</extracomment>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="210"/>
        <source>手数</source>
        <extracomment>Heading of the records list: the number of moves</extracomment>
        <translation>Moves</translation>
    </message>
    <message numerus="yes">
        <location filename="../../qml/RecordsScreen.qml" line="234"/>
        <location filename="../../qml/RecordsScreen.qml" line="262"/>
        <source>%n 手</source>
        <extracomment>%n is the number of moves (one or more forms)</extracomment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="269"/>
        <source>対局はまだありません。CPU や 2 人での対局は、終わったものも途中でやめたものもここに残ります。</source>
        <translation>No games yet. Games against the CPU and between two players are kept here, finished or stopped.</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="270"/>
        <source>この条件に合う対局はありません。</source>
        <translation>No game matches these filters.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="88"/>
        <source>相手が「先手と後手を入れ替えてもう一局」を申し込んでいます。</source>
        <translation>Your opponent asks for &quot;Another game with sides swapped&quot;.</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="99"/>
        <source>受けて、先手と後手を入れ替えてもう一局</source>
        <translation>Accept: another game with sides swapped</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="100"/>
        <source>もう一度</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="100"/>
        <source>先手と後手を入れ替えてもう一局</source>
        <translation>Rematch, sides swapped</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="108"/>
        <source>振り返る（棋譜）</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="118"/>
        <source>盤を見る</source>
        <translation>See the board</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="125"/>
        <source>遊び方を選び直す</source>
        <translation>Change game</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="125"/>
        <source>部屋を出る</source>
        <translation>Leave the room</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="115"/>
        <source>振り返り</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="153"/>
        <source>先手から</source>
        <extracomment>Review as the first player saw the game; then as the second player; all pieces face up</extracomment>
        <translation>First player&apos;s view</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="154"/>
        <source>後手から</source>
        <translation>Second player&apos;s view</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="154"/>
        <source>すべて表</source>
        <translation>All face up</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="169"/>
        <source>1 手戻る</source>
        <translation>Back one move</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="182"/>
        <source>手数</source>
        <extracomment>The slider through a game&apos;s moves (for screen readers)</extracomment>
        <translation>Move</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="190"/>
        <source>1 手進む</source>
        <translation>Forward one move</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="198"/>
        <source>%1 / %2 手</source>
        <extracomment>%1 is the move shown, %2 the number of moves</extracomment>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="228"/>
        <source>戦いの一覧（押すとその手へ）</source>
        <translation>Combats (press one to go to it)</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="259"/>
        <source>戦いはありませんでした。</source>
        <translation>There was no combat.</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="285"/>
        <source>ファイルに書き出す…</source>
        <translation>Save to a file…</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="292"/>
        <source>書き出しました：%1</source>
        <extracomment>%1 is the file&apos;s path</extracomment>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="299"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <location filename="../../qml/RuleOption.qml" line="33"/>
        <source>ルールの番号：%1</source>
        <extracomment>%1 is a rule&apos;s ID in the rules (H-1, F-INFO)</extracomment>
        <translation>Rule %1 in the rules</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="14"/>
        <source>軍人将棋（6×8）</source>
        <translation>Gunjin Shogi (6×8)</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="15"/>
        <source>連盟ルール（9×9）</source>
        <translation>Federation rules (9×9)</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="21"/>
        <location filename="../../src/ui/rule_names.cpp" line="39"/>
        <source>駒を見せ合う判定</source>
        <translation>open judgement</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="23"/>
        <source>審判あり</source>
        <extracomment>In the rules summary: a referee judges combats</extracomment>
        <translation>with a referee</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="26"/>
        <source>工兵がタンクに勝つ</source>
        <translation>engineer beats tank</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="27"/>
        <source>勝った地雷は残る</source>
        <translation>a winning mine stays</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="30"/>
        <source>軍旗を取ると勝ち</source>
        <translation>win by taking the flag</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="31"/>
        <source>大将を倒すと勝ち</source>
        <translation>win by defeating the general</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="33"/>
        <source>動ける駒を全部取ると勝ち</source>
        <translation>win by taking every movable piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="36"/>
        <source>総司令部に地雷を置けない</source>
        <translation>no mine in the HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="37"/>
        <source>軍旗を最後列に置ける</source>
        <translation>flag allowed on the back row</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="38"/>
        <source>飛行機は駒を越えない</source>
        <translation>planes stop at pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="46"/>
        <source>基本ルール</source>
        <translation>basic rules</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="48"/>
        <source>・</source>
        <extracomment>Separator between the parts of the rules summary (軍人将棋（6×8）・基本ルール)</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="53"/>
        <source>少佐以上の将校で相手の元帥を倒す</source>
        <translation>beat the enemy Marshal with an officer</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="56"/>
        <source>相手の軍旗を取る</source>
        <translation>take the enemy Flag</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="57"/>
        <source>相手の大将を倒す</source>
        <translation>defeat the enemy General</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="59"/>
        <source>相手の動ける駒をすべて取る</source>
        <translation>take every enemy piece that can move</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_names.cpp" line="61"/>
        <source>少佐以上の将校で相手の総司令部に入る</source>
        <translation>enter the enemy HQ with an officer</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../qml/RulesPage.qml" line="23"/>
        <source>ルール設定</source>
        <translation>Rule settings</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="38"/>
        <source>貼り付けたルールにしました：%1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Now playing the pasted rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="107"/>
        <source>日本軍人将棋連盟の公式ルールを元にした 9×9 の遊び方です。盤と駒の決まりは一つで、選べるのは判定のしかただけです。</source>
        <translation>The 9×9 game of the Japan Gunjin Shogi Federation&apos;s official rules. Its board and pieces are fixed; the one choice is how combats are judged.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="108"/>
        <source>軍人将棋は説明書によって決まりが少しずつ違います。ここでは資料で分かれている 7 つの決まり（H-1〜H-7）を選べます。どれも左がこのアプリのはじめの設定です。</source>
        <translation>Gunjin Shogi&apos;s rules differ a little from one rule book to the next. Here you can choose the seven points on which the sources disagree (H-1 to H-7). In each, the first choice is this program&apos;s initial setting.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="135"/>
        <source>&lt;b&gt;連盟ルールのあらまし&lt;/b&gt;&lt;br&gt;・9×9 の盤。間の 3 段は川で、×字の橋（真ん中が e5）だけが渡れます。&lt;br&gt;・総司令部は最後列の真ん中 3 マスで 1 つ。表向きの元帥が動かずに守ります。&lt;br&gt;・1 人 25 枚。ジェット機はどこへでも飛び、ミサイルは狙ったマスと上下左右を一度に攻め、原爆は 3×3 を攻めます。&lt;br&gt;・相手の元帥を取れば勝ち。元帥の隣に味方がいるあいだは攻められません。&lt;br&gt;くわしくは「遊び方・ルール」の連盟ルールの項にあります。</source>
        <translation>&lt;b&gt;The federation game in brief&lt;/b&gt;&lt;br&gt;• A 9×9 board. The 3 middle rows are a river, crossed only by an X-shaped bridge (its centre is e5).&lt;br&gt;• The HQ is the middle 3 squares of the back row, as one square. A face-up marshal guards it and never moves.&lt;br&gt;• 25 pieces each. Jets fly anywhere; a missile strikes a square and its four neighbours at once; the atomic bomb strikes a 3×3 block.&lt;br&gt;• Taking the opponent&apos;s marshal wins. It cannot be attacked while one of its own pieces stands next to its HQ.&lt;br&gt;More in How to play, in the federation sections.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="157"/>
        <source>いまのルール</source>
        <translation>Rules in force</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="172"/>
        <location filename="../../qml/RulesPage.qml" line="193"/>
        <source>ルールコード</source>
        <translation>Rule code</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="178"/>
        <source>同じルールで遊びたい相手に送ると、相手はそれを貼り付けるだけで同じ設定になります。</source>
        <translation>Send it to someone who wants to play by the same rules: pasting it gives them the same settings.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="197"/>
        <source>コピーしました</source>
        <translation>Copied</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="197"/>
        <source>コピー</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="208"/>
        <source>コードを貼り付けて使う</source>
        <translation>Use a pasted code</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="222"/>
        <source>例: %1</source>
        <extracomment>%1 is an example rule code</extracomment>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="223"/>
        <source>貼り付けるルールコード</source>
        <translation>Rule code to paste</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="230"/>
        <source>適用</source>
        <extracomment>Button: apply the pasted rule code</extracomment>
        <translation>Apply</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="267"/>
        <source>はじめの設定に戻す</source>
        <translation>Back to the initial settings</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="275"/>
        <source>はじめの設定（%1）に戻しました。</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Back to the initial settings (%1).</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="280"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="16"/>
        <source>設定</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="61"/>
        <source>%1：%2</source>
        <extracomment>A choice&apos;s accessible name: %1 is the setting (動きの速さ), %2 the choice</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="131"/>
        <source>効果音</source>
        <translation>Sound effects</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="132"/>
        <source>駒の移動や戦いの音を鳴らします。</source>
        <translation>Sounds for moves and combats.</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="146"/>
        <source>駒が動く速さです（「動きを減らす」がオンの間は使いません）。</source>
        <translation>How fast the pieces move (not used while “Reduce motion” is on).</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="171"/>
        <location filename="../../qml/SettingsDialog.qml" line="187"/>
        <source>オン</source>
        <translation>On</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="171"/>
        <location filename="../../qml/SettingsDialog.qml" line="187"/>
        <source>オフ</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="145"/>
        <location filename="../../qml/SettingsDialog.qml" line="152"/>
        <source>動きの速さ</source>
        <translation>Motion speed</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="155"/>
        <source>ゆっくり</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="156"/>
        <source>ふつう</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="157"/>
        <source>速い</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="164"/>
        <location filename="../../qml/SettingsDialog.qml" line="172"/>
        <source>動きを減らす</source>
        <translation>Reduce motion</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="165"/>
        <source>移動・戦い・攻撃を、動きなしで表示します。</source>
        <translation>Moves, combats and strikes are shown without motion.</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="180"/>
        <location filename="../../qml/SettingsDialog.qml" line="188"/>
        <source>全画面表示</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="181"/>
        <source>ウィンドウを画面いっぱいに広げます（F11 キーでも切り替えられます）。</source>
        <translation>The window covers the whole screen (F11 switches it too).</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="196"/>
        <location filename="../../qml/SettingsDialog.qml" line="202"/>
        <source>文字の大きさ</source>
        <translation>Text size</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="197"/>
        <source>メニュー・パネル・ダイアログの文字とボタンの大きさです。</source>
        <translation>The size of the text and buttons of the menus, the panel and the dialogs.</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="205"/>
        <source>標準</source>
        <extracomment>文字の大きさ (text size): normal</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="207"/>
        <source>大</source>
        <extracomment>文字の大きさ (text size): large</extracomment>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="209"/>
        <source>特大</source>
        <extracomment>文字の大きさ (text size): extra large</extracomment>
        <translation>Larger</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="216"/>
        <location filename="../../qml/SettingsDialog.qml" line="223"/>
        <source>画質</source>
        <translation>Graphics quality</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="217"/>
        <source>「自動」は、この PC で無理なく描ける画質を選びます。</source>
        <translation>“Auto” picks what this PC draws smoothly.</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="225"/>
        <source>自動</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="227"/>
        <source>低</source>
        <extracomment>画質 (graphics quality): low</extracomment>
        <translation>Low</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="229"/>
        <source>中</source>
        <extracomment>画質 (graphics quality): medium</extracomment>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="231"/>
        <source>高</source>
        <extracomment>画質 (graphics quality): high</extracomment>
        <translation>High</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="240"/>
        <location filename="../../qml/SettingsDialog.qml" line="255"/>
        <source>対戦サーバー</source>
        <translation>Room server</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="241"/>
        <source>「友達と対戦」で部屋を作るサーバーです。空欄なら、この PC のアプリの中に部屋を作ります（同じネットワークの相手と対戦）。</source>
        <translation>Where Play a friend makes its rooms. Left empty, rooms are made in the app on this PC (for a friend on the same network).</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="251"/>
        <source>例: rooms.example.org</source>
        <translation>e.g. rooms.example.org</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="292"/>
        <source>ホスト名だけ（rooms.example.org）やポート付き（rooms.example.org:8443）で入力できます。暗号化（TLS）して接続します。</source>
        <translation>Enter a host name (rooms.example.org), with a port if needed (rooms.example.org:8443). The connection is encrypted (TLS).</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="295"/>
        <source>%1 に暗号化せずに接続します。同じネットワーク（LAN）の中のサーバーにだけ使ってください。</source>
        <extracomment>%1 is the server&apos;s address</extracomment>
        <translation>Connects to %1 without encryption: use this only for a server on your own network (LAN).</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="297"/>
        <source>%1 に暗号化（TLS）して接続します。</source>
        <extracomment>%1 is the server&apos;s address</extracomment>
        <translation>Connects to %1 encrypted (TLS).</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsDialog.qml" line="312"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>SetupControls</name>
    <message>
        <location filename="../../qml/SetupControls.qml" line="19"/>
        <source>2 つのマスを続けて押すと駒が入れ替わります。</source>
        <translation>Press two squares one after the other to swap their pieces.</translation>
    </message>
    <message>
        <location filename="../../qml/SetupControls.qml" line="31"/>
        <source>おまかせで並べ直す</source>
        <translation>New automatic setup</translation>
    </message>
    <message>
        <location filename="../../qml/SetupControls.qml" line="38"/>
        <source>左右反転</source>
        <extracomment>Button: mirror your setup left to right</extracomment>
        <translation>Mirror</translation>
    </message>
    <message>
        <location filename="../../qml/SetupControls.qml" line="44"/>
        <source>前回の並べ方</source>
        <translation>Last setup</translation>
    </message>
    <message>
        <location filename="../../qml/SetupControls.qml" line="51"/>
        <source>1 手戻す</source>
        <translation>Undo</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../qml/SidePanel.qml" line="139"/>
        <source>ルール：%1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="562"/>
        <source>交代する</source>
        <extracomment>Two players at one PC: hand over to the other player</extracomment>
        <translation>Hand over</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="421"/>
        <source>見た駒を覚えておく（記憶の助け）</source>
        <translation>Remember the pieces you have seen (memory aid)</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="432"/>
        <source>手数 %1&#x3000;戦いのない手 %2 / 100</source>
        <extracomment>%1 is the number of moves, %2 the moves in a row without a combat (a draw at 100)</extracomment>
        <translation>Moves %1 · No combat for %2 / 100</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="366"/>
        <location filename="../../qml/SidePanel.qml" line="367"/>
        <source>設定</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="151"/>
        <source>目標：%1</source>
        <extracomment>%1 is how the game is won (相手の軍旗を取る, ...)</extracomment>
        <translation>Goal: %1</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="379"/>
        <source>勝敗表</source>
        <translation>Combat table</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="385"/>
        <source>遊び方・ルール</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="392"/>
        <source>投了</source>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="402"/>
        <source>もう一度</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="402"/>
        <source>先手と後手を入れ替えてもう一局</source>
        <translation>Rematch, sides swapped</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="410"/>
        <source>遊び方を選び直す</source>
        <translation>Change game</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="410"/>
        <source>部屋を出る</source>
        <translation>Leave the room</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="450"/>
        <source>戦いの記録（新しい順）</source>
        <extracomment>Above the list of combat results in the side panel</extracomment>
        <translation>Combats (newest first)</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="552"/>
        <source>並べ直す</source>
        <translation>Rearrange</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="589"/>
        <source>振り返る（棋譜）</source>
        <translation>Review the game</translation>
    </message>
</context>
<context>
    <name>SoundControl</name>
    <message>
        <location filename="../../qml/SoundControl.qml" line="28"/>
        <source>オン</source>
        <translation>On</translation>
    </message>
    <message>
        <location filename="../../qml/SoundControl.qml" line="28"/>
        <source>オフ</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../../qml/SoundControl.qml" line="28"/>
        <location filename="../../qml/SoundControl.qml" line="30"/>
        <source>効果音</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location filename="../../qml/SoundControl.qml" line="45"/>
        <source>音量</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../../qml/SoundControl.qml" line="49"/>
        <source>音量 %1</source>
        <extracomment>The volume while it is being set: %1 is 0-100</extracomment>
        <translation>Volume %1</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../qml/Theme.qml" line="45"/>
        <source>赤</source>
        <extracomment>A colour name: %1 or %2 of the missile hints</extracomment>
        <translation>red</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="49"/>
        <source>朱</source>
        <extracomment>A colour name: %1 or %2 of the missile hints (vermilion, the lacquer&apos;s 朱)</extracomment>
        <translation>vermilion</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <location filename="../../qml/TutorialOffer.qml" line="31"/>
        <source>はじめての方へ：実際の盤で、駒の動かし方から一つずつ覚えられます。</source>
        <translation>New to the game? Learn it step by step on the real board, starting with how the pieces move.</translation>
    </message>
    <message>
        <location filename="../../qml/TutorialOffer.qml" line="40"/>
        <source>チュートリアル</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location filename="../../qml/TutorialOffer.qml" line="47"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>WatchScreen</name>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="123"/>
        <source>観戦</source>
        <extracomment>The spectator screen&apos;s title (watching a game)</extracomment>
        <translation>Watching</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="132"/>
        <source>%1 人が観戦中</source>
        <extracomment>%1 is how many people watch the game (this one included)</extracomment>
        <translation>%1 watching</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="175"/>
        <source>証明書の指紋（SHA-256）</source>
        <extracomment>Above a server certificate&apos;s fingerprint</extracomment>
        <translation>Certificate fingerprint (SHA-256)</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="192"/>
        <source>信頼して観戦する</source>
        <extracomment>Trust a private server&apos;s certificate and watch</extracomment>
        <translation>Trust it and watch</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="201"/>
        <source>ルール: %1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="222"/>
        <source>先手側から</source>
        <extracomment>Watch the board from the first player&apos;s side; then from the second player&apos;s</extracomment>
        <translation>1st player&apos;s side</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="222"/>
        <source>後手側から</source>
        <translation>2nd player&apos;s side</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="259"/>
        <source>対局が始まりました。</source>
        <translation>The game has started.</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="266"/>
        <source>戦いの記録（新しい順）</source>
        <translation>Combats (newest first)</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="292"/>
        <source>まだ戦いはありません。</source>
        <translation>No combats yet.</translation>
    </message>
    <message>
        <location filename="../../qml/WatchScreen.qml" line="312"/>
        <source>観戦をやめる</source>
        <translation>Stop watching</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::CertificateWords</name>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="24"/>
        <source>対戦サーバー %1 の証明書は、この PC が信頼する認証局が発行したものではないため、接続しませんでした。</source>
        <extracomment>%1 is the server&apos;s HOST:PORT</extracomment>
        <translation>Not connected: the certificate of the room server %1 was not issued by an authority this PC trusts.</translation>
    </message>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="29"/>
        <source>対戦サーバー %1 の証明書が、前に信頼したものから変わっているため、接続しませんでした。</source>
        <extracomment>%1 is the server&apos;s HOST:PORT</extracomment>
        <translation>Not connected: the room server %1 shows another certificate than the one you trusted before.</translation>
    </message>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="36"/>
        <source>有効期限切れ</source>
        <extracomment>Why a server&apos;s certificate was refused</extracomment>
        <translation>it has expired</translation>
    </message>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="38"/>
        <source>有効期間の前</source>
        <extracomment>Why a server&apos;s certificate was refused</extracomment>
        <translation>it is not valid yet</translation>
    </message>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="40"/>
        <source>別のサーバー名の証明書</source>
        <extracomment>Why a server&apos;s certificate was refused</extracomment>
        <translation>it was issued for another server name</translation>
    </message>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="42"/>
        <source>取り消し済み</source>
        <extracomment>Why a server&apos;s certificate was refused</extracomment>
        <translation>it was revoked</translation>
    </message>
    <message>
        <location filename="../../src/ui/trusted_certificates.cpp" line="51"/>
        <source>対戦サーバー %1 の証明書に問題があるため、接続しませんでした（%2）。サーバーの管理者に知らせてください。</source>
        <extracomment>%1 is the server&apos;s HOST:PORT, %2 what is wrong with its certificate</extracomment>
        <translation>Not connected: the certificate of the room server %1 is not valid (%2). Please tell the server&apos;s owner.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::CpuMode</name>
    <message>
        <location filename="../../src/ui/cpu_mode.cpp" line="25"/>
        <source>%1の CPU と対戦</source>
        <extracomment>The side panel&apos;s title: %1 is the CPU&apos;s level (Easy). Brushed: no brackets (the brush font draws them blank)</extracomment>
        <translation>Against the CPU (%1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/cpu_mode.cpp" line="45"/>
        <source>あなた</source>
        <extracomment>The player at this device, as the record names them</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../src/ui/cpu_mode.cpp" line="47"/>
        <source>CPU（%1）</source>
        <extracomment>The opponent&apos;s name in the record: %1 is the CPU&apos;s level (Easy)</extracomment>
        <translation>CPU (%1)</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::CpuSeat</name>
    <message>
        <location filename="../../src/ui/cpu_seat.cpp" line="52"/>
        <source>CPU が指し手を見つけられませんでした。</source>
        <translation>The CPU found no move.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::FileDialogs</name>
    <message>
        <location filename="../../src/ui/file_dialogs.cpp" line="19"/>
        <source>軍人将棋の棋譜 (*.gunjin.json);;JSON (*.json)</source>
        <translation>Gunjin Shogi records (*.gunjin.json);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../src/ui/file_dialogs.cpp" line="40"/>
        <source>棋譜を書き出す</source>
        <translation>Save the game record</translation>
    </message>
    <message>
        <location filename="../../src/ui/file_dialogs.cpp" line="51"/>
        <source>棋譜を読み込む</source>
        <translation>Open a game record</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::GameReview</name>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="32"/>
        <source>棋譜を開けません：%1</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot open the record: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="49"/>
        <source>途中で切れた LAN の対局は振り返れません（相手の駒は最後まで明かされませんでした）。</source>
        <translation>A LAN game cut off before its end cannot be reviewed (the opponent&apos;s pieces were never revealed).</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="55"/>
        <source>まだ終わっていない対局は振り返れません（メニューの「続きから」で続けられます）。</source>
        <translation>A game that has not ended cannot be reviewed (Continue on the menu takes it up again).</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="89"/>
        <source>棋譜を書き出せません：%1</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot save the record: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="181"/>
        <source>%1と対戦</source>
        <extracomment>In a reviewed game&apos;s title: %1 is the opponent (CPU (Easy), Friend)</extracomment>
        <translation>vs %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="183"/>
        <source>友達と対戦</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="185"/>
        <source>2 人で対戦</source>
        <translation>two players</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="188"/>
        <source>%1&#x3000;%2・%3</source>
        <extracomment>A reviewed game&apos;s title: %1 is the date and time, %2 the opponent (vs …), %3 the game (Gunjin Shogi (6×8))</extracomment>
        <translation>%1  %2 · %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="196"/>
        <source>先手の勝ち</source>
        <translation>First player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="197"/>
        <source>後手の勝ち</source>
        <translation>Second player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="199"/>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="201"/>
        <source>途中</source>
        <extracomment>A game&apos;s result when it did not end (it was stopped)</extracomment>
        <translation>Unfinished</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="206"/>
        <source>あなたの勝ち</source>
        <translation>You won</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="207"/>
        <source>あなたの負け</source>
        <translation>You lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="216"/>
        <source>並べ終えたところで終わった対局です。</source>
        <translation>This game ended before its first move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="210"/>
        <source>%1（%2）・%3 手</source>
        <extracomment>%1 is the result (You won), %2 why the game ended, %3 the number of moves</extracomment>
        <translation>%1 (%2), move %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="217"/>
        <source>並べ終えたところです。→ で 1 手ずつ進みます。</source>
        <translation>Both setups, before the first move. Press → to step through the game.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::GameSession</name>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="235"/>
        <source>ルール設定で選び直してください。</source>
        <translation> Please choose them again in Rule settings.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="265"/>
        <source>そのレッスンはありません: %1</source>
        <extracomment>%1 is a lesson&apos;s name (a file name)</extracomment>
        <translation>There is no such lesson: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="484"/>
        <source>あなたが投了しました。</source>
        <translation>You resigned.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_resume.cpp" line="22"/>
        <source>対局中は、ほかの対局を続けられません。</source>
        <translation>Another game cannot be continued while a game is on.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../src/ui/game_session_resume.cpp" line="54"/>
        <source>部屋に戻りました（%n 手まで指してあります）。</source>
        <extracomment>%n is the number of moves played before this app stopped</extracomment>
        <translation>
            <numerusform>Back in the room (%n move played).</numerusform>
            <numerusform>Back in the room (%n moves played).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_resume.cpp" line="38"/>
        <source>この棋譜は続けられません。</source>
        <translation>This game cannot be continued.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../src/ui/game_session_resume.cpp" line="44"/>
        <source>続きから再開しました（%n 手まで指してあります）。</source>
        <extracomment>%n is the number of moves played before the game stopped</extracomment>
        <translation>
            <numerusform>The game continues where it stopped (%n move played).</numerusform>
            <numerusform>The game continues where it stopped (%n moves played).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="246"/>
        <source>知らない強さです: %1</source>
        <extracomment>%1 is the CPU level id that was asked for</extracomment>
        <translation>Unknown level: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_input.cpp" line="30"/>
        <source>相手の駒です。攻めるときは、先に自分の駒を選びます。右クリックか M キーで、この駒の予想をメモできます。</source>
        <translation>That is an opponent piece. To attack it, choose one of your pieces first. Right-click it (or press M) to note what you think it is.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_hint.cpp" line="20"/>
        <source>ヒントは、あなたの番に出せます。</source>
        <translation>A hint can be given on your turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_hint.cpp" line="29"/>
        <source>ヒントを考えています…</source>
        <translation>Working out a hint…</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_hint.cpp" line="40"/>
        <source>ヒントは見つかりませんでした。</source>
        <translation>No hint was found.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_hint.cpp" line="58"/>
        <source>ヒント：%1 の%2で %3 を狙ってみましょう。</source>
        <extracomment>A hint: %1 the missile&apos;s square, %2 the piece (ミサイル), %3 the target&apos;s square</extracomment>
        <translation>Hint: try striking %3 with the %2 on %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_hint.cpp" line="61"/>
        <source>ヒント：%1 の%2で %3 の駒を攻めてみましょう。</source>
        <extracomment>A hint: %1 a square, %2 the piece on it, %3 the opponent piece&apos;s square</extracomment>
        <translation>Hint: try attacking the piece on %3 with the %2 on %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session_hint.cpp" line="64"/>
        <source>ヒント：%1 の%2を %3 へ動かしてみましょう。</source>
        <extracomment>A hint: %1 a square, %2 the piece on it, %3 where to move it</extracomment>
        <translation>Hint: try moving the %2 on %1 to %3.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::GuessNotebook</name>
    <message>
        <location filename="../../src/ui/guess_notebook.cpp" line="23"/>
        <source>攻めて勝つ：%1</source>
        <extracomment>%1 is the pieces this type beats when it attacks</extracomment>
        <translation>Beats when attacking: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/guess_notebook.cpp" line="25"/>
        <source>相打ち：%1</source>
        <extracomment>%1 is the pieces this type ties with (both removed)</extracomment>
        <translation>Both removed: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/guess_notebook.cpp" line="27"/>
        <source>攻めて負ける：%1</source>
        <extracomment>%1 is the pieces this type loses to when it attacks</extracomment>
        <translation>Loses when attacking: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/guess_notebook.cpp" line="71"/>
        <source>メモを付けられるのは、種類の分からない相手の駒だけです（対局中）。</source>
        <translation>Notes can only be written on opponent pieces whose type you do not know, while the game is on.</translation>
    </message>
    <message>
        <location filename="../../src/ui/guess_notebook.cpp" line="80"/>
        <source>「%1」はこのルールの駒ではありません。</source>
        <extracomment>%1 is the piece type id that was asked for</extracomment>
        <translation>“%1” is not a piece of these rules.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::HotSeatMode</name>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="10"/>
        <source>この端末で 2 人で対戦</source>
        <translation>Two players on this computer</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="14"/>
        <source>先手（朱の駒）の人が見ています</source>
        <translation>The first player (vermilion) is at the board</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="15"/>
        <source>後手（白木の駒）の人が見ています</source>
        <translation>The second player (plain wood) is at the board</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="31"/>
        <source>先手</source>
        <extracomment>The players of a hot-seat game, as the record names them: the first player</extracomment>
        <translation>the first player</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="33"/>
        <source>後手</source>
        <extracomment>The second player</extracomment>
        <translation>the second player</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="62"/>
        <source>指しました。「交代する」を押して、相手に渡してください。</source>
        <translation>Moved. Press &quot;Hand over&quot; and pass the computer to your opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="64"/>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="75"/>
        <source>「交代する」を押して、相手に渡してください。</source>
        <translation>Press &quot;Hand over&quot; and pass the computer to your opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="98"/>
        <source>先手の人が駒を並べます。後手の人は画面を見ないでください。</source>
        <translation>The first player sets up. Second player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="99"/>
        <source>後手の人が駒を並べます。先手の人は画面を見ないでください。</source>
        <translation>The second player sets up. First player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="100"/>
        <source>先手の番です。後手の人は画面を見ないでください。</source>
        <translation>First player&apos;s turn. Second player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="101"/>
        <source>後手の番です。先手の人は画面を見ないでください。</source>
        <translation>Second player&apos;s turn. First player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="106"/>
        <source>先手の番を始める</source>
        <translation>Start the first player&apos;s turn</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="106"/>
        <source>後手の番を始める</source>
        <translation>Start the second player&apos;s turn</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="126"/>
        <source>あなたの番です。動かす駒を押してください。</source>
        <translation>Your turn. Press the piece to move.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::HumanSeat</name>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="115"/>
        <source>それは相手の駒です。先に自分の駒を押してください。</source>
        <translation>That is an opponent piece. Press one of your own pieces first.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="159"/>
        <source>その%1は今は動かせません。</source>
        <extracomment>%1 is a piece name: this piece has no move now; the reasons follow</extracomment>
        <translation>That %1 cannot move now.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="138"/>
        <source>ミサイルの行き先か、攻撃する相手の駒を押してください。隣の原爆を使うときは「原爆を発射」を選んでから押します。</source>
        <translation>Press where the missile goes, or the opponent piece to strike. To use the A‑bomb beside it, choose &quot;Launch the A‑bomb&quot; first.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="110"/>
        <source>%1はその相手の駒まで行けません。赤い枠の駒なら攻められます（やめるときは駒をもう一度押すか Esc キー）。</source>
        <extracomment>%1 is the chosen piece&apos;s name; the clicked opponent piece is not one it can reach</extracomment>
        <translation>Your %1 cannot reach that piece. It can attack the pieces in a red frame (press the piece again or Esc to choose another).</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="121"/>
        <source>%1はそのマスへは行けません。緑の点のマスが行き先です（やめるときは駒をもう一度押すか Esc キー）。</source>
        <extracomment>%1 is the chosen piece&apos;s name; the clicked empty square is not one it can reach</extracomment>
        <translation>Your %1 cannot go there. The squares with a green dot are where it can go (press the piece again or Esc to choose another).</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="140"/>
        <source>ミサイルの行き先か、攻撃する相手の駒を押してください。駒に重ねると、攻撃が届く範囲が光ります。</source>
        <translation>Press where the missile goes, or the opponent piece to strike. Point at a piece to see the area the strike would hit.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="145"/>
        <source>%1の行き先を押してください。</source>
        <extracomment>%1 is a piece name</extracomment>
        <translation>Press where the %1 should go.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="153"/>
        <source>原爆はそれだけでは動きません。隣のミサイルを選ぶと、一緒に動かしたり発射したりできます。</source>
        <translation>The A‑bomb does not move by itself. Choose the missile next to it to move it along or launch it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="156"/>
        <source>%1は動かない駒です。ほかの駒を選んでください。</source>
        <extracomment>%1 is a piece name (地雷, 軍旗, 元帥): a piece of that type never moves</extracomment>
        <translation>The %1 never moves. Choose another piece.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="160"/>
        <source>行き先が自分の駒でふさがっています。</source>
        <translation> Your own pieces are in the way.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="161"/>
        <location filename="../../src/ui/human_seat.cpp" line="172"/>
        <source>川は橋のところでしか渡れません。</source>
        <translation> The river can only be crossed at a bridge.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="163"/>
        <location filename="../../src/ui/human_seat.cpp" line="175"/>
        <source>相手の総司令部は、隣に相手の駒がいる間は攻められません。</source>
        <translation> The opponent&apos;s HQ cannot be attacked while one of their pieces stands next to it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="165"/>
        <source>ミサイルは空いているマスにしか進めず、総司令部は攻撃できません。</source>
        <translation> A missile moves only onto empty squares and cannot strike an HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="182"/>
        <source>選ぶのをやめました。動かす駒を押してください。</source>
        <translation>Selection cleared. Press the piece to move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="209"/>
        <source>原爆を発射します。目標の相手の駒を押してください（3×3 マスに届きます）。</source>
        <translation>Launching the A‑bomb: press the target opponent piece (it hits a 3 × 3 block).</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="210"/>
        <source>ミサイルで攻撃します。目標の相手の駒を押してください（十字の 5 マスに届きます）。</source>
        <translation>Missile strike: press the target opponent piece (it hits a 5-square cross).</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="218"/>
        <source>原爆を引いて動きます。ミサイルの行き先を押してください。</source>
        <translation>The missile will tow the A‑bomb: press where it goes.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="219"/>
        <source>原爆は引かずに動きます。</source>
        <translation>The missile will move without the A‑bomb.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LanLobby</name>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="16"/>
        <source>接続しています…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="17"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="37"/>
        <source>接続が切れました。つなぎ直しています…</source>
        <translation>Connection lost. Reconnecting…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="21"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="38"/>
        <source>相手が部屋を出ました。</source>
        <translation>Your opponent left the room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="26"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="40"/>
        <source>相手が部屋を出ました。下のリンクで別の相手を招待できます。</source>
        <translation>Your opponent left the room. It stays open: invite someone else with the link below.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="27"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="41"/>
        <source>相手の参加を待っています。下のアドレスを相手に伝えてください。</source>
        <translation>Waiting for your opponent. Give them the address below.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="29"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="42"/>
        <source>相手の接続が 2 分以上切れています。</source>
        <translation>Your opponent has been disconnected for over 2 minutes.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="30"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="43"/>
        <source>相手の接続が切れました。戻るのを待っています…</source>
        <translation>Your opponent was disconnected. Waiting for them to come back…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="31"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="44"/>
        <source>相手はもう一局を希望しています。</source>
        <translation>Your opponent wants another game.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="32"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="45"/>
        <source>相手は並べ終わりました。</source>
        <translation>Your opponent has finished arranging.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="33"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="46"/>
        <source>相手が部屋にいます。</source>
        <translation>Your opponent is in the room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="50"/>
        <source>ルール不明</source>
        <translation>rules unknown</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="52"/>
        <source>この版では遊べないルール</source>
        <translation>rules this version cannot play</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="255"/>
        <source>%1（%2）</source>
        <extracomment>An address of this PC: %1 is the address, %2 its network interface&apos;s name</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="338"/>
        <source>部屋を作れませんでした（%1）。</source>
        <extracomment>%1 is why (the system&apos;s message)</extracomment>
        <translation>Could not make a room (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="71"/>
        <source>部屋のリンク「%1」に相手の PC のアドレスがありません。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room link “%1” has no address of your friend&apos;s PC.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="74"/>
        <source>部屋のリンク「%1」の PC のアドレスが正しくありません。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The PC&apos;s address in the room link “%1” is not valid.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="77"/>
        <source>部屋のリンク「%1」にポート番号がありません（gunjin://アドレス:ポート/部屋 の形です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room link “%1” has no port number (its form is gunjin://ADDRESS:PORT/ROOM).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="82"/>
        <source>部屋のリンク「%1」のポート番号が正しくありません（1〜65535 の数です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The port number in the room link “%1” is not valid (it is a number from 1 to 65535).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="86"/>
        <source>部屋のリンク「%1」に部屋の名前がありません。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room link “%1” names no room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="89"/>
        <source>部屋のリンク「%1」の部屋の名前が正しくありません（英数字 10 文字です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room name in the room link “%1” is not valid (it is 10 letters and digits).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="91"/>
        <source>部屋のリンクが長すぎます。</source>
        <translation>The room link is too long.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="94"/>
        <source>観戦のリンク「%1」が正しくありません（watch/ の後は英数字 32 文字です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The watch link “%1” is not right (watch/ is followed by 32 letters and digits).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="103"/>
        <source>その部屋は見つかりません。アドレスを確かめてください。</source>
        <translation>No such room. Please check the address.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="107"/>
        <source>対戦サーバー %1 に接続できません。アドレスとインターネットへの接続を確かめてください。</source>
        <extracomment>%1 is the room server&apos;s address</extracomment>
        <translation>Cannot connect to the room server %1. Check its address and your internet connection.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="113"/>
        <source>%1 に接続できません。リンクとインターネットへの接続を確かめてください。</source>
        <extracomment>%1 is the room&apos;s link</extracomment>
        <translation>Cannot connect to %1. Check the link and your internet connection.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="127"/>
        <source>相手のアプリが終了したため、その中にあった部屋はなくなりました。</source>
        <translation>Your friend&apos;s app has stopped, and the room that was inside it is gone. </translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="129"/>
        <source>この PC では暗号化（TLS）の接続が使えないため、対戦サーバーに接続できません（Qt の TLS プラグインか OpenSSL が見つかりません）。</source>
        <translation>This PC cannot make encrypted (TLS) connections, so the room server cannot be reached (Qt&apos;s TLS plugin or OpenSSL is missing).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_resume.cpp" line="54"/>
        <source>部屋に戻れませんでした。部屋はもうありません（相手が部屋を出たか、誰もいないまま 30 分たちました）。</source>
        <translation>Could not return to the room. It no longer exists (your friend left it, or nobody was in it for 30 minutes). </translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="515"/>
        <location filename="../../src/ui/lan_lobby_resume.cpp" line="57"/>
        <source>対局は中断として棋譜に残しました。</source>
        <translation>The game is kept in the records as stopped.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="48"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="104"/>
        <source>その部屋にはもう 2 人そろっています。</source>
        <translation>That room already has two players.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="44"/>
        <source>この部屋のルール（%1）はこの版のアプリでは遊べません。アプリを最新版に更新してください。</source>
        <extracomment>%1 is the room&apos;s rule code</extracomment>
        <translation>This version of the app cannot play this room&apos;s rules (%1). Update the app to the latest version.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="304"/>
        <source>部屋は作られていません。</source>
        <translation> No room was made.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="120"/>
        <source>%1 に接続できません。相手がアプリで部屋を作っているか、同じネットワークにいるか確かめてください。</source>
        <extracomment>%1 is the room&apos;s address, or “the server” when there is none</extracomment>
        <translation>Cannot connect to %1. Check that your friend has made a room in the app and that you are on the same network.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="118"/>
        <source>サーバー</source>
        <extracomment>Stands for %1 in “Cannot connect to %1” when no address is known</extracomment>
        <translation>the server</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_resume.cpp" line="16"/>
        <source>この棋譜は続けられません。</source>
        <translation>This game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="22"/>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="39"/>
        <source>部屋の期限（作ってから 24 時間）が切れました。</source>
        <translation>The room has expired (24 hours after it was made).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="367"/>
        <source>部屋のアドレスではありません。gunjin://… か gunjins://… の形で、相手の画面の表示どおりに入力してください。</source>
        <translation>That is not a room address. Enter it as gunjin://… or gunjins://… exactly as your friend&apos;s screen shows it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="66"/>
        <source>「%1」は部屋のリンクではありません。部屋のリンクは gunjin:// か gunjins:// で始まります。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>“%1” is not a room link. A room link starts with gunjin:// or gunjins://.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="125"/>
        <source>部屋に戻れませんでした。部屋はもうありません。</source>
        <translation>Could not get back into the room: it no longer exists.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="134"/>
        <source>相手のアプリと版が合いません。両方のアプリを最新版に更新してください。</source>
        <translation>Your friend&apos;s app is a different version. Update both apps to the latest version.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="136"/>
        <source>この部屋のルールはこの版のアプリでは遊べません。アプリを最新版に更新してください。</source>
        <translation>This version of the app cannot play this room&apos;s rules. Update the app to the latest version.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby_words.cpp" line="139"/>
        <source>サーバーが混み合っています。しばらくしてからもう一度どうぞ。</source>
        <translation>The server is busy. Please try again in a while.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LanMode</name>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="14"/>
        <source>友達と対戦（対戦サーバー）</source>
        <translation>Play a friend (room server)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="15"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="19"/>
        <source>決定しました・相手を待っています</source>
        <translation>Waiting for your opponent</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="19"/>
        <source>決定して相手を待つ</source>
        <translation>Confirm and wait</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="46"/>
        <source>あなた</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="48"/>
        <source>友達</source>
        <extracomment>The opponent&apos;s name in the record of a LAN game</extracomment>
        <translation>Friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="55"/>
        <source>駒を並べて「決定して相手を待つ」を押してください。あなたは%1です。</source>
        <extracomment>%1 is the side played here: the first player (red pieces) or the second (plain wood)</extracomment>
        <translation>Arrange your pieces and press &quot;Confirm and wait&quot;. You are %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="56"/>
        <source>先手（朱の駒）</source>
        <translation>first (vermilion pieces)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="56"/>
        <source>後手（白木の駒）</source>
        <translation>second (plain wood pieces)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="63"/>
        <source>決定しました。相手の準備ができると対局が始まります。並べ替えると決定は取り消されます。</source>
        <translation>Committed. The game starts when your opponent is ready. Changing your setup takes the commitment back.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="73"/>
        <source>投了を伝えています…</source>
        <translation>Sending your resignation…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="79"/>
        <source>もう一局を申し込みました。相手の返事を待っています。</source>
        <translation>You asked for another game. Waiting for your opponent&apos;s answer.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="83"/>
        <source>対局は終わりました。「先手と後手を入れ替えてもう一局」で次の対局を始められます。</source>
        <translation>The game is over. &quot;Another game with sides swapped&quot; starts the next one.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="92"/>
        <source>決定を取り消しました。並べ直したら、もう一度「決定して相手を待つ」を押してください。</source>
        <translation>Your setup is no longer committed. When you have rearranged it, press “Confirm and wait” again.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LessonMode</name>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="51"/>
        <source>%1「やり直す」で、はじめからもう一度できます。</source>
        <extracomment>A lesson went wrong: %1 says why</extracomment>
        <translation>%1 Press Try again to start the lesson over.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="56"/>
        <source>チュートリアル</source>
        <extracomment>The side panel&apos;s title in a lesson (the lesson card above it names the lesson)</extracomment>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="47"/>
        <source>駒を失ってしまいました。</source>
        <translation>You lost a piece.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="48"/>
        <source>対局が終わってしまいました。</source>
        <translation>The game came to an end.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="49"/>
        <source>決められた手数を使い切りました。</source>
        <translation>You used up the moves the lesson allows.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="111"/>
        <source>このゲームのレッスンはすべて終わりました。</source>
        <translation>You have finished every lesson of this game.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_mode.cpp" line="112"/>
        <source>できました。「次へ」で次のレッスンに進めます。</source>
        <translation>Done. Press Next for the next lesson.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LessonTable</name>
    <message>
        <location filename="../../src/ui/lesson_table.cpp" line="22"/>
        <source>今はその側の番ではありません。</source>
        <translation>It is not that side&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lesson_table.cpp" line="27"/>
        <source>その手はルールで指せません。盤面はそのままです。</source>
        <translation>The rules do not allow that move. The board is unchanged.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LocalTable</name>
    <message>
        <location filename="../../src/ui/local_table.cpp" line="13"/>
        <source>この棋譜は続けられません。</source>
        <translation>This game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/local_table.cpp" line="20"/>
        <source>この棋譜は %1 手目から続けられません。</source>
        <extracomment>%1 is a move&apos;s number</extracomment>
        <translation>This game cannot be continued from move %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/local_table.cpp" line="40"/>
        <source>この並べ方は今のルールのものではありません。</source>
        <translation>This setup is not for the rules of this game.</translation>
    </message>
    <message>
        <location filename="../../src/ui/local_table.cpp" line="65"/>
        <source>今はその側の番ではありません。</source>
        <translation>It is not that side&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/local_table.cpp" line="71"/>
        <source>その手はルールで指せません。盤面はそのままです。</source>
        <translation>The rules do not allow that move. The board is unchanged.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::MoveWords</name>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="13"/>
        <source>あなたの総司令部</source>
        <translation>your HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="13"/>
        <source>相手の総司令部</source>
        <translation>the opponent&apos;s HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="50"/>
        <source>%1 手目（%2）：%3</source>
        <extracomment>%1 is the move&apos;s number, %2 who moved (the first or second player), %3 the move in words (d2 → e7 で攻撃)</extracomment>
        <translation>Move %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="53"/>
        <location filename="../../src/ui/move_words.cpp" line="70"/>
        <source>先手</source>
        <extracomment>The player who moved first (先手, sente): %2 of “%1 手目（%2）”, %1 of “%1の%2”</extracomment>
        <translation>the first player</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="54"/>
        <location filename="../../src/ui/move_words.cpp" line="70"/>
        <source>後手</source>
        <extracomment>The player who moved second (後手, gote)</extracomment>
        <translation>the second player</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="83"/>
        <location filename="../../src/ui/move_words.cpp" line="103"/>
        <source>%1の駒</source>
        <extracomment>A piece whose type is hidden: %1 is its player (the first player&apos;s piece)
----------
A piece a strike removed: %1 the piece (the first player&apos;s Tank), %2 its square</extracomment>
        <translation>%1&apos;s piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="85"/>
        <source>%1の%2</source>
        <extracomment>%1 is a player (the first player), %2 a piece name: “the first player&apos;s General”</extracomment>
        <translation>%1&apos;s %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="22"/>
        <location filename="../../src/ui/move_words.cpp" line="89"/>
        <source>先手の総司令部</source>
        <translation>the first player&apos;s HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="22"/>
        <location filename="../../src/ui/move_words.cpp" line="89"/>
        <source>後手の総司令部</source>
        <translation>the second player&apos;s HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="31"/>
        <source>%1 のミサイルで %2 を攻撃</source>
        <extracomment>A move in the review: %1 the missile&apos;s square, %2 the target&apos;s (F-STRIKE-1)</extracomment>
        <translation>missile on %1 strikes %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="35"/>
        <source>%1 のミサイルで %2 へ原爆を発射</source>
        <extracomment>A move in the review: %1 the missile&apos;s square, %2 the target&apos;s (F-STRIKE-4)</extracomment>
        <translation>missile on %1 launches the A‑bomb at %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="39"/>
        <source>%1 → %2（原爆を引いて）</source>
        <extracomment>A move in the review: from %1 to %2, towing the atomic bomb (F-MOVE-7)</extracomment>
        <translation>%1 → %2 (towing the A‑bomb)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="44"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="46"/>
        <source>%1 → %2 で攻撃</source>
        <extracomment>A move in the review that attacks the piece on %2</extracomment>
        <translation>%1 → %2 (attack)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="62"/>
        <source>マスの名前：a〜%1 は先手から見て左からの列、1〜%2 は先手の側から数えた段です（例：d2 は 4 列目の 2 段目）。</source>
        <extracomment>How squares are named: %1 the last column letter (f or i), %2 the number of rows (8 or 9)</extracomment>
        <translation>Squares: letters a–%1 are columns from the left as the first player sees the board; numbers 1–%2 are rows counted from the first player&apos;s side (d2: 4th column, 2nd row).</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="104"/>
        <location filename="../../src/ui/move_words.cpp" line="158"/>
        <source>%1（%2）</source>
        <extracomment>A piece with its square: %1 the piece (Tank), %2 the square (c3)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="109"/>
        <source>%1が %2 を攻撃しました。取り除かれた駒：%3</source>
        <extracomment>%1 is the striking piece (the first player&apos;s Missile), %2 the target square, %3 the removed pieces or “none”</extracomment>
        <translation>%1 struck %2. Removed: %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="112"/>
        <source>なし</source>
        <extracomment>No piece: the list of removed pieces is empty</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="121"/>
        <source>%1が%2に勝ちました（%3）</source>
        <extracomment>%1 is the attacking piece, %2 the defending one (the first player&apos;s General), %3 the square</extracomment>
        <translation>%1 beat %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="125"/>
        <source>%1が%2に負けました（%3）</source>
        <extracomment>%1 is the attacking piece, %2 the defending one (the first player&apos;s General), %3 the square</extracomment>
        <translation>%1 lost to %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="130"/>
        <source>%1と%2は相打ちになりました（%3）</source>
        <extracomment>%1 is the attacking piece, %2 the defending one (the first player&apos;s General), %3 the square</extracomment>
        <translation>%1 and %2 were both removed (%3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="137"/>
        <source>総司令部の占領</source>
        <extracomment>Why the game ended (after the result, in parentheses): an HQ was occupied</extracomment>
        <translation>the HQ was occupied</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="138"/>
        <source>戦いのない手が続いた</source>
        <translation>too many moves without combat</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="139"/>
        <source>どちらも動けない</source>
        <translation>neither side could move</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="140"/>
        <source>動かせる駒がない</source>
        <translation>no piece left to move</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="141"/>
        <source>投了による終局</source>
        <translation>resignation</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="142"/>
        <source>元帥を取った</source>
        <translation>the marshal was taken</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="143"/>
        <source>軍旗を取った</source>
        <translation>the flag was taken</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="144"/>
        <source>大将を倒した</source>
        <translation>the general was defeated</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="145"/>
        <source>動ける駒をすべて取った</source>
        <translation>every movable piece was taken</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="153"/>
        <source>・</source>
        <extracomment>Separator between the pieces of a list (大将・中将): a comma in English</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="165"/>
        <source>原爆</source>
        <extracomment>The weapon, within a sentence (%2 of “Your %2 hit %1”): lower case</extracomment>
        <translation>atomic bomb</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="166"/>
        <source>ミサイル</source>
        <extracomment>The weapon, within a sentence: lower case</extracomment>
        <translation>missile</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="195"/>
        <source>。見えた相手の駒：%1</source>
        <extracomment>Ends a strike&apos;s message; %1 is the opponent pieces it showed</extracomment>
        <translation>. Their pieces shown: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="200"/>
        <source>。見えて残った相手の駒：%1</source>
        <extracomment>Ends a strike&apos;s message; %1 is the opponent pieces it showed that were not removed</extracomment>
        <translation>. Their pieces shown, still standing: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="202"/>
        <source>、残った駒：%1</source>
        <extracomment>Continues “Their pieces shown: …”; %1 is the shown pieces that were not removed</extracomment>
        <translation>; still standing: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="213"/>
        <source>%1 を狙った%2は、その範囲にいた相手のミサイル %3 枚と空中衝突し、一緒に消えました。ほかの駒には何も起きません</source>
        <extracomment>%1 is the target square, %2 the weapon (missile, atomic bomb), %3 the number of the opponent&apos;s missiles</extracomment>
        <translation>Your %2 aimed at %1 met %3 of the opponent&apos;s missiles in its area: they collided in the air and were all lost. Nothing else happens</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="227"/>
        <source>相手の%1が %2 を狙い、その範囲にいたあなたのミサイルと空中衝突しました（%3が消えました）。ほかの駒は無事です</source>
        <extracomment>%1 is the weapon (missile, atomic bomb), %2 the target square, %3 your pieces lost</extracomment>
        <translation>The opponent&apos;s %1 aimed at %2 met your missile in its area: they collided in the air (lost: %3). Your other pieces are safe</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="218"/>
        <source>%1 を%2で攻撃しましたが、取れた駒はありません</source>
        <extracomment>%1 is the target square, %2 the weapon (missile, atomic bomb)</extracomment>
        <translation>Your %2 hit %1 but took no piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="221"/>
        <source>%1 を%2で攻撃し、相手の駒を %3 枚取りました</source>
        <extracomment>%1 is the target square, %2 the weapon (missile, atomic bomb), %3 the number of pieces taken</extracomment>
        <translation>Your %2 hit %1 and took %3 of the opponent&apos;s pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="232"/>
        <source>相手の%1が %2 を攻撃しました。あなたの駒は無事です</source>
        <extracomment>%1 is the weapon (missile, atomic bomb), %2 the target square</extracomment>
        <translation>The opponent&apos;s %1 hit %2. None of your pieces was lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="235"/>
        <source>相手の%1が %2 を攻撃しました。あなたの%3が取られました</source>
        <extracomment>%1 is the weapon (missile, atomic bomb), %2 the target square, %3 your pieces lost</extracomment>
        <translation>The opponent&apos;s %1 hit %2. You lost: %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="244"/>
        <source>あなたの%3が %1 から %2 へ動き、隣の駒を %1 へ引き寄せました。</source>
        <extracomment>Your own move: %3 is your piece, %1 the square it left, %2 the one it entered</extracomment>
        <translation>Your %3 moved from %1 to %2, towing the piece beside it into %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="249"/>
        <source>あなたの%3が %1 から駒を飛び越えて %2 へ動きました。</source>
        <translation>Your %3 flew over pieces from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="252"/>
        <source>あなたの%3が %1 から %2 へ動きました。</source>
        <translation>Your %3 moved from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="264"/>
        <source>あなたのミサイルが原爆を積んで %1 へ飛んでいきます…</source>
        <extracomment>Your strike as it starts: %1 the target square</extracomment>
        <translation>Your missile flies to %1 carrying the atomic bomb…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="266"/>
        <source>相手のミサイルが原爆を積んで %1 へ飛んでいきます…</source>
        <translation>The opponent&apos;s missile flies to %1 carrying the atomic bomb…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="268"/>
        <source>あなたのミサイルが %1 へ飛んでいきます…</source>
        <extracomment>Your strike as it starts: %1 the target square</extracomment>
        <translation>Your missile flies to %1…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="270"/>
        <source>相手のミサイルが %1 へ飛んでいきます…</source>
        <translation>The opponent&apos;s missile flies to %1…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="280"/>
        <source>あなたの%1が駒を飛び越えて、%2 にいる相手の駒を攻めます…</source>
        <extracomment>Your attack as it starts, flying over pieces: %1 your piece, %2 the square it attacks</extracomment>
        <translation>Your %1 flies over pieces to attack the opponent piece on %2…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="282"/>
        <source>あなたの%1が、%2 にいる相手の駒を攻めます…</source>
        <translation>Your %1 attacks the opponent piece on %2…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="286"/>
        <source>相手の駒が %1 から駒を飛び越えて、%2 にいるあなたの%3を攻めます…</source>
        <extracomment>The opponent&apos;s attack as it starts, flying over pieces: %1 the square it comes from, %2 the square attacked, %3 your piece there</extracomment>
        <translation>An opponent piece from %1 flies over pieces to attack your %3 on %2…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="289"/>
        <source>相手の駒が %1 から、%2 にいるあなたの%3を攻めます…</source>
        <translation>An opponent piece from %1 attacks your %3 on %2…</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="307"/>
        <source>相手の駒が %1 から %2 へ動き、隣の駒を %1 へ引き寄せました。</source>
        <extracomment>%1 is the square the piece left, %2 the one it entered</extracomment>
        <translation>An opponent piece moved from %1 to %2, towing the piece beside it into %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="312"/>
        <source>相手の駒が %1 から駒を飛び越えて %2 へ動きました。</source>
        <translation>An opponent piece flew over pieces from %1 to %2. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="315"/>
        <source>相手の駒が %1 から %2 へ動きました。</source>
        <translation>An opponent piece moved from %1 to %2. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="330"/>
        <source>相手の駒が %1 から駒を飛び越えて攻めてきました。</source>
        <translation>An opponent piece flew over pieces from %1 to attack. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="332"/>
        <source>相手の駒が %1 から攻めてきました。</source>
        <translation>An opponent piece attacked from %1. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="334"/>
        <source>相打ちになりました</source>
        <translation>was removed together with the opponent&apos;s piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="337"/>
        <source>勝ちました</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="337"/>
        <source>負けました</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="344"/>
        <source>攻めて%1</source>
        <extracomment>In the combat log; %1 is what happened (won, lost, ...): your piece attacked</extracomment>
        <translation>attacked and %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="347"/>
        <source>攻められて%1</source>
        <extracomment>In the combat log; %1 is what happened (won, lost, ...): your piece was attacked</extracomment>
        <translation>was attacked and %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="349"/>
        <source>あなたの%1は%2（%3）。</source>
        <extracomment>A sentence; %1 is your piece, %2 what happened (won, lost, were both removed), %3 the square</extracomment>
        <translation>Your %1 %2 (%3). </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="354"/>
        <source>相手は%1でした。</source>
        <extracomment>A sentence after a combat&apos;s; %1 is the opponent&apos;s piece</extracomment>
        <translation>Theirs was the %1. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="357"/>
        <source>相手も%1でした。</source>
        <extracomment>A sentence after a combat&apos;s; %1 is the opponent&apos;s piece, the same kind as yours</extracomment>
        <translation>Theirs was the %1 too. </translation>
    </message>
</context>
<context>
    <name>gunjin::ui::Narrator</name>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="80"/>
        <source>駒を並べてください。並べ終わったら「この並べ方で決定」を押します。</source>
        <translation>Arrange your pieces, then press &quot;Confirm this setup&quot;.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="84"/>
        <source>あなたの番です。</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="88"/>
        <source>相手が考えています…</source>
        <translation>Your opponent is thinking…</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="88"/>
        <source>相手の番です。</source>
        <translation>Your opponent&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="93"/>
        <source>対局開始です。あなたの番です。動かす駒を押してください。</source>
        <translation>The game begins. Your turn: press the piece to move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="94"/>
        <source>対局開始です。相手が考えています…</source>
        <translation>The game begins. The opponent is thinking…</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="95"/>
        <source>対局開始です。相手の番です。</source>
        <translation>The game begins. Your opponent moves first.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="123"/>
        <source>総司令部を占領できるのは、大将から少佐までの駒だけです。</source>
        <extracomment>After a sentence</extracomment>
        <translation>Only a General down to a Major can occupy the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="139"/>
        <source>軍旗は、すぐ後ろにいる味方の駒の強さで戦います。</source>
        <extracomment>After a combat against your flag (R-COMBAT-6, R-COMBAT-7)</extracomment>
        <translation> A flag fights with the strength of your piece right behind it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="205"/>
        <source>引き分けです</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="208"/>
        <source>先手の勝ちです</source>
        <translation>The first player wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="208"/>
        <source>後手の勝ちです</source>
        <translation>The second player wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="209"/>
        <source>あなたの勝ちです</source>
        <translation>You win</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="209"/>
        <source>あなたの負けです</source>
        <translation>You lose</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="216"/>
        <source>すべての駒を表に返しました（取った駒・取られた駒も）。</source>
        <translation> Every piece is now shown face up, the ones taken included.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="222"/>
        <location filename="../../src/ui/narrator.cpp" line="223"/>
        <source>先手</source>
        <extracomment>The player who moves first (先手, sente) or second (後手, gote), in a result</extracomment>
        <translation>the first player</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="222"/>
        <location filename="../../src/ui/narrator.cpp" line="223"/>
        <source>後手</source>
        <translation>the second player</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="227"/>
        <source>%1の駒が%2の総司令部を占領しました。</source>
        <extracomment>%1 is the winner (the first or second player), %2 the loser</extracomment>
        <translation>The HQ of %2 was occupied by %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="230"/>
        <source>%1は動かせる駒がなくなりました。</source>
        <extracomment>%1 is the loser (the first or second player)</extracomment>
        <translation>No legal move is left for %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="233"/>
        <source>%1が投了しました。</source>
        <extracomment>%1 is the player who resigned (the first or second player)</extracomment>
        <translation>The game was resigned by %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="236"/>
        <source>%1の駒が%2の元帥を取りました。</source>
        <extracomment>%1 is the winner (the first or second player), %2 the loser</extracomment>
        <translation>The marshal of %2 was taken by %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="246"/>
        <source>あなたの駒が相手の総司令部を占領しました。</source>
        <translation>Your officer occupied the opponent&apos;s HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="247"/>
        <source>相手の駒があなたの総司令部を占領しました。</source>
        <translation>An opponent officer occupied your HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="248"/>
        <source>戦いのない手が 100 手続きました。</source>
        <translation>100 moves in a row without combat.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="249"/>
        <source>どちらも動かせる駒がなくなりました。</source>
        <translation>Neither side has a legal move left.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="251"/>
        <source>相手は動かせる駒がなくなりました。</source>
        <translation>Your opponent has no legal move left.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="252"/>
        <source>あなたは動かせる駒がなくなりました。</source>
        <translation>You have no legal move left.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="254"/>
        <source>相手が投了しました。</source>
        <translation>Your opponent resigned.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="254"/>
        <source>あなたが投了しました。</source>
        <translation>You resigned.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="257"/>
        <source>あなたの駒が相手の元帥を取りました。</source>
        <translation>Your piece took the opponent&apos;s marshal.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="258"/>
        <source>相手の駒があなたの元帥を取りました。</source>
        <translation>An opponent&apos;s piece took your marshal.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="260"/>
        <source>相手の軍旗を取りました。</source>
        <translation>You took the opponent&apos;s flag.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="260"/>
        <source>あなたの軍旗が取られました。</source>
        <translation>Your flag was taken.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="262"/>
        <source>両軍の大将が同時に倒れました。</source>
        <translation>Both generals fell in the same combat.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="263"/>
        <source>相手の大将を倒しました。</source>
        <translation>You defeated the opponent&apos;s general.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="264"/>
        <source>あなたの大将が倒されました。</source>
        <translation>Your general was defeated.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="266"/>
        <source>両軍の動かせる駒が同時になくなりました。</source>
        <translation>Both sides lost their last movable pieces in the same combat.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="267"/>
        <source>相手の動かせる駒をすべて取りました。</source>
        <translation>You took every movable piece of the opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="268"/>
        <source>あなたの動かせる駒がすべて取られました。</source>
        <translation>Every movable piece of yours was taken.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::PlayMode</name>
    <message>
        <location filename="../../src/ui/play_mode.cpp" line="24"/>
        <source>あなたは先手（朱の駒）</source>
        <translation>You play first (vermilion pieces)</translation>
    </message>
    <message>
        <location filename="../../src/ui/play_mode.cpp" line="25"/>
        <source>あなたは後手（白木の駒）</source>
        <translation>You play second (plain-wood pieces)</translation>
    </message>
    <message>
        <location filename="../../src/ui/play_mode.cpp" line="29"/>
        <source>この並べ方で決定</source>
        <translation>Confirm this setup</translation>
    </message>
    <message>
        <location filename="../../src/ui/play_mode.cpp" line="49"/>
        <source>相手の番です。少しお待ちください。</source>
        <translation>It is your opponent&apos;s turn. Please wait.</translation>
    </message>
    <message>
        <location filename="../../src/ui/play_mode.cpp" line="53"/>
        <source>対局は終わりました。「もう一度」で次の対局を始められます。</source>
        <translation>The game is over. &quot;Play again&quot; starts the next one.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::Preferences</name>
    <message>
        <location filename="../../src/ui/preferences.cpp" line="217"/>
        <source>対戦サーバーは、ホスト名（rooms.example.org）か、gunjins:// で始まるアドレスで入力してください。</source>
        <translation>Enter the room server as a host name (rooms.example.org) or an address starting with gunjins://.</translation>
    </message>
    <message>
        <location filename="../../src/ui/preferences.cpp" line="219"/>
        <source>対戦サーバーのホスト名がありません。</source>
        <translation>The room server has no host name.</translation>
    </message>
    <message>
        <location filename="../../src/ui/preferences.cpp" line="221"/>
        <source>対戦サーバーのホスト名に使えない文字があります（英数字、「.」「-」と IP アドレスが使えます）。</source>
        <translation>The room server&apos;s host name has characters a host name cannot have (letters, digits, “.” and “-”, or an IP address).</translation>
    </message>
    <message>
        <location filename="../../src/ui/preferences.cpp" line="224"/>
        <source>対戦サーバーのポート番号が正しくありません（1〜65535 の数です）。</source>
        <translation>The room server&apos;s port is not right (a number from 1 to 65535).</translation>
    </message>
    <message>
        <location filename="../../src/ui/preferences.cpp" line="226"/>
        <source>部屋のリンクではなく、サーバーのアドレスだけを入力してください（例: rooms.example.org、rooms.example.org:8443）。</source>
        <translation>Enter the server&apos;s address only, not a room&apos;s link (e.g. rooms.example.org, rooms.example.org:8443).</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::ProblemWords</name>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="8"/>
        <source>この棋譜ファイルは壊れていて読めません（途中が欠けているか、書き換えられています）。ファイルはそのままで、ほかの棋譜にも影響はありません。</source>
        <translation>This game record file is damaged and cannot be read (part of it is missing or was changed). The file is left as it was, and your other records are not affected.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="11"/>
        <source>このファイルは軍人将棋の棋譜ではありません。ファイルはそのままです。</source>
        <translation>This file is not a Gunjin Shogi game record. The file is left as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="13"/>
        <source>この棋譜は新しい版のアプリで書かれたため、この版では読めません。アプリを最新版に更新してください。ファイルはそのままです。</source>
        <translation>This record was written by a newer version of the app and cannot be read by this one. Please update the app. The file is left as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="16"/>
        <source>この棋譜のルールはこの版のアプリでは扱えません。ファイルはそのままです。</source>
        <translation>This version of the app cannot play the rules of this record. The file is left as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="18"/>
        <source>この棋譜にはルールで指せない手が記録されているため、再生できません。ファイルはそのままです。</source>
        <translation>This record holds a move the rules do not allow, so it cannot be replayed. The file is left as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="21"/>
        <source>この棋譜の駒の並べ方がルールに合わないため、読めません。ファイルはそのままです。</source>
        <translation>The setup in this record breaks the setup rules, so it cannot be read. The file is left as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="25"/>
        <source>この棋譜ファイルは書き方に誤りがあって読めません。ファイルはそのままです。</source>
        <translation>This record file has errors in it and cannot be read. The file is left as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="31"/>
        <source>この対局の棋譜ファイルが壊れているため、続きから遊べません。</source>
        <translation>This game&apos;s record file is damaged, so the game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="33"/>
        <source>この対局は新しい版のアプリで遊ばれたため、この版では続けられません。</source>
        <translation>This game was played with a newer version of the app and cannot be continued with this one.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="35"/>
        <source>この対局の棋譜にルールで指せない手が記録されているため、続きから遊べません。</source>
        <translation>This game&apos;s record holds a move the rules do not allow, so the game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="36"/>
        <source>この対局の棋譜ファイルに誤りがあるため、続きから遊べません。</source>
        <translation>This game&apos;s record file has errors in it, so the game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="37"/>
        <source>ファイルはそのままで、ほかの棋譜にも影響はありません。</source>
        <translation> The file is left as it was, and your other records are not affected.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="41"/>
        <source>このルールコードは読めません。オプションの名前か値が違います（例: classic:h3=flag）。</source>
        <translation>This rule code cannot be read: an option&apos;s name or value is wrong (e.g. classic:h3=flag).</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="48"/>
        <source>サーバーがその手を受け付けませんでした。盤面はそのままです。</source>
        <translation>The server did not accept that move. The board is unchanged.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="50"/>
        <source>サーバーがこの並べ方を受け付けませんでした。並べ方はそのままです。</source>
        <translation>The server did not accept this setup. Your setup is unchanged.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="52"/>
        <source>サーバーがこのルールを受け付けませんでした。部屋は作られていません。</source>
        <translation>The server did not accept these rules. No room was made.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="54"/>
        <source>サーバーがこの席を覚えていませんでした。棋譜はそのまま残っています。</source>
        <translation>The server no longer knew this seat. The record is kept as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="56"/>
        <source>サーバーへの送信が多すぎたため、接続が切られました。棋譜はそのまま残っています。</source>
        <translation>Too much was sent to the server, so it closed the connection. The record is kept as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="58"/>
        <source>サーバーとのやりとりで問題が起きました。棋譜はそのまま残っています。</source>
        <translation>Something went wrong talking to the server. The record is kept as it was.</translation>
    </message>
    <message>
        <location filename="../../src/ui/problem_words.cpp" line="63"/>
        <source>詳細: %1</source>
        <extracomment>A secondary line under an error message: %1 is the technical text (in English)</extracomment>
        <translation>Details: %1</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::RecordList</name>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="112"/>
        <source>CPU と対戦</source>
        <translation>Against the CPU</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="113"/>
        <source>2 人（この端末）</source>
        <translation>Two players here</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="114"/>
        <source>友達と対戦</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="123"/>
        <source>中断（続きから）</source>
        <translation>Stopped (continue)</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="123"/>
        <source>中断（部屋がなくなりました）</source>
        <translation>Stopped (room gone)</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="132"/>
        <source>引き分け</source>
        <extracomment>A game&apos;s result in the list of records</extracomment>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="134"/>
        <source>先手の勝ち</source>
        <translation>First player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="134"/>
        <source>後手の勝ち</source>
        <translation>Second player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="138"/>
        <source>あなたの勝ち</source>
        <translation>You won</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="138"/>
        <source>あなたの負け</source>
        <translation>You lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="141"/>
        <source>（投了）</source>
        <extracomment>After a game&apos;s result: it ended by resignation</extracomment>
        <translation> (resigned)</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="148"/>
        <source>読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1</source>
        <extracomment>%1 is the names of the files</extracomment>
        <translation>Skipped game records that cannot be read (the files are left as they are): %1</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::Recorder</name>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="34"/>
        <source>%1対局は中断として棋譜に残しました。</source>
        <extracomment>%1 is one sentence per game: when it started and why its room is gone</extracomment>
        <translation>%1The game is kept in the records as stopped.</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="39"/>
        <source>読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1</source>
        <extracomment>%1 is the names of the files</extracomment>
        <translation>Skipped game records that cannot be read (the files are left as they are): %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="49"/>
        <source>続きから遊べる対局はありません。</source>
        <translation>There is no game to continue.</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="62"/>
        <source>2 人で対戦</source>
        <translation>two players</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="64"/>
        <source>友達と対戦</source>
        <extracomment>The game to continue: a game with a friend, taken back through its room</extracomment>
        <translation>Play a friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="68"/>
        <source>CPU（%1）と対戦</source>
        <extracomment>The game to continue: %1 is the CPU&apos;s level (Easy)</extracomment>
        <translation>Against the CPU (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../src/ui/recorder.cpp" line="72"/>
        <source>%1&#x3000;%2・%3・%n 手まで</source>
        <extracomment>The game to continue: %1 is the date and time, %2 the opponent (vs …), %3 the game, %n the number of moves</extracomment>
        <translation>
            <numerusform>%1  %2 · %3 · %n&#xa0;move&#xa0;played</numerusform>
            <numerusform>%1  %2 · %3 · %n&#xa0;moves&#xa0;played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gunjin::ui::RemoteTable</name>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="22"/>
        <source>その手はサーバーに受け付けられませんでした。</source>
        <translation>The server did not accept that move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="84"/>
        <source>この棋譜は続けられません。</source>
        <translation>This game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="123"/>
        <source>サーバーから届いた手がこの盤面と合わないため、受け取れませんでした。ここまでの対局は棋譜に残っています。</source>
        <translation>A move from the server does not fit this board, so it was not taken. The game so far is kept in the records.</translation>
    </message>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="139"/>
        <source>サーバーから届いた結果がこの盤面と合わないため、受け取れませんでした。ここまでの対局は棋譜に残っています。</source>
        <translation>A result from the server does not fit this board, so it was not taken. The game so far is kept in the records.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::RoomWatch</name>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="88"/>
        <source>観戦のリンクではありません。観戦のリンクは gunjin://アドレス:ポート/watch/… の形です。</source>
        <translation>This is not a watch link. A watch link looks like gunjin://ADDRESS:PORT/watch/….</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="242"/>
        <source>指紋がサーバーの管理者から聞いたものと同じなら、信頼して観戦できます。</source>
        <translation>If the fingerprint is the one the server&apos;s keeper gave you, you can trust it and watch.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="244"/>
        <source>観戦する部屋が見つかりません。部屋がもう閉じたか、リンクが違います。</source>
        <translation>The room to watch cannot be found: it has closed, or the link is wrong.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="246"/>
        <source>接続が切れている間に部屋が閉じました。</source>
        <translation>The room closed while the connection was down.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="248"/>
        <source>部屋を作った人のアプリが終了したため、部屋はなくなりました。</source>
        <translation>The app of the player who made the room has stopped, so the room is gone.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="250"/>
        <source>この部屋は観戦する人でいっぱいです。しばらくしてからもう一度どうぞ。</source>
        <translation>This room has as many spectators as it can take. Please try again later.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="253"/>
        <source>対戦サーバー（%1）に接続できません。リンクのアドレスを確かめるか、しばらくしてからもう一度どうぞ。</source>
        <extracomment>%1 is the room server&apos;s host and port (rooms.example.org:443)</extracomment>
        <translation>Cannot connect to the room server (%1). Check the link&apos;s address, or try again in a while.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="258"/>
        <source>部屋の PC（%1）に接続できません。リンクのアドレスと、その PC が同じネットワークにあるか確かめてください。</source>
        <extracomment>%1 is the room&apos;s host and port (192.168.1.20:47800)</extracomment>
        <translation>Cannot connect to the room&apos;s PC (%1). Check the link&apos;s address and that the PC is on the same network.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="281"/>
        <source>部屋に接続しています…</source>
        <translation>Connecting to the room…</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="283"/>
        <source>接続中</source>
        <extracomment>The spectator&apos;s connection to the room is up</extracomment>
        <translation>Connected</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="284"/>
        <source>接続が切れました。再接続しています…</source>
        <translation>The connection was lost. Reconnecting…</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="287"/>
        <source>部屋が閉じました（部屋を作った人が部屋を出ました）。</source>
        <translation>The room closed (the player who made it left).</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="289"/>
        <source>部屋が閉じました（部屋の期限が切れました）。</source>
        <translation>The room closed (it expired).</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="291"/>
        <source>部屋が閉じました（対局する人がいなくなりました）。</source>
        <translation>The room closed (no players were left in it).</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="292"/>
        <source>部屋が閉じました。</source>
        <translation>The room closed.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="306"/>
        <source>対局が始まるのを待っています。始まるとここに映ります。</source>
        <translation>Waiting for the game to start. It appears here when it does.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="312"/>
        <source>先手の番です（%1 手目）</source>
        <extracomment>%1 is the number of the move to be played (1 for the first)</extracomment>
        <translation>The first player&apos;s turn (move %1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="312"/>
        <source>後手の番です（%1 手目）</source>
        <translation>The second player&apos;s turn (move %1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="309"/>
        <source>対局は終わりました。すべての駒を表にしています。</source>
        <translation>The game is over. Every piece is shown face up.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="263"/>
        <source>部屋のアプリと版が合いません。アプリを最新版に更新してください。</source>
        <translation>The room&apos;s app is another version. Please update the app to the latest version.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="265"/>
        <source>この部屋のルールはこの版のアプリでは観戦できません。アプリを最新版に更新してください。</source>
        <translation>This version of the app cannot show this room&apos;s rules. Please update the app to the latest version.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="268"/>
        <source>サーバーから対局に合わないデータが届いたため、観戦を続けられません。</source>
        <translation>The server sent something that does not fit the game, so watching cannot go on.</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="317"/>
        <source>先手の勝ち</source>
        <translation>First player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="318"/>
        <source>後手の勝ち</source>
        <translation>Second player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="319"/>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/room_watch.cpp" line="322"/>
        <source>%1（%2）・%3 手</source>
        <extracomment>%1 is the result (The first player won), %2 why the game ended, %3 the number of moves</extracomment>
        <translation>%1 (%2), move %3</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::RuleSettings</name>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="235"/>
        <source>審判あり</source>
        <extracomment>A way to judge combats: a referee, who tells only who won</extracomment>
        <translation>with a referee</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="228"/>
        <location filename="../../src/ui/rule_settings.cpp" line="293"/>
        <source>判定のしかた</source>
        <translation>Judgement</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="229"/>
        <source>連盟ルールは、審判がいなくても遊べるように作られています。審判役をつけて、駒を伏せたまま判定することもできます。</source>
        <translation>The federation game was made to be played without a referee. You can still have one, judging with the pieces face down.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="231"/>
        <source>駒を見せ合う（連盟の遊び方）</source>
        <translation>Show the pieces (the federation&apos;s way)</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="232"/>
        <source>戦った 2 枚と、ミサイルや原爆が判定した駒を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。</source>
        <translation>Both players see the two pieces of a combat, and every piece a missile or the atomic bomb judges; the winner goes back face down.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="236"/>
        <source>知らされるのは戦いのマスと勝ち負け（ミサイルなら、どのマスの駒が消えたかと空中衝突かどうか）だけです。</source>
        <translation>Only the square and the outcome of a combat are announced (for a strike, which squares lost a piece and whether it was an air collision).</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="240"/>
        <source>タンクと工兵</source>
        <translation>Tank and engineer</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="241"/>
        <source>タンクと工兵がぶつかったときの勝ち負けです。説明書によって逆になっています。</source>
        <translation>Who wins when a tank and an engineer meet. Rule books disagree.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="242"/>
        <source>タンクの勝ち</source>
        <translation>The tank wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="242"/>
        <source>昭和の説明書の多くと同じです。</source>
        <translation>As in most Showa-era rule books.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="243"/>
        <source>工兵の勝ち</source>
        <translation>The engineer wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="244"/>
        <source>攻めても守っても工兵が勝ちます。軍旗の後ろにいて軍旗の強さになるときも同じです。</source>
        <translation>The engineer wins attacking or defending, and also when it stands behind a flag that fights with its strength.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="246"/>
        <source>勝った地雷</source>
        <translation>A mine that wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="247"/>
        <source>地雷に攻め込んだ駒が負けたあと、地雷を盤に残すかどうかです。</source>
        <translation>Whether a mine stays on the board after the piece attacking it loses.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="249"/>
        <source>取り除く</source>
        <extracomment>A choice of “勝った地雷” (a mine that won): it is removed</extracomment>
        <translation>Removed</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="250"/>
        <source>地雷は 1 回きりで、攻めてきた駒と一緒に盤から消えます。</source>
        <translation>A mine works once: it leaves the board with the piece that attacked it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="252"/>
        <source>盤に残す</source>
        <extracomment>A choice of “勝った地雷” (a mine that won): it stays on the board</extracomment>
        <translation>Stays</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="253"/>
        <source>攻めてきた駒だけが消え、地雷はそのマスで次の相手を待ちます。飛行機と工兵には今までどおり負けます。</source>
        <translation>Only the attacker is removed; the mine stays to meet the next one. Planes and engineers still beat it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="256"/>
        <source>勝ち方</source>
        <extracomment>A rule&apos;s title: how a game is won</extracomment>
        <translation>How to win</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="257"/>
        <source>何をすれば勝ちになるかです。どの勝ち方でも、指せる手がなくなった側は負け、戦いのない手が 100 手続けば引き分けです。</source>
        <translation>What wins the game. Whichever you choose, a side with no legal move loses, and 100 moves without combat are a draw.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="260"/>
        <source>総司令部の占領</source>
        <extracomment>A way to win: occupy the opponent&apos;s HQ</extracomment>
        <translation>Occupy the HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="261"/>
        <source>大将〜少佐のどれかが相手の総司令部に入れば勝ちです。</source>
        <translation>An officer (general to major) entering the opponent&apos;s HQ wins.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="262"/>
        <source>軍旗を取る</source>
        <translation>Take the flag</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="263"/>
        <source>相手の軍旗を盤から取り除けば勝ちです（相打ちでも）。総司令部に入っても勝ちにはなりません。</source>
        <translation>Removing the opponent&apos;s flag wins (a tie included). Entering the HQ does not win.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="265"/>
        <source>大将を倒す</source>
        <translation>Defeat the general</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="266"/>
        <source>相手の大将を盤から取り除けば勝ちです。どちらが攻めたかに関係なく、大将が消えた側の負けです。</source>
        <translation>Removing the opponent&apos;s general wins. Whoever attacked, the side whose general is removed loses.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="268"/>
        <source>動ける駒を全部取る</source>
        <translation>Take every movable piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="269"/>
        <source>地雷と軍旗のほかの駒を全部失った側の負けです。総司令部に入っても勝ちにはなりません。</source>
        <translation>A side that loses every piece but its mines and flag loses. Entering the HQ does not win.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="271"/>
        <source>総司令部の地雷</source>
        <translation>A mine in the HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="272"/>
        <source>並べるときに、総司令部に地雷を置いてよいかです。</source>
        <translation>Whether a mine may be set up in the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="274"/>
        <location filename="../../src/ui/rule_settings.cpp" line="283"/>
        <source>置ける</source>
        <extracomment>A choice of a setup rule: the piece may stand there</extracomment>
        <translation>Allowed</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="274"/>
        <source>地雷で総司令部を守れます。</source>
        <translation>A mine can guard the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="276"/>
        <location filename="../../src/ui/rule_settings.cpp" line="281"/>
        <source>置けない</source>
        <extracomment>A choice of a setup rule: the piece may not stand there</extracomment>
        <translation>Forbidden</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="277"/>
        <source>大正時代の遊びの本にある決まりです。総司令部には地雷のほかの駒を置きます。</source>
        <translation>The rule of a Taisho-era games book: the HQ holds some other piece.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="279"/>
        <source>最後列の軍旗</source>
        <translation>The flag on the back row</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="280"/>
        <source>並べるときに、軍旗を最後列（総司令部も含む）に置いてよいかです。</source>
        <translation>Whether the flag may be set up on the back row (the HQ included).</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="282"/>
        <source>軍旗は 2 段目より前に置き、すぐ後ろの味方の強さで戦います。</source>
        <translation>The flag stands on the second row or further forward and fights with the strength of the friendly piece right behind it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="284"/>
        <source>最後列の軍旗は後ろに味方がいないので、攻められるとどの駒にも負けます。</source>
        <translation>A flag on the back row has no piece behind it, so it loses to any attacker.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="286"/>
        <source>飛行機の飛び方</source>
        <translation>How the plane flies</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="287"/>
        <source>縦に進む飛行機が、途中の駒を飛び越えられるかです。</source>
        <translation>Whether a plane moving along its column may jump the pieces in its way.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="288"/>
        <source>駒を飛び越える</source>
        <translation>Jumps pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="289"/>
        <source>縦にまっすぐ、駒も川も越えて何マスでも進めます。</source>
        <translation>It flies any distance along its column, over pieces and the river.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="290"/>
        <source>駒の手前で止まる</source>
        <translation>Stops at pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="291"/>
        <source>途中に駒があればそこまでです。相手の駒ならそのマスを攻められます。川は今までどおり越えられます。</source>
        <translation>It stops at the first piece in its way, and may attack it if it is the opponent&apos;s. It still crosses the river.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="294"/>
        <source>戦った駒の種類を、相手にも見せるかどうかです。</source>
        <translation>Whether the pieces of a combat are shown to both players.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="295"/>
        <source>審判が伏せたまま</source>
        <translation>Hidden, by the referee</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="296"/>
        <source>知らされるのは戦いのマスと勝ち負けだけで、相手の駒の種類は対局が終わるまで分かりません。</source>
        <translation>Only the square and the outcome are announced; the opponent&apos;s types stay hidden until the game ends.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="298"/>
        <source>駒を見せ合う</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="299"/>
        <source>戦った 2 枚を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。見た駒を覚えておくのも腕のうちです。</source>
        <translation>Both players see the two pieces of a combat, then the winner goes back face down. Remembering what you saw is part of the skill.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="314"/>
        <source>ルールコードを入れてから「適用」を押してください。</source>
        <translation>Enter a rule code, then press Apply.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="322"/>
        <source>「%1」というルールはありません。ルールコードは classic（軍人将棋）か federation（連盟ルール）で始まります。</source>
        <extracomment>%1 is the start of the rule code as typed</extracomment>
        <translation>There are no rules called &quot;%1&quot;. A rule code starts with classic (Gunjin Shogi) or federation (federation rules).</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="325"/>
        <source>今のルールはそのままです。</source>
        <translation> The rules in force are unchanged.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::SetupEditor</name>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="81"/>
        <source>選ぶのをやめました。入れ替えるときは、2 つのマスを続けて押してください。</source>
        <translation>Selection cleared. To swap, press two squares one after the other.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="92"/>
        <source>自分の陣地（手前の %1 段）のマスを押してください。</source>
        <extracomment>%1 is the number of rows of your camp (4 or 3)</extracomment>
        <translation>Press a square of your own camp (the %1 rows nearest to you).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="99"/>
        <source>%1を選びました。入れ替える相手のマスを押してください。</source>
        <extracomment>%1 is a piece name</extracomment>
        <translation>%1 chosen. Press the square to swap it with.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="120"/>
        <source>%1と%2を入れ替えました。</source>
        <extracomment>%1 and %2 are piece names</extracomment>
        <translation>Swapped %1 and %2.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="128"/>
        <source>元帥は総司令部から動かせません。地雷は橋のたもと（%1）に置けません。</source>
        <extracomment>Follows another sentence; %1 is the squares at the bridges&apos; ends (c5, f5)</extracomment>
        <translation> The marshal stays on the HQ; mines may not stand at the bridgeheads (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="130"/>
        <source>地雷と軍旗は橋のたもと（%1）に置けません。</source>
        <extracomment>Follows another sentence; %1 is the squares at the bridges&apos; ends (b5, e5)</extracomment>
        <translation> Mines and the flag may not stand at the bridge ends (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="131"/>
        <source>軍旗は最後の段に置けません。</source>
        <translation> The flag may not stand on the back row.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="132"/>
        <source>地雷は総司令部に置けません。</source>
        <translation> No mine may stand in the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="170"/>
        <source>入れ替えられません。地雷と軍旗は、橋のたもとのマス（%1）には置けません。</source>
        <extracomment>%1 is the squares at the bridges&apos; ends (b5, e5)</extracomment>
        <translation>Cannot swap: mines and the flag may not stand at the bridge ends (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="173"/>
        <source>入れ替えられません。軍旗は最後の段（総司令部を含む）には置けません。</source>
        <translation>Cannot swap: the flag may not stand on the back row (HQ included).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="175"/>
        <source>入れ替えられません。このルールでは、地雷を総司令部に置けません。</source>
        <translation>Cannot swap: under these rules no mine may stand in the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="176"/>
        <source>入れ替えられません。元帥は総司令部から動かせません。</source>
        <translation>Cannot swap: the marshal stays on the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="179"/>
        <source>入れ替えられません。地雷は橋のたもとのマス（%1）には置けません。</source>
        <extracomment>%1 is the squares at the bridges&apos; ends (c5, f5)</extracomment>
        <translation>Cannot swap: mines may not stand at the bridgeheads (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="182"/>
        <source>入れ替えられません: %1</source>
        <extracomment>%1 is the rule&apos;s message</extracomment>
        <translation>Cannot swap: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="196"/>
        <source>おまかせで並べ直しました。</source>
        <translation>New automatic setup.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="203"/>
        <source>左右を入れ替えました。</source>
        <translation>Mirrored left and right.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="214"/>
        <source>前回の並べ方はまだありません。今の並べ方はそのままです。</source>
        <translation>There is no last setup yet. Your current setup is unchanged.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="216"/>
        <source>前回の並べ方は今のルールに合わないため、使えませんでした。今の並べ方はそのままです。</source>
        <translation>The last setup does not fit the current rules, so it was not used. Your current setup is unchanged.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="218"/>
        <source>前回の並べ方を読み込めませんでした（保存されたものが壊れています）。今の並べ方はそのままです。</source>
        <translation>Could not load the last setup (the saved one is damaged). Your current setup is unchanged.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="223"/>
        <source>前回の並べ方にしました。</source>
        <translation>Last setup restored.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="233"/>
        <source>1 つ前の並べ方に戻しました。</source>
        <translation>Undone.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="34"/>
        <source>%1、%2</source>
        <extracomment>Joins a list: %1 is the items so far, %2 the next one</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="146"/>
        <source>%1 の%2</source>
        <extracomment>%1 is a square (f1), %2 a piece name: “the Lieutenant General on f1”</extracomment>
        <translation>%2 on %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="159"/>
        <source>%1は、%2に囲まれて動けません。</source>
        <extracomment>Followed by another sentence; %1 is pieces (the General on f1), %2 kinds of piece</extracomment>
        <translation>%1 can never move, boxed in by %2. </translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="155"/>
        <source>%1と %2</source>
        <extracomment>Joins the last two pieces of a list, named with their squares (the General on f1)</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="157"/>
        <source>%1と%2</source>
        <extracomment>Joins the last two kinds of piece of a list</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="161"/>
        <source>並べ方のきまりには合っているので、このままでも始められます。</source>
        <translation>This setup is allowed, so you can still start with it.</translation>
    </message>
</context>
</TS>
