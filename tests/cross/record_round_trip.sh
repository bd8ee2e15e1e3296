#!/usr/bin/env bash
# Record files between Windows and Linux (docs/records.md): the Windows build of gunjin-cli
# writes a record file from a journal byte for byte as the Linux build does, and each build
# replays the other's file to the same bytes (positions, and what each side saw) - also when
# an editor on Windows saved the file with "\r\n" line ends.
#   usage: record_round_trip.sh LINUX_CLI EMULATOR WINDOWS_CLI JOURNAL...
set -u
linux=("$1")
windows=("$2" "$3")
shift 3
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# same NAME FILE_A FILE_B: the two files hold the same bytes (and are not empty).
same() {
    if [ -s "$2" ] && cmp -s "$2" "$3"; then
        pass=$((pass + 1))
    else
        echo "FAIL $1: $(wc -c <"$2") and $(wc -c <"$3") bytes differ"
        cmp "$2" "$3" | head -3
        fail=$((fail + 1))
    fi
}

for journal in "$@"; do
    name=$(basename "$journal" .jsonl)
    "${windows[@]}" record-file <"$journal" >"$tmp/$name.windows.gunjin.json"
    "${linux[@]}" record-file <"$journal" >"$tmp/$name.linux.gunjin.json"
    same "$name: the record file written on Windows is Linux's" \
        "$tmp/$name.windows.gunjin.json" "$tmp/$name.linux.gunjin.json"
    if grep -q $'\r' "$tmp/$name.windows.gunjin.json"; then
        echo "FAIL $name: the Windows record file has \\r\\n line ends"
        fail=$((fail + 1))
    fi
    sed 's/$/\r/' "$tmp/$name.windows.gunjin.json" >"$tmp/$name.crlf.gunjin.json"
    plies=$(grep -c '"move"' "$journal")
    for file in windows linux crlf; do
        in="$tmp/$name.$file.gunjin.json"
        # Each build reads the file the other wrote ("and back"): the whole game, a position
        # half-way, and each side's view of the game.
        for args in "replay" "replay --ply $((plies / 2))" "record-view first" "record-view second"; do
            read -ra a <<<"$args"
            "${windows[@]}" "${a[@]}" <"$in" >"$tmp/out.windows" 2>"$tmp/err.windows"
            "${linux[@]}" "${a[@]}" <"$in" >"$tmp/out.linux" 2>"$tmp/err.linux"
            same "$name ($file file): $args" "$tmp/out.windows" "$tmp/out.linux"
        done
    done
done
echo "record round trip: $pass passed, $fail failed"
[ "$fail" = 0 ]
