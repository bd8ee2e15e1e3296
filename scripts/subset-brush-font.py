#!/usr/bin/python3
"""Makes resources/fonts/AoyagiKouzanT.ttf: the brush font (fonts-aoyagi-kouzan-t, public
domain) cut down to the characters the app's own texts use - the QML, the UI's C++ and the
translations - plus ASCII. The whole font costs about 4 MB of memory in the running app (its
data read from the resources); the cut one a few hundred KB. A heading with a character left
out is still written, that character in the body font: run this again after adding texts.

usage: scripts/subset-brush-font.py [SOURCE_TTF]
Needs python3-fonttools (Debian: apt install python3-fonttools fonts-aoyagi-kouzan-t)."""
import pathlib
import sys

from fontTools import subset

root = pathlib.Path(__file__).resolve().parent.parent
source = sys.argv[1] if len(sys.argv) > 1 else \
    "/usr/share/fonts/truetype/aoyagi-kouzan-t/AoyagiKouzanT.ttf"
texts = []
for pattern in ("qml/**/*.qml", "src/ui/**/*.cpp", "src/ui/**/*.h", "resources/translations/*.ts",
                "resources/help/**/*"):
    for path in root.glob(pattern):
        if path.is_file():
            texts.append(path.read_text(encoding="utf-8", errors="ignore"))
chars = {c for text in texts for c in text if ord(c) >= 0x3000}
chars |= {chr(c) for c in range(0x20, 0x7f)}
options = subset.Options()
options.layout_features = ["*"]
options.name_IDs = ["*"]
options.name_languages = ["*"]
options.notdef_outline = True
font = subset.load_font(source, options)
subsetter = subset.Subsetter(options)
subsetter.populate(text="".join(sorted(chars)))
subsetter.subset(font)
out = root / "resources" / "fonts" / "AoyagiKouzanT.ttf"
subset.save_font(font, str(out), options)
print(f"{out}: {len(chars)} characters, {out.stat().st_size} bytes")
