#!/usr/bin/env bash
# Fails when a UI string has no finished English translation: lupdate collects the strings
# of the current sources into a copy of the committed .ts, and nothing may be unfinished.
# usage: check_translations.sh LUPDATE LRELEASE SOURCE_DIR
set -euo pipefail
lupdate=$1 lrelease=$2 src=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$src/resources/translations/gunjin_en.ts" "$tmp/gunjin_en.ts"
(cd "$src" && "$lupdate" -silent -no-obsolete src/ui qml -source-language ja -target-language en \
    -ts "$tmp/gunjin_en.ts")
unfinished=$(grep -c 'type="unfinished"' "$tmp/gunjin_en.ts" || true)
if [ "$unfinished" != 0 ]; then
    echo "FAIL: $unfinished UI string(s) without a finished English translation:"
    grep -B3 'type="unfinished"' "$tmp/gunjin_en.ts" | grep '<source>' | head -20
    echo "Run scripts/update-translations.sh after adding the English to scripts/translations_en.py."
    exit 1
fi
report=$("$lrelease" "$tmp/gunjin_en.ts" -qm "$tmp/gunjin_en.qm")
echo "$report"
echo "$report" | grep -q " 0 unfinished" || { echo "FAIL: lrelease reports unfinished strings"; exit 1; }
messages=$(grep -c '<message' "$tmp/gunjin_en.ts")
echo "ok: $messages UI strings, all translated"
