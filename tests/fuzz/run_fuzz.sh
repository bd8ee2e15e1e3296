#!/usr/bin/env bash
# Builds the libFuzzer target with clang in a build directory of its own (sanitizers on) and
# runs it for SECONDS from the seed corpus. Fails on a crash, a sanitizer report or a broken
# round trip; the fuzzer's last lines are printed.
#   run_fuzz.sh BUILD_DIR [SECONDS]
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: run_fuzz.sh BUILD_DIR [SECONDS]}
seconds=${2:-30}
clang=$(command -v clang++ || command -v clang++-14 || true)
if [ -z "$clang" ]; then
    echo "clang++ is needed for the libFuzzer target (scripts/quickstart.sh installs it)" >&2
    exit 1
fi
cmake -S "$src" -B "$out" -DCMAKE_CXX_COMPILER="$clang" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGUNJIN_FUZZ=ON -DGUNJIN_BUILD_APP=OFF -DGUNJIN_BUILD_SERVER=OFF -DGUNJIN_BUILD_TOOLS=OFF \
    -DGUNJIN_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" --target fuzz-messages -j2 >/dev/null
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
cp "$src"/tests/fuzz/corpus/* "$corpus"/
log=$(mktemp)
if ! "$out"/tests/fuzz/fuzz-messages -max_total_time="$seconds" -max_len=20000 \
        -rss_limit_mb=2048 -print_final_stats=1 "$corpus" >"$log" 2>&1; then
    tail -40 "$log"
    rm -f "$log"
    exit 1
fi
grep -E "stat::number_of_executed_units|stat::peak_rss_mb|Done" "$log" || tail -5 "$log"
rm -f "$log"
