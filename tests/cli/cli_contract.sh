#!/usr/bin/env bash
# Checks gunjin-cli against ../shared/spec/cli.md: outputs, exit codes, and silence on stdout
# for errors.   usage: cli_contract.sh [--run-with EMULATOR] PATH/TO/gunjin-cli
# (--run-with: another platform's build, e.g. the Windows one under Wine)
set -u
cli=()
if [ "${1:-}" = --run-with ]; then cli=("$2"); shift 2; fi
cli+=("$1")
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# expect NAME WANTED_EXIT WANTED_STDOUT INPUT ARGS...
expect() {
    local name=$1 want_rc=$2 want_out=$3 input=$4
    shift 4
    local out rc
    out=$(printf '%s' "$input" | "${cli[@]}" "$@" 2>"$tmp/err")
    rc=$?
    if [ "$rc" != "$want_rc" ] || [ "$out" != "$want_out" ]; then
        echo "FAIL $name: exit $rc (want $want_rc)"
        echo "  got:  $out"
        echo "  want: $want_out"
        echo "  stderr: $(cat "$tmp/err")"
        fail=$((fail + 1))
        return
    fi
    if [ "$want_rc" != 0 ] && [ -z "${USAGE:-}" ] && [ "$(wc -l <"$tmp/err")" != 1 ]; then
        echo "FAIL $name: an error must be one line on stderr, got: $(cat "$tmp/err")"
        fail=$((fail + 1))
        return
    fi
    pass=$((pass + 1))
}

pos='{"to_move":"first","pieces":[{"square":"c1","side":"first","type":"general"},{"square":"c2","side":"first","type":"flag"},{"square":"b5","side":"second","type":"mine"},{"square":"b4","side":"first","type":"tank"}]}'
pos2='{"to_move":"first","pieces":[{"square":"c1","side":"first","type":"general"},{"square":"c2","side":"first","type":"flag"},{"square":"b5","side":"second","type":"mine"},{"square":"b4","side":"first","type":"tank"},{"square":"f8","side":"second","type":"spy"}]}'

expect "legal-moves sorted by byte value" 0 $'b4-a4\nb4-b3\nb4-b5\nb4-c4\nhq1-b1\nhq1-d2\nhq1-e1' "$pos" legal-moves
expect "apply: combat, then the opponent cannot move" 0 '{"move":"b4-b5","combat":{"square":"b5","outcome":"both_removed"},"strike":null,"status":"first_won","reason":"no_legal_moves","position":{"rules":"classic","to_move":"second","no_combat_plies":0,"pieces":[{"square":"hq1","side":"first","type":"general"},{"square":"c2","side":"first","type":"flag"}]}}' "$pos" apply b4-b5
expect "apply: quiet move" 0 '{"move":"b4-c4","combat":null,"strike":null,"status":"ongoing","reason":null,"position":{"rules":"classic","to_move":"second","no_combat_plies":1,"pieces":[{"square":"hq1","side":"first","type":"general"},{"square":"c2","side":"first","type":"flag"},{"square":"c4","side":"first","type":"tank"},{"square":"b5","side":"second","type":"mine"},{"square":"f8","side":"second","type":"spy"}]}}' "$pos2" apply b4-c4
expect "apply: aliases in the move" 0 '{"move":"hq1-b1","combat":null,"strike":null,"status":"ongoing","reason":null,"position":{"rules":"classic","to_move":"second","no_combat_plies":1,"pieces":[{"square":"b1","side":"first","type":"general"},{"square":"c2","side":"first","type":"flag"},{"square":"b4","side":"first","type":"tank"},{"square":"b5","side":"second","type":"mine"},{"square":"f8","side":"second","type":"spy"}]}}' "$pos2" apply d1-b1
expect "apply: occupation" 0 '{"move":"c7-hq8","combat":null,"strike":null,"status":"first_won","reason":"occupation","position":{"rules":"classic","to_move":"second","no_combat_plies":6,"pieces":[{"square":"a8","side":"second","type":"spy"},{"square":"hq8","side":"first","type":"major"}]}}' \
    '{"to_move":"first","no_combat_plies":5,"pieces":[{"square":"c7","side":"first","type":"major"},{"square":"a8","side":"second","type":"spy"}]}' apply c7-hq8
