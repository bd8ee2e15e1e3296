#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs what is missing, builds, then
#   play  - starts the program (until the desktop app lands: a random self-play game, drawn
#           in the terminal, refereed by the rules core)
#   test  - runs every test (what .ci/run calls)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-play}
case "$mode" in play | test) ;; *) echo "usage: $0 play|test" >&2; exit 2 ;; esac

packages=(g++ cmake make nlohmann-json3-dev catch2)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
if [ "$mode" = test ]; then
    cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGUNJIN_ASSERTS=ON
    cmake --build build -j"$jobs"
    ctest --test-dir build --output-on-failure -j"$jobs"
else
    cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release -DGUNJIN_BUILD_TESTS=OFF
    cmake --build build-release -j"$jobs"
    ./build-release/src/apps/gunjin-cli/gunjin-cli selfplay --seed "${SEED:-$RANDOM}" --first medium --second hard
fi
