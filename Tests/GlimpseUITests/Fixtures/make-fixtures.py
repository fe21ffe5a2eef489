#!/usr/bin/env python3
"""Writes the asset catalog fixture (Assets.xcassets) the asset tests read: small PNGs made
with zlib and struct, and colour sets in every component form Xcode writes. The JPEG
(Photo.imageset/photo.jpg, 16x8: red falling and blue rising from left to right, green 128,
quality 95) was made once with libjpeg, as Python has no JPEG encoder.
Run from this directory: python3 make-fixtures.py"""
import json, os, struct, zlib

ROOT = "Assets.xcassets"

def png(path, width, height, pixel):
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

def quadrants(top_right):
    def pixel(x, y, size):
        left, top = x < size // 2, y < size // 2
        if top and left: return (255, 0, 0, 255)
        if top: return top_right
        if left: return (0, 0, 255, 255)
        return (0, 0, 0, 0)
    return pixel

def write_json(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(value, f, indent=2, sort_keys=True)
        f.write("\n")

INFO = {"author": "xcode", "version": 1}
write_json(f"{ROOT}/Contents.json", {"info": INFO})

# Quad: red, green / blue, transparent at 1x (8x8); the 2x (16x16) has yellow for green, so
# a test can tell which scale was drawn.
os.makedirs(f"{ROOT}/Quad.imageset", exist_ok=True)
png(f"{ROOT}/Quad.imageset/quad.png", 8, 8, lambda x, y: quadrants((0, 255, 0, 255))(x, y, 8))
png(f"{ROOT}/Quad.imageset/quad@2x.png", 16, 16, lambda x, y: quadrants((255, 255, 0, 255))(x, y, 16))
write_json(f"{ROOT}/Quad.imageset/Contents.json", {"images": [
    {"filename": "quad.png", "idiom": "universal", "scale": "1x"},
    {"filename": "quad@2x.png", "idiom": "universal", "scale": "2x"},
    {"idiom": "universal", "scale": "3x"}], "info": INFO})

# Glyph: a template image, an opaque disc on a transparent square.
os.makedirs(f"{ROOT}/Glyph.imageset", exist_ok=True)
png(f"{ROOT}/Glyph.imageset/glyph.png", 8, 8,
    lambda x, y: (40, 40, 40, 255) if (x - 3.5) ** 2 + (y - 3.5) ** 2 <= 12 else (0, 0, 0, 0))
write_json(f"{ROOT}/Glyph.imageset/Contents.json", {"images": [
    {"filename": "glyph.png", "idiom": "universal"}],
    "info": INFO, "properties": {"template-rendering-intent": "template"}})

write_json(f"{ROOT}/Photo.imageset/Contents.json", {"images": [
    {"filename": "photo.jpg", "idiom": "universal", "scale": "1x"}], "info": INFO})

# A namespace folder: its sets are named Icons/...
write_json(f"{ROOT}/Icons/Contents.json", {"info": INFO, "properties": {"provides-namespace": True}})
os.makedirs(f"{ROOT}/Icons/Car.imageset", exist_ok=True)
png(f"{ROOT}/Icons/Car.imageset/car.png", 2, 2, lambda x, y: (0, 128, 255, 255))
write_json(f"{ROOT}/Icons/Car.imageset/Contents.json", {"images": [
    {"filename": "car.png", "idiom": "universal"}], "info": INFO})

def color(space, **components):
    return {"color-space": space, "components": components}

def colorset(name, *entries):
    write_json(f"{ROOT}/{name}.colorset/Contents.json", {"colors": list(entries), "info": INFO})

def entry(value, luminosity=None, contrast=None, idiom="universal"):
    appearances = []
    if luminosity: appearances.append({"appearance": "luminosity", "value": luminosity})
    if contrast: appearances.append({"appearance": "contrast", "value": contrast})
    result = {"color": value, "idiom": idiom}
    if appearances: result["appearances"] = appearances
    return result

# Any, dark, and high contrast (light and dark), floating point.
colorset("Brand",
    entry(color("srgb", red="1.000", green="0.500", blue="0.000", alpha="1.000")),
    entry(color("srgb", red="0.000", green="0.500", blue="1.000", alpha="1.000"), luminosity="dark"),
    entry(color("srgb", red="1.000", green="0.000", blue="0.000", alpha="1.000"), contrast="high"),
    entry(color("srgb", red="0.000", green="0.000", blue="1.000", alpha="1.000"), luminosity="dark", contrast="high"),
    entry(color("srgb", red="0.000", green="1.000", blue="0.000", alpha="1.000"), idiom="mac"))
colorset("EightBit", entry(color("srgb", red="128", green="64", blue="255", alpha="1.000")))
colorset("Hex", entry(color("srgb", red="0x80", green="0x40", blue="0xFF", alpha="0.500")))
colorset("DisplayP3", entry(color("display-p3", red="0.800", green="0.400", blue="0.200", alpha="1.000")))
colorset("ExtendedSRGB", entry(color("extended-srgb", red="1.200", green="-0.100", blue="0.500", alpha="1.000")))
colorset("ExtendedLinear", entry(color("extended-linear-srgb", red="0.214", green="0.000", blue="1.000", alpha="1.000")))
colorset("Grey", entry(color("gray-gamma-22", white="0.500", alpha="1.000")))
colorset("ExtendedGrey", entry(color("extended-gray", white="0x33", alpha="1.000")))
colorset("SystemTeal", entry({"platform": "ios", "reference": "systemTealColor"}))

# The walk-through widget's catalog (Tests/WalkThrough/DeliveryWidget/Assets.xcassets): a
# pizza icon (an orange disc with a crust, transparent corners) and the badge's colour.
WALK = "../../WalkThrough/DeliveryWidget/Assets.xcassets"
os.makedirs(f"{WALK}/PizzaIcon.imageset", exist_ok=True)
def pizza(x, y, size):
    distance = ((x - (size - 1) / 2) ** 2 + (y - (size - 1) / 2) ** 2) ** 0.5
    if distance > size / 2: return (0, 0, 0, 0)
    if distance > size / 2 - size / 8: return (196, 120, 40, 255)
    if (x * 7 + y * 3) % 11 == 0: return (200, 30, 30, 255)
    return (255, 190, 60, 255)
for scale in (1, 2, 3):
    size = 20 * scale
    suffix = "" if scale == 1 else f"@{scale}x"
    png(f"{WALK}/PizzaIcon.imageset/pizza{suffix}.png", size, size, lambda x, y: pizza(x, y, size))
write_json(f"{WALK}/PizzaIcon.imageset/Contents.json", {"images": [
    {"filename": "pizza.png", "idiom": "universal", "scale": "1x"},
    {"filename": "pizza@2x.png", "idiom": "universal", "scale": "2x"},
    {"filename": "pizza@3x.png", "idiom": "universal", "scale": "3x"}], "info": INFO})
write_json(f"{WALK}/BadgeBackground.colorset/Contents.json", {"colors": [
    entry(color("srgb", red="0.996", green="0.584", blue="0.000", alpha="0.350")),
    entry(color("srgb", red="1.000", green="0.624", blue="0.039", alpha="0.300"), luminosity="dark")],
    "info": INFO})