expect "apply: no-combat limit" 0 '{"move":"a3-a4","combat":null,"strike":null,"status":"draw","reason":"no_combat_limit","position":{"rules":"classic","to_move":"second","no_combat_plies":100,"pieces":[{"square":"a4","side":"first","type":"major"},{"square":"a6","side":"second","type":"major"}]}}' \
    '{"to_move":"first","no_combat_plies":99,"pieces":[{"square":"a3","side":"first","type":"major"},{"square":"a6","side":"second","type":"major"}]}' apply a3-a4
expect "apply: both without moves" 0 '{"move":"b3-b4","combat":{"square":"b4","outcome":"both_removed"},"strike":null,"status":"draw","reason":"both_no_legal_moves","position":{"rules":"classic","to_move":"second","no_combat_plies":0,"pieces":[{"square":"a1","side":"first","type":"mine"},{"square":"f8","side":"second","type":"flag"}]}}' \
    '{"to_move":"first","pieces":[{"square":"b3","side":"first","type":"captain"},{"square":"b4","side":"second","type":"captain"},{"square":"a1","side":"first","type":"mine"},{"square":"f8","side":"second","type":"flag"}]}' apply b3-b4
expect "view hides the opponent's types" 0 '{"rules":"classic","to_move":"first","no_combat_plies":0,"pieces":[{"square":"hq1","side":"first","type":"unknown"},{"square":"c2","side":"first","type":"unknown"},{"square":"b4","side":"first","type":"unknown"},{"square":"b5","side":"second","type":"mine"}]}' "$pos" view second
expect "view of the first player" 0 '{"rules":"classic","to_move":"first","no_combat_plies":0,"pieces":[{"square":"hq1","side":"first","type":"general"},{"square":"c2","side":"first","type":"flag"},{"square":"b4","side":"first","type":"tank"},{"square":"b5","side":"second","type":"unknown"}]}' "$pos" view first
expect "illegal move: exit 1" 1 '' "$pos" apply b4-b6
expect "moving the opponent's piece: exit 1" 1 '' "$pos" apply b5-b4
expect "unknown square in the move: exit 2" 2 '' "$pos" apply zz-b6
expect "malformed move: exit 2" 2 '' "$pos" apply b4b5
expect "malformed JSON: exit 2" 2 '' '{"to_move":' legal-moves
expect "unknown type: exit 2" 2 '' '{"to_move":"first","pieces":[{"square":"a1","side":"first","type":"king"}]}' legal-moves
expect "unknown side: exit 2" 2 '' '{"to_move":"first","pieces":[{"square":"a1","side":"third","type":"spy"}]}' legal-moves
expect "unknown square: exit 2" 2 '' '{"to_move":"first","pieces":[{"square":"g1","side":"first","type":"spy"}]}' apply a1-a2
expect "two pieces on one square (alias): exit 2" 2 '' '{"to_move":"first","pieces":[{"square":"c1","side":"first","type":"spy"},{"square":"d1","side":"first","type":"major"}]}' legal-moves
expect "view of an unknown side: exit 2" 2 '' "$pos" view third

