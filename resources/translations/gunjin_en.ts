<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="ja">
<context>
    <name>BoardFace</name>
    <message>
        <location filename="../../qml/BoardFace.qml" line="144"/>
        <source>総司令部</source>
        <extracomment>The label on the board&apos;s HQ squares</extracomment>
        <translation>HQ</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../qml/BoardView.qml" line="49"/>
        <source>環境変数 GUNJIN_NO_3D で 3D がオフになっています。</source>
        <translation>3D is switched off by the GUNJIN_NO_3D environment variable.</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="51"/>
        <source>Qt Quick がソフトウェア描画に設定されています（QT_QUICK_BACKEND）。</source>
        <translation>Qt Quick is set to software rendering (QT_QUICK_BACKEND).</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="53"/>
        <source>OpenGL を使えません。グラフィックドライバーを確かめてください。</source>
        <translation>OpenGL is not available. Please check the graphics driver.</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="55"/>
        <source>グラフィックスの初期化に失敗しました。グラフィックドライバーを確かめてください。</source>
        <translation>The graphics could not be initialised. Please check the graphics driver.</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="349"/>
        <source>3D で表示できないため、ボタンで操作します。理由：%1</source>
        <extracomment>%1 is the reason (a sentence)</extracomment>
        <translation>The 3D view cannot be shown, so the board is played with buttons. Reason: %1</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="485"/>
        <source>斜めから</source>
        <extracomment>A view of the board: at an angle</extracomment>
        <translation>Oblique</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="497"/>
        <source>真上から</source>
        <extracomment>A view of the board: from straight above</extracomment>
        <translation>From above</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="508"/>
        <source>駒に英語名</source>
        <translation>English names</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="514"/>
        <source>駒に英語の略称を表示する</source>
        <translation>Show English abbreviations on the pieces</translation>
    </message>
    <message>
        <location filename="../../qml/BoardView.qml" line="522"/>
        <source>ボタンで操作</source>
        <translation>Buttons</translation>
    </message>
</context>
<context>
    <name>ButtonBoard</name>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="241"/>
        <source>空き</source>
        <extracomment>A square of the button board, read by screen readers: empty</extracomment>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="243"/>
        <source>あなたの%1</source>
        <extracomment>A square of the button board: %1 is your piece there</extracomment>
        <translation>your %1</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="243"/>
        <source>あなたの駒</source>
        <translation>your piece</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="245"/>
        <source>相手の%1</source>
        <extracomment>A square of the button board: %1 is the opponent&apos;s piece there</extracomment>
        <translation>opponent&apos;s %1</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="247"/>
        <source>相手の駒（メモ：%1？）</source>
        <extracomment>A square of the button board: %1 is your guess (note) of the opponent&apos;s piece</extracomment>
        <translation>opponent&apos;s piece (your note: %1?)</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="248"/>
        <source>相手の駒</source>
        <translation>opponent&apos;s piece</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="250"/>
        <source>選択中</source>
        <extracomment>A square&apos;s state on the button board: selected</extracomment>
        <translation>selected</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="252"/>
        <source>攻められます</source>
        <extracomment>A square&apos;s state on the button board: the selected piece can attack there</extracomment>
        <translation>can be attacked</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="253"/>
        <source>ミサイルで狙えます</source>
        <translation>can be struck by the missile</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="255"/>
        <source>行けます</source>
        <extracomment>A square&apos;s state on the button board: the selected piece can move there</extracomment>
        <translation>can be reached</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="257"/>
        <source>直前の手</source>
        <extracomment>A square&apos;s state on the button board: the last move was here</extracomment>
        <translation>last move</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="261"/>
        <source>%1？</source>
        <extracomment>Your guess on an opponent piece, on its button: %1 is a piece&apos;s short name</extracomment>
        <translation>%1?</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="398"/>
        <source>川（橋は b 列と e 列）</source>
        <translation>River (bridges on columns b and e)</translation>
    </message>
    <message>
        <location filename="../../qml/ButtonBoard.qml" line="399"/>
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
    <name>CombatTable</name>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="48"/>
        <source>・</source>
        <extracomment>Separator between the piece names of a list (大将・中将): a comma in English</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="71"/>
        <source>動けません。飛行機と工兵には取られます。ほかの駒には勝ち、地雷は盤に残ります（このルール）。</source>
        <translation>Cannot move. Planes and engineers take it. It beats every other piece and stays on the board (this rule set).</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="74"/>
        <source>動けません。飛行機と工兵には取られ、ほかの駒とは相打ちになります（大将も）。</source>
        <translation>Never moves. Planes and engineers take it; any other attacker (the general too) is removed together with it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="78"/>
        <source>動けません。すぐ後ろの味方の駒の強さで戦い、取られるのは軍旗だけです。後ろが空きか相手の駒なら、どの駒にも負けます。</source>
        <translation>Never moves. It fights with the strength of the friendly piece right behind it, and only the flag is ever removed. With nothing friendly behind it, it loses to every attacker.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="85"/>
        <source>1 マス動くか、盤のどこへでも発射します。目標とその上下左右の相手の駒を、元帥のほかはすべて取り、ミサイルは消えます。範囲に相手のミサイルがあれば空中衝突で、ミサイルどうしだけが消えます。地上の駒には負けません。</source>
        <translation>Steps one square, or fires anywhere on the board. It removes every opponent piece but the marshal on the target and the four squares beside it, and is spent. If an opponent missile is in that area, the missiles collide in the air and only they are removed. No ground piece beats it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="91"/>
        <source>動けません。隣のミサイルが引いて動かすか、発射します。発射すると目標のまわり 3×3 マスの相手の駒を、元帥とミサイルのほかはすべて取ります。地上の駒には負けません。</source>
        <translation>Cannot move. A missile next to it can tow it along or launch it. Launched, it removes every opponent piece but the marshal and missiles in the 3 × 3 block around the target. No ground piece beats it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="96"/>
        <source>動けません。ジェット機・砲兵・工兵には取られ、ほかの地上の駒には勝って盤に残ります。</source>
        <translation>Cannot move. Jets, artillery and engineers take it; it beats every other ground piece and stays on the board.</translation>
    </message>
    <message>
        <location filename="../../src/ui/combat_table.cpp" line="100"/>
        <source>総司令部から動かず、表向きです。隣に味方の駒がいる間は攻められません。隣が空くと、将校（大将〜少佐）に攻められたら負けます。取られた側の負けです。</source>
        <translation>Stays face up on the HQ and never moves. It cannot be attacked while a friendly piece stands next to the HQ. Once none does, an officer (general to major) that attacks it wins. Losing the marshal loses the game.</translation>
    </message>
