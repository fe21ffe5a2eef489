#!/usr/bin/env python3
"""Generate Sources/GlimpseFonts/StandardAdvances.swift: the pinned default font metrics.

The build never runs this; its output is committed. Re-run it only to change the default:

    apt-get install fonts-inter          # Debian 12: 4.0~beta7+ds-1 (InterDisplay-*.otf)
    pip install fonttools uharfbuzz      # generated with fonttools 4.68.0, uharfbuzz 0.57.0
    python3 Scripts/generate-font-metrics.py [OUTPUT.swift]

What it pins, and why:

* Advances come from Inter Display (Debian's fonts-inter ships Inter and Inter Display in
  nine weights, Thin..Black; Inter Tight, named in issue 22, is not packaged). Inter
  Display is Inter with tight, display spacing; its letter-frequency weighted average
  advance (0.4287 em at Regular) is 3% wider than Apple's system font, where Inter's text
  cut (0.4741 em here, 0.4775 in capsize's metrics) is 14% wider. A small correction
  distorts the proportions between glyphs least, so Inter Display it is.
* One scale factor for every glyph and weight: SCALE = 0.4165 / (Inter Display Regular's
  weighted average), where 0.4165 em is capsize's xWidthAvg for -apple-system and
  BlinkMacSystemFont (853 / 2048 units, extracted from Apple's SFNS). The weighting is
  capsize's English letter frequency table (a-z and space; the one its fromFile used before
  the WikiNews tables). Other weights keep Inter's own progression (Bold is 5% wider than
  Regular): capsize publishes no per-weight figures for Apple's font to calibrate against.
* SwiftUI weights map to Inter's by their OpenType weight class: ultraLight 100 = Thin,
  thin 200 = ExtraLight, light 300, regular 400, medium 500, semibold 600, bold 700,
  heavy 800 = ExtraBold, black 900. Nine files, so nothing is interpolated.
* Coverage: every scalar Inter Display maps in the 128-scalar pages listed in PAGES (Basic
  Latin, Latin-1, Latin Extended-A/B, general punctuation, currency, letterlike symbols,
  number forms, arrows, mathematical operators, technical symbols, box drawing, block
  elements, geometric shapes, miscellaneous symbols, dingbats). A scalar the font lacks is
  stored as 0xFFFF and measured by the fallback rules in Swift.
* Tabular figures (`monospacedDigit()`): every digit takes the widest of the ten advances
  HarfBuzz gives with the `tnum` feature on. (This Inter Display's `tnum` digits are not all
  one width, 1028..1220 units at Regular, so "the widest" makes them tabular, as SF Pro's
  are.) Only digits change: SwiftUI's monospacedDigit() is about digits, and Inter's text
  cut keeps its colon under `tnum`.
* Kerning: for every pair of printable ASCII scalars, HarfBuzz's advance of the pair minus
  the two alone (Inter's GPOS `kern`, with its default features), where non-zero.

Tables are base64 of little-endian integers, so that the Swift file compiles in no time.
"""

import base64
import os
import struct
import sys

import fontTools
import uharfbuzz as hb
from fontTools.ttLib import TTFont

FONT_DIRECTORY = "/usr/share/fonts/opentype/inter"
WEIGHTS = [
    ("ultraLight", "Thin"),
    ("thin", "ExtraLight"),
    ("light", "Light"),
    ("regular", "Regular"),
    ("medium", "Medium"),
    ("semibold", "SemiBold"),
    ("bold", "Bold"),
    ("heavy", "ExtraBold"),
    ("black", "Black"),
]
# capsize's English letter frequencies (packages/unpack, before its WikiNews tables).
FREQUENCIES = {
    "a": 0.0668, "b": 0.0122, "c": 0.0228, "d": 0.0348, "e": 0.1039, "f": 0.0182,
    "g": 0.0165, "h": 0.0499, "i": 0.057, "j": 0.0013, "k": 0.0063, "l": 0.0329,
    "m": 0.0197, "n": 0.0552, "o": 0.0614, "p": 0.0158, "q": 0.0008, "r": 0.049,
    "s": 0.0518, "t": 0.0741, "u": 0.0226, "v": 0.008, "w": 0.0193, "x": 0.0012,
    "y": 0.0162, "z": 0.0006, " ": 0.1818,
}
SYSTEM_FONT_AVERAGE = 853 / 2048  # capsize: -apple-system / BlinkMacSystemFont xWidthAvg
# Pages of 128 scalars (scalar >> 7) that the table covers.
PAGES = [0x00, 0x01, 0x02, 0x03, 0x04] + list(range(0x2000 >> 7, 0x27C0 >> 7))
PAGE_LIMIT = max(PAGES) + 1
MISSING = 0xFFFF
ASCII = [chr(c) for c in range(0x20, 0x7F)]
DIGITS = "0123456789"


def shaper(path):
    blob = hb.Blob.from_file_path(path)
    return hb.Font(hb.Face(blob))


def shaped_width(font, text, features=None):
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, features or {})
    return sum(position.x_advance for position in buffer.glyph_positions)


def b64(fmt, values):
    return base64.b64encode(struct.pack("<" + fmt * len(values), *values)).decode("ascii")