setup='{"pieces":[{"square":"a1","type":"major"},{"square":"b1","type":"captain"},{"square":"c1","type":"general"},{"square":"e1","type":"mine"},{"square":"f1","type":"captain"},{"square":"a2","type":"first_lieutenant"},{"square":"b2","type":"spy"},{"square":"c2","type":"flag"},{"square":"d2","type":"lieutenant_general"},{"square":"e2","type":"mine"},{"square":"f2","type":"second_lieutenant"},{"square":"a3","type":"engineer"},{"square":"b3","type":"tank"},{"square":"c3","type":"colonel"},{"square":"d3","type":"plane"},{"square":"e3","type":"tank"},{"square":"f3","type":"second_lieutenant"},{"square":"a4","type":"cavalry"},{"square":"b4","type":"major_general"},{"square":"c4","type":"lieutenant_colonel"},{"square":"d4","type":"plane"},{"square":"e4","type":"first_lieutenant"},{"square":"f4","type":"engineer"}]}'
expect "check-setup: legal" 0 'ok' "$setup" check-setup first
bad=${setup/\"b4\",\"type\":\"major_general\"/\"b4\",\"type\":\"mine\"}
bad=${bad/\"e1\",\"type\":\"mine\"/\"e1\",\"type\":\"major_general\"}
expect "check-setup: mine on an entry square" 0 'R-SETUP-2: mine on entry square b4' "$bad" check-setup first
bad=${setup/\"c2\",\"type\":\"flag\"/\"c2\",\"type\":\"general\"}
bad=${bad/\"c1\",\"type\":\"general\"/\"c1\",\"type\":\"flag\"}
expect "check-setup: flag in the HQ" 0 'R-SETUP-3: flag on back-row square hq1' "$bad" check-setup first
expect "check-setup: wrong territory" 0 'R-SETUP-1: a1 is outside the second player'"'"'s territory; no piece on a5 b5 c5 d5 e5 f5 a6 b6 c6 d6 e6 f6 a7 b7 c7 d7 e7 f7 a8 b8 hq8 e8 f8; general: 0 placed, the army has 1; lieutenant_general: 0 placed, the army has 1; major_general: 0 placed, the army has 1; colonel: 0 placed, the army has 1; lieutenant_colonel: 0 placed, the army has 1; major: 0 placed, the army has 1; captain: 0 placed, the army has 2; first_lieutenant: 0 placed, the army has 2; second_lieutenant: 0 placed, the army has 2; cavalry: 0 placed, the army has 1; engineer: 0 placed, the army has 2; tank: 0 placed, the army has 2; plane: 0 placed, the army has 2; mine: 0 placed, the army has 2; flag: 0 placed, the army has 1' \
    '{"pieces":[{"square":"a1","type":"spy"}]}' check-setup second
expect "check-setup: duplicate square: exit 2" 2 '' '{"pieces":[{"square":"a1","type":"spy"},{"square":"a1","type":"mine"}]}' check-setup first
first_list=${setup#\{\"pieces\":}
first_list=${first_list%\}}
game='{"setup":{"first":'"$first_list"',"second":[{"square":"a8","type":"major"},{"square":"b8","type":"captain"},{"square":"c8","type":"general"},{"square":"e8","type":"mine"},{"square":"f8","type":"captain"},{"square":"a7","type":"first_lieutenant"},{"square":"b7","type":"spy"},{"square":"c7","type":"flag"},{"square":"d7","type":"lieutenant_general"},{"square":"e7","type":"mine"},{"square":"f7","type":"second_lieutenant"},{"square":"a6","type":"engineer"},{"square":"b6","type":"tank"},{"square":"c6","type":"colonel"},{"square":"d6","type":"plane"},{"square":"e6","type":"tank"},{"square":"f6","type":"second_lieutenant"},{"square":"a5","type":"cavalry"},{"square":"b5","type":"major_general"},{"square":"c5","type":"lieutenant_colonel"},{"square":"d5","type":"plane"},{"square":"e5","type":"first_lieutenant"},{"square":"f5","type":"engineer"}]},"moves":["b4-b5","e5-e4","d3-d7"]}'
out=$(printf '%s' "$game" | "${cli[@]}" replay --ply 3 2>&1)
case "$out" in
    '{"ply":3,"status":"ongoing","reason":null,"position":{"rules":"classic","to_move":"second","no_combat_plies":0,'*) pass=$((pass + 1)) ;;
    *) echo "FAIL replay: $out"; fail=$((fail + 1)) ;;
esac
expect "replay: an illegal move in a game is an input error" 2 '' "${game/d3-d7/d3-a7}" replay
expect "replay: more plies than moves" 2 '' "$game" replay --ply 9

# Record files and record-view (docs/records.md): a journal becomes a record file, which every
# command that reads a game takes; record-view prints what one side saw, JSON lines.
jhead='{"format":"gunjin-journal","version":1,"rules":"classic","started":"2026-12-02T09:30:00Z","mode":"cpu","level":"easy","human":"first","players":{"first":"あなた","second":"CPU"}}'
jstart='{"start":'"${game%,\"moves\"*}"'}}'
jmoves='{"move":"b4-b5","ms":1830,"combat":"both_removed"}
{"move":"e5-e4","ms":412,"combat":"both_removed"}
{"move":"d3-d7","ms":2950,"combat":"JUDGED"}'
journal="$jhead"$'\n'"$jstart"$'\n'"${jmoves/JUDGED/defender_won}"$'\n'
rfile=$(printf '%s' "$journal" | "${cli[@]}" record-file 2>"$tmp/err")
case "$rfile" in
    $'{\n  "format": "gunjin-record-file",\n  "version": 1,\n  "rules": "classic",'*) pass=$((pass + 1)) ;;
    *) echo "FAIL record-file: $rfile $(cat "$tmp/err")"; fail=$((fail + 1)) ;;
