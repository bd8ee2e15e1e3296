#!/usr/bin/env bash
# Builds the Debian packages of this build directory (cpack), unpacks them into a temporary
# root, checks what they declare, and starts the installed app under xvfb-run until its menu
# shows, then again to play every sound cue (Qt Multimedia; no sound device there).
# Dependencies are checked against reality: every shared library the running app loads and
# the CJK font must come from a package within the closure of what `gunjin` declares.
#   test_deb.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: test_deb.sh BUILD_DIR}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) ||
    { cat "$work/cpack.log"; fail "cpack"; }
app=$(ls "$work"/out/gunjin_*.deb) || fail "no gunjin package"
server=$(ls "$work"/out/gunjin-server_*.deb) || fail "no gunjin-server package"

root="$work/root"
dpkg-deb -x "$app" "$root"
dpkg-deb -x "$server" "$root"
for f in usr/bin/gunjin usr/bin/gunjin-cli usr/bin/gunjin-server \
         usr/share/applications/io.github.gunjinshogi.gunjin.desktop \
         usr/share/metainfo/io.github.gunjinshogi.gunjin.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/io.github.gunjinshogi.gunjin.svg; do
    [ -e "$root/$f" ] || fail "$f is not in the packages"
done
for size in 16 24 32 48 64 128 256 512; do
    [ -e "$root/usr/share/icons/hicolor/${size}x${size}/apps/io.github.gunjinshogi.gunjin.png" ] ||
        fail "no ${size}x${size} icon"
done
# %u: a record (as a path or a file: URL) or a gunjin:// or gunjins:// link reaches the app.
grep -q '^Exec=gunjin %u$' "$root/usr/share/applications/io.github.gunjinshogi.gunjin.desktop" ||
    fail "desktop entry does not start gunjin with the file or link it opens"
grep -q '^MimeType=application/x-gunjin-record+json;x-scheme-handler/gunjin;x-scheme-handler/gunjins;$' \
    "$root/usr/share/applications/io.github.gunjinshogi.gunjin.desktop" ||
    fail "desktop entry does not open game records, gunjin:// and gunjins:// links"
mime="$root/usr/share/mime/packages/io.github.gunjinshogi.gunjin.xml"
python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$mime" ||
    fail "the record MIME type is not XML"
grep -q 'pattern="\*.gunjin.json"' "$mime" || fail "the record MIME type has no *.gunjin.json glob"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$root/usr/share/applications/io.github.gunjinshogi.gunjin.desktop"
fi
python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" \
    "$root/usr/share/metainfo/io.github.gunjinshogi.gunjin.metainfo.xml" || fail "metainfo is not XML"

# Declared: the QML runtime modules and the font no library reveals, the system's CAs (a room
# server's certificate is checked against them), and Qt from shlibdeps.
depends=$(dpkg-deb -f "$app" Depends)
echo "gunjin Depends: $depends"
for p in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts \
         qml6-module-quick3d qml6-module-qtquick-window qml6-module-qtquick-templates \
         fonts-ipafont-gothic libqt6quick6 libqt6websockets6 libqt6multimedia6 ca-certificates; do
    grep -qE "(^|[ ,|])$p( |,|$)" <<<"$depends" || fail "gunjin does not depend on $p"
done
# Qt's own Japanese texts (the file dialogs) are recommended: the app runs without them.
grep -q qt6-translations-l10n <<<"$(dpkg-deb -f "$app" Recommends)" ||
    fail "gunjin does not recommend qt6-translations-l10n"
server_depends=$(dpkg-deb -f "$server" Depends)
echo "gunjin-server Depends: $server_depends"
grep -q qt6 <<<"$server_depends" && fail "gunjin-server depends on Qt"
grep -q libssl <<<"$server_depends" || fail "gunjin-server does not depend on OpenSSL (wss://)"
grep -q libsqlite3 <<<"$server_depends" || fail "gunjin-server does not depend on SQLite (its store)"

# The server as a service: its unit runs the installed binary on the installed config file (a
# conffile), as its own user, and reloads the certificate on `systemctl reload`.
unit="$root/usr/lib/systemd/system/gunjin-server.service"
conf="$root/etc/gunjin-server/gunjin-server.conf"
[ -f "$unit" ] || fail "no systemd unit"
[ -f "$root/usr/lib/sysusers.d/gunjin-server.conf" ] || fail "no sysusers entry"
grep -qx 'ExecStart=/usr/bin/gunjin-server --config /etc/gunjin-server/gunjin-server.conf' "$unit" ||
    fail "the unit does not start the server on its config file"