</context>
<context>
    <name>CombatTableDialog</name>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="15"/>
        <source>勝敗表（攻めたとき）</source>
        <translation>Combat table (when attacking)</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="18"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qml/CombatTableDialog.qml" line="57"/>
        <source>&lt;b&gt;勝つ&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;相打ち&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;負ける&lt;/b&gt; %3</source>
        <extracomment>%1, %2, %3 are lists of piece names</extracomment>
        <translation>&lt;b&gt;Beats&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Both removed&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Loses to&lt;/b&gt; %3</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../../qml/ConfirmDialog.qml" line="10"/>
        <source>はい</source>
        <extracomment>The confirming button of a question, when no other text is given</extracomment>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../../qml/ConfirmDialog.qml" line="12"/>
        <source>対局を続ける</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location filename="../../qml/ConfirmDialog.qml" line="21"/>
        <source>確認</source>
        <extracomment>The title of a dialog that asks a question</extracomment>
        <translation>Confirm</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message>
        <location filename="../../qml/ContinueCard.qml" line="40"/>
        <source>途中の対局があります：%1</source>
        <extracomment>%1 is the game (date, opponent, game, moves)</extracomment>
        <translation>A game was left unfinished: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ContinueCard.qml" line="49"/>
        <source>続きから</source>
        <extracomment>Button: continue the stopped game</extracomment>
        <translation>Continue</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../qml/Curtain.qml" line="79"/>
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
        <translation>25 pieces, marshal, missiles, atomic bomb</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../../qml/GameScreen.qml" line="123"/>
        <source>投了しますか？ 相手の勝ちになります。</source>
        <translation>Resign? Your opponent wins the game.</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="125"/>
        <source>投了する</source>
        <extracomment>Button of the question “Resign?”: resign the game</extracomment>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="135"/>
        <source>部屋を出ると、今の対局は終わります。部屋を出ますか？</source>
        <translation>Leaving the room ends the game in progress. Leave the room?</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="136"/>
        <source>今の対局を中断して、最初から並べ直しますか？ 中断した対局は、メニューの「続きから」か「棋譜」からいつでも続けられます。</source>
        <translation>Stop this game and set up a new one? A stopped game can be continued at any time from Continue on the menu or from Game records.</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="137"/>
        <source>今の対局を中断して、遊び方の選択に戻りますか？ 中断した対局は、メニューの「続きから」か「棋譜」からいつでも続けられます。</source>
        <translation>Stop this game and go back to the choice of game? A stopped game can be continued at any time from Continue on the menu or from Game records.</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="139"/>
        <source>中断して始め直す</source>
        <translation>Stop and start again</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="139"/>
        <source>中断して戻る</source>
        <translation>Stop and go back</translation>
    </message>
    <message>
        <location filename="../../qml/GameScreen.qml" line="138"/>
        <source>部屋を出る</source>
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
    <name>HelpContent</name>
    <message>
        <location filename="../../qml/HelpContent.qml" line="12"/>
        <source>2 つのゲーム</source>
        <translation>The two games</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="16"/>
        <source>盤と駒</source>
        <translation>Board and pieces</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="17"/>
        <source>盤は横 6 列。手前 4 段が先手、奥 4 段が後手の陣地で、間を川が流れています。列は先手から見て左から a〜f、段は先手の側から 1〜8 です。&lt;br&gt;&lt;br&gt;川を渡れる場所は b 列と e 列の橋だけで、橋の両端の b4・e4・b5・e5 を突入口と呼びます。最後列の真ん中の 2 マス（c と d）は合わせて 1 つの総司令部で、駒は 1 枚しか入りません。&lt;br&gt;&lt;br&gt;駒は 1 人 23 枚：大将・中将・少将・大佐・中佐・少佐・騎兵・スパイ・軍旗が各 1 枚、大尉・中尉・少尉・工兵・タンク・飛行機・地雷が各 2 枚です。陣地のマスもちょうど 23 なので、並べると陣地が埋まります。</source>
        <translation>The board is 6 columns wide. The near 4 rows are the first player&apos;s territory, the far 4 rows the second player&apos;s, with a river between them. Columns are a–f from the first player&apos;s left, rows 1–8 from the first player&apos;s side.&lt;br&gt;&lt;br&gt;The river can only be crossed on the bridges of columns b and e; the squares at the bridge ends, b4, e4, b5 and e5, are the entry squares. The middle two squares of each back row (c and d) form one headquarters (HQ) that holds a single piece.&lt;br&gt;&lt;br&gt;Each player has 23 pieces: one each of general, lieutenant general, major general, colonel, lieutenant colonel, major, cavalry, spy and flag, and two each of captain, first lieutenant, second lieutenant, engineer, tank, plane and mine. A territory has exactly 23 squares, so a setup fills it.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="20"/>
        <source>並べ方</source>
        <translation>Setting up</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="21"/>
        <source>始める前に、自分の陣地の全部のマスに駒を伏せて置きます。&lt;br&gt;&lt;br&gt;・地雷と軍旗は突入口に置けません。&lt;br&gt;・軍旗は最後列（総司令部も）に置けません。&lt;br&gt;・地雷は総司令部に置いてもかまいません。&lt;br&gt;&lt;br&gt;このアプリでは、おまかせの並べ方から始まり、2 つのマスを続けて選ぶと駒が入れ替わります（くわしくは「操作：駒の並べ方」）。</source>
        <translation>Before the game each player fills every square of their own territory with a face-down piece.&lt;br&gt;&lt;br&gt;• Mines and the flag may not stand on an entry square.&lt;br&gt;• The flag may not stand on the back row (the HQ included).&lt;br&gt;• A mine may stand in the HQ.&lt;br&gt;&lt;br&gt;Here you start from an automatic setup; choosing two squares one after the other swaps their pieces (see Controls: setting up).</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="24"/>
        <source>動かし方</source>
        <translation>Moving</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="25"/>
        <source>先手から 1 手ずつ交互に指し、パスはありません。「前」は相手の陣地の方向です。&lt;br&gt;&lt;br&gt;・将校、尉官、スパイ：上下左右に 1 マス。&lt;br&gt;・タンクと騎兵：上下左右に 1 マス、または間が空いていれば前へ 2 マス。&lt;br&gt;・工兵：縦横にまっすぐ何マスでも（駒にぶつかるまで）。&lt;br&gt;・飛行機：縦にまっすぐ何マスでも、駒も川も飛び越えます。横へは 1 マス。&lt;br&gt;・地雷と軍旗：動きません。&lt;br&gt;&lt;br&gt;飛行機以外は橋の上でしか川を越えられません。何マスも進む動きは、どちらの総司令部でも入ったところで止まります。総司令部からは c 列と d 列のどちらからでも前へ出られます。</source>
        <translation>The first player moves first, then the players alternate; passing is not allowed. &quot;Forward&quot; means toward the opponent.&lt;br&gt;&lt;br&gt;• Officers, lieutenants, captains and the spy: 1 square up, down, left or right.&lt;br&gt;• Tank and cavalry: 1 square in any of those directions, or 2 straight forward when the square between is empty.&lt;br&gt;• Engineer: any distance straight along a row or column, until blocked.&lt;br&gt;• Plane: any distance straight forward or backward, jumping over pieces and the river; 1 square sideways.&lt;br&gt;• Mine and flag: never move.&lt;br&gt;&lt;br&gt;Only the plane crosses the river off the bridges. Every multi-square move stops on entering an HQ, either side&apos;s. From an HQ a piece may leave forward along column c or d.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="28"/>
        <source>戦い</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="29"/>
        <source>相手の駒のいるマスへ進むと戦いです。飛行機が飛び越えた駒とは戦いません。審判が 2 枚を比べ、負けた駒を取り除きます。攻めた駒が勝てばそのマスへ進み、同じ強さなら 2 枚とも取り除かれます。&lt;br&gt;&lt;br&gt;強い順：大将、中将、少将、飛行機、タンク、大佐、中佐、少佐、大尉、中尉、少尉、騎兵、工兵、スパイ。ただしスパイは大将にだけは勝ちます（攻めても守っても）。&lt;br&gt;&lt;br&gt;地雷を攻めると、飛行機と工兵は地雷を取り除いて進みます。ほかの駒は地雷と一緒に消えます。地雷は一度きりです。&lt;br&gt;&lt;br&gt;審判が知らせるのは、戦いのマスと勝った側（または両方消えたこと）だけです。相手の駒の種類は、対局が終わるまで分かりません。</source>
        <translation>Moving onto an opponent&apos;s piece is an attack; pieces a plane jumps over are not touched. The referee compares the two pieces and removes the loser. If the attacker wins it takes the square; equal pieces are both removed.&lt;br&gt;&lt;br&gt;From strongest: general, lieutenant general, major general, plane, tank, colonel, lieutenant colonel, major, captain, first lieutenant, second lieutenant, cavalry, engineer, spy. The spy, however, beats the general, whether it attacks or defends.&lt;br&gt;&lt;br&gt;A plane or an engineer attacking a mine removes it and moves in; any other attacker is removed together with the mine. A mine works once.&lt;br&gt;&lt;br&gt;The referee only tells where the fight was and which side won (or that both were removed). Opponent types stay unknown until the game ends.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="32"/>
        <source>軍旗</source>
        <translation>Flag</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="33"/>
        <source>軍旗は、自分の側へ 1 段戻ったマスにいる味方の駒の強さで戦います（c2・d2 の軍旗なら総司令部の駒、後手なら c7・d7 と総司令部）。後ろが地雷なら地雷として扱います。&lt;br&gt;&lt;br&gt;どんな結果でも、取り除かれるのは軍旗（と負けた攻め手）だけで、後ろの駒は残ります。後ろが空いているか相手の駒なら、軍旗はどの駒にも負けます。</source>
        <translation>The flag fights with the strength of the friendly piece one row behind it, toward its owner&apos;s back row (for a flag on c2 or d2 that is the piece in the HQ; for the second player c7, d7 and their HQ). A mine behind it makes it fight as a mine.&lt;br&gt;&lt;br&gt;Whatever the result, only the flag (and a losing attacker) is removed; the piece behind stays. With an empty square or an opponent piece behind it, the flag loses to every attacker.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="36"/>
        <source>勝ち負け</source>
        <translation>Winning and drawing</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="37"/>
        <source>大将・中将・少将・大佐・中佐・少佐のどれかが相手の総司令部に入れば、その場で勝ちです。空いていても、中の駒に勝って入っても同じです。ほかの駒は入っても勝ちになりません。&lt;br&gt;&lt;br&gt;自分の番に指せる手がない側は負けです（動ける駒が全部なくなったときも）。&lt;br&gt;&lt;br&gt;戦いのない手が両者合わせて 100 手続くと引き分けです。戦いがあると数え直しになります。1 手の後にどちらも指せる手がないときも引き分けです。&lt;br&gt;&lt;br&gt;投了もできます。終わると、すべての駒が表になります。</source>
        <translation>A player wins at once when a general, lieutenant general, major general, colonel, lieutenant colonel or major enters the opponent&apos;s HQ, whether it is empty or taken by winning a fight there. Other pieces may enter without effect.&lt;br&gt;&lt;br&gt;A player with no legal move on their turn loses (this includes having no movable piece left).&lt;br&gt;&lt;br&gt;After 100 moves in a row without combat, counting both players, the game is drawn; a combat starts the count again. If after a move neither side can move, it is drawn too.&lt;br&gt;&lt;br&gt;You may also resign. At the end every piece is turned face up.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="40"/>
        <source>資料によって違うルール</source>
        <translation>Rules that differ between sources</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="44"/>
        <source>連盟ルール：盤と駒</source>
        <translation>Federation: board and pieces</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="45"/>
        <source>盤は 9×9 です。列は先手から見て左から a〜i、段は先手の側から 1〜9 で、1〜3 段が先手、7〜9 段が後手の陣地、間の 4〜6 段が川です。&lt;br&gt;&lt;br&gt;川を渡れるのは、×の字に架かった 1 本の橋だけです。橋の 4 つの端 c3・g3・c7・g7 を橋のたもとと呼び、c3 と g7、g3 と c7 がそれぞれ 1 本の腕で結ばれています。2 本の腕は川の真ん中の e5 で交わり、e5 は川の中でただ 1 つ駒が止まれるマスです。&lt;br&gt;&lt;br&gt;最後列の真ん中の 3 マス（d〜f）は合わせて 1 つの総司令部で、駒は 1 枚しか入りません。陣地はちょうど 25 マスで、駒も 1 人 25 枚です：元帥 1、大将 1、中将 1、少将 1、大佐 2、中佐 2、少佐 2、砲兵 2、工兵 3、タンク 2、スパイ 1、ジェット機 2、ミサイル 2、原爆 1、地雷 2。&lt;br&gt;&lt;br&gt;&lt;b&gt;この盤について&lt;/b&gt;&lt;br&gt;元にした連盟の説明には盤の写真が添えられていましたが、その写真は失われていて、文章から盤について分かるのは、9×9 が基本であること、橋が×型であること、橋のたもとが 4 か所あること、総司令部があることくらいです。このアプリの盤は一つの読み方です。25 枚の遊び方の陣地は 9×3 だったという記録に合わせ、×字の橋は 1 本で交点の e5 に止まれるものとし、総司令部は最後列の真ん中 3 マスを 1 つにまとめました（陣地を 25 マスにして、駒の数と合わせるためです）。</source>
        <translation>The board is 9×9. Columns are a–i from the first player&apos;s left, rows 1–9 from the first player&apos;s side: rows 1–3 are the first player&apos;s camp, rows 7–9 the second player&apos;s, and rows 4–6 between them a river.&lt;br&gt;&lt;br&gt;Only one X-shaped bridge crosses the river. Its four ends, c3, g3, c7 and g7, are the bridgeheads; one arm joins c3 and g7, the other g3 and c7. The arms cross at e5 in the middle of the river, the only river square a piece may stop on.&lt;br&gt;&lt;br&gt;The middle three squares of each back row (d to f) are one HQ, which holds one piece. A camp has exactly 25 squares, one for each of a player&apos;s 25 pieces: marshal 1, general 1, lieutenant general 1, major general 1, colonel 2, lieutenant colonel 2, major 2, artillery 2, engineer 3, tank 2, spy 1, jet 2, missile 2, atomic bomb 1, mine 2.&lt;br&gt;&lt;br&gt;&lt;b&gt;About this board&lt;/b&gt;&lt;br&gt;The federation&apos;s rules came with a photo of the board, and that photo is lost. From the text we only know that the board is basically 9×9, that the bridge is X-shaped, that there are four bridgeheads and that there is an HQ. This program&apos;s board is one reading: following a record that the 25-piece game&apos;s camp was 9×3, it has one X-shaped bridge whose crossing e5 a piece can stop on, and an HQ made of the back row&apos;s middle three squares (so that a camp has 25 squares, as many as the pieces).</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="48"/>
        <source>連盟ルール：並べ方と動かし方</source>
        <translation>Federation: setting up and moving</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="49"/>
        <source>&lt;b&gt;並べ方&lt;/b&gt;&lt;br&gt;自分の陣地の 25 マスに 1 枚ずつ駒を伏せて置きます。元帥だけは表向きで総司令部に置くので、場所も種類も相手に分かります。地雷は橋のたもと（先手は c3・g3、後手は c7・g7）に置けません。&lt;br&gt;&lt;br&gt;&lt;b&gt;動かし方&lt;/b&gt;（先手から交互に 1 手ずつ、パスなし）&lt;br&gt;・大将〜少佐：縦横に 1 マス。&lt;br&gt;・砲兵・工兵・タンク・スパイ：縦横にまっすぐ何マスでも。駒の手前で止まるか、相手の駒なら攻めます。総司令部に入ったところで止まります。&lt;br&gt;・ジェット機：盤のどのマスへも 1 手で飛べます。ただし自分の駒のいるマスと相手の総司令部へは行けません。相手の駒のいるマスなら攻めます。&lt;br&gt;・ミサイル：空いたマスへ縦横に 1 マス。相手の駒へは、いつも次の項の攻撃で向かいます。&lt;br&gt;・原爆：自分では動けません。縦横に隣り合ったミサイルが空いたマスへ動くとき、ミサイルの元のマスへ一緒に連れて行けます（2 枚で 1 手）。&lt;br&gt;・元帥と地雷：動けません。&lt;br&gt;&lt;br&gt;&lt;b&gt;橋の渡り方&lt;/b&gt;&lt;br&gt;歩いて動く駒は、橋のたもとから e5 へ行って止まるか、e5 が空いていれば同じ腕の向こう端まで 1 手で渡れます（c3 と g7、g3 と c7）。別の腕へ向きを変えるときは、いったん e5 で止まります。e5 からは 4 つのたもとのどれへでも 1 手です。渡った先からそのまま進み続けることはありません。</source>
        <translation>&lt;b&gt;Setting up&lt;/b&gt;&lt;br&gt;Each player fills the 25 squares of their camp with face-down pieces. Only the marshal stands face up, on the HQ, so its square and type are known to both. A mine may not stand on a bridgehead (c3 and g3 for the first player, c7 and g7 for the second).&lt;br&gt;&lt;br&gt;&lt;b&gt;Moving&lt;/b&gt; (the first player first, then in turn; no passing)&lt;br&gt;• General to major: one square along a row or column.&lt;br&gt;• Artillery, engineer, tank and spy: any distance along a row or column, stopping before a piece or attacking it if it is the opponent&apos;s. Entering an HQ ends the move.&lt;br&gt;• Jet: flies to any square of the board in one move, except a square holding its own piece and the opponent&apos;s HQ. Onto an opponent&apos;s piece it attacks.&lt;br&gt;• Missile: one square along a row or column onto an empty square. Against an opponent&apos;s piece it always strikes (next section).&lt;br&gt;• Atomic bomb: cannot move by itself. When a missile next to it (along a row or column) moves onto an empty square, the bomb may follow into the square the missile left (both in one move).&lt;br&gt;• Marshal and mine: never move.&lt;br&gt;&lt;br&gt;&lt;b&gt;Crossing the bridge&lt;/b&gt;&lt;br&gt;A piece moving on the ground goes from a bridgehead to e5 and stops there, or, when e5 is empty, straight along its arm to the far end in one move (c3 and g7, g3 and c7). To change arms, stop on e5 first. From e5 one move reaches any of the four bridgeheads. A piece never goes on past the end of the bridge in the same move.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="52"/>
        <source>連盟ルール：戦いとミサイル</source>
        <translation>Federation: combat and missiles</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="56"/>
        <source>連盟ルール：判定と勝ち負け</source>
        <translation>Federation: judgement and winning</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="57"/>
        <source>&lt;b&gt;駒を見せ合う判定（はじめの設定）&lt;/b&gt;&lt;br&gt;連盟ルールは、審判を置かずに 2 人で遊べるようにした決まりです。戦いがあると、戦った 2 枚を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。取り除かれた駒は表向きになります。ミサイルや原爆の攻撃では、判定された相手の駒と、空中衝突したミサイルを見せます。盤の上の駒はまた伏せられるので、見た駒を覚えておくことも腕のうちです。&lt;br&gt;&lt;br&gt;&lt;b&gt;審判あり&lt;/b&gt;&lt;br&gt;「ルール設定」で選べます。軍人将棋（6×8）と同じく、知らされるのは戦いのマスと勝ち負けだけです。攻撃なら、範囲のどのマスで駒が取り除かれたかと、空中衝突だったかどうかが分かります。駒の種類は対局が終わるまで分かりません。&lt;br&gt;&lt;br&gt;&lt;b&gt;勝ち負け&lt;/b&gt;&lt;br&gt;相手の元帥を取れば、その場で勝ちです。元帥に勝てるのは将校（大将〜少佐）だけで、攻められるのは、相手の総司令部の隣のマスに相手の駒が 1 枚もないときだけです。隣に 1 枚でもいるあいだは、その総司令部に入る手はありません。ジェット機もミサイルも総司令部は狙えません。&lt;br&gt;&lt;br&gt;ほかは軍人将棋（6×8）と同じです。戦い（攻撃を含む）のない手が両者合わせて 100 手続くと引き分け、自分の番に指せる手がない側は負け、1 手の後にどちらも指せなければ引き分けです。投了もできます。</source>
        <translation>&lt;b&gt;Open judgement (the initial setting)&lt;/b&gt;&lt;br&gt;The federation rules were made so that two people can play without a referee. In a combat both players see the two pieces, then the winner goes back face down; removed pieces lie face up. In a strike, the opponent pieces it judges and the missiles of an air collision are shown. Pieces on the board are turned down again, so remembering what you saw is part of the skill.&lt;br&gt;&lt;br&gt;&lt;b&gt;With a referee&lt;/b&gt;&lt;br&gt;An option under Rule settings. As in Gunjin Shogi (6×8), only the square and the outcome of a combat are announced; for a strike, which squares of the area lost a piece and whether it was an air collision. Types stay hidden until the game ends.&lt;br&gt;&lt;br&gt;&lt;b&gt;Winning&lt;/b&gt;&lt;br&gt;Taking the opponent&apos;s marshal wins at once. Only an officer (general to major) beats the marshal, and it may be attacked only while none of the opponent&apos;s pieces stands next to its HQ; while one does, no move may enter that HQ. Neither jets nor missiles can target an HQ.&lt;br&gt;&lt;br&gt;Everything else is as in Gunjin Shogi (6×8): 100 moves in a row without combat (strikes count as combat) are a draw, a side with no legal move on its turn loses, it is a draw when neither side can move after a move, and a player may resign.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="60"/>
        <source>操作：対局の始め方</source>
        <translation>Controls: starting a game</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="61"/>
        <source>&lt;b&gt;遊ぶゲームとルール&lt;/b&gt;&lt;br&gt;メニューの左の欄で「軍人将棋（6×8）」か「連盟ルール（9×9）」を押して選びます。細かい決まりは「ルール設定」で変えられ、いま使うルールはその上の「ルール：」の行に出ています。&lt;br&gt;&lt;br&gt;&lt;b&gt;相手と手番&lt;/b&gt;&lt;br&gt;・「初級」「中級」「上級」：その強さの CPU と対戦します。あなたが先手で、朱の駒を使います。&lt;br&gt;・「後手で始める（中級）」：中級の CPU が先に指し、あなたは白木の駒の後手です。盤は、あなたの陣地が手前に来る向きに回って表示されます。&lt;br&gt;・「この端末で 2 人で遊ぶ」：1 台の PC を 2 人で交代して使います（「操作：2 人で遊ぶとき」）。&lt;br&gt;・「友達と対戦（LAN）」：別の PC にいる友達と対戦します（「操作：友達と対戦（LAN）」）。&lt;br&gt;&lt;br&gt;&lt;b&gt;途中の対局&lt;/b&gt;&lt;br&gt;CPU 戦や 2 人の対局は、終わる前にやめても消えません。メニューに戻る、「もう一度」を押す、ウィンドウを閉じる、LAN の対局を始めるなどで中断した対局は記録に残り、メニューの上に「途中の対局があります」と出ます（いちばん新しいもの）。「続きから」を押すと、やめたところから指し続けられます。ほかの中断した対局は「棋譜」に「中断」として並び、行を押すとそこから続けられます。&lt;br&gt;&lt;br&gt;&lt;b&gt;そのほか&lt;/b&gt;&lt;br&gt;右上のボタンで日本語と English を切り替えます。言語、ルール、ウィンドウの大きさ、盤の見え方、効果音のオン・オフは次に起動したときも残ります。Ctrl+Q でアプリを終わります。</source>
        <translation>&lt;b&gt;Game and rules&lt;/b&gt;&lt;br&gt;In the left box of the menu, press Gunjin Shogi (6×8) or Federation rules (9×9). The details can be changed under Rule settings; the rules a new game will use are on the Rules: line above it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Opponent and turn order&lt;/b&gt;&lt;br&gt;• Easy, Medium, Hard: play the CPU at that strength. You move first, with the vermilion pieces.&lt;br&gt;• Play second (medium): the medium CPU moves first and you play second, with the plain wood pieces. The board is turned so that your camp is nearest to you.&lt;br&gt;• Two players on this computer: two people take turns at one PC (see Controls: two at one PC).&lt;br&gt;• Play a friend (LAN): play a friend at another PC (see Controls: playing a friend).&lt;br&gt;&lt;br&gt;&lt;b&gt;Unfinished games&lt;/b&gt;&lt;br&gt;A game against the CPU or between two players is never lost when it stops before its end. Stopped by going back to the menu, by Play again, by closing the window or by starting a LAN game, it stays recorded, and the top of the menu says a game was left unfinished (the newest one). Press Continue to play on from where it stopped. Other stopped games are listed in Game records as Stopped; press the row to go on from there.&lt;br&gt;&lt;br&gt;&lt;b&gt;Other&lt;/b&gt;&lt;br&gt;The buttons at the top right switch between 日本語 and English. The language, the rules, the window size, the board view and whether sound effects are on are kept for the next start. Ctrl+Q quits the app.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="64"/>
        <source>操作：駒の並べ方</source>
        <translation>Controls: setting up</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="65"/>
        <source>対局を始めると、自分の陣地にはおまかせで駒が並んでいます。そこから右の欄で直していきます。&lt;br&gt;&lt;br&gt;・&lt;b&gt;入れ替え&lt;/b&gt;：自分の陣地のマスを 2 つ続けて押すと、そこにある 2 枚が入れ替わります。1 つ目に押したマスには黄色の枠が付きます。同じマスをもう一度押すか Esc キーで、選ぶのをやめられます。地雷や軍旗が置けないマスへ動くことになる入れ替えは行わず、その理由をメッセージに出します。&lt;br&gt;・&lt;b&gt;動けない駒の注意&lt;/b&gt;：自分の地雷や軍旗（連盟ルールでは元帥も）と盤の端に囲まれて、ずっと動けない駒ができる並べ方にすると、ボタンの下に赤い字で、その駒とマスを出します。並べ方のきまりには合っているので、そのまま決定もできます。おまかせでは、そうした並べ方にはなりません。&lt;br&gt;・「おまかせで並べ直す」：別のおまかせの並べ方にします。&lt;br&gt;・「左右反転」：今の並べ方の左右を入れ替えます。&lt;br&gt;・「前回の並べ方」：この PC で最後に決定した並べ方（CPU 戦か友達との対戦のもの。ゲームごとに 1 つ）を呼び出します。先手のときに決めたものを後手で使うこともできます。2 人で遊ぶときは、相手に癖を知られないよう使えません。&lt;br&gt;・「1 手戻す」：入れ替え・並べ直し・反転・呼び出しを、新しいものから 1 回ずつ取り消します。&lt;br&gt;・「この並べ方で決定」：並べ終わったら押します。友達との対戦では「決定して相手を待つ」になり、対局が始まるまでは並べ替えられます（並べ替えると決定は取り消されるので、もう一度押します）。&lt;br&gt;&lt;br&gt;「1 手戻す」が使えるのは並べている間だけです。駒を動かし始めたら、指した手は取り消せません。戦いの結果を見てから指し直すことはできない決まりです。</source>
        <translation>When a game starts, your camp is already filled with an automatic setup. Change it with the buttons in the right panel.&lt;br&gt;&lt;br&gt;• &lt;b&gt;Swapping&lt;/b&gt;: press two squares of your camp one after the other and their pieces change places. The first square you press gets a yellow frame. Press it again, or press Esc, to drop it. A swap that would put a mine or the flag where it may not stand is not made; the message says why.&lt;br&gt;• &lt;b&gt;Pieces that can never move&lt;/b&gt;: if your arrangement leaves a piece boxed in for good by your own mines and flag (in the federation rules, the marshal too) and the board&apos;s edge, red text below the buttons names the piece and its square. The setup is allowed, so you may still confirm it. An automatic setup never does this.&lt;br&gt;• New automatic setup: replaces the setup with another automatic one.&lt;br&gt;• Mirror: swaps the left and right of the current setup.&lt;br&gt;• Last setup: brings back the setup last confirmed on this PC (in a game against the CPU or a friend; one for each game). One confirmed as the first player can be used as the second. It is not available when two people share the PC, so that neither learns the other&apos;s habits.&lt;br&gt;• Undo: takes back swaps, new setups, mirrors and loaded setups, the latest first, one at a time.&lt;br&gt;• Confirm this setup: press it when you are done. Against a friend it reads Commit and wait for your opponent; until the game starts you may still rearrange (that withdraws the commitment, so press it again).&lt;br&gt;&lt;br&gt;Undo is there only while you set up. Once pieces move, a move cannot be taken back: nobody may replay a move after seeing what a combat revealed.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="68"/>
        <source>操作：指し方と盤の印</source>
        <translation>Controls: moves and marks</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="69"/>
        <source>&lt;b&gt;指し方&lt;/b&gt;&lt;br&gt;自分の番になったら、動かす駒を押し、続けて行き先を押します（マウスで 1 回ずつクリック）。選んだ駒は少し持ち上がります。別の自分の駒を押すと、その駒に選び替えます。選ぶのをやめるときは、その駒をもう一度押すか、行き先でない空きマスを押すか、Esc キーを押します。&lt;br&gt;&lt;br&gt;&lt;b&gt;盤の印&lt;/b&gt;&lt;br&gt;・黄色の枠：選んでいる駒のマス（並べるときは入れ替えの 1 つ目）。&lt;br&gt;・緑の丸：選んだ駒が進める空きマス。&lt;br&gt;・赤い枠と、その上に浮かぶ赤い印：選んだ駒で攻め込める相手の駒。&lt;br&gt;・橙色の枠：直前の手で駒が動いたマスの元と行き先。&lt;br&gt;・青い輪：キーボードのカーソル（「操作：視点とキーボード」）。&lt;br&gt;&lt;br&gt;&lt;b&gt;戦いの結果&lt;/b&gt;&lt;br&gt;戦いがあると、そのマスから光の輪が広がります。金色はあなたの駒の勝ち、赤はあなたの駒の負け、白は両方とも取り除かれたときです。結果は右の欄のメッセージと、その下の戦いの記録（新しいものが上）にも出ます。あなたの駒は名前で、相手の駒は「相手の駒」と書かれます。取られたあなたの駒は名前と枚数で、取った相手の駒は枚数だけが出ます。手数と、戦いのない手の数（100 で引き分け）も出ています。&lt;br&gt;&lt;br&gt;&lt;b&gt;右の欄のボタン&lt;/b&gt;&lt;br&gt;・「勝敗表」：駒ごとに、攻めたときに勝つ相手・相打ちになる相手・負ける相手を見られます。&lt;br&gt;・「遊び方・ルール」：このヘルプを開きます。&lt;br&gt;・「投了」：確かめてから、負けを認めて対局を終えます。&lt;br&gt;・「もう一度」：同じ相手とルールで、並べるところから始め直します。&lt;br&gt;・「遊び方を選び直す」：メニューに戻ります。&lt;br&gt;対局の途中で「もう一度」や「遊び方を選び直す」を押すと、やめてよいか確かめます。&lt;br&gt;&lt;br&gt;&lt;b&gt;対局が終わったら&lt;/b&gt;&lt;br&gt;すべての駒が表になり、結果の窓が開きます。「もう一度」「振り返る（棋譜）」「盤を見る」（窓を閉じて盤をながめる）「遊び方を選び直す」から選びます。&lt;br&gt;&lt;br&gt;&lt;b&gt;駒を見せ合う判定のとき&lt;/b&gt;&lt;br&gt;「見た駒を覚えておく（記憶の助け）」に印を付けると、戦いで見えた相手の駒に、その後も名前が出たままになります。&lt;br&gt;&lt;br&gt;&lt;b&gt;連盟ルールのミサイル&lt;/b&gt;&lt;br&gt;ミサイルを選ぶと、狙える相手の駒に薄い赤の細い枠が付きます。マウスを相手の駒に重ねると、その駒に赤い枠と印が付き、攻撃が届くマスが赤く光ります（ボタンの盤では、ボタンに重ねるか、キーボードで選んだとき）。隣に原爆があるときは「ミサイル（十字 5 マス）」と「原爆を発射（3×3）」を切り替えられます。「隣の原爆を引いて動く」に印を付けると、ミサイルが空きマスへ動くときに原爆を連れて行きます。</source>
        <translation>&lt;b&gt;Moving&lt;/b&gt;&lt;br&gt;On your turn, press the piece to move, then its destination (one click each with the mouse). The chosen piece lifts a little. Pressing another of your pieces chooses that one instead. To drop the choice, press the piece again, press an empty square that is not a destination, or press Esc.&lt;br&gt;&lt;br&gt;&lt;b&gt;Marks on the board&lt;/b&gt;&lt;br&gt;• Yellow frame: the chosen piece (while setting up, the first square of a swap).&lt;br&gt;• Green dot: an empty square the chosen piece can move to.&lt;br&gt;• Red frame, with a red marker floating above: an opponent piece the chosen piece can attack.&lt;br&gt;• Orange frames: the squares the last move left and reached.&lt;br&gt;• Blue ring: the keyboard cursor (see Controls: view and keys).&lt;br&gt;&lt;br&gt;&lt;b&gt;Combat results&lt;/b&gt;&lt;br&gt;A combat sends a ring of light across its square: gold when your piece won, red when it lost, white when both were removed. The result also appears in the message in the right panel and in the combat list below it (newest at the top). Your pieces are named; the opponent&apos;s are called &quot;the opponent&apos;s piece&quot;. Your removed pieces are listed by name and number, the opponent&apos;s by number only. The move count and the moves without combat (100 make a draw) are shown too.&lt;br&gt;&lt;br&gt;&lt;b&gt;Buttons in the right panel&lt;/b&gt;&lt;br&gt;• Combat table: for each piece, what it beats, ties with and loses to when it attacks.&lt;br&gt;• How to play: opens this help.&lt;br&gt;• Resign: after a confirmation, concede and end the game.&lt;br&gt;• Play again: start again from the setup, with the same opponent and rules.&lt;br&gt;• Change game: back to the menu.&lt;br&gt;During a game, Play again and Change game ask before they end it.&lt;br&gt;&lt;br&gt;&lt;b&gt;When the game ends&lt;/b&gt;&lt;br&gt;Every piece turns face up and the result window opens: choose Play again, Review the game, See the board (close the window and look at the board) or Change game.&lt;br&gt;&lt;br&gt;&lt;b&gt;With open judgement&lt;/b&gt;&lt;br&gt;Tick Remember the pieces you have seen (memory aid), and an opponent piece a combat showed keeps its name afterwards.&lt;br&gt;&lt;br&gt;&lt;b&gt;Federation missiles&lt;/b&gt;&lt;br&gt;With a missile chosen, the opponent pieces it can strike get a thin light-red frame. Hold the mouse over one: it gets a red frame and marker, and the squares the strike would reach glow red (on the button board, point at the button or move the keyboard focus to it). When the atomic bomb stands next to the missile, switch between Missile (5-square cross) and Launch the A-bomb (3 × 3). Tick Tow the A-bomb next to it and the bomb comes along when the missile moves to an empty square.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="72"/>
        <source>操作：メモ（相手の駒の推測）</source>
        <translation>Controls: notes (guessing the opponent&apos;s pieces)</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="76"/>
        <source>操作：視点とキーボード</source>
        <translation>Controls: view and keys</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="77"/>
        <source>&lt;b&gt;3D の盤&lt;/b&gt;&lt;br&gt;・盤の上でドラッグすると視点が回ります。左右に動かすと盤のまわりを回り、上下に動かすと見下ろす角度が変わります。駒の上から始めても、動かせばドラッグになります。&lt;br&gt;・マウスのホイールで近づいたり離れたりします。タッチ画面では、2 本の指で広げると近づき、つまむと離れます。&lt;br&gt;・盤の右上の「斜めから」で、はじめの角度と距離に戻ります。「真上から」では盤を真上から見下ろし、駒を寝かせて字が読めるようにします。&lt;br&gt;・「駒に英語名」を押すと、駒の漢字の下に英語の略称が出ます（English 表示でははじめから出ています）。&lt;br&gt;・後手のときは、自分の陣地が手前に来るように盤を回して表示します。&lt;br&gt;選んだ見え方は、次の対局にも引き継がれます。&lt;br&gt;&lt;br&gt;&lt;b&gt;ボタンで操作&lt;/b&gt;&lt;br&gt;盤の右上の「ボタンで操作」を押すと、3D の盤の代わりに、1 つ 1 つのマスをボタンにした盤が出ます。まわりに列の文字と段の数字が付き、自分の駒は名前、種類の分からない相手の駒は ■、進める空きマスは ● で示します。枠の色は 3D の盤と同じです。3D の表示が重い PC でも、この盤だけで遊べます。ボタンには、画面読み上げ用にマス・駒・状態の名前が付いています。「斜めから」か「真上から」で 3D の盤に戻ります。&lt;br&gt;&lt;br&gt;&lt;b&gt;キーボード&lt;/b&gt;&lt;br&gt;・Tab と Shift+Tab で、盤と画面のボタンの間をフォーカスが移ります。フォーカスのある所は青い枠で示します。盤は 1 か所として数えます。&lt;br&gt;・盤では、矢印キーでカーソル（3D の盤では青い輪、ボタンの盤ではフォーカスのあるボタン）を画面で見た向きに動かし、Enter か Space でそのマスを押します。&lt;br&gt;・ボタンは Space で押します。確かめる窓や結果の窓では Enter でも押せます（はじめはその窓の答えのボタンにフォーカスがあります）。&lt;br&gt;・Esc：選んだ駒を放します。開いている窓は閉じます。&lt;br&gt;・このヘルプ：↑ と ↓ で項を選び、PageUp と PageDown（または Space）で本文を送り、Home と End で本文の先頭と末尾へ行きます。Esc で閉じます。&lt;br&gt;・Ctrl+Q：アプリを終わります。</source>
        <translation>&lt;b&gt;The 3D board&lt;/b&gt;&lt;br&gt;• Drag on the board to turn the view: sideways to go round the board, up and down to change how steeply you look down. A drag may start on a piece; once the pointer moves, it is a drag.&lt;br&gt;• The mouse wheel moves closer or further away. On a touch screen, spread two fingers to move closer and pinch them to move away.&lt;br&gt;• Oblique, at the top right of the board, returns to the first angle and distance. From above looks straight down and lays the pieces flat so that their names can be read.&lt;br&gt;• English names adds English abbreviations under the kanji of the pieces (on from the start in English).&lt;br&gt;• When you play second, the board is turned so that your camp is nearest to you.&lt;br&gt;The view you choose carries on to the next game.&lt;br&gt;&lt;br&gt;&lt;b&gt;Buttons&lt;/b&gt;&lt;br&gt;Buttons, at the top right of the board, replaces the 3D board with a board of buttons, one per square, with the column letters and row numbers around it. Your pieces show their names, opponent pieces of unknown type ■, and empty squares you can move to ●; the frames have the colours of the 3D board. It plays the whole game without the 3D view, on a slow PC too. Every button carries a name for screen readers (square, piece, state). Oblique or From above brings the 3D board back.&lt;br&gt;&lt;br&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;br&gt;• Tab and Shift+Tab move the focus between the board and the buttons on screen; a blue frame shows where it is. The board counts as one stop.&lt;br&gt;• On the board, the arrow keys move the cursor (a blue ring on the 3D board, the focused button on the board of buttons) in the direction you see on screen; Enter or Space presses that square.&lt;br&gt;• Space presses a button. In a dialog that asks you something, and in the result window, Enter presses it too (the focus starts on its answer).&lt;br&gt;• Esc drops the chosen piece, and closes an open window.&lt;br&gt;• In this help: ↑ and ↓ choose a section, PageUp and PageDown (or Space) scroll the text, Home and End go to its top and bottom, Esc closes.&lt;br&gt;• Ctrl+Q quits the app.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="80"/>
        <source>操作：2 人で遊ぶとき</source>
        <translation>Controls: two at one PC</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="84"/>
        <source>操作：友達と対戦（LAN）</source>
        <translation>Controls: playing a friend</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="88"/>
        <source>操作：棋譜と振り返り</source>
        <translation>Controls: game records</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="93"/>
        <source>軍人将棋（6×8）のはじめの設定での心得です。［ ］の数字は「出典」の項の番号です。&lt;br&gt;&lt;br&gt;&lt;b&gt;大将と総司令部&lt;/b&gt;&lt;br&gt;・総司令部には大将を入れるか、地雷を入れて大将をすぐ隣に置きましょう。大将が守っている限り、中将から少佐までの駒は攻め込んでも負けるので、占領されません。&lt;br&gt;・総司令部の守りを飛行機だけに任せると、飛行機が飛び立ったとたんに空になります。&lt;br&gt;・大将は攻めの先頭に出さず、終盤まで取っておきましょう［9］。居場所を知られると、相手のスパイに狙われます。&lt;br&gt;&lt;br&gt;&lt;b&gt;軍旗&lt;/b&gt;&lt;br&gt;・軍旗のすぐ後ろには大将・中将か地雷を置きましょう。後ろが地雷なら、地雷がもう 1 枚あるのと同じ働きをします。後ろの駒が動いたり取られたりすると、そのぶん軍旗は弱くなります［9］。&lt;br&gt;&lt;br&gt;&lt;b&gt;相手の駒を探る&lt;/b&gt;&lt;br&gt;・一度も動いていない相手の駒は、地雷か軍旗かもしれません。大将・中将・少将は、動いたことのある駒（地雷ではないと分かった駒）に向けましょう。動かない駒は、飛行機か、尉官・騎兵で確かめます［9］。&lt;br&gt;・動いたことのある駒を調べるなら中将です。勝てばそのまま取れ、負ければ相手は大将だと分かります。大将が見つかったらスパイを向けましょう。ただし、スパイをいつも中将のそばに置いていると、読まれて狙われます［9］。&lt;br&gt;・尉官や騎兵で探って相打ち（両方とも取り除かれる）になったら、相手は同じ種類の駒か地雷、または後ろに同じ種類の駒か地雷がいる軍旗です。軍旗だったなら、後ろの駒はまだ盤に残っています［9］。&lt;br&gt;・負けた駒からも相手を絞り込めます。たとえば中尉を取った駒は大尉以上なので、そこへ大尉を送っても勝てません［9］。&lt;br&gt;・動き方も手がかりです。前へ 2 マス進んだ駒はタンク・騎兵・工兵・飛行機のどれか、横へ 2 マス以上進んだ駒は工兵、駒や川を飛び越えた駒は飛行機です［9］。&lt;br&gt;&lt;br&gt;&lt;b&gt;自分の駒を隠す&lt;/b&gt;&lt;br&gt;・反対に、飛行機の飛び越しや工兵の横への長い移動は、こちらの駒の種類を相手に教えてしまいます。序盤はほかの駒と同じように 1 マスずつ動かすのも手です［9］。&lt;br&gt;&lt;br&gt;&lt;b&gt;総司令部に入る前に&lt;/b&gt;&lt;br&gt;・相手の総司令部に将校を入れる前に、そこにいる駒へ飛行機か工兵を当てて、地雷でないか確かめましょう。飛行機と工兵は地雷に勝ちますが、将校は地雷と一緒に消えてしまいます［9］。</source>
        <translation>Advice for Gunjin Shogi (6×8) with its initial settings. Numbers in [ ] refer to the Sources section.&lt;br&gt;&lt;br&gt;&lt;b&gt;The general and the HQ&lt;/b&gt;&lt;br&gt;• Put the general in your HQ, or a mine there with the general right next to it. As long as the general guards it, any lieutenant general down to a major that attacks loses, so the HQ cannot be occupied.&lt;br&gt;• Leave the HQ to a plane alone and it is empty the moment the plane takes off.&lt;br&gt;• Do not lead attacks with the general; keep it for the end game [9]. Once its square is known, the opponent&apos;s spy will hunt it.&lt;br&gt;&lt;br&gt;&lt;b&gt;The flag&lt;/b&gt;&lt;br&gt;• Put the general, the lieutenant general or a mine right behind your flag. With a mine behind it the flag works like one more mine. When the piece behind moves away or is taken, the flag is weaker by as much [9].&lt;br&gt;&lt;br&gt;&lt;b&gt;Probing the opponent&lt;/b&gt;&lt;br&gt;• An opponent piece that has never moved may be a mine or the flag. Send the general, lieutenant general and major general only against pieces that have moved (known not to be mines). Test pieces that never move with a plane, a lieutenant or the cavalry [9].&lt;br&gt;• To find out what a piece that has moved is, use the lieutenant general: if it wins it takes the piece, if it loses the piece is the general. Once you know where the general is, go for it with the spy. But a spy always kept next to the lieutenant general is read and hunted [9].&lt;br&gt;• If a lieutenant or the cavalry probing a piece ties (both are removed), that piece was of the same type, a mine, or a flag with a piece of the same type or a mine behind it. If it was the flag, the piece behind is still on the board [9].&lt;br&gt;• A lost piece narrows things down too: a piece that took your first lieutenant is a captain or stronger, so sending a captain there cannot win [9].&lt;br&gt;• So does movement. A piece that went 2 squares forward is a tank, the cavalry, an engineer or a plane; one that went 2 or more squares sideways is an engineer; one that jumped a piece or the river is a plane [9].&lt;br&gt;&lt;br&gt;&lt;b&gt;Hiding your own&lt;/b&gt;&lt;br&gt;• The other way round, a plane jumping or an engineer sliding far sideways tells your opponent what it is. Early on, moving them one square at a time like any other piece is worth considering [9].&lt;br&gt;&lt;br&gt;&lt;b&gt;Before entering the HQ&lt;/b&gt;&lt;br&gt;• Before sending an officer into the opponent&apos;s HQ, hit whatever stands there with a plane or an engineer to make sure it is not a mine. Planes and engineers beat mines; an officer is removed together with the mine [9].</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="97"/>
        <source>&lt;b&gt;名前&lt;/b&gt;&lt;br&gt;伏せて並べた駒どうしがぶつかると、審判だけが 2 枚を見比べ、負けた方を取り除く遊びです。駒は大きさも裏もそろっているので、相手の駒の種類は分かりません。明治から売られた箱の多くは「行軍将棋」と名乗り、「軍人将棋」は世間の呼び名として広まりました。辞典も「行軍将棋」を見出しにして、「軍人将棋」「いくさ将棋」を別名に挙げています［1・4・5］。&lt;br&gt;&lt;br&gt;&lt;b&gt;明治&lt;/b&gt;&lt;br&gt;だれがいつ考えたのかは分かっていません。いちばん古い確かな記録は 1895 年（明治 28 年）のものです。京都府亀岡の 10 歳の少年、荒川實は、この年の 10 月 7 日に内藤半月堂で行軍将棋を買って帰り、父と遊んだことを日記に残しました。日記には、その後も父や友達と遊んだことが出てきます。同じ年に刷られた盤は、写真集『おもちゃ博物館』で見られます。日露戦争のころに生まれたとする説や、欧米から入ってきたとする説は、高橋浩徳がこうした記録をもとに否定しています［1・2］。&lt;br&gt;明治の盤の説明書では、駒は 1 人 35 枚、陣地は横 7・縦 5 マスで、まっすぐな通路 3 本が 2 つの陣地を結んでいました。2 人に行司役（審判）を加えた 3 人で遊び、相手の本営に入った方が勝ちです。行司役がいなければ駒を表にして 2 人で遊んでもよい、と書いた盤もありました。1900 年には作家の幸田露伴が読売新聞の取材で、無地の同じ大きさの駒に印を付け、審判がそばで判定する「師団将棋」を紹介しています［1・3］。&lt;br&gt;1907 年の『世界遊戯法大全』は「いくさ将棊」を取り上げ、日清戦争のころに始まったものかとしたうえで、全国に広まっているので説明は要らないと記しています。1910 年 1 月の東京朝日新聞は、のちの昭和天皇を含む 3 人の皇孫が行軍将棋で遊ぶ姿を伝えました。泉鏡花の『日本橋』（1914 年）や小林多喜二の『不在地主』（1929 年）にもこの遊びが出てきて、辞典の用例になっています。芥川龍之介の小説「少年」にも「行軍将棋」の名が見えます［1・4・5・12］。&lt;br&gt;&lt;br&gt;&lt;b&gt;大正から昭和の初め&lt;/b&gt;&lt;br&gt;駒には、その時代の新しい兵器が加わっていきました。大正時代にはタンクの駒を入れた製品があったとみられ、のちの箱には「タンク・ヒコーキ入」とうたわれています（市販品の「ヒコーキ」を、このアプリでは「飛行機」と書いています）。駒の数は 23 枚と 31 枚が主な形になりました。世界大百科事典によれば、流行したのは大正の終わりから昭和の初めにかけてです［1・3・4］。&lt;br&gt;&lt;br&gt;&lt;b&gt;戦後&lt;/b&gt;&lt;br&gt;原爆や元帥などの駒を入れた製品も出ました。1955 年 11 月の読売新聞は、将棋の駒の産地である山形県天童の業者の売れ行きが、戦前の年およそ 50 万組を軽く超えたと報じています。同じ年の 6 月には、毎日新聞の投書欄に「行軍将棋を追放せよ」という投書が載りました。昭和 40 年代（1965〜74 年）にはミサイルの駒を入れた製品が、1976 年には審判の代わりに駒の強弱を判定する仕掛けの付いた製品が売り出されています。1970 年代の前半までは街のおもちゃ屋でまだ買えましたが、やがて店から消えていきました。審判役を入れて 3 人そろわないと遊べないことは、遊ばれなくなった理由の一つに数えられています［1・3・12］。&lt;br&gt;1998 年には、この遊びをもう一度広めようと日本軍人将棋連盟が作られ、1970 年ごろのタカラの製品をもとに、審判なしで遊べる公式ルールを定めました。このアプリの連盟ルール（9×9）はこれに基づいています［12］。&lt;br&gt;&lt;br&gt;海外での広がりと似たゲームは「海外と似たゲーム」の項にあります。</source>
        <translation>&lt;b&gt;The name&lt;/b&gt;&lt;br&gt;When two face-down pieces meet, only the referee compares them and removes the loser. All pieces have the same size and the same back, so you cannot tell your opponent&apos;s apart. Most boxes sold since the Meiji era called it 行軍将棋 (kōgun shōgi, marching shogi); 軍人将棋 (gunjin shōgi, soldiers&apos; shogi) spread as the everyday name. Dictionaries, too, list it under 行軍将棋, with 軍人将棋 and いくさ将棋 (ikusa shōgi) as other names [1, 4, 5].&lt;br&gt;&lt;br&gt;&lt;b&gt;Meiji&lt;/b&gt;&lt;br&gt;Nobody knows who invented it, or when. The oldest sure record is from 1895 (Meiji 28): 荒川實, a ten-year-old boy in Kameoka near Kyoto, wrote in his diary that on 7 October he bought a kōgun shōgi at the shop 内藤半月堂 and played it with his father at home; later entries show him playing with his father and friends. A board printed the same year appears in the photo book Omocha Hakubutsukan (Toy Museum). Hironori Takahashi rejects, on these records, the theories that the game was made around the Russo-Japanese War or came from Europe or America [1, 2].&lt;br&gt;The instructions of Meiji boards give each player 35 pieces on a camp 7 squares wide and 5 deep, with three straight paths joining the two camps. Two players and an umpire (the referee) made three, and entering the opponent&apos;s headquarters won. Some boards said that without an umpire two could play with the pieces face up. In 1900 the writer Koda Rohan told the Yomiuri Shimbun about &quot;division shogi&quot;, played with plain pieces of one size, marked on the back, and judged by a referee sitting beside the board [1, 3].&lt;br&gt;In 1907 the Sekai Yugiho Taizen (a compendium of the world&apos;s games) took up &quot;ikusa shōgi&quot;, guessed it dated from the time of the Sino-Japanese War, and wrote that it was known all over the country and needed no explanation. In January 1910 the Tokyo Asahi Shimbun reported three imperial grandsons, the future Showa Emperor among them, playing kōgun shōgi. The game appears in Izumi Kyoka&apos;s Nihonbashi (1914) and Kobayashi Takiji&apos;s Absentee Landlord (1929), quoted in dictionaries, and the name 行軍将棋 turns up in Akutagawa Ryunosuke&apos;s story &quot;A Boy&quot; [1, 4, 5, 12].&lt;br&gt;&lt;br&gt;&lt;b&gt;Taisho to early Showa&lt;/b&gt;&lt;br&gt;The pieces took in the new weapons of each age. Sets with a tank seem to have existed in the Taisho era, and later boxes advertised &quot;tank and plane included&quot; (the sets wrote ヒコーキ; this program writes 飛行機). 23 and 31 pieces became the main forms. According to the Heibonsha World Encyclopedia, the game was at its most popular from the late Taisho to the early Showa era [1, 3, 4].&lt;br&gt;&lt;br&gt;&lt;b&gt;After the war&lt;/b&gt;&lt;br&gt;Sets with pieces such as the atomic bomb and the marshal appeared. In November 1955 the Yomiuri Shimbun reported that makers in Tendo, Yamagata, the home of shogi pieces, were selling well beyond the roughly 500,000 sets a year of before the war. In June of the same year a letter in the Mainichi Shimbun had demanded that kōgun shōgi be banished. Sets with missiles came out in the Showa 40s (1965–74), and in 1976 a set with a device that judged the pieces in place of a referee. Until the early 1970s it could still be bought at a toy shop in town, but it slowly disappeared. Needing three people, the referee included, is counted among the reasons it stopped being played [1, 3, 12].&lt;br&gt;In 1998 the Japan Gunjin Shogi Federation was founded to revive the game, and set official rules, based on a Takara set of about 1970, that need no referee. This program&apos;s federation rules (9×9) follow them [12].&lt;br&gt;&lt;br&gt;For the game abroad and related games, see Abroad and related games.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="100"/>
        <source>海外と似たゲーム</source>
        <translation>Abroad and related games</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="101"/>
        <source>&lt;b&gt;ドイツでの紹介&lt;/b&gt;&lt;br&gt;1905 年、ドイツの雑誌『モナートシェフテ』で、ユングハンス博士が日本の新しい戦争ゲームとして行軍将棋を紹介しました。陣地は横 7・縦 5 マス、通路はまっすぐな 3 本、駒は 35 枚で、日本の 35 枚の行軍将棋と同じ作りです。ただし勝ち方を本部の占領か旗を取ることとしていて、旗の部分だけが日本のルールと違います［1］。&lt;br&gt;&lt;br&gt;&lt;b&gt;特許とラタック、ストラテゴ&lt;/b&gt;&lt;br&gt;その後、よく似た戦争ゲームの特許が続けて出願されました。1907 年にユリー・ベルクがフランスと英国で、1908 年 4 月にジョセフィン・ティルデンが米国で、同じ年の 11 月にエルマンス・エダンがフランスで出願しています［1・6・7・8］。&lt;br&gt;エダンのゲームは 1909〜1910 年に「ラタック（L&apos;Attaque）」の名で売り出され、1925 年からは権利を買った英国のギブソン社が売りました。ストラテゴ（Stratego）はラタックに少し手を加えたゲームで、オランダで作られ、1942 年に名前が登録されています［1・10・11］。&lt;br&gt;どちらのゲームでも、攻めたときに 2 枚の駒を見せ合い、相手の旗を取れば勝ちです。軍人将棋では、審判が駒を伏せたまま判定し、総司令部を占領すれば勝ちです。&lt;br&gt;&lt;br&gt;&lt;b&gt;どちらが先か&lt;/b&gt;&lt;br&gt;高橋浩徳（2016 年）は、欧米の同じ種類のゲームはどれも 1909 年より後に売られていて、いちばん古いものも 1905 年の雑誌にある日本の行軍将棋をもとに作られた可能性が高いとし、発祥は日本だと結論しています。フランスのゲーム研究家ミシェル・ブタンも、エダンには軍人将棋を知る機会があったと論じていますが、結びでは、着想の出どころはどうあれ、エダンは間接的に極東の遊びを西洋へ運んだ、と述べるにとどめています。これに対し、歴史家ティエリー・ドゥポーリスは、エダンが 1880 年代に作った遊びが特許の元になったとみています。高橋もブタンも、1909 年より前のラタックの記録は見つけていません［1・2・10］。&lt;br&gt;&lt;br&gt;&lt;b&gt;似たしくみのゲーム&lt;/b&gt;&lt;br&gt;相手に見えない情報を、返ってくる結果から推理していく点では、数当ての「ヒットアンドブロー」と通じます。駒を動かして相手の駒を取り合う点では、チェッカー（ドラフツ）と同じ仲間です。</source>
        <translation>&lt;b&gt;Introduced in Germany&lt;/b&gt;&lt;br&gt;In 1905 Dr. Junghans presented kōgun shōgi in the German magazine Monatshefte as a new Japanese war game. Its camps of 7 by 5 squares, three straight paths and 35 pieces match the Japanese 35-piece game. Only the way of winning differs: occupying the headquarters or taking the flag, the flag being the one point not in the Japanese rules [1].&lt;br&gt;&lt;br&gt;&lt;b&gt;Patents, L&apos;Attaque and Stratego&lt;/b&gt;&lt;br&gt;Patents for similar war games followed: by Julie Berg in France and Britain in 1907, by Josephine Tilden in the United States in April 1908, and by Hermance Edan in France in November of the same year [1, 6, 7, 8].&lt;br&gt;Edan&apos;s game was sold from 1909–1910 as L&apos;Attaque; from 1925 the British firm Gibsons, having bought the rights, sold it. Stratego, a slightly changed L&apos;Attaque, was made in the Netherlands and its name registered in 1942 [1, 10, 11].&lt;br&gt;In both, the two pieces of an attack are shown to both players, and taking the opponent&apos;s flag wins. In Gunjin Shogi a referee judges with the pieces face down, and occupying the HQ wins.&lt;br&gt;&lt;br&gt;&lt;b&gt;Which came first&lt;/b&gt;&lt;br&gt;Hironori Takahashi (2016) finds that every Western game of the kind was sold after 1909, that the oldest was most likely made from the 1905 magazine&apos;s account of the Japanese kōgun shōgi, and concludes that the game began in Japan. The French games historian Michel Boutin also argues that Edan had a chance to know Gunjin Shogi, but in his conclusion only says that, whatever inspired him, Edan indirectly brought a game of the Far East to the West. The historian Thierry Depaulis, on the other hand, holds that Edan&apos;s patent grew out of a game he had made in the 1880s. Neither Takahashi nor Boutin found any record of L&apos;Attaque before 1909 [1, 2, 10].&lt;br&gt;&lt;br&gt;&lt;b&gt;Games that work alike&lt;/b&gt;&lt;br&gt;Working out hidden information from the answers you get back is what the number-guessing game Hit and Blow is about. Moving pieces to take the opponent&apos;s makes it a relative of checkers (draughts).</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="104"/>
        <source>出典</source>
        <translation>Sources</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="109"/>
        <source>&lt;b&gt;いつからある遊びですか？&lt;/b&gt;&lt;br&gt;遅くとも 1895 年には売られていました。考えた人は分かっていません。&lt;br&gt;&lt;br&gt;&lt;b&gt;大将に勝てるのは？&lt;/b&gt;&lt;br&gt;軍人将棋（6×8）ではスパイだけです。攻めても守っても勝ちます。大将どうし、大将と地雷は両方消えます。後ろにスパイがいる軍旗を大将が攻めると、大将が負けます。&lt;br&gt;&lt;br&gt;&lt;b&gt;タンクと工兵はどちらが強い？&lt;/b&gt;&lt;br&gt;はじめの設定ではタンクです。資料によっては工兵で、「ルール設定」で工兵の勝ちにもできます。&lt;br&gt;&lt;br&gt;&lt;b&gt;大将を取られたら負け？&lt;/b&gt;&lt;br&gt;はじめの設定ではいいえ。勝ち負けは総司令部の占領と、指せる手が残っているかで決まります。ただし将校 6 種類を全部失うと、占領では勝てなくなります。勝ち方を「大将を倒す」にすると、大将を失った側の負けです。連盟ルールで取られたら負けなのは元帥です。&lt;br&gt;&lt;br&gt;&lt;b&gt;相手に自分の駒は見えますか？&lt;/b&gt;&lt;br&gt;審判が伏せたまま判定するときは見えません。CPU もあなたの駒の種類を見ずに、動きと戦いの結果から推理して指します。駒を見せ合う判定（連盟ルールのはじめの設定）では、戦った駒だけが両方に見え、勝った駒はまた伏せられます。2 人で遊ぶときは、手番ごとに幕で画面を隠します。&lt;br&gt;&lt;br&gt;&lt;b&gt;引き分けになるのは？&lt;/b&gt;&lt;br&gt;戦いのない手が 100 手続いたとき、または 1 手の後にどちらも指せないときです。&lt;br&gt;&lt;br&gt;&lt;b&gt;審判がいなくても遊べますか？&lt;/b&gt;&lt;br&gt;はい。このアプリのプログラムが審判を務め、指す人には自分の駒の種類だけを見せます。&lt;br&gt;&lt;br&gt;&lt;b&gt;友達と同じルールで遊ぶには？&lt;/b&gt;&lt;br&gt;「ルール設定」のルールコードを「コピー」して送ります。受け取った人は、同じ画面の「コードを貼り付けて使う」に貼り付けて「適用」を押します。</source>
        <translation>&lt;b&gt;How old is the game?&lt;/b&gt;&lt;br&gt;It was on sale by 1895 at the latest. Nobody knows who invented it.&lt;br&gt;&lt;br&gt;&lt;b&gt;What beats the general?&lt;/b&gt;&lt;br&gt;In Gunjin Shogi (6×8), only the spy, whether attacking or defending. Two generals, or a general and a mine, are both removed. A general attacking a flag with the spy behind it loses.&lt;br&gt;&lt;br&gt;&lt;b&gt;Tank or engineer?&lt;/b&gt;&lt;br&gt;In the initial setting the tank wins. Some sources say the engineer, and you can choose that under Rule settings.&lt;br&gt;&lt;br&gt;&lt;b&gt;Do I lose when my general is taken?&lt;/b&gt;&lt;br&gt;Not in the initial setting. The game is decided by occupying an HQ and by having legal moves. Without any of the six officers, though, you can no longer win by occupation. If you choose to win by defeating the general, losing it loses the game. In the federation game, the piece you must not lose is the marshal.&lt;br&gt;&lt;br&gt;&lt;b&gt;Can my opponent see my pieces?&lt;/b&gt;&lt;br&gt;Not when a referee judges with the pieces hidden. The CPU does not see your types either: it reasons from moves and combat results. With open judgement (the federation game&apos;s initial setting) both players see the pieces of each combat, and the winner goes back face down. When two people share this computer, a curtain hides the screen between turns.&lt;br&gt;&lt;br&gt;&lt;b&gt;When is it a draw?&lt;/b&gt;&lt;br&gt;After 100 moves in a row without combat, or when neither side can move after a move.&lt;br&gt;&lt;br&gt;&lt;b&gt;Can we play without a referee?&lt;/b&gt;&lt;br&gt;Yes. This program is the referee and shows each player only their own pieces.&lt;br&gt;&lt;br&gt;&lt;b&gt;How do we play by the same rules?&lt;/b&gt;&lt;br&gt;Copy the rule code under Rule settings and send it. Your friend pastes it under Use a pasted code on the same page and presses Apply.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="92"/>
        <source>勝つためのコツ</source>
        <translation>Tips</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="13"/>
        <source>このアプリでは 2 つの遊び方を選べます。メニューの「遊ぶゲーム」で選び、細かい決まりは「ルール設定」で変えられます。&lt;br&gt;&lt;br&gt;&lt;b&gt;軍人将棋（6×8）&lt;/b&gt;&lt;br&gt;タンクと飛行機が加わった後の主な形の一つで、横 6 列の盤に 1 人 23 枚。審判が伏せたまま勝ち負けを判定し、相手の総司令部を占領すれば勝ちです。資料によって違う 7 つの決まり（H-1〜H-7）を選べます。このヘルプの「盤と駒」から「勝ち負け」までは、この遊び方をはじめの設定で説明しています。&lt;br&gt;&lt;br&gt;&lt;b&gt;連盟ルール（9×9）&lt;/b&gt;&lt;br&gt;日本軍人将棋連盟（1998 年設立）が公式ルールとした遊び方で、1970 年ごろのタカラの製品が元になっています。9×9 の盤に 1 人 25 枚。元帥、ジェット機、ミサイル、原爆などが加わり、相手の元帥を取れば勝ちです。審判がいなくても遊べるように、戦った駒を見せ合って判定します（審判ありにもできます）。「連盟ルール」で始まる項で説明します。</source>
        <translation>This program plays two games. Choose one under Game on the menu; change its details under Rule settings.&lt;br&gt;&lt;br&gt;&lt;b&gt;Gunjin Shogi (6×8)&lt;/b&gt;&lt;br&gt;One of the main forms after tanks and planes were added: a 6-column board and 23 pieces each. A referee judges with the pieces face down, and occupying the opponent&apos;s HQ wins. Seven points on which the sources disagree (H-1 to H-7) can be chosen. The sections from Board and pieces to Winning and drawing describe this game with its initial settings.&lt;br&gt;&lt;br&gt;&lt;b&gt;Federation rules (9×9)&lt;/b&gt;&lt;br&gt;The official rules of the Japan Gunjin Shogi Federation (founded in 1998), based on a Takara set of about 1970: a 9×9 board and 25 pieces each, adding the marshal, jets, missiles and an atomic bomb; taking the opponent&apos;s marshal wins. So that it can be played without a referee, combats are judged with the pieces shown (a referee is an option). The sections starting with Federation describe it.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="41"/>
        <source>軍人将棋には全国で通用する決まったルールがありません。明治から昭和まで多くの業者が盤と駒を売り、付いてくる説明書もそれぞれ少しずつ違っていました。一ノ瀬武志が手元の製品を分類したところでは、陣地の幅は 5〜8 列、突入口の形は I 字・X 字・Y 字とさまざまです。駒の数も、明治には 1 人 35 枚のものがあり、タンクと飛行機が加わってからは 23 枚と 31 枚が主な形になりました［1・3］。このアプリの軍人将棋（6×8）は、6 列・23 枚で突入口どうしをまっすぐな橋 2 本で結んだ盤、連盟ルール（9×9）は 9 列・25 枚で×字の橋 1 本の盤です。&lt;br&gt;&lt;br&gt;資料で分かれている次の 7 点は、軍人将棋（6×8）を選んでいるとき、メニューの「ルール設定」で選べます。選んだ決まりはルールコード（例：classic:h1=engineer,h3=flag）にまとまり、コピーして友達に送れます。地雷と軍旗を突入口に置けないことは多くの資料で一致していて、このアプリでは変えられません。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-1 タンクと工兵&lt;/b&gt;&lt;br&gt;昭和の市販品の説明書はタンクの勝ちとするものが多く、はじめの設定もタンクの勝ちです。工兵の勝ちは、ミサイルなどの駒が加わった後の製品に出てくる決まりです。日本語版 Wikipedia は勝敗表では工兵を勝ちにしながら、テレビゲームではタンクの勝ちがほぼ標準になっていると注で補っています［3・9］。工兵の勝ちにすると、攻めても守っても工兵が勝ち、軍旗が後ろの工兵やタンクの強さで戦うときも同じです。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-2 勝った地雷&lt;/b&gt;&lt;br&gt;1900 年に幸田露伴が紹介した遊びでは、地雷火は爆発すると自分も消えます。1996 年の製品の説明書も、爆発したものとして取り除くので 1 回しか使えないとしています。一方、地雷は一般の駒に勝つと書くだけの説明書も多く、日本語版 Wikipedia は地雷を取り除かない遊び方を地方のルールとして挙げています［1・3・9］。はじめの設定では、地雷は攻めてきた駒と一緒に取り除かれます。盤に残す遊び方を選ぶと、攻めてきた駒だけが消え、地雷はそのマスで次の駒とも戦います（飛行機と工兵には今までどおり負けます）。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-3 勝ち方&lt;/b&gt;&lt;br&gt;明治の盤から昭和の製品まで、説明書の多くは相手の本営（総司令部）の占領を勝ちとしていて、これがはじめの設定です。辞典は相手の軍旗を取った方の勝ちとし、大将を倒す、動かせる駒を全部取る、を勝ちとする遊び方もあります［1・3・4・9］。ほかの勝ち方を選ぶと、総司令部に入っても勝ちにはならず、選んだ勝ち方で狙う駒（軍旗、大将、または最後の動ける駒）を失った側がその場で負けます（どちらが攻めたかに関係なく、相打ちでも）。1 回の戦いで両方の大将、または両方の最後の動ける駒が消えたら引き分けです。指せる手がない側の負けと、100 手の引き分けはどの勝ち方でも同じです。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-4 総司令部の地雷&lt;/b&gt;&lt;br&gt;大正 2 年（1913 年）の遊びの本は禁じていて、一ノ瀬武志が子どものころにも口伝えで守られていました。けれども高橋浩徳が調べた製品の説明書には、元帥の駒が入ったものを除くと、総司令部に置く駒の決まりが見当たりません［1・3］。そこで、はじめの設定では置けます。置けないを選ぶと、総司令部に地雷を置いた並べ方では始められません。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-5 最後列の軍旗&lt;/b&gt;&lt;br&gt;日本語版 Wikipedia は一般には禁止としていて［9］、はじめの設定でも置けません。置けるを選ぶと総司令部を含む最後列に軍旗を置けますが、後ろに味方がいないので、攻められるとどの駒にも負けます。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-6 飛行機の飛び方&lt;/b&gt;&lt;br&gt;縦には何マスでも、横には 1 マスという動きは、昭和の市販品の説明書にも書かれています。途中の駒を飛び越えられることは日本語版 Wikipedia にありますが、一ノ瀬武志はそれをはっきり書いた市販品の説明書を見つけていません［3・9］。はじめの設定では駒も川も飛び越えます。止まるを選ぶと、縦に進む飛行機は途中の駒の手前で止まり（相手の駒ならそのマスを攻められます）、川は今までどおり越えられます。&lt;br&gt;&lt;br&gt;&lt;b&gt;H-7 判定のしかた&lt;/b&gt;&lt;br&gt;審判が伏せたまま判定するのがこの遊びの元の形で、はじめの設定です。明治の盤にも、審判役がいなければ駒を表にして 2 人で遊んでよいとしたものがありました［1］。駒を見せ合うを選ぶと、戦った 2 枚を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。&lt;br&gt;&lt;br&gt;［ ］の数字は「出典」の項の番号です。</source>
        <translation>Gunjin Shogi never had one rule book for the whole country. From the Meiji to the Showa era many makers sold boards and pieces, and the instructions that came with them all differed a little. In Takeshi Ichinose&apos;s survey of the sets he owns, the camps are 5 to 8 columns wide and the entry points are shaped like an I, an X or a Y. Some Meiji sets had 35 pieces a side; after tanks and planes were added, 23 and 31 became the main forms [1, 3]. This program&apos;s Gunjin Shogi (6×8) is a 6-column board with 23 pieces and two straight bridges joining the entry squares; its federation rules (9×9) use a 9-column board, 25 pieces and one X-shaped bridge.&lt;br&gt;&lt;br&gt;While Gunjin Shogi (6×8) is chosen, the seven points below on which the sources disagree can be chosen under Rule settings on the menu. Your choices make up a rule code (e.g. classic:h1=engineer,h3=flag) that you can copy and send to a friend. That mines and the flag may not stand on an entry square is the same in many sources, and cannot be changed here.&lt;br&gt;&lt;br&gt;&lt;b&gt;H-1 Tank and engineer&lt;/b&gt;&lt;br&gt;Most Showa-era rule books let the tank win, and so does the initial setting. The engineer winning appears in sets made after pieces such as missiles were added. The Japanese Wikipedia&apos;s combat table lets the engineer win, while a note adds that in video games the tank winning has become the de facto standard [3, 9]. With the engineer winning, it wins attacking or defending, also when a flag fights with the strength of an engineer or tank behind it.&lt;br&gt;&lt;br&gt;&lt;b&gt;H-2 A mine that wins&lt;/b&gt;&lt;br&gt;In the game Koda Rohan described in 1900, the mine destroys itself when it goes off. A 1996 rule book also says a mine counts as exploded and is removed, so it works only once. Many rule books, though, only say that a mine beats ordinary pieces, and the Japanese Wikipedia lists keeping the mine as a local rule [1, 3, 9]. In the initial setting a mine is removed with the piece that attacked it. If it stays, only the attacker is removed and the mine fights the next piece too (planes and engineers still beat it).&lt;br&gt;&lt;br&gt;&lt;b&gt;H-3 How to win&lt;/b&gt;&lt;br&gt;From the Meiji boards to the Showa sets, most rule books say occupying the opponent&apos;s HQ (the honei), and that is the initial setting. Dictionaries say whoever takes the opponent&apos;s flag wins, and some play to defeat the general or to take every movable piece [1, 3, 4, 9]. With any of those, entering the HQ does not win, and a side loses at once when it loses the piece the chosen way of winning aims at (its flag, its general, or its last movable piece), whoever attacked and even in a tie. If one combat removes both generals, or both sides&apos; last movable pieces, the game is drawn. Losing with no legal move and the 100-move draw apply whatever the way of winning.&lt;br&gt;&lt;br&gt;&lt;b&gt;H-4 A mine in the HQ&lt;/b&gt;&lt;br&gt;A games book of 1913 (Taisho 2) forbids it, and when Takeshi Ichinose was a child the rule was kept by word of mouth. Yet the sets&apos; rule books Hironori Takahashi examined say nothing about which piece may stand in the HQ, apart from sets with a marshal [1, 3]. So the initial setting allows it. If forbidden, a setup with a mine in the HQ cannot start a game.&lt;br&gt;&lt;br&gt;&lt;b&gt;H-5 The flag on the back row&lt;/b&gt;&lt;br&gt;The Japanese Wikipedia says it is usually forbidden [9], and it is forbidden in the initial setting. If allowed, the flag may stand on the back row, the HQ included; with no piece behind it, it loses to any attacker.&lt;br&gt;&lt;br&gt;&lt;b&gt;H-6 How the plane flies&lt;/b&gt;&lt;br&gt;Any distance along its column and one square sideways is written in Showa-era rule books too. That it jumps the pieces in its way is in the Japanese Wikipedia, but Takeshi Ichinose has found no commercial rule book that says so [3, 9]. In the initial setting it jumps pieces and the river. If it stops, a plane moving along its column stops before the first piece in its way (attacking it if it is the opponent&apos;s); it still crosses the river.&lt;br&gt;&lt;br&gt;&lt;b&gt;H-7 Judgement&lt;/b&gt;&lt;br&gt;A referee judging face-down pieces is the game&apos;s original form and the initial setting. Even some Meiji-era boards said two players without a referee could play with the pieces face up [1]. With open judgement, both players see the two pieces of a combat, then the winner goes back face down.&lt;br&gt;&lt;br&gt;Numbers in [ ] refer to the Sources section.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="53"/>
        <source>&lt;b&gt;戦い&lt;/b&gt;&lt;br&gt;相手の駒のいるマスへ進むと戦いです。負けた駒を取り除き、同じ種類どうしなら両方とも取り除きます。強さは一列に並ばず、連盟の 15 種類の表で決まります。攻めたときにそれぞれが勝つ相手は次のとおりです（同じ種類とは相打ち、ここにない相手には負け）。&lt;br&gt;・大将：中将、少将、大佐、中佐、少佐、ジェット機、砲兵、工兵、タンク&lt;br&gt;・中将・少将：自分より下の将校、ジェット機、砲兵、工兵、タンク、スパイ&lt;br&gt;・大佐・中佐・少佐：自分より下の将校、砲兵、工兵、スパイ&lt;br&gt;・ジェット機：大佐、中佐、少佐、地雷、工兵、タンク、スパイ&lt;br&gt;・砲兵：ジェット機、地雷、工兵、タンク、スパイ&lt;br&gt;・工兵：地雷、タンク、スパイ&lt;br&gt;・タンク：大佐、中佐、少佐、スパイ&lt;br&gt;・スパイ：大将だけ&lt;br&gt;地雷は、将校・タンク・スパイに攻められると勝ち、勝っても盤に残ります。ジェット機・砲兵・工兵には負けます。&lt;br&gt;&lt;br&gt;&lt;b&gt;ミサイルの攻撃&lt;/b&gt;&lt;br&gt;ミサイルは盤のどこからでも、相手の駒のいるマスを狙えます（総司令部は狙えません）。範囲は狙ったマスと、その上下左右の 5 マスです。範囲に相手のミサイルがあれば空中衝突で、撃ったミサイルと範囲の相手のミサイルが取り除かれ、ほかには何も起きません。そうでなければ、範囲にある相手の駒を 1 枚ずつミサイルと比べて、負けた駒を取り除きます（ミサイルに負けないのは元帥だけです）。範囲にある自分の駒は無事です。撃ったミサイルは 1 回で取り除かれます。&lt;br&gt;&lt;br&gt;&lt;b&gt;原爆&lt;/b&gt;&lt;br&gt;原爆と縦横に隣り合ったミサイルは、自分の代わりに原爆を撃ち出せます。狙えるマスはミサイルと同じで、範囲は狙ったマスを真ん中にした 3×3 の 9 マスです。範囲に相手のミサイルがあれば空中衝突で、ミサイルと原爆と相手のミサイルが取り除かれます。そうでなければ、範囲にある相手の駒を原爆と比べて負けた駒を取り除き（原爆に負けないのは元帥だけで、相手の原爆とは相打ち）、最後にミサイルと原爆を取り除きます。&lt;br&gt;&lt;br&gt;ミサイルと原爆は、攻めてきた駒には負けません。取り除けるのは、ミサイルや原爆の攻撃だけです。攻撃は空中衝突も含めて戦いとして数えます。</source>
        <translation>&lt;b&gt;Combat&lt;/b&gt;&lt;br&gt;Moving onto an opponent&apos;s piece is an attack. The loser is removed; two pieces of the same type are both removed. Strength is not one ladder: the federation&apos;s table of 15 types decides. Attacking, each piece beats the following (it ties with its own type and loses to the rest):&lt;br&gt;• General: lieutenant general, major general, colonel, lieutenant colonel, major, jet, artillery, engineer, tank&lt;br&gt;• Lieutenant general, major general: the officers below it, jet, artillery, engineer, tank, spy&lt;br&gt;• Colonel, lieutenant colonel, major: the officers below it, artillery, engineer, spy&lt;br&gt;• Jet: colonel, lieutenant colonel, major, mine, engineer, tank, spy&lt;br&gt;• Artillery: jet, mine, engineer, tank, spy&lt;br&gt;• Engineer: mine, tank, spy&lt;br&gt;• Tank: colonel, lieutenant colonel, major, spy&lt;br&gt;• Spy: the general only&lt;br&gt;A mine beats an attacking officer, tank or spy and stays on the board when it wins; jets, artillery and engineers beat it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Missile strikes&lt;/b&gt;&lt;br&gt;A missile can strike any square holding an opponent&apos;s piece, wherever it is, except the HQ. The area is the target and the four squares next to it along its row and column. If an opponent&apos;s missile is in the area, it is an air collision: the striking missile and the opponent&apos;s missiles in the area are removed, and nothing else happens. Otherwise each opponent piece in the area is judged against the missile and removed if it loses (only the marshal survives a missile). Your own pieces in the area are not touched. The missile is removed after its one strike.&lt;br&gt;&lt;br&gt;&lt;b&gt;Atomic bomb&lt;/b&gt;&lt;br&gt;A missile next to the atomic bomb (along a row or column) may launch the bomb instead. It targets the same squares as a missile; its area is the 3×3 block around the target. An opponent&apos;s missile in the area makes an air collision: the missile, the bomb and the opponent&apos;s missiles are removed. Otherwise each opponent piece in the area is judged against the bomb and removed if it loses (only the marshal survives it; an opponent&apos;s atomic bomb is removed with it), and then the missile and the bomb are removed.&lt;br&gt;&lt;br&gt;No attacking piece beats a missile or the atomic bomb: only a strike removes them. A strike, an air collision included, counts as combat.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="73"/>
        <source>種類の分からない相手の駒に、「たぶん大将」のような自分の推測を書き込んでおけます。&lt;br&gt;&lt;br&gt;&lt;b&gt;付け方&lt;/b&gt;&lt;br&gt;・何も選んでいないときに相手の駒を押すと、メモの窓が開きます。右クリックや長押しでも開きます。&lt;br&gt;・キーボードでは、カーソルを相手の駒に合わせて M キーを押します。窓の中は矢印キーで種類を選び、Enter で決めます。&lt;br&gt;・窓には、その種類が攻めたときに勝つ相手・相打ちの相手・負ける相手（勝敗表）が出ます。ポインターを重ねるかフォーカスを移すと切り替わります。&lt;br&gt;・書き直すときは、もう一度開いて別の種類を選びます。「メモを消す」で、その駒のメモだけが消えます。ほかの駒のメモはそのままです。&lt;br&gt;&lt;br&gt;&lt;b&gt;見え方&lt;/b&gt;&lt;br&gt;メモは、その駒の面に青い字で「大将？」のように出ます。水色の紙に青い点線の縁で、本当の種類を示す駒の面（白っぽい板に濃い字）とは違う見た目です。ボタンの盤でも同じ色で出ます。対局が終わったとき（駒を見せ合う判定なら、戦いで駒を見たときも）本当の種類が分かると、メモの代わりに本当の名前が出ます。&lt;br&gt;&lt;br&gt;&lt;b&gt;だれが見られるか&lt;/b&gt;&lt;br&gt;メモはあなただけのものです。相手にも CPU にも、LAN の相手にも送られません。2 人で遊ぶときはそれぞれが自分のメモを持ち、幕が下りているあいだはどちらのメモも出ません。メモは対局と一緒に棋譜に残り、「続きから」で戻り、振り返りではその手の時点のメモが自分の見え方で出ます。</source>
        <translation>You can write your own guess, such as “probably the general”, on any opponent piece whose type you do not know.&lt;br&gt;&lt;br&gt;&lt;b&gt;Writing a note&lt;/b&gt;&lt;br&gt;• With nothing chosen, press an opponent piece: the note window opens. A right click or a long press opens it too.&lt;br&gt;• With the keyboard, move the cursor onto an opponent piece and press M. In the window, the arrow keys choose a type and Enter confirms it.&lt;br&gt;• The window shows what that type beats, ties with and loses to when it attacks (the combat table). It follows the pointer or the keyboard focus.&lt;br&gt;• To change a note, open it again and choose another type. Clear the note removes the note of that piece only; the notes on other pieces stay.&lt;br&gt;&lt;br&gt;&lt;b&gt;How notes look&lt;/b&gt;&lt;br&gt;A note shows on the piece&apos;s face in blue, as “Gen?”: on pale blue paper with a dotted blue edge, unlike the face of a piece whose type is known (a light plate with dark characters). The button board shows notes in the same colours. Once the real type is shown (at the end of the game, or in a combat when the rules show the pieces that fight), the real name replaces the note.&lt;br&gt;&lt;br&gt;&lt;b&gt;Who sees them&lt;/b&gt;&lt;br&gt;Your notes are yours alone: they are never sent to your opponent, the CPU or a friend over the LAN. When two play on one PC, each has their own notes, and while the curtain is down no notes show at all. Notes are kept with the game in its record: Continue brings them back, and the review shows, from your view, the notes you had at each move.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="81"/>
        <source>1 台の PC を 2 人で使うときは、手番が替わるたびに幕が画面全体を覆い、自分の番でない人に駒が見えないようにします。&lt;br&gt;&lt;br&gt;・幕には、だれの番かが出ます。その人が「先手の番を始める」（後手なら「後手の番を始める」）を押すと幕が上がり、その人の駒だけが名前つきで見えます。相手の駒は伏せたままです。&lt;br&gt;・並べるときは、先手が並べて決定すると幕が下り、次に後手が並べます。&lt;br&gt;・幕が上がると、相手がどのマスからどのマスへ動かしたかと、戦いがあればその結果がメッセージに出ます。&lt;br&gt;・指した後も、自分の見え方のまま戦いの結果を確かめられます。確かめたら「交代する」を押して幕を下ろし、PC を相手に渡します。&lt;br&gt;・幕の「遊び方を選び直す」でメニューに戻れます（対局中は確かめます）。&lt;br&gt;・2 人で遊ぶときは「前回の並べ方」を使えません。&lt;br&gt;・対局が終わると幕はもう下りず、すべての駒が表になります。</source>
        <translation>When two people share one PC, a curtain covers the whole screen at every change of turn, so that the player whose turn it is not sees nothing.&lt;br&gt;&lt;br&gt;• The curtain says whose turn it is. That player presses Start the first player&apos;s turn (or the second player&apos;s): the curtain rises and only that player&apos;s pieces show their names. The opponent&apos;s stay face down.&lt;br&gt;• For the setup, the first player arranges and confirms, the curtain falls, then the second player arranges.&lt;br&gt;• When the curtain rises, the message says from which square to which the opponent moved and, if there was a combat, its result.&lt;br&gt;• After your move you can check a combat&apos;s result in your own view. Then press Hand over: the curtain falls and you pass the PC on.&lt;br&gt;• Change game on the curtain goes back to the menu (during a game it asks first).&lt;br&gt;• Last setup is not available when two people share the PC.&lt;br&gt;• Once the game is over the curtain stays up and every piece is face up.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="85"/>
        <source>同じネットワーク（家の Wi-Fi など）につながった 2 台の PC で対戦できます。メニューの「友達と対戦（LAN）」から始めます。&lt;br&gt;&lt;br&gt;・&lt;b&gt;部屋を作る&lt;/b&gt;：「部屋を作る（あなたが先手）」を押すと、gunjin:// で始まる部屋のアドレスが右の欄に出ます。「コピー」を押して、メッセージなどで相手に知らせましょう。この PC にアドレスがいくつもあるときは、「リンクのアドレス」で相手の PC から届くものを選べます。部屋は、メニューで選んでいるルールで遊びます（ボタンの下に出ています）。&lt;br&gt;・&lt;b&gt;参加する&lt;/b&gt;：相手から届いたアドレスを欄に貼り付けて「参加する」を押します（Enter でも）。貼り付けると、その部屋のルールが先に出ます。同じネットワークで見つかった部屋は画面の下に並び、押すだけで参加できます。部屋を作った人が先手です。&lt;br&gt;・相手を待つあいだも駒を並べておけます。「決定して相手を待つ」を押したあとでも、対局が始まるまでは並べ替えられます（そのときは決定し直します）。待たずに遊ぶなら「待たずに CPU と遊ぶ」を押します。&lt;br&gt;・右の欄の上に、相手の様子（部屋にいる、並べ終わった、接続が切れた など）が出ます。&lt;br&gt;・審判は部屋を作った PC の中で動きます。どちらの PC にも、届くのは自分の駒の種類と、動きと、戦いのあったマスと結果だけです。&lt;br&gt;・通信が途切れても、アプリがつなぎ直して対局を続けます。相手が 2 分たっても戻らないときは「CPU と新しく対局する（今の対局は終わります）」を押せます。&lt;br&gt;・だれもつながっていない部屋は 30 分で、どの部屋も作ってから 24 時間で消えます。&lt;br&gt;・対局のあと、2 人とも「先手と後手を入れ替えてもう一局」を押すと次の対局が始まります。相手が先に押すと、結果の画面にそう出て、そこで受けられます。駒は毎回並べ直します。「部屋を出る」でメニューに戻ります。&lt;br&gt;・相手が部屋を出ても、作った部屋は残ります。同じアドレスで別の相手を招待するか、「待たずに CPU と遊ぶ」を押せます。&lt;br&gt;・つながらないときは、部屋を作った PC のファイアウォールでこのアプリ（ポート 47800）を許可してください。</source>
        <translation>Two PCs on the same network (a home Wi-Fi, say) can play each other. Start from Play a friend (LAN) on the menu.&lt;br&gt;&lt;br&gt;• &lt;b&gt;Making a room&lt;/b&gt;: press Make a room (you move first). The room&apos;s address, starting with gunjin://, appears in the right panel. Press Copy and send it to your friend in a message. When this PC has several addresses, choose under Link address the one your friend&apos;s PC can reach. The room plays the rules chosen on the menu (shown under the button).&lt;br&gt;• &lt;b&gt;Joining&lt;/b&gt;: paste the address you were sent into the field and press Join (or Enter). Once pasted, the room&apos;s rules are shown first. Rooms found on the same network are listed at the bottom of the screen: one press joins. Whoever made the room moves first.&lt;br&gt;• You can arrange your pieces while you wait. Even after Commit and wait for your opponent you may rearrange until the game starts (then commit again). To play at once, press Play the CPU instead of waiting.&lt;br&gt;• The top of the right panel says what your opponent is doing (in the room, set up, disconnected and so on).&lt;br&gt;• The referee runs inside the PC that made the room. Each PC receives only its own piece types, the moves, and for each fight its square and result.&lt;br&gt;• If the connection drops, the app reconnects and the game goes on. If your opponent has not come back after 2 minutes, you can press New game against the CPU (ends this game).&lt;br&gt;• A room nobody is connected to vanishes after 30 minutes, and every room 24 hours after it was made.&lt;br&gt;• After a game, when both players press Another game with sides swapped, the next game starts. If your opponent presses it first, the result window says so and you can accept there. The pieces are set up afresh each time. Leave the room goes back to the menu.&lt;br&gt;• If your opponent leaves, the room you made stays. Invite someone else with the same address, or press Play the CPU instead of waiting.&lt;br&gt;• If you cannot connect, allow this app (port 47800) through the firewall of the PC that made the room.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="89"/>
        <source>終わった対局は、CPU 戦も 2 人の対局も友達との対戦も、この PC に自動で記録されます（新しいものから 1000 局まで）。&lt;br&gt;&lt;br&gt;&lt;b&gt;棋譜の一覧&lt;/b&gt;&lt;br&gt;・メニューの「棋譜（これまでの対局）」で、記録した対局が新しい順に並びます。「遊び方」と「結果」で絞り込めます。&lt;br&gt;・行を押すか、↑ と ↓ で選んで Enter（または Space）を押すと、その対局を振り返れます。&lt;br&gt;・途中でやめた CPU 戦と 2 人の対局は、結果が「中断（続きから）」の行になります。その行を押すと、やめたところから対局が続きます。Esc か「メニューに戻る」でメニューへ戻ります。&lt;br&gt;・「ファイルから開く…」で、書き出しておいた棋譜のファイル（.gunjin.json）を開けます。&lt;br&gt;・対局が終わった直後なら、結果の窓か右の欄の「振り返る（棋譜）」で、その対局を開けます。&lt;br&gt;&lt;br&gt;&lt;b&gt;振り返り&lt;/b&gt;&lt;br&gt;・スライダーか ← と → （ボタンでもキーでも）で 1 手ずつ進めたり戻したりします。Home で最初、End で最後の手へ行きます。&lt;br&gt;・「戦いの一覧」の行を押すと、その戦いの手へ飛びます。&lt;br&gt;・「先手から」「後手から」は、その時点でその側に見えていた盤を、「すべて表」はすべての駒を表にした盤を見せます。&lt;br&gt;・盤は対局中と同じように回したり、真上から見たり、ボタンの盤にしたりできます。&lt;br&gt;・「ファイルに書き出す…」で棋譜をファイルに保存すると、別の PC のこのアプリでも開けます。&lt;br&gt;・「閉じる」か Esc で、開く前の画面に戻ります。&lt;br&gt;&lt;br&gt;&lt;b&gt;手の書き方&lt;/b&gt;&lt;br&gt;振り返りでは、1 手を「b4-b5」のように、動いた元のマスと行き先のマスをハイフンでつないで書きます。マスは列の文字と段の数字で表し、総司令部は hq1（先手）と hq8（後手、連盟ルールでは hq1 と hq9）です。たとえば d7-hq8 は、d7 の駒が後手の総司令部へ入った手です。連盟ルールの攻撃は、ミサイルのマスと狙ったマスを * でつなぎ（c2*e8）、原爆を撃ち出したときは **（c2**e8）です。原爆を連れて動いた手は、最後に +bomb が付きます（c2-d2+bomb）。</source>
        <translation>Finished games, against the CPU, between two players at one PC or against a friend, are recorded on this PC by themselves (the newest 1000 are kept).&lt;br&gt;&lt;br&gt;&lt;b&gt;The list&lt;/b&gt;&lt;br&gt;• Game records on the menu lists the recorded games, newest first. Mode and Result filter the list.&lt;br&gt;• Press a row, or choose one with ↑ and ↓ and press Enter (or Space), to review that game.&lt;br&gt;• A game against the CPU or between two players that was stopped before its end has the result Stopped (continue). Pressing its row goes on with the game from where it stopped. Esc or Back to the menu returns to the menu.&lt;br&gt;• Open a file… opens a record file you saved (.gunjin.json).&lt;br&gt;• Just after a game ends, Review the game in the result window or in the right panel opens it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Reviewing&lt;/b&gt;&lt;br&gt;• The slider, or ← and → (buttons or keys), go back and forward one move at a time; Home goes to the start, End to the last move.&lt;br&gt;• Pressing a row of the combat list jumps to that combat.&lt;br&gt;• First&apos;s view and Second&apos;s view show the board as that side saw it at that move; All face up shows every piece.&lt;br&gt;• The board turns, looks from above or becomes the board of buttons just as in a game.&lt;br&gt;• Save to a file… saves the record, which this app on another PC can open.&lt;br&gt;• Close or Esc goes back to where you opened it.&lt;br&gt;&lt;br&gt;&lt;b&gt;How moves are written&lt;/b&gt;&lt;br&gt;The review writes a move as its square of departure and its destination joined by a hyphen, as in b4-b5. A square is its file letter and rank number; the HQs are hq1 (the first player&apos;s) and hq8 (the second player&apos;s; hq1 and hq9 in the federation game). For example, d7-hq8 is the piece on d7 entering the second player&apos;s HQ. A federation strike joins the missile&apos;s square and its target with * (c2*e8), or with ** when the missile launched the atomic bomb (c2**e8). A missile that towed the bomb gets +bomb at the end (c2-d2+bomb).</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="96"/>
        <source>歴史</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="105"/>
        <source>「資料によって違うルール」「勝つためのコツ」「歴史」「海外と似たゲーム」の［ ］の数字は、次の資料を指します。&lt;br&gt;&lt;br&gt;1. 高橋浩徳「日本と世界の行軍将棋――軍人将棋の発祥は日本だった――」『大阪商業大学アミューズメント産業研究所紀要』18 号（2016 年）&lt;br&gt;2. Michel Boutin「L&apos;Attaque, un jeu français issu du Gunjin Shogi」、Michel Van Langendonckt 編『Art et savoir de l&apos;Inde』（HEB、2015 年）所収&lt;br&gt;3. 一ノ瀬武志『軍人将棋ルール研究』改訂第三版（2014 年）&lt;br&gt;4. 「行軍将棋」『デジタル大辞泉』『精選版 日本国語大辞典』『改訂新版 世界大百科事典』（コトバンク）&lt;br&gt;5. 「軍人将棋」『精選版 日本国語大辞典』（コトバンク）&lt;br&gt;6. Julie Berg『Jeu de la guerre』フランス特許 379,625 号（1907 年）&lt;br&gt;7. Josephine E. Tilden『Game apparatus』米国特許 1,141,505 号（1915 年）&lt;br&gt;8. Hermance Edan『Jeu de bataille avec pièces mobiles sur damier』フランス特許 396,795 号（1909 年）&lt;br&gt;9. Wikipedia 日本語版「軍人将棋」&lt;br&gt;10. Wikipedia 英語版「L&apos;Attaque」&lt;br&gt;11. Wikipedia 英語版「Stratego」&lt;br&gt;12. 日本軍人将棋連盟ホームページ（会の紹介、会員規則、公式ルール）&lt;br&gt;&lt;br&gt;連盟ルール（9×9）の項は 12 の公式ルールをもとにしています。</source>
        <translation>The numbers in [ ] in Rules that differ between sources, Tips, History and Abroad and related games refer to these works.&lt;br&gt;&lt;br&gt;1. Hironori Takahashi, &quot;Kōgun shōgi in Japan and the world: Gunjin Shogi was born in Japan&quot; (日本と世界の行軍将棋――軍人将棋の発祥は日本だった――), Bulletin of the Institute for Amusement Industry Studies, Osaka University of Commerce, no. 18 (2016)&lt;br&gt;2. Michel Boutin, &quot;L&apos;Attaque, un jeu français issu du Gunjin Shogi&quot;, in Michel Van Langendonckt (ed.), Art et savoir de l&apos;Inde (HEB, 2015)&lt;br&gt;3. Takeshi Ichinose, Gunjin Shōgi Rūru Kenkyū (軍人将棋ルール研究, a study of Gunjin Shogi rules), 3rd revised edition (2014)&lt;br&gt;4. &quot;行軍将棋&quot; (kōgun shōgi) in Digital Daijisen, Seisenban Nihon Kokugo Daijiten and Kaitei Shinban Sekai Daihyakka Jiten (Kotobank)&lt;br&gt;5. &quot;軍人将棋&quot; (gunjin shōgi) in Seisenban Nihon Kokugo Daijiten (Kotobank)&lt;br&gt;6. Julie Berg, Jeu de la guerre, French patent no. 379,625 (1907)&lt;br&gt;7. Josephine E. Tilden, Game apparatus, US patent no. 1,141,505 (1915)&lt;br&gt;8. Hermance Edan, Jeu de bataille avec pièces mobiles sur damier, French patent no. 396,795 (1909)&lt;br&gt;9. Wikipedia (Japanese), &quot;軍人将棋&quot;&lt;br&gt;10. Wikipedia (English), &quot;L&apos;Attaque&quot;&lt;br&gt;11. Wikipedia (English), &quot;Stratego&quot;&lt;br&gt;12. Japan Gunjin Shogi Federation home page (about the federation, membership rules, official rules)&lt;br&gt;&lt;br&gt;The federation sections of this help follow the official rules of 12.</translation>
    </message>
    <message>
        <location filename="../../qml/HelpContent.qml" line="108"/>
        <source>よくある質問</source>
        <translation>FAQ</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qml/HelpDialog.qml" line="17"/>
        <source>遊び方・ルール</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../../qml/HelpDialog.qml" line="112"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>LanPanel</name>
    <message>
        <location filename="../../qml/LanPanel.qml" line="56"/>
        <source>ルール: %1（ルールコード %2）</source>
        <extracomment>%1 is the rules&apos; summary, %2 the rule code</extracomment>
        <translation>Rules: %1 (rule code %2)</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="79"/>
        <source>部屋のアドレス</source>
        <translation>Room address</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="86"/>
        <location filename="../../qml/LanPanel.qml" line="89"/>
        <source>コピーしました</source>
        <extracomment>The copy button&apos;s text for a moment after it copied</extracomment>
        <translation>Copied</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="87"/>
        <location filename="../../qml/LanPanel.qml" line="91"/>
        <source>コピー</source>
        <extracomment>Button: copy the room&apos;s link</extracomment>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="107"/>
        <location filename="../../qml/LanPanel.qml" line="132"/>
        <source>リンクのアドレス</source>
        <translation>Link address</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="142"/>
        <source>このリンクをチャットなどで相手に送ってください。開くと参加でき、開けないときは「参加する」の欄に貼り付けます。</source>
        <translation>Send this link to your friend (by chat, for instance). Opening it joins your room; where it does not open, paste it into the Join field.</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="157"/>
        <source>待たずに CPU と遊ぶ</source>
        <translation>Play the CPU instead of waiting</translation>
    </message>
    <message>
        <location filename="../../qml/LanPanel.qml" line="165"/>
        <source>CPU と新しく対局する（今の対局は終わります）</source>
        <translation>New game against the CPU (ends this game)</translation>
    </message>
