#!/usr/bin/env bash
# Regenerates the learnt piece models (src/ai/data/piece_model_*.txt, ai/piece_model.h) from
# self-play: records games with gunjin-arena, where the truth is known, and fits each game's
# model with gunjin-bench train-beliefs. Seeds are derived from SEED and never the belief
# benchmark's (9), so the README's figures are measured on games the model never saw.
#
#   usage: scripts/train_beliefs.sh [SEED] [ARENA] [BENCH]
#     SEED   default 100
#     ARENA  default build-release/src/apps/gunjin-arena/gunjin-arena
#     BENCH  default build-release/src/apps/gunjin-bench/gunjin-bench
#   environment: KEEP=DIR keeps the records
#
# The same seed and the same arena give the same files: the games are played without the
# wall-clock cap (--cap-ms 0), so a busy machine makes them slower, never different. The medium
# and hard the arena plays use the models built into that arena: the shipped models were fitted
# from the games of the start commit's arena (43a7398, before the models existed, which had no
# --cap-ms: a few of its hard moves were cut by the cap on a busy machine), seed 100.
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-100}
arena=${2:-build-release/src/apps/gunjin-arena/gunjin-arena}
bench=${3:-build-release/src/apps/gunjin-bench/gunjin-bench}
dir=${KEEP:-$(mktemp -d)}
mkdir -p "$dir"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$dir"' EXIT

play() { # A B GAMES SEED FILE [RULES]
    local extra=()
    [ -n "${6:-}" ] && extra=(--rules "$6")
    echo "arena $1 - $2, $3 games, seed $4 ${6:-classic}" >&2
    nice "$arena" "$1" "$2" --games "$3" --seed "$4" --jobs 1 --cap-ms 0 --records "$dir/$5" \
        "${extra[@]}" | tail -1 >&2
}

play medium medium 300 $((seed + 1)) classic_mm.jsonl
play medium medium 200 $((seed + 2)) federation_mm.jsonl federation
play hard medium 10 $((seed + 101)) classic_hm.jsonl
play hard medium 4 $((seed + 103)) federation_hm.jsonl federation
play hard oracle-hard 12 $((seed + 301)) classic_ho.jsonl

"$bench" train-beliefs --game classic --out src/ai/data/piece_model_classic.txt \
    --records "$dir/classic_mm.jsonl" --records "$dir/classic_hm.jsonl" \
    --records "$dir/classic_ho.jsonl"
"$bench" train-beliefs --game federation --out src/ai/data/piece_model_federation.txt \
    --records "$dir/federation_mm.jsonl" --records "$dir/federation_hm.jsonl"