esac
expect "record-file: a judgement that is not the rules'" 2 '' "$jhead"$'\n'"$jstart"$'\n'"${jmoves/JUDGED/attacker_won}"$'\n' record-file
expect "record-file: no start line" 2 '' "$jhead"$'\n' record-file
expect "record-file: takes no argument" 2 '' "$journal" record-file first
expect "replay: a record file replays as its game" 0 "$(printf '%s' "$game" | "${cli[@]}" replay)" "$rfile" replay
expect "replay --ply: a record file" 0 "$(printf '%s' "$game" | "${cli[@]}" replay --ply 1)" "$rfile" replay --ply 1
expect "replay: a record file's judgement is checked" 2 '' "${rfile/\"defender_won\"/\"attacker_won\"}" replay
expect "replay: a record file of an unknown version" 2 '' "${rfile/\"version\": 1/\"version\": 2}" replay
expect "replay: a damaged record file" 2 '' "${rfile%\"combats\"*}" replay
expect "replay: a record file and --rules disagree" 2 '' "$rfile" replay --rules federation
expect "ai-move: a record file" 0 "$(printf '%s' "$game" | "${cli[@]}" ai-move random --seed 2)" "$rfile" ai-move random --seed 2
view1=$(printf '%s' "$rfile" | "${cli[@]}" record-view first)
if [ "$(printf '%s\n' "$view1" | wc -l)" = 4 ] &&
    [[ "$(printf '%s\n' "$view1" | head -n 1)" == '{"event":"start","rules":"classic","side":"first","own":[{"square":"a1","type":"major"},'* ]] &&
    [ "$(printf '%s\n' "$view1" | sed -n 2p)" = '{"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":{"square":"b5","outcome":"both_removed"},"status":"ongoing","reason":null}' ]; then
    pass=$((pass + 1)); else echo "FAIL record-view first: $view1"; fail=$((fail + 1)); fi
# R-INFO-1: before the end the opponent's pieces are all "unknown" and no line names a type.
opp=$(printf '%s\n' "$view1" | head -n 1 | sed 's/.*"opponent"://')
if [ "$(printf '%s' "$opp" | grep -o '"type":"[a-z_]*"' | sort -u)" = '"type":"unknown"' ] &&
    ! printf '%s\n' "$view1" | tail -n +2 | grep -q '"type"'; then pass=$((pass + 1)); else
    echo "FAIL record-view: an opponent type before the end: $view1"; fail=$((fail + 1)); fi
expect "record-view: the plain game JSON gives the same lines" 0 "$view1" "$game" record-view first
# R-INFO-2: the second player's hidden a8 (major) and c8 (general) never moved nor fought.
hidden=${game/\"a8\",\"type\":\"major\"/\"a8\",\"type\":\"GEN\"}
hidden=${hidden/\"c8\",\"type\":\"general\"/\"c8\",\"type\":\"major\"}
hidden=${hidden/GEN/general}
[ "$hidden" != "$game" ] && pass=$((pass + 1)) || { echo "FAIL record-view: no swap"; fail=$((fail + 1)); }
expect "record-view: the opponent's hidden arrangement does not show" 0 "$view1" "$hidden" record-view first
case "$(printf '%s' "$rfile" | "${cli[@]}" record-view second | head -n 1)" in
    '{"event":"start","rules":"classic","side":"second","own":[{"square":"a5","type":"cavalry"},'*'"opponent":[{"square":"a1","type":"unknown"},'*) pass=$((pass + 1)) ;;
    *) echo "FAIL record-view second: its own types"; fail=$((fail + 1)) ;;
esac
rjournal="$journal"'{"end":{"status":"first_won","reason":"resignation","resigned":"second"}}'$'\n'
rview=$(printf '%s' "$rjournal" | "${cli[@]}" record-file | "${cli[@]}" record-view first | tail -n 1)
case "$rview" in
    '{"event":"end","status":"first_won","reason":"resignation","resigned":"second","reveal":[{"id":"a5","type":"cavalry"},'*) pass=$((pass + 1)) ;;
    *) echo "FAIL record-view: the end reveals the opponent: $rview"; fail=$((fail + 1)) ;;
