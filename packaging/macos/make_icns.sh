#!/usr/bin/env bash
# Builds packaging/macos/gunjin.icns from the hicolor PNGs (macOS: iconutil). Run on a Mac,
# or by the CI workflow before configuring.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
icons="$here/../../resources/icons/hicolor"
set_dir=$(mktemp -d)/gunjin.iconset
mkdir -p "$set_dir"
for size in 16 32 128 256 512; do
    cp "$icons/${size}x${size}/apps/io.github.gunjinshogi.gunjin.png" "$set_dir/icon_${size}x${size}.png"
done
for size in 16 32 128 256; do
    double=$((size * 2))
    cp "$icons/${double}x${double}/apps/io.github.gunjinshogi.gunjin.png" \
        "$set_dir/icon_${size}x${size}@2x.png"
done
iconutil -c icns "$set_dir" -o "$here/gunjin.icns"
echo "wrote $here/gunjin.icns"
