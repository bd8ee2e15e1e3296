#!/usr/bin/env bash
# The committed .ts is current and complete. lupdate collects the strings of the current sources
# (the files the update_translations target scans) into a copy of the committed .ts, keeping
# obsolete entries, and the copy is then checked. Fails on
#   - a string without a finished translation (new, or left unfinished in Qt Linguist);
#   - a string whose source text changed. lupdate 6.4 keeps the old translation as unfinished
#     with <oldsource> only when the .ts lies beside the sources (its similar-text heuristic
#     matches the old message by location, and misses ../../src/ui/...): here a changed string
#     is a vanished entry plus a new one at the same place, and both are named together;
#   - a stale entry: a message whose source text was removed (vanished/obsolete);
#   - a translator comment (//:) that the .ts does not have yet;
#   - a translation that drops a %1..%9 of its source, or has one the source does not.
# usage: check_translations.sh LUPDATE LRELEASE PYTHON3 TS_FILE SOURCE...
# (SOURCE...: the files update_translations scans, from src/ui/CMakeLists.txt)
set -euo pipefail
lupdate=$1 lrelease=$2 python=$3 ts=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$ts" "$tmp/updated.ts"
"$lupdate" -silent -source-language ja -target-language en "$@" -ts "$tmp/updated.ts"

"$python" - "$ts" "$tmp/updated.ts" <<'EOF'
import os
import re
import sys
import xml.etree.ElementTree as ET

committed_path, updated_path = sys.argv[1], sys.argv[2]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(committed_path))))


def messages(path):
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            out[(name, m.findtext("source") or "", m.findtext("comment") or "")] = m
    return out


def place(ts_path, m):
    """The message's first location as (absolute file, line), or None."""
    loc = m.find("location")
    if loc is None or loc.get("filename") is None:
        return None
    file = os.path.normpath(os.path.join(os.path.dirname(ts_path), loc.get("filename")))
    return file, loc.get("line")


def where(ts_path, m):
    p = place(ts_path, m)
    return f" ({os.path.relpath(p[0], root)}:{p[1]})" if p else ""


def show(key):
    name, source, comment = key
    return f"[{name}] “{source}”" + (f" (disambiguation “{comment}”)" if comment else "")


def placeholders(text):
    return sorted(set(re.findall(r"%L?([1-9])", text or "")))


def listed(numbers):
    return ", ".join("%" + n for n in numbers) or "none"


committed, updated = messages(committed_path), messages(updated_path)
current = {k: m for k, m in updated.items()
           if m.find("translation").get("type") not in ("vanished", "obsolete")}
stale = [k for k in updated if k not in current]
# A changed source text: a stale entry and a new one in the same context at the same place.
new_at = {(k[0], place(updated_path, m)): k for k, m in current.items() if k not in committed}
changed = {}
for k in stale:
    if k in committed and place(committed_path, committed[k]):
        new = new_at.get((k[0], place(committed_path, committed[k])))
        if new:
            changed[new] = k

problems = []
for key in stale:
    if key not in changed.values():
        problems.append(f"stale: {show(key)} is no longer in the sources")
for key, m in current.items():
    t = m.find("translation")
    if t.get("type") == "unfinished":
        old = m.findtext("oldsource")
        if old is None and key in changed:
            old = changed[key][1]
            t = committed[changed[key]].find("translation")
        if old is not None:
            problems.append(f"source changed: {show(key)}{where(updated_path, m)} was “{old}”, "
                            f"translated “{t.text or ''}”: review the translation")
        elif key not in committed:
            problems.append(f"new: {show(key)}{where(updated_path, m)} has no translation")
        else:
            problems.append(f"unfinished: {show(key)}{where(updated_path, m)} is not marked "
                            "finished")
        continue
    if key in committed and (committed[key].findtext("extracomment") or "") != (
            m.findtext("extracomment") or ""):
        problems.append(f"comment: the translator comment of {show(key)}"
                        f"{where(updated_path, m)} changed in the sources")
    source = placeholders(key[1])
    forms = [f.text for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text]
    for form in forms:
        if placeholders(form) != source:
            problems.append(f"placeholders: {show(key)}{where(updated_path, m)} has "
                            f"{listed(source)}, its translation “{form}” has "
                            f"{listed(placeholders(form))}")
if problems:
    print(f"FAIL: {committed_path} is not current and complete ({len(problems)} problem(s)):")
    for p in problems:
        print("  " + p)
    print("Run  cmake --build build --target update_translations  then translate in Qt Linguist "
          "(/usr/lib/qt6/bin/linguist resources/translations/gunjin_en.ts) or edit the .ts, "
          "and commit the .ts. (A changed string's old English stays in `git diff`.)")
    sys.exit(1)
print(f"ok: {len(current)} UI strings, current and translated, placeholders kept")
EOF

report=$("$lrelease" "$tmp/updated.ts" -qm "$tmp/gunjin_en.qm")
echo "$report"
echo "$report" | grep -q " 0 unfinished" || { echo "FAIL: lrelease reports unfinished strings"; exit 1; }
