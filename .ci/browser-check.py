#!/usr/bin/python3
"""Checks a browser's screenshot of a Glimpse picture (SVG or HTML contact sheet).

Usage: browser-check.py SCREENSHOT.png --border '#RRGGBB' [--min-cards N]
       browser-check.py --naive-svg TEXT OUT.svg --border '#RRGGBB' [--font-size PX]

Two checks, each printing one line and failing with exit status 1:

1. The picture is not blank: enough pixels differ from the most common colour, in more
   than a couple of colours.
2. Every card's borders line up: a card is a pair of long horizontal runs of the border
   colour (its top and bottom edges) with the same left and right ends. Between them,
   on every pixel row, the right border's rightmost pixel is at one x (and the left
   border's leftmost pixel too): one straight column of pixels. A row whose glyphs were
   laid out by the browser instead of on the grid (a wide emoji pushing the rest of the
   row along) moves its border and fails, as does a row whose border is missing.

--naive-svg writes the picture a naive writer would: each row of a plain-text render one
<text> element that the browser lays out itself, in the border colour, at a font size
that need not match the grid. Its borders do not line up wherever a row holds a glyph
whose advance is not its columns' (an emoji): the picture the check must fail.

Exit statuses: 0 both checks pass, 1 a check fails, 2 bad usage or unreadable image.
"""

import argparse
import sys
from collections import Counter

try:
    from PIL import Image
except ImportError:
    print("browser-check: python3-pil is missing (apt-get install python3-pil)")
    sys.exit(2)


def parse_colour(text):
    text = text.lstrip("#")
    if len(text) != 6:
        raise argparse.ArgumentTypeError(f"expected a colour as #RRGGBB, found '{text}'")
    return tuple(int(text[i : i + 2], 16) for i in (0, 2, 4))


def distance(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) + abs(a[2] - b[2])


def border_mask(pixels, width, height, border, background):
    """Pixels nearer the border colour than the background, and close to it."""
    mask = [[False] * width for _ in range(height)]
    for y in range(height):
        row = mask[y]
        for x in range(width):
            colour = pixels[x, y][:3]
            near = distance(colour, border)
            row[x] = near <= 48 and near < distance(colour, background)
    return mask


def horizontal_runs(mask, width, height, min_length):
    """(y, x0, x1) for every run of at least min_length border pixels on one row."""
    runs = []
    for y in range(height):
        row = mask[y]
        x = 0
        while x < width:
            if not row[x]:
                x += 1
                continue
            start = x
            while x < width and row[x]:
                x += 1
            if x - start >= min_length:
                runs.append((y, start, x - 1))
    return runs


def edges(runs):
    """Runs on neighbouring rows with the same ends joined: one stroke, (y0, y1, x0, x1)."""
    strokes = []
    for y, x0, x1 in runs:
        for stroke in strokes:
            if stroke[1] == y - 1 and abs(stroke[2] - x0) <= 1 and abs(stroke[3] - x1) <= 1:
                stroke[1] = y
                break
        else:
            strokes.append([y, y, x0, x1])
    return strokes


def cards(strokes, min_height):
    """Pairs of strokes with the same ends, min_height apart: (top, bottom, x0, x1)."""
    found = []
    used = set()
    for i, top in enumerate(strokes):
        if i in used:
            continue
        for j in range(i + 1, len(strokes)):
            bottom = strokes[j]
            if j in used or bottom[0] <= top[1]:
                continue
            if abs(bottom[2] - top[2]) <= 2 and abs(bottom[3] - top[3]) <= 2:
                # The nearest stroke below with the same ends is this card's bottom edge,
                # even when the card is too short to check: pairing past it would join the
                # bottom of one card to the top of an equal-width card below it.
                if bottom[0] - top[1] >= min_height:
                    found.append((top[1], bottom[0], min(top[2], bottom[2]), max(top[3], bottom[3])))
                used.update((i, j))
                break
    return found


def check_side(mask, top, bottom, x_edge, reach, side, margin):
    """Problems with one vertical border: the extreme border pixel per row near x_edge."""
    problems = []
    positions = {}
    missing = 0
    for y in range(top + margin, bottom - margin + 1):
        xs = [
            x
            for x in range(max(0, x_edge - reach), min(len(mask[0]), x_edge + reach + 1))
            if mask[y][x]
        ]
        if not xs:
            # A glyph's own gap between rows is a pixel or two; a row is many more.
            missing += 1
            if missing == 5:
                problems.append(f"{side} border missing from y={y - 4}")
            continue
        missing = 0
        positions[y] = max(xs) if side == "right" else min(xs)
    if not positions:
        return [f"{side} border not found between y={top} and y={bottom}"], 0, None
    column, _ = Counter(positions.values()).most_common(1)[0]
    off = sorted(y for y, x in positions.items() if x != column)
    if off:
        shifts = sorted({positions[y] - column for y in off})
        problems.append(
            f"{side} border not one column: x={column} on most rows, but rows "
            f"y={off[0]}..{off[-1]} ({len(off)} rows) are off by {shifts} px"
        )
    return problems, len(positions), column