</context>
<context>
    <name>LanScreen</name>
    <message>
        <location filename="../../qml/LanScreen.qml" line="45"/>
        <source>友達と対戦</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="53"/>
        <source>同じネットワークにある 2 台の PC で対戦します。どちらかが部屋を作り、もう一方がそのアドレスで参加します。審判は部屋を作った PC が務め、相手の駒の種類はどちらにも届きません。</source>
        <translation>Two PCs on the same network play each other. One makes a room, the other joins it with its address. The PC that made the room is the referee; neither side ever receives the other&apos;s piece types.</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="63"/>
        <source>部屋を作る（あなたが先手）</source>
        <translation>Make a room (you move first)</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="126"/>
        <source>この部屋のルール: %1（ルールコード %2）</source>
        <extracomment>%1 is the rules&apos; summary, %2 the rule code</extracomment>
        <translation>This room&apos;s rules: %1 (rule code %2)</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="149"/>
        <source>ルール: %1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="83"/>
        <source>相手の部屋に参加する</source>
        <translation>Join a friend&apos;s room</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="75"/>
        <source>ルール: %1（ルールコード %2）</source>
        <extracomment>%1 is the rules&apos; summary, %2 the rule code</extracomment>
        <translation>Rules: %1 (rule code %2)</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="97"/>
        <source>部屋のアドレス</source>
        <translation>Room address</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="110"/>
        <source>参加する</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="124"/>
        <source>部屋のルールを確かめています…</source>
        <translation>Checking the room&apos;s rules…</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="135"/>
        <source>同じネットワークで見つかった部屋</source>
        <translation>Rooms found on this network</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="136"/>
        <source>同じネットワークで部屋を探しています…</source>
        <translation>Looking for rooms on this network…</translation>
    </message>
    <message>
        <location filename="../../qml/LanScreen.qml" line="181"/>
        <source>戻る</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>LeaveRoomDialog</name>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="10"/>
        <source>部屋を出ますか？</source>
        <translation>Leave the room?</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="11"/>
        <source>相手があなたの部屋にいます。部屋はこの PC のアプリの中にあるので、部屋を出たりアプリを閉じたりすると部屋はなくなり、相手との対局も終わります。</source>
        <translation>Your friend is in your room. The room lives in the app on this PC, so if you leave it or close the app, the room is gone and the game with your friend ends too.</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="12"/>
        <source>部屋を閉じて終了する</source>
        <translation>Close the room and quit</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="12"/>
        <source>部屋を出る</source>
        <translation>Leave the room</translation>
    </message>
    <message>
        <location filename="../../qml/LeaveRoomDialog.qml" line="13"/>
        <source>部屋に残る</source>
        <translation>Stay in the room</translation>
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
        <location filename="../../qml/Main.qml" line="222"/>
        <source>棋譜を開けません</source>
        <translation>Cannot open the record</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="223"/>
        <location filename="../../qml/Main.qml" line="231"/>
        <location filename="../../qml/Main.qml" line="254"/>
        <source>閉じる</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="230"/>
        <source>対局を続けられません</source>
        <translation>The game cannot be continued</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="239"/>
        <source>部屋のリンク</source>
        <translation>Room link</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="243"/>
        <source>リンクの部屋（%1）に参加するには、今の部屋を出ます。参加しますか？</source>
        <extracomment>%1 is the room&apos;s name</extracomment>
        <translation>To join the room of the link (%1), you leave the room you are in. Join it?</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="245"/>
        <source>リンクの部屋（%1）に参加するには、今の対局を中断します。中断した対局は「続きから」か「棋譜」から続けられます。参加しますか？</source>
        <extracomment>%1 is the room&apos;s name</extracomment>
        <translation>To join the room of the link (%1), this game is stopped. A stopped game can be continued from Continue or Game records. Join it?</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="247"/>
        <source>部屋を出て参加する</source>
        <translation>Leave and join</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="247"/>
        <source>中断して参加する</source>
        <translation>Stop and join</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="246"/>
        <source>あなたの部屋はなくなり、相手との対局も終わります。</source>
        <translation>Your room closes and the game with your friend ends too.</translation>
    </message>
    <message>
        <location filename="../../qml/Main.qml" line="253"/>
        <source>リンクを開けません</source>
        <translation>Cannot open the link</translation>
    </message>
