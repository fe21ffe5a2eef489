#!/usr/bin/env bash
# The README's walk-through, end to end, as a new user does it: a widget folder from an iOS
# project (Tests/WalkThrough/DeliveryWidget, its files unedited: `import ActivityKit`,
# `import SwiftUI`, `import WidgetKit`, `#Preview` blocks, `Date()` in a body), a four-line
# Package.swift that depends on Glimpse by URL and version, one command, and the previews
# drawn at the right instant. The URL is a bare clone of this checkout with a tag made here
# (so it tests what is committed: HEAD).
# WALK_THROUGH_KEEP=DIR: work in DIR (a new folder) and keep it, built, for the next lane
# (.ci/run runs watch-end-to-end.sh in DIR/DeliveryWidget).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
if [ -n "${WALK_THROUGH_KEEP:-}" ]; then
  mkdir "$WALK_THROUGH_KEEP"
  work="$(cd "$WALK_THROUGH_KEEP" && pwd)"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
began=$(date +%s)
fail() {
  echo "walk-through: $1" >&2
  [ -f "$work/output.txt" ] && { echo "---- output ----" >&2; cat "$work/output.txt" >&2; }
  [ -f "$work/errors.txt" ] && { echo "---- errors ----" >&2; cat "$work/errors.txt" >&2; }
  exit 1
}

echo "-- a bare clone of this checkout, tagged 0.1.0"
git clone --quiet --bare "$root" "$work/glimpse.git"
git -C "$work/glimpse.git" tag -l | xargs -r git -C "$work/glimpse.git" tag -d >/dev/null
git -C "$work/glimpse.git" tag 0.1.0 "$(git -C "$root" rev-parse HEAD)"

echo "-- the widget folder, unedited, and its Package.swift"
cp -R Tests/WalkThrough/DeliveryWidget "$work/DeliveryWidget"
cat >"$work/DeliveryWidget/Package.swift" <<MANIFEST
// swift-tools-version: 5.10
import PackageDescription
let package = Package(name: "DeliveryWidget", dependencies: [.package(url: "file://$work/glimpse.git", from: "0.1.0")],
  targets: [.executableTarget(name: "DeliveryWidget", dependencies: [.product(name: "GlimpseShims", package: "glimpse")], path: ".")])
MANIFEST
for file in "$root"/Tests/WalkThrough/DeliveryWidget/*.swift; do
  cmp -s "$file" "$work/DeliveryWidget/$(basename "$file")" || fail "$(basename "$file") differs"
done

echo "-- swift run"
cd "$work/DeliveryWidget"
swift build --cache-path "$work/cache" >"$work/build.txt" 2>&1 || { cat "$work/build.txt" >&2; fail "the package did not build"; }
built=$(date +%s)
swift run --cache-path "$work/cache" --skip-build DeliveryWidget >"$work/output.txt" 2>"$work/errors.txt" \
  || fail "swift run failed"
output="$(cat "$work/output.txt")"
[ ! -s "$work/errors.txt" ] || fail "the previews reported errors"

echo "-- every #Preview, named by its title or its line, at the process's start"
compact_line=$(grep -n '^#Preview(as: .dynamicIsland(.compact)' DeliveryWidgetLiveActivity.swift | cut -d: -f1)
view_line=$(grep -n '^#Preview {' DeliveryWidgetLiveActivity.swift | cut -d: -f1)
for heading in "Notification · state 1/2" "Island · state 1/1" \
  "DeliveryWidgetLiveActivity.swift:$compact_line · state 1/1" \
  "DeliveryWidgetLiveActivity.swift:$view_line · state 1/1"; do
  grep -qF "$heading" <<<"$output" || fail "no preview '$heading'"
done
grep -q "Luigi's Pizzeria" <<<"$output" || fail "the Lock Screen card has no content"
grep -q "▀▀▀ Luigi's Pizzeria" <<<"$output" || fail "the widget's Assets.xcassets icon is not drawn"
grep -q "Updated 0 min ago" <<<"$output" || fail "Date.now in a body is not the render's instant"
# 25:00 plus however long after the start the states were built: a second or two on a loaded
# machine, so up to 25:09 (a bound for the process to build them at all, not a timing).
grep -Eq '25:0[0-9]' <<<"$output" || fail "the timer from Date() does not show 25:00 at the start"
grep -q "On the way" <<<"$output" || fail "the view preview is not drawn"

echo "-- a render two minutes into the second state"
swift run --cache-path "$work/cache" --skip-build DeliveryWidget render Notification --state 2 --at +2m \
  >"$work/output.txt" 2>"$work/errors.txt" || fail "render failed"
output="$(cat "$work/output.txt")"
grep -Eq "Updated (9|10) min ago" <<<"$output" || fail "Date.now in a body is not the render's instant"
grep -Eq ' 3:0[0-9] ' <<<"$output" || fail "the timer from Date() does not show 3:00 two minutes in"

finished=$(date +%s)
echo "walk-through: passed (build $((built - began)) s, all $((finished - began)) s)"
