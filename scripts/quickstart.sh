#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs what is missing, builds, then
#   play  - starts the desktop game
#   test  - runs every test (what .ci/run calls); the Qt Quick tests run on a virtual screen
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-play}
case "$mode" in play | test) ;; *) echo "usage: $0 play|test" >&2; exit 2 ;; esac

# The qml6-module-* runtime modules are not pulled in by the -dev packages; a CJK font is needed
# for the kanji; xvfb and xauth run the Quick 3D tests (it does not render offscreen). Boost
# (Beast) serves rooms, over TLS with OpenSSL (libssl-dev), kept across restarts in SQLite
# (libsqlite3-dev) or shared by several server processes through Redis (libhiredis-dev; the
# tests start a redis-server of their own); Qt WebSockets connects to them; Qt Multimedia plays the sounds
# (QSoundEffect; its library brings the PulseAudio client); clang builds the libFuzzer test;
# python3 runs the sounds and translations checks; ca-certificates are the CAs a room server's
# certificate is checked against (gunjins://). The platform checks build the Qt-free targets
# with clang 16 and libc++ (as Apple's toolchain) and for Windows with MinGW-w64, run under
# Wine (wine64, without the recommended 32-bit part). qt6-translations-l10n holds Qt's own
# Japanese texts (the file dialogs).
packages=(g++ cmake make pkg-config nlohmann-json3-dev catch2 libboost-dev libssl-dev
          libsqlite3-dev libhiredis-dev redis-server qt6-websockets-dev
          clang libclang-rt-14-dev
          clang-16 libc++-16-dev libc++abi-16-dev g++-mingw-w64-x86-64-posix wine64
          qt6-base-dev qt6-declarative-dev qt6-quick3d-dev qt6-shadertools-dev qt6-multimedia-dev
          qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-controls
          qml6-module-qtquick-templates qml6-module-qtquick-layouts
          qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-quick3d
          qml6-module-quick3d-helpers qt6-tools-dev qt6-l10n-tools libgl1-mesa-dri
          qt6-translations-l10n fonts-ipafont-gothic xvfb xauth python3 ca-certificates)
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
    exec ./build-release/src/apps/gunjin/gunjin
fi
