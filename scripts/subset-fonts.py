#!/usr/bin/python3
"""Makes the heading fonts the app ships, each cut down to the characters it has to write:
- resources/fonts/AoyagiKouzanT.ttf: the brush font (fonts-aoyagi-kouzan-t, public domain) for
  Japanese headings, cut to the characters of the app's own texts - the QML, the UI's C++, the
  translations and the help - plus ASCII. The whole font costs about 4 MB of memory in the
  running app (its data read from the resources); the cut one a few hundred KB.
- resources/fonts/EBGaramond12-Headings.otf: EB Garamond (fonts-ebgaramond, SIL OFL 1.1) for
  Latin headings, cut to Latin-1 and the typographic marks the English texts use.
A heading with a character left out is still written, that character in the body font: run this
again after adding texts.

usage: scripts/subset-fonts.py
Needs python3-fonttools (Debian: apt install python3-fonttools fonts-aoyagi-kouzan-t
fonts-ebgaramond)."""
import pathlib

from fontTools import subset

root = pathlib.Path(__file__).resolve().parent.parent


def cut(source, out, chars):
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(sorted(chars)))
    subsetter.subset(font)
    subset.save_font(font, str(out), options)
    print(f"{out}: {len(chars)} characters, {out.stat().st_size} bytes")


texts = []
for pattern in ("qml/**/*.qml", "src/ui/**/*.cpp", "src/ui/**/*.h", "resources/translations/*.ts",
                "resources/help/**/*"):
    for path in root.glob(pattern):
        if path.is_file():
            texts.append(path.read_text(encoding="utf-8", errors="ignore"))
ascii_chars = {chr(c) for c in range(0x20, 0x7f)}
cut("/usr/share/fonts/truetype/aoyagi-kouzan-t/AoyagiKouzanT.ttf",
    root / "resources" / "fonts" / "AoyagiKouzanT.ttf",
    {c for text in texts for c in text if ord(c) >= 0x3000} | ascii_chars)
cut("/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
    root / "resources" / "fonts" / "EBGaramond12-Headings.otf",
    ascii_chars | {chr(c) for c in range(0xa0, 0x100)} | set("×–—‘’“”…•·"))
