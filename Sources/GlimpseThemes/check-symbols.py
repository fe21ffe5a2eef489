#!/usr/bin/env python3
"""Check Sources/GlimpseThemes/symbols.tsv: columns, unique names, and the width of every glyph.

Widths come from glibc wcwidth() under the C.UTF-8 locale, the same answer ncurses
and most terminals on Linux give. Emoji_Presentation comes from Unicode's
emoji-data.txt (Debian package unicode-data, or $EMOJI_DATA); without it an
approximation is used (East_Asian_Width=W symbol outside the CJK blocks).
Usage: check-symbols.py [path/to/symbols.tsv]; exits 1 on any problem.
"""
import ctypes
import os
import re
import sys
import unicodedata

TSV = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "symbols.tsv")
libc = ctypes.CDLL("libc.so.6")
libc.setlocale.restype = ctypes.c_char_p
if not libc.setlocale(6, b"C.UTF-8"):  # 6 = LC_ALL
    sys.exit("check-symbols: cannot set the C.UTF-8 locale")


def wcwidth(c):
    return libc.wcwidth(ctypes.c_wchar(c))


def load_emoji_presentation():
    for path in (os.environ.get("EMOJI_DATA", ""), "/usr/share/unicode/emoji/emoji-data.txt"):
        if path and os.path.exists(path):
            found = set()
            for line in open(path, encoding="utf-8"):
                m = re.match(r"([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*Emoji_Presentation\b", line)
                if m:
                    found.update(range(int(m[1], 16), int(m[2] or m[1], 16) + 1))
            return lambda c: ord(c) in found
    print("check-symbols: emoji-data.txt not found; approximating Emoji_Presentation")
    return lambda c: (unicodedata.east_asian_width(c) == "W" and unicodedata.category(c) == "So"
                      and (ord(c) < 0x2E80 or ord(c) >= 0x1F300))


is_emoji = load_emoji_presentation()
NAME = re.compile(r"[a-z0-9]+(\.[a-z0-9]+)*")
# Skin tones and regional indicators (flag halves) are emoji only in sequences.
PARTS = set(range(0x1F3FB, 0x1F400)) | set(range(0x1F1E6, 0x1F200))
problems, names = [], {}
for number, line in enumerate(open(TSV, encoding="utf-8").read().splitlines(), 1):
    if not line.strip() or line.startswith("#"):
        continue
    where = f"{os.path.basename(TSV)}:{number}"
    cols = line.split("\t")
    if len(cols) != 4:
        problems.append(f"{where}: expected 4 tab-separated columns, found {len(cols)}")
        continue
    name, emoji, uni, ascii_ = cols
    if not NAME.fullmatch(name):
        problems.append(f"{where}: bad symbol name {name!r}")
    if name in names:
        problems.append(f"{where}: {name} already defined on line {names[name]}")
    names.setdefault(name, number)
    # The default glyph: an emoji of width 2, or (where the emoji means something else)
    # one text-style BMP scalar of width 1.
    emoji_ok = is_emoji(emoji) and wcwidth(emoji) == 2 and ord(emoji) not in PARTS
    text_ok = not is_emoji(emoji) and wcwidth(emoji) == 1 and ord(emoji) <= 0xFFFF
    if len(emoji) != 1 or not (emoji_ok or text_ok):
        problems.append(f"{where}: emoji {emoji!r} must be one emoji-style scalar of width 2 "
                        "or one text-style BMP scalar of width 1")
    if len(uni) != 1 or wcwidth(uni) != 1 or is_emoji(uni) or ord(uni) > 0xFFFF:
        problems.append(f"{where}: unicode {uni!r} must be one non-emoji BMP scalar of width 1")
    if len(ascii_) != 1 or not "!" <= ascii_ <= "~":
        problems.append(f"{where}: ascii {ascii_!r} must be one printable ASCII character")
for problem in problems:
    print(problem)
print(f"check-symbols: {len(names)} symbols, {len(problems)} problems")
sys.exit(1 if problems else 0)