def write_naive_svg(text_path, svg_path, colour, font_size, cell_width, cell_height):
    lines = open(text_path, encoding="utf-8").read().split("\n")
    width = max(len(line) for line in lines) * cell_width + 2 * cell_width
    height = (len(lines) + 1) * cell_height
    hex_colour = "#" + bytes(colour).hex()
    rows = []
    for index, line in enumerate(lines):
        escaped = line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        rows.append(
            f'<text x="{cell_width}" y="{(index + 1) * cell_height}" '
            f'xml:space="preserve">{escaped}</text>'
        )
    with open(svg_path, "w", encoding="utf-8") as output:
        output.write(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">\n'
            f'<rect width="{width}" height="{height}" fill="#000000"/>\n'
            f'<g font-family="DejaVu Sans Mono, monospace" font-size="{font_size}" '
            f'fill="{hex_colour}">\n' + "\n".join(rows) + "\n</g>\n</svg>\n"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("screenshot")
    parser.add_argument("output", nargs="?", help="with --naive-svg: the SVG to write")
    parser.add_argument("--naive-svg", action="store_true")
    parser.add_argument("--font-size", type=float, default=15, help="with --naive-svg")
    parser.add_argument("--border", type=parse_colour, required=True, help="#RRGGBB")
    parser.add_argument("--min-cards", type=int, default=1)
    parser.add_argument("--min-edge", type=int, default=100, help="pixels")
    parser.add_argument("--min-height", type=int, default=50, help="pixels")
    parser.add_argument("--cell-width", type=int, default=9, help="pixels")
    parser.add_argument("--cell-height", type=int, default=18, help="pixels")
    try:
        arguments = parser.parse_args()
    except SystemExit as exit:
        sys.exit(2 if exit.code else 0)
    if arguments.naive_svg:
        if not arguments.output:
            print("browser-check: --naive-svg needs a text file and the SVG to write")
            sys.exit(2)
        write_naive_svg(
            arguments.screenshot, arguments.output, arguments.border, arguments.font_size,
            arguments.cell_width, arguments.cell_height,
        )
        sys.exit(0)
    try:
        image = Image.open(arguments.screenshot).convert("RGB")
    except OSError as error:
        print(f"browser-check: {arguments.screenshot}: cannot read the image ({error})")
        sys.exit(2)
    width, height = image.size
    pixels = image.load()
    name = arguments.screenshot

    counts = Counter(image.getdata())
    background, background_count = counts.most_common(1)[0]
    inked = width * height - background_count
    colours = sum(1 for _, count in counts.items() if count >= 20)
    if inked < width * height * 0.005 or colours < 3:
        print(
            f"browser-check: {name}: blank: {inked} of {width * height} pixels differ "
            f"from the background, in {colours} colours"
        )
        sys.exit(1)
    print(f"browser-check: {name}: not blank ({inked} pixels drawn, {colours} colours)")

    mask = border_mask(pixels, width, height, arguments.border, background)
    strokes = edges(horizontal_runs(mask, width, height, arguments.min_edge))
    found = cards(strokes, arguments.min_height)
    if len(found) < arguments.min_cards:
        print(
            f"browser-check: {name}: found {len(found)} bordered cards, expected at least "
            f"{arguments.min_cards} (border colour #{bytes(arguments.border).hex().upper()})"
        )
        sys.exit(1)
    failed = False
    for top, bottom, x0, x1 in found:
        rows = 0
        report = []
        columns = []
        for side, x_edge in (("left", x0), ("right", x1)):
            problems, checked, column = check_side(
                mask, top, bottom, x_edge, arguments.cell_width, side, arguments.cell_height
            )
            report += problems
            rows += checked
            columns.append(column)
        where = f"card x={x0}..{x1} y={top}..{bottom}"
        if report:
            failed = True
            for problem in report:
                print(f"browser-check: {name}: {where}: {problem}")
        else:
            print(
                f"browser-check: {name}: {where}: left border at x={columns[0]}, right border "
                f"at x={columns[1]}, straight on all {rows // 2} rows checked"
            )
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
