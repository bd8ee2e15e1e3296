#!/usr/bin/env bash
# Renders the hicolor PNG icons from gunjin.svg (rsvg-convert, Debian: librsvg2-bin). Run after
# changing the SVG and commit the PNGs: building and packaging do not need it.
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p hicolor/${size}x${size}/apps
    rsvg-convert -w "$size" -h "$size" gunjin.svg \
        -o hicolor/${size}x${size}/apps/io.github.gunjinshogi.gunjin.png
done
mkdir -p hicolor/scalable/apps
cp gunjin.svg hicolor/scalable/apps/io.github.gunjinshogi.gunjin.svg
