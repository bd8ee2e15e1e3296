"""Writes the English of translations_en.py into a Qt Linguist .ts file (in place)."""
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(__file__))
from translations_en import EN, HELP  # noqa: E402


def english(source):
    if source in EN:
        return EN[source]
    for prefix, text in HELP.items():
        if source.startswith(prefix):
            return text
    return None


def main(path):
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        text = english(source)
        if text is None:
            missing.append(source)
            continue
        translation.text = text
        translation.attrib.pop("type", None)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    for source in missing:
        print("no English for:", source[:80], file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
