#!/usr/bin/env bash
# Browser check for the pictures (render --format svg, the HTML contact sheet): headless
# Chromium from Debian's packages screenshots one SVG and one sheet drawn by the built
# glimpse, and .ci/browser-check.py checks each picture is not blank and that every
# card's borders are one straight column of pixels. It also draws a deliberately broken
# picture (rows laid out by the browser at a font size off the grid) and requires the
# check to fail on it, so that a check that cannot fail does not pass.
#
# Usage: bash .ci/browser-check.sh [GLIMPSE]   (default: the debug build's glimpse)
# Installs chromium, python3-pil and fonts-noto-color-emoji with apt-get when missing.
# Exit status: 0 all checks pass, 1 a check fails, 2 the tools are missing.
set -euo pipefail
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 0
fi
cd "$(dirname "$0")/.."

glimpse="${1:-$(swift build --show-bin-path)/glimpse}"
if [ ! -x "$glimpse" ]; then
  echo "browser-check: no glimpse at $glimpse (run swift build first)"
  exit 2
fi

# Debian's python, whose python3-pil the checker imports (a pyenv python3 may come first
# on PATH and lack it).
python=/usr/bin/python3
missing=()
command -v chromium >/dev/null || missing+=(chromium)
"$python" -c 'import PIL' 2>/dev/null || missing+=(python3-pil)
[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The dark theme's border colour (Sources/GlimpseThemes/dark.json, chrome.border): what the cards'
# outlines are drawn in.
border='#48484A'

# A screenshot of FILE at WIDTHxHEIGHT pixels into PNG, at one device pixel per CSS pixel.
screenshot() {
  local file="$1" size="$2" png="$3"
  # Chromium's own messages (no D-Bus in a container) are noise; a missing PNG is not.
  timeout 30 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 \
    --window-size="$size" --screenshot="$png" "file://$file" >"$work/chromium.log" 2>&1 || true
  if [ ! -s "$png" ]; then
    echo "browser-check: chromium made no screenshot of $file:"
    tail -5 "$work/chromium.log"
    exit 1
  fi
}

# An SVG's own size, as WIDTH,HEIGHT for --window-size.
svg_size() {
  "$python" - "$1" <<'EOF'
import re, sys
head = open(sys.argv[1], encoding="utf-8").read(2000)
width = re.search(r'<svg[^>]*\swidth="(\d+)"', head)
height = re.search(r'<svg[^>]*\sheight="(\d+)"', head)
if not (width and height):
    sys.exit("browser-check: the SVG has no width and height")
print(f"{width.group(1)},{height.group(1)}")
EOF
}

status=0
check() {
  if ! "$python" .ci/browser-check.py "$@"; then status=1; fi
}

echo "== SVG: adventure's Lock Screen card (emoji, block elements, bold, colours)"
"$glimpse" render adventure --presentation lock-screen --format svg >"$work/card.svg"
screenshot "$work/card.svg" "$(svg_size "$work/card.svg")" "$work/card.png"
check "$work/card.png" --border "$border" --min-cards 1

echo "== HTML: a contact sheet of coffee-order, every presentation (limited width)"
"$glimpse" render coffee-order --presentation all --limited-width --format html \
  >"$work/sheet.html"
# Tall enough for the whole sheet; the empty part is the page's background.
screenshot "$work/sheet.html" 1400,2600 "$work/sheet.png"
check "$work/sheet.png" --border "$border" --min-cards 2

echo "== the check fails on a broken picture: rows laid out by the browser, 16 px type"
"$glimpse" render adventure --presentation lock-screen --format text >"$work/card.txt"
"$python" .ci/browser-check.py --naive-svg "$work/card.txt" "$work/broken.svg" \
  --border "$border" --font-size 16
screenshot "$work/broken.svg" "$(svg_size "$work/broken.svg")" "$work/broken.png"
if "$python" .ci/browser-check.py "$work/broken.png" --border "$border" >"$work/broken.log"; then
  cat "$work/broken.log"
  echo "browser-check: FAILED: the check passed a picture whose border is not straight"
  status=1
else
  sed 's/^/  (expected) /' "$work/broken.log"
fi

if [ -n "${BROWSER_CHECK_KEEP:-}" ]; then
  mkdir -p "$BROWSER_CHECK_KEEP"
  cp "$work"/*.png "$work"/*.svg "$work"/*.html "$BROWSER_CHECK_KEEP"/
fi
if [ "$status" -eq 0 ]; then
  echo "browser-check: all pictures pass"
else
  echo "browser-check: FAILED (set BROWSER_CHECK_KEEP=DIR to keep the pictures)"
fi
exit "$status"
