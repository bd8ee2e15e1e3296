#!/usr/bin/env bash
# gunjin-bench beliefs end to end on two recorded games: all four lines (the plain sampler, the
# move model, the learnt piece model, both) are printed with figures in range, and a file that
# is not a record is refused; gunjin-bench train-beliefs fits a model from them that the belief
# bench reads back, and refuses a damaged one.
#   usage: belief_bench_smoke.sh PATH/TO/gunjin-arena PATH/TO/gunjin-bench
set -u
arena=$1
bench=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL $1"; fail=$((fail + 1)); fi; }

"$arena" medium medium --games 2 --seed 5 --records "$dir/games.jsonl" >/dev/null 2>&1
out=$("$bench" beliefs --records "$dir/games.jsonl" --every 30 --worlds 16 --candidates 32 2>&1)
echo "$out"
check "two games read" '[[ "$out" == "2 games,"* ]]'
for name in sampler explained learnt learnt+explained; do
    line=$(printf '%s\n' "$out" | grep "^$name ")
    share=$(printf '%s' "$line" | sed -E 's/.*true type ([0-9.]+) .*/\1/')
    check "$name: a share of true types in (0, 1]" \
        'awk -v s="$share" "BEGIN { exit !(s > 0 && s <= 1) }"'
done

"$bench" train-beliefs --game classic --out "$dir/model.txt" --records "$dir/games.jsonl" \
    --holdout "$dir/games.jsonl" >"$dir/train.txt" 2>&1
check "train-beliefs: exit 0" '[ $? = 0 ]'
check "train-beliefs: held-out scores" 'grep -q "tempering 0.50: log score" "$dir/train.txt"'
out=$("$bench" beliefs --records "$dir/games.jsonl" --every 30 --worlds 8 --no-explained \
    --model "$dir/model.txt" 2>&1)
check "a trained model read back" '[[ "$out" == *"learnt "* && "$out" != *explained* ]]'
sed 's/^gunjin-piece-model 1/gunjin-piece-model 9/' "$dir/model.txt" >"$dir/damaged.txt"
"$bench" beliefs --records "$dir/games.jsonl" --model "$dir/damaged.txt" >/dev/null 2>&1
check "a damaged model: exit 1" '[ $? = 1 ]'
"$bench" train-beliefs --game federation --out "$dir/none.txt" --records "$dir/games.jsonl" \
    >/dev/null 2>&1
check "no game of the rule set to train on: exit 1" '[ $? = 1 ]'

echo '{"format":"gunjin-record","version":1}' >"$dir/bad.jsonl"
"$bench" beliefs --records "$dir/bad.jsonl" >/dev/null 2>&1
check "a bad record: exit 1" '[ $? = 1 ]'
"$bench" beliefs --records "$dir/missing.jsonl" >/dev/null 2>&1
check "a missing file: exit 1" '[ $? = 1 ]'
"$bench" beliefs --frobnicate >/dev/null 2>&1
check "an unknown option: exit 2" '[ $? = 2 ]'

echo "belief bench: $pass passed, $fail failed"
[ "$fail" = 0 ]