</context>
<context>
    <name>MenuScreen</name>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="42"/>
        <source>効果音</source>
        <translation>Sound effects</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="111"/>
        <source>軍人将棋</source>
        <translation>Gunjin Shogi</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="119"/>
        <source>駒を伏せて戦う、日本生まれの盤上ゲーム</source>
        <translation>The war game of hidden pieces, born in Japan</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="158"/>
        <source>遊ぶゲーム</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="173"/>
        <source>ルール：%1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="181"/>
        <source>ルール設定</source>
        <translation>Rule settings</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="195"/>
        <source>CPU と対戦（あなたが先手・朱の駒）</source>
        <translation>Play the CPU (you move first, vermilion pieces)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="224"/>
        <source>後手で始める（%1）</source>
        <extracomment>The CPU moves first; %1 is its level (Medium)</extracomment>
        <translation>Play second (%1)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="232"/>
        <source>後手では CPU が先に指し、あなたは白木の駒を使います。</source>
        <translation>Playing second, the CPU moves first and you play the plain-wood pieces.</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="241"/>
        <source>この端末で 2 人で遊ぶ</source>
        <translation>Two players on this computer</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="249"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="262"/>
        <source>遊び方・ルール</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../../qml/MenuScreen.qml" line="271"/>
        <source>棋譜（これまでの対局）</source>
        <translation>Game records</translation>
    </message>
