#!/usr/bin/env bash
# A short gunjin-arena run: games are reproducible from the seed whatever --jobs is, the last
# line is the JSON summary (its counts split by how the games ended), and bad arguments are
# refused; the measurement opponents (rusher, the plan bots, another build through its gunjin-cli)
# play.
#   usage: arena_smoke.sh PATH/TO/gunjin-arena [PATH/TO/gunjin-cli]
set -u
arena=$1
cli=${2:-}
pass=0
fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL $1"; fail=$((fail + 1)); fi; }

one=$("$arena" easy random --games 4 --seed 3 --jobs 1 2>/dev/null)
two=$("$arena" easy random --games 4 --seed 3 --jobs 2 2>/dev/null)
other=$("$arena" easy random --games 4 --seed 4 --jobs 2 2>/dev/null)
games() { printf '%s\n' "$1" | sed '$d'; }
check "four game lines" '[ "$(games "$one" | grep -c "^game ")" = 4 ]'
check "same seed, same games (jobs 1 and 2)" '[ "$(games "$one")" = "$(games "$two")" ]'
check "another seed, other games" '[ "$(games "$one")" != "$(games "$other")" ]'
summary=$(printf '%s\n' "$one" | tail -n 1)
for key in a b games a_wins b_wins draws a_score plies_mean a_ms_median a_ms_p99 b_ms_median b_ms_p99; do
    check "summary has $key" '[[ "$summary" == *"\"$key\":"* ]]'
done
check "summary names the levels" '[[ "$summary" == "{\"a\":\"easy\",\"b\":\"random\",\"games\":4,"* ]]'
wins=$(printf '%s' "$summary" | sed -E 's/.*"a_wins":([0-9]+),"b_wins":([0-9]+),"draws":([0-9]+).*/\1+\2+\3/')
check "wins and draws add up to the games" '[ "$((wins))" = 4 ]'

medium=$("$arena" medium oracle-easy --games 2 --seed 9 2>/dev/null | tail -n 1)
check "medium against an oracle" '[[ "$medium" == "{\"a\":\"medium\",\"b\":\"oracle-easy\",\"games\":2,"* ]]'

# How the games ended: each count of wins and draws is split by reason (rules.md R-END-*).
field() { printf '%s' "$1" | sed -E "s/.*\"$2\":([0-9]+).*/\1/"; }
split() { printf '%s' "$1" | sed -E "s/.*\"$2\":\\{\"$3\":([0-9]+),\"$4\":([0-9]+)\\}.*/\1+\2/"; }
for s in "$summary" "$medium"; do
    check "wins of a by reason" '[ "$(($(split "$s" a_wins_by occupation no_legal_moves)))" = "$(field "$s" a_wins)" ]'
    check "wins of b by reason" '[ "$(($(split "$s" b_wins_by occupation no_legal_moves)))" = "$(field "$s" b_wins)" ]'
    check "draws by reason" '[ "$(($(split "$s" draws_by no_combat_limit both_no_legal_moves)))" = "$(field "$s" draws)" ]'
done

# The federation game (rules-federation.md): reproducible from the seed, its own way to win.
fed1=$("$arena" medium easy --games 2 --seed 5 --jobs 1 --rules federation 2>/dev/null)
fed2=$("$arena" medium easy --games 2 --seed 5 --jobs 2 --rules federation 2>/dev/null)
check "federation: same seed, same games (jobs 1 and 2)" '[ "$(games "$fed1")" = "$(games "$fed2")" ] && [ "$(games "$fed1" | grep -c "^game ")" = 2 ]'
fsum=$(printf '%s\n' "$fed1" | tail -n 1)
check "federation: the summary names the rule set" '[[ "$fsum" == *"\"rules\":\"federation\""* ]]'
check "federation: wins by taking the marshal or by no legal move" '[ "$(($(split "$fsum" a_wins_by marshal_taken no_legal_moves)))" = "$(field "$fsum" a_wins)" ] && [ "$(($(split "$fsum" b_wins_by marshal_taken no_legal_moves)))" = "$(field "$fsum" b_wins)" ]'
hsum=$("$arena" easy random --games 2 --seed 5 --rules classic:h3=flag 2>/dev/null | tail -n 1)
check "house rule H-3: wins by taking the flag" '[ "$(($(split "$hsum" a_wins_by flag_taken no_legal_moves)))" = "$(field "$hsum" a_wins)" ]'
"$arena" easy random --games 2 --seed 1 --rules chess >/dev/null 2>&1
check "unknown rule set: exit 2" '[ $? = 2 ]'

rush=$("$arena" medium rusher --games 2 --seed 3 2>/dev/null | tail -n 1)
check "the rusher plays" '[[ "$rush" == "{\"a\":\"medium\",\"b\":\"rusher\",\"games\":2,"* ]]'
# The plan bots (exploiters.h) play both games, reproducibly from the seed.
for bot in marcher baiter spyhunter; do
    for rules in classic federation; do
        p1=$("$arena" easy "$bot" --games 2 --seed 3 --jobs 1 --rules "$rules" 2>/dev/null)
        p2=$("$arena" easy "$bot" --games 2 --seed 3 --jobs 2 --rules "$rules" 2>/dev/null)
        check "the $bot plays ($rules), the same games from the same seed" '[[ "$(printf "%s\n" "$p1" | tail -n 1)" == "{\"a\":\"easy\",\"b\":\"$bot\",\"games\":2,"* ]] && [ "$(games "$p1")" = "$(games "$p2")" ] && [ "$(games "$p1" | grep -c "^game ")" = 2 ]'
    done
done
if [ -n "$cli" ]; then
    # Asked through gunjin-cli ai-move (cli.md), a level plays the very same games.
    inside=$("$arena" easy medium --games 2 --seed 7 2>/dev/null)
    outside=$("$arena" easy "medium@$cli" --games 2 --seed 7 2>/dev/null)
    check "another build's level through its gunjin-cli: the same games" '[ "$(games "$inside")" = "$(games "$outside")" ] && [ "$(games "$inside" | grep -c "^game ")" = 2 ]'
    "$arena" easy "medium@/nonexistent/gunjin-cli" --games 2 --seed 7 >/dev/null 2>&1
    check "a gunjin-cli that does not answer: exit 3" '[ $? = 3 ]'
fi

"$arena" easy nobody --games 2 --seed 1 >/dev/null 2>&1
check "unknown level: exit 2" '[ $? = 2 ]'
"$arena" easy random --games 2 >/dev/null 2>&1
check "missing seed: exit 2" '[ $? = 2 ]'

echo "arena: $pass passed, $fail failed"
[ "$fail" = 0 ]
