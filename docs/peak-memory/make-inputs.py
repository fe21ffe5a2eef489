#!/usr/bin/env python3
"""Writes the worst inputs of issue 29 item 9 under the folder given (default: a new temp
folder), for the peak-memory figures in BENCHMARKS.md (run-all.sh). The inputs are big
and are not committed: this script makes them."""
import json, os, sys, tempfile

root = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="glimpse-peak-")
os.makedirs(root, exist_ok=True)

# A string catalog at the 16 MB limit: keys with a German and a French unit each.
strings = {}
size, index = 0, 0
while size < 16 * 1024 * 1024 - 400:
    key = f"key {index:07d}"
    entry = {"localizations": {lang: {"stringUnit": {"state": "translated", "value": f"{lang} {index}"}}
                               for lang in ("de", "fr")}}
    strings[key] = entry
    size += len(json.dumps({key: entry}))
    index += 1
folder = os.path.join(root, "strings")
os.makedirs(folder, exist_ok=True)
text = json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": strings})
with open(os.path.join(folder, "Localizable.xcstrings"), "w") as f:
    f.write(text)  # just under 16 MiB, the largest strings file read

def imageset(catalog, name, entries):
    folder = os.path.join(root, catalog, "Assets.xcassets", f"{name}.imageset")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump({"images": entries, "info": {"author": "xcode", "version": 1}}, f)

# A 60 MB Contents.json: one image entry with a 60 MB property.
imageset("catalog-60mb", "Huge", [{"idiom": "universal", "filename": "a.png", "scale": "1x",
                                   "note": "x" * (60 * 1024 * 1024)}])
# 200,000 image entries in one set.
imageset("catalog-200k", "Many", [{"idiom": "universal", "filename": f"f{i}.png", "scale": "1x"}
                                  for i in range(200_000)])
# The largest catalog read after the bounds: 100 sets of 1,000 entries (100,000 entries).
for s in range(100):
    imageset("catalog-bound", f"Set{s:03d}", [{"idiom": "universal", "filename": f"f{i}.png",
                                               "scale": "1x"} for i in range(1000)])
print(root)