</context>
<context>
    <name>MissileControls</name>
    <message>
        <location filename="../../qml/MissileControls.qml" line="20"/>
        <source>原爆：狙える相手の駒に%1の細い枠が付きます。駒に重ねると、届く 3×3 マスが%2で示されます。押すと発射します。</source>
        <extracomment>%1 and %2 are colour names (red, light red)</extracomment>
        <translation>Atomic bomb: the opponent pieces it can strike get a thin %1 frame. Point at one to see the 3 × 3 squares it would hit in %2. Press it to fire.</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="22"/>
        <source>ミサイル：狙える相手の駒に%1の細い枠が付きます。駒に重ねると、届く範囲が%2で示されます。押すと発射します。</source>
        <extracomment>%1 and %2 are colour names (red, light red)</extracomment>
        <translation>Missile: the opponent pieces it can strike get a thin %1 frame. Point at one to see the squares it would hit in %2. Press it to fire.</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="35"/>
        <source>ミサイル（十字 5 マス）</source>
        <translation>Missile (5-square cross)</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="44"/>
        <source>原爆を発射（3×3）</source>
        <translation>Launch the A-bomb (3 × 3)</translation>
    </message>
    <message>
        <location filename="../../qml/MissileControls.qml" line="55"/>
        <source>隣の原爆を引いて動く</source>
        <translation>Tow the A-bomb next to it</translation>
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
        <location filename="../../src/ui/player_names.cpp" line="19"/>
        <source>ランダム</source>
        <extracomment>The CPU level that plays random moves (shown as the opponent&apos;s level)</extracomment>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="21"/>
        <source>初級</source>
        <extracomment>A CPU level (strength): the weakest</extracomment>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="23"/>
        <source>中級</source>
        <extracomment>A CPU level (strength): the middle one</extracomment>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="25"/>
        <source>上級</source>
        <extracomment>A CPU level (strength): the strongest</extracomment>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="46"/>
        <source>友達</source>
        <extracomment>The opponent&apos;s name in a LAN game: the friend you play</extracomment>
        <translation>Friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/player_names.cpp" line="50"/>
        <source>CPU（%1）</source>
        <extracomment>The opponent&apos;s name in a game against the CPU; %1 is its level (Easy, Medium, Hard)</extracomment>
        <translation>CPU (%1)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../src/ui/journal_file.cpp" line="12"/>
        <source>棋譜のフォルダを作れません: %1</source>
        <extracomment>%1 is the folder&apos;s path</extracomment>
        <translation>Cannot create the folder for game records: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/journal_file.cpp" line="25"/>
        <location filename="../../src/ui/journal_file.cpp" line="36"/>
        <location filename="../../src/ui/journal_file.cpp" line="41"/>
        <location filename="../../src/ui/journal_file.cpp" line="53"/>
        <source>棋譜を書けません: %1</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot write the game record: %1</translation>
    </message>
