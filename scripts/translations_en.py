# English for every Japanese source string of the UI (used by fill-translations.py).
EN = {
"対局を続ける": "Keep playing",
"相手の駒が %1 から攻めてきました。": "An opponent piece attacked from %1. ",
"駒を並べてください。並べ終わったら「この並べ方で決定」を押します。": "Arrange your pieces, then press \"Confirm this setup\".",
"総司令部": "HQ",
"駒に英語名": "English names",
"駒に英語の略称を表示する": "Show English abbreviations on the pieces",
"部屋を出ると、今の対局は終わります。部屋を出ますか？": "Leaving the room ends the game in progress. Leave the room?",
"今の対局をやめて、最初から並べ直しますか？ 今の対局の続きはできなくなります。": "Stop this game and set up a new one? This game cannot be continued afterwards.",
"今の対局をやめて、遊び方の選択に戻りますか？ 今の対局の続きはできなくなります。": "Stop this game and go back to the choice of game? This game cannot be continued afterwards.",
"やめて始め直す": "Stop and start again",
"やめて戻る": "Stop and go back",
"手数 %1　戦いのない手 %2 / 100": "Moves %1 · without combat %2 / 100",
"あなたの総司令部": "your HQ",
"相手の総司令部": "the opponent's HQ",
"対局は終わりました。「先手と後手を入れ替えてもう一局」で次の対局を始められます。": "The game is over. \"Another game with sides swapped\" starts the next one.",
"選ぶのをやめました。入れ替えるときは、2 つのマスを続けて押してください。": "Selection cleared. To swap, press two squares one after the other.",
"選ぶのをやめました。動かす駒を押してください。": "Selection cleared. Press the piece to move.",
"同じネットワークで見つかった部屋": "Rooms found on this network",
"同じネットワークで部屋を探しています…": "Looking for rooms on this network…",
"部屋のアドレス": "Room address",
"コピーしました": "Copied",
"コピー": "Copy",
"待たずに CPU と遊ぶ": "Play the CPU instead of waiting",
"CPU と新しく対局する（今の対局は終わります）": "New game against the CPU (ends this game)",
"友達と対戦": "Play a friend",
"同じネットワークにある 2 台の PC で対戦します。どちらかが部屋を作り、もう一方がそのアドレスで参加します。審判は部屋を作った PC が務め、相手の駒の種類はどちらにも届きません。":
    "Two PCs on the same network play each other. One makes a room, the other joins it with its address. The PC that made the room is the referee; neither side ever receives the other's piece types.",
"部屋を作る（あなたが先手）": "Make a room (you move first)",
"相手の部屋に参加する": "Join a friend's room",
"参加する": "Join",
"戻る": "Back",
"友達と対戦（LAN）": "Play a friend (LAN)",

"先手と後手を入れ替えてもう一局": "Another game with sides swapped",
"部屋を出る": "Leave the room",
"決定しました・相手を待っています": "Committed, waiting for your opponent",
"決定して相手を待つ": "Commit and wait for your opponent",
"決定しました。相手の準備ができると対局が始まります。並べ替えると決定は取り消されます。":
    "Committed. The game starts when your opponent is ready. Changing your setup takes the commitment back.",
"相手の番です。": "Your opponent's turn.",
"投了を伝えています…": "Sending your resignation…",
"もう一局を申し込みました。相手の返事を待っています。": "You asked for another game. Waiting for your opponent's answer.",
"その手はサーバーに受け付けられませんでした。": "The server did not accept that move.",
"駒を並べて「決定して相手を待つ」を押してください。あなたは%1です。": "Arrange your pieces and press \"Commit and wait for your opponent\". You are %1.",
"先手（朱の駒）": "first (vermilion pieces)",
"後手（白木の駒）": "second (plain wood pieces)",
"対局開始です。相手の番です。": "The game begins. Your opponent moves first.",
"サーバーから届いた手が盤面と合いません（%1）。": "A move from the server does not fit the board (%1).",
"サーバーから届いた結果が盤面と合いません（%1）。": "A result from the server does not fit the board (%1).",
"接続しています…": "Connecting…",
"接続が切れました。つなぎ直しています…": "Connection lost. Reconnecting…",
"相手が部屋を出ました。": "Your opponent left the room.",
"部屋の期限が切れました。": "The room has expired.",
"相手の参加を待っています。下のアドレスを相手に伝えてください。": "Waiting for your opponent. Give them the address below.",
"相手の接続が 2 分以上切れています。": "Your opponent has been disconnected for over 2 minutes.",
"相手の接続が切れました。戻るのを待っています…": "Your opponent was disconnected. Waiting for them to come back…",
"相手はもう一局を希望しています。": "Your opponent wants another game.",
"相手は並べ終わりました。": "Your opponent has finished arranging.",
"相手が部屋にいます。": "Your opponent is in the room.",
"部屋を作れませんでした（%1）。": "Could not make a room (%1).",
"部屋のアドレスではありません。gunjin://… の形で、相手の画面の表示どおりに入力してください。": "That is not a room address. Enter it as gunjin://… exactly as your friend's screen shows it.",
"その部屋は見つかりません。アドレスを確かめてください。": "No such room. Please check the address.",
"その部屋にはもう 2 人そろっています。": "That room already has two players.",
"%1 に接続できません。相手がアプリで部屋を作っているか、同じネットワークにいるか確かめてください。": "Cannot connect to %1. Check that your friend has made a room in the app and that you are on the same network.",
"サーバー": "the server",
"部屋に戻れませんでした。部屋はもうありません。": "Could not get back into the room: it no longer exists.",
"相手のアプリと版が合いません。": "Your friend's app is a different version.",
"サーバーが混み合っています。しばらくしてからもう一度どうぞ。": "The server is busy. Please try again in a while.",
"通信エラー（%1: %2）": "Network error (%1: %2)",
"斜めから": "Oblique",
"真上から": "From above",
"ボタンで操作": "Buttons",
"空き": "empty",
"あなたの%1": "your %1",
"あなたの駒": "your piece",
"相手の%1": "opponent's %1",
"相手の駒": "opponent's piece",
"選択中": "selected",
"攻められます": "can be attacked",
"行けます": "can be reached",
"直前の手": "last move",
"川（橋は b 列と e 列）": "River (bridges on columns b and e)",
"取られたあなたの駒": "Your pieces lost",
"%1 ×%2": "%1 ×%2",
"なし": "none",
"取った相手の駒: %1 枚": "Opponent pieces taken: %1",
"・": ", ",
"動けません。飛行機と工兵には取られ、ほかの駒とは相打ちになります（大将も）。":
    "Never moves. Planes and engineers take it; any other attacker (the general too) is removed together with it.",
"動けません。すぐ後ろの味方の駒の強さで戦い、取られるのは軍旗だけです。後ろが空きか相手の駒なら、どの駒にも負けます。":
    "Never moves. It fights with the strength of the friendly piece right behind it, and only the flag is ever removed. With nothing friendly behind it, it loses to every attacker.",
"勝敗表（攻めたとき）": "Combat table (when attacking)",
"閉じる": "Close",
"<b>勝つ</b> %1<br><b>相打ち</b> %2<br><b>負ける</b> %3": "<b>Beats</b> %1<br><b>Both removed</b> %2<br><b>Loses to</b> %3",
"はい": "Yes",
"確認": "Confirm",
"やめる": "Cancel",
"投了しますか？ 相手の勝ちになります。": "Resign? Your opponent wins the game.",
"投了する": "Resign",
"盤と駒": "Board and pieces",
"並べ方": "Setting up",
"動かし方": "Moving",
"戦い": "Combat",
"軍旗": "Flag",
"元帥": "Marshal",
"あなたの駒が相手の元帥を取りました。": "Your piece took the opponent's marshal.",
"相手の駒があなたの元帥を取りました。": "An opponent's piece took your marshal.",
"相手の軍旗を取りました。": "You took the opponent's flag.",
"あなたの軍旗が取られました。": "Your flag was taken.",
"両軍の大将が同時に倒れました。": "Both generals fell in the same combat.",
"相手の大将を倒しました。": "You defeated the opponent's general.",
"あなたの大将が倒されました。": "Your general was defeated.",
"両軍の動かせる駒が同時になくなりました。": "Both sides lost their last movable pieces in the same combat.",
"相手の動かせる駒をすべて取りました。": "You took every movable piece of the opponent.",
"あなたの動かせる駒がすべて取られました。": "Every movable piece of yours was taken.",
"砲兵": "Artillery",
"ジェット機": "Jet",
"ミサイル": "Missile",
"原爆": "Atomic bomb",
"勝ち負け": "Winning and drawing",
"資料によって違うルール": "Rules that differ between sources",
"勝つためのコツ": "Tips",
"歴史": "History",
"よくある質問": "FAQ",
"遊び方・ルール": "How to play",
"軍人将棋": "Gunjin Shogi",
"駒を伏せて戦う、審判つきの将棋": "The war game of hidden pieces, judged by a referee",
"CPU と対戦（あなたが先手・朱の駒）": "Play the CPU (you move first, vermilion pieces)",
"初級": "Easy",
"中級": "Medium",
"上級": "Hard",
"後手で始める（中級）": "Play second (medium)",
"後手では CPU が先に指し、あなたは白木の駒を使います。": "Playing second, the CPU moves first and you play the plain-wood pieces.",
"この端末で 2 人で遊ぶ": "Two players on this computer",
"大将": "General",
"中将": "Lieutenant General",
"少将": "Major General",
"大佐": "Colonel",
"中佐": "Lieutenant Colonel",
"少佐": "Major",
"大尉": "Captain",
"中尉": "First Lieutenant",
"少尉": "Second Lieutenant",
"騎兵": "Cavalry",
"工兵": "Engineer",
"タンク": "Tank",
"飛行機": "Plane",
"スパイ": "Spy",
"地雷": "Mine",
"もう一度": "Play again",
"盤を見る": "See the board",
"遊び方を選び直す": "Change game",
"2 つのマスを続けて押すと駒が入れ替わります。地雷と軍旗は橋のたもとに、軍旗は最後の段に置けません。":
    "Press two squares one after the other to swap their pieces. Mines and the flag may not stand at a bridge end; the flag may not stand on the back row.",
"おまかせで並べ直す": "New automatic setup",
"左右反転": "Mirror",
"前回の並べ方": "Last setup",
"1 つ戻す": "Undo",
"この並べ方で決定": "Confirm this setup",
"この端末で 2 人で対戦": "Two players on this computer",
"CPU %1 と対戦": "Against the CPU (%1)",
"先手（朱の駒）の人が見ています": "The first player (vermilion) is at the board",
"後手（白木の駒）の人が見ています": "The second player (plain wood) is at the board",
"あなたは先手（朱の駒）": "You play first (vermilion pieces)",
"あなたは後手（白木の駒）": "You play second (plain-wood pieces)",
"交代する": "Hand over",
"勝敗表": "Combat table",
"投了": "Resign",
"ランダム": "Random",
"あなたの勝ちです": "You win",
"あなたの負けです": "You lose",
"引き分けです": "Draw",
"あなたの駒が相手の総司令部を占領しました。": "Your officer occupied the opponent's HQ.",
"相手の駒があなたの総司令部を占領しました。": "An opponent officer occupied your HQ.",
"戦いのない手が 100 手続きました。": "100 moves in a row without combat.",
"どちらも動かせる駒がなくなりました。": "Neither side has a legal move left.",
"相手は動かせる駒がなくなりました。": "Your opponent has no legal move left.",
"あなたは動かせる駒がなくなりました。": "You have no legal move left.",
"相手が投了しました。": "Your opponent resigned.",
"あなたが投了しました。": "You resigned.",
"すべての駒を表に返しました。": " Every piece is now shown face up.",
"知らない強さです: %1": "Unknown level: %1",
"駒を並べてください。2 つのマスを続けて押すと、その駒が入れ替わります。": "Arrange your pieces. Press two squares one after the other to swap their pieces.",
"先手の人が駒を並べます。後手の人は画面を見ないでください。": "The first player sets up. Second player, please look away.",
"後手の人が駒を並べます。先手の人は画面を見ないでください。": "The second player sets up. First player, please look away.",
"先手の番です。後手の人は画面を見ないでください。": "First player's turn. Second player, please look away.",
"後手の番です。先手の人は画面を見ないでください。": "Second player's turn. First player, please look away.",
"先手の番を始める": "Start the first player's turn",
"後手の番を始める": "Start the second player's turn",
"あなたの番です。動かす駒を押してください。": "Your turn. Press the piece to move.",
"対局は終わりました。「もう一度」で次の対局を始められます。": "The game is over. \"Play again\" starts the next one.",
"自分の陣地（手前の半分）のマスを押してください。": "Press a square of your own territory (the near half).",
"%1を選びました。入れ替える相手のマスを押してください。": "%1 chosen. Press the square to swap it with.",
"入れ替えられません。地雷と軍旗は、橋のたもとのマス（%1・%2）には置けません。": "Cannot swap: mines and the flag may not stand at a bridge end (%1, %2).",
"入れ替えられません。軍旗は最後の段（総司令部を含む）には置けません。": "Cannot swap: the flag may not stand on the back row (HQ included).",
"入れ替えられません: %1": "Cannot swap: %1",
"%1と%2を入れ替えました。": "Swapped %1 and %2.",
"おまかせで並べ直しました。": "New automatic setup.",
"左右を入れ替えました。": "Mirrored left and right.",
"前回の並べ方を読み込めませんでした（%1）。今の並べ方はそのままです。": "Could not load the last setup (%1). Your current setup is unchanged.",
"前回の並べ方にしました。": "Last setup restored.",
"1 つ前の並べ方に戻しました。": "Undone.",
"対局開始です。あなたの番です。動かす駒を押してください。": "The game begins. Your turn: press the piece to move.",
"「交代する」を押して、相手に渡してください。": "Press \"Hand over\" and pass the computer to your opponent.",
"相手の番です。少しお待ちください。": "It is your opponent's turn. Please wait.",
"それは相手の駒です。先に自分の駒を押してください。": "That is an opponent piece. Press one of your own pieces first.",
"その%1は今は動かせません。": "That %1 cannot move now.",
"%1は動かせません。": "A %1 never moves.",
"%1の行き先を押してください。": "Press where the %1 should go.",
"指しました。「交代する」を押して、相手に渡してください。": "Moved. Press \"Hand over\" and pass the computer to your opponent.",
"相手の駒が %1 から %2 へ動きました。": "An opponent piece moved from %1 to %2. ",
"相打ちになりました": "was removed together with the opponent's piece",
"勝ちました": "won",
"負けました": "lost",
"あなたの%1は%2（%3）": "Your %1 %2 (%3)",
"その手は指せません（%1）。": "That move is not allowed (%1).",
"あなたの番です。": "Your turn.",
"相手が考えています…": "Your opponent is thinking…",
"CPU が指し手を見つけられませんでした。": "The CPU found no move.",
"先手の勝ちです": "The first player wins",
"後手の勝ちです": "The second player wins",
"先手": "the first player",
"後手": "the second player",
"%1の駒が%2の総司令部を占領しました。": "The HQ of %2 was occupied by %1.",
"%1は動かせる駒がなくなりました。": "No legal move is left for %1.",
"%1が投了しました。": "The game was resigned by %1.",
# The game choice and the rules page (RuleSettings, GameChoice, RulesPage, RuleOption).
"軍人将棋（6×8）": "Gunjin Shogi (6×8)",
"連盟ルール（9×9）": "Federation rules (9×9)",
"23 枚・審判が伏せたまま判定": "23 pieces, judged hidden by a referee",
"25 枚・元帥、ミサイル、原爆": "25 pieces, marshal, missiles, atomic bomb",
"遊ぶゲーム": "Game",
"ルール：%1": "Rules: %1",
"ルール設定": "Rule settings",
"貼り付けたルールにしました：%1": "Now playing the pasted rules: %1",
"日本軍人将棋連盟の公式ルールを元にした 9×9 の遊び方です。盤と駒の決まりは一つで、選べるのは判定のしかただけです。":
    "The 9×9 game of the Japan Gunjin Shogi Federation's official rules. Its board and pieces are fixed; the one choice is how combats are judged.",
"軍人将棋は説明書によって決まりが少しずつ違います。ここでは資料で分かれている 7 つの決まり（H-1〜H-7）を選べます。どれも左がこのアプリのはじめの設定です。":
    "Gunjin Shogi's rules differ a little from one rule book to the next. Here you can choose the seven points on which the sources disagree (H-1 to H-7). In each, the first choice is this program's initial setting.",
"いまのルール": "Rules in force",
"ルールコード": "Rule code",
"同じルールで遊びたい相手に送ると、相手はそれを貼り付けるだけで同じ設定になります。":
    "Send it to someone who wants to play by the same rules: pasting it gives them the same settings.",
"コードを貼り付けて使う": "Use a pasted code",
"貼り付けるルールコード": "Rule code to paste",
"適用": "Apply",
"はじめの設定に戻す": "Back to the initial settings",
"はじめの設定（%1）に戻しました。": "Back to the initial settings (%1).",
"駒を見せ合う判定": "open judgement",
"審判あり": "with a referee",
"工兵がタンクに勝つ": "engineer beats tank",
"勝った地雷は残る": "a winning mine stays",
"軍旗を取ると勝ち": "win by taking the flag",
"大将を倒すと勝ち": "win by defeating the general",
"動ける駒を全部取ると勝ち": "win by taking every movable piece",
"総司令部に地雷を置けない": "no mine in the HQ",
"軍旗を最後列に置ける": "flag allowed on the back row",
"飛行機は駒を越えない": "planes stop at pieces",
"基本ルール": "basic rules",
"判定のしかた": "Judgement",
"連盟ルールは、審判がいなくても遊べるように作られています。審判役をつけて、駒を伏せたまま判定することもできます。":
    "The federation game was made to be played without a referee. You can still have one, judging with the pieces face down.",
"駒を見せ合う（連盟の遊び方）": "Show the pieces (the federation's way)",
"戦った 2 枚と、ミサイルや原爆が判定した駒を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。":
    "Both players see the two pieces of a combat, and every piece a missile or the atomic bomb judges; the winner goes back face down.",
"知らされるのは戦いのマスと勝ち負け（ミサイルなら、どのマスの駒が消えたかと空中衝突かどうか）だけです。":
    "Only the square and the outcome of a combat are announced (for a strike, which squares lost a piece and whether it was an air collision).",
"タンクと工兵": "Tank and engineer",
"タンクと工兵がぶつかったときの勝ち負けです。説明書によって逆になっています。":
    "Who wins when a tank and an engineer meet. Rule books disagree.",
"タンクの勝ち": "The tank wins",
"昭和の説明書の多くと同じです。": "As in most Showa-era rule books.",
"工兵の勝ち": "The engineer wins",
"攻めても守っても工兵が勝ちます。軍旗の後ろにいて軍旗の強さになるときも同じです。":
    "The engineer wins attacking or defending, and also when it stands behind a flag that fights with its strength.",
"勝った地雷": "A mine that wins",
"地雷に攻め込んだ駒が負けたあと、地雷を盤に残すかどうかです。":
    "Whether a mine stays on the board after the piece attacking it loses.",
"取り除く": "Removed",
"地雷は 1 回きりで、攻めてきた駒と一緒に盤から消えます。":
    "A mine works once: it leaves the board with the piece that attacked it.",
"盤に残す": "Stays",
"攻めてきた駒だけが消え、地雷はそのマスで次の相手を待ちます。飛行機と工兵には今までどおり負けます。":
    "Only the attacker is removed; the mine stays to meet the next one. Planes and engineers still beat it.",
"勝ち方": "How to win",
"何をすれば勝ちになるかです。どの勝ち方でも、指せる手がなくなった側は負け、戦いのない手が 100 手続けば引き分けです。":
    "What wins the game. Whichever you choose, a side with no legal move loses, and 100 moves without combat are a draw.",
"総司令部の占領": "Occupy the HQ",
"大将〜少佐のどれかが相手の総司令部に入れば勝ちです。":
    "An officer (general to major) entering the opponent's HQ wins.",
"軍旗を取る": "Take the flag",
"相手の軍旗を盤から取り除けば勝ちです（相打ちでも）。総司令部に入っても勝ちにはなりません。":
    "Removing the opponent's flag wins (a tie included). Entering the HQ does not win.",
"大将を倒す": "Defeat the general",
"相手の大将を盤から取り除けば勝ちです。どちらが攻めたかに関係なく、大将が消えた側の負けです。":
    "Removing the opponent's general wins. Whoever attacked, the side whose general is removed loses.",
"動ける駒を全部取る": "Take every movable piece",
"地雷と軍旗のほかの駒を全部失った側の負けです。総司令部に入っても勝ちにはなりません。":
    "A side that loses every piece but its mines and flag loses. Entering the HQ does not win.",
"総司令部の地雷": "A mine in the HQ",
"並べるときに、総司令部に地雷を置いてよいかです。": "Whether a mine may be set up in the HQ.",
"置ける": "Allowed",
"地雷で総司令部を守れます。": "A mine can guard the HQ.",
"置けない": "Forbidden",
"大正時代の遊びの本にある決まりです。総司令部には地雷のほかの駒を置きます。":
    "The rule of a Taisho-era games book: the HQ holds some other piece.",
"最後列の軍旗": "The flag on the back row",
"並べるときに、軍旗を最後列（総司令部も含む）に置いてよいかです。":
    "Whether the flag may be set up on the back row (the HQ included).",
"軍旗は 2 段目より前に置き、すぐ後ろの味方の強さで戦います。":
    "The flag stands on the second row or further forward and fights with the strength of the friendly piece right behind it.",
"最後列の軍旗は後ろに味方がいないので、攻められるとどの駒にも負けます。":
    "A flag on the back row has no piece behind it, so it loses to any attacker.",
"飛行機の飛び方": "How the plane flies",
"縦に進む飛行機が、途中の駒を飛び越えられるかです。":
    "Whether a plane moving along its column may jump the pieces in its way.",
"駒を飛び越える": "Jumps pieces",
"縦にまっすぐ、駒も川も越えて何マスでも進めます。":
    "It flies any distance along its column, over pieces and the river.",
"駒の手前で止まる": "Stops at pieces",
"途中に駒があればそこまでです。相手の駒ならそのマスを攻められます。川は今までどおり越えられます。":
    "It stops at the first piece in its way, and may attack it if it is the opponent's. It still crosses the river.",
"戦った駒の種類を、相手にも見せるかどうかです。": "Whether the pieces of a combat are shown to both players.",
"審判が伏せたまま": "Hidden, by the referee",
"知らされるのは戦いのマスと勝ち負けだけで、相手の駒の種類は対局が終わるまで分かりません。":
    "Only the square and the outcome are announced; the opponent's types stay hidden until the game ends.",
"駒を見せ合う": "Open",
"戦った 2 枚を両方のプレイヤーに見せ、勝った駒はまた伏せて盤に戻します。見た駒を覚えておくのも腕のうちです。":
    "Both players see the two pieces of a combat, then the winner goes back face down. Remembering what you saw is part of the skill.",
"ルールコードを入れてから「適用」を押してください。": "Enter a rule code, then press Apply.",
"「%1」というルールはありません。ルールコードは classic（軍人将棋）か federation（連盟ルール）で始まります。":
    "There are no rules called \"%1\". A rule code starts with classic (Gunjin Shogi) or federation (federation rules).",
"このルールコードは使えません（%1）。": "This rule code cannot be used (%1).",
"2 つのゲーム": "The two games",
"連盟ルール：盤と駒": "Federation: board and pieces",
"連盟ルール：並べ方と動かし方": "Federation: setting up and moving",
"連盟ルール：戦いとミサイル": "Federation: combat and missiles",
"連盟ルール：判定と勝ち負け": "Federation: judgement and winning",

}

