#!/usr/bin/env bash
# The Qt-free targets cross-compiled for Windows with MinGW-w64
# (cmake/toolchains/mingw-w64-x86_64.cmake) and run under Wine: the Catch2 tests (the room
# server on real sockets included), the gunjin-cli contract, record files that Windows and
# Linux read alike, file names with kanji, and gunjin-bench's signature.
#   usage: windows_mingw.sh SOURCE_DIR BUILD_DIR LINUX_CLI LINUX_ARENA LINUX_BENCH
set -euo pipefail
src=$1
dir=$2
linux_cli=$3
linux_arena=$4
linux_bench=$5
jobs=$(nproc 2>/dev/null || echo 2)
log="$dir.log"
run="$src/cmake/toolchains/wine-run.sh"
rm -rf "$dir"
. "$(dirname "$0")/step.sh"
# A Wine prefix of this run's own, in the build folder: nothing carried over between runs.
export WINEPREFIX="$dir/wine-prefix"
step "configure for Windows" cmake -S "$src" -B "$dir" \
    --toolchain "$src/cmake/toolchains/mingw-w64-x86_64.cmake" -DCMAKE_BUILD_TYPE=Release \
    -DGUNJIN_ASSERTS=ON -DGUNJIN_BUILD_APP=OFF -DGUNJIN_SERVER_TLS=OFF \
    -DGUNJIN_SERVER_STORE=OFF -DGUNJIN_SERVER_REDIS=OFF
step "build" cmake --build "$dir" -j"$jobs"
exe() { find "$dir/src/apps" -type f -name "$1.exe" | head -1; }
cli=$(exe gunjin-cli)
arena=$(exe gunjin-arena)
server=$(exe gunjin-server)
bench=$(exe gunjin-bench)
# One Wine server for the whole run (-p: it stays between programs instead of stopping and
# starting again, which costs time and raced with the next program), stopped at the end. It
# and the Wine services the prefix step starts keep the log open, never this script's output.
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
mkdir -p "$WINEPREFIX"
"$wineserver" -p >/dev/null 2>&1
trap '"$wineserver" -k 2>/dev/null || true' EXIT
step "the Wine prefix" "$run" cmd /c exit
step "tests under Wine (gunjin-tests, cli-contract)" ctest --test-dir "$dir" --verbose
grep -E 'All tests passed|cli: [0-9]+ passed' "$log" | sed -E 's/^[0-9]+: /ok: /' || true
step "record files between Windows and Linux" bash "$src/tests/cross/record_round_trip.sh" \
    "$linux_cli" "$run" "$cli" "$src"/tests/cross/fixtures/*.jsonl
grep 'record round trip:' "$log" | sed 's/^/ok: /' || true

failed=0
# A file name with kanji, given on the command line: written under that name, "\n" line ends,
# the same games as on Linux.
(cd "$dir" && "$run" "$arena" easy random --games 2 --seed 5 --records '棋譜 テスト.jsonl' >/dev/null 2>&1) || true
(cd "$dir" && "$linux_arena" easy random --games 2 --seed 5 --records linux-records.jsonl >/dev/null 2>&1)
if [ ! -s "$dir/棋譜 テスト.jsonl" ]; then
    echo "FAIL: gunjin-arena.exe did not write '棋譜 テスト.jsonl': $(ls "$dir" | grep -v / | tr '\n' ' ')"
    failed=1
elif ! cmp -s "$dir/棋譜 テスト.jsonl" "$dir/linux-records.jsonl"; then
    echo "FAIL: the records gunjin-arena.exe wrote differ from Linux's (line ends or games)"
    failed=1
else
    echo "ok: gunjin-arena.exe wrote '棋譜 テスト.jsonl', the same bytes as on Linux"
fi
# The room server reads a config file named in kanji and listens.
printf 'port = 0\nname = 軍人将棋サーバー\nstatus = 0\n' >"$dir/設定 サーバー.conf"
(cd "$dir" && exec "$run" "$server" --config '設定 サーバー.conf' >server.out 2>&1) &
server_pid=$!
for _ in $(seq 100); do grep -q '^listening on ' "$dir/server.out" && break; sleep 0.2; done
kill "$server_pid" 2>/dev/null || true
if grep -q '^listening on ' "$dir/server.out"; then
    echo "ok: gunjin-server.exe read '設定 サーバー.conf' and $(grep -m1 '^listening on ' "$dir/server.out")"
else
    echo "FAIL: gunjin-server.exe with '設定 サーバー.conf': $(head -3 "$dir/server.out")"
    failed=1
fi
# The benchmark's moves and playouts are the same games on both (its signature line).
for rules in classic federation; do
    signature() { "$@" --rules "$rules" --passes 2 --games 20 | grep '^signature'; }
    w=$(signature "$run" "$bench")
    l=$(signature "$linux_bench")
    if [ -n "$w" ] && [ "$w" = "$l" ]; then
        echo "ok: gunjin-bench.exe --rules $rules: $w, as on Linux"
    else
        echo "FAIL: gunjin-bench.exe --rules $rules: '$w', Linux: '$l'"
        failed=1
    fi
done
exit $failed