</context>
<context>
    <name>RecordFolder</name>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="96"/>
        <source>棋譜ファイルを開けません（%1）。</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot open the record file (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="104"/>
        <source>棋譜ファイルが壊れていて続けられません（%1）。</source>
        <extracomment>%1 is why the record cannot be read</extracomment>
        <translation>The record file is damaged and the game cannot go on (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="110"/>
        <source>LAN の対局は、部屋から続けます。</source>
        <translation>A LAN game goes on from its room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="114"/>
        <source>この対局は並べる前にやめたので、続ける手がありません。</source>
        <translation>This game was stopped before the pieces were set up: there is nothing to go on with.</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_folder.cpp" line="119"/>
        <source>この対局はもう終わっています。</source>
        <translation>This game has already ended.</translation>
    </message>
</context>
<context>
    <name>RecordsScreen</name>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="66"/>
        <source>棋譜</source>
        <translation>Game records</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="75"/>
        <source>%1 局（全 %2 局）</source>
        <extracomment>%1 is the number of games shown, %2 the number of all games</extracomment>
        <translation>Games: %1 (of %2)</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="85"/>
        <source>ファイルから開く…</source>
        <translation>Open a file…</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="94"/>
        <source>メニューに戻る</source>
        <translation>Back to the menu</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="103"/>
        <source>遊び方</source>
        <extracomment>A filter of the records: the kind of game (against the CPU, two players, LAN)</extracomment>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="108"/>
        <location filename="../../qml/RecordsScreen.qml" line="118"/>
        <source>すべて</source>
        <extracomment>The filter&apos;s choices: all, won, lost, draw, stopped</extracomment>
        <translation>All</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="108"/>
        <source>CPU と対戦</source>
        <translation>Against the CPU</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="108"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="108"/>
        <source>2 人（この端末）</source>
        <translation>Two players here</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="112"/>
        <source>結果</source>
        <extracomment>A filter of the records: the result</extracomment>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="118"/>
        <source>勝ち</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="118"/>
        <source>負け</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="118"/>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="118"/>
        <source>中断</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="170"/>
        <location filename="../../qml/RecordsScreen.qml" line="198"/>
        <source>%1 手</source>
        <extracomment>%1 is the number of moves</extracomment>
        <translation>%1 moves</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="205"/>
        <source>対局はまだありません。CPU や 2 人での対局は、終わったものも途中でやめたものもここに残ります。</source>
        <translation>No games yet. Games against the CPU and between two players are kept here, finished or stopped.</translation>
    </message>
    <message>
        <location filename="../../qml/RecordsScreen.qml" line="206"/>
        <source>この条件に合う対局はありません。</source>
        <translation>No game matches these filters.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="62"/>
        <source>相手が「先手と後手を入れ替えてもう一局」を申し込んでいます。</source>
        <translation>Your opponent asks for &quot;Another game with sides swapped&quot;.</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="73"/>
        <source>受けて、先手と後手を入れ替えてもう一局</source>
        <translation>Accept: another game with sides swapped</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="74"/>
        <source>もう一度</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="74"/>
        <source>先手と後手を入れ替えてもう一局</source>
        <translation>Another game with sides swapped</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="82"/>
        <source>振り返る（棋譜）</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="92"/>
        <source>盤を見る</source>
        <translation>See the board</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="99"/>
        <source>遊び方を選び直す</source>
        <translation>Change game</translation>
    </message>
    <message>
        <location filename="../../qml/ResultDialog.qml" line="99"/>
        <source>部屋を出る</source>
        <translation>Leave the room</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="86"/>
        <source>振り返り</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="125"/>
        <source>先手から</source>
        <extracomment>Review as the first player saw the game; then as the second player; all pieces face up</extracomment>
        <translation>First&apos;s view</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="126"/>
        <source>後手から</source>
        <translation>Second&apos;s view</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="126"/>
        <source>すべて表</source>
        <translation>All face up</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="141"/>
        <source>1 手戻る</source>
        <translation>Back one move</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="154"/>
        <source>手数</source>
        <extracomment>The slider through a game&apos;s moves (for screen readers)</extracomment>
        <translation>Move</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="162"/>
        <source>1 手進む</source>
        <translation>Forward one move</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="170"/>
        <source>%1 / %2 手</source>
        <extracomment>%1 is the move shown, %2 the number of moves</extracomment>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="190"/>
        <source>戦いの一覧（押すとその手へ）</source>
        <translation>Combats (press one to go to it)</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="218"/>
        <source>戦いはありませんでした。</source>
        <translation>There was no combat.</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="244"/>
        <source>ファイルに書き出す…</source>
        <translation>Save to a file…</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="251"/>
        <source>書き出しました：%1</source>
        <extracomment>%1 is the file&apos;s path</extracomment>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ReviewScreen.qml" line="258"/>
        <source>閉じる</source>
        <translation>Close</translation>
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
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../qml/RulesPage.qml" line="23"/>
        <source>ルール設定</source>
        <translation>Rule settings</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="52"/>
        <source>貼り付けたルールにしました：%1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Now playing the pasted rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="120"/>
        <source>日本軍人将棋連盟の公式ルールを元にした 9×9 の遊び方です。盤と駒の決まりは一つで、選べるのは判定のしかただけです。</source>
        <translation>The 9×9 game of the Japan Gunjin Shogi Federation&apos;s official rules. Its board and pieces are fixed; the one choice is how combats are judged.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="121"/>
        <source>軍人将棋は説明書によって決まりが少しずつ違います。ここでは資料で分かれている 7 つの決まり（H-1〜H-7）を選べます。どれも左がこのアプリのはじめの設定です。</source>
        <translation>Gunjin Shogi&apos;s rules differ a little from one rule book to the next. Here you can choose the seven points on which the sources disagree (H-1 to H-7). In each, the first choice is this program&apos;s initial setting.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="148"/>
        <source>&lt;b&gt;連盟ルールのあらまし&lt;/b&gt;&lt;br&gt;・9×9 の盤。間の 3 段は川で、×字の橋（真ん中が e5）だけが渡れます。&lt;br&gt;・総司令部は最後列の真ん中 3 マスで 1 つ。表向きの元帥が動かずに守ります。&lt;br&gt;・1 人 25 枚。ジェット機はどこへでも飛び、ミサイルは狙ったマスと上下左右を一度に攻め、原爆は 3×3 を攻めます。&lt;br&gt;・相手の元帥を取れば勝ち。元帥の隣に味方がいるあいだは攻められません。&lt;br&gt;くわしくは「遊び方・ルール」の連盟ルールの項にあります。</source>
        <translation>&lt;b&gt;The federation game in brief&lt;/b&gt;&lt;br&gt;• A 9×9 board. The 3 middle rows are a river, crossed only by an X-shaped bridge (its centre is e5).&lt;br&gt;• The HQ is the middle 3 squares of the back row, as one square. A face-up marshal guards it and never moves.&lt;br&gt;• 25 pieces each. Jets fly anywhere; a missile strikes a square and its four neighbours at once; the atomic bomb strikes a 3×3 block.&lt;br&gt;• Taking the opponent&apos;s marshal wins. It cannot be attacked while one of its own pieces stands next to its HQ.&lt;br&gt;More in How to play, in the federation sections.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="170"/>
        <source>いまのルール</source>
        <translation>Rules in force</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="185"/>
        <location filename="../../qml/RulesPage.qml" line="206"/>
        <source>ルールコード</source>
        <translation>Rule code</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="191"/>
        <source>同じルールで遊びたい相手に送ると、相手はそれを貼り付けるだけで同じ設定になります。</source>
        <translation>Send it to someone who wants to play by the same rules: pasting it gives them the same settings.</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="210"/>
        <source>コピーしました</source>
        <translation>Copied</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="210"/>
        <source>コピー</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="221"/>
        <source>コードを貼り付けて使う</source>
        <translation>Use a pasted code</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="235"/>
        <source>貼り付けるルールコード</source>
        <translation>Rule code to paste</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="242"/>
        <source>適用</source>
        <extracomment>Button: apply the pasted rule code</extracomment>
        <translation>Apply</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="266"/>
        <source>はじめの設定に戻す</source>
        <translation>Back to the initial settings</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="273"/>
        <source>はじめの設定（%1）に戻しました。</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Back to the initial settings (%1).</translation>
    </message>
    <message>
        <location filename="../../qml/RulesPage.qml" line="278"/>
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
        <location filename="../../qml/SidePanel.qml" line="108"/>
        <source>ルール：%1</source>
        <extracomment>%1 is the rules&apos; summary</extracomment>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="344"/>
        <source>交代する</source>
        <extracomment>Two players at one PC: hand over to the other player</extracomment>
        <translation>Hand over</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="169"/>
        <source>見た駒を覚えておく（記憶の助け）</source>
        <translation>Remember the pieces you have seen (memory aid)</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="180"/>
        <source>手数 %1&#x3000;戦いのない手 %2 / 100</source>
        <extracomment>%1 is the number of moves, %2 the moves in a row without a combat (a draw at 100)</extracomment>
        <translation>Moves %1 · without combat %2 / 100</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="229"/>
        <source>効果音</source>
        <translation>Sound effects</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="241"/>
        <source>勝敗表</source>
        <translation>Combat table</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="247"/>
        <source>遊び方・ルール</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="253"/>
        <source>投了</source>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="261"/>
        <source>もう一度</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="261"/>
        <source>先手と後手を入れ替えてもう一局</source>
        <translation>Another game with sides swapped</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="269"/>
        <source>遊び方を選び直す</source>
        <translation>Change game</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="269"/>
        <source>部屋を出る</source>
        <translation>Leave the room</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="334"/>
        <source>並べ直す</source>
        <translation>Rearrange</translation>
    </message>
    <message>
        <location filename="../../qml/SidePanel.qml" line="371"/>
        <source>振り返る（棋譜）</source>
        <translation>Review the game</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../qml/Theme.qml" line="28"/>
        <source>赤</source>
        <extracomment>A colour name: %1 or %2 of the missile hints</extracomment>
        <translation>red</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="31"/>
        <source>薄い赤</source>
        <extracomment>A colour name: %1 or %2 of the missile hints</extracomment>
        <translation>light red</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::CpuMode</name>
    <message>
        <location filename="../../src/ui/cpu_mode.cpp" line="23"/>
        <source>CPU %1 と対戦</source>
        <extracomment>The side panel&apos;s title: %1 is the CPU&apos;s level (Easy)</extracomment>
        <translation>Against the CPU (%1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/cpu_mode.cpp" line="43"/>
        <source>あなた</source>
        <extracomment>The player at this device, as the record names them</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../src/ui/cpu_mode.cpp" line="45"/>
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
        <location filename="../../src/ui/game_review.cpp" line="42"/>
        <source>棋譜を開けません：%1</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot open the record: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="55"/>
        <location filename="../../src/ui/game_review.cpp" line="71"/>
        <source>この棋譜は読めません：%1</source>
        <extracomment>%1 is why the record cannot be read</extracomment>
        <translation>This record cannot be read: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="60"/>
        <source>途中で切れた LAN の対局は振り返れません（相手の駒は最後まで明かされませんでした）。</source>
        <translation>A LAN game cut off before its end cannot be reviewed (the opponent&apos;s pieces were never revealed).</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="66"/>
        <source>まだ終わっていない対局は振り返れません（メニューの「続きから」で続けられます）。</source>
        <translation>A game that has not ended cannot be reviewed (Continue on the menu takes it up again).</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="99"/>
        <source>棋譜を書き出せません：%1</source>
        <extracomment>%1 is the system&apos;s error message</extracomment>
        <translation>Cannot save the record: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="180"/>
        <source>%1と対戦</source>
        <extracomment>In a reviewed game&apos;s title: %1 is the opponent (CPU (Easy), Friend)</extracomment>
        <translation>vs %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="182"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="184"/>
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
        <location filename="../../src/ui/game_review.cpp" line="198"/>
        <source>先手の勝ち</source>
        <translation>First player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="199"/>
        <source>後手の勝ち</source>
        <translation>Second player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="201"/>
        <source>引き分け</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="203"/>
        <source>途中</source>
        <extracomment>A game&apos;s result when it did not end (it was stopped)</extracomment>
        <translation>Unfinished</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="208"/>
        <source>あなたの勝ち</source>
        <translation>You won</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="209"/>
        <source>あなたの負け</source>
        <translation>You lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="213"/>
        <source>総司令部の占領</source>
        <extracomment>Why the game ended (after the result, in parentheses): an HQ was occupied</extracomment>
        <translation>the HQ was occupied</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="214"/>
        <source>戦いのない手が続いた</source>
        <translation>too many moves without combat</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="215"/>
        <source>どちらも動けない</source>
        <translation>neither side could move</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="216"/>
        <source>動かせる駒がない</source>
        <translation>no piece left to move</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="231"/>
        <source>並べ終えたところで終わった対局です。</source>
        <translation>This game ended before its first move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="253"/>
        <source>%1 手目（%2）：%3</source>
        <extracomment>%1 is the move&apos;s number, %2 who moved (the first or second player), %3 the move (7f-7e)</extracomment>
        <translation>Move %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="218"/>
        <source>元帥を取った</source>
        <translation>the marshal was taken</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="217"/>
        <source>投了による終局</source>
        <translation>resignation</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="219"/>
        <source>軍旗を取った</source>
        <translation>the flag was taken</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="220"/>
        <source>大将を倒した</source>
        <translation>the general was defeated</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="221"/>
        <source>動ける駒をすべて取った</source>
        <translation>every movable piece was taken</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="225"/>
        <source>%1（%2）・%3 手</source>
        <extracomment>%1 is the result (You won), %2 why the game ended, %3 the number of moves</extracomment>
        <translation>%1 (%2), %3 moves</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="232"/>
        <source>並べ終えたところです。→ で 1 手ずつ進みます。</source>
        <translation>Both setups, before the first move. Press → to step through the game.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="256"/>
        <location filename="../../src/ui/game_review.cpp" line="277"/>
        <source>先手</source>
        <extracomment>The player who moved first (先手, sente): %2 of “%1 手目（%2）”, %1 of “%1の%2”</extracomment>
        <translation>the first player</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="257"/>
        <location filename="../../src/ui/game_review.cpp" line="277"/>
        <source>後手</source>
        <extracomment>The player who moved second (後手, gote)</extracomment>
        <translation>the second player</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="271"/>
        <source>先手の総司令部</source>
        <translation>the first player&apos;s HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="271"/>
        <source>後手の総司令部</source>
        <translation>the second player&apos;s HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="277"/>
        <source>%1の%2</source>
        <extracomment>%1 is a player (the first player), %2 a piece name: “the first player&apos;s General”</extracomment>
        <translation>%1&apos;s %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="286"/>
        <source>%1が %2 を攻撃しました。取り除かれた駒：%3</source>
        <extracomment>%1 is the striking piece (the first player&apos;s Missile), %2 the target square, %3 the removed pieces or “none”</extracomment>
        <translation>%1 struck %2. Removed: %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="289"/>
        <source>なし</source>
        <extracomment>No piece: the list of removed pieces is empty</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="300"/>
        <source>%1が%2に勝ちました（%3）</source>
        <extracomment>%1 is the attacking piece, %2 the defending one (the first player&apos;s General), %3 the square</extracomment>
        <translation>%1 beat %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="305"/>
        <source>%1が%2に負けました（%3）</source>
        <extracomment>%1 is the attacking piece, %2 the defending one (the first player&apos;s General), %3 the square</extracomment>
        <translation>%1 lost to %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_review.cpp" line="308"/>
        <source>%1と%2は相打ちになりました（%3）</source>
        <extracomment>%1 is the attacking piece, %2 the defending one (the first player&apos;s General), %3 the square</extracomment>
        <translation>%1 and %2 were both removed (%3)</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::GameSession</name>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="549"/>
        <source>あなたが投了しました。</source>
        <translation>You resigned.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="423"/>
        <source>続きから遊べる対局はありません。</source>
        <translation>There is no game to continue.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="432"/>
        <source>対局中は、ほかの対局を続けられません。</source>
        <translation>Another game cannot be continued while a game is on.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="449"/>
        <source>この棋譜は続けられません。</source>
        <translation>This game cannot be continued.</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="482"/>
        <source>続きから再開しました（%1 手まで指してあります）。</source>
        <extracomment>%1 is the number of moves played before the game stopped</extracomment>
        <translation>The game continues where it stopped (%1 moves played).</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="265"/>
        <source>知らない強さです: %1</source>
        <extracomment>%1 is the CPU level id that was asked for</extracomment>
        <translation>Unknown level: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/game_session.cpp" line="255"/>
        <source>ルールの指定が読めません：%1</source>
        <extracomment>%1 is what is wrong with the rule code</extracomment>
        <translation>The rule code cannot be read: %1</translation>
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
        <location filename="../../src/ui/hot_seat_mode.cpp" line="63"/>
        <source>指しました。「交代する」を押して、相手に渡してください。</source>
        <translation>Moved. Press &quot;Hand over&quot; and pass the computer to your opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="74"/>
        <source>「交代する」を押して、相手に渡してください。</source>
        <translation>Press &quot;Hand over&quot; and pass the computer to your opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="93"/>
        <source>先手の人が駒を並べます。後手の人は画面を見ないでください。</source>
        <translation>The first player sets up. Second player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="94"/>
        <source>後手の人が駒を並べます。先手の人は画面を見ないでください。</source>
        <translation>The second player sets up. First player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="95"/>
        <source>先手の番です。後手の人は画面を見ないでください。</source>
        <translation>First player&apos;s turn. Second player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="96"/>
        <source>後手の番です。先手の人は画面を見ないでください。</source>
        <translation>Second player&apos;s turn. First player, please look away.</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="101"/>
        <source>先手の番を始める</source>
        <translation>Start the first player&apos;s turn</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="101"/>
        <source>後手の番を始める</source>
        <translation>Start the second player&apos;s turn</translation>
    </message>
    <message>
        <location filename="../../src/ui/hot_seat_mode.cpp" line="116"/>
        <source>あなたの番です。動かす駒を押してください。</source>
        <translation>Your turn. Press the piece to move.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::HumanSeat</name>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="83"/>
        <source>それは相手の駒です。先に自分の駒を押してください。</source>
        <translation>That is an opponent piece. Press one of your own pieces first.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="95"/>
        <source>その%1は今は動かせません。</source>
        <extracomment>%1 is a piece name: this piece has no move now</extracomment>
        <translation>That %1 cannot move now.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="97"/>
        <source>%1は動かせません。</source>
        <extracomment>%1 is a piece name (Mine, Flag): such a piece never moves</extracomment>
        <translation>A %1 never moves.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="103"/>
        <source>ミサイルの行き先か、攻撃する相手の駒を押してください。隣の原爆を使うときは「原爆を発射」を選んでから押します。</source>
        <translation>Press where the missile goes, or the opponent piece to strike. To use the A-bomb beside it, choose &quot;Launch the A-bomb&quot; first.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="105"/>
        <source>ミサイルの行き先か、攻撃する相手の駒を押してください。駒に重ねると、攻撃が届く範囲が光ります。</source>
        <translation>Press where the missile goes, or the opponent piece to strike. Point at a piece to see the area the strike would hit.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="110"/>
        <source>%1の行き先を押してください。</source>
        <extracomment>%1 is a piece name</extracomment>
        <translation>Press where the %1 should go.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="116"/>
        <source>選ぶのをやめました。動かす駒を押してください。</source>
        <translation>Selection cleared. Press the piece to move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="130"/>
        <source>原爆を発射します。目標の相手の駒を押してください（3×3 マスに届きます）。</source>
        <translation>Launching the A-bomb: press the target opponent piece (it hits a 3 × 3 block).</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="131"/>
        <source>ミサイルで攻撃します。目標の相手の駒を押してください（十字の 5 マスに届きます）。</source>
        <translation>Missile strike: press the target opponent piece (it hits a 5-square cross).</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="139"/>
        <source>原爆を引いて動きます。ミサイルの行き先を押してください。</source>
        <translation>The missile will tow the A-bomb: press where it goes.</translation>
    </message>
    <message>
        <location filename="../../src/ui/human_seat.cpp" line="140"/>
        <source>原爆は引かずに動きます。</source>
        <translation>The missile will move without the A-bomb.</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LanLobby</name>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="117"/>
        <source>接続しています…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="118"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="138"/>
        <source>接続が切れました。つなぎ直しています…</source>
        <translation>Connection lost. Reconnecting…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="122"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="139"/>
        <source>相手が部屋を出ました。</source>
        <translation>Your opponent left the room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="123"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="140"/>
        <source>部屋の期限が切れました。</source>
        <translation>The room has expired.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="127"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="141"/>
        <source>相手が部屋を出ました。下のリンクで別の相手を招待できます。</source>
        <translation>Your opponent left the room. It stays open: invite someone else with the link below.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="128"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="142"/>
        <source>相手の参加を待っています。下のアドレスを相手に伝えてください。</source>
        <translation>Waiting for your opponent. Give them the address below.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="130"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="143"/>
        <source>相手の接続が 2 分以上切れています。</source>
        <translation>Your opponent has been disconnected for over 2 minutes.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="131"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="144"/>
        <source>相手の接続が切れました。戻るのを待っています…</source>
        <translation>Your opponent was disconnected. Waiting for them to come back…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="132"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="145"/>
        <source>相手はもう一局を希望しています。</source>
        <translation>Your opponent wants another game.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="133"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="146"/>
        <source>相手は並べ終わりました。</source>
        <translation>Your opponent has finished arranging.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="134"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="147"/>
        <source>相手が部屋にいます。</source>
        <translation>Your opponent is in the room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="173"/>
        <source>ルール不明</source>
        <translation>rules unknown</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="175"/>
        <source>この版では遊べないルール</source>
        <translation>rules this version cannot play</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="210"/>
        <source>%1（%2）</source>
        <extracomment>An address of this PC: %1 is the address, %2 its network interface&apos;s name</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="250"/>
        <source>ルールの指定が正しくありません（%1: %2）。</source>
        <extracomment>%1 is the rule code, %2 why it is wrong</extracomment>
        <translation>The rules are not set correctly (%1: %2).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="275"/>
        <source>部屋を作れませんでした（%1）。</source>
        <extracomment>%1 is why (the system&apos;s message)</extracomment>
        <translation>Could not make a room (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="301"/>
        <source>部屋のアドレスではありません。gunjin://… の形で、相手の画面の表示どおりに入力してください。</source>
        <translation>That is not a room address. Enter it as gunjin://… exactly as your friend&apos;s screen shows it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="341"/>
        <source>「%1」は部屋のリンクではありません。部屋のリンクは gunjin:// で始まります。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>“%1” is not a room link. A room link starts with gunjin://.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="345"/>
        <source>部屋のリンク「%1」に相手の PC のアドレスがありません。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room link “%1” has no address of your friend&apos;s PC.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="348"/>
        <source>部屋のリンク「%1」の PC のアドレスが正しくありません。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The PC&apos;s address in the room link “%1” is not valid.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="351"/>
        <source>部屋のリンク「%1」にポート番号がありません（gunjin://アドレス:ポート/部屋 の形です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room link “%1” has no port number (its form is gunjin://ADDRESS:PORT/ROOM).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="356"/>
        <source>部屋のリンク「%1」のポート番号が正しくありません（1〜65535 の数です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The port number in the room link “%1” is not valid (it is a number from 1 to 65535).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="360"/>
        <source>部屋のリンク「%1」に部屋の名前がありません。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room link “%1” names no room.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="363"/>
        <source>部屋のリンク「%1」の部屋の名前が正しくありません（英数字 10 文字です）。</source>
        <extracomment>%1 is the link as given (at most 80 characters)</extracomment>
        <translation>The room name in the room link “%1” is not valid (it is 10 letters and digits).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="365"/>
        <source>部屋のリンクが長すぎます。</source>
        <translation>The room link is too long.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="439"/>
        <source>その部屋は見つかりません。アドレスを確かめてください。</source>
        <translation>No such room. Please check the address.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="455"/>
        <source>相手のアプリと版が合いません。両方のアプリを最新版に更新してください。（サーバーの説明: %1）</source>
        <extracomment>%1 is the server&apos;s own message (in English)</extracomment>
        <translation>Your friend&apos;s app is a different version. Update both apps to the latest version. (The server says: %1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="460"/>
        <source>この部屋のルールはこの版のアプリでは遊べません。アプリを最新版に更新してください。（%1）</source>
        <extracomment>%1 is the server&apos;s message</extracomment>
        <translation>This version of the app cannot play this room&apos;s rules. Update the app to the latest version. (%1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="466"/>
        <source>サーバーがこのルールを受け付けませんでした（%1）。</source>
        <extracomment>%1 is the server&apos;s message</extracomment>
        <translation>The server did not accept these rules (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="43"/>
        <location filename="../../src/ui/lan_lobby.cpp" line="440"/>
        <source>その部屋にはもう 2 人そろっています。</source>
        <translation>That room already has two players.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="39"/>
        <source>この部屋のルール（%1）はこの版のアプリでは遊べません。アプリを最新版に更新してください。</source>
        <extracomment>%1 is the room&apos;s rule code</extracomment>
        <translation>This version of the app cannot play this room&apos;s rules (%1). Update the app to the latest version.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="446"/>
        <source>%1 に接続できません。相手がアプリで部屋を作っているか、同じネットワークにいるか確かめてください。</source>
        <extracomment>%1 is the room&apos;s address, or “the server” when there is none</extracomment>
        <translation>Cannot connect to %1. Check that your friend has made a room in the app and that you are on the same network.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="444"/>
        <source>サーバー</source>
        <extracomment>Stands for %1 in “Cannot connect to %1” when no address is known</extracomment>
        <translation>the server</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="451"/>
        <source>部屋に戻れませんでした。部屋はもうありません。</source>
        <translation>Could not get back into the room: it no longer exists.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="468"/>
        <source>サーバーが混み合っています。しばらくしてからもう一度どうぞ。</source>
        <translation>The server is busy. Please try again in a while.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_lobby.cpp" line="470"/>
        <source>通信エラー（%1: %2）</source>
        <extracomment>%1 is the error&apos;s code, %2 its message</extracomment>
        <translation>Network error (%1: %2)</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::LanMode</name>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="17"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="21"/>
        <source>決定しました・相手を待っています</source>
        <translation>Waiting for your opponent</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="21"/>
        <source>決定して相手を待つ</source>
        <translation>Commit and wait for your opponent</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="48"/>
        <source>あなた</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="50"/>
        <source>友達</source>
        <extracomment>The opponent&apos;s name in the record of a LAN game</extracomment>
        <translation>Friend</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="57"/>
        <source>駒を並べて「決定して相手を待つ」を押してください。あなたは%1です。</source>
        <extracomment>%1 is the side played here: the first player (red pieces) or the second (plain wood)</extracomment>
        <translation>Arrange your pieces and press &quot;Commit and wait for your opponent&quot;. You are %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="58"/>
        <source>先手（朱の駒）</source>
        <translation>first (vermilion pieces)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="58"/>
        <source>後手（白木の駒）</source>
        <translation>second (plain wood pieces)</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="65"/>
        <source>決定しました。相手の準備ができると対局が始まります。並べ替えると決定は取り消されます。</source>
        <translation>Committed. The game starts when your opponent is ready. Changing your setup takes the commitment back.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="75"/>
        <source>投了を伝えています…</source>
        <translation>Sending your resignation…</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="81"/>
        <source>もう一局を申し込みました。相手の返事を待っています。</source>
        <translation>You asked for another game. Waiting for your opponent&apos;s answer.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="85"/>
        <source>対局は終わりました。「先手と後手を入れ替えてもう一局」で次の対局を始められます。</source>
        <translation>The game is over. &quot;Another game with sides swapped&quot; starts the next one.</translation>
    </message>
    <message>
        <location filename="../../src/ui/lan_mode.cpp" line="93"/>
        <source>決定を取り消しました。並べ直したら、もう一度「決定して相手を待つ」を押してください。</source>
        <translation>Your setup is no longer committed. When you have rearranged it, press “Commit and wait for your opponent” again.</translation>
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
        <source>その手は指せません（%1）。</source>
        <extracomment>%1 is the rule the move breaks</extracomment>
        <translation>That move is not allowed (%1).</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::MoveWords</name>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="19"/>
        <source>あなたの総司令部</source>
        <translation>your HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="19"/>
        <source>相手の総司令部</source>
        <translation>the opponent&apos;s HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="27"/>
        <source>原爆</source>
        <extracomment>The weapon, within a sentence (%2 of “Your %2 hit %1”): lower case</extracomment>
        <translation>atomic bomb</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="28"/>
        <source>ミサイル</source>
        <extracomment>The weapon, within a sentence: lower case</extracomment>
        <translation>missile</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="56"/>
        <source>。見えた相手の駒：%1</source>
        <extracomment>Ends a strike&apos;s message; %1 is the opponent pieces it showed</extracomment>
        <translation>. Their pieces shown: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="61"/>
        <source>。見えて残った相手の駒：%1</source>
        <extracomment>Ends a strike&apos;s message; %1 is the opponent pieces it showed that were not removed</extracomment>
        <translation>. Their pieces shown, still standing: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="63"/>
        <source>、残った駒：%1</source>
        <extracomment>Continues “Their pieces shown: …”; %1 is the shown pieces that were not removed</extracomment>
        <translation>; still standing: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="73"/>
        <source>%1 を狙った%2は空中衝突しました。相手のミサイル %3 枚と一緒に消えました</source>
        <extracomment>%1 is the target square, %2 the weapon (missile, atomic bomb), %3 the number of the opponent&apos;s missiles</extracomment>
        <translation>Your %2 aimed at %1 collided in the air and was lost together with %3 of the opponent&apos;s missiles</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="77"/>
        <source>%1 を%2で攻撃しましたが、取れた駒はありません</source>
        <extracomment>%1 is the target square, %2 the weapon (missile, atomic bomb)</extracomment>
        <translation>Your %2 hit %1 but took no piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="80"/>
        <source>%1 を%2で攻撃し、相手の駒を %3 枚取りました</source>
        <extracomment>%1 is the target square, %2 the weapon (missile, atomic bomb), %3 the number of pieces taken</extracomment>
        <translation>Your %2 hit %1 and took %3 of the opponent&apos;s pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="86"/>
        <source>相手の%1が %2 を狙い、あなたのミサイルと空中衝突しました（%3が消えました）</source>
        <extracomment>%1 is the weapon (missile, atomic bomb), %2 the target square, %3 your pieces lost</extracomment>
        <translation>The opponent&apos;s %1 aimed at %2 and collided in the air with your missile (lost: %3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="90"/>
        <source>相手の%1が %2 を攻撃しました。あなたの駒は無事です</source>
        <extracomment>%1 is the weapon (missile, atomic bomb), %2 the target square</extracomment>
        <translation>The opponent&apos;s %1 hit %2. None of your pieces was lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="93"/>
        <source>相手の%1が %2 を攻撃しました。あなたの%3が取られました</source>
        <extracomment>%1 is the weapon (missile, atomic bomb), %2 the target square, %3 your pieces lost</extracomment>
        <translation>The opponent&apos;s %1 hit %2. You lost: %3</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="110"/>
        <source>相手の駒が %1 から %2 へ動き、隣の駒を %1 へ引き寄せました。</source>
        <extracomment>%1 is the square the piece left, %2 the one it entered</extracomment>
        <translation>An opponent piece moved from %1 to %2, towing the piece beside it into %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="113"/>
        <source>相手の駒が %1 から %2 へ動きました。</source>
        <extracomment>Followed by another sentence; %1 is the square the piece left, %2 the one it entered</extracomment>
        <translation>An opponent piece moved from %1 to %2. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="126"/>
        <source>相手の駒が %1 から攻めてきました。</source>
        <extracomment>Followed by another sentence; %1 is the square it attacked from</extracomment>
        <translation>An opponent piece attacked from %1. </translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="127"/>
        <source>相打ちになりました</source>
        <translation>was removed together with the opponent&apos;s piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="130"/>
        <source>勝ちました</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="130"/>
        <source>負けました</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="133"/>
        <source>あなたの%1は%2（%3）</source>
        <extracomment>%1 is your piece, %2 what happened (won, lost, were both removed), %3 the square</extracomment>
        <translation>Your %1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="138"/>
        <source>。相手は%1でした</source>
        <extracomment>Continues a combat&apos;s message; %1 is the opponent&apos;s piece</extracomment>
        <translation>. Theirs was the %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/move_words.cpp" line="141"/>
        <source>。相手も%1でした</source>
        <extracomment>Continues a combat&apos;s message; %1 is the opponent&apos;s piece, the same kind as yours</extracomment>
        <translation>. Theirs was the %1 too</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::Narrator</name>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="55"/>
        <source>駒を並べてください。並べ終わったら「この並べ方で決定」を押します。</source>
        <translation>Arrange your pieces, then press &quot;Confirm this setup&quot;.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="59"/>
        <source>あなたの番です。</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="63"/>
        <source>相手が考えています…</source>
        <translation>Your opponent is thinking…</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="63"/>
        <source>相手の番です。</source>
        <translation>Your opponent&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="68"/>
        <source>対局開始です。あなたの番です。動かす駒を押してください。</source>
        <translation>The game begins. Your turn: press the piece to move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="69"/>
        <source>対局開始です。相手が考えています…</source>
        <translation>The game begins. The opponent is thinking…</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="70"/>
        <source>対局開始です。相手の番です。</source>
        <translation>The game begins. Your opponent moves first.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="119"/>
        <source>引き分けです</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="122"/>
        <source>先手の勝ちです</source>
        <translation>The first player wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="122"/>
        <source>後手の勝ちです</source>
        <translation>The second player wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="123"/>
        <source>あなたの勝ちです</source>
        <translation>You win</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="123"/>
        <source>あなたの負けです</source>
        <translation>You lose</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="130"/>
        <source>すべての駒を表に返しました（取った駒・取られた駒も）。</source>
        <translation> Every piece is now shown face up, the ones taken included.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="136"/>
        <location filename="../../src/ui/narrator.cpp" line="137"/>
        <source>先手</source>
        <extracomment>The player who moves first (先手, sente) or second (後手, gote), in a result</extracomment>
        <translation>the first player</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="136"/>
        <location filename="../../src/ui/narrator.cpp" line="137"/>
        <source>後手</source>
        <translation>the second player</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="141"/>
        <source>%1の駒が%2の総司令部を占領しました。</source>
        <extracomment>%1 is the winner (the first or second player), %2 the loser</extracomment>
        <translation>The HQ of %2 was occupied by %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="144"/>
        <source>%1は動かせる駒がなくなりました。</source>
        <extracomment>%1 is the loser (the first or second player)</extracomment>
        <translation>No legal move is left for %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="147"/>
        <source>%1が投了しました。</source>
        <extracomment>%1 is the player who resigned (the first or second player)</extracomment>
        <translation>The game was resigned by %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="150"/>
        <source>%1の駒が%2の元帥を取りました。</source>
        <extracomment>%1 is the winner (the first or second player), %2 the loser</extracomment>
        <translation>The marshal of %2 was taken by %1.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="160"/>
        <source>あなたの駒が相手の総司令部を占領しました。</source>
        <translation>Your officer occupied the opponent&apos;s HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="161"/>
        <source>相手の駒があなたの総司令部を占領しました。</source>
        <translation>An opponent officer occupied your HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="162"/>
        <source>戦いのない手が 100 手続きました。</source>
        <translation>100 moves in a row without combat.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="163"/>
        <source>どちらも動かせる駒がなくなりました。</source>
        <translation>Neither side has a legal move left.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="165"/>
        <source>相手は動かせる駒がなくなりました。</source>
        <translation>Your opponent has no legal move left.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="166"/>
        <source>あなたは動かせる駒がなくなりました。</source>
        <translation>You have no legal move left.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="168"/>
        <source>相手が投了しました。</source>
        <translation>Your opponent resigned.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="168"/>
        <source>あなたが投了しました。</source>
        <translation>You resigned.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="171"/>
        <source>あなたの駒が相手の元帥を取りました。</source>
        <translation>Your piece took the opponent&apos;s marshal.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="172"/>
        <source>相手の駒があなたの元帥を取りました。</source>
        <translation>An opponent&apos;s piece took your marshal.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="174"/>
        <source>相手の軍旗を取りました。</source>
        <translation>You took the opponent&apos;s flag.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="174"/>
        <source>あなたの軍旗が取られました。</source>
        <translation>Your flag was taken.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="176"/>
        <source>両軍の大将が同時に倒れました。</source>
        <translation>Both generals fell in the same combat.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="177"/>
        <source>相手の大将を倒しました。</source>
        <translation>You defeated the opponent&apos;s general.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="178"/>
        <source>あなたの大将が倒されました。</source>
        <translation>Your general was defeated.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="180"/>
        <source>両軍の動かせる駒が同時になくなりました。</source>
        <translation>Both sides lost their last movable pieces in the same combat.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="181"/>
        <source>相手の動かせる駒をすべて取りました。</source>
        <translation>You took every movable piece of the opponent.</translation>
    </message>
    <message>
        <location filename="../../src/ui/narrator.cpp" line="182"/>
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
    <name>gunjin::ui::RecordList</name>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="115"/>
        <source>CPU と対戦</source>
        <translation>Against the CPU</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="116"/>
        <source>2 人（この端末）</source>
        <translation>Two players here</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="117"/>
        <source>友達と対戦（LAN）</source>
        <translation>Play a friend (LAN)</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="124"/>
        <source>中断（続きから）</source>
        <translation>Stopped (continue)</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="133"/>
        <source>引き分け</source>
        <extracomment>A game&apos;s result in the list of records</extracomment>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="135"/>
        <source>先手の勝ち</source>
        <translation>First player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="135"/>
        <source>後手の勝ち</source>
        <translation>Second player won</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="139"/>
        <source>あなたの勝ち</source>
        <translation>You won</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="139"/>
        <source>あなたの負け</source>
        <translation>You lost</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="142"/>
        <source>（投了）</source>
        <extracomment>After a game&apos;s result: it ended by resignation</extracomment>
        <translation> (resigned)</translation>
    </message>
    <message>
        <location filename="../../src/ui/record_list.cpp" line="149"/>
        <source>読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1</source>
        <extracomment>%1 is the names of the files</extracomment>
        <translation>Skipped game records that cannot be read (the files are left as they are): %1</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::Recorder</name>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="39"/>
        <source>読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1</source>
        <extracomment>%1 is the names of the files and why each could not be read</extracomment>
        <translation>Skipped game records that cannot be read (the files are left as they are): %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="53"/>
        <source>2 人で対戦</source>
        <translation>two players</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="57"/>
        <source>CPU（%1）と対戦</source>
        <extracomment>The game to continue: %1 is the CPU&apos;s level (Easy)</extracomment>
        <translation>vs the CPU (%1)</translation>
    </message>
    <message>
        <location filename="../../src/ui/recorder.cpp" line="62"/>
        <source>%1&#x3000;%2・%3・%4 手まで</source>
        <extracomment>The game to continue: %1 is the date and time, %2 the opponent (vs …), %3 the game, %4 the number of moves</extracomment>
        <translation>%1  %2 · %3 · %4 moves played</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::RemoteTable</name>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="16"/>
        <source>その手はサーバーに受け付けられませんでした。</source>
        <translation>The server did not accept that move.</translation>
    </message>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="74"/>
        <source>サーバーから届いた手が盤面と合いません（%1）。</source>
        <extracomment>%1 is what does not fit (a technical message)</extracomment>
        <translation>A move from the server does not fit the board (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/remote_table.cpp" line="89"/>
        <source>サーバーから届いた結果が盤面と合いません（%1）。</source>
        <extracomment>%1 is what does not fit (a technical message)</extracomment>
        <translation>A result from the server does not fit the board (%1).</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::RuleSettings</name>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="234"/>
        <source>審判あり</source>
        <extracomment>A way to judge combats: a referee, who tells only who won</extracomment>
        <translation>with a referee</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="227"/>
        <location filename="../../src/ui/rule_settings.cpp" line="292"/>
        <source>判定のしかた</source>
        <translation>Judgement</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="228"/>
        <source>連盟ルールは、審判がいなくても遊べるように作られています。審判役をつけて、駒を伏せたまま判定することもできます。</source>
        <translation>The federation game was made to be played without a referee. You can still have one, judging with the pieces face down.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="230"/>
        <source>駒を見せ合う（連盟の遊び方）</source>
        <translation>Show the pieces (the federation&apos;s way)</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="231"/>
        <source>戦った 2 枚と、ミサイルや原爆が判定した駒を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。</source>
        <translation>Both players see the two pieces of a combat, and every piece a missile or the atomic bomb judges; the winner goes back face down.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="235"/>
        <source>知らされるのは戦いのマスと勝ち負け（ミサイルなら、どのマスの駒が消えたかと空中衝突かどうか）だけです。</source>
        <translation>Only the square and the outcome of a combat are announced (for a strike, which squares lost a piece and whether it was an air collision).</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="239"/>
        <source>タンクと工兵</source>
        <translation>Tank and engineer</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="240"/>
        <source>タンクと工兵がぶつかったときの勝ち負けです。説明書によって逆になっています。</source>
        <translation>Who wins when a tank and an engineer meet. Rule books disagree.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="241"/>
        <source>タンクの勝ち</source>
        <translation>The tank wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="241"/>
        <source>昭和の説明書の多くと同じです。</source>
        <translation>As in most Showa-era rule books.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="242"/>
        <source>工兵の勝ち</source>
        <translation>The engineer wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="243"/>
        <source>攻めても守っても工兵が勝ちます。軍旗の後ろにいて軍旗の強さになるときも同じです。</source>
        <translation>The engineer wins attacking or defending, and also when it stands behind a flag that fights with its strength.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="245"/>
        <source>勝った地雷</source>
        <translation>A mine that wins</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="246"/>
        <source>地雷に攻め込んだ駒が負けたあと、地雷を盤に残すかどうかです。</source>
        <translation>Whether a mine stays on the board after the piece attacking it loses.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="248"/>
        <source>取り除く</source>
        <extracomment>A choice of “勝った地雷” (a mine that won): it is removed</extracomment>
        <translation>Removed</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="249"/>
        <source>地雷は 1 回きりで、攻めてきた駒と一緒に盤から消えます。</source>
        <translation>A mine works once: it leaves the board with the piece that attacked it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="251"/>
        <source>盤に残す</source>
        <extracomment>A choice of “勝った地雷” (a mine that won): it stays on the board</extracomment>
        <translation>Stays</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="252"/>
        <source>攻めてきた駒だけが消え、地雷はそのマスで次の相手を待ちます。飛行機と工兵には今までどおり負けます。</source>
        <translation>Only the attacker is removed; the mine stays to meet the next one. Planes and engineers still beat it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="255"/>
        <source>勝ち方</source>
        <extracomment>A rule&apos;s title: how a game is won</extracomment>
        <translation>How to win</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="256"/>
        <source>何をすれば勝ちになるかです。どの勝ち方でも、指せる手がなくなった側は負け、戦いのない手が 100 手続けば引き分けです。</source>
        <translation>What wins the game. Whichever you choose, a side with no legal move loses, and 100 moves without combat are a draw.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="259"/>
        <source>総司令部の占領</source>
        <extracomment>A way to win: occupy the opponent&apos;s HQ</extracomment>
        <translation>Occupy the HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="260"/>
        <source>大将〜少佐のどれかが相手の総司令部に入れば勝ちです。</source>
        <translation>An officer (general to major) entering the opponent&apos;s HQ wins.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="261"/>
        <source>軍旗を取る</source>
        <translation>Take the flag</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="262"/>
        <source>相手の軍旗を盤から取り除けば勝ちです（相打ちでも）。総司令部に入っても勝ちにはなりません。</source>
        <translation>Removing the opponent&apos;s flag wins (a tie included). Entering the HQ does not win.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="264"/>
        <source>大将を倒す</source>
        <translation>Defeat the general</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="265"/>
        <source>相手の大将を盤から取り除けば勝ちです。どちらが攻めたかに関係なく、大将が消えた側の負けです。</source>
        <translation>Removing the opponent&apos;s general wins. Whoever attacked, the side whose general is removed loses.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="267"/>
        <source>動ける駒を全部取る</source>
        <translation>Take every movable piece</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="268"/>
        <source>地雷と軍旗のほかの駒を全部失った側の負けです。総司令部に入っても勝ちにはなりません。</source>
        <translation>A side that loses every piece but its mines and flag loses. Entering the HQ does not win.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="270"/>
        <source>総司令部の地雷</source>
        <translation>A mine in the HQ</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="271"/>
        <source>並べるときに、総司令部に地雷を置いてよいかです。</source>
        <translation>Whether a mine may be set up in the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="273"/>
        <location filename="../../src/ui/rule_settings.cpp" line="282"/>
        <source>置ける</source>
        <extracomment>A choice of a setup rule: the piece may stand there</extracomment>
        <translation>Allowed</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="273"/>
        <source>地雷で総司令部を守れます。</source>
        <translation>A mine can guard the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="275"/>
        <location filename="../../src/ui/rule_settings.cpp" line="280"/>
        <source>置けない</source>
        <extracomment>A choice of a setup rule: the piece may not stand there</extracomment>
        <translation>Forbidden</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="276"/>
        <source>大正時代の遊びの本にある決まりです。総司令部には地雷のほかの駒を置きます。</source>
        <translation>The rule of a Taisho-era games book: the HQ holds some other piece.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="278"/>
        <source>最後列の軍旗</source>
        <translation>The flag on the back row</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="279"/>
        <source>並べるときに、軍旗を最後列（総司令部も含む）に置いてよいかです。</source>
        <translation>Whether the flag may be set up on the back row (the HQ included).</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="281"/>
        <source>軍旗は 2 段目より前に置き、すぐ後ろの味方の強さで戦います。</source>
        <translation>The flag stands on the second row or further forward and fights with the strength of the friendly piece right behind it.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="283"/>
        <source>最後列の軍旗は後ろに味方がいないので、攻められるとどの駒にも負けます。</source>
        <translation>A flag on the back row has no piece behind it, so it loses to any attacker.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="285"/>
        <source>飛行機の飛び方</source>
        <translation>How the plane flies</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="286"/>
        <source>縦に進む飛行機が、途中の駒を飛び越えられるかです。</source>
        <translation>Whether a plane moving along its column may jump the pieces in its way.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="287"/>
        <source>駒を飛び越える</source>
        <translation>Jumps pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="288"/>
        <source>縦にまっすぐ、駒も川も越えて何マスでも進めます。</source>
        <translation>It flies any distance along its column, over pieces and the river.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="289"/>
        <source>駒の手前で止まる</source>
        <translation>Stops at pieces</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="290"/>
        <source>途中に駒があればそこまでです。相手の駒ならそのマスを攻められます。川は今までどおり越えられます。</source>
        <translation>It stops at the first piece in its way, and may attack it if it is the opponent&apos;s. It still crosses the river.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="293"/>
        <source>戦った駒の種類を、相手にも見せるかどうかです。</source>
        <translation>Whether the pieces of a combat are shown to both players.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="294"/>
        <source>審判が伏せたまま</source>
        <translation>Hidden, by the referee</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="295"/>
        <source>知らされるのは戦いのマスと勝ち負けだけで、相手の駒の種類は対局が終わるまで分かりません。</source>
        <translation>Only the square and the outcome are announced; the opponent&apos;s types stay hidden until the game ends.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="297"/>
        <source>駒を見せ合う</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="298"/>
        <source>戦った 2 枚を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。見た駒を覚えておくのも腕のうちです。</source>
        <translation>Both players see the two pieces of a combat, then the winner goes back face down. Remembering what you saw is part of the skill.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="308"/>
        <source>ルールコードを入れてから「適用」を押してください。</source>
        <translation>Enter a rule code, then press Apply.</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="316"/>
        <source>「%1」というルールはありません。ルールコードは classic（軍人将棋）か federation（連盟ルール）で始まります。</source>
        <extracomment>%1 is the start of the rule code as typed</extracomment>
        <translation>There are no rules called &quot;%1&quot;. A rule code starts with classic (Gunjin Shogi) or federation (federation rules).</translation>
    </message>
    <message>
        <location filename="../../src/ui/rule_settings.cpp" line="320"/>
        <source>このルールコードは使えません：%1</source>
        <extracomment>%1 is why the rule code cannot be used</extracomment>
        <translation>This rule code cannot be used: %1</translation>
    </message>
</context>
<context>
    <name>gunjin::ui::SetupEditor</name>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="84"/>
        <source>選ぶのをやめました。入れ替えるときは、2 つのマスを続けて押してください。</source>
        <translation>Selection cleared. To swap, press two squares one after the other.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="95"/>
        <source>自分の陣地（手前の %1 段）のマスを押してください。</source>
        <extracomment>%1 is the number of rows of your camp (4 or 3)</extracomment>
        <translation>Press a square of your own camp (the %1 rows nearest to you).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="102"/>
        <source>%1を選びました。入れ替える相手のマスを押してください。</source>
        <extracomment>%1 is a piece name</extracomment>
        <translation>%1 chosen. Press the square to swap it with.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="123"/>
        <source>%1と%2を入れ替えました。</source>
        <extracomment>%1 and %2 are piece names</extracomment>
        <translation>Swapped %1 and %2.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="131"/>
        <source>元帥は総司令部から動かせません。地雷は橋のたもと（%1）に置けません。</source>
        <extracomment>Follows another sentence; %1 is the squares at the bridges&apos; ends (c5, f5)</extracomment>
        <translation> The marshal stays on the HQ; mines may not stand at the bridgeheads (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="133"/>
        <source>地雷と軍旗は橋のたもと（%1）に置けません。</source>
        <extracomment>Follows another sentence; %1 is the squares at the bridges&apos; ends (b5, e5)</extracomment>
        <translation> Mines and the flag may not stand at the bridge ends (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="134"/>
        <source>軍旗は最後の段に置けません。</source>
        <translation> The flag may not stand on the back row.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="135"/>
        <source>地雷は総司令部に置けません。</source>
        <translation> No mine may stand in the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="173"/>
        <source>入れ替えられません。地雷と軍旗は、橋のたもとのマス（%1）には置けません。</source>
        <extracomment>%1 is the squares at the bridges&apos; ends (b5, e5)</extracomment>
        <translation>Cannot swap: mines and the flag may not stand at the bridge ends (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="176"/>
        <source>入れ替えられません。軍旗は最後の段（総司令部を含む）には置けません。</source>
        <translation>Cannot swap: the flag may not stand on the back row (HQ included).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="178"/>
        <source>入れ替えられません。このルールでは、地雷を総司令部に置けません。</source>
        <translation>Cannot swap: under these rules no mine may stand in the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="179"/>
        <source>入れ替えられません。元帥は総司令部から動かせません。</source>
        <translation>Cannot swap: the marshal stays on the HQ.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="182"/>
        <source>入れ替えられません。地雷は橋のたもとのマス（%1）には置けません。</source>
        <extracomment>%1 is the squares at the bridges&apos; ends (c5, f5)</extracomment>
        <translation>Cannot swap: mines may not stand at the bridgeheads (%1).</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="185"/>
        <source>入れ替えられません: %1</source>
        <extracomment>%1 is the rule&apos;s message</extracomment>
        <translation>Cannot swap: %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="199"/>
        <source>おまかせで並べ直しました。</source>
        <translation>New automatic setup.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="206"/>
        <source>左右を入れ替えました。</source>
        <translation>Mirrored left and right.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="215"/>
        <source>前回の並べ方を読み込めませんでした（%1）。今の並べ方はそのままです。</source>
        <extracomment>%1 is why</extracomment>
        <translation>Could not load the last setup (%1). Your current setup is unchanged.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="220"/>
        <source>前回の並べ方にしました。</source>
        <translation>Last setup restored.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="230"/>
        <source>1 つ前の並べ方に戻しました。</source>
        <translation>Undone.</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="37"/>
        <source>%1、%2</source>
        <extracomment>Joins a list: %1 is the items so far, %2 the next one</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="149"/>
        <source>%1 の%2</source>
        <extracomment>%1 is a square (f1), %2 a piece name: “the Lieutenant General on f1”</extracomment>
        <translation>%2 on %1</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="162"/>
        <source>%1は、%2に囲まれて動けません。</source>
        <extracomment>Followed by another sentence; %1 is pieces (the General on f1), %2 kinds of piece</extracomment>
        <translation>%1 can never move, boxed in by %2. </translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="158"/>
        <source>%1と %2</source>
        <extracomment>Joins the last two pieces of a list, named with their squares (the General on f1)</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="160"/>
        <source>%1と%2</source>
        <extracomment>Joins the last two kinds of piece of a list</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../../src/ui/setup_editor.cpp" line="164"/>
        <source>並べ方のきまりには合っているので、このままでも始められます。</source>
        <translation>This setup is allowed, so you can still start with it.</translation>
    </message>
</context>
</TS>