# Help bodies, matched by the first characters of their Japanese source.
HELP = {
"同じネットワーク（家の Wi-Fi など）につながった 2 台の PC で対戦できます。":
    "Two PCs on the same network (a home Wi-Fi, say) can play each other.<br><br>"
    "• One player chooses Play a friend (LAN) and presses Make a room: the room's address, starting with gunjin://, appears. Press Copy and send it to your friend in a message.<br>"
    "• The other player pastes that address on the same screen and presses Join. Whoever made the room moves first.<br>"
    "• You can arrange your pieces while you wait. Even after Commit and wait for your opponent you may rearrange until the game starts (then commit again).<br>"
    "• The referee runs inside the PC that made the room. Each PC receives only its own piece types, the moves, and for each fight its square and result.<br>"
    "• If the connection drops, the app reconnects and the game goes on. If your opponent has not come back after 2 minutes, you can switch to a game against the CPU.<br>"
    "• A room with nobody in it vanishes after 30 minutes, and every room 24 hours after it was made. After a game you can play another with the sides swapped.<br>"
    "• If you cannot connect, allow this app (port 47800) through the firewall of the PC that made the room.",
"盤は横 6 列。": "The board is 6 columns wide. The near 4 rows are the first player's territory, the far 4 rows the second player's, with a river between them. Columns are a–f from the first player's left, rows 1–8 from the first player's side.<br><br>The river can only be crossed on the bridges of columns b and e; the squares at the bridge ends, b4, e4, b5 and e5, are the entry squares. The middle two squares of each back row (c and d) form one headquarters (HQ) that holds a single piece.<br><br>Each player has 23 pieces: one each of general, lieutenant general, major general, colonel, lieutenant colonel, major, cavalry, spy and flag, and two each of captain, first lieutenant, second lieutenant, engineer, tank, plane and mine. A territory has exactly 23 squares, so a setup fills it.",
"始める前に、": "Before the game each player fills every square of their own territory with a face-down piece.<br><br>• Mines and the flag may not stand on an entry square.<br>• The flag may not stand on the back row (the HQ included).<br>• A mine may stand in the HQ.<br><br>Here you start from an automatic setup; choosing two squares one after the other swaps their pieces.",
"先手から 1 手ずつ": "The first player moves first, then the players alternate; passing is not allowed. \"Forward\" means toward the opponent.<br><br>• Officers, lieutenants, captains and the spy: 1 square up, down, left or right.<br>• Tank and cavalry: 1 square in any of those directions, or 2 straight forward when the square between is empty.<br>• Engineer: any distance straight along a row or column, until blocked.<br>• Plane: any distance straight forward or backward, jumping over pieces and the river; 1 square sideways.<br>• Mine and flag: never move.<br><br>Only the plane crosses the river off the bridges. Every multi-square move stops on entering an HQ, either side's. From an HQ a piece may leave forward along column c or d.",
"相手の駒のいるマスへ進むと": "Moving onto an opponent's piece is an attack; pieces a plane jumps over are not touched. The referee compares the two pieces and removes the loser. If the attacker wins it takes the square; equal pieces are both removed.<br><br>From strongest: general, lieutenant general, major general, plane, tank, colonel, lieutenant colonel, major, captain, first lieutenant, second lieutenant, cavalry, engineer, spy. The spy, however, beats the general, whether it attacks or defends.<br><br>A plane or an engineer attacking a mine removes it and moves in; any other attacker is removed together with the mine. A mine works once.<br><br>The referee only tells where the fight was and which side won (or that both were removed). Opponent types stay unknown until the game ends.",
"軍旗は、自分の側へ": "The flag fights with the strength of the friendly piece one row behind it, toward its owner's back row (for a flag on c2 or d2 that is the piece in the HQ; for the second player c7, d7 and their HQ). A mine behind it makes it fight as a mine.<br><br>Whatever the result, only the flag (and a losing attacker) is removed; the piece behind stays. With an empty square or an opponent piece behind it, the flag loses to every attacker.",
"大将・中将・少将・大佐・中佐・少佐のどれかが": "A player wins at once when a general, lieutenant general, major general, colonel, lieutenant colonel or major enters the opponent's HQ, whether it is empty or taken by winning a fight there. Other pieces may enter without effect.<br><br>A player with no legal move on their turn loses (this includes having no movable piece left).<br><br>After 100 moves in a row without combat, counting both players, the game is drawn; a combat starts the count again. If after a move neither side can move, it is drawn too.<br><br>You may also resign. At the end every piece is turned face up.",
"軍人将棋には全国共通のルールがなく": "Gunjin Shogi never had one national rule book: boards sold from the Meiji to the Showa era each came with slightly different instructions. The number of columns, the shape of the entry points and the number of pieces (35, 31, 23 and others) vary by product. This program's Gunjin Shogi (6×8) is a 6-column board with 23 pieces and two straight bridges; its federation rules (9×9) a 9-column board with 25 pieces and one X-shaped bridge.<br><br>"
    "While Gunjin Shogi (6×8) is chosen, the seven points below on which the sources disagree can be chosen under Rule settings on the menu. Your choices make up a rule code (e.g. classic:h1=engineer,h3=flag) that you can copy and send to a friend.<br><br>"
    "<b>H-1 Tank and engineer</b><br>Most Showa-era rule books let the tank win, and so does the initial setting. The engineer winning spread later, from sets that added pieces such as missiles. With it, the engineer wins attacking or defending, also when a flag fights with the strength of an engineer or tank behind it.<br><br>"
    "<b>H-2 A mine that wins</b><br>In the initial setting a mine is removed with the piece that attacked it: it works once. If it stays, only the attacker is removed and the mine fights the next piece too (planes and engineers still beat it).<br><br>"
    "<b>H-3 How to win</b><br>Most rule books say occupying the opponent's HQ, the initial setting. A dictionary gives taking the flag, and some play to defeat the general or to take every movable piece. With any of those, entering the HQ does not win, and a side loses at once when it loses the piece the chosen way of winning aims at (its flag, its general, or its last movable piece), whoever attacked, ties included. If one combat removes both generals, or both sides' last movable pieces, the game is drawn. A side with no legal move still loses, and 100 moves without combat are still a draw.<br><br>"
    "<b>H-4 A mine in the HQ</b><br>A Taisho-era games book forbids it, but product instructions give no rule, so the initial setting allows it. If forbidden, a setup with a mine in the HQ cannot start a game.<br><br>"
    "<b>H-5 The flag on the back row</b><br>Usually forbidden, and forbidden in the initial setting. If allowed, the flag may stand on the back row, the HQ included; with no piece behind it, it loses to any attacker.<br><br>"
    "<b>H-6 How the plane flies</b><br>No commercial rule book has been found that says the plane jumps pieces, but in the initial setting it does. If it stops, a plane moving along its column stops before the first piece in its way (attacking it if it is the opponent's); it still crosses the river.<br><br>"
    "<b>H-7 Judgement</b><br>A referee judging face-down pieces is the game's original form and the initial setting. Even some Meiji-era boards said two players without a referee could play with the pieces face up. With open judgement, both players see the two pieces of a combat, then the winner goes back face down.",
"・総司令部は大将で守るか": "• Guard your HQ with the general, or put a mine there with the general next to it: with the general present, nothing below it can occupy. An HQ guarded only by a plane is empty once the plane takes off.<br>• Put the general, the lieutenant general or a mine right behind your flag. A mine behind it works like a third mine.<br>• An opponent piece that has never moved may be a mine or the flag. Send strong officers against pieces that have moved, and test unmoved ones with a plane, a lieutenant or the cavalry.<br>• Losses narrow down the opponent: a piece that took your first lieutenant is a captain or stronger. Two squares forward means tank, cavalry, engineer or plane; two or more sideways means engineer; a jump means plane.<br>• Your own plane's jumps and engineer's slides give them away; early on, moving one square at a time hides them.<br>• Once you know where the opponent's general is, go for it with your spy.",
"伏せた駒を審判が見比べ": "In this game a referee compares face-down pieces and removes the loser. Most boxes were labelled 行軍将棋 (kōgun shōgi); 軍人将棋 (gunjin shōgi) spread as the everyday name.<br><br>Its inventor is unknown, but it was on sale by 1895 (Meiji 28): a boy's diary from Kameoka near Kyoto records buying a set that autumn and playing it with his father. Meiji boards had 35 pieces a side and were played by three people, two players and a referee.<br><br>Tanks and planes joined the pieces later, 23 and 31 pieces became the usual sets, and the game was popular from the late Taisho to the early Showa era. After the war, sets with atomic bombs or missiles appeared, as did sets with a built-in judging device.<br><br>In 1905 a German magazine presented it as a new Japanese war game. L'Attaque, patented by the Frenchman Edan and sold from 1909, and Stratego, derived from it, differ in that pieces are shown when they fight and the flag is captured. Takahashi (2016) found every Western game to date from 1909 or later and concludes that the game originated in Japan.<br><br><b>Sources</b><br>1. Hironori Takahashi, \"Kōgun shōgi in Japan and the world\" (Bulletin of the Institute of Amusement Industry Studies, Osaka University of Commerce, no. 18, 2016)<br>2. Michel Boutin, \"L'Attaque, un jeu français issu du Gunjin Shogi\" (2015)<br>3. Takeshi Ichinose, Gunjin Shōgi Rule Studies (3rd revised edition, 2014)<br>4. \"Kōgun shōgi\" (Digital Daijisen; Nihon Kokugo Daijiten; Sekai Daihyakka Jiten)<br>5. \"Gunjin shōgi\" (Nihon Kokugo Daijiten)<br>6. Julie Berg, Jeu de la guerre (French patent 379,625, 1907)<br>7. Josephine E. Tilden, Game apparatus (US patent 1,141,505)<br>8. Hermance Edan, Jeu de bataille avec pièces mobiles sur damier (French patent 396,795, 1909)<br>9. Japanese Wikipedia, \"Gunjin shōgi\"<br>10. English Wikipedia, \"L'Attaque\"<br>11. English Wikipedia, \"Stratego\"",
"<b>いつからある遊びですか？</b>": "<b>How old is the game?</b><br>It was on sale by 1895 at the latest. Nobody knows who invented it.<br><br>"
    "<b>What beats the general?</b><br>In Gunjin Shogi (6×8), only the spy, whether attacking or defending. Two generals, or a general and a mine, are both removed. A general attacking a flag with the spy behind it loses.<br><br>"
    "<b>Tank or engineer?</b><br>In the initial setting the tank wins. Some sources say the engineer, and you can choose that under Rule settings.<br><br>"
    "<b>Do I lose when my general is taken?</b><br>Not in the initial setting. The game is decided by occupying an HQ and by having legal moves. Without any of the six officers, though, you can no longer win by occupation. If you choose to win by defeating the general, losing it loses the game. In the federation game, the piece you must not lose is the marshal.<br><br>"
    "<b>Can my opponent see my pieces?</b><br>Not when a referee judges with the pieces hidden. The CPU does not see your types either: it reasons from moves and combat results. With open judgement (the federation game's initial setting) both players see the pieces of each combat, and the winner goes back face down. When two people share this computer, a curtain hides the screen between turns.<br><br>"
    "<b>When is it a draw?</b><br>After 100 moves in a row without combat, or when neither side can move after a move.<br><br>"
    "<b>Can we play without a referee?</b><br>Yes. This program is the referee and shows each player only their own pieces.<br><br>"
    "<b>How do we play by the same rules?</b><br>Copy the rule code under Rule settings and send it. Your friend pastes it under Use a pasted code on the same page and presses Apply.",
"<b>連盟ルールのあらまし</b>":
    "<b>The federation game in brief</b><br>• A 9×9 board. The 3 middle rows are a river, crossed only by an X-shaped bridge (its centre is e5).<br>• The HQ is the middle 3 squares of the back row, as one square. A face-up marshal guards it and never moves.<br>• 25 pieces each. Jets fly anywhere; a missile strikes a square and its four neighbours at once; the atomic bomb strikes a 3×3 block.<br>• Taking the opponent's marshal wins. It cannot be attacked while one of its own pieces stands next to its HQ.<br>More in How to play, in the federation sections.",
"このアプリでは 2 つの遊び方を選べます。":
    "This program plays two games. Choose one under Game on the menu; change its details under Rule settings.<br><br>"
    "<b>Gunjin Shogi (6×8)</b><br>One of the main forms after tanks and planes were added: a 6-column board and 23 pieces each. A referee judges with the pieces face down, and occupying the opponent's HQ wins. Seven points on which the sources disagree (H-1 to H-7) can be chosen. The sections from Board and pieces to Winning and drawing describe this game with its initial settings.<br><br>"
    "<b>Federation rules (9×9)</b><br>The official rules of the Japan Gunjin Shogi Federation (founded in 1998), based on a Takara set of about 1970: a 9×9 board and 25 pieces each, adding the marshal, jets, missiles and an atomic bomb; taking the opponent's marshal wins. So that it can be played without a referee, combats are judged with the pieces shown (a referee is an option). The sections starting with Federation describe it.",
"盤は 9×9 です。":
    "The board is 9×9. Columns are a–i from the first player's left, rows 1–9 from the first player's side: rows 1–3 are the first player's camp, rows 7–9 the second player's, and rows 4–6 between them a river.<br><br>"
    "Only one X-shaped bridge crosses the river. Its four ends, c3, g3, c7 and g7, are the bridgeheads; one arm joins c3 and g7, the other g3 and c7. The arms cross at e5 in the middle of the river, the only river square a piece may stop on.<br><br>"
    "The middle three squares of each back row (d to f) are one HQ, which holds one piece. A camp has exactly 25 squares, one for each of a player's 25 pieces: marshal 1, general 1, lieutenant general 1, major general 1, colonel 2, lieutenant colonel 2, major 2, artillery 2, engineer 3, tank 2, spy 1, jet 2, missile 2, atomic bomb 1, mine 2.<br><br>"
    "<b>About this board</b><br>The federation's rules came with a photo of the board, and that photo is lost. From the text we only know that the board is basically 9×9, that the bridge is X-shaped, that there are four bridgeheads and that there is an HQ. This program's board is one reading: following a record that the 25-piece game's camp was 9×3, it has one X-shaped bridge whose crossing e5 a piece can stop on, and an HQ made of the back row's middle three squares (so that a camp has 25 squares, as many as the pieces).",
"<b>並べ方</b><br>自分の陣地の 25 マスに":
    "<b>Setting up</b><br>Each player fills the 25 squares of their camp with face-down pieces. Only the marshal stands face up, on the HQ, so its square and type are known to both. A mine may not stand on a bridgehead (c3 and g3 for the first player, c7 and g7 for the second).<br><br>"
    "<b>Moving</b> (the first player first, then in turn; no passing)<br>• General to major: one square along a row or column.<br>• Artillery, engineer, tank and spy: any distance along a row or column, stopping before a piece or attacking it if it is the opponent's. Entering an HQ ends the move.<br>• Jet: flies to any square of the board in one move, except a square holding its own piece and the opponent's HQ. Onto an opponent's piece it attacks.<br>• Missile: one square along a row or column onto an empty square. Against an opponent's piece it always strikes (next section).<br>• Atomic bomb: cannot move by itself. When a missile next to it (along a row or column) moves onto an empty square, the bomb may follow into the square the missile left (both in one move).<br>• Marshal and mine: never move.<br><br>"
    "<b>Crossing the bridge</b><br>A piece moving on the ground goes from a bridgehead to e5 and stops there, or, when e5 is empty, straight along its arm to the far end in one move (c3 and g7, g3 and c7). To change arms, stop on e5 first. From e5 one move reaches any of the four bridgeheads. A piece never goes on past the end of the bridge in the same move.",
"<b>戦い</b><br>相手の駒のいるマスへ進むと戦いです。負けた駒を":
    "<b>Combat</b><br>Moving onto an opponent's piece is an attack. The loser is removed; two pieces of the same type are both removed. Strength is not one ladder: the federation's table of 15 types decides. Attacking, each piece beats the following (it ties with its own type and loses to the rest):<br>• General: lieutenant general, major general, colonel, lieutenant colonel, major, jet, artillery, engineer, tank<br>• Lieutenant general, major general: the officers below it, jet, artillery, engineer, tank, spy<br>• Colonel, lieutenant colonel, major: the officers below it, artillery, engineer, spy<br>• Jet: colonel, lieutenant colonel, major, mine, engineer, tank, spy<br>• Artillery: jet, mine, engineer, tank, spy<br>• Engineer: mine, tank, spy<br>• Tank: colonel, lieutenant colonel, major, spy<br>• Spy: the general only<br>A mine beats an attacking officer, tank or spy and stays on the board when it wins; jets, artillery and engineers beat it.<br><br>"
    "<b>Missile strikes</b><br>A missile can strike any square holding an opponent's piece, wherever it is, except the HQ. The area is the target and the four squares next to it along its row and column. If an opponent's missile is in the area, it is an air collision: the striking missile and the opponent's missiles in the area are removed, and nothing else happens. Otherwise each opponent piece in the area is judged against the missile and removed if it loses (only the marshal survives a missile). Your own pieces in the area are not touched. The missile is removed after its one strike.<br><br>"
    "<b>Atomic bomb</b><br>A missile next to the atomic bomb (along a row or column) may launch the bomb instead. It targets the same squares as a missile; its area is the 3×3 block around the target. An opponent's missile in the area makes an air collision: the missile, the bomb and the opponent's missiles are removed. Otherwise each opponent piece in the area is judged against the bomb and removed if it loses (only the marshal survives it; an opponent's atomic bomb is removed with it), and then the missile and the bomb are removed.<br><br>"
    "No attacking piece beats a missile or the atomic bomb: only a strike removes them. A strike, an air collision included, counts as combat.",
"<b>駒を見せ合う判定（はじめの設定）</b>":
    "<b>Open judgement (the initial setting)</b><br>The federation rules were made so that two people can play without a referee. In a combat both players see the two pieces, then the winner goes back face down; removed pieces lie face up. In a strike, the opponent pieces it judges and the missiles of an air collision are shown. Pieces on the board are turned down again, so remembering what you saw is part of the skill.<br><br>"
    "<b>With a referee</b><br>An option under Rule settings. As in Gunjin Shogi (6×8), only the square and the outcome of a combat are announced; for a strike, which squares of the area lost a piece and whether it was an air collision. Types stay hidden until the game ends.<br><br>"
    "<b>Winning</b><br>Taking the opponent's marshal wins at once. Only an officer (general to major) beats the marshal, and it may be attacked only while none of the opponent's pieces stands next to its HQ; while one does, no move may enter that HQ. Neither jets nor missiles can target an HQ.<br><br>"
    "Everything else is as in Gunjin Shogi (6×8): 100 moves in a row without combat (strikes count as combat) are a draw, a side with no legal move on its turn loses, it is a draw when neither side can move after a move, and a player may resign.",
}
