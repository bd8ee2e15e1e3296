#!/usr/bin/env bash
# The README's Qt-free configuration (cmake -DGUNJIN_BUILD_APP=OFF) configures, builds its
# programs, and none of them links Qt. Usage: build_without_app.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
dir=$2
rm -rf "$dir"
cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DGUNJIN_BUILD_APP=OFF >"$dir.log" 2>&1 ||
    { cat "$dir.log"; echo "FAIL: configure with GUNJIN_BUILD_APP=OFF"; exit 1; }
programs=(gunjin-cli gunjin-bench gunjin-arena gunjin-server)
cmake --build "$dir" -j"$(nproc 2>/dev/null || echo 2)" --target "${programs[@]}" >>"$dir.log" 2>&1 ||
    { tail -40 "$dir.log"; echo "FAIL: build with GUNJIN_BUILD_APP=OFF"; exit 1; }
failed=0
for p in "${programs[@]}"; do
    bin=$(find "$dir/src/apps" -type f -name "$p" -perm -u+x | head -1)
    if [ -z "$bin" ]; then echo "FAIL: $p was not built"; failed=1; continue; fi
    if ldd "$bin" | grep -qi 'libQt'; then echo "FAIL: $p links Qt"; failed=1; fi
done
"$(find "$dir/src/apps" -type f -name gunjin-cli | head -1)" auto-setup first --seed 3 >/dev/null ||
    { echo "FAIL: gunjin-cli does not run"; failed=1; }
[ $failed = 0 ] && echo "ok: ${programs[*]} built without the app and without Qt"
exit $failed
