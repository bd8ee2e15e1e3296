#!/usr/bin/env bash
# The Qt-free configuration (the README's cmake -DGUNJIN_BUILD_APP=OFF) built with clang and
# libc++, the standard library of Apple's toolchain, warnings as errors; none of its programs
# links Qt, and its tests pass. Games from the same seeds are the same as the GCC build's
# (core/rng.h: no std:: distributions), so a seed means one game on Linux and macOS alike.
#   usage: clang_libcxx.sh CLANG++ SOURCE_DIR BUILD_DIR GCC_CLI GCC_ARENA
set -euo pipefail
cxx=$1
src=$2
dir=$3
gcc_cli=$4
gcc_arena=$5
jobs=$(nproc 2>/dev/null || echo 2)
log="$dir.log"
rm -rf "$dir"
. "$(dirname "$0")/step.sh"
step "configure with $cxx and libc++" cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=Release \
    -DGUNJIN_ASSERTS=ON -DGUNJIN_BUILD_APP=OFF -DGUNJIN_PLATFORM_CHECKS=OFF \
    -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_CXX_FLAGS="-stdlib=libc++ -Werror" \
    -DCMAKE_EXE_LINKER_FLAGS="-stdlib=libc++"
step "build" cmake --build "$dir" -j"$jobs"

failed=0
for p in gunjin-cli gunjin-bench gunjin-arena gunjin-server; do
    bin=$(find "$dir/src/apps" -type f -name "$p" -perm -u+x | head -1)
    if [ -z "$bin" ]; then echo "FAIL: $p was not built"; failed=1; continue; fi
    # Read whole first: grep -q stops at its match, and ldd's SIGPIPE fails the pipe (pipefail).
    libraries=$(ldd "$bin")
    if grep -qi 'libQt' <<<"$libraries"; then echo "FAIL: $p links Qt"; failed=1; fi
    if ! grep -q 'libc++\.so' <<<"$libraries"; then echo "FAIL: $p does not use libc++"; failed=1; fi
done
cli=$(find "$dir/src/apps" -type f -name gunjin-cli | head -1)
arena=$(find "$dir/src/apps" -type f -name gunjin-arena | head -1)

# All but the libFuzzer run, which builds with clang (and its own flags) in any case.
step "tests (gunjin-tests, cli-contract, the arena and bench smoke runs)" \
    ctest --test-dir "$dir" -j"$jobs" --output-on-failure -E '^fuzz-messages-short$'

echo "ok: $(grep -Eo '[0-9]+ tests passed|tests passed, [0-9]+ tests failed out of [0-9]+' "$log" | tail -1)"

for rules in classic federation; do
    for seed in 1 2 3; do
        for side in first second; do
            a=$("$gcc_cli" auto-setup "$side" --seed "$seed" --rules "$rules")
            b=$("$cli" auto-setup "$side" --seed "$seed" --rules "$rules")
            [ "$a" = "$b" ] || { echo "FAIL: $rules auto-setup $side --seed $seed differs"; failed=1; }
        done
    done
    games() { "$1" easy random --games 4 --seed 7 --rules "$rules" 2>/dev/null | grep '^game '; }
    [ "$(games "$gcc_arena")" = "$(games "$arena")" ] ||
        { echo "FAIL: $rules arena games from seed 7 differ between GCC and clang/libc++"; failed=1; }
done
[ $failed = 0 ] && echo "ok: the same setups and games from the same seeds as the GCC build"
exit $failed