esac
oview=$(printf '%s' "$game" | sed 's/"setup"/"rules":"classic:h7=open","setup"/' | "${cli[@]}" record-view second | sed -n 2p)
[ "$oview" = '{"event":"move","ply":1,"mover":"first","move":"b4-b5","combat":{"square":"b5","outcome":"both_removed"},"shown":[{"id":"b4","type":"major_general"},{"id":"b5","type":"major_general"}],"status":"ongoing","reason":null}' ] &&
    pass=$((pass + 1)) || { echo "FAIL record-view: open judgement shows the combat: $oview"; fail=$((fail + 1)); }
expect "record-view: unknown side" 2 '' "$rfile" record-view north
expect "record-view: an illegal move" 2 '' "${game/d3-d7/d3-a7}" record-view first
expect "record-view: takes one SIDE" 2 '' "$rfile" record-view
expect "unknown command: one line, exit 2" 2 '' '' fly
expect "no command: one line, exit 2" 2 '' ''
expect "a missing argument: one line, exit 2" 2 '' '' apply
expect "a bad seed: one line, exit 2" 2 '' '' auto-setup first --seed x
helptext=$("${cli[@]}" --help) && case "$helptext" in usage:*) pass=$((pass + 1)) ;; *) echo "FAIL --help"; fail=$((fail + 1)) ;; esac

selfplay=$("${cli[@]}" selfplay --seed 5 | tail -n 1)
case "$selfplay" in
    Result:*) pass=$((pass + 1)) ;;
    *) echo "FAIL selfplay: $selfplay"; fail=$((fail + 1)) ;;
esac

# auto-setup: legal, and the same seed gives the same setup.
auto1=$("${cli[@]}" auto-setup first --seed 5)
auto2=$("${cli[@]}" auto-setup first --seed 5)
auto3=$("${cli[@]}" auto-setup first --seed 6)
if [ -n "$auto1" ] && [ "$auto1" = "$auto2" ] && [ "$auto1" != "$auto3" ]; then pass=$((pass + 1)); else
    echo "FAIL auto-setup: not reproducible or not varied"; fail=$((fail + 1)); fi
expect "auto-setup first is legal" 0 'ok' "$auto1" check-setup first
expect "auto-setup second is legal" 0 'ok' "$("${cli[@]}" auto-setup second --seed 11)" check-setup second
expect "auto-setup: unknown side" 2 '' '' auto-setup north --seed 1