grep -qx 'ExecReload=/bin/kill -HUP $MAINPID' "$unit" || fail "the unit cannot reload"
grep -qx 'User=gunjin-server' "$unit" || fail "the unit runs as root"
# The rooms' store: a state directory of the service user's alone, named in the config.
grep -qx 'StateDirectory=gunjin-server' "$unit" || fail "the unit has no state directory"
grep -qx 'StateDirectoryMode=0700' "$unit" || fail "the state directory is not private"
grep -qx 'UMask=0077' "$unit" || fail "the service's files are not private"
grep -qx 'store = /var/lib/gunjin-server/rooms.db' "$conf" || fail "the config keeps no store"
dpkg-deb -e "$server" "$work/server-control"
grep -qx /etc/gunjin-server/gunjin-server.conf "$work/server-control/conffiles" ||
    fail "the config file is not a conffile"
for script in postinst prerm postrm; do
    sh -n "$work/server-control/$script" || fail "$script is not a shell script"
done
# The installed server reads the installed config and answers /healthz on its port; its store
# (here in the work folder) is created private to its user.
"$root/usr/bin/gunjin-server" --config "$conf" --bind 127.0.0.1 --port 0 --status 0 \
    --store "$work/rooms.db" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 50); do grep -q listening "$work/server.log" && break; sleep 0.1; done
port=$(sed -n 's/^listening on 127.0.0.1:\([0-9]*\).*/\1/p' "$work/server.log")
[ -n "$port" ] || { cat "$work/server.log"; fail "the installed server did not start on its config"; }
python3 -c "import json, sys, urllib.request
s = json.load(urllib.request.urlopen('http://127.0.0.1:' + sys.argv[1] + '/healthz', timeout=5))
assert s['status'] == 'ok' and s['rooms'] == 0, s" "$port" || fail "no /healthz"
kill -TERM "$server_pid"
wait "$server_pid" || fail "the server did not stop cleanly on SIGTERM"
grep -q '^stopped$' "$work/server.log" || fail "the server did not say it stopped"
[ "$(stat -c %a "$work/rooms.db")" = 600 ] || fail "the store is not private (mode $(stat -c %a "$work/rooms.db"))"
[ -n "$(dpkg-deb -f "$app" Description)" ] || fail "no description"

# The closure of the declared dependencies among the installed packages.
names=$(sed 's/([^)]*)//g; s/[,|]/\n/g' <<<"$depends" | awk '{print $1}' | sed '/^$/d')
# shellcheck disable=SC2086
apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts \
    --no-breaks --no-replaces --no-enhances $names 2>/dev/null |
    sed -n 's/^ *\(|\)\{0,1\}\(Pre\)\{0,1\}Depends: \(<\)\{0,1\}\([^>: ]*\).*/\4/p; s/^\([a-z0-9][^ :]*\).*/\1/p' |
    sort -u >"$work/closure"
for p in $names; do echo "$p"; done >>"$work/closure"

# Start the installed app (not the build tree's) until the menu's first frame.
export XDG_RUNTIME_DIR="$work/xdg" HOME="$work/home"
mkdir -p "$XDG_RUNTIME_DIR" "$HOME" && chmod 700 "$XDG_RUNTIME_DIR"
out=$(xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" \
      env LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" "$root/usr/bin/gunjin" --bench-startup)
echo "installed app: $out"
grep -q '"ms_to_menu"' <<<"$out" || fail "the installed app did not show its menu"
# The sounds: whatever Qt Multimedia loads to play them is declared too, and without a sound
# device (no PulseAudio server here) the app neither crashes nor hangs.
out=$(timeout 60 xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" \
      env LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" "$root/usr/bin/gunjin" --bench-sound) ||
    fail "the installed app did not play its sounds"
echo "installed app: $out"
grep -q '"bench":"sound","cues":9' <<<"$out" || fail "the installed app did not play its sounds"

# Every library it loaded (dlopened plugins and QML modules too) comes from the closure.
missing=0
for lib in $(grep -ho 'calling init: [^ ]*' "$work"/ld.* | awk '{print $3}' | sort -u); do
    pkg=$(dpkg -S "$lib" 2>/dev/null || dpkg -S "$(readlink -f "$lib")" 2>/dev/null ||
          dpkg -S "${lib#/usr}" 2>/dev/null || true)
    pkg=${pkg%%:*}
    [ -n "$pkg" ] || { echo "no package owns $lib" >&2; missing=1; continue; }
    grep -qx "$pkg" "$work/closure" || { echo "$lib ($pkg) is not in the declared closure" >&2; missing=1; }
done
# The font fontconfig picks for Japanese text, too.
font=$(readlink -f "$(fc-match -f '%{file}' ':lang=ja')")
pkg=$(dpkg -S "$font" 2>/dev/null | head -1)
pkg=${pkg%%:*}
echo "kanji font: $font ($pkg)"
grep -qx "$pkg" "$work/closure" || { echo "the kanji font ($pkg) is not declared" >&2; missing=1; }
[ "$missing" = 0 ] || fail "undeclared runtime dependencies"
echo "ok: $(ls "$work"/out/*.deb | xargs -n1 basename | tr '\n' ' ')"