def swift_string(name, text, indent="  "):
    """A multi-line string literal, 88 characters a line, for swift-format's 100 columns."""
    lines = [text[i : i + 88] for i in range(0, len(text), 88)] or [""]
    body = "\n".join(indent + "  " + line for line in lines)
    return f'{indent}static let {name} = """\n{body}\n{indent}  """\n'


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)),
        "../Sources/GlimpseFonts/StandardAdvances.swift",
    )
    fonts = {}
    for swift_name, file_weight in WEIGHTS:
        path = os.path.join(FONT_DIRECTORY, f"InterDisplay-{file_weight}.otf")
        fonts[swift_name] = (TTFont(path), shaper(path))
    units = {f["head"].unitsPerEm for f, _ in fonts.values()}
    assert units == {2048}, units
    regular, _ = fonts["regular"]
    cmap = regular.getBestCmap()
    hmtx = regular["hmtx"].metrics
    regular_average = sum(hmtx[cmap[ord(c)]][0] * w for c, w in FREQUENCIES.items()) / 2048
    scale = SYSTEM_FONT_AVERAGE / regular_average

    slots = [-1] * PAGE_LIMIT
    for slot, page in enumerate(PAGES):
        slots[page] = slot

    advance_tables, tabular_tables, kerning_tables, averages = [], [], [], []
    pair_counts = []
    for swift_name, _ in WEIGHTS:
        font, shaping = fonts[swift_name]
        cmap = font.getBestCmap()
        hmtx = font["hmtx"].metrics
        table = []
        for page in PAGES:
            for low in range(128):
                scalar = page << 7 | low
                glyph = cmap.get(scalar)
                table.append(hmtx[glyph][0] if glyph is not None else MISSING)
        advance_tables.append(b64("H", table))
        averages.append(
            sum(hmtx[cmap[ord(c)]][0] * w for c, w in FREQUENCIES.items()) / 2048 * scale
        )
        single = {c: shaped_width(shaping, c) for c in ASCII}
        figure = max(shaped_width(shaping, c, {"tnum": True}) for c in DIGITS)
        tabular = []
        for c in DIGITS:
            tabular += [ord(c), figure]
        tabular_tables.append(b64("H", tabular))
        kerning = []
        for left in ASCII:
            for right in ASCII:
                pair = shaped_width(shaping, left + right) - single[left] - single[right]
                if pair:
                    index = (ord(left) - 0x20) * 95 + (ord(right) - 0x20)
                    kerning += [index, pair]
        pair_counts.append(len(kerning) // 2)
        kerning_tables.append(b64("h", kerning))

    out = []
    out.append("// Generated by Scripts/generate-font-metrics.py; do not edit by hand.\n")
    out.append(
        f"// Source: Inter Display, {regular['name'].getDebugName(5)} (Debian fonts-inter\n"
        f"// 4.0~beta7+ds-1); fontTools {fontTools.version}, uharfbuzz {hb.__version__}.\n"
    )
    out.append(
        f"// Scale {scale:.6f} = 0.4165 em (capsize, Apple's system font) /"
        f" {regular_average:.6f} em (Inter Display Regular).\n"
    )
    out.append("// Kerning pairs per weight, ultraLight..black:\n// "
               + ", ".join(str(n) for n in pair_counts) + ".\n\n")
    out.append("/// The pinned metrics of the default font, as generated (see the script).\n")
    out.append("@usableFromInline\nenum StandardAdvances {\n")
    out.append("  /// Font units per em of every table below.\n")
    out.append("  static let unitsPerEm = 2048.0\n\n")
    out.append("  /// The factor that brings Inter Display's average advance to Apple's system font's.\n")
    out.append(f"  static let scale = {scale!r}\n\n")
    out.append("  /// A table entry for a scalar the font does not map.\n")
    out.append(f"  @usableFromInline static let missing: UInt16 = 0x{MISSING:04X}\n\n")
    out.append("  /// Pages (scalar >> 7) past the last covered one are not covered.\n")
    out.append(f"  static let pageLimit = {PAGE_LIMIT}\n\n")
    out.append("  /// The slot of each page in the advance tables, or -1 for a page not covered.\n")
    out.append("  static let pageSlots: [Int8] = [\n")
    for i in range(0, PAGE_LIMIT, 16):
        out.append("    " + ", ".join(str(s) for s in slots[i : i + 16]) + ",\n")
    out.append("  ]\n\n")
    out.append("  /// The weighted average advance of each weight, in em, already scaled.\n")
    out.append("  static let averages: [Double] = [\n")
    for value in averages:
        out.append(f"    {value!r},\n")
    out.append("  ]\n\n")
    out.append("  /// Per weight: 128 little-endian UInt16 advances a covered page, in font units.\n")
    out.append("  static let advances: [String] = [\n")
    for name, text in zip([w for w, _ in WEIGHTS], advance_tables):
        out.append(f"    {name},\n")
    out.append("  ]\n\n")
    out.append("  /// Per weight: pairs of UInt16 (digit, tabular advance), in font units.\n")
    out.append("  static let tabular: [String] = [\n")
    for text in tabular_tables:
        out.append(f'    "{text}",\n')
    out.append("  ]\n\n")
    out.append("  /// Per weight: pairs of Int16 (left index * 95 + right index, from U+0020, kerning).\n")
    out.append("  static let kerning: [String] = [\n")
    for name, _ in WEIGHTS:
        out.append(f"    {name}Kerning,\n")
    out.append("  ]\n\n")
    for (name, _), text in zip(WEIGHTS, advance_tables):
        out.append(swift_string(name, text))
        out.append("\n")
    for (name, _), text in zip(WEIGHTS, kerning_tables):
        out.append(swift_string(f"{name}Kerning", text))
        out.append("\n")
    text = "".join(out).rstrip("\n") + "\n}\n"
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {output}: {len(text)} bytes, scale {scale:.6f}, averages {averages}")


if __name__ == "__main__":
    main()
