#!/usr/bin/env bash
# Refreshes resources/translations/gunjin_en.ts from the sources (lupdate) and fills in the
# English of scripts/translations_en.py. A string without English stays "unfinished", which
# the translations-complete test reports.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
"$lupdate" -silent -no-obsolete src/ui qml -source-language ja -target-language en \
    -ts resources/translations/gunjin_en.ts
python3 scripts/fill-translations.py resources/translations/gunjin_en.ts
