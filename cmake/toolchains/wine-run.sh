#!/usr/bin/env bash
# Runs a program of the Windows (MinGW-w64) build under Wine: quiet (Wine's own notes would
# mix with the program's standard error), without Mono or Gecko (console programs need
# neither), in a Wine prefix of its own that is made on first use (a few seconds).
#   usage: wine-run.sh PROGRAM.exe [ARGS...]
set -u
export WINEPREFIX=${WINEPREFIX:-${TMPDIR:-/tmp}/gunjin-wine-$(id -u)}
export WINEDEBUG=${WINEDEBUG:--all}
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=}
wine=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)
exec "$wine" "$@"