# ai-move: a legal move of the side to move, for every level; the same for hidden differences.
game2=${game/,\"d3-d7\"/}
state=$(printf '%s' "$game2" | "${cli[@]}" replay)
position=${state#*\"position\":}
position=${position%\}}
legal=$(printf '%s' "$position" | "${cli[@]}" legal-moves)
for level in random easy medium hard; do
    move=$(printf '%s' "$game2" | "${cli[@]}" ai-move "$level" --seed 4)
    if [ -n "$move" ] && printf '%s\n' "$legal" | grep -qx -- "$move"; then pass=$((pass + 1)); else
        echo "FAIL ai-move $level: '$move' is not legal"; fail=$((fail + 1)); fi
    again=$(printf '%s' "$game2" | "${cli[@]}" ai-move "$level" --seed 4)
    # R-INFO-3: a8 (major) and hq8 (general) never moved nor fought; first cannot tell them apart.
    swapped=${game2/\"a8\",\"type\":\"major\"/\"a8\",\"type\":\"GEN\"}
    swapped=${swapped/\"c8\",\"type\":\"general\"/\"c8\",\"type\":\"major\"}
    swapped=${swapped/GEN/general}
    blind=$(printf '%s' "$swapped" | "${cli[@]}" ai-move "$level" --seed 4)
    if [ "$move" = "$again" ] && [ "$move" = "$blind" ] && [ "$swapped" != "$game2" ]; then
        pass=$((pass + 1)); else
        echo "FAIL ai-move $level: '$move' '$again' '$blind' differ"; fail=$((fail + 1)); fi
done
expect "ai-move: unknown level" 2 '' "$game2" ai-move oracle-hard --seed 1
expect "ai-move: an illegal move in the game" 2 '' "${game/d3-d7/d3-a7}" ai-move easy --seed 1

# cli.md § Rule sets: --rules anywhere, the rules command, the federation game.
expect "rules: classic" 0 "$(printf '%s' '{"rules":"classic","game":"classic","version":1,"options":{"h1":"tank","h2":"removed","h3":"occupation","h4":"allowed","h5":"forbidden","h6":"jumps","h7":"referee"},"board":{"columns":6,"rows":8,"squares":46},"army":23,"pieces":{"general":1,"lieutenant_general":1,"major_general":1,"colonel":1,"lieutenant_colonel":1,"major":1,"captain":2,"first_lieutenant":2,"second_lieutenant":2,"cavalry":1,"engineer":2,"tank":2,"plane":2,"spy":1,"mine":2,"flag":1}}')" '' rules classic
rc=$("${cli[@]}" rules 'classic.1:h7=open,h1=tank,h3=flag' | head -c 40)
[ "$rc" = '{"rules":"classic:h3=flag,h7=open","game' ] && pass=$((pass + 1)) || { echo "FAIL rules: canonical code: $rc"; fail=$((fail + 1)); }
expect "rules: unknown rule set" 2 '' '' rules chess
expect "rules: damaged code" 2 '' '' rules 'classic:h3=flg'
expect "--rules: a damaged code" 2 '' "$pos" legal-moves --rules 'classic:h9=x'
expect "--rules and the input disagree" 2 '' '{"rules":"federation","to_move":"first","pieces":[]}' --rules classic legal-moves
fpos='{"rules":"federation","to_move":"first","pieces":[{"square":"hq1","side":"first","type":"marshal"},{"square":"c2","side":"first","type":"missile"},{"square":"c1","side":"first","type":"atomic_bomb"},{"square":"hq9","side":"second","type":"marshal"},{"square":"e8","side":"second","type":"general"},{"square":"f8","side":"second","type":"missile"},{"square":"g9","side":"second","type":"tank"}]}'
expect "federation: legal moves (strikes, launches, tows)" 0 $'c2**e8\nc2**f8\nc2**g9\nc2*e8\nc2*f8\nc2*g9\nc2-b2\nc2-b2+bomb\nc2-c3\nc2-c3+bomb\nc2-d2\nc2-d2+bomb' "$fpos" legal-moves
expect "federation: --rules instead of the input's rules" 0 $'c2**e8\nc2**f8\nc2**g9\nc2*e8\nc2*f8\nc2*g9\nc2-b2\nc2-b2+bomb\nc2-c3\nc2-c3+bomb\nc2-d2\nc2-d2+bomb' "${fpos/\"rules\":\"federation\",/}" legal-moves --rules federation
expect "federation: a strike with air collision" 0 '{"move":"c2*e8","combat":null,"strike":{"target":"e8","bomb":false,"collision":true,"removed":[{"square":"c2","side":"first"},{"square":"f8","side":"second"}]},"status":"ongoing","reason":null,"shown":[{"id":"c2","type":"missile"},{"id":"f8","type":"missile"}],"position":{"rules":"federation","to_move":"second","no_combat_plies":0,"pieces":[{"square":"c1","side":"first","type":"atomic_bomb"},{"square":"hq1","side":"first","type":"marshal"},{"square":"e8","side":"second","type":"general"},{"square":"hq9","side":"second","type":"marshal"},{"square":"g9","side":"second","type":"tank"}]}}' "$fpos" apply 'c2*e8'
expect "federation: a strike judged hidden" 0 '{"move":"c2*g9","combat":null,"strike":{"target":"g9","bomb":false,"collision":false,"removed":[{"square":"c2","side":"first"},{"square":"g9","side":"second"}]},"status":"ongoing","reason":null,"position":{"rules":"federation:judge=referee","to_move":"second","no_combat_plies":0,"pieces":[{"square":"c1","side":"first","type":"atomic_bomb"},{"square":"hq1","side":"first","type":"marshal"},{"square":"e8","side":"second","type":"general"},{"square":"f8","side":"second","type":"missile"},{"square":"hq9","side":"second","type":"marshal"}]}}' "${fpos/\"federation\"/\"federation:judge=referee\"}" apply 'c2*g9'
expect "federation: a tow" 0 '{"move":"c2-d2+bomb","combat":null,"strike":null,"status":"ongoing","reason":null,"tow":"c1","position":{"rules":"federation","to_move":"second","no_combat_plies":1,"pieces":[{"square":"hq1","side":"first","type":"marshal"},{"square":"c2","side":"first","type":"atomic_bomb"},{"square":"d2","side":"first","type":"missile"},{"square":"e8","side":"second","type":"general"},{"square":"f8","side":"second","type":"missile"},{"square":"hq9","side":"second","type":"marshal"},{"square":"g9","side":"second","type":"tank"}]}}' "$fpos" apply 'c2-d2+bomb'
expect "federation: a strike on the HQ is illegal" 1 '' "$fpos" apply 'c2*hq9'
expect "federation: a river square is no square" 2 '' "$fpos" apply 'c2-c5'
expect "federation: view keeps the marshal public" 0 '{"rules":"federation","to_move":"first","no_combat_plies":0,"pieces":[{"square":"c1","side":"first","type":"unknown"},{"square":"hq1","side":"first","type":"marshal"},{"square":"c2","side":"first","type":"unknown"},{"square":"e8","side":"second","type":"general"},{"square":"f8","side":"second","type":"missile"},{"square":"hq9","side":"second","type":"marshal"},{"square":"g9","side":"second","type":"tank"}]}' "$fpos" view second
expect "federation: a classic type is unknown" 2 '' '{"rules":"federation","to_move":"first","pieces":[{"square":"a1","side":"first","type":"captain"}]}' legal-moves
fauto=$("${cli[@]}" auto-setup first --seed 9 --rules federation)
expect "federation: auto-setup is legal" 0 'ok' "$fauto" check-setup first
c3type=$(printf '%s' "$fauto" | grep -o '"c3","side":"first","type":"[a-z_]*"' | sed 's/.*"type":"//; s/"$//')
fbad=${fauto/\"type\":\"mine\"/\"type\":\"$c3type\"}
fbad=${fbad/\"c3\",\"side\":\"first\",\"type\":\"$c3type\"/\"c3\",\"side\":\"first\",\"type\":\"mine\"}
expect "federation: a mine on a bridgehead" 0 'F-SETUP-3: mine on bridgehead c3' "$fbad" check-setup first
expect "federation: duplicate square in a setup" 2 '' '{"rules":"federation","pieces":[{"square":"a1","type":"spy"},{"square":"a1","type":"mine"}]}' check-setup first
expect "rules: disagrees with --rules" 2 '' '' rules federation --rules classic
fsecond=$("${cli[@]}" auto-setup second --seed 10 --rules federation)
fgame='{"rules":"federation","setup":{"first":'"${fauto#*\"pieces\":}"',"second":'"${fsecond#*\"pieces\":}"',"moves":["a2-a2"]}'
fgame=${fgame//\}\,\"second\"/,\"second\"}
expect "federation: a move that is not legal in a game" 2 '' "$fgame" replay
fgame=${fgame/\"a2-a2\"/}
fstate=$(printf '%s' "$fgame" | "${cli[@]}" replay)
flegal=$(printf '%s' "${fstate#*\"position\":}" | sed 's/}$//' | "${cli[@]}" legal-moves)
fmove=$(printf '%s' "$fgame" | "${cli[@]}" ai-move random --seed 4)
if [ -n "$fmove" ] && printf '%s\n' "$flegal" | grep -qxF -- "$fmove" && [ "$fmove" = "$(printf '%s' "$fgame" | "${cli[@]}" ai-move random --seed 4)" ]; then
    pass=$((pass + 1)); else echo "FAIL federation: ai-move random: '$fmove' not legal or not reproducible"; fail=$((fail + 1)); fi
# Every level plays the federation game, sees only its side's view, and repeats itself.
for level in easy medium hard; do
    fmove=$(printf '%s' "$fgame" | "${cli[@]}" ai-move "$level" --seed 4)
    if [ -n "$fmove" ] && printf '%s\n' "$flegal" | grep -qxF -- "$fmove" && [ "$fmove" = "$(printf '%s' "$fgame" | "${cli[@]}" ai-move "$level" --seed 4)" ]; then
        pass=$((pass + 1)); else echo "FAIL federation: ai-move $level: '$fmove' not legal or not reproducible"; fail=$((fail + 1)); fi
done
hgame=$(printf '%s' "$game2" | sed 's/"setup"/"rules":"classic:h3=flag,h7=open","setup"/')
hmove=$(printf '%s' "$hgame" | "${cli[@]}" ai-move medium --seed 4)
hlegal=$(printf '%s' "$hgame" | "${cli[@]}" replay | sed 's/.*"position"://; s/}$//' | "${cli[@]}" legal-moves)
if [ -n "$hmove" ] && printf '%s\n' "$hlegal" | grep -qxF -- "$hmove"; then
    pass=$((pass + 1)); else echo "FAIL house rules: ai-move medium: '$hmove' not legal"; fail=$((fail + 1)); fi

echo "cli: $pass passed, $fail failed"
[ "$fail" = 0 ]
