#!/usr/bin/env python3
"""Make Tests/GlimpseFontsTests/Fixtures/GlimpseTestVariable.ttf, a tiny variable font.

The tests need a variable font (as Apple's SF-Pro.ttf is: `wght` and `opsz` axes) and the
machine has none, so this builds one whose advances are known exactly. Run once; the font
is committed. Needs fontTools (pip install fonttools; made with 4.68.0):

    python3 Scripts/make-variable-test-font.py

Axes: wght 100..900 (default 400), opsz 12..32 (default 12). Glyphs are plain boxes;
advances in font units (2048 per em) at each master:

    glyph    default  wght 100  wght 900  opsz 32
    W        2000     1600      2400      1800
    i         500      400       600       450
    zero     1200     1200      1200      1200
    one       800      800       800       800
    space     500      500       500       500
"""

import os
import tempfile

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.varLib import build

GLYPHS = {".notdef": None, "space": 0x20, "zero": 0x30, "one": 0x31, "W": 0x57, "i": 0x69}
MASTERS = {
    "default": ({"wght": 400, "opsz": 12}, {"W": 2000, "i": 500}),
    "thin": ({"wght": 100, "opsz": 12}, {"W": 1600, "i": 400}),
    "black": ({"wght": 900, "opsz": 12}, {"W": 2400, "i": 600}),
    "display": ({"wght": 400, "opsz": 32}, {"W": 1800, "i": 450}),
}
FIXED = {".notdef": 1000, "space": 500, "zero": 1200, "one": 800}


def master(path, advances):
    builder = FontBuilder(2048, isTTF=True)
    builder.setupGlyphOrder(list(GLYPHS))
    builder.setupCharacterMap({code: name for name, code in GLYPHS.items() if code})
    glyphs, metrics = {}, {}
    for name in GLYPHS:
        width = advances.get(name, FIXED.get(name))
        pen = TTGlyphPen(None)
        if name != "space":
            pen.moveTo((100, 0))
            pen.lineTo((100, 1400))
            pen.lineTo((width - 100, 1400))
            pen.lineTo((width - 100, 0))
            pen.closePath()
        glyphs[name] = pen.glyph()
        metrics[name] = (width, 100 if name != "space" else 0)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=1900, descent=-500)
    builder.setupNameTable({"familyName": "Glimpse Test Variable", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    builder.save(path)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    output = os.path.join(here, "../Tests/GlimpseFontsTests/Fixtures/GlimpseTestVariable.ttf")
    with tempfile.TemporaryDirectory() as folder:
        document = DesignSpaceDocument()
        for tag, low, default, high in [("wght", 100, 400, 900), ("opsz", 12, 12, 32)]:
            axis = AxisDescriptor()
            axis.tag, axis.name = tag, tag
            axis.minimum, axis.default, axis.maximum = low, default, high
            document.addAxis(axis)
        for name, (location, advances) in MASTERS.items():
            path = os.path.join(folder, f"{name}.ttf")
            master(path, advances)
            source = SourceDescriptor()
            source.path, source.location = path, location
            document.addSource(source)
        font, _, _ = build(document)
        font.save(output)
    print(f"wrote {output}: {os.path.getsize(output)} bytes")


if __name__ == "__main__":
    main()
